import { useT } from '../../../lib/i18n';
import { CashIcon, ShieldIcon } from '../../../ui/icons';
import { InfoLayout, InfoSection } from '../components/info-layout';
import { BankIcon, MobileWalletIcon } from '../components/payment-icons';
import { SupportCard } from '../components/support-card';
import { paymentOptionsMessages } from '../messages/payment-options';

export default function PaymentOptionsPage() {
  const t = useT(paymentOptionsMessages);
  const methods = [
    { id: 'cod', title: t('codTitle'), body: t('codBody'), tag: t('codTag') },
    { id: 'bkash', title: t('bkashTitle'), body: t('bkashBody'), tag: t('proofTag') },
    { id: 'nagad', title: t('nagadTitle'), body: t('nagadBody'), tag: t('proofTag') },
    { id: 'rocket', title: t('rocketTitle'), body: t('rocketBody'), tag: t('proofTag') },
    { id: 'bank', title: t('bankTitle'), body: t('bankBody'), tag: t('proofTag') },
  ];
  const fields = [
    [t('fieldTransaction'), t('fieldTransactionNote')],
    [t('fieldAmount'), t('fieldAmountNote')],
    [t('fieldSenderNumber'), t('fieldSenderNumberNote')],
    [t('fieldSenderName'), t('fieldSenderNameNote')],
    [t('fieldDate'), t('fieldDateNote')],
    [t('fieldScreenshot'), t('fieldScreenshotNote')],
  ] as const;

  return (
    <InfoLayout eyebrow={t('eyebrow')} title={t('title')} lead={<p>{t('lead')}</p>}>
      <InfoSection id="payment-methods" title={t('methodsTitle')}>
        <ul className="info-cards info-cards--methods">
          {methods.map((method) => (
            <li key={method.id} className={`info-card info-method info-method--${method.id}`}>
              <span className="info-method__icon" aria-hidden="true">
                {method.id === 'cod' ? (
                  <CashIcon />
                ) : method.id === 'bank' ? (
                  <BankIcon />
                ) : (
                  <MobileWalletIcon />
                )}
              </span>
              <h3 className="info-card__title">{method.title}</h3>
              <p>{method.body}</p>
              <p className="info-method__tag">{method.tag}</p>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="payment-proof" title={t('proofTitle')}>
        <p className="info-section__lead">{t('proofLead')}</p>
        <ol className="info-steps">
          {[t('proofStep1'), t('proofStep2'), t('proofStep3'), t('proofStep4')].map((step) => (
            <li key={step} className="info-steps__step">
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </InfoSection>

      <div className="info-columns">
        <InfoSection id="payment-fields" title={t('fieldsTitle')}>
          <dl className="info-fields">
            {fields.map(([term, note]) => (
              <div key={term} className="info-fields__row">
                <dt>{term}</dt>
                <dd>{note}</dd>
              </div>
            ))}
          </dl>
        </InfoSection>
        <div className="info-stack">
          <section className="info-callout" aria-labelledby="payment-safety">
            <h2 id="payment-safety" className="info-callout__title">
              <ShieldIcon />
              {t('safetyTitle')}
            </h2>
            <ul>
              <li>{t('safety1')}</li>
              <li>{t('safety2')}</li>
              <li>{t('safety3')}</li>
            </ul>
          </section>
          <SupportCard />
        </div>
      </div>
    </InfoLayout>
  );
}
