import { defineMessages } from '../../../lib/i18n';

/** The pages still to come (messages): what each will hold. */
export const comingMessages = defineMessages('info.coming', {
  loading: 'Loading...',
  soonTitle: 'Coming soon',
  holdsTitle: 'What you will find here',
  browse: 'Browse products',
  helpCenter: 'Visit the Help Center',
  account: 'Go to my account',
  signIn: 'Sign in',

  messagesEyebrow: 'Messages',
  messagesTitle: 'Messages from Haat',
  messagesLead: 'Notes from our team about your orders, deliveries and payments will arrive here.',
  messagesHolds1: 'Updates when an order is confirmed, shipped or out for delivery.',
  messagesHolds2: 'Answers from our support team to the questions you send us.',
  messagesHolds3: 'Notices about your payments, refunds and returns.',
  messagesSoon:
    'There is nothing here yet. Until then our support team answers every day in the Help Center’s live help.',
});
