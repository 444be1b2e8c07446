/** What the rest of the app may use of sign-in (its pages are routed in app/routes.tsx). */
export { ResendVerification } from './components/resend-verification';
