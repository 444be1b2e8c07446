import { DELIVERY_FEES_TAKA } from '@haat/contracts/constants';
import { Link } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { InfoLayout, InfoSection } from '../components/info-layout';
import { aboutMessages } from '../messages/about';

/** Cards of a title and a line each. */
function NoteCards({
  cards,
  className,
}: {
  cards: readonly (readonly [title: string, note: string])[];
  className?: string;
}) {
  return (
    <ul className={`info-cards ${className ?? ''}`}>
      {cards.map(([title, note]) => (
        <li key={title} className="info-card">
          <h3 className="info-card__title">{title}</h3>
          <p>{note}</p>
        </li>
      ))}
    </ul>
  );
}

export default function AboutPage() {
  const format = useFormat();
  const t = useT(aboutMessages);
  const fees = {
    inside: format.taka(DELIVERY_FEES_TAKA.dhakaInside),
    outside: format.taka(DELIVERY_FEES_TAKA.dhakaOutside),
  };
  const offers = [
    [t('offerWomen'), t('offerWomenNote')],
    [t('offerMen'), t('offerMenNote')],
    [t('offerKids'), t('offerKidsNote')],
    [t('offerFestive'), t('offerFestiveNote')],
    [t('offerWinter'), t('offerWinterNote')],
    [t('offerMore'), t('offerMoreNote')],
  ] as const;
  const steps = [
    [t('deliveryStep1Title'), t('deliveryStep1')],
    [t('deliveryStep2Title'), t('deliveryStep2')],
    [t('deliveryStep3Title'), t('deliveryStep3', fees)],
    [t('deliveryStep4Title'), t('deliveryStep4')],
  ] as const;
  const payments = [
    [t('paymentCod'), t('paymentCodNote')],
    [t('paymentMobile'), t('paymentMobileNote')],
    [t('paymentBank'), t('paymentBankNote')],
  ] as const;

  return (
    <InfoLayout
      eyebrow={t('eyebrow')}
      title={t('title')}
      lead={<p>{t('lead')}</p>}
      actions={
        <>
          <Link to={PATHS.products} className="button button--primary">
            {t('shopNow')}
          </Link>
          <Link to={PATHS.categories} className="button button--outline">
            {t('browseCategories')}
          </Link>
        </>
      }
    >
      <InfoSection id="about-who" title={t('whoTitle')}>
        <div className="info-prose">
          <p>{t('whoBody1')}</p>
          <p>{t('whoBody2')}</p>
        </div>
      </InfoSection>

      <InfoSection id="about-offer" title={t('offerTitle')}>
        <p className="info-section__lead">{t('offerLead')}</p>
        <NoteCards cards={offers} />
      </InfoSection>

      <InfoSection id="about-delivery" title={t('deliveryTitle')}>
        <ol className="info-steps">
          {steps.map(([title, text]) => (
            <li key={title} className="info-steps__step">
              <h3 className="info-card__title">{title}</h3>
              <p className="info-steps__note">{text}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection id="about-payment" title={t('paymentTitle')}>
        <NoteCards cards={payments} className="info-cards--three" />
        <p>
          <Link to="/paymentoptions" className="info-link">
            {t('paymentMore')}
          </Link>
        </p>
      </InfoSection>

      <InfoSection id="about-promise" title={t('promiseTitle')}>
        <ul className="info-checks">
          <li>{t('promiseAuthentic')}</li>
          <li>{t('promiseReturns')}</li>
          <li>{t('promiseSupport')}</li>
          <li>{t('promisePrices')}</li>
        </ul>
      </InfoSection>
    </InfoLayout>
  );
}
