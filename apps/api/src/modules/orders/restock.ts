import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { ONE_SIZE, productStock, products, type StockSize, size } from '../../db/schema';

type SoldLine = { productId: string | null; size: StockSize; quantity: number };

/** A size's place in the database's order of sizes, the order stock rows are locked in. */
const sizeOrder = (kept: StockSize) => size.enumValues.indexOf(kept);

/**
 * Puts sold units back on sale (a cancelled order, an approved return), into the stock the product
 * sells from now: the line's size, or the one size of a product that has become one-size since. A
 * line of no size whose product is now sized has no size to go back to: the operator counts it in.
 * Rows are updated in product and size order, as an order takes its stock, so the two never deadlock.
 */
export async function putBackInStock(tx: Queryable, lines: SoldLine[]): Promise<void> {
  const productIds = [...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId])))];
  if (productIds.length === 0) return;
  const soldAs = await tx
    .select({ id: products.id, oneSize: products.oneSize })
    .from(products)
    .where(inArray(products.id, productIds));
  const oneSize = new Map(soldAs.map((product) => [product.id, product.oneSize]));
  const back = new Map<string, { productId: string; size: StockSize; quantity: number }>();
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
