import type { Order, PaymentAccounts, PaymentProofMethod } from '@haat/contracts';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { type Translate, useT } from '../../../lib/i18n';
import { useRefusal } from '../../../lib/refusals';
import { RequireSession, useShopperId } from '../../../lib/session';
import { FocusedNotice } from '../../../ui/focused-notice';
import { QueryState } from '../../../ui/query-state';
import { amountDue, canPay, useMyOrders, useOrderDetails } from '../../orders';
import { usePaymentAccounts } from '../api';
import { PaymentProofForm } from '../components/payment-proof-form';
import { checkoutMessages } from '../messages';
import '../checkout.css';
import { PageTitle } from '../../../ui/page-title';

/** What checkout hands this page when it sends the shopper here after placing the order. */
export type PaymentPageState = { placed?: boolean };

/**
 * /payments/{orderId}: the payment proof form of one order. /payment and /payments, which name no
 * order, list the shopper's orders waiting for a payment.
 */
export default function PaymentPage() {
  const t = useT(checkoutMessages);
  const { id } = useParams();
  return (
    <RequireSession
      loading={
        <main id="main" tabIndex={-1} className="page checkout">
          {t('loading')}
        </main>
      }
    >
      <main id="main" tabIndex={-1} className="page checkout">
        <PageTitle page={t('paymentPageTitle')} />
        <h1 className="checkout__title">{t('paymentPageTitle')}</h1>
        {id ? <OrderPayment orderId={id} /> : <OrdersToPay />}
      </main>
    </RequireSession>
  );
}

function OrderPayment({ orderId }: { orderId: string }) {
  const t = useT(checkoutMessages);
  const order = useOrderDetails(useShopperId() ?? '', orderId);
  const placed = (useLocation().state as PaymentPageState | null)?.placed === true;
  const [method, setMethod] = useState<PaymentProofMethod | ''>('');
  const [submitted, setSubmitted] = useState(false);
  const accounts = usePaymentAccounts();
  const refusal = useRefusal();
  const error =
    order.error instanceof ApiError && order.error.message ? refusal(order.error) : t('orderLoadFailed');

  return (
    <QueryState query={order} error={error}>
      {(data) => (
        <div className="proof-page">
          {placed && !submitted ? (
            <FocusedNotice className="checkout__notice checkout__notice--success">
              {t(data.status === 'awaiting_advance' ? 'orderPlacedPayFee' : 'orderPlacedPay')}
            </FocusedNotice>
          ) : null}
          {submitted ? (
            <FocusedNotice className="checkout__notice checkout__notice--success">
              {t('proofSubmitted')}
            </FocusedNotice>
          ) : null}
          {canPay(data) ? (
            <div className="proof-page__layout">
              <SendTo
                accounts={accounts.data}
                method={method || chosenMethodOf(data)}
                amount={amountDue(data)}
                feeOnly={data.status === 'awaiting_advance'}
              />
              <PaymentProofForm order={data} onMethod={setMethod} onSubmitted={() => setSubmitted(true)} />
            </div>
          ) : (
            <p className="checkout__notice">{stateText(data, t)}</p>
          )}
          <Link to={PATHS.order(data._id)} className="button button--outline">
            {t('viewOrder')}
          </Link>
        </div>
      )}
    </QueryState>
  );
}

/** The method the order was placed with, when it is one a proof can name. */
const chosenMethodOf = (order: Order): PaymentProofMethod | '' =>
  order.paymentMethod === 'bkash' || order.paymentMethod === 'nagad' ? order.paymentMethod : '';

function stateText(order: Order, t: Translate<typeof checkoutMessages.en>): string {
  if (order.status === 'cancelled') return t('proofCancelled');
  // Paid at the door, unless its delivery fee is asked first: that proof is then being checked.
  if (order.paymentMethod === 'cash_on_delivery' && order.status !== 'awaiting_advance')
    return t('proofNotNeeded');
  switch (order.paymentStatus) {
    case 'paid':
      return t('proofState_paid');
    case 'refunded':
      return t('proofState_refunded');
    default:
      return t('proofState_submitted');
  }
}

/** Where to send the money: the chosen method's account, or all the shop has. */
function SendTo({
  accounts,
  method,
  amount,
  feeOnly,
}: {
  accounts: PaymentAccounts | undefined;
  method: PaymentProofMethod | '';
  /** Taka to send: the order's total, or its delivery fee alone. */
  amount: number;
  /** Only the delivery fee is paid now, asked first by the COD guard. */
  feeOnly: boolean;
}) {
  const format = useFormat();
  const t = useT(checkoutMessages);
  if (!accounts) return null;
  const chosen = method ? accounts[method] : null;
  const known = (Object.entries(accounts) as [PaymentProofMethod, string | null][]).filter(
    (entry): entry is [PaymentProofMethod, string] => entry[1] !== null,
  );
  return (
    <section className="checkout-card proof-page__send-to" aria-labelledby="proof-accounts-title">
      <h2 id="proof-accounts-title" className="checkout-card__title">
        {t('accountsTitle')}
      </h2>
      {known.length === 0 ? (
        <p>{t('accountsMissing')}</p>
      ) : (
        <>
          {method && chosen ? (
            <p>
              {feeOnly
                ? t('sendFeeTo', {
                    fee: format.taka(amount, { decimals: true }),
                    method: t(`method_${method}`),
                    account: chosen,
                  })
                : t('sendTo', {
                    total: format.taka(amount, { decimals: true }),
                    method: t(`method_${method}`),
                    account: chosen,
                  })}
            </p>
          ) : null}
          <dl className="proof__accounts">
            {known.map(([name, account]) => (
              <div key={name}>
                <dt>{t(`method_${name}`)}</dt>
                <dd>{account}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}

/** /payment without an order: the shopper's orders still waiting for a payment. */
function OrdersToPay() {
  const format = useFormat();
  const t = useT(checkoutMessages);
  const userId = useShopperId() ?? '';
  const orders = useMyOrders(userId);
  return (
    <QueryState
      query={orders}
      error={t('orderLoadFailed')}
      isEmpty={(list) => !list.some(canPay)}
      empty={
        <>
          <p>{t('noOrdersToPay')}</p>
          <Link to={PATHS.orders} className="button button--outline">
            {t('myOrders')}
          </Link>
        </>
      }
    >
      {(list) => (
        <section className="checkout-card" aria-labelledby="pay-orders-title">
          <h2 id="pay-orders-title" className="checkout-card__title">
            {t('choosePayOrder')}
          </h2>
          <ul className="pay-orders">
            {list.filter(canPay).map((order) => (
              <li key={order._id}>
                <Link to={PATHS.payOrder(order._id)} className="button button--outline">
                  {/* The list does not carry the fee: the order's own page says how much. */}
                  {order.status === 'awaiting_advance'
                    ? t('payFeeThis', { orderNumber: order.orderNumber })
                    : t('payThis', {
                        orderNumber: order.orderNumber,
                        total: format.taka(order.total, { decimals: true }),
                      })}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </QueryState>
  );
}
