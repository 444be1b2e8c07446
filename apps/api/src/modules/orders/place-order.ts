import { createHash } from 'node:crypto';
import {
  CHECKOUT_PAYMENT_METHODS,
  type CheckoutPaymentMethod,
  deliveryFeeFor,
  type PlaceOrder,
  type Size,
} from '@haat/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { selectRows } from '../../db/client';
import {
  cartItems,
  cartPromos,
  orderItems,
  orderStatusEvents,
  orders,
  productStock,
  products,
  type ShippingAddressSnapshot,
  users,
} from '../../db/schema';
import { BadRequest, Conflict } from '../../errors';
import { dhakaIso } from '../../lib/dhaka-time';
import { isUuid } from '../../lib/ids';
import { firstImageKey } from '../catalogue/images';
import type { Promotions } from '../promotions/service';
import { deliveryCostsIn } from '../settings/delivery-costs';
import { readSetting } from '../settings/service';

type PlacementDeps = { db: Database; promotions: Promotions };

/** What a placed order answers: its id, and whether an earlier request under the same key placed it. */
export type Placed = { orderId: string; replayed: boolean };

/** A chosen cart line with the product as the catalogue has it now. */
type ChosenLine = {
  productId: string;
  size: Size;
  quantity: number;
  name: string;
  price: number;
  active: boolean;
  imageKey: string | null;
};

/** The product and size of each line, as a list SQL can compare `(product_id, size)` with. */
const sizesOf = (lines: ChosenLine[]) =>
  sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.size}::size)`),
    sql`, `,
  );

const isCheckoutMethod = (method: string): method is CheckoutPaymentMethod =>
  (CHECKOUT_PAYMENT_METHODS as readonly string[]).includes(method);

/**
 * The checks of purchase spec section 5, in its order: something to order, a pickup point, a
 * payment method, a known method, and a pickup point with a name, phone and address.
 */
function checkedRequest(request: PlaceOrder, lineCount: number) {
  if (lineCount === 0) throw new BadRequest('orderCartEmpty');
  const given = request.shippingAddress;
  if (!given || (typeof given === 'string' && !given.trim())) throw new BadRequest('pickupPointRequired');
  const method = request.paymentMethod?.trim() ?? '';
  if (!method) throw new BadRequest('paymentMethodRequired');
  if (!isCheckoutMethod(method)) throw new BadRequest('paymentMethodInvalid');
  // The simple checkout sends the address as text, with the name and phone beside it.
  const point =
    typeof given === 'string'
      ? { fullName: request.customerName, phone: request.phone, address: given, city: '', postalCode: '' }
      : given;
  const address: ShippingAddressSnapshot = {
    fullName: point.fullName?.trim() ?? '',
    phone: point.phone?.trim() ?? '',
    address: point.address?.trim() ?? '',
    city: point.city?.trim() ?? '',
    postalCode: point.postalCode?.trim() ?? '',
    country: point.country?.trim() || 'Bangladesh',
  };
  if (!address.fullName || !address.phone || !address.address) throw new BadRequest('pickupPointIncomplete');
  return { address, method };
}

/** The request as it is remembered under its Idempotency-Key: the same key with another body is refused. */
function fingerprintOf(request: PlaceOrder): string {
  const point = request.shippingAddress;
  const canonical = JSON.stringify([
    point && typeof point === 'object'
      ? [point.fullName, point.phone, point.address, point.city, point.postalCode, point.country]
      : (point ?? null),
    request.customerName ?? null,
    request.phone ?? null,
    request.paymentMethod ?? null,
    request.notes ?? '',
    request.lines ? [...new Set(request.lines)].sort() : null,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Shown to shoppers: HT, the year and month in Dhaka, and the order's place in the shop's count. */
function orderNumberOf(sequence: number, now: Date): string {
  const dhaka = dhakaIso(now);
  return `HT-${dhaka.slice(2, 4)}${dhaka.slice(5, 7)}-${String(sequence).padStart(6, '0')}`;
}

/**
 * Places an order of the shopper's chosen cart lines. Everything happens in one transaction that
 * first locks the shopper's row (their orders, and a double click, queue one behind the other)
 * and, last of all, the stock rows of every size ordered, in one order so that two orders cannot
 * deadlock.
 * Prices, the promo code, the delivery fee and every total are the server's own.
 */
export function createOrderPlacement({ db, promotions }: PlacementDeps) {
  /** Queues this shopper's orders; a second request under a used key then finds the first order. */
  async function lockShopper(tx: Transaction, userId: string) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async function earlierOrder(tx: Transaction, userId: string, key: string, fingerprint: string) {
    const [earlier] = await tx
      .select({ id: orders.id, fingerprint: orders.idempotencyFingerprint })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
    if (earlier && earlier.fingerprint !== fingerprint) throw new Conflict('idempotencyKeyReused');
    return earlier?.id;
  }

  /** The chosen lines (every line when none are named) at today's catalogue prices. */
  async function chosenLines(tx: Transaction, userId: string, lineIds: string[] | undefined) {
    const wanted = lineIds ? [...new Set(lineIds)] : undefined;
    if (wanted && !wanted.every(isUuid)) throw new Conflict('orderLinesChanged');
    const rows: ChosenLine[] = await tx
      .select({
        productId: cartItems.productId,
        size: cartItems.size,
        quantity: cartItems.quantity,
        name: products.name,
        price: products.price,
        active: products.active,
        imageKey: firstImageKey(),
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(and(eq(cartItems.userId, userId), wanted ? inArray(cartItems.id, wanted) : undefined))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    if (wanted && rows.length !== wanted.length) throw new Conflict('orderLinesChanged');
    return rows;
  }

  /**
   * Locks the stock rows of the ordered sizes (in product and size order: no deadlocks) and
   * refuses the whole order when a product left the shop or a line no longer fits its size.
   */
  async function reserveStock(tx: Transaction, lines: ChosenLine[]) {
    const rows = await selectRows<{ product_id: string; size: Size; quantity: number }>(
      tx,
      sql`select product_id, size, quantity from ${productStock}
          where (product_id, size) in (${sizesOf(lines)})
          order by product_id, size
          for update`,
    );
    const left = new Map(rows.map((row) => [`${row.product_id}/${row.size}`, Number(row.quantity)]));
    for (const line of lines) {
      if (!line.active)
        throw new Conflict({
          code: 'orderProductGone',
          message: `${line.name} is no longer sold. Please remove it from your cart.`,
          params: { product: line.name },
        });
      const inStock = left.get(`${line.productId}/${line.size}`) ?? 0;
      if (line.quantity > inStock)
        throw new Conflict({
          code: 'orderLineOutOfStock',
          message:
            inStock === 0
              ? `${line.name} is sold out in size ${line.size}.`
              : `Only ${inStock} of ${line.name} left in size ${line.size}.`,
          params: { product: line.name, size: line.size, left: inStock },
        });
    }
    const taken = sql.join(
      lines.map((line) => sql`(${line.productId}::uuid, ${line.size}::size, ${line.quantity}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${productStock} stock set quantity = stock.quantity - taken.quantity
      from (values ${taken}) as taken(product_id, size, quantity)
      where stock.product_id = taken.product_id and stock.size = taken.size`);
  }

  /**
   * The promo code applied to the cart, checked again on the ordered lines with its row locked (so
   * its use limits hold under parallel orders): a code that no longer applies refuses the order.
   */
  async function cartPromo(tx: Transaction, userId: string, subtotal: number) {
    const [applied] = await tx
      .select({ promoCodeId: cartPromos.promoCodeId })
      .from(cartPromos)
      .where(eq(cartPromos.userId, userId));
    if (!applied) return null;
    const promo = await promotions.lockById(applied.promoCodeId, tx);
    if (!promo) throw new Conflict('orderPromoChanged');
    const problem = await promotions.problemWith(promo, userId, subtotal, tx);
    if (problem) throw promotions.refuse(problem);
    return { promo, discount: promotions.discountOf(promo, subtotal) };
  }

  /** Tax on what the shopper pays for the goods: none unless the operator set a rate. */
  async function taxOn(tx: Transaction, amount: number) {
    const rate = await readSetting(tx, 'tax_rate');
    return rate ? Math.round((amount * rate.basisPoints) / 10_000) : 0;
  }

  async function nextOrderNumber(tx: Transaction) {
    const [row] = await selectRows<{ n: string }>(tx, sql`select nextval('order_number_seq') as n`);
    return orderNumberOf(Number(row?.n), new Date());
  }

  return async function placeOrder(
    userId: string,
    request: PlaceOrder,
    idempotencyKey: string | undefined,
  ): Promise<Placed> {
    const fingerprint = fingerprintOf(request);
    return db.transaction(async (tx) => {
      await lockShopper(tx, userId);
      if (idempotencyKey) {
        const earlier = await earlierOrder(tx, userId, idempotencyKey, fingerprint);
        if (earlier) return { orderId: earlier, replayed: true };
      }
      const lines = await chosenLines(tx, userId, request.lines);
      const { address, method } = checkedRequest(request, lines.length);
      const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
      const promo = await cartPromo(tx, userId, subtotal);
      const discount = promo?.discount ?? 0;
      // An address given as text has no city of its own: the fee rule reads the whole text.
      const shippingCost = deliveryFeeFor(address.city || address.address, await deliveryCostsIn(tx));
      const tax = await taxOn(tx, subtotal - discount);
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: await nextOrderNumber(tx),
          userId,
          paymentMethod: method,
          subtotal,
          discount,
          tax,
          shippingCost,
          total: subtotal - discount + tax + shippingCost,
          promoCodeId: promo?.promo.id ?? null,
          shippingAddress: address,
          notes: request.notes?.trim() ?? '',
          idempotencyKey: idempotencyKey ?? null,
          idempotencyFingerprint: idempotencyKey ? fingerprint : null,
        })
        .returning({ id: orders.id });
      if (!order) throw new Error('the new order was not returned');
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          name: line.name,
          image: line.imageKey ?? '',
          size: line.size,
          unitPrice: line.price,
          quantity: line.quantity,
        })),
      );
      await tx.insert(orderStatusEvents).values({
        orderId: order.id,
        status: 'pending',
        note: 'Order placed',
        actorUserId: userId,
        // The clock, not the transaction's start: the events of one transaction keep their order.
        createdAt: sql`clock_timestamp()`,
      });
      if (promo) {
        await promotions.redeem(promo.promo, userId, order.id, tx);
        await tx.delete(cartPromos).where(eq(cartPromos.userId, userId));
      }
      await tx
        .delete(cartItems)
        .where(
          and(
            eq(cartItems.userId, userId),
            sql`(${cartItems.productId}, ${cartItems.size}) in (${sizesOf(lines)})`,
          ),
        );
      // Last, so that the stock rows, which every order of a popular size waits for, are held
      // only from here to the commit; a refusal here undoes everything above.
      await reserveStock(tx, lines);
      return { orderId: order.id, replayed: false };
    });
  };
}
