import { defineMessages } from '../lib/i18n';

export const notFoundMessages = defineMessages('not-found', {
  pageTitle: 'Page not found',
  heading: "We couldn't find that page.",
  hint: 'The link may be old or mistyped.',
  home: 'Go to the home page',
  products: 'Browse all products',
  help: 'Visit the Help Center',
});
