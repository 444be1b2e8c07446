export * from './account';
export * from './cart';
export * from './catalogue';
export * from './orders';
export * from './promotions';
export * from './reviews';
export * from './settings';
export * from './users';
