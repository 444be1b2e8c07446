import { MAX_QUANTITY_PER_LINE } from '@haat/contracts';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { cartItems, ONE_SIZE } from '../../db/schema';

/**
 * A product now sold in one size: each shopper's lines of it in sizes become one line of its one
 * size, holding what they held together (at most the line limit), first added where the first was.
 * Run in the transaction that switches the product.
 */
export async function foldLinesIntoOneSize(tx: Queryable, productId: string): Promise<void> {
  await tx.execute(sql`
    insert into ${cartItems} (user_id, product_id, size, quantity, created_at)
    select user_id, product_id, ${ONE_SIZE}::size, least(sum(quantity), ${MAX_QUANTITY_PER_LINE}::int),
      min(created_at)
    from ${cartItems}
    where product_id = ${productId}::uuid and size <> ${ONE_SIZE}::size
    group by user_id, product_id
    on conflict (user_id, product_id, size) do update
    set quantity = least(${cartItems}.quantity + excluded.quantity, ${MAX_QUANTITY_PER_LINE}::int),
      updated_at = now()`);
  await tx.execute(
    sql`delete from ${cartItems} where product_id = ${productId}::uuid and size <> ${ONE_SIZE}::size`,
  );
}
