import type { ShopSettings } from '@haat/contracts/admin';
import { ORDER_SMS_TOPICS, type OrderSmsTopic } from '@haat/contracts/constants';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../api/client';
import { useT } from '../../../lib/i18n';
import { useFieldProblems } from '../../../lib/refusals';
import { Field, useFocusOnRefusal } from '../../../ui/form/field';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import { CouriersSettings } from '../../shipping';
import { type SettingsChange, useSaveSettings, useShopSettings } from '../api';
import { Outcome } from '../controls';
import { adminMessages } from '../messages';

type Key = keyof typeof adminMessages.en & string;

/** /admin/settings: five groups, each saved on its own with the server's confirmation or reason. */
export default function SettingsPage() {
  const t = useT(adminMessages);
  const settings = useShopSettings();
  return (
    <section aria-labelledby="admin-settings-title">
      <PageTitle page={t('settingsTitle')} />
      <h1 id="admin-settings-title" className="admin__title">
        {t('settingsTitle')}
      </h1>
      <QueryState query={settings} error={t('loadFailed')}>
        {(found) => <SettingsForms settings={found} />}
      </QueryState>
    </section>
  );
}

/** A typed number; empty text is not a number, which the server refuses in its own words. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

function SettingsForms({ settings }: { settings: ShopSettings }) {
  const { deliveryCosts, taxRate, unpaidOrderHours, paymentAccounts } = settings;
  return (
    <div className="admin-settings">
      <SettingsGroup
        title="deliveryTitle"
        saved="savedDelivery"
        fields={[
          {
            name: 'dhakaInside',
            label: 'deliveryInside',
            value: String(deliveryCosts.dhakaInside),
            type: 'number',
          },
          {
            name: 'dhakaOutside',
            label: 'deliveryOutside',
            value: String(deliveryCosts.dhakaOutside),
            type: 'number',
          },
        ]}
        change={(values) => ({
          group: 'deliveryCosts',
          body: {
            dhakaInside: numberOf(values.dhakaInside ?? ''),
            dhakaOutside: numberOf(values.dhakaOutside ?? ''),
          },
        })}
      />
      <SettingsGroup
        title="taxTitle"
        saved="savedTax"
        fields={[{ name: 'percent', label: 'taxPercent', value: String(taxRate.percent), type: 'number' }]}
        change={(values) => ({ group: 'taxRate', body: { percent: numberOf(values.percent ?? '') } })}
      />
      <SettingsGroup
        title="unpaidTitle"
        saved="savedUnpaid"
        fields={[
          {
            name: 'hours',
            label: 'unpaidHours',
            value: String(unpaidOrderHours.hours),
            type: 'number',
            step: 1,
          },
        ]}
        change={(values) => ({ group: 'unpaidOrderHours', body: { hours: numberOf(values.hours ?? '') } })}
      />
      <SettingsGroup
        title="accountsTitle"
        help="accountsHelp"
        saved="savedAccounts"
        fields={[
          { name: 'bkash', label: 'accountBkash', value: paymentAccounts.bkash ?? '', type: 'tel' },
          { name: 'nagad', label: 'accountNagad', value: paymentAccounts.nagad ?? '', type: 'tel' },
          { name: 'rocket', label: 'accountRocket', value: paymentAccounts.rocket ?? '', type: 'tel' },
          { name: 'bank', label: 'accountBank', value: paymentAccounts.bank ?? '', type: 'text', wide: true },
        ]}
        change={(values) => ({
          group: 'paymentAccounts',
          body: {
            bkash: values.bkash ?? '',
            nagad: values.nagad ?? '',
            rocket: values.rocket ?? '',
            bank: values.bank ?? '',
          },
        })}
      />
      <SmsEventsSettings chosen={settings.smsEvents.topics} />
      <CouriersSettings />
    </div>
  );
}

const SMS_TOPIC_LABELS: Record<OrderSmsTopic, Key> = {
  order_placed: 'smsOrderPlaced',
  payment_verified: 'smsPaymentVerified',
  order_shipped: 'smsOrderShipped',
  out_for_delivery: 'smsOutForDelivery',
  delivered: 'smsDelivered',
  return_approved: 'smsReturnApproved',
  refund_sent: 'smsRefundSent',
};

/** The order events that text the shopper: ticked ones send an SMS from the next event on. */
function SmsEventsSettings({ chosen }: { chosen: readonly OrderSmsTopic[] }) {
  const t = useT(adminMessages);
  const save = useSaveSettings();
  const form = useFocusOnRefusal(save.error);
  const [topics, setTopics] = useState(() => new Set(chosen));
  const [done, setDone] = useState('');
  const toggle = (topic: OrderSmsTopic, on: boolean) =>
    setTopics((current) => {
      const next = new Set(current);
      if (on) next.add(topic);
      else next.delete(topic);
      return next;
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    save.mutate(
      { group: 'smsEvents', body: { topics: ORDER_SMS_TOPICS.filter((topic) => topics.has(topic)) } },
      { onSuccess: () => setDone(t('savedSms')) },
    );
  };
  return (
    <form
      ref={form}
      className="admin-card admin-form admin-form--stacked"
      onSubmit={submit}
      aria-labelledby="admin-settings-sms"
    >
      <h2 id="admin-settings-sms">{t('smsTitle')}</h2>
      <p className="admin-form__note">{t('smsHelp')}</p>
      <fieldset className="admin-form__checks">
        <legend className="visually-hidden">{t('smsTitle')}</legend>
        {ORDER_SMS_TOPICS.map((topic) => (
          <label key={topic} className="admin-form__check">
            <input
              type="checkbox"
              checked={topics.has(topic)}
              onChange={(event) => toggle(topic, event.target.checked)}
            />
            {t(SMS_TOPIC_LABELS[topic])}
          </label>
        ))}
      </fieldset>
      <Outcome done={done} error={save.error} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}

type SettingField = {
  name: string;
  label: Key;
  value: string;
  type: 'number' | 'tel' | 'text';
  step?: number;
  wide?: boolean;
};

/** One group's form: its fields as typed, saved together; the outcome stays until the next save. */
function SettingsGroup({
  title,
  help,
  saved,
  fields,
  change,
}: {
  title: Key;
  help?: Key;
  saved: Key;
  fields: SettingField[];
  change: (values: Partial<Record<string, string>>) => SettingsChange;
}) {
  const t = useT(adminMessages);
  const save = useSaveSettings();
  const form = useFocusOnRefusal(save.error);
  const [values, setValues] = useState<Partial<Record<string, string>>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, field.value])),
  );
  const [done, setDone] = useState('');
  const fieldProblems = useFieldProblems();
  const fieldErrors = fieldProblems(save.error instanceof ApiError ? save.error.fieldErrors : {});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    const request = change(values);
    save.mutate(request, {
      onSuccess: ({ settings }) => {
        const { hours } = settings.unpaidOrderHours;
        setDone(
          saved === 'savedUnpaid'
            ? t.plural({ one: 'savedUnpaidOne', other: 'savedUnpaid' }, hours, { hours })
            : t(saved),
        );
      },
    });
  };
  const headingId = `admin-settings-${title}`;
  return (
    <form
      ref={form}
      className="admin-card admin-form admin-form--stacked"
      onSubmit={submit}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{t(title)}</h2>
      {help ? <p className="admin-form__note">{t(help)}</p> : null}
      <div className="admin-form__grid">
        {fields.map((field) => (
          <div key={field.name} className={field.wide ? 'admin-form__wide' : undefined}>
            <Field label={t(field.label)} name={field.name} error={fieldErrors[field.name]}>
              {(props) => (
                <input
                  {...props}
                  type={field.type}
                  value={values[field.name] ?? ''}
                  onChange={(event) =>
                    setValues((current) => ({ ...current, [field.name]: event.target.value }))
                  }
                  {...(field.type === 'number'
                    ? { min: 0, step: field.step ?? 0.01, inputMode: 'decimal' as const, required: true }
                    : { maxLength: field.type === 'tel' ? 20 : 300 })}
                />
              )}
            </Field>
          </div>
        ))}
      </div>
      <Outcome done={done} error={Object.keys(fieldErrors).length === 0 ? save.error : null} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
