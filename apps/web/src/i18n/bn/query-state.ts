import type { Translation } from '../../lib/i18n';
import type { queryStateMessages } from '../../ui/query-state-messages';

const bn: Translation<typeof queryStateMessages> = {
  loading: 'লোড হচ্ছে...',
  tryAgain: 'আবার চেষ্টা করুন',
};
export default bn;
