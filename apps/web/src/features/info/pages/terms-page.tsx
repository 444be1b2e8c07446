import { DELIVERY_FEES_TAKA } from '@haat/contracts/constants';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { LegalPage } from '../components/legal-page';
import { SUPPORT_CONTACT } from '../contact';
import { termsMessages } from '../messages/terms';

export default function TermsPage() {
  const format = useFormat();
  const t = useT(termsMessages);
  const fees = {
    inside: format.taka(DELIVERY_FEES_TAKA.dhakaInside),
    outside: format.taka(DELIVERY_FEES_TAKA.dhakaOutside),
  };
  return (
    <LegalPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={t('lead')}
      contentsLabel={t('contents')}
      sections={[
        { id: 'who-we-are', title: t('shopTitle'), paragraphs: [t('shop1')] },
        { id: 'orders', title: t('ordersTitle'), paragraphs: [t('orders1'), t('orders2')] },
        { id: 'payment', title: t('paymentTitle'), paragraphs: [t('payment1')] },
        { id: 'delivery', title: t('deliveryTitle'), paragraphs: [t('delivery1', fees), t('delivery2')] },
        { id: 'cancellations', title: t('cancelTitle'), paragraphs: [t('cancel1')] },
        { id: 'returns', title: t('returnsTitle'), paragraphs: [t('returns1'), t('returns2')] },
        { id: 'account', title: t('accountTitle'), paragraphs: [t('account1')] },
        { id: 'products', title: t('productsTitle'), paragraphs: [t('products1')] },
        { id: 'changes', title: t('changesTitle'), paragraphs: [t('changes1', SUPPORT_CONTACT)] },
      ]}
    />
  );
}
