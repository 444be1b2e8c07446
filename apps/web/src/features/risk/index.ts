import { lazy } from 'react';

/**
 * What the rest of the app may use of the risk feature: proving a number by a code (the profile,
 * the address book, the checkout) and the back office's COD guard page, in a chunk of its own so
 * that the shopper's pages never carry the operator's calls.
 */
export { PhoneCodeForm } from './components/phone-code-form';
export { VerifyPhone } from './components/verify-phone';
export const RiskPage = lazy(() => import('./pages/risk-page'));
