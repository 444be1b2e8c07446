import type { Order } from '@haat/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { PATHS } from '../../../config/paths';
import { useT } from '../../../lib/i18n';
import { usePreferences } from '../../../lib/preferences';
import { rememberRedirect, useSession } from '../../../lib/session';
import { QueryState } from '../../../ui/query-state';
import { useOrderDetails } from '../api';
import { CancelDialog } from '../components/cancel-dialog';
import { OrderHeading } from '../components/order-heading';
import { OrderHistory } from '../components/order-history';
import { OrderLines } from '../components/order-lines';
import { OrderSummaryTable } from '../components/order-summary';
import { ParcelPanel } from '../components/parcel-panel';
import { ReturnDialog } from '../components/return-dialog';
import { orderMessages } from '../messages';
import {
  canCancel,
  canPay,
  canReturn,
  countryNameIn,
  PAYMENT_METHOD_MESSAGES,
  PAYMENT_STATUS_MESSAGES,
} from '../status';
import '../orders.css';
import '../parcel.css';
import { PageTitle } from '../../../ui/page-title';

/**
 * /order/:id, a page of its own outside the account area. A visitor reads that they must sign in,
 * rather than being sent away (purchase spec section 6).
 */
export default function OrderPage() {
  const t = useT(orderMessages);
  const { id = '' } = useParams();
  const session = useSession();
  if (!session.user) {
    if (!session.initialised || session.loading)
      return (
        <OrderFrame>
          <Loading />
        </OrderFrame>
      );
    return (
      <main id="main" tabIndex={-1} className="page page--message order-page">
        <PageTitle page={t('authRequired')} />
        <h1>{t('authRequired')}</h1>
        <p>{t('authRequiredText')}</p>
        <div className="page__actions">
          <Link
            to={PATHS.auth}
            className="button button--primary"
            onClick={() => rememberRedirect(PATHS.order(id))}
          >
            {t('signIn')}
          </Link>
        </div>
      </main>
    );
  }
  return <OrderDetails userId={session.user.id} orderId={id} />;
}

function Loading() {
  const t = useT(orderMessages);
  return (
    <p className="state" role="status">
      {t('loading')}
    </p>
  );
}

function OrderFrame({ children }: { children: ReactNode }) {
  const t = useT(orderMessages);
  return (
    <main id="main" tabIndex={-1} className="page order-page">
      <Link to={PATHS.accountOrders} className="order-page__back">
        <span aria-hidden="true">← </span>
        {t('backToOrders')}
      </Link>
      {children}
    </main>
  );
}

function OrderDetails({ userId, orderId }: { userId: string; orderId: string }) {
  const t = useT(orderMessages);
  const order = useOrderDetails(userId, orderId);
  const status = order.error instanceof ApiError ? order.error.status : undefined;
  // Purchase spec section 8: a failure the shop answered with is "Failed to fetch", one that got
  // no answer (or none that could be read) "Failed to load".
  const failed =
    status === 404
      ? t('orderNotFound')
      : status === 403
        ? t('orderForbidden')
        : status !== undefined
          ? t('orderFetchFailed')
          : t('orderLoadFailed');
  return (
    <OrderFrame>
      <PageTitle
        page={order.data ? t('orderTitle', { orderNumber: order.data.orderNumber }) : t('orderDetailsTitle')}
      />
      {status === 404 || status === 403 ? (
        // Trying again would get the same answer.
        <p className="state state--error" role="alert">
          {failed}
        </p>
      ) : (
        <QueryState query={order} error={failed} loading={<Loading />}>
          {(found) => <OrderView userId={userId} order={found} />}
        </QueryState>
      )}
    </OrderFrame>
  );
}

type Notice = { kind: 'cancelled' } | { kind: 'returned'; message: string };

function OrderView({ userId, order }: { userId: string; order: Order }) {
  const t = useT(orderMessages);
  const { language } = usePreferences();
  const [dialog, setDialog] = useState<'cancel' | 'return' | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const closeDialog = () => setDialog(null);
  const returnable = canReturn(order);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The button that opened the dialog may be gone (a cancelled order has no Cancel): the focus goes to the outcome.
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  return (
    <article className="order-page__order" aria-labelledby="order-title">
      <header className="order-page__head">
        <OrderHeading
          order={order}
          heading={
            <h1 id="order-title" className="order-page__title">
              {t('orderTitle', { orderNumber: order.orderNumber })}
            </h1>
          }
          facts={
            <>
              <div>
                <dt>{t('paymentMethod')}</dt>
                <dd>{t(PAYMENT_METHOD_MESSAGES[order.paymentMethod])}</dd>
              </div>
              <div>
                <dt>{t('paymentStatus')}</dt>
                <dd>{t(PAYMENT_STATUS_MESSAGES[order.paymentStatus])}</dd>
              </div>
            </>
          }
        />
      </header>

      {order.paymentProof?.status === 'rejected' && order.paymentStatus === 'failed' ? (
        <div className="order-page__proof-rejected" role="note">
          <p>{t('proofRejected')}</p>
          {order.paymentProof.rejectionReason ? (
            <p>{t('proofRejectedReason', { reason: order.paymentProof.rejectionReason })}</p>
          ) : null}
        </div>
      ) : null}

      <div role="status" className="order-page__notice-slot">
        {notice ? (
          <p ref={noticeRef} className="order-page__notice" tabIndex={-1}>
            {notice.kind === 'cancelled' ? t('cancelled') : notice.message}
            {notice.kind === 'returned' ? (
              <>
                {' '}
                <Link to={PATHS.returns}>{t('seeReturns')}</Link>
              </>
            ) : null}
          </p>
        ) : null}
      </div>

      {canPay(order) || canCancel(order) || returnable ? (
        <div className="order-page__actions">
          {canPay(order) ? (
            <Link to={PATHS.payOrder(order._id)} className="button button--primary">
              {t('payNow')}
            </Link>
          ) : null}
          {returnable ? (
            <button
              type="button"
              className="button button--outline"
              aria-haspopup="dialog"
              onClick={() => setDialog('return')}
            >
              {t('returnItems')}
            </button>
          ) : null}
          {canCancel(order) ? (
            <button
              type="button"
              className="button button--outline order-page__cancel"
              aria-haspopup="dialog"
              onClick={() => setDialog('cancel')}
            >
              {t('cancelOrder')}
            </button>
          ) : null}
        </div>
      ) : null}

      {/* Two columns on a wide screen; on a narrow one the panels follow each other, the summary
          right after the items. */}
      <div className="order-page__grid">
        <div className="order-page__column">
          {order.parcel ? <ParcelPanel parcel={order.parcel} titleId="order-parcel-title" /> : null}
          <section className="order-panel order-page__items" aria-labelledby="order-items-title">
            <h2 id="order-items-title" className="order-panel__title">
              {t('items')}
            </h2>
            <OrderLines order={order} />
          </section>
          <section className="order-panel order-page__history" aria-labelledby="order-history-title">
            <h2 id="order-history-title" className="order-panel__title">
              {t('history')}
            </h2>
            <OrderHistory order={order} />
          </section>
        </div>
        <div className="order-page__column">
          <section className="order-panel order-page__summary" aria-labelledby="order-summary-title">
            <h2 id="order-summary-title" className="order-panel__title">
              {t('summary')}
            </h2>
            <OrderSummaryTable order={order} />
          </section>
          <section className="order-panel order-page__address" aria-labelledby="order-address-title">
            <h2 id="order-address-title" className="order-panel__title">
              {t('shippingAddress')}
            </h2>
            <address className="order-address">
              <strong>{order.shippingAddress.fullName}</strong>
              <span>{order.shippingAddress.phone}</span>
              <span>{order.shippingAddress.address}</span>
              <span>{order.shippingAddress.city}</span>
              <span>{order.shippingAddress.postalCode}</span>
              <span>{countryNameIn(language, order.shippingAddress.country)}</span>
            </address>
            {order.notes ? (
              <>
                <h2 className="order-panel__title order-panel__title--next">{t('notes')}</h2>
                <p className="order-notes">{order.notes}</p>
              </>
            ) : null}
          </section>
        </div>
      </div>

      <CancelDialog
        userId={userId}
        order={order}
        open={dialog === 'cancel'}
        onClose={closeDialog}
        onCancelled={() => {
          closeDialog();
          setNotice({ kind: 'cancelled' });
        }}
      />
      <ReturnDialog
        userId={userId}
        order={order}
        open={dialog === 'return'}
        onClose={closeDialog}
        onRequested={(message) => {
          closeDialog();
          setNotice({ kind: 'returned', message });
        }}
      />
    </article>
  );
}
