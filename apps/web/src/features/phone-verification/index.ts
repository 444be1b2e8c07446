/** What the rest of the app may use of phone verification: the profile, the address book and the checkout. */
export { PhoneCodeForm } from './components/phone-code-form';
export { VerifyPhone } from './components/verify-phone';
