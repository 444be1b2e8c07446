import type {
  CodGuardSettings,
  CodReason,
  CodRule,
  CodVerificationRule,
  DeliveryHistory,
} from '@haat/contracts/admin';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field } from '../../../ui/form/field';
import { PageTitle } from '../../../ui/page-title';
import { Pager } from '../../../ui/pager';
import {
  useBlockPhone,
  useGuardFigures,
  useGuardSettings,
  useHeldOrders,
  usePhoneLookup,
  useReviewDecision,
  useSaveGuardSettings,
} from '../admin-api';
import { riskMessages } from '../messages';
import '../risk.css';

const RULE_TEXTS = {
  blocked: 'ruleBlocked',
  phone_daily_limit: 'rulePhoneDailyLimit',
  address_daily_limit: 'ruleAddressDailyLimit',
  refusal_count: 'ruleRefusalCount',
  refusal_rate: 'ruleRefusalRate',
  code_required: 'ruleCodeRequired',
  refused_before: 'ruleRefusedBefore',
  advance_requested: 'ruleAdvanceRequested',
} as const satisfies Record<CodRule, string>;

/** The rules that count deliveries not received, in the words for one. */
const ONE_REFUSAL_TEXTS: Partial<Record<CodRule, 'ruleRefusalCountOne' | 'ruleRefusedBeforeOne'>> = {
  refusal_count: 'ruleRefusalCountOne',
  refused_before: 'ruleRefusedBeforeOne',
};

const CODE_RULES = [
  ['never', 'codeNever'],
  ['always', 'codeAlways'],
  ['new_numbers', 'codeNewNumbers'],
  ['above_total', 'codeAboveTotal'],
] as const satisfies readonly (readonly [CodVerificationRule, string])[];

function HistoryLine({ history }: { history: DeliveryHistory }) {
  const t = useT(riskMessages);
  return t('history', {
    delivered: history.delivered,
    refused: history.refused + history.cancelledAfterShipping,
    finished: history.finished,
    open: history.open,
  });
}

/** /admin/risk: the COD guard's held orders, a number's history, and the guard's settings. */
export default function RiskPage() {
  const t = useT(riskMessages);
  return (
    <section aria-labelledby="admin-risk-title" className="risk">
      <PageTitle page={t('title')} />
      <h1 id="admin-risk-title" className="admin__title">
        {t('title')}
      </h1>
      <p>{t('intro')}</p>
      <Figures />
      <HeldOrders />
      <PhoneLookup />
      <GuardSettings />
    </section>
  );
}

function Figures() {
  const t = useT(riskMessages);
  const figures = useGuardFigures();
  if (!figures.data) return null;
  const { decisions, prevented, released } = figures.data;
  const refused = decisions.needs_code + decisions.online_only + decisions.blocked + decisions.daily_limit;
  return (
    <p className="state">
      {t('figures', {
        passed: decisions.passed,
        held: decisions.held + decisions.advance,
        refused,
        prevented,
        delivered: released.delivered,
        returned: released.refused,
      })}
    </p>
  );
}

function Reason({ reason }: { reason: CodReason }) {
  const t = useT(riskMessages);
  const format = useFormat();
  const params = Object.fromEntries(
    Object.entries(reason.params).map(([name, value]) => [
      name,
      name === 'deliveryFee' && typeof value === 'number' ? format.taka(value) : value,
    ]),
  );
  const refused = reason.params.refused;
  const one = ONE_REFUSAL_TEXTS[reason.rule];
  return (
    <li>
      {one && typeof refused === 'number'
        ? t.plural({ one, other: RULE_TEXTS[reason.rule] }, refused, params)
        : t(RULE_TEXTS[reason.rule], params)}
    </li>
  );
}

function HeldOrders() {
  const t = useT(riskMessages);
  const format = useFormat();
  // The page is in the address (?page=2), as the other back-office lists keep theirs.
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const held = useHeldOrders(page);
  const decide = useReviewDecision();
  const goTo = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set('page', String(next));
        else updated.delete('page');
        return updated;
      }),
    [setParams],
  );
  // Deciding the last order of the last page leaves it empty: the page before it is shown instead.
  const found = held.isPlaceholderData ? undefined : held.data;
  const lastPage = found ? Math.max(1, Math.ceil(found.total / found.pageSize)) : page;
  useEffect(() => {
    if (page > lastPage) goTo(lastPage);
  }, [page, lastPage, goTo]);
  return (
    <section aria-labelledby="risk-held-title">
      <h2 id="risk-held-title">{t('heldTitle')}</h2>
      {decide.isError ? (
        <ErrorBanner>
          <RefusalText error={decide.error} />
        </ErrorBanner>
      ) : null}
      {held.isPending ? (
        <p className="state" role="status">
          {t('loading')}
        </p>
      ) : held.isError ? (
        <ErrorBanner>{t('loadFailed')}</ErrorBanner>
      ) : held.data.total === 0 ? (
        <p className="state">{t('noneHeld')}</p>
      ) : (
        <>
          {/* A narrow screen scrolls the table sideways: the keyboard must reach it to scroll it too. */}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable so arrow keys scroll it */}
          <section className="admin-table-wrap" tabIndex={0} aria-labelledby="risk-held-title">
            <table className="admin-table">
              <thead>
                <tr>
                  <th scope="col">{t('colOrder')}</th>
                  <th scope="col">{t('colCustomer')}</th>
                  <th scope="col">{t('colWhy')}</th>
                  <th scope="col">{t('colHistory')}</th>
                  <th scope="col" />
                </tr>
              </thead>
              <tbody>
                {held.data.rows.map((order) => {
                  const busy = decide.isPending && decide.variables.orderId === order._id;
                  return (
                    <tr key={order._id}>
                      <td>
                        {order.orderNumber}
                        <span className="admin-table__sub">
                          {order.status === 'held'
                            ? t('statusHeld')
                            : t('statusAwaitingAdvance', { fee: format.taka(order.shippingCost) })}
                        </span>
                        <span className="admin-table__sub">{format.taka(order.total)}</span>
                      </td>
                      <td>
                        {order.customerName}
                        <span className="admin-table__sub">{order.phone}</span>
                        <span className="admin-table__sub">{order.address}</span>
                      </td>
                      <td>
                        <ul>
                          {order.reasons.map((reason) => (
                            <Reason key={reason.rule} reason={reason} />
                          ))}
                        </ul>
                      </td>
                      <td>
                        <HistoryLine history={order.phoneHistory} />
                      </td>
                      <td>
                        <button
                          type="button"
                          className="button button--primary"
                          disabled={busy}
                          onClick={() => decide.mutate({ orderId: order._id, approve: true })}
                        >
                          {busy ? t('deciding') : t('approve')}
                        </button>{' '}
                        <button
                          type="button"
                          className="button button--outline"
                          disabled={busy}
                          onClick={() => decide.mutate({ orderId: order._id, approve: false })}
                        >
                          {t('cancel')}
                        </button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </section>
          <Pager page={held.data.page} pageSize={held.data.pageSize} total={held.data.total} onPage={goTo} />
        </>
      )}
    </section>
  );
}

function PhoneLookup() {
  const t = useT(riskMessages);
  const [typed, setTyped] = useState('');
  const [phone, setPhone] = useState('');
  const [note, setNote] = useState('');
  const lookup = usePhoneLookup(phone);
  const block = useBlockPhone();
  const found = lookup.data;
  return (
    <section aria-labelledby="risk-lookup-title" className="admin-card">
      <h2 id="risk-lookup-title">{t('lookupTitle')}</h2>
      <form
        className="risk__row"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setPhone(typed.trim());
        }}
      >
        <Field label={t('phoneLabel')} className="risk__field">
          {(control) => (
            <input
              {...control}
              type="tel"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              required
            />
          )}
        </Field>
        <button type="submit" className="button button--outline">
          {t('lookUp')}
        </button>
      </form>
      {lookup.isError ? (
        <ErrorBanner>
          <RefusalText error={lookup.error} />
        </ErrorBanner>
      ) : null}
      {block.isError ? (
        <ErrorBanner>
          <RefusalText error={block.error} />
        </ErrorBanner>
      ) : null}
      {found ? (
        <div className="risk__found">
          <p>
            <strong>{found.phone}</strong>{' '}
            {found.orders.length === 0
              ? t('noHistory')
              : t('lookupHistory', {
                  delivered: found.history.delivered,
                  refused: found.history.refused,
                  returned: found.history.returned,
                  cancelledAfterShipping: found.history.cancelledAfterShipping,
                  cancelled: found.history.cancelled,
                  open: found.history.open,
                })}
          </p>
          <p>{found.blocked ? t('blockedSince', { note: found.blocked.note }) : t('notBlocked')}</p>
          {found.blocked ? (
            <button
              type="button"
              className="button button--outline"
              disabled={block.isPending}
              onClick={() => block.mutate({ phone: found.phone, note: '', block: false })}
            >
              {t('unblock')}
            </button>
          ) : (
            <form
              className="risk__row"
              onSubmit={(event: FormEvent) => {
                event.preventDefault();
                block.mutate({ phone: found.phone, note, block: true });
              }}
            >
              <Field label={t('blockNote')} className="risk__field risk__field--wide">
                {(control) => (
                  <input
                    {...control}
                    value={note}
                    maxLength={300}
                    onChange={(event) => setNote(event.target.value)}
                  />
                )}
              </Field>
              <button type="submit" className="button button--outline" disabled={block.isPending}>
                {t('block')}
              </button>
            </form>
          )}
        </div>
      ) : null}
    </section>
  );
}

function GuardSettings() {
  const t = useT(riskMessages);
  const settings = useGuardSettings();
  return (
    <section aria-labelledby="risk-settings-title" className="admin-card">
      <h2 id="risk-settings-title">{t('settingsTitle')}</h2>
      {settings.data ? (
        <SettingsForm settings={settings.data} />
      ) : settings.isError ? (
        <ErrorBanner>{t('loadFailed')}</ErrorBanner>
      ) : (
        <p className="state" role="status">
          {t('loading')}
        </p>
      )}
    </section>
  );
}

function SettingsForm({ settings }: { settings: CodGuardSettings }) {
  const t = useT(riskMessages);
  const save = useSaveGuardSettings();
  const [draft, setDraft] = useState(settings);
  const number = (value: string) => (value === '' ? Number.NaN : Number(value));
  const limit = (value: string) => (value.trim() === '' ? null : Number(value));
  /** A count of the guard's; its box is empty for no number yet (refusals) or no limit (daily). */
  const count = (label: string, value: number | null, onChange: (typed: string) => void) => (
    <Field label={label} className="risk__field">
      {(control) => (
        <input
          {...control}
          type="number"
          min={1}
          value={value === null || Number.isNaN(value) ? '' : value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
  const refusals = (key: keyof CodGuardSettings['refusals']) =>
    count(t(key), draft.refusals[key], (typed) =>
      setDraft({ ...draft, refusals: { ...draft.refusals, [key]: number(typed) } }),
    );
  const daily = (key: keyof CodGuardSettings['dailyLimits']) =>
    count(t(key), draft.dailyLimits[key], (typed) =>
      setDraft({ ...draft, dailyLimits: { ...draft.dailyLimits, [key]: limit(typed) } }),
    );
  // One field under the other: the "…or" fields read on from the one before them.
  return (
    <form
      className="risk__settings"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        save.mutate(draft);
      }}
    >
      <label className="admin-form__check">
        <input
          type="checkbox"
          checked={draft.enabled}
          onChange={(event) => setDraft({ ...draft, enabled: event.target.checked })}
        />
        {t('enabled')}
      </label>
      <Field label={t('codeWhen')} className="risk__field risk__field--wide">
        {(control) => (
          <select
            {...control}
            value={draft.verification.when}
            onChange={(event) =>
              setDraft({
                ...draft,
                verification: { ...draft.verification, when: event.target.value as CodVerificationRule },
              })
            }
          >
            {CODE_RULES.map(([rule, label]) => (
              <option key={rule} value={rule}>
                {t(label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {draft.verification.when === 'above_total' ? (
        <Field label={t('aboveTotal')} className="risk__field">
          {(control) => (
            <input
              {...control}
              type="number"
              min={0}
              step="0.01"
              value={draft.verification.aboveTotal}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  verification: { ...draft.verification, aboveTotal: number(event.target.value) },
                })
              }
            />
          )}
        </Field>
      ) : null}
      {refusals('maxRefused')}
      {refusals('maxRefusedPercent')}
      {refusals('minFinishedOrders')}
      {refusals('holdFromRefused')}
      {daily('perPhone')}
      {daily('perAddress')}
      {save.isError ? (
        <ErrorBanner>
          <RefusalText error={save.error} />
        </ErrorBanner>
      ) : null}
      {save.isSuccess ? <p role="status">{t('saved')}</p> : null}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('save')}
      </button>
    </form>
  );
}
