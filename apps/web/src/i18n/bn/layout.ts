import type { layoutMessages } from '../../app/layout-messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof layoutMessages> = {
  loading: 'লোড হচ্ছে...',
  skipToContent: 'মূল অংশে যান',
};
export default bn;
