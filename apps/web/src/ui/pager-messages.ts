import { defineMessages } from '../lib/i18n';

/** Texts of the pager under a page of rows (the back office's tables). */
export const pagerMessages = defineMessages('pager', {
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: 'Page {page} of {pages}',
  shown: '{from}–{to} of {total}',
});
