/** What the rest of the app may use of the risk feature: proving a number by a code, on the profile, the address book and the checkout. */
export { PhoneCodeForm } from './components/phone-code-form';
export { VerifyPhone } from './components/verify-phone';
