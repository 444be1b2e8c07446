/**
 * What the rest of the app may use of the risk feature: proving a number by a code (the profile,
 * the address book, the checkout) and the back office's COD guard page.
 */
export { PhoneCodeForm } from './components/phone-code-form';
export { VerifyPhone } from './components/verify-phone';
export { default as RiskPage } from './pages/risk-page';
