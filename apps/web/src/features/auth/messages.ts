import { defineMessages } from '../../lib/i18n';

/** Texts of the sign-in page: its tabs, forms and the spec's error lists (purchase spec section 8). */
export const authMessages = defineMessages('auth', {
  title: 'Welcome to Haat',
  subtitle: 'Sign in to keep a cart, a wishlist and follow your orders.',
  tabs: 'Sign in or sign up',
  loginTab: 'Login',
  signUpTab: 'Sign Up',
  name: 'Full name',
  email: 'Email',
  password: 'Password',
  passwordRule: 'At least {min} characters.',
  login: 'Login',
  loggingIn: 'Logging in...',
  signUp: 'Sign Up',
  signingUp: 'Signing up...',
  loginSuccessful: 'Login successful!',
  signedUp: 'Account created. Please log in with your new password.',
  or: 'or',
  google: 'Continue with Google',
  invalidCredentials: 'Invalid email or password.',
  loginServerError: 'Server error. Please try again later.',
  loginFailedWith: 'Login failed: {message}',
  unknownError: 'Unknown error',
  loginNetworkError: 'Network error. Please check your connection.',
  loginFailed: 'Login failed. Please try again.',
  emailTaken: 'Email already exists. Please use a different email.',
  signUpServerError: 'Server error during sign-up. Please try again later.',
  signUpFailedWith: 'Sign-up failed: {message}',
  signUpNetworkError: 'Network error during sign-up. Please check your connection.',
});

/** Texts of the social sign-in landing pages (/auth/success, /auth/google/callback). */
export const landingMessages = defineMessages('auth-landing', {
  processing: 'Signing you in...',
  success: 'You are signed in. Taking you back to the shop...',
  failed: 'Authentication failed: {error}',
  noToken: 'No authentication token received',
  invalidToken: 'Invalid authentication token',
  redirecting: 'Taking you back in a moment.',
  continue: 'Continue now',
  backToSignIn: 'Back to sign in',
});
