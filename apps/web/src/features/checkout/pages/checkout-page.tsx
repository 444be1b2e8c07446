import {
  type Cart,
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutPaymentMethod,
  deliveryFeeFor,
  type SavedAddress,
} from '@haat/contracts';
import { TIMINGS_MS } from '@haat/contracts/constants';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PATHS } from '../../../config/paths';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { useNavigateAfterPause } from '../../../lib/navigate-after-pause';
import { RequireSession } from '../../../lib/session';
import { FocusedNotice } from '../../../ui/focused-notice';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { Field } from '../../../ui/form/field';
import { Modal } from '../../../ui/modal';
import { showToast } from '../../../ui/toast';
import { AddressForm, useAddresses } from '../../addresses';
import { selectionTotals, useCart, useShopCharges } from '../../cart';
import { goAfterPlacing } from '../after-placing';
import { usePlaceOrder } from '../api';
import { attemptKeyFor, attemptPlaced } from '../attempt-key';
import { OrderLines } from '../components/order-lines';
import { PickupModal } from '../components/pickup-modal';
import { PlaceOutcome } from '../components/place-outcome';
import { checkoutMessages } from '../messages';
import { pickupPointOf, startingPoint } from '../pickup-point';
import { useSlowAfter } from '../use-slow';
import '../checkout.css';
import { PageTitle } from '../../../ui/page-title';

/**
 * /cartpayment?lines=…: checkout of the cart lines chosen on the cart page (all of them when none
 * are named) to a pickup point (purchase spec sections 2, 4, 5 and 8).
 */
export default function CheckoutPage() {
  return (
    <RequireSession loading={<CheckoutLoading />}>
      <Checkout />
    </RequireSession>
  );
}

function CheckoutLoading() {
  const t = useT(checkoutMessages);
  return (
    <main id="main" tabIndex={-1} className="page checkout">
      <p className="checkout__loading" role="status">
        {t('loading')}
      </p>
    </main>
  );
}

function SlowNotice() {
  const t = useT(checkoutMessages);
  return (
    <div className="checkout__notice checkout__notice--error" role="alert">
      <p>{t('slow')}</p>
      <button type="button" className="button button--outline" onClick={() => window.location.reload()}>
        {t('refresh')}
      </button>
    </div>
  );
}

function Checkout() {
  const t = useT(checkoutMessages);
  const cart = useCart();
  const addresses = useAddresses();
  const loading = cart.data === undefined && !cart.isError;
  // Loading gives way after 5 s: the page shows what it has, and says the system is slow.
  const slow = useSlowAfter(
    loading || (addresses.isPending && !addresses.isError),
    TIMINGS_MS.checkoutLoadingTimeout,
  );

  return (
    <main id="main" tabIndex={-1} className="page checkout">
      <PageTitle page={t('title')} />
      <h1 className="checkout__title">{t('title')}</h1>
      {slow ? <SlowNotice /> : null}
      {cart.data ? (
        <CheckoutForm cart={cart.data} addresses={addresses.data} addressesFailed={addresses.isError} />
      ) : cart.isError ? (
        <div className="checkout__notice checkout__notice--error" role="alert">
          <p>{t('loadFailed')}</p>
        </div>
      ) : slow ? null : (
        <p className="checkout__loading" role="status">
          {t('loading')}
        </p>
      )}
    </main>
  );
}

type FormProps = { cart: Cart; addresses: SavedAddress[] | undefined; addressesFailed: boolean };

/** What the address modal is showing: nothing, a new address, or one being edited. */
type AddressEdit = null | 'new' | SavedAddress;

function CheckoutForm({ cart, addresses, addressesFailed }: FormProps) {
  const format = useFormat();
  const t = useT(checkoutMessages);
  const navigateAfterPause = useNavigateAfterPause(TIMINGS_MS.loginSuccessRedirect);
  const [params] = useSearchParams();
  const charges = useShopCharges();
  const placeOrder = usePlaceOrder();

  // The lines named in the address, or every line that can be bought.
  const named = params.get('lines');
  const wanted = useMemo(
    () =>
      new Set(
        named === null
          ? cart.items.filter((item) => item.available).map((item) => item._id)
          : named.split(',').filter(Boolean),
      ),
    [named, cart.items],
  );
  const lines = cart.items.filter((item) => item.available && wanted.has(item._id));

  const [pointId, setPointId] = useState<string | undefined>();
  const [method, setMethod] = useState<CheckoutPaymentMethod | ''>('');
  const [notes, setNotes] = useState('');
  const [choosing, setChoosing] = useState(false);
  const [editing, setEditing] = useState<AddressEdit>(null);
  const [placed, setPlaced] = useState(false);
  const slowPlacing = useSlowAfter(placeOrder.isPending, TIMINGS_MS.checkoutLoadingTimeout);

  const saved = addresses ?? [];
  const point =
    saved.find((address) => address._id === pointId) ?? (pointId ? undefined : startingPoint(saved));
  // The point chosen is no longer among the saved ones (deleted elsewhere while this page showed
  // the browser's copy of the list).
  const pointGone = pointId !== undefined && addresses !== undefined && point === undefined;
  const fee = point
    ? deliveryFeeFor(point.city, charges.data?.deliveryCosts ?? { dhakaInside: 0, dhakaOutside: 0 })
    : 0;
  const totals = selectionTotals(
    cart.items,
    new Set(lines.map((line) => line._id)),
    cart.promo,
    fee,
    charges.data?.taxPercent ?? 0,
  );
  const ready = lines.length > 0 && point !== undefined && method !== '' && !placed;
  const hintId = useId();
  const choosePickupRef = useRef<HTMLButtonElement>(null);
  const addPickupRef = useRef<HTMLButtonElement>(null);
  const methodRef = useRef<HTMLSelectElement>(null);
  const missing = !point
    ? method === ''
      ? 'needsBoth'
      : 'needsPickup'
    : method === ''
      ? 'needsMethod'
      : null;

  /** `codAdvance`: cash on delivery with the delivery fee paid first, as the COD guard offered. */
  const submit = (codAdvance = false) => {
    if (placeOrder.isPending) return;
    // Proceed to Pay stays reachable while a choice is missing: a press goes to that choice.
    if (!point) return (saved.length > 0 ? choosePickupRef : addPickupRef).current?.focus();
    if (method === '') return methodRef.current?.focus();
    if (!ready) return;
    const order = {
      shippingAddress: pickupPointOf(point),
      paymentMethod: method,
      notes: notes.trim(),
      lines: lines.map((line) => line._id),
      ...(codAdvance ? { codAdvance } : {}),
    };
    const key = attemptKeyFor(JSON.stringify(order));
    placeOrder.mutate(
      { order, key },
      {
        onSuccess: (placedOrder) => {
          attemptPlaced();
          setPlaced(true);
          showToast(t('purchaseSuccessful'), TIMINGS_MS.purchaseToast);
          // The success message shows a moment, as the spec's alert did, then the next step.
          navigateAfterPause((navigate) => goAfterPlacing(navigate, placedOrder));
        },
      },
    );
  };

  // Placing the order empties those lines from the cart: the success stays until the next page.
  if (placed) {
    return (
      <FocusedNotice className="checkout__notice checkout__notice--success">{t('placed')}</FocusedNotice>
    );
  }
  if (lines.length === 0) {
    return (
      <div className="checkout__notice">
        <p>{cart.items.length === 0 ? t('emptyCart') : t('nothingChosen')}</p>
        <Link to={PATHS.cart} className="button button--primary">
          {t('backToCart')}
        </Link>
      </div>
    );
  }

  return (
    <div className="checkout__layout">
      <div className="checkout__main">
        <section className="checkout-card" aria-labelledby="checkout-pickup-title">
          <div className="checkout-card__head">
            <h2 id="checkout-pickup-title" className="checkout-card__title">
              {t('pickupTitle')}
            </h2>
            <button
              ref={choosePickupRef}
              type="button"
              className="link-button"
              onClick={() => setChoosing(true)}
            >
              {point ? t('changePickup') : t('choosePickup')}
            </button>
          </div>
          {addressesFailed ? <ErrorBanner>{t('addressesFailed')}</ErrorBanner> : null}
          {pointGone ? <ErrorBanner>{t('pickupInvalid')}</ErrorBanner> : null}
          {point ? (
            <address className="checkout-point">
              <strong>{point.fullName}</strong>
              <span>{point.phone}</span>
              <span>
                {point.address}, {point.zone}, {point.city}
              </span>
              <span className="checkout-point__fee">
                {t('deliveryTo', { city: point.city, fee: format.taka(fee, { decimals: true }) })}
              </span>
            </address>
          ) : (
            <div className="checkout-point checkout-point--none">
              <p>{t('noPickup')}</p>
              <button
                ref={addPickupRef}
                type="button"
                className="button button--outline"
                onClick={() => setEditing('new')}
              >
                {t('addPickup')}
              </button>
            </div>
          )}
        </section>

        <section className="checkout-card" aria-labelledby="checkout-package-title">
          <h2 id="checkout-package-title" className="checkout-card__title">
            {t('packageTitle')}
          </h2>
          <p className="checkout__muted">
            {t.plural({ one: 'packageCountOne', other: 'packageCount' }, totals.pieces)}
          </p>
          <OrderLines lines={lines} />
        </section>

        <section className="checkout-card" aria-labelledby="checkout-payment-title">
          <h2 id="checkout-payment-title" className="checkout-card__title">
            {t('paymentTitle')}
          </h2>
          <Field label={t('paymentMethod')} className="checkout-field">
            {(control) => (
              <select
                {...control}
                ref={methodRef}
                value={method}
                onChange={(event) => setMethod(event.target.value as CheckoutPaymentMethod)}
              >
                <option value="">{t('choosePayment')}</option>
                {CHECKOUT_PAYMENT_METHODS.map((option) => (
                  <option key={option} value={option}>
                    {t(`method_${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {method && method !== 'cash_on_delivery' ? (
            <p className="checkout__muted">{t('proofNeeded')}</p>
          ) : null}
          <Field label={t('notes')} className="checkout-field">
            {(control) => (
              <textarea
                {...control}
                value={notes}
                maxLength={1000}
                rows={3}
                placeholder={t('notesPlaceholder')}
                onChange={(event) => setNotes(event.target.value)}
              />
            )}
          </Field>
        </section>
      </div>

      <aside className="checkout__side" aria-labelledby="checkout-summary-title">
        <section className="checkout-card checkout-summary">
          <h2 id="checkout-summary-title" className="checkout-card__title">
            {t('summaryTitle')}
          </h2>
          <dl className="checkout-summary__rows">
            <div>
              <dt>{t('itemsTotal')}</dt>
              <dd>{format.taka(totals.itemsTotal, { decimals: true })}</dd>
            </div>
            <div>
              <dt>{t('deliveryFee')}</dt>
              <dd>{point ? format.taka(totals.shipping, { decimals: true }) : t('deliveryFeeUnknown')}</dd>
            </div>
            {cart.promo && totals.discount > 0 ? (
              <div>
                <dt>{t('discount', { code: cart.promo.code })}</dt>
                <dd>−{format.taka(totals.discount, { decimals: true })}</dd>
              </div>
            ) : null}
            {totals.tax > 0 ? (
              <div>
                <dt>{t('tax')}</dt>
                <dd>{format.taka(totals.tax, { decimals: true })}</dd>
              </div>
            ) : null}
            <div className="checkout-summary__total">
              <dt>{t('total')}</dt>
              <dd>{format.taka(totals.total, { decimals: true })}</dd>
            </div>
          </dl>
          <p className="checkout__muted">{t('priceNote')}</p>
          {/* Focusable while it cannot act (aria-disabled): Tab reaches it, it says what it still
              needs, and a press goes there; while placing, the focus stays on it. */}
          <button
            type="button"
            className="button button--primary checkout-summary__proceed"
            aria-disabled={!ready || placeOrder.isPending}
            aria-describedby={missing ? hintId : undefined}
            onClick={() => submit()}
          >
            {placeOrder.isPending ? t('placing') : t('proceedToPay')}
          </button>
          {missing ? (
            <p id={hintId} className="checkout__muted">
              {t(missing)}
            </p>
          ) : null}
          <PlaceOutcome
            slow={slowPlacing}
            error={placeOrder.isPending ? null : placeOrder.error}
            phone={point?.phone ?? ''}
            onAdvance={() => submit(true)}
            onVerified={() => submit()}
          />
        </section>
      </aside>

      <PickupModal
        open={choosing}
        addresses={saved}
        failed={addressesFailed}
        chosenId={point?._id}
        onConfirm={(id) => {
          setPointId(id);
          setChoosing(false);
        }}
        onClose={() => setChoosing(false)}
        onAdd={() => {
          setChoosing(false);
          setEditing('new');
        }}
        onEdit={(address) => {
          setChoosing(false);
          setEditing(address);
        }}
      />
      <Modal
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('addNewAddress') : t('editAddressTitle')}
        hideTitle
        closeLabel={t('close')}
        className="address-modal"
      >
        {editing !== null ? (
          <AddressForm
            address={editing === 'new' ? undefined : editing}
            onSaved={(address) => {
              setPointId(address._id);
              setEditing(null);
            }}
            onCancel={() => setEditing(null)}
          />
        ) : null}
      </Modal>
    </div>
  );
}
