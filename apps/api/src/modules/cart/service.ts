import {
  type AddCartItem,
  type Cart,
  type CartItem,
  ERROR_MESSAGES,
  MAX_QUANTITY_PER_LINE,
  type Size,
} from '@haat/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { cartItems, productImages, productStock, products } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { productImageUrls } from '../catalogue/images';

export type CartService = ReturnType<typeof createCartService>;

export function createCartService({ db, storage }: { db: Database; storage: FileStorage }) {
  /**
   * Why an add changed nothing, in words the shopper can act on. Read after the refused statement
   * only to word the answer: the statement itself is what kept the line within its limit.
   */
  async function refusal(userId: string, productId: string, size: Size): Promise<Error> {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.active, true)));
    if (!product) return new NotFound(ERROR_MESSAGES.productNotFound);
    const [[stock], [line]] = await Promise.all([
      db
        .select({ quantity: productStock.quantity })
        .from(productStock)
        .where(and(eq(productStock.productId, productId), eq(productStock.size, size))),
      db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(
          and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, size)),
        ),
    ]);
    const inStock = stock?.quantity ?? 0;
    if (inStock === 0) return new Conflict(`Size ${size} is sold out.`);
    const inCart = line?.quantity ?? 0;
    const already = inCart > 0 ? `, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart` : '';
    if (inStock < MAX_QUANTITY_PER_LINE)
      return new Conflict(`Only ${inStock} left in size ${size}${already}.`);
    return new Conflict(`At most ${MAX_QUANTITY_PER_LINE} of one size per order${already}.`);
  }

  /** The shopper's lines of products still sold, in the order they were first added, at today's prices. */
  async function cart(userId: string): Promise<Cart> {
    const rows = await db
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        name: products.name,
        price: products.price,
        quantity: cartItems.quantity,
        size: cartItems.size,
        imageKey: sql<string | null>`(
          select ${productImages.storageKey} from ${productImages}
          where ${productImages.productId} = ${products.id}
          order by ${productImages.position} limit 1)`,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), eq(products.active, true)))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const items = rows.map(
      (row): CartItem => ({
        _id: row.id,
        product_id: row.productId,
        name: row.name,
        price: takaFromPoisha(row.price),
        quantity: row.quantity,
        image: row.imageKey ? productImageUrls(storage, row.imageKey).thumbnail : '',
        size: row.size,
      }),
    );
    return { items };
  }

  return {
    cart,

    /**
     * Puts `quantity` more of a product in a size into the shopper's line for it. One statement
     * inserts the line or grows it, and only while the result stays within the size's stock and
     * the per-line maximum: parallel adds queue on the line's row and each sees the one before.
     */
    async addItem(userId: string, { product_id: productId, quantity, size }: AddCartItem): Promise<Cart> {
      if (!isUuid(productId)) throw new NotFound(ERROR_MESSAGES.productNotFound);
      const added = await selectRows<{ quantity: number }>(
        db,
        sql`
          insert into ${cartItems} (user_id, product_id, size, quantity)
          select ${userId}::uuid, stock.product_id, stock.size, ${quantity}::int
          from ${productStock} stock
          join ${products} product on product.id = stock.product_id and product.active
          where stock.product_id = ${productId}::uuid and stock.size = ${size}::size
            and ${quantity}::int <= least(stock.quantity, ${MAX_QUANTITY_PER_LINE}::int)
          on conflict (user_id, product_id, size) do update
          set quantity = ${cartItems}.quantity + excluded.quantity, updated_at = now()
          where ${cartItems}.quantity + excluded.quantity <= (
            select least(stock.quantity, ${MAX_QUANTITY_PER_LINE}::int) from ${productStock} stock
            where stock.product_id = excluded.product_id and stock.size = excluded.size)
          returning quantity`,
      );
      if (added.length === 0) throw await refusal(userId, productId, size);
      return cart(userId);
    },
  };
}
