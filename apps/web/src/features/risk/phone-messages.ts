import { defineMessages } from '../../lib/i18n';

/** Texts of proving a mobile number by a code sent to it, on the profile, the address book and the checkout. */
export const phoneVerificationMessages = defineMessages('phone', {
  verified: 'Verified',
  verifiedTitle: 'This number is verified: you proved it is yours with a code we sent to it.',
  notVerified: 'Not verified',
  verify: 'Verify',
  verifyLabel: 'Verify {phone}',
  close: 'Close',
  formLabel: 'Verify {phone}',
  intro: 'We will send a six-digit code by SMS to {phone}.',
  send: 'Send code',
  sending: 'Sending...',
  sent: 'We sent a code to {phone}. It works for {minutes} minutes.',
  code: 'Code from the SMS',
  codeHint: 'Six digits, in Bengali or English.',
  confirm: 'Verify',
  confirming: 'Checking...',
  resend: 'Send a new code',
  // The count and its unit stay on one line (a no-break space): “s.” alone under it read as a stray.
  resendIn: 'You can ask for a new code in {seconds}\u00a0s.',
  triesLeftOne: '{count} try left.',
  triesLeft: '{count} tries left.',
  done: '{phone} is verified.',
});
