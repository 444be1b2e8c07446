import type { OrderStatus } from '@haat/contracts';
import type { AdminOrder } from '@haat/contracts/admin';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { useFixedTexts } from '../../../lib/fixed-texts';
import { useFormat } from '../../../lib/format';
import { dateAndTime } from '../../../lib/format-detail';
import { useT } from '../../../lib/i18n';
import { orderNoteMessages } from '../../../lib/order-note-messages';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { PageTitle } from '../../../ui/page-title';
import { QueryState } from '../../../ui/query-state';
import {
  leftForTheDoor,
  orderMessages,
  PAYMENT_METHOD_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
  STATUS_MESSAGES,
  StatusBadge,
} from '../../orders';
import { CourierPanel } from '../../shipping';
import { useAdminOrder, useMoveOrder, useSwitchToCashOnDelivery } from '../api';
import { adminMessages } from '../messages';
import { ADMIN_PATHS } from '../paths';
import { ProofCard } from './proof-card';

/** /admin/orders/{id}: one order, the steps it may take next, its history and its payment proofs. */
export default function OrderPage() {
  const t = useT(adminMessages);
  const { id = '' } = useParams();
  const order = useAdminOrder(id);
  const missing = order.error instanceof ApiError && order.error.status === 404;
  return (
    <section>
      <PageTitle
        page={order.data ? t('orderTitle', { orderNumber: order.data.orderNumber }) : t('navOrders')}
      />
      <Link to={ADMIN_PATHS.orders} className="admin__back">
        {t('backToOrders')}
      </Link>
      <QueryState query={order} error={missing ? t('orderNotFound') : t('loadFailed')}>
        {(found) => <OrderView order={found} />}
      </QueryState>
    </section>
  );
}

function OrderView({ order }: { order: AdminOrder }) {
  const format = useFormat();
  const t = useT(adminMessages);
  // The shop's own notes in the shopper's language; a person's note or reason as written.
  const noteText = useFixedTexts(orderNoteMessages);
  const tOrders = useT(orderMessages);
  const when = (value: string | number | Date) =>
    dateAndTime(format, value, { dateStyle: 'medium', timeStyle: 'short' });
  const money = (amount: number) => format.taka(amount, { decimals: true });
  const point = order.shippingAddress;
  const atTheDoor = leftForTheDoor(order);
  return (
    <article className="admin-order" aria-labelledby="admin-order-title">
      <div className="admin__head">
        <h1 id="admin-order-title" className="admin__title">
          {t('orderTitle', { orderNumber: order.orderNumber })}
        </h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="admin-order__facts">
        {when(new Date(order.createdAt))} · {tOrders(PAYMENT_METHOD_MESSAGES[order.paymentMethod])} ·{' '}
        {tOrders(PAYMENT_STATUS_MESSAGES[order.paymentStatus])}
      </p>

      <MovePanel order={order} />
      <CourierPanel order={order} />

      <div className="admin-order__grid">
        <section className="admin-card" aria-labelledby="admin-order-customer">
          <h2 id="admin-order-customer">{t('customer')}</h2>
          <p>
            {order.customer.name}
            <br />
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            <br />
            <a href={`tel:${order.customer.phone}`}>{order.customer.phone}</a>
          </p>
          <h3>{t('pickupPoint')}</h3>
          <p>
            {point.fullName}
            <br />
            {point.address}, {point.city}
            <br />
            {point.postalCode}
          </p>
          {order.notes ? (
            <>
              <h3>{t('shopperNote')}</h3>
              <p className="admin-order__note">{order.notes}</p>
            </>
          ) : null}
        </section>

        <section className="admin-card" aria-labelledby="admin-order-lines">
          <h2 id="admin-order-lines">{t('lines')}</h2>
          <ul className="admin-lines">
            {order.items.map((item) => (
              <li key={item._id}>
                <span>
                  {item.name}
                  {item.size ? ` · ${item.size}` : ''} × {format.count(item.quantity)}
                </span>
                <span>{money(item.price * item.quantity)}</span>
              </li>
            ))}
          </ul>
          <dl className="admin-totals">
            <dt>{t('subtotal')}</dt>
            <dd>{money(order.subtotal)}</dd>
            {order.discount > 0 ? (
              <>
                <dt>
                  {t('discount')}
                  {order.promoCode ? ` (${order.promoCode})` : ''}
                </dt>
                <dd>−{money(order.discount)}</dd>
              </>
            ) : null}
            {order.tax > 0 ? (
              <>
                <dt>{t('tax')}</dt>
                <dd>{money(order.tax)}</dd>
              </>
            ) : null}
            <dt>{t('delivery')}</dt>
            <dd>{money(order.shippingCost)}</dd>
            <dt className="admin-totals__total">{t('total')}</dt>
            <dd className="admin-totals__total">{money(order.total)}</dd>
            {atTheDoor !== null ? (
              <>
                <dt>{t('paidInAdvance')}</dt>
                <dd>−{money(order.paidInAdvance)}</dd>
                <dt className="admin-totals__total">{t('collectAtTheDoor')}</dt>
                <dd className="admin-totals__total">{money(atTheDoor)}</dd>
              </>
            ) : null}
          </dl>
        </section>
      </div>

      <section className="admin-card" aria-labelledby="admin-order-history">
        <h2 id="admin-order-history">{t('history')}</h2>
        <ol className="admin-history">
          {order.statusEvents.map((event) => (
            <li key={`${event.status}-${event.createdAt}`}>
              <StatusBadge status={event.status} />{' '}
              <time dateTime={event.createdAt}>{when(new Date(event.createdAt))}</time>{' '}
              {t('by', { name: event.by ?? t('byShop') })}
              {event.note ? <p className="admin-history__note">{noteText(event.note)}</p> : null}
            </li>
          ))}
        </ol>
      </section>

      <section className="admin-card" aria-labelledby="admin-order-proofs">
        <h2 id="admin-order-proofs">{t('proofs')}</h2>
        {order.paymentProofs.length === 0 ? (
          <p>{t('noProofs')}</p>
        ) : (
          order.paymentProofs.map((proof) => <ProofCard key={proof._id} proof={proof} />)
        )}
      </section>
    </article>
  );
}

/** The statuses the order may take next, as buttons, with a note the shopper receives by email. */
function MovePanel({ order }: { order: AdminOrder }) {
  const t = useT(adminMessages);
  const tOrders = useT(orderMessages);
  const noteId = useId();
  const [note, setNote] = useState('');
  const move = useMoveOrder(order._id);
  const switchToCod = useSwitchToCashOnDelivery(order._id);
  const [done, setDone] = useState<string | null>(null);
  const label = (status: OrderStatus) => tOrders(STATUS_MESSAGES[status]);
  const busy = move.isPending || switchToCod.isPending;
  const failed = move.error ?? switchToCod.error;
  const succeeded = (outcome: string) => () => {
    setDone(outcome);
    setNote('');
  };

  const moveTo = (status: OrderStatus) => {
    setDone(null);
    switchToCod.reset();
    move.mutate(
      { status, note: note.trim() },
      { onSuccess: succeeded(t('moved', { status: label(status) })) },
    );
  };
  const switchPayment = () => {
    setDone(null);
    move.reset();
    switchToCod.mutate(note.trim(), { onSuccess: succeeded(t('switchedToCashOnDelivery')) });
  };

  return (
    <section className="admin-card admin-move" aria-labelledby="admin-move-title">
      <h2 id="admin-move-title">{t('moveTitle')}</h2>
      {order.nextStatuses.length === 0 ? (
        <p>{t('noMoves')}</p>
      ) : (
        <>
          <label htmlFor={noteId}>{t('noteLabel')}</label>
          <textarea
            id={noteId}
            value={note}
            maxLength={500}
            rows={2}
            onChange={(event) => setNote(event.target.value)}
          />
          {order.canSwitchToCashOnDelivery ? <p>{t('unpaidCannotShip')}</p> : null}
          <div className="admin-move__buttons">
            {order.canSwitchToCashOnDelivery ? (
              <button
                type="button"
                className="button button--outline"
                disabled={busy}
                onClick={switchPayment}
              >
                {t('switchToCashOnDelivery')}
              </button>
            ) : null}
            {order.nextStatuses.map((status) => (
              <button
                key={status}
                type="button"
                className={status === 'cancelled' ? 'button button--danger' : 'button button--primary'}
                disabled={busy}
                onClick={() => moveTo(status)}
              >
                {status === 'cancelled' ? t('cancelOrder') : t('moveTo', { status: label(status) })}
              </button>
            ))}
          </div>
        </>
      )}
      <div role="status" className="admin-outcome">
        {done ? <p className="admin-done">{done}</p> : null}
      </div>
      {failed ? (
        <ErrorBanner>
          <RefusalText error={failed} />
        </ErrorBanner>
      ) : null}
    </section>
  );
}
