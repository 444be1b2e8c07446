import type { AdminReturn } from '@haat/contracts/admin';
import type { ReturnStatus } from '@haat/contracts/constants';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { PageTitle } from '../../../ui/page-title';
import { Badge, formatOrderDate, orderMessages, RETURN_STATUS_MESSAGES, type Tone } from '../../orders';
import { useAdminReturns, useDecideReturn } from '../api';
import { Outcome } from '../controls';
import { adminMessages } from '../messages';
import { NoteForm } from '../note-form';
import { PagedTable } from '../pager';
import { ADMIN_PATHS } from '../paths';
import { StateTabs } from '../state-tabs';

const TABS = [
  { state: 'requested', label: 'tabReturnWaiting' },
  { state: 'approved', label: 'tabApproved' },
  { state: 'refunded', label: 'tabRefunded' },
  { state: 'rejected', label: 'tabReturnRejected' },
  { state: '', label: 'tabAll' },
] as const satisfies readonly { state: ReturnStatus | ''; label: string }[];
type Tab = (typeof TABS)[number]['state'];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab.state === value);

/** The operator's colours: what still needs a hand stands out. */
const RETURN_TONE: Record<ReturnStatus, Tone> = {
  requested: 'yellow',
  approved: 'blue',
  rejected: 'red',
  refunded: 'green',
};

type Decision = 'approve' | 'reject' | 'refund';
const DECISION_WORDS = { approve: 'approveReturn', reject: 'rejectReturn', refund: 'refundReturn' } as const;

/**
 * /admin/returns: the returns shoppers asked for, the waiting ones first. A return is approved (its
 * units go back on sale) or rejected with a reason, and an approved one is then marked refunded.
 */
export default function ReturnsPage() {
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  // Every state is `?state=all`: an empty value would read as no choice, the waiting ones.
  const wanted = params.get('state');
  const status: Tab = wanted === 'all' ? '' : wanted && isTab(wanted) ? wanted : 'requested';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const returns = useAdminReturns({ status, q, page });
  const [outcome, setOutcome] = useState('');
  const [acting, setActing] = useState<{ entry: AdminReturn; decision: Decision } | null>(null);

  const go = (next: { state?: Tab; q?: string; page?: number }) => {
    const updated = new URLSearchParams();
    const state = next.state ?? status;
    if (state !== 'requested') updated.set('state', state || 'all');
    const text = next.q ?? q;
    if (text) updated.set('q', text);
    if ((next.page ?? 1) > 1) updated.set('page', String(next.page));
    setActing(null);
    setParams(updated);
  };
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim() });
  };

  return (
    <section aria-labelledby="admin-returns-title">
      <PageTitle page={t('returnsTitle')} />
      <h1 id="admin-returns-title" className="admin__title">
        {t('returnsTitle')}
      </h1>
      <StateTabs label="returnTabs" tabs={TABS} current={status} onPick={(state) => go({ state })} />
      <form key={q} className="admin-filters" aria-label={t('returnsSearchForm')} onSubmit={search}>
        <label className="admin-filters__search">
          {t('returnsSearch')}
          <input type="search" name="q" maxLength={100} defaultValue={q} />
        </label>
        <div className="admin-filters__actions">
          <button type="submit" className="button button--primary">
            {t('findReturns')}
          </button>
        </div>
      </form>
      <Outcome done={outcome} error={null} />
      {acting ? (
        <DecideReturn
          key={`${acting.entry.id}-${acting.decision}`}
          entry={acting.entry}
          decision={acting.decision}
          onClose={() => setActing(null)}
          onDone={(message) => {
            setActing(null);
            setOutcome(message);
          }}
        />
      ) : null}
      <PagedTable
        query={returns}
        empty={t('noReturns')}
        columns={[
          t('colItem'),
          t('colOrder'),
          t('colCustomer'),
          t('colReason'),
          t('colRefund'),
          t('colStatus'),
          t('colActions'),
        ]}
        row={(entry) => (
          <ReturnRow key={entry.id} entry={entry} onAct={(decision) => setActing({ entry, decision })} />
        )}
        onPage={(next) => go({ page: next })}
      />
    </section>
  );
}

/** One return with the decisions it still waits for. */
function ReturnRow({ entry, onAct }: { entry: AdminReturn; onAct: (decision: Decision) => void }) {
  const format = useFormat();
  const t = useT(adminMessages);
  const tOrders = useT(orderMessages);
  return (
    <tr>
      <th scope="row">
        {entry.name}
        <span className="admin-table__sub">
          {entry.size
            ? t('sizeQuantity', { size: entry.size, quantity: entry.quantity })
            : t('quantityOnly', { quantity: entry.quantity })}
        </span>
      </th>
      <td>
        <Link to={ADMIN_PATHS.order(entry.orderId)}>{entry.orderNumber}</Link>
        <span className="admin-table__sub">{formatOrderDate(entry.requestedAt, format)}</span>
      </td>
      <td>
        {entry.customer.name}
        <span className="admin-table__sub">{entry.customer.phone}</span>
      </td>
      <td className="admin-table__text">{entry.reason}</td>
      <td>{format.taka(entry.refundAmount, { decimals: true })}</td>
      <td>
        <Badge tone={RETURN_TONE[entry.status]}>{tOrders(RETURN_STATUS_MESSAGES[entry.status])}</Badge>
      </td>
      <td>
        <div className="admin-row-actions">
          {entry.status === 'requested' ? (
            <>
              <button type="button" className="button button--primary" onClick={() => onAct('approve')}>
                {t('approveReturn')}
              </button>
              <button type="button" className="button button--outline" onClick={() => onAct('reject')}>
                {t('rejectReturn')}
              </button>
            </>
          ) : null}
          {entry.status === 'approved' ? (
            <button type="button" className="button button--primary" onClick={() => onAct('refund')}>
              {t('refundReturn')}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** A refusal is shown from the mutation's own state. */
const ignore = () => undefined;

const DECISION_TEXTS = {
  approve: { label: 'returnNoteLabel', confirm: 'confirmApprove', done: 'returnApprovedDone' },
  reject: { label: 'returnRejectReason', confirm: 'confirmRejectReturn', done: 'returnRejectedDone' },
  refund: { label: 'refundNoteLabel', confirm: 'confirmRefund', done: 'returnRefundedDone' },
} as const;

/** The decision on one return, with the note or reason the shopper reads by email. */
function DecideReturn({
  entry,
  decision,
  onClose,
  onDone,
}: {
  entry: AdminReturn;
  decision: Decision;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const t = useT(adminMessages);
  const decide = useDecideReturn();
  const item = `${entry.name} (${entry.size})`;
  const texts = DECISION_TEXTS[decision];
  const submit = (words: string) =>
    decide
      .mutateAsync(
        decision === 'reject'
          ? { returnId: entry.id, decide: 'reject', reason: words }
          : { returnId: entry.id, decide: decision, note: words },
      )
      .then(() => onDone(t(texts.done, { item })), ignore);
  return (
    <NoteForm
      title={t('decideTitle', {
        decision: t(DECISION_WORDS[decision]),
        item,
        orderNumber: entry.orderNumber,
      })}
      label={t(texts.label)}
      confirm={t(texts.confirm)}
      required={decision === 'reject'}
      danger={decision === 'reject'}
      pending={decide.isPending}
      error={decide.error}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}
