import type { countryMessages } from '../../lib/country-messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof countryMessages> = {
  BD: 'বাংলাদেশ',
  IN: 'ভারত',
  PK: 'পাকিস্তান',
  CN: 'চীন',
  TH: 'থাইল্যান্ড',
};
export default bn;
