import { defineMessages } from '../../../../lib/i18n';

/** Texts of the header's product search and its suggestions. */
export const searchMessages = defineMessages('search', {
  label: 'Search products',
  placeholder: 'Search sarees, panjabi, kurtis…',
  submit: 'Search',
  suggestions: 'Suggested products',
  searching: 'Searching...',
  noProductsFound: 'No products found',
});
