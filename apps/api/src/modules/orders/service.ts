import type {
  CancelledOrder,
  CodDecision,
  LanguageCode,
  Order,
  OrderItem,
  OrderSummary,
  PaymentProofInput,
  PlaceOrder,
  ShopperParcel,
} from '@haat/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../../db/client';
import {
  orderItems,
  orderStatusEvents,
  orders,
  paymentProofs,
  promoCodes,
  shownSize,
  users,
} from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { poishaFromTaka, takaFromPoisha } from '../../lib/money';
import type { OutgoingMail } from '../../mail/mailer';
import { orderPlacedMail } from '../../mail/messages';
import type { FileStorage } from '../../storage';
import { productImageUrls } from '../catalogue/images';
import type { Promotions } from '../promotions/service';
import type { CodRefusals } from '../risk/cod-refusals';
import { createOrderLifecycle } from './lifecycle';
import type { OrderAsWritten, Shopper } from './order-writing';
import { createPaymentProofs } from './payment-proofs';
import { createOrderPlacement } from './place-order';
import { createReturns } from './returns';

export type OrdersService = ReturnType<typeof createOrdersService>;

type OrderItemRow = typeof orderItems.$inferSelect;
type OrderStatusEventRow = typeof orderStatusEvents.$inferSelect;
type LatestProof = Pick<typeof paymentProofs.$inferSelect, 'status' | 'createdAt' | 'rejectionReason'>;

type OrdersDeps = {
  db: Database;
  /** Orders are written by a transaction whose last statements travel with its COMMIT. */
  transactionEndingWith: DatabaseHandle['transactionEndingWith'];
  storage: FileStorage;
  promotions: Promotions;
  /** The shop's address, for the link to the order in its confirmation. */
  publicUrl: string;
  /** Told of every new order once it committed (the metrics); none when metrics are off. */
  counters?: OrderCounters | null;
  /** The order's parcel as its shopper sees it (modules/shipping); null until a courier has it. */
  parcelOf: (orderId: string) => Promise<ShopperParcel | null>;
  /** Limits and records the COD guard's refusals of each account (modules/risk). */
  codRefusals: CodRefusals;
};

/** What is told of new orders: one call for each order placed, none for a repeated request. */
export type OrderCounters = {
  orderPlaced(paymentMethod: string, totalTaka: number): void;
  /** One call for each decision of the COD guard, the refusals' too. */
  codDecided(decision: CodDecision): void;
};

export function createOrdersService({
  db,
  transactionEndingWith,
  storage,
  promotions,
  publicUrl,
  counters,
  parcelOf,
  codRefusals,
}: OrdersDeps) {
  // An order line keeps the storage key of the product's picture as it was sold (docs/decisions.md).
  const toOrderItem = (item: OrderItemRow): OrderItem => ({
    _id: item.id,
    name: item.name,
    nameBn: item.nameBn,
    image: item.image ? productImageUrls(storage, item.image).thumbnail : '',
    price: takaFromPoisha(item.unitPrice),
    quantity: item.quantity,
    size: shownSize(item.size),
    product_id: item.productId,
  });

  const toSummary = (order: OrderAsWritten, items: OrderItem[], userName: string): OrderSummary => ({
    _id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    createdAt: order.createdAt.toISOString(),
    total: takaFromPoisha(order.total),
    items,
    user: { name: userName },
  });

  /** The lines of the orders, by order. Lines have no position of their own: a stable order keeps lists still. */
  async function itemsOf(orderIds: string[]): Promise<Map<string, OrderItem[]>> {
    const itemsByOrder = new Map<string, OrderItem[]>();
    if (orderIds.length === 0) return itemsByOrder;
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.name), asc(orderItems.size), asc(orderItems.id));
    for (const item of items) {
      const lines = itemsByOrder.get(item.orderId) ?? [];
      lines.push(toOrderItem(item));
      itemsByOrder.set(item.orderId, lines);
    }
    return itemsByOrder;
  }

  /** An order with everything its page shows, from its row, its lines (as listed) and its events. */
  const toOrder = (
    order: OrderAsWritten,
    items: OrderItem[],
    events: Pick<OrderStatusEventRow, 'status' | 'note' | 'createdAt'>[],
    promoCode: string | null,
    userName: string,
    latestProof: LatestProof | null = null,
    parcel: ShopperParcel | null = null,
  ): Order => ({
    ...toSummary(order, items, userName),
    subtotal: takaFromPoisha(order.subtotal),
    discount: takaFromPoisha(order.discount),
    tax: takaFromPoisha(order.tax),
    shippingCost: takaFromPoisha(order.shippingCost),
    paidInAdvance: takaFromPoisha(order.paidInAdvance),
    promoCode,
    shippingAddress: order.shippingAddress,
    notes: order.notes,
    statusEvents: events.map((event) => ({
      status: event.status,
      note: event.note,
      createdAt: event.createdAt.toISOString(),
    })),
    paymentProof: latestProof && {
      status: latestProof.status,
      submittedAt: latestProof.createdAt.toISOString(),
      rejectionReason: latestProof.rejectionReason,
    },
    parcel,
  });

  /**
   * One order with everything its page shows, whoever it belongs to, and the rows it was built
   * from that the operator's view adds to: its owner, and who made each step.
   */
  async function orderById(orderId: string) {
    const [row] = isUuid(orderId)
      ? await db
          .select({
            order: orders,
            promoCode: promoCodes.code,
            user: { name: users.name, email: users.email, language: users.language },
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
          .where(eq(orders.id, orderId))
      : [];
    if (!row) throw new NotFound('orderNotFound');
    const { order } = row;
    const [items, events, [latestProof], parcel] = await Promise.all([
      itemsOf([order.id]),
      db
        .select({
          status: orderStatusEvents.status,
          note: orderStatusEvents.note,
          createdAt: orderStatusEvents.createdAt,
          by: users.name,
        })
        .from(orderStatusEvents)
        .leftJoin(users, eq(users.id, orderStatusEvents.actorUserId))
        .where(eq(orderStatusEvents.orderId, order.id))
        .orderBy(asc(orderStatusEvents.createdAt), asc(orderStatusEvents.id)),
      db
        .select({
          status: paymentProofs.status,
          createdAt: paymentProofs.createdAt,
          rejectionReason: paymentProofs.rejectionReason,
        })
        .from(paymentProofs)
        .where(eq(paymentProofs.orderId, order.id))
        .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
        .limit(1),
      parcelOf(order.id),
    ]);
    return {
      order: toOrder(
        order,
        items.get(order.id) ?? [],
        events,
        row.promoCode,
        row.user.name,
        latestProof,
        parcel,
      ),
      owner: { id: order.userId, ...row.user },
      /** The language the order was placed in: its confirmation is written in it. */
      language: order.language,
      events,
    };
  }

  /** One of the shopper's orders: 404 for no such order, 403 for someone else's. */
  async function orderOf(userId: string, orderId: string): Promise<Order> {
    const { order, owner } = await orderById(orderId);
    if (owner.id !== userId) throw new Forbidden('orderForbidden');
    return order;
  }

  const placeOrder = createOrderPlacement({ db, transactionEndingWith, promotions, counters, codRefusals });

  /** The confirmation of a new order, in the language it was placed in: its lines, totals and pickup point. */
  function confirmationOf(shopper: Shopper, language: LanguageCode, order: Order): OutgoingMail {
    const point = order.shippingAddress;
    return {
      to: shopper.email,
      ...orderPlacedMail({
        language,
        name: shopper.name,
        link: `${publicUrl}/order/${order._id}`,
        order: {
          orderNumber: order.orderNumber,
          placedAt: new Date(order.createdAt),
          lines: order.items.map((item) => ({
            name: item.name,
            nameBn: item.nameBn,
            size: item.size,
            quantity: item.quantity,
            unitPrice: item.price,
            lineTotal: takaFromPoisha(poishaFromTaka(item.price) * item.quantity),
          })),
          subtotal: order.subtotal,
          discount: order.discount,
          promoCode: order.promoCode,
          tax: order.tax,
          shippingCost: order.shippingCost,
          total: order.total,
          pickupPoint: [point.fullName, point.address, point.city].filter(Boolean).join(', '),
          payOnDelivery: order.paymentMethod === 'cash_on_delivery',
        },
      }),
    };
  }
  const lifecycle = createOrderLifecycle({ db });
  const proofs = createPaymentProofs({ db, storage });
  const returns = createReturns({ db, storage });

  return {
    orderOf,
    orderById,
    itemsOf,
    lifecycle,
    returns,

    /** The screenshot of the latest proof of paying the shopper's order, as stored (WebP). */
    paymentProofScreenshot: (userId: string, orderId: string) => proofs.screenshot(userId, orderId),

    /** The shopper sends the proof of paying their order; its payment is then `submitted`. */
    async submitPaymentProof(userId: string, orderId: string, proof: PaymentProofInput): Promise<Order> {
      await proofs.submit(userId, orderId, proof);
      return orderOf(userId, orderId);
    },

    /** The shopper cancels their own order before it ships, saying why; its stock goes back. */
    async cancel(userId: string, orderId: string, reason: string): Promise<Order> {
      await lifecycle.move(orderId, { to: 'cancelled', note: reason, actorUserId: userId, ownerId: userId });
      return orderOf(userId, orderId);
    },

    /** The shopper's cancelled orders, most recently cancelled first, in the spec's cancelled-order shape. */
    async myCancellations(userId: string): Promise<CancelledOrder[]> {
      const rows = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          cancelledAt: orderStatusEvents.createdAt,
          reason: orderStatusEvents.note,
        })
        .from(orders)
        .innerJoin(
          orderStatusEvents,
          and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.status, 'cancelled')),
        )
        .where(and(eq(orders.userId, userId), eq(orders.status, 'cancelled')))
        .orderBy(desc(orderStatusEvents.createdAt), desc(orders.id));
      const items = await itemsOf(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber,
        requestedDate: row.cancelledAt.toISOString(),
        status: 'cancelled',
        reason: row.reason,
        products: (items.get(row.id) ?? []).map((item) => ({
          id: item.product_id,
          name: item.name,
          nameBn: item.nameBn,
          image: item.image,
          qty: item.quantity,
        })),
      }));
    },

    /**
     * Places an order (or finds the one an earlier request under the same key placed) and answers
     * it. A new order is answered as it was written, without reading it back; its confirmation
     * goes to the shopper by email, composed and sent in the background once the order committed.
     */
    async placeOrder(userId: string, request: PlaceOrder, idempotencyKey: string | undefined) {
      const placed = await placeOrder(userId, request, idempotencyKey);
      if (placed.replayed) return { order: await orderOf(userId, placed.orderId), replayed: true };
      const { order: row, items, placedEvent, promoCode, shopper } = placed.written;
      const order = toOrder(row, items.map(toOrderItem), [placedEvent], promoCode, shopper.name);
      counters?.orderPlaced(order.paymentMethod, order.total);
      return { order, replayed: false };
    },

    /**
     * An order's confirmation, composed when the outbox sends it (queued in the order's own commit,
     * placeOrder); null for an order that is not there.
     */
    async confirmationMail(orderId: string) {
      const found = await orderById(orderId).catch((error: unknown) => {
        if (error instanceof NotFound) return null;
        throw error;
      });
      if (!found) return null;
      const { to: _to, ...words } = confirmationOf(found.owner, found.language, found.order);
      return words;
    },

    /** The shopper's own orders, newest first, each with its lines. */
    async myOrders(userId: string): Promise<OrderSummary[]> {
      const rows = await db
        .select({ order: orders, userName: users.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt), desc(orders.id));
      const items = await itemsOf(rows.map(({ order }) => order.id));
      return rows.map(({ order, userName }) => toSummary(order, items.get(order.id) ?? [], userName));
    },
  };
}
