import type { Translation } from '../../lib/i18n';
import type { pagerMessages } from '../../ui/pager-messages';

const bn: Translation<typeof pagerMessages> = {
  previousPage: 'আগের পৃষ্ঠা',
  nextPage: 'পরের পৃষ্ঠা',
  pageOf: '{pages} পৃষ্ঠার মধ্যে {page}',
  shown: '{total}টির মধ্যে {from}–{to}',
};
export default bn;
