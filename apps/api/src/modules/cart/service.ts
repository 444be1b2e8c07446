import {
  type AddCartItem,
  type Cart,
  type CartItem,
  MAX_QUANTITY_PER_LINE,
  type PromoApplied,
} from '@haat/contracts';
import { and, asc, eq, inArray, type Placeholder, sql } from 'drizzle-orm';
import { type Database, type Queryable, selectRows, type Transaction } from '../../db/client';
import {
  cartItems,
  cartPromos,
  ONE_SIZE,
  productStock,
  products,
  promoCodes,
  type StockSize,
  shownSize,
  users,
} from '../../db/schema';
import { BadRequest, Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { firstImageKey, productImageUrls } from '../catalogue/images';
import { type Promotions, usesByShopper } from '../promotions/service';

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
   * Why a change of a line to `quantity` pieces changed nothing, in words the shopper can act on:
   * `size` is the size asked for when adding (none for a one-size product), or the line's own.
   * Read after the refused statement only to word the answer: the statement itself kept the limit.
   */
  async function refusal(
    userId: string,
    productId: string,
    size: StockSize | null | undefined,
    adding: boolean,
  ): Promise<Error> {
    const [product] = await db
      .select({ id: products.id, oneSize: products.oneSize })
      .from(products)
      .where(and(eq(products.id, productId), eq(products.active, true)));
    if (!product) return adding ? new NotFound('productNotFound') : new Conflict('productUnavailable');
    const kept = adding && product.oneSize ? ONE_SIZE : size;
    if (!kept) return new BadRequest('sizeRequired');
    const [[stock], [line]] = await Promise.all([
      db
        .select({ quantity: productStock.quantity })
        .from(productStock)
        .where(and(eq(productStock.productId, productId), eq(productStock.size, kept))),
      db
        .select({ quantity: cartItems.quantity })
        .from(cartItems)
        .where(
          and(eq(cartItems.userId, userId), eq(cartItems.productId, productId), eq(cartItems.size, kept)),
        ),
    ]);
    const inStock = stock?.quantity ?? 0;
    const shown = shownSize(kept);
    if (inStock === 0)
      return new Conflict(
        shown
          ? { code: 'sizeSoldOut', message: `Size ${shown} is sold out.`, params: { size: shown } }
          : { code: 'soldOut', message: 'Sold out.' },
      );
    // When setting a quantity, what is in the cart now is what is being replaced: it does not count.
    const inCart = adding ? (line?.quantity ?? 0) : 0;
    const already = inCart > 0 ? `, and ${inCart} ${inCart === 1 ? 'is' : 'are'} already in your cart` : '';
    if (inStock < MAX_QUANTITY_PER_LINE)
      return new Conflict(
        shown
          ? {
              code: 'onlyLeftInSize',
              message: `Only ${inStock} left in size ${shown}${already}.`,
              params: { size: shown, left: inStock, inCart },
            }
          : {
              code: 'onlyLeft',
              message: `Only ${inStock} left${already}.`,
              params: { left: inStock, inCart },
            },
      );
    return new Conflict({
      code: 'lineLimitReached',
      message: `At most ${MAX_QUANTITY_PER_LINE} ${shown ? 'of one size ' : ''}per order${already}.`,
      params: { limit: MAX_QUANTITY_PER_LINE, inCart },
    });
  }

  /**
   * The whole cart in one query: the shopper's lines in the order first added, at today's prices,
   * with what each can still be, and the promo code applied with how often the shopper used it.
   * It starts from the shopper's row so that a promo code kept on a cart without lines is read too.
   */
  const cartRows = (q: Queryable, userId: string | Placeholder) => {
    // Counted once for the cart, not on each of its lines.
    const uses = usesByShopper(q, cartPromos.promoCodeId, users.id).as('promo_uses');
    return q
      .select({
        line: {
          id: cartItems.id,
          productId: cartItems.productId,
          quantity: cartItems.quantity,
          size: cartItems.size,
        },
        product: {
          name: products.name,
          nameBn: products.nameBn,
          price: products.price,
          oldPrice: products.oldPrice,
          active: products.active,
          oneSize: products.oneSize,
        },
        stock: sql<number>`coalesce(${productStock.quantity}, 0)`.mapWith(Number),
        imageKey: firstImageKey(),
        promo: promoCodes,
        promoUsedByShopper: uses.n,
      })
      .from(users)
      .leftJoin(cartPromos, eq(cartPromos.userId, users.id))
      .leftJoin(promoCodes, eq(promoCodes.id, cartPromos.promoCodeId))
      .leftJoinLateral(uses, sql`true`)
      .leftJoin(cartItems, eq(cartItems.userId, users.id))
      .leftJoin(products, eq(products.id, cartItems.productId))
      .leftJoin(
        productStock,
        and(eq(productStock.productId, cartItems.productId), eq(productStock.size, cartItems.size)),
      )
      .where(eq(users.id, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  };
  // Every cart call ends with this read: built once, and prepared on the database.
  const preparedCartRows = cartRows(db, sql.placeholder('userId')).prepare('cart');

  /**
   * The whole cart (read in `tx` when given): its lines, the promo code checked against the lines
   * that can be bought, and the totals.
   */
  async function cart(userId: string, tx?: Transaction): Promise<Cart> {
    const rows = tx ? await cartRows(tx, userId) : await preparedCartRows.execute({ userId });
    const items: (CartItem & { pricePoisha: number })[] = [];
    for (const { line, product, stock: inStock, imageKey } of rows) {
      // A cart without lines is the shopper's row alone.
      if (!line || !product) continue;
      // A line of no size, of a product that has come in sizes since, has none of them.
      const sizeNeeded = !product.oneSize && line.size === ONE_SIZE;
      const stock = product.active && !sizeNeeded ? inStock : 0;
      items.push({
        _id: line.id,
        product_id: line.productId,
        name: product.name,
        nameBn: product.nameBn,
        price: takaFromPoisha(product.price),
        pricePoisha: product.price,
        originalPrice: takaFromPoisha(product.oldPrice ?? product.price),
        quantity: line.quantity,
        image: imageKey ? productImageUrls(storage, imageKey).thumbnail : '',
        size: shownSize(line.size),
        stock,
        maxQuantity: maxQuantityFor(stock),
        available: line.quantity <= stock,
        unavailableReason: !product.active
          ? 'productGone'
          : sizeNeeded
            ? 'sizeNeeded'
            : stock === 0
              ? 'sizeSoldOut'
              : line.quantity > stock
                ? 'notEnoughStock'
                : null,
      });
    }
    const subtotal = items
      .filter((item) => item.available)
      .reduce((sum, item) => sum + item.pricePoisha * item.quantity, 0);
    let promo: Cart['promo'] = null;
    let discount = 0;
    const [first] = rows;
    if (first?.promo) {
      const problem = promotions.problemGiven(first.promo, first.promoUsedByShopper, subtotal, new Date());
      promo = promotions.applied(first.promo, subtotal, problem);
      discount = problem ? 0 : promotions.discountOf(first.promo, subtotal);
    }
    return {
      items: items.map(({ pricePoisha: _price, ...item }) => item),
      promo,
      subtotal: takaFromPoisha(subtotal),
      discount: takaFromPoisha(discount),
      total: takaFromPoisha(subtotal - discount),
    };
  }

  // Built once, and prepared on the database, like the cart read that follows it.
  const removeLine = db
    .delete(cartItems)
    .where(and(eq(cartItems.id, sql.placeholder('lineId')), eq(cartItems.userId, sql.placeholder('userId'))))
    .returning({ id: cartItems.id })
    .prepare('remove_cart_line');

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
     * Puts `quantity` more of a product in a size (or of a one-size product) into the shopper's
     * line for it. One statement inserts the line or grows it, and only while the result stays
     * within the size's stock and the per-line maximum: parallel adds queue on the line's row and
     * each sees the one before. A one-size product's line is of ONE_SIZE, whatever size was sent.
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
          where stock.product_id = ${productId}::uuid
            and stock.size = case when product.one_size then ${ONE_SIZE}::size else ${size ?? null}::size end
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
      const removed = isUuid(lineId) ? await removeLine.execute({ lineId, userId }) : [];
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
