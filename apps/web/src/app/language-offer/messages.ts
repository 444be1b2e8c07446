import { defineMessages } from '../../lib/i18n';

/** The offer of Bengali on a first visit from a browser that prefers it. */
export const languageOfferMessages = defineMessages('language-offer', {
  label: 'Language',
  question: 'Read Haat in Bengali?',
  note: 'You can change the language at any time at the top of the page.',
  accept: 'Read in Bengali',
  decline: 'Keep English',
});
