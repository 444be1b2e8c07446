import { sql } from 'drizzle-orm';
import { type Queryable, selectRows } from '../../db/client';
import {
  cartItems,
  cartPromos,
  orders,
  productStock,
  products,
  type SettingValues,
  type StockSize,
  settings,
  shownSize,
  users,
} from '../../db/schema';
import { Conflict } from '../../errors';
import { isUuid } from '../../lib/ids';
import { firstImageKey } from '../catalogue/images';
import { deliveryCostsOr } from '../settings/delivery-costs';
import type { OrderedLine } from './order-writing';

/**
 * What a new order is made of, read in the placing transaction once the shopper's orders queue, and
 * the checks that refuse a line the shop can no longer sell.
 */

/** A row of the statement that reads what an order is made of: one per chosen line, or one for none. */
type BasisRow = {
  earlierId: string | null;
  earlierFingerprint: string | null;
  promoCodeId: string | null;
  deliveryCosts: string | null;
  taxRate: string | null;
  productId: string | null;
  size: StockSize | null;
  quantity: number | null;
  name: string | null;
  nameBn: string | null;
  price: number | null;
  active: boolean | null;
  imageKey: string | null;
  inStock: number | null;
};

/** A chosen cart line with the product as the catalogue has it now, and the stock of its size. */
export type ChosenLine = OrderedLine & { active: boolean; inStock: number };

/** Refuses the whole order when a product left the shop or a line does not fit its size's stock. */
export function refuseWhatDoesNotFit(lines: ChosenLine[]) {
  for (const line of lines) {
    // The Bengali name too, so that a Bengali page can name the product in Bengali.
    const product = { product: line.name, ...(line.nameBn ? { productBn: line.nameBn } : {}) };
    if (!line.active)
      throw new Conflict({
        code: 'orderProductGone',
        message: `${line.name} is no longer sold. Please remove it from your cart.`,
        params: product,
      });
    if (line.quantity > line.inStock) {
      const size = shownSize(line.size);
      const inSize = size ? ` in size ${size}` : '';
      throw new Conflict({
        code: 'orderLineOutOfStock',
        message:
          line.inStock === 0
            ? `${line.name} is sold out${inSize}.`
            : `Only ${line.inStock} of ${line.name} left${inSize}.`,
        params: { ...product, ...(size ? { size } : {}), left: line.inStock },
      });
    }
  }
}

/**
 * What the order is made of, read once the shopper's orders queue (so after the lock, in a
 * statement of its own): the order an earlier request under the same key placed, the chosen lines
 * (every line when none are named) at today's prices, the cart's promo code, and the delivery fees
 * and tax rate the operator set. It starts from the shopper's row, so that an emptied cart still
 * answers the earlier order.
 */
export async function orderBasis(
  tx: Queryable,
  userId: string,
  idempotencyKey: string | undefined,
  lineIds: string[] | undefined,
) {
  const wanted = lineIds ? [...new Set(lineIds)] : undefined;
  if (wanted && !wanted.every(isUuid)) throw new Conflict('orderLinesChanged');
  const chosen = !wanted
    ? sql``
    : wanted.length === 0
      ? sql` and false`
      : sql` and line.id in (${sql.join(
          wanted.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const rows = await selectRows<BasisRow>(
    tx,
    sql`select earlier.id as "earlierId", earlier.idempotency_fingerprint as "earlierFingerprint",
          (select promo_code_id from ${cartPromos} where user_id = shopper.id) as "promoCodeId",
          (select value::text from ${settings} where key = 'delivery_costs') as "deliveryCosts",
          (select value::text from ${settings} where key = 'tax_rate') as "taxRate",
          line.product_id as "productId", line.size, line.quantity, ${products.name},
          ${products.nameBn} as "nameBn", ${products.price},
          ${products.active}, ${firstImageKey()} as "imageKey", stock.quantity as "inStock"
        from ${users} shopper
        left join ${orders} earlier on ${
          idempotencyKey
            ? sql`earlier.user_id = shopper.id and earlier.idempotency_key = ${idempotencyKey}`
            : sql`false`
        }
        left join ${cartItems} line on line.user_id = shopper.id${chosen}
        left join ${products} on ${products.id} = line.product_id
        left join ${productStock} stock on stock.product_id = line.product_id and stock.size = line.size
        where shopper.id = ${userId}::uuid
        order by line.created_at, line.id`,
  );
  const [first] = rows;
  if (!first) throw new Error(`no user ${userId} to place an order for`);
  const lines: ChosenLine[] = [];
  for (const row of rows)
    if (row.productId && row.size && row.name !== null)
      lines.push({
        productId: row.productId,
        size: row.size,
        quantity: Number(row.quantity),
        name: row.name,
        nameBn: row.nameBn,
        price: Number(row.price),
        active: Boolean(row.active),
        imageKey: row.imageKey,
        inStock: Number(row.inStock ?? 0),
      });
  // A replay finds its lines gone with the first order: only a new order needs them all.
  if (wanted && !first.earlierId && lines.length !== wanted.length) throw new Conflict('orderLinesChanged');
  return {
    earlier: first.earlierId ? { id: first.earlierId, fingerprint: first.earlierFingerprint } : null,
    lines,
    promoCodeId: first.promoCodeId,
    // Read as text and parsed here, the same on both drivers.
    deliveryCosts: deliveryCostsOr(first.deliveryCosts && JSON.parse(first.deliveryCosts)),
    taxRate: (first.taxRate && JSON.parse(first.taxRate)) as SettingValues['tax_rate'] | null,
  };
}
