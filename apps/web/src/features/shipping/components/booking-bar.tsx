import type { AdminOrderFilters } from '@haat/contracts/admin';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useFixedTexts } from '../../../lib/fixed-texts';
import { useT } from '../../../lib/i18n';
import { refusalMessages } from '../../../lib/refusal-messages';
import { RefusalText } from '../../../lib/refusals';
import { ErrorBanner } from '../../../ui/form/error-banner';
import { type CourierChoice, useBookMany } from '../api';
import { shippingMessages } from '../messages';
import { SHIPPING_PATHS } from '../paths';
import { CHOICES, COURIER_NAMES } from '../words';
import { ChoosePage, type OrderChoice } from './order-choice';
import '../shipping.css';

type Which = 'chosen' | 'filtered';

/**
 * Above the orders list: the orders chosen, booking them (or every confirmed order of the list's
 * filter) with a courier, and printing their labels. The answer stays until the next booking: how
 * many were recorded, and each order left out with why.
 */
export function BookingBar({ choice, filters }: { choice: OrderChoice; filters: AdminOrderFilters }) {
  const t = useT(shippingMessages);
  const navigate = useNavigate();
  const [which, setWhich] = useState<Which | null>(null);
  const count = choice.chosen.length;
  return (
    <section className="booking-bar" aria-label={t('bookDialogTitle')}>
      <div className="booking-bar__row">
        <ChoosePage choice={choice} />
        <span role="status">{t.plural({ one: 'chosenCountOne', other: 'chosenCount' }, count)}</span>
      </div>
      <div className="booking-bar__row">
        <button
          type="button"
          className="button button--outline"
          disabled={count === 0}
          aria-expanded={which === 'chosen'}
          onClick={() => setWhich('chosen')}
        >
          {t('bookChosen')}
        </button>
        <button
          type="button"
          className="button button--outline"
          aria-expanded={which === 'filtered'}
          onClick={() => setWhich('filtered')}
        >
          {t('bookFiltered')}
        </button>
        <button
          type="button"
          className="button button--outline"
          disabled={count === 0}
          onClick={() => navigate(SHIPPING_PATHS.labels(choice.chosen))}
        >
          {t('printChosen')}
        </button>
      </div>
      {which ? (
        <BookMany which={which} orderIds={choice.chosen} filters={filters} onClose={() => setWhich(null)} />
      ) : null}
    </section>
  );
}

/** The courier to book with, and the answer of the booking once sent. */
function BookMany({
  which,
  orderIds,
  filters,
  onClose,
}: {
  which: Which;
  orderIds: readonly string[];
  filters: AdminOrderFilters;
  onClose: () => void;
}) {
  const t = useT(shippingMessages);
  const reason = useFixedTexts(refusalMessages);
  const titleId = useId();
  const choiceId = useId();
  const [courier, setCourier] = useState<CourierChoice>('by_zone');
  const booking = useBookMany();
  const first = useRef<HTMLSelectElement>(null);
  // The form opens where the operator was: the focus goes into it.
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    booking.bookMany(
      which === 'chosen' ? { orderIds: [...orderIds], courier } : { filters: { ...filters }, courier },
    );
  };
  const answer = booking.data;
  return (
    <form className="booking-bar__form" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId}>{t('bookDialogTitle')}</h2>
      <p className="booking-bar__which">
        {which === 'chosen'
          ? t.plural({ one: 'bookWhichChosenOne', other: 'bookWhichChosen' }, orderIds.length)
          : t('bookWhichFiltered')}
      </p>
      <label htmlFor={choiceId}>{t('chooseCourier')}</label>
      <select
        ref={first}
        id={choiceId}
        value={courier}
        onChange={(event) => setCourier(CHOICES.find((option) => option === event.target.value) ?? 'by_zone')}
      >
        {CHOICES.map((option) => (
          <option key={option} value={option}>
            {option === 'by_zone' ? t('byZone') : t(COURIER_NAMES[option])}
          </option>
        ))}
      </select>
      <div className="booking-bar__row">
        <button
          type="submit"
          className="button button--primary"
          disabled={booking.isPending || (which === 'chosen' && orderIds.length === 0)}
        >
          {booking.isPending ? t('booking') : t('bookSend')}
        </button>
        <button type="button" className="button button--outline" onClick={onClose}>
          {t('close')}
        </button>
      </div>
      <div role="status" className="admin-outcome">
        {answer && answer.recorded > 0 ? (
          <p className="admin-done">
            {t.plural({ one: 'bookedManyOne', other: 'bookedMany' }, answer.recorded)}
          </p>
        ) : null}
        {answer && answer.recorded === 0 ? <p className="booking-bar__none">{t('bookedNone')}</p> : null}
      </div>
      {booking.error ? (
        <ErrorBanner>
          <RefusalText error={booking.error} />
        </ErrorBanner>
      ) : null}
      {answer && answer.skipped.length > 0 ? (
        <section className="booking-bar__skipped" aria-labelledby={`${titleId}-skipped`}>
          <h3 id={`${titleId}-skipped`}>{t('skippedTitle', { count: answer.skipped.length })}</h3>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('colOrder')}</th>
                <th scope="col">{t('colReason')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.skipped.map((skip) => (
                <tr key={skip.orderNumber}>
                  <th scope="row">{skip.orderNumber}</th>
                  <td>{reason(skip.message)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
    </form>
  );
}
