import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { shippingMessages } from '../messages';

type Row = { _id: string; orderNumber: string };

/** The orders chosen on the page of the orders list on screen, for booking or printing them together. */
export type OrderChoice = {
  /** The page's rows, in their order. */
  rows: readonly Row[];
  /** The ids of the rows chosen, in the page's order. */
  chosen: readonly string[];
  isChosen(orderId: string): boolean;
  toggle(orderId: string): void;
  choosePage(all: boolean): void;
};

const NONE: ReadonlySet<string> = new Set();

/**
 * The orders chosen among `rows`. A choice holds for one page of one filter (`page`): other
 * filters or another page start with none chosen, so that nothing out of sight is booked.
 */
export function useOrderChoice(rows: readonly Row[] | undefined, page: string): OrderChoice {
  const [choice, setChoice] = useState<{ page: string; ids: ReadonlySet<string> }>({ page, ids: NONE });
  const ids = choice.page === page ? choice.ids : NONE;
  const shown = rows ?? [];
  const change = (next: (current: ReadonlySet<string>) => ReadonlySet<string>) =>
    setChoice((current) => ({ page, ids: next(current.page === page ? current.ids : NONE) }));
  return {
    rows: shown,
    chosen: shown.filter((row) => ids.has(row._id)).map((row) => row._id),
    isChosen: (orderId) => ids.has(orderId),
    toggle: (orderId) =>
      change((current) => {
        const next = new Set(current);
        if (!next.delete(orderId)) next.add(orderId);
        return next;
      }),
    choosePage: (all) => change(() => (all ? new Set(shown.map((row) => row._id)) : NONE)),
  };
}

/** The checkbox of one row of the orders list, named by its order's number. */
export function ChooseOrder({ choice, order }: { choice: OrderChoice; order: Row }) {
  const t = useT(shippingMessages);
  return (
    <input
      type="checkbox"
      className="order-choice__box"
      checked={choice.isChosen(order._id)}
      onChange={() => choice.toggle(order._id)}
      aria-label={t('selectOrder', { orderNumber: order.orderNumber })}
    />
  );
}

/** Chooses every order of the page, or none; half-checked while some are. */
export function ChoosePage({ choice }: { choice: OrderChoice }) {
  const t = useT(shippingMessages);
  const box = useRef<HTMLInputElement>(null);
  const all = choice.rows.length > 0 && choice.chosen.length === choice.rows.length;
  const some = choice.chosen.length > 0 && !all;
  useEffect(() => {
    if (box.current) box.current.indeterminate = some;
  }, [some]);
  return (
    <label className="order-choice__page">
      <input
        ref={box}
        type="checkbox"
        checked={all}
        disabled={choice.rows.length === 0}
        onChange={() => choice.choosePage(!all)}
      />
      {t('selectPage')}
    </label>
  );
}
