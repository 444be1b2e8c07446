import { DELIVERY_FEES_TAKA } from '@haat/contracts/constants';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { ChevronDownIcon } from '../../../ui/icons';
import { InfoLayout } from '../components/info-layout';
import { SupportCard } from '../components/support-card';
import { faqMessages } from '../messages/faq';

export default function FaqPage() {
  const format = useFormat();
  const t = useT(faqMessages);
  const questions = [
    { id: 'tracking', question: t('trackQuestion'), answer: t('trackAnswer') },
    { id: 'returns', question: t('returnQuestion'), answer: t('returnAnswer') },
    {
      id: 'shipping',
      question: t('shippingQuestion'),
      answer: t('shippingAnswer', {
        inside: format.taka(DELIVERY_FEES_TAKA.dhakaInside),
        outside: format.taka(DELIVERY_FEES_TAKA.dhakaOutside),
      }),
    },
    {
      id: 'support',
      question: t('supportQuestion'),
      answer: t('supportAnswer', { hours: t('phoneHours') }),
    },
    { id: 'cancellation', question: t('cancelQuestion'), answer: t('cancelAnswer') },
  ];

  return (
    <InfoLayout eyebrow={t('eyebrow')} title={t('title')} lead={<p>{t('lead')}</p>}>
      <div className="info-columns">
        <ul className="info-faq" aria-label={t('listLabel')}>
          {questions.map((entry) => (
            <li key={entry.id}>
              <details className="info-faq__item" id={entry.id}>
                <summary>
                  <span>{entry.question}</span>
                  <ChevronDownIcon className="info-faq__chevron" />
                </summary>
                <p>{entry.answer}</p>
              </details>
            </li>
          ))}
        </ul>
        <SupportCard />
      </div>
    </InfoLayout>
  );
}
