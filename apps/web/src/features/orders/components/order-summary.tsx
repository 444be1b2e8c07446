import type { Order } from '@haat/contracts';
import { useFormat } from '../../../lib/format';
import { useT } from '../../../lib/i18n';
import { orderMessages } from '../messages';
import { leftForTheDoor } from '../status';

/** Subtotal, the discount, tax and shipping where there are any, and the total (purchase spec section 2). */
export function OrderSummaryTable({ order }: { order: Order }) {
  const format = useFormat();
  const t = useT(orderMessages);
  const money = (amount: number) => format.taka(amount, { decimals: true });
  const rows: [string, string][] = [[t('subtotal'), money(order.subtotal)]];
  if (order.discount > 0)
    rows.push([
      order.promoCode ? t('discountWithCode', { code: order.promoCode }) : t('discount'),
      `−${money(order.discount)}`,
    ]);
  if (order.tax > 0) rows.push([t('tax'), money(order.tax)]);
  if (order.shippingCost > 0) rows.push([t('shippingCost'), money(order.shippingCost)]);
  const atTheDoor = leftForTheDoor(order);
  return (
    <dl className="order-sums">
      {rows.map(([term, value]) => (
        <div key={term} className="order-sums__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="order-sums__row order-sums__row--total">
        <dt>{t('total')}</dt>
        <dd>{money(order.total)}</dd>
      </div>
      {atTheDoor !== null ? (
        <>
          <div className="order-sums__row">
            <dt>{t('paidInAdvance')}</dt>
            <dd>−{money(order.paidInAdvance)}</dd>
          </div>
          <div className="order-sums__row order-sums__row--total">
            <dt>{t('toPayAtTheDoor')}</dt>
            <dd>{money(atTheDoor)}</dd>
          </div>
        </>
      ) : null}
    </dl>
  );
}
