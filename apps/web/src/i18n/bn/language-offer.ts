import type { languageOfferMessages } from '../../app/language-offer/messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof languageOfferMessages> = {
  label: 'ভাষা',
  question: 'Haat বাংলায় পড়তে চান?',
  note: 'পাতার ওপরে যেকোনো সময় ভাষা বদলাতে পারবেন।',
  accept: 'বাংলায় পড়ুন',
  decline: 'ইংরেজিতেই থাকুন',
};
export default bn;
