import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Queryable, selectRows } from '../../db/client';
import { ONE_SIZE, orderItems, productStock, products, type StockSize, size } from '../../db/schema';
import { isCheckViolation } from '../../lib/sql';

/**
 * The stock orders take and give back: the one module that writes a size's stock for an order.
 * An order takes its lines' units when it is placed; a cancelled order and an approved return put
 * them back. (The operator setting a product's stock in the catalogue is not an order's doing.)
 * Stock rows are always locked in product and size order, so orders and give-backs never deadlock.
 */

/** A line as an order holds it: a product (null once deleted), its size and the units. */
type SoldLine = { productId: string | null; size: StockSize; quantity: number };

/** A line about to be ordered. */
type WantedLine = { productId: string; size: StockSize; quantity: number };

/** A size's place in the database's order of sizes, the order stock rows are locked in. */
const sizeOrder = (kept: StockSize) => size.enumValues.indexOf(kept);

/** The product and size of each line, as a list SQL can compare `(product_id, size)` with. */
export const sizesOf = (lines: readonly WantedLine[]) =>
  sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.size}::size)`),
    sql`, `,
  );

/**
 * The statement that takes each line's quantity from its size, the stock rows locked first in
 * product and size order so that two orders never deadlock. A size that no longer has enough
 * breaks the stock's check (never below 0), which undoes the whole order: `isStockShort` tells.
 * Placing an order sends it with its COMMIT, so the rows stay locked only while the server runs it.
 */
export function stockTaking(lines: readonly WantedLine[]): SQL {
  const wanted = sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.size}::size, ${line.quantity}::int)`),
    sql`, `,
  );
  return sql`with locked as materialized (
        select product_id, size from ${productStock}
        where (product_id, size) in (${sizesOf(lines)})
        order by product_id, size
        for update
      )
      update ${productStock} stock set quantity = stock.quantity - wanted.quantity
      from locked, (values ${wanted}) as wanted(product_id, size, quantity)
      where stock.product_id = locked.product_id and stock.size = locked.size
        and wanted.product_id = locked.product_id and wanted.size = locked.size`;
}

/** The stock of a size would have gone below 0: another order took it first. */
export const isStockShort = (error: unknown) => isCheckViolation(error, 'product_stock_not_negative');

/** The units left now in the lines' sizes, by `productId/size`. */
export async function stockNow(q: Queryable, lines: readonly WantedLine[]): Promise<Map<string, number>> {
  const rows = await selectRows<{ product_id: string; size: StockSize; quantity: number }>(
    q,
    sql`select product_id, size, quantity from ${productStock} where (product_id, size) in (${sizesOf(lines)})`,
  );
  return new Map(rows.map((row) => [`${row.product_id}/${row.size}`, Number(row.quantity)]));
}

/**
 * Puts sold units back on sale (a cancelled order, an approved return), into the stock the product
 * sells from now: the line's size, or the one size of a product that has become one-size since. A
 * line of no size whose product is now sized has no size to go back to: the operator counts it in.
 */
export async function putBackInStock(tx: Queryable, lines: readonly SoldLine[]): Promise<void> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  if (productIds.length === 0) return;
  const soldAs = await tx
    .select({ id: products.id, oneSize: products.oneSize })
    .from(products)
    .where(inArray(products.id, productIds));
  const oneSize = new Map(soldAs.map((product) => [product.id, product.oneSize]));
  const back = new Map<string, WantedLine>();
  for (const line of lines) {
    if (line.productId === null) continue;
    const target = oneSize.get(line.productId) ? ONE_SIZE : line.size === ONE_SIZE ? null : line.size;
    if (target === null) continue;
    const key = `${line.productId} ${target}`;
    const quantity = (back.get(key)?.quantity ?? 0) + line.quantity;
    back.set(key, { productId: line.productId, size: target, quantity });
  }
  const ordered = [...back.values()].sort((a, b) =>
    a.productId === b.productId ? sizeOrder(a.size) - sizeOrder(b.size) : a.productId < b.productId ? -1 : 1,
  );
  for (const line of ordered)
    await tx
      .update(productStock)
      .set({ quantity: sql`${productStock.quantity} + ${line.quantity}` })
      .where(and(eq(productStock.productId, line.productId), eq(productStock.size, line.size)));
}

/** Puts every line of an order back on sale: the order was cancelled before it left the shop. */
export async function putOrderBackInStock(tx: Queryable, orderId: string): Promise<void> {
  const lines = await tx
    .select({ productId: orderItems.productId, size: orderItems.size, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  await putBackInStock(tx, lines);
}
