import { defineMessages } from '../../lib/i18n';

/** Texts shared by the static pages. */
export const infoMessages = defineMessages('info', {
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  moreHelp: 'More from Haat',
  about: 'About Haat',
  helpCenter: 'Help Center',
  faq: 'FAQ',
  paymentOptions: 'Payment options',
  terms: 'Terms & conditions',
  privacy: 'Privacy policy',
  stillNeedHelp: 'Still need help?',
  stillNeedHelpText: 'Our support team answers around the clock.',
  contactSupport: 'Contact support',
  scrollToTop: 'Scroll to top',
});
