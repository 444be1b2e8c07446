import type { Translation } from '../../lib/i18n';
import type { pageTitleMessages } from '../../ui/page-title-messages';

const bn: Translation<typeof pageTitleMessages> = {
  home: 'হাট — প্রিমিয়াম পোশাক, খাঁটি স্টাইল',
  page: '{page} | হাট',
};
export default bn;
