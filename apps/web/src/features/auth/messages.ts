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
  pageTitle: 'Signing in',
  processing: 'Signing you in...',
  success: 'You are signed in. Taking you back to the shop...',
  failed: 'Authentication failed: {error}',
  noToken: 'No authentication token received',
  invalidToken: 'Invalid authentication token',
  redirecting: 'Taking you back in a moment.',
  continue: 'Continue now',
  backToSignIn: 'Back to sign in',
});

/** Texts of forgetting a password: the request page and the page its link opens. */
export const recoveryMessages = defineMessages('auth-recovery', {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the email address of your account. We will send it a link to choose a new password.',
  email: 'Email',
  send: 'Send the link',
  sending: 'Sending...',
  sent: 'If an account uses {email}, we have sent it a link to set a new password. The link works for 30 minutes.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  resetIntro:
    'Your new password signs you in from now on; every device signed in to your account is signed out.',
  newPassword: 'New password',
  passwordRule: 'At least {min} characters. Avoid common passwords and your name or email.',
  save: 'Save the new password',
  saving: 'Saving...',
  resetDone: 'Your password is changed. Please sign in with the new password.',
  signIn: 'Sign in',
  linkInvalid: 'This link has expired or has already been used.',
  linkMissing: 'This page needs the link from your email. Please open it again from there.',
  askAgain: 'Ask for a new link',
  failed: 'Something went wrong: {message}',
  networkError: 'Network error. Please check your connection.',
});

/** Texts of the page a verification (or email change) link opens. */
export const verifyMessages = defineMessages('auth-verify', {
  title: 'Your email address',
  checking: 'Checking your link...',
  verified: 'Thank you! {email} is verified.',
  changed: 'Done! Your account now uses {email}.',
  linkInvalid: 'This link has expired or has already been used.',
  linkMissing: 'This page needs the link from your email. Please open it again from there.',
  emailTaken: 'Another account now uses this email address, so it cannot be yours.',
  failed: 'We could not check your link: {message}',
  toAccount: 'Go to my account',
  signIn: 'Sign in',
  resend: 'Send me a new link',
  resending: 'Sending...',
  resent: 'We sent a new link to your email address. It works for 24 hours.',
  alreadyVerified: 'Your email address is already verified.',
  networkError: 'Network error. Please check your connection.',
  shop: 'Continue shopping',
});
