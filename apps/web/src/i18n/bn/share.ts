import type { Translation } from '../../lib/i18n';
import type { shareMessages } from '../../ui/share-messages';

const bn: Translation<typeof shareMessages> = {
  share: 'শেয়ার করুন',
  shareTo: 'যেখানে শেয়ার করবেন',
  whatsapp: 'হোয়াটসঅ্যাপ',
  facebook: 'ফেসবুক',
  messenger: 'মেসেঞ্জার',
  copyLink: 'লিংক কপি করুন',
  linkCopied: 'লিংক কপি হয়েছে',
  copyThisLink: 'এই লিংকটি কপি করুন: {url}',
};
export default bn;
