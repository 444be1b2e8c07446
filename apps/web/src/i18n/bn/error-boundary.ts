import type { errorMessages } from '../../app/error-boundary-messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof errorMessages> = {
  somethingWentWrong: 'কিছু একটা সমস্যা হয়েছে।',
  backHome: 'হোম পেজে ফিরে যান',
};
export default bn;
