import type { searchMessages } from '../../features/catalogue/components/search/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof searchMessages> = {
  label: 'পণ্য খুঁজুন',
  placeholder: 'শাড়ি, পাঞ্জাবি, কুর্তি খুঁজুন…',
  submit: 'খুঁজুন',
  suggestions: 'প্রস্তাবিত পণ্য',
  searching: 'খোঁজা হচ্ছে...',
  noProductsFound: 'কোনো পণ্য পাওয়া যায়নি',
};
export default bn;
