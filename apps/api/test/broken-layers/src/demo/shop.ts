export const DEMO_SHOPPER_EMAIL = 'shopper@haat.test';
