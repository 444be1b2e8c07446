import type { notFoundMessages } from '../../app/not-found-messages';
import type { Translation } from '../../lib/i18n';

const bn: Translation<typeof notFoundMessages> = {
  pageTitle: 'পেজটি পাওয়া যায়নি',
  heading: 'পেজটি খুঁজে পাওয়া যায়নি।',
  hint: 'লিংকটি হয়তো পুরোনো বা ভুল লেখা।',
  home: 'হোম পেজে যান',
  products: 'সব পণ্য দেখুন',
  help: 'হেল্প সেন্টারে যান',
};
export default bn;
