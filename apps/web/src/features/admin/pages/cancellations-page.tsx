import type { AdminCancellation } from '@haat/contracts/admin';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useFixedTexts } from '../../../lib/fixed-texts';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { orderNoteMessages } from '../../../lib/order-note-messages';
import { PageTitle } from '../../../ui/page-title';
import {
  formatOrderDate,
  orderMessages,
  PAYMENT_METHOD_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
} from '../../orders';
import { useAdminCancellations, useRefundCancellation } from '../api';
import { Outcome } from '../controls';
import { adminMessages } from '../messages';
import { NoteForm } from '../note-form';
import { PagedTable } from '../pager';
import { ADMIN_PATHS } from '../paths';
import { StateTabs } from '../state-tabs';

const TABS = [
  { state: 'owed', label: 'tabOwed' },
  { state: 'refunded', label: 'tabRefunded' },
  { state: '', label: 'tabAll' },
] as const;
type Tab = (typeof TABS)[number]['state'];

/**
 * /admin/cancellations: orders cancelled by their shopper, an operator or the shop, those paid
 * first: their money is owed back until the operator marks them refunded.
 */
export default function CancellationsPage() {
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  const wanted = params.get('refund');
  const refund: Tab = wanted === 'all' ? '' : wanted === 'refunded' ? 'refunded' : 'owed';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const cancellations = useAdminCancellations({ refund, page });
  const [outcome, setOutcome] = useState('');
  const [refunding, setRefunding] = useState<AdminCancellation | null>(null);

  const go = (next: { refund?: Tab; page?: number }) => {
    const updated = new URLSearchParams();
    const state = next.refund ?? refund;
    if (state !== 'owed') updated.set('refund', state || 'all');
    if ((next.page ?? 1) > 1) updated.set('page', String(next.page));
    setRefunding(null);
    setParams(updated);
  };

  return (
    <section aria-labelledby="admin-cancellations-title">
      <PageTitle page={t('cancellationsTitle')} />
      <h1 id="admin-cancellations-title" className="admin__title">
        {t('cancellationsTitle')}
      </h1>
      <StateTabs label="refundTabs" tabs={TABS} current={refund} onPick={(state) => go({ refund: state })} />
      <Outcome done={outcome} error={null} />
      {refunding ? (
        <RefundForm
          key={refunding.orderId}
          cancellation={refunding}
          onClose={() => setRefunding(null)}
          onDone={(message) => {
            setRefunding(null);
            setOutcome(message);
          }}
        />
      ) : null}
      <PagedTable
        query={cancellations}
        empty={t('noCancellations')}
        columns={[
          t('colOrder'),
          t('colCustomer'),
          t('colCancelled'),
          t('colReason'),
          t('colTotal'),
          t('colPayment'),
          t('colActions'),
        ]}
        row={(row) => <CancellationRow key={row.orderId} row={row} onRefund={() => setRefunding(row)} />}
        onPage={(next) => go({ page: next })}
      />
    </section>
  );
}

/**
 * An order paid at the door is owed back only the delivery fee it paid first (the total beside it
 * was never paid): the operator is told so, not just the amount.
 */
const feeOnly = (cancellation: AdminCancellation) => cancellation.paymentMethod === 'cash_on_delivery';

/** One cancelled order, with the refund it may be owed. */
function CancellationRow({ row, onRefund }: { row: AdminCancellation; onRefund: () => void }) {
  const format = useFormat();
  const t = useT(adminMessages);
  // The shop's own notes in the shopper's language; a person's note or reason as written.
  const noteText = useFixedTexts(orderNoteMessages);
  const tOrders = useT(orderMessages);
  return (
    <tr>
      <th scope="row">
        <Link to={ADMIN_PATHS.order(row.orderId)}>{row.orderNumber}</Link>
      </th>
      <td>
        {row.customer.name}
        <span className="admin-table__sub">{row.customer.phone}</span>
      </td>
      <td>
        {formatOrderDate(row.cancelledAt, format)}
        <span className="admin-table__sub">{t('by', { name: row.cancelledBy ?? t('byShop') })}</span>
      </td>
      <td className="admin-table__text">{noteText(row.reason)}</td>
      <td>{format.taka(row.total, { decimals: true })}</td>
      <td>
        {row.refundOwed ? t('refundOwed') : tOrders(PAYMENT_STATUS_MESSAGES[row.paymentStatus])}
        <span className="admin-table__sub">{tOrders(PAYMENT_METHOD_MESSAGES[row.paymentMethod])}</span>
        {row.refundOwed && feeOnly(row) ? (
          <span className="admin-table__sub">
            {t('refundFeeOwed', { amount: format.taka(row.refundAmount, { decimals: true }) })}
          </span>
        ) : null}
      </td>
      <td>
        {row.refundOwed ? (
          <button type="button" className="button button--primary" onClick={onRefund}>
            {t('markRefunded')}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/** A refusal is shown from the mutation's own state. */
const ignore = () => undefined;

function RefundForm({
  cancellation,
  onClose,
  onDone,
}: {
  cancellation: AdminCancellation;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const format = useFormat();
  const t = useT(adminMessages);
  const refund = useRefundCancellation();
  const { orderId, orderNumber } = cancellation;
  return (
    <NoteForm
      title={t(feeOnly(cancellation) ? 'refundFeeTitle' : 'refundTitle', {
        orderNumber,
        amount: format.taka(cancellation.refundAmount, { decimals: true }),
      })}
      label={t('refundNoteLabel')}
      confirm={t('confirmRefund')}
      pending={refund.isPending}
      error={refund.error}
      onSubmit={(note) =>
        refund
          .mutateAsync({ orderId, note })
          .then(() => onDone(t('orderRefundedDone', { orderNumber })), ignore)
      }
      onClose={onClose}
    />
  );
}
