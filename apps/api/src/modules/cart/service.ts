import {
  type AddCartItem,
  type Cart,
  type CartItem,
  MAX_QUANTITY_PER_LINE,
  type PromoApplied,
  type Size,
} from '@haat/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Queryable, selectRows } from '../../db/client';
import { cartItems, cartPromos, productStock, products } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { firstImageKey, productImageUrls } from '../catalogue/images';
import type { Promotions } from '../promotions/service';

export type CartService = ReturnType<typeof createCartService>;

type CartDeps = { db: Database; storage: FileStorage; promotions: Promotions };

/** The most a line may hold when its size has `stock` pieces left. */
const maxQuantityFor = (stock: number) => Math.min(stock, MAX_QUANTITY_PER_LINE);

/**
 * The shopper's cart on the server. Lines are priced from the catalogue whenever the cart is
 * read, never from what a client sends; every change is one statement that keeps a line within
 * its size's stock, so parallel changes queue on the line's row and each sees the one before.
 */
export function createCartService({ db, storage, promotions }: CartDeps) {
  /**
   * Why a change of a line to `quantity` pieces changed nothing, in words the shopper can act on.
   * Read after the refused statement only to word the answer: the statement itself kept the limit.
   */
  async function refusal(userId: string, productId: string, size: Size, adding: boolean): Promise<Error> {
    const [product] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.active, true)));
    if (!product) return adding ? new NotFound('productNotFound') : new Conflict('productUnavailable');
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
    if (inStock === 0)
      return new Conflict({ code: 'sizeSoldOut', message: `Size ${size} is sold out.`, params: { size } });
    // When setting a quantity, what is in the cart now is what is being replaced: it does not count.
    const inCart = adding ? (line?.quantity ?? 0) : 0;
    const already = inCart > 0 ? `, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart` : '';
    if (inStock < MAX_QUANTITY_PER_LINE)
      return new Conflict({
        code: 'onlyLeftInSize',
        message: `Only ${inStock} left in size ${size}${already}.`,
        params: { size, left: inStock, inCart },
      });
    return new Conflict({
      code: 'lineLimitReached',
      message: `At most ${MAX_QUANTITY_PER_LINE} of one size per order${already}.`,
      params: { limit: MAX_QUANTITY_PER_LINE, inCart },
    });
  }

  /** The shopper's lines in the order first added, at today's prices, with what each can still be. */
  async function lines(userId: string, q: Queryable = db): Promise<(CartItem & { pricePoisha: number })[]> {
    const rows = await q
      .select({
        id: cartItems.id,
        productId: cartItems.productId,
        name: products.name,
        price: products.price,
        oldPrice: products.oldPrice,
        active: products.active,
        quantity: cartItems.quantity,
        size: cartItems.size,
        stock: sql<number>`coalesce(${productStock.quantity}, 0)`.mapWith(Number),
        imageKey: firstImageKey(),
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(
        productStock,
        and(eq(productStock.productId, cartItems.productId), eq(productStock.size, cartItems.size)),
      )
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    return rows.map((row) => {
      const stock = row.active ? row.stock : 0;
      return {
        _id: row.id,
        product_id: row.productId,
        name: row.name,
        price: takaFromPoisha(row.price),
        pricePoisha: row.price,
        originalPrice: takaFromPoisha(row.oldPrice ?? row.price),
        quantity: row.quantity,
        image: row.imageKey ? productImageUrls(storage, row.imageKey).thumbnail : '',
        size: row.size,
        stock,
        maxQuantity: maxQuantityFor(stock),
        available: row.quantity <= stock,
        unavailableReason: !row.active
          ? 'productGone'
          : stock === 0
            ? 'sizeSoldOut'
            : row.quantity > stock
              ? 'notEnoughStock'
              : null,
      };
    });
  }

  /** The whole cart: its lines, the promo code checked against the lines that can be bought, and totals. */
  async function cart(userId: string, q: Queryable = db): Promise<Cart> {
    const [items, [applied]] = await Promise.all([
      lines(userId, q),
      q.select({ promoCodeId: cartPromos.promoCodeId }).from(cartPromos).where(eq(cartPromos.userId, userId)),
    ]);
    const subtotal = items
      .filter((item) => item.available)
      .reduce((sum, item) => sum + item.pricePoisha * item.quantity, 0);
    let promo: Cart['promo'] = null;
    let discount = 0;
    if (applied) {
      const code = await promotions.findById(applied.promoCodeId, q);
      if (code) {
        const problem = await promotions.problemWith(code, userId, subtotal, q);
        promo = promotions.applied(code, subtotal, problem);
        discount = problem ? 0 : promotions.discountOf(code, subtotal);
      }
    }
    return {
      items: items.map(({ pricePoisha: _price, ...item }) => item),
      promo,
      subtotal: takaFromPoisha(subtotal),
      discount: takaFromPoisha(discount),
      total: takaFromPoisha(subtotal - discount),
    };
  }

  /** The shopper's line `lineId`, or a 404 for an id that names none of their lines. */
  async function ownLine(userId: string, lineId: string) {
    const [line] = isUuid(lineId)
      ? await db
          .select({ productId: cartItems.productId, size: cartItems.size })
          .from(cartItems)
          .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
      : [];
    if (!line) throw new NotFound('cartLineNotFound');
    return line;
  }

  return {
    cart,

    /**
     * Puts `quantity` more of a product in a size into the shopper's line for it. One statement
     * inserts the line or grows it, and only while the result stays within the size's stock and
     * the per-line maximum: parallel adds queue on the line's row and each sees the one before.
     */
    async addItem(userId: string, { product_id: productId, quantity, size }: AddCartItem): Promise<Cart> {
      if (!isUuid(productId)) throw new NotFound('productNotFound');
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
      if (added.length === 0) throw await refusal(userId, productId, size, true);
      return cart(userId);
    },

    /** Sets a line's quantity, in one statement that holds it within its size's stock and the line limit. */
    async updateItem(userId: string, lineId: string, quantity: number): Promise<Cart> {
      if (!isUuid(lineId)) throw new NotFound('cartLineNotFound');
      const updated = await selectRows<{ id: string }>(
        db,
        sql`
          update ${cartItems} line set quantity = ${quantity}::int, updated_at = now()
          from ${productStock} stock, ${products} product
          where line.id = ${lineId}::uuid and line.user_id = ${userId}::uuid
            and stock.product_id = line.product_id and stock.size = line.size
            and product.id = line.product_id and product.active
            and ${quantity}::int <= least(stock.quantity, ${MAX_QUANTITY_PER_LINE}::int)
          returning line.id`,
      );
      if (updated.length === 0) {
        // Not changed: a line of someone else (404), or more than its size allows.
        const line = await ownLine(userId, lineId);
        throw await refusal(userId, line.productId, line.size, false);
      }
      return cart(userId);
    },

    async removeItem(userId: string, lineId: string): Promise<Cart> {
      const removed = isUuid(lineId)
        ? await db
            .delete(cartItems)
            .where(and(eq(cartItems.id, lineId), eq(cartItems.userId, userId)))
            .returning({ id: cartItems.id })
        : [];
      if (removed.length === 0) throw new NotFound('cartLineNotFound');
      return cart(userId);
    },

    /**
     * Takes the listed lines out, all or none: an id that is not one of the shopper's lines is a
     * 404 and nothing is removed.
     */
    async removeItems(userId: string, lineIds: string[]): Promise<Cart> {
      const wanted = [...new Set(lineIds)];
      if (!wanted.every(isUuid)) throw new NotFound('cartLineNotFound');
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, wanted)))
          .returning({ id: cartItems.id });
        if (removed.length !== wanted.length) throw new NotFound('cartLineNotFound');
        return cart(userId, tx);
      });
    },

    /** Empties the cart, its promo code too. */
    async clear(userId: string): Promise<Cart> {
      await db.transaction(async (tx) => {
        await tx.delete(cartItems).where(eq(cartItems.userId, userId));
        await tx.delete(cartPromos).where(eq(cartPromos.userId, userId));
      });
      return cart(userId);
    },

    /**
     * Checks a code against the cart's lines that can be bought, and remembers it with the cart.
     * A code the shopper may not use is refused and the cart keeps what it had.
     */
    async applyPromo(userId: string, text: string): Promise<Omit<PromoApplied, 'success' | 'message'>> {
      const promo = await promotions.find(text);
      if (!promo) throw new NotFound('promoUnknown');
      const before = await cart(userId);
      const problem = await promotions.problemWith(promo, userId, Math.round(before.subtotal * 100));
      if (problem) throw promotions.refuse(problem);
      await db
        .insert(cartPromos)
        .values({ userId, promoCodeId: promo.id })
        .onConflictDoUpdate({
          target: cartPromos.userId,
          set: { promoCodeId: promo.id, appliedAt: sql`now()` },
        });
      const after = await cart(userId);
      return { cart: after, discount: after.discount, total: after.total };
    },

    async removePromo(userId: string): Promise<Cart> {
      await db.delete(cartPromos).where(eq(cartPromos.userId, userId));
      return cart(userId);
    },
  };
}
