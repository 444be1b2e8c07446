import type { AdminPromoCode, PromoCodeInput } from '@haat/contracts/admin';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { useFormat } from '../../../lib/format';
import { dateAndTime } from '../../../lib/format-detail';
import { useT } from '../../../lib/i18n';
import { RefusalText, useFieldProblems } from '../../../lib/refusals';
import { revealDateField } from '../../../ui/date-field';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field, useFocusOnRefusal } from '../../../ui/form/field';
import { PageTitle } from '../../../ui/page-title';
import { usePromoCodes, useSavePromoCode, useSetPromoCodeActive } from '../api';
import { Outcome } from '../controls';
import { adminMessages } from '../messages';
import { PagedTable } from '../pager';

/** The form's fields as typed; empty means "none" where a rule may be left out. */
type Draft = Record<
  | 'code'
  | 'kind'
  | 'value'
  | 'description'
  | 'descriptionBn'
  | 'minSubtotal'
  | 'maxDiscount'
  | 'startsAt'
  | 'endsAt'
  | 'usageLimit'
  | 'perShopperLimit',
  string
>;

const EMPTY: Draft = {
  code: '',
  kind: 'percent',
  value: '',
  description: '',
  descriptionBn: '',
  minSubtotal: '0',
  maxDiscount: '',
  startsAt: '',
  endsAt: '',
  usageLimit: '',
  perShopperLimit: '1',
};

/** An instant as a datetime-local field shows it, in the operator's own time. */
const localInput = (iso: string | null) => {
  if (!iso) return '';
  const at = new Date(iso);
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const draftOf = (promo: AdminPromoCode): Draft => ({
  code: promo.code,
  kind: promo.kind,
  value: String(promo.value),
  description: promo.description,
  descriptionBn: promo.descriptionBn,
  minSubtotal: String(promo.minSubtotal),
  maxDiscount: promo.maxDiscount === null ? '' : String(promo.maxDiscount),
  startsAt: localInput(promo.startsAt),
  endsAt: localInput(promo.endsAt),
  usageLimit: promo.usageLimit === null ? '' : String(promo.usageLimit),
  perShopperLimit: promo.perShopperLimit === null ? '' : String(promo.perShopperLimit),
});

/** A typed number; empty text is not a number, which the server refuses in its own words. */
const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
const orNone = (text: string) => (text.trim() === '' ? null : Number(text));
const instantOf = (text: string) => (text ? new Date(text).toISOString() : null);
const inputOf = (draft: Draft): PromoCodeInput => ({
  code: draft.code,
  kind: draft.kind === 'fixed' ? 'fixed' : 'percent',
  value: numberOf(draft.value),
  description: draft.description,
  descriptionBn: draft.descriptionBn,
  minSubtotal: numberOf(draft.minSubtotal || '0'),
  maxDiscount: orNone(draft.maxDiscount),
  startsAt: instantOf(draft.startsAt),
  endsAt: instantOf(draft.endsAt),
  usageLimit: orNone(draft.usageLimit),
  perShopperLimit: orNone(draft.perShopperLimit),
});

/** /admin/promo-codes: every code with its uses; a form creates or edits one; a button turns it off or on. */
export default function PromoCodesPage() {
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const codes = usePromoCodes({ q, page });
  const setActive = useSetPromoCodeActive();
  const [editing, setEditing] = useState<AdminPromoCode | 'new' | null>(null);
  const [done, setDone] = useState('');

  const go = (next: { q?: string; page?: number }) => {
    const updated = new URLSearchParams();
    const text = next.q ?? q;
    if (text) updated.set('q', text);
    if ((next.page ?? 1) > 1) updated.set('page', String(next.page));
    setParams(updated);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };
  const toggle = (promo: AdminPromoCode) => {
    setDone('');
    setActive.mutate(
      { id: promo._id, active: !promo.active },
      {
        onSuccess: () =>
          setDone(t(promo.active ? 'promoDeactivated' : 'promoReactivated', { code: promo.code })),
      },
    );
  };

  return (
    <section aria-labelledby="admin-promo-title">
      <div className="admin__head">
        <PageTitle page={t('promoTitle')} />
        <h1 id="admin-promo-title" className="admin__title">
          {t('promoTitle')}
        </h1>
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setDone('');
            setEditing('new');
          }}
        >
          {t('newPromo')}
        </button>
      </div>
      {editing ? (
        <PromoForm
          key={editing === 'new' ? 'new' : editing._id}
          promo={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setDone(message);
          }}
        />
      ) : null}
      <Outcome done={done} error={setActive.error} />
      <form key={q} className="admin-search" aria-label={t('searchPromo')} onSubmit={search}>
        <label>
          {t('searchPromo')}
          <input type="search" name="q" maxLength={100} defaultValue={q} />
        </label>
        <button type="submit" className="button button--outline">
          {t('search')}
        </button>
      </form>
      <PagedTable
        query={codes}
        empty={t('noPromos')}
        className="admin-table--promos"
        columns={[
          t('colCode'),
          t('colDiscount'),
          t('colValid'),
          t('colUses'),
          t('colState'),
          t('colActions'),
        ]}
        onPage={(next) => go({ page: next })}
        row={(promo) => (
          <PromoRow
            key={promo._id}
            promo={promo}
            busy={setActive.isPending}
            onEdit={() => {
              setDone('');
              setEditing(promo);
            }}
            onToggle={() => toggle(promo)}
          />
        )}
      />
    </section>
  );
}

function PromoRow({
  promo,
  busy,
  onEdit,
  onToggle,
}: {
  promo: AdminPromoCode;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
}) {
  const format = useFormat();
  const t = useT(adminMessages);
  const date = (value: string | number | Date) =>
    dateAndTime(format, value, { dateStyle: 'medium', timeStyle: 'short' });
  const valid = [
    promo.startsAt ? t('validFrom', { date: date(new Date(promo.startsAt)) }) : '',
    promo.endsAt ? t('validUntil', { date: date(new Date(promo.endsAt)) }) : '',
  ].filter(Boolean);
  return (
    <tr>
      <th scope="row">
        <span className="admin-code">{promo.code}</span>
        {promo.description ? <span className="admin-table__sub">{promo.description}</span> : null}
        {promo.descriptionBn ? (
          <span className="admin-table__sub" lang="bn">
            {promo.descriptionBn}
          </span>
        ) : null}
      </th>
      <td>
        {promo.kind === 'percent'
          ? t('percentOff', { value: promo.value })
          : t('takaOff', { value: format.taka(promo.value, { decimals: !Number.isInteger(promo.value) }) })}
        {promo.maxDiscount !== null ? (
          <span className="admin-table__sub">{t('upTo', { amount: format.taka(promo.maxDiscount) })}</span>
        ) : null}
        {promo.minSubtotal > 0 ? (
          <span className="admin-table__sub">{t('minimum', { amount: format.taka(promo.minSubtotal) })}</span>
        ) : null}
      </td>
      <td>
        {valid.length > 0
          ? valid.map((line) => (
              <span key={line} className="admin-table__line">
                {line}
              </span>
            ))
          : t('validAlways')}
      </td>
      <td>
        {promo.usageLimit === null
          ? t('usesUnlimited', { used: promo.usedCount })
          : t('usesOf', { used: promo.usedCount, limit: promo.usageLimit })}
        <span className="admin-table__sub">
          {t.plural({ one: 'redemptionsOne', other: 'redemptions' }, promo.redemptions)}
        </span>
        <span className="admin-table__sub">
          {t.plural({ one: 'inCartsOne', other: 'inCarts' }, promo.inCarts)}
        </span>
        {promo.perShopperLimit !== null ? (
          <span className="admin-table__sub">{t('perShopper', { count: promo.perShopperLimit })}</span>
        ) : null}
      </td>
      <td>
        <span className={promo.active ? 'admin-state admin-state--on' : 'admin-state'}>
          {promo.active ? t('active') : t('inactive')}
        </span>
      </td>
      <td>
        <div className="admin-row-actions">
          <button
            type="button"
            className="button button--outline"
            aria-label={t('editCode', { code: promo.code })}
            onClick={onEdit}
          >
            {t('edit')}
          </button>
          <button type="button" className="button button--outline" disabled={busy} onClick={onToggle}>
            {promo.active ? t('deactivate') : t('reactivate')}
          </button>
        </div>
      </td>
    </tr>
  );
}

function PromoForm({
  promo,
  onClose,
  onSaved,
}: {
  promo: AdminPromoCode | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const t = useT(adminMessages);
  const save = useSavePromoCode();
  const form = useFocusOnRefusal(save.error);
  const [draft, setDraft] = useState<Draft>(promo ? draftOf(promo) : EMPTY);
  const fieldProblems = useFieldProblems();
  const fieldErrors = fieldProblems(save.error instanceof ApiError ? save.error.fieldErrors : {});
  const change = (name: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { ...(promo ? { id: promo._id } : {}), input: inputOf(draft) },
      {
        onSuccess: ({ promoCode }) =>
          onSaved(t(promo ? 'promoSaved' : 'promoCreated', { code: promoCode.code })),
      },
    );
  };
  const field = (name: keyof Draft, label: Parameters<typeof t>[0], type = 'text', extra = {}) => (
    <Field label={t(label)} name={name} error={fieldErrors[name]}>
      {(props) => <input {...props} type={type} value={draft[name]} onChange={change(name)} {...extra} />}
    </Field>
  );

  return (
    <form
      ref={form}
      className="admin-card admin-form admin-form--stacked"
      onSubmit={submit}
      aria-labelledby="admin-promo-form-title"
    >
      <h2 id="admin-promo-form-title">
        {promo ? t('promoFormEdit', { code: promo.code }) : t('promoFormNew')}
      </h2>
      {promo ? <p className="admin-form__note">{t('promoEditNote')}</p> : null}
      <div className="admin-form__grid">
        <Field label={t('fieldCode')} name="code" error={fieldErrors.code} hint={t('fieldCodeHint')}>
          {(props) => (
            <input
              {...props}
              value={draft.code}
              onChange={change('code')}
              maxLength={30}
              autoCapitalize="characters"
              required
            />
          )}
        </Field>
        <Field label={t('fieldKind')} name="kind" error={fieldErrors.kind}>
          {(props) => (
            <select {...props} value={draft.kind} onChange={change('kind')}>
              <option value="percent">{t('kindPercent')}</option>
              <option value="fixed">{t('kindFixed')}</option>
            </select>
          )}
        </Field>
        {field('value', 'fieldValue', 'number', { min: 0, step: 0.01, required: true, inputMode: 'decimal' })}
        {field('minSubtotal', 'fieldMinSubtotal', 'number', { min: 0, step: 0.01, inputMode: 'decimal' })}
        {field('maxDiscount', 'fieldMaxDiscount', 'number', { min: 0, step: 0.01, inputMode: 'decimal' })}
        {field('usageLimit', 'fieldUsageLimit', 'number', { min: 1, step: 1, inputMode: 'numeric' })}
        {field('perShopperLimit', 'fieldPerShopper', 'number', { min: 1, step: 1, inputMode: 'numeric' })}
        {field('startsAt', 'fieldStartsAt', 'datetime-local', { onFocus: revealDateField })}
        {field('endsAt', 'fieldEndsAt', 'datetime-local', { onFocus: revealDateField })}
        <div className="admin-form__wide">
          {field('description', 'fieldPromoDescription', 'text', { maxLength: 200 })}
        </div>
        <div className="admin-form__wide">
          <Field
            label={t('fieldPromoDescriptionBn')}
            name="descriptionBn"
            error={fieldErrors.descriptionBn}
            hint={t('promoBengaliHint')}
          >
            {(props) => (
              <input
                {...props}
                value={draft.descriptionBn}
                onChange={change('descriptionBn')}
                maxLength={200}
                lang="bn"
              />
            )}
          </Field>
        </div>
      </div>
      {save.isError && Object.keys(fieldErrors).length === 0 ? (
        <ErrorBanner>
          <RefusalText error={save.error} />
        </ErrorBanner>
      ) : null}
      <div className="admin-move__buttons">
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending ? t('saving') : promo ? t('savePromo') : t('createPromo')}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
