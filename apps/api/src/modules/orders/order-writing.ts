import { ORDER_NOTES } from '@haat/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  cartItems,
  orderItems,
  orderStatusEvents,
  orders,
  type StockSize,
  type users,
} from '../../db/schema';
import { dhakaIso } from '../../lib/dhaka-time';
import { sizesOf } from './stock';

/**
 * How a new order is written: the one statement that writes the order, its lines and its first
 * event and takes the lines out of the cart, and the order as the database answered it.
 */

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
export type NewOrder = Omit<
  OrderAsWritten,
  'orderNumber' | 'status' | 'paymentStatus' | 'paidInAdvance' | 'createdAt'
> &
  Pick<OrderRow, 'userId' | 'promoCodeId' | 'idempotencyKey' | 'idempotencyFingerprint'>;

/** A row of the statement that writes an order: one per line, as the drivers answer raw SQL. */
export type WrittenRow = {
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

const PLACED_NOTE = ORDER_NOTES.placed;

/** The status an order is placed in, and the note of its first event, by what the COD guard decided. */
const PLACED_AS = {
  pending: PLACED_NOTE,
  held: ORDER_NOTES.heldForReview,
  awaiting_advance: ORDER_NOTES.awaitingAdvance,
} as const;
export type PlacedStatus = keyof typeof PLACED_AS;

/** A line as the order keeps it: the product's names, picture and price as it was ordered. */
export type OrderedLine = {
  productId: string;
  /** ONE_SIZE for a product sold in one size, which the order line keeps too. */
  size: StockSize;
  quantity: number;
  name: string;
  /** The product's Bengali name, which the order line keeps beside the English one. */
  nameBn: string | null;
  price: number;
  imageKey: string | null;
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

/**
 * The statement that writes the order, its lines and its first status event, and takes the lines
 * out of the cart; written out in SQL, as building it for every order with the query builder
 * took several times the CPU of running it. It answers what the database made: the order's
 * number, status and time, its lines in the order its page lists them (by the database's
 * collation), and the event's time: the clock's, not the transaction's start, so that the events
 * of one transaction keep their order.
 */
export function orderWriting(order: NewOrder, lines: OrderedLine[], status: PlacedStatus): SQL {
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
export function writtenOrder(
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
