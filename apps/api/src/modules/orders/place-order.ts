import { randomUUID } from 'node:crypto';
import {
  type CodDecision,
  deliveryFeeFor,
  MAX_ORDER_TOTAL_TAKA,
  ORDER_NOTES,
  orderTotals,
  type PlaceOrder,
  subtotalOf,
} from '@haat/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import {
  type CommitWith,
  type Database,
  type DatabaseHandle,
  type Queryable,
  selectRows,
} from '../../db/client';
import {
  cartItems,
  cartPromos,
  codAssessments,
  orderItems,
  orderStatusEvents,
  orders,
  productStock,
  products,
  type SettingValues,
  type StockSize,
  settings,
  shownSize,
  users,
} from '../../db/schema';
import { BadRequest, Conflict, HttpError } from '../../errors';
import { dhakaIso } from '../../lib/dhaka-time';
import { isUuid } from '../../lib/ids';
import { poishaFromTaka } from '../../lib/money';
import { firstImageKey } from '../catalogue/images';
import { orderSmsStatements } from '../messages/order-sms';
import { composedMailStatements } from '../messages/outbox';
import type { Promotions } from '../promotions/service';
import {
  assessCod,
  assessmentRow,
  type CodCase,
  CodRefused,
  PLACED_STATUS,
  type PlacedDecision,
  refusalOf,
} from '../risk/cod-guard';
import type { CodRefusals } from '../risk/cod-refusals';
import { deliveryCostsOr } from '../settings/delivery-costs';
import { checkedRequest, fingerprintOf } from './order-request';
import { isStockShort, sizesOf, stockNow, stockTaking } from './stock';

type PlacementDeps = {
  db: Database;
  transactionEndingWith: DatabaseHandle['transactionEndingWith'];
  promotions: Promotions;
  /** Whether the shopper is mailed a confirmation: not for the demo's own orders, placed by the seed. */
  confirmByMail?: boolean;
  /** Told of each decision of the COD guard (the metrics); none when metrics are off. */
  counters?: { codDecided(decision: CodDecision): void } | null;
  /** Limits and records the COD guard's refusals of each account. */
  codRefusals: CodRefusals;
};

type OrderRow = typeof orders.$inferSelect;

/** The columns of an order its answer is made of. */
export type OrderAsWritten = Pick<
  OrderRow,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'paymentStatus'
  | 'paymentMethod'
  | 'subtotal'
  | 'discount'
  | 'tax'
  | 'shippingCost'
  | 'total'
  | 'paidInAdvance'
  | 'shippingAddress'
  | 'notes'
  | 'language'
  | 'createdAt'
>;

/** The outbox topic of an order's confirmation, composed by the orders service when it is sent. */
export const ORDER_PLACED_TOPIC = 'order_placed';

/** The shopper, as their row reads while their orders queue: named on the order and written to about it. */
export type Shopper = Pick<typeof users.$inferSelect, 'name' | 'email' | 'language'>;

/** A new order as it was written, which is all its answer and its confirmation need. */
export type WrittenOrder = {
  order: OrderAsWritten;
  /** In the order the order's page lists them. */
  items: (typeof orderItems.$inferSelect)[];
  placedEvent: Pick<typeof orderStatusEvents.$inferSelect, 'status' | 'note' | 'createdAt'>;
  promoCode: string | null;
  shopper: Shopper;
};

/** An order about to be written, priced and checked. */
type NewOrder = Omit<
  OrderAsWritten,
  'orderNumber' | 'status' | 'paymentStatus' | 'paidInAdvance' | 'createdAt'
> &
  Pick<OrderRow, 'userId' | 'promoCodeId' | 'idempotencyKey' | 'idempotencyFingerprint'>;

/** A row of the statement that writes an order: one per line, as the drivers answer raw SQL. */
type WrittenRow = {
  orderNumber: string;
  status: OrderRow['status'];
  paymentStatus: OrderRow['paymentStatus'];
  createdAt: string;
  placedAt: string;
  id: string;
  productId: string;
  name: string;
  nameBn: string | null;
  image: string;
  size: StockSize;
  unitPrice: number;
  quantity: number;
};

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

const PLACED_NOTE = ORDER_NOTES.placed;

/** The status an order is placed in, and the note of its first event, by what the COD guard decided. */
const PLACED_AS = {
  pending: PLACED_NOTE,
  held: ORDER_NOTES.heldForReview,
  awaiting_advance: ORDER_NOTES.awaitingAdvance,
} as const;
type PlacedStatus = keyof typeof PLACED_AS;

/** What placing answers: the new order, or the id of the one an earlier request under the same key placed. */
export type Placed =
  | { replayed: false; orderId: string; written: WrittenOrder; codDecision: CodDecision | null }
  | { replayed: true; orderId: string };

/** A chosen cart line with the product as the catalogue has it now, and the stock of its size. */
type ChosenLine = {
  productId: string;
  /** ONE_SIZE for a product sold in one size, which the order line keeps too. */
  size: StockSize;
  quantity: number;
  name: string;
  /** The product's Bengali name, which the order line keeps beside the English one. */
  nameBn: string | null;
  price: number;
  active: boolean;
  imageKey: string | null;
  inStock: number;
};

/**
 * Shown to shoppers: HT, the year and month in Dhaka, and the order's place in the shop's count
 * (six digits at least), drawn from the database's sequence by the statement that writes the order.
 */
function orderNumberAt(now: Date): SQL<string> {
  const dhaka = dhakaIso(now);
  const prefix = `HT-${dhaka.slice(2, 4)}${dhaka.slice(5, 7)}-`;
  return sql<string>`(select ${prefix}::text || lpad(n::text, greatest(6, length(n::text)), '0')
    from (select nextval('order_number_seq') as n) next)`;
}

/** The most an order's goods, or its total, may come to (poisha): money columns are 32-bit integers. */
const MAX_ORDER_POISHA = poishaFromTaka(MAX_ORDER_TOTAL_TAKA);

/** Refuses the whole order when a product left the shop or a line does not fit its size's stock. */
function refuseWhatDoesNotFit(lines: ChosenLine[]) {
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
 * Places an order of the shopper's chosen cart lines. Everything happens in one transaction that
 * first locks the shopper's row (their orders, and a double click, queue one behind the other),
 * reads what the order is made of and checks it, and ends with the statements that write the order
 * and take its stock, sent to the server together with the COMMIT: the stock rows, which every
 * order of a popular size waits for, are locked only for as long as the server takes to run them.
 * Prices, the promo code, the delivery fee and every total are the server's own.
 */
export function createOrderPlacement({
  db,
  transactionEndingWith,
  promotions,
  confirmByMail = true,
  counters,
  codRefusals,
}: PlacementDeps) {
  /** Queues this shopper's orders; a second request under a used key then finds the first order. */
  async function lockShopper(tx: Queryable, userId: string): Promise<Shopper> {
    const [shopper] = await selectRows<Shopper>(
      tx,
      sql`select name, email, language from ${users} where id = ${userId}::uuid for update`,
    );
    if (!shopper) throw new Error(`no user ${userId} to place an order for`);
    return shopper;
  }

  /**
   * What the order is made of, read once the shopper's orders queue (so after the lock, in a
   * statement of its own): the order an earlier request under the same key placed, the chosen lines
   * (every line when none are named) at today's prices, the cart's promo code, and the delivery fees
   * and tax rate the operator set. It starts from the shopper's row, so that an emptied cart still
   * answers the earlier order.
   */
  async function orderBasis(
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

  /**
   * The promo code applied to the cart, checked again on the ordered lines with its row locked (so
   * its use limits hold under parallel orders): a code that no longer applies refuses the order.
   */
  async function cartPromo(tx: Queryable, userId: string, promoCodeId: string, subtotal: number) {
    const promo = await promotions.lockById(promoCodeId, tx);
    if (!promo) throw new Conflict('orderPromoChanged');
    const problem = await promotions.problemWith(promo, userId, subtotal, tx);
    if (problem) throw promotions.refuse(problem);
    return promo;
  }

  /**
   * The statement that writes the order, its lines and its first status event, and takes the lines
   * out of the cart; written out in SQL, as building it for every order with the query builder
   * took several times the CPU of running it. It answers what the database made: the order's
   * number, status and time, its lines in the order its page lists them (by the database's
   * collation), and the event's time: the clock's, not the transaction's start, so that the events
   * of one transaction keep their order.
   */
  function orderWriting(order: NewOrder, lines: ChosenLine[], status: PlacedStatus): SQL {
    const items = sql.join(
      lines.map(
        (line) => sql`(${order.id}::uuid, ${line.productId}::uuid, ${line.name}, ${line.nameBn}::text,
          ${line.imageKey ?? ''}, ${line.size}::size, ${line.price}::int, ${line.quantity}::int)`,
      ),
      sql`, `,
    );
    return sql`with placed as (
            insert into ${orders} (id, order_number, user_id, status, payment_method, subtotal, discount, tax,
              shipping_cost, total, promo_code_id, shipping_address, notes, language, idempotency_key,
              idempotency_fingerprint)
            values (${order.id}::uuid, ${orderNumberAt(new Date())}, ${order.userId}::uuid, ${status}::order_status,
              ${order.paymentMethod}::payment_method, ${order.subtotal}::int, ${order.discount}::int,
              ${order.tax}::int, ${order.shippingCost}::int, ${order.total}::int, ${order.promoCodeId}::uuid,
              ${JSON.stringify(order.shippingAddress)}::jsonb, ${order.notes}, ${order.language}::language,
              ${order.idempotencyKey},
              ${order.idempotencyFingerprint})
            returning order_number, status, payment_status, created_at
          ), written_items as (
            insert into ${orderItems} (order_id, product_id, name, name_bn, image, size, unit_price, quantity)
            values ${items}
            returning id, product_id, name, name_bn, image, size, unit_price, quantity
          ), placed_event as (
            insert into ${orderStatusEvents} (order_id, status, note, actor_user_id, created_at)
            values (${order.id}::uuid, ${status}::order_status, ${PLACED_AS[status]}, ${order.userId}::uuid, clock_timestamp())
            returning created_at
          ), emptied as (
            delete from ${cartItems}
            where user_id = ${order.userId}::uuid and (product_id, size) in (${sizesOf(lines)})
          )
          select placed.order_number as "orderNumber", placed.status, placed.payment_status as "paymentStatus",
            placed.created_at as "createdAt", placed_event.created_at as "placedAt", item.id,
            item.product_id as "productId", item.name, item.name_bn as "nameBn", item.image, item.size,
            item.unit_price as "unitPrice",
            item.quantity
          from written_items item, placed, placed_event
          order by item.name, item.size, item.id`;
  }

  /** The order as `orderWriting` answered it. */
  function writtenOrder(
    order: NewOrder,
    rows: WrittenRow[],
    status: PlacedStatus,
  ): Omit<WrittenOrder, 'promoCode' | 'shopper'> {
    const [first] = rows;
    if (!first) throw new Error('the new order was not returned');
    return {
      order: {
        ...order,
        orderNumber: first.orderNumber,
        status: first.status,
        paymentStatus: first.paymentStatus,
        // Nothing is paid before delivery when an order is placed.
        paidInAdvance: 0,
        // Raw rows carry times as the database writes them, which Date reads (as drizzle does).
        createdAt: new Date(first.createdAt),
      },
      items: rows.map((row) => ({
        id: row.id,
        orderId: order.id,
        productId: row.productId,
        name: row.name,
        nameBn: row.nameBn,
        image: row.image,
        size: row.size,
        unitPrice: Number(row.unitPrice),
        quantity: Number(row.quantity),
      })),
      placedEvent: { status, note: PLACED_AS[status], createdAt: new Date(first.placedAt) },
    };
  }

  /** One try at placing the order, or the lines it undid when a size ran short between its reading and its taking. */
  const attempt = (
    userId: string,
    request: PlaceOrder,
    idempotencyKey: string | undefined,
    fingerprint: string,
  ) =>
    transactionEndingWith(
      async (tx, commitWith: CommitWith): Promise<Placed | { stockShort: ChosenLine[] }> => {
        const shopper = await lockShopper(tx, userId);
        const basis = await orderBasis(tx, userId, idempotencyKey, request.lines);
        if (basis.earlier) {
          if (basis.earlier.fingerprint !== fingerprint) throw new Conflict('idempotencyKeyReused');
          return { orderId: basis.earlier.id, replayed: true };
        }
        const { lines } = basis;
        const { address, method } = checkedRequest(request, lines.length);
        refuseWhatDoesNotFit(lines);
        const goods = lines.map((line) => ({ unitPrice: line.price, quantity: line.quantity }));
        const promo = basis.promoCodeId
          ? await cartPromo(tx, userId, basis.promoCodeId, subtotalOf(goods))
          : null;
        const totals = orderTotals({
          lines: goods,
          promo,
          // An address given as text has no city of its own: the fee rule reads the whole text.
          deliveryFee: deliveryFeeFor(address.city || address.address, basis.deliveryCosts),
          taxBasisPoints: basis.taxRate?.basisPoints ?? 0,
        });
        const order: NewOrder = {
          // Made here, so that the order's lines, its event and its promo code's use can name it.
          id: randomUUID(),
          userId,
          paymentMethod: method,
          ...totals,
          promoCodeId: promo?.id ?? null,
          shippingAddress: address,
          notes: request.notes?.trim() ?? '',
          // The language the shop was read in as the order was placed; the account's when not told.
          language: request.language ?? shopper.language,
          idempotencyKey: idempotencyKey ?? null,
          idempotencyFingerprint: idempotencyKey ? fingerprint : null,
        };
        // Discount and tax are at most the goods, so these two bound every sum the order keeps.
        if (order.subtotal > MAX_ORDER_POISHA || order.total > MAX_ORDER_POISHA)
          throw new HttpError(422, 'orderTooLarge');
        const codCase: CodCase | null =
          method === 'cash_on_delivery'
            ? {
                userId,
                phone: address.phone,
                point: address,
                total: order.total,
                deliveryFee: order.shippingCost,
                advance: request.codAdvance === true,
              }
            : null;
        if (request.codAdvance && !codCase) throw new BadRequest('codAdvanceNotOffered');
        const assessment = codCase ? await assessCod(tx, codCase) : null;
        if (codCase && assessment) {
          const refusal = refusalOf(codCase, assessment);
          if (refusal) throw new CodRefused(codCase, assessment, refusal);
          if (codCase.advance && assessment.decision !== 'advance')
            throw new Conflict('codAdvanceNotOffered');
        }
        const status: PlacedStatus = assessment
          ? PLACED_STATUS[assessment.decision as PlacedDecision]
          : 'pending';
        const decisionRecord =
          codCase && assessment
            ? [
                tx
                  .insert(codAssessments)
                  .values(assessmentRow(codCase, assessment, order.id))
                  .getSQL(),
              ]
            : [];
        const redemption = promo
          ? [
              ...promotions.redemption(promo, userId, order.id, tx),
              tx.delete(cartPromos).where(eq(cartPromos.userId, userId)).getSQL(),
            ]
          : [];
        try {
          // The confirmation is queued with the order, in its commit; it is written when sent, from
          // the order as it was committed (its number is the database's).
          const confirmation = confirmByMail
            ? composedMailStatements(tx, { to: shopper.email, topic: ORDER_PLACED_TOPIC, about: order.id })
            : [];
          const [written] = await commitWith([
            orderWriting(order, lines, status),
            ...redemption,
            stockTaking(lines),
            ...decisionRecord,
            ...confirmation,
            // A held order is told of when the operator releases it (the state machine's step).
            ...(status === 'held' ? [] : orderSmsStatements(order.id, 'order_placed')),
          ]);
          return {
            orderId: order.id,
            replayed: false,
            codDecision: assessment?.decision ?? null,
            written: {
              ...writtenOrder(order, written as WrittenRow[], status),
              promoCode: promo?.code ?? null,
              shopper,
            },
          };
        } catch (error) {
          // Another order took the stock since the basis was read: the order was undone.
          if (isStockShort(error)) return { stockShort: lines };
          throw error;
        }
      },
    );

  /** Places the order, tried again (a few times at most) while stock it read runs short meanwhile. */
  async function placeAdmitted(
    userId: string,
    request: PlaceOrder,
    idempotencyKey: string | undefined,
    fingerprint: string,
  ): Promise<Placed> {
    for (let tries = 1; ; tries++) {
      const placed = await attempt(userId, request, idempotencyKey, fingerprint).catch(
        async (error: unknown) => {
          if (error instanceof CodRefused) counters?.codDecided(error.assessment.decision);
          throw error;
        },
      );
      if ('replayed' in placed && !placed.replayed && placed.codDecision)
        counters?.codDecided(placed.codDecision);
      if (!('stockShort' in placed)) return placed;
      // Named with the stock as it is now; should it have come back meanwhile (a cancelled order),
      // the order is tried again, a few times at most.
      const left = await stockNow(db, placed.stockShort);
      refuseWhatDoesNotFit(
        placed.stockShort.map((line) => ({
          ...line,
          inStock: left.get(`${line.productId}/${line.size}`) ?? 0,
        })),
      );
      if (tries === 3) throw new Conflict('orderLinesChanged');
    }
  }

  return async function placeOrder(
    userId: string,
    request: PlaceOrder,
    idempotencyKey: string | undefined,
  ): Promise<Placed> {
    const fingerprint = fingerprintOf(request);
    // An account refused cash on delivery too often waits; a refusal is recorded once it ended.
    const admission =
      request.paymentMethod?.trim() === 'cash_on_delivery' ? await codRefusals.admit(userId) : null;
    try {
      const placed = await placeAdmitted(userId, request, idempotencyKey, fingerprint);
      await admission?.placed(placed.replayed ? null : placed.codDecision);
      return placed;
    } catch (error) {
      await admission?.failed(error);
      throw error;
    }
  };
}
