import type { SavedAddress } from '@haat/contracts';
import { TIMINGS_MS } from '@haat/contracts/constants';
import { type FormEvent, useId, useState } from 'react';
import { Link, type NavigateFunction } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useNavigateAfterPause } from '../../../lib/navigate-after-pause';
import { RequireSession, useSession } from '../../../lib/session';
import { QueryState } from '../../../ui/query-state';
import { useAddresses } from '../../addresses';
import { useCart } from '../../cart';
import { goAfterPlacing } from '../after-placing';
import { usePlaceOrder } from '../api';
import { attemptKeyFor, attemptPlaced } from '../attempt-key';
import { OrderLines } from '../components/order-lines';
import { PlaceOutcome } from '../components/place-outcome';
import { checkoutMessages } from '../messages';
import { startingPoint } from '../pickup-point';
import { useSlowAfter } from '../use-slow';
import '../checkout.css';
import { Field } from '../../../ui/form/field';
import { PageTitle } from '../../../ui/page-title';

/** Online payment in the simple checkout is bKash, whose proof the payment page then takes. */
const ONLINE_METHOD = 'bkash';

/**
 * /checkout, the simple checkout (purchase spec section 2): the cart's items, Cash on Delivery or
 * Online Payment, and where to deliver, as one line of text. It places the order through the same
 * call as /cartpayment; online payment continues to the payment proof form.
 */
export default function SimpleCheckoutPage() {
  const t = useT(checkoutMessages);
  return (
    <RequireSession
      loading={
        <main id="main" tabIndex={-1} className="page checkout">
          {t('loading')}
        </main>
      }
    >
      <main id="main" tabIndex={-1} className="page checkout">
        <PageTitle page={t('simpleTitle')} />
        <h1 className="checkout__title">{t('simpleTitle')}</h1>
        <SimpleCheckout />
      </main>
    </RequireSession>
  );
}

const addressLineOf = (address: SavedAddress | undefined) =>
  address ? `${address.address}, ${address.zone}, ${address.city}` : '';

function SimpleCheckout() {
  const t = useT(checkoutMessages);
  const cart = useCart();
  const addresses = useAddresses();
  // Placing the order empties the cart: the success stays until the next page, opened from here
  // as the form is gone by then.
  const [placed, setPlaced] = useState(false);
  const navigateAfterPause = useNavigateAfterPause(TIMINGS_MS.loginSuccessRedirect);
  if (placed) {
    return (
      <p className="checkout__notice checkout__notice--success" role="status">
        {t('placed')}
      </p>
    );
  }
  return (
    <QueryState query={cart} error={t('loadFailed')}>
      {(data) => {
        const lines = data.items.filter((item) => item.available);
        if (lines.length === 0) {
          return (
            <div className="checkout__notice">
              <p>{t('emptyCart')}</p>
              <Link to={PATHS.products} className="button button--primary">
                {t('backToCart')}
              </Link>
            </div>
          );
        }
        // The form waits for the saved addresses, which fill in where to deliver.
        return addresses.isPending ? (
          <p className="checkout__loading">{t('loading')}</p>
        ) : (
          <SimpleForm
            lines={lines}
            total={data.subtotal}
            start={startingPoint(addresses.data ?? [])}
            onPlaced={(nextPage) => {
              setPlaced(true);
              navigateAfterPause(nextPage);
            }}
          />
        );
      }}
    </QueryState>
  );
}

type FormProps = {
  lines: NonNullable<ReturnType<typeof useCart>['data']>['items'];
  total: number;
  start: SavedAddress | undefined;
  /** Shows the success, then `nextPage` after a pause. */
  onPlaced: (nextPage: (navigate: NavigateFunction) => void) => void;
};

function SimpleForm({ lines, total, start, onPlaced }: FormProps) {
  const format = useFormat();
  const t = useT(checkoutMessages);
  const id = useId();
  const { user } = useSession();
  const placeOrder = usePlaceOrder();
  const [online, setOnline] = useState(false);
  const [name, setName] = useState(start?.fullName ?? user?.name ?? '');
  const [phone, setPhone] = useState(start?.phone ?? '');
  const [address, setAddress] = useState(addressLineOf(start));
  const slowPlacing = useSlowAfter(placeOrder.isPending, TIMINGS_MS.checkoutLoadingTimeout);

  /** `codAdvance`: cash on delivery with the delivery fee paid first, as the COD guard offered. */
  const place = (codAdvance = false) => {
    if (placeOrder.isPending) return;
    const order = {
      customerName: name.trim(),
      phone: phone.trim(),
      shippingAddress: address.trim(),
      paymentMethod: online ? ONLINE_METHOD : 'cash_on_delivery',
      notes: '',
      lines: lines.map((line) => line._id),
      ...(codAdvance ? { codAdvance } : {}),
    };
    placeOrder.mutate(
      { order, key: attemptKeyFor(JSON.stringify(order)) },
      {
        onSuccess: (placedOrder) => {
          attemptPlaced();
          onPlaced((navigate) => goAfterPlacing(navigate, placedOrder));
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    place();
  };

  // The form holds the fields; its button and the order's outcome sit beside it, outside it, as the
  // COD guard's code form (a form of its own) may show there.
  const formId = `${id}-form`;
  return (
    <div className="checkout__layout">
      <form id={formId} className="checkout__main" onSubmit={submit}>
        <section className="checkout-card" aria-labelledby={`${id}-items`}>
          <h2 id={`${id}-items`} className="checkout-card__title">
            {t('yourItems')}
          </h2>
          <OrderLines lines={lines} />
        </section>
        <section className="checkout-card" aria-labelledby={`${id}-to`}>
          <h2 id={`${id}-to`} className="checkout-card__title">
            {t('deliverTo')}
          </h2>
          <Field label={t('customerName')} className="checkout-field">
            {(control) => (
              <input
                {...control}
                value={name}
                maxLength={100}
                autoComplete="name"
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('customerPhone')} className="checkout-field">
            {(control) => (
              <input
                {...control}
                type="tel"
                value={phone}
                maxLength={20}
                placeholder="01XXXXXXXXX"
                autoComplete="tel"
                onChange={(event) => setPhone(event.target.value)}
              />
            )}
          </Field>
          <Field label={t('addressText')} className="checkout-field">
            {(control) => (
              <textarea
                {...control}
                value={address}
                maxLength={300}
                rows={2}
                onChange={(event) => setAddress(event.target.value)}
              />
            )}
          </Field>
          <p>
            <Link to={PATHS.checkout} className="link-button">
              {t('usePickupCheckout')}
            </Link>
          </p>
        </section>
      </form>
      <aside className="checkout__side">
        <section className="checkout-card" aria-labelledby={`${id}-pay`}>
          <fieldset className="pay-choice">
            <legend id={`${id}-pay`} className="checkout-card__title">
              {t('howToPay')}
            </legend>
            <label>
              <input type="radio" name="pay" checked={!online} onChange={() => setOnline(false)} />
              {t('cashOnDelivery')}
            </label>
            <label>
              <input type="radio" name="pay" checked={online} onChange={() => setOnline(true)} />
              {t('onlinePayment')}
            </label>
          </fieldset>
          {online ? (
            <p className="checkout__muted">
              {t('onlineHint')} <Link to={PATHS.payment}>{t('proofLink')}</Link>
            </p>
          ) : null}
          <p className="checkout-summary__total checkout-simple__total">
            <span>{t('itemsTotal')}</span> <span>{format.taka(total, { decimals: true })}</span>
          </p>
          <p className="checkout__muted">{t('priceNote')}</p>
          <button
            type="submit"
            form={formId}
            className="button button--primary checkout-summary__proceed"
            disabled={placeOrder.isPending}
          >
            {placeOrder.isPending ? t('placing') : t('proceedToPay')}
          </button>
          <PlaceOutcome
            slow={slowPlacing}
            error={placeOrder.isPending ? null : placeOrder.error}
            phone={phone.trim()}
            onAdvance={() => place(true)}
            onVerified={() => place()}
          />
        </section>
      </aside>
    </div>
  );
}
