import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/app';
import { createCategory, createProduct } from '../../test/factories';
import { isCheckViolation } from '../lib/sql';
import type { DatabaseHandle } from './client';
import { productStock } from './schema';

let database: DatabaseHandle;
let drop: () => Promise<void>;
let categoryId: string;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  categoryId = (await createCategory(database.db)).id;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const stockOf = async (productId: string) => {
  const [row] = await database.db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, productId), eq(productStock.size, 'M')));
  return row?.quantity;
};
const take = (productId: string, quantity: number) =>
  sql`update ${productStock} set quantity = quantity - ${quantity}::int where product_id = ${productId}::uuid and size = 'M'`;

describe('transactionEndingWith', () => {
  it('runs the work and the last statements, answers their rows, and commits', async () => {
    const product = await createProduct(database.db, { categoryId, stock: { M: 5 } });
    const rows = await database.transactionEndingWith(async (tx, commitWith) => {
      await tx.execute(take(product.id, 1));
      return commitWith([take(product.id, 2), sql`select ${'done'}::text as word`]);
    });
    expect(rows[1]).toEqual([{ word: 'done' }]);
    expect(await stockOf(product.id)).toBe(2);
  });

  it('undoes the work too when a last statement fails, and throws its error', async () => {
    const product = await createProduct(database.db, { categoryId, stock: { M: 5 } });
    const failure = await database
      .transactionEndingWith(async (tx, commitWith) => {
        await tx.execute(take(product.id, 1));
        // The stock may not go below 0: the second statement breaks the check, the third never runs.
        return commitWith([take(product.id, 1), take(product.id, 10), take(product.id, 1)]);
      })
      .catch((error: unknown) => error);
    expect(isCheckViolation(failure, 'product_stock_not_negative')).toBe(true);
    expect(await stockOf(product.id)).toBe(5);
  });

  it('commits work that ends without commitWith, and rolls back work that throws', async () => {
    const product = await createProduct(database.db, { categoryId, stock: { M: 5 } });
    await database.transactionEndingWith(async (tx) => tx.execute(take(product.id, 1)));
    await expect(
      database.transactionEndingWith(async (tx) => {
        await tx.execute(take(product.id, 1));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await stockOf(product.id)).toBe(4);
    // The connection went back to the pool clean: the next transaction works.
    await database.transactionEndingWith(async (_tx, commitWith) => commitWith([take(product.id, 4)]));
    expect(await stockOf(product.id)).toBe(0);
  });
});
