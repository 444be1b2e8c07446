import { defineMessages } from '../lib/i18n';

export const pageTitleMessages = defineMessages('page-title', {
  /** The home page's, as index.html has it for a browser without scripts. */
  home: 'Haat — premium clothing, authentic style',
  page: '{page} | Haat',
});
