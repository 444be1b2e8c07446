import type { CourierAccount, CourierDefaults } from '@haat/contracts/admin';
import { COURIERS, type Courier } from '@haat/contracts/constants';
import { type FormEvent, useId, useState } from 'react';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { QueryState } from '../../../ui/query-state';
import { useCouriers, useSaveCourierDefaults } from '../api';
import { shippingMessages } from '../messages';
import { COURIER_NAMES } from '../words';
import '../shipping.css';

/**
 * The settings each courier is set up with, as the API reads them from its environment
 * (apps/api/src/config.ts, .env.example): the operator is told which to set.
 */
const SETTINGS: Record<Courier, { keys: string[]; webhookSecret: string }> = {
  steadfast: {
    keys: ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY', 'STEADFAST_BASE_URL'],
    webhookSecret: 'STEADFAST_WEBHOOK_TOKEN',
  },
  pathao: {
    keys: [
      'PATHAO_CLIENT_ID',
      'PATHAO_CLIENT_SECRET',
      'PATHAO_USERNAME',
      'PATHAO_PASSWORD',
      'PATHAO_STORE_ID',
      'PATHAO_BASE_URL',
    ],
    webhookSecret: 'PATHAO_WEBHOOK_SECRET',
  },
};

/** The settings page's Couriers section: each courier as the server finds it now, and the zones' defaults. */
export function CouriersSettings() {
  const t = useT(shippingMessages);
  const couriers = useCouriers();
  return (
    <section className="admin-card couriers" aria-labelledby="couriers-title">
      <h2 id="couriers-title">{t('couriersTitle')}</h2>
      <QueryState query={couriers} error={t('loadFailed')}>
        {(found) => (
          <>
            <ul className="couriers__list">
              {found.couriers.map((account) => (
                <CourierAccountView key={account.courier} account={account} />
              ))}
            </ul>
            <DefaultsForm defaults={found.defaults} />
          </>
        )}
      </QueryState>
    </section>
  );
}

function CourierAccountView({ account }: { account: CourierAccount }) {
  const t = useT(shippingMessages);
  const format = useFormat();
  const settings = SETTINGS[account.courier];
  return (
    <li className="couriers__courier">
      <h3>
        {t(COURIER_NAMES[account.courier])}:{' '}
        <span className={account.configured ? 'couriers__set' : 'couriers__unset'}>
          {account.configured ? t('configured') : t('notConfigured')}
        </span>
      </h3>
      {account.configured ? (
        <p>
          {t('balance')}:{' '}
          {account.balance !== null ? (
            format.taka(account.balance, { decimals: true })
          ) : account.balanceError ? (
            <>
              {t('balanceUnread')} <span lang="en">{account.balanceError}</span>
            </>
          ) : (
            t('balanceUnknown')
          )}
        </p>
      ) : (
        <>
          <p>{t('setUpWith')}</p>
          <ul className="couriers__keys">
            {settings.keys.map((key) => (
              <li key={key}>
                <code lang="en">{key}</code>
              </li>
            ))}
          </ul>
        </>
      )}
      <p>
        {t('webhookAddress')}:{' '}
        <code className="couriers__address" lang="en">
          {account.webhookUrl}
        </code>
      </p>
      <p>
        {account.webhookSecretSet ? (
          t('webhookSecretSet')
        ) : (
          <>
            {t('webhookSecretMissing')} <code lang="en">{settings.webhookSecret}</code>
          </>
        )}
      </p>
    </li>
  );
}

const ZONES = [
  ['dhakaInside', 'defaultInside'],
  ['dhakaOutside', 'defaultOutside'],
] as const;

/** The courier each delivery zone is booked with by default; none means the operator chooses each time. */
function DefaultsForm({ defaults }: { defaults: CourierDefaults }) {
  const t = useT(shippingMessages);
  const id = useId();
  const [chosen, setChosen] = useState(defaults);
  const [done, setDone] = useState(false);
  const save = useSaveCourierDefaults();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    save.mutate(chosen, { onSuccess: () => setDone(true) });
  };
  return (
    <form
      className="admin-form admin-form--stacked couriers__defaults"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
    >
      <h3 id={`${id}-title`}>{t('defaultsTitle')}</h3>
      <p className="admin-form__note">{t('defaultsNote')}</p>
      <div className="admin-form__grid">
        {ZONES.map(([zone, label]) => (
          <div key={zone} className="field">
            <label htmlFor={`${id}-${zone}`}>{t(label)}</label>
            <select
              id={`${id}-${zone}`}
              value={chosen[zone] ?? ''}
              onChange={(event) => {
                const courier = COURIERS.find((name) => name === event.target.value) ?? null;
                setChosen((current) => ({ ...current, [zone]: courier }));
              }}
            >
              <option value="">{t('noDefault')}</option>
              {COURIERS.map((name) => (
                <option key={name} value={name}>
                  {t(COURIER_NAMES[name])}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div role="status" className="admin-outcome">
        {done ? <p className="admin-done">{t('defaultsSaved')}</p> : null}
      </div>
      {save.error ? (
        <ErrorBanner>
          <RefusalText error={save.error} />
        </ErrorBanner>
      ) : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
