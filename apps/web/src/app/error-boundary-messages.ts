import { defineMessages } from '../lib/i18n';

export const errorMessages = defineMessages('error-boundary', {
  somethingWentWrong: 'Something went wrong.',
  backHome: 'Back to the home page',
});
