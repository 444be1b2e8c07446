import { DELIVERY_FEES_TAKA } from '@haat/contracts/constants';
import { useFormat } from '../../../../lib/format';
import { useT } from '../../../../lib/i18n';
import { ChevronDownIcon } from '../../../../ui/icons';
import { productMessages } from './messages';

/** A few common questions about buying clothes at Haat, static content; no sizes for a one-size product. */
export function ProductFaq({ oneSize }: { oneSize: boolean }) {
  const format = useFormat();
  const t = useT(productMessages);
  const fees = {
    inside: format.taka(DELIVERY_FEES_TAKA.dhakaInside),
    outside: format.taka(DELIVERY_FEES_TAKA.dhakaOutside),
  };
  const questions = [
    ...(oneSize ? [] : [{ question: t('faqFitQuestion'), answer: t('faqFitAnswer') }]),
    { question: t('faqDeliveryQuestion'), answer: t('faqDeliveryAnswer', fees) },
    { question: t('faqCodQuestion'), answer: t('faqCodAnswer') },
    { question: t('faqReturnQuestion'), answer: t('faqReturnAnswer') },
    { question: t('faqCareQuestion'), answer: t('faqCareAnswer') },
  ];
  return (
    <section className="product-faq" aria-labelledby="product-faq">
      <h2 id="product-faq" className="product-section__title">
        {t('faq')}
      </h2>
      {questions.map((entry) => (
        <details key={entry.question} className="product-faq__item">
          <summary>
            {entry.question}
            <ChevronDownIcon className="product-faq__chevron" />
          </summary>
          <p>{entry.answer}</p>
        </details>
      ))}
    </section>
  );
}
