import { defineMessages } from '../lib/i18n';

export const queryStateMessages = defineMessages('query-state', {
  loading: 'Loading...',
  tryAgain: 'Try again',
});
