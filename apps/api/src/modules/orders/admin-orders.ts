import type {
  AdminOrder,
  AdminOrderFilters,
  AdminOrderRow,
  AdminShipment,
  CorrectedShippingAddress,
  MoveOrder,
  SwitchToCashOnDelivery,
} from '@haat/contracts/admin';
import { and, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { orderItems, orders, shipments, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { dhakaIso } from '../../lib/dhaka-time';
import { takaFromPoisha } from '../../lib/money';
import { containsPattern } from '../../lib/sql';
import { orderMovedMail, paymentSwitchedMail } from '../../mail/messages';
import { recordAction } from '../audit/service';
import { queueMail } from '../messages/outbox';
import { deliveredBefore } from '../shipping/courier-figures';
import {
  correctShippingAddress,
  lockOrder,
  maySwitchToCashOnDelivery,
  nextStatuses,
  type OrderState,
} from './order-state-machine';
import type { PaymentChecks } from './payment-checks';
import type { OrdersService } from './service';

type AdminOrdersDeps = {
  db: Database;
  /** An order's bookings with couriers (modules/shipping), and whether it may be booked now. */
  shipping: {
    shipmentsOf(order: { id: string; status: string }): Promise<AdminShipment[]>;
    mayBook(order: OrderState): boolean;
  };
  orders: Pick<OrdersService, 'orderById' | 'lifecycle'>;
  paymentChecks: PaymentChecks;
  publicUrl: string;
};

/** Filters as the contract parsed them: an empty value is already no filter. */
type Filters = { [K in keyof AdminOrderFilters]?: Exclude<AdminOrderFilters[K], ''> };

/** The start of a day in Dhaka (UTC+6 all year), as an instant. */
const dhakaDayStart = (day: string) => new Date(`${day}T00:00:00+06:00`);
const DAY_MS = 24 * 60 * 60 * 1000;

/** At most this many orders go into one CSV export: a year of a busy shop, a file a spreadsheet opens. */
const CSV_ROW_LIMIT = 100_000;

/**
 * A CSV field: quoted, and with a leading apostrophe when it starts like a formula, so that a
 * customer named `=HYPERLINK(…)` stays text when the operator opens the file in a spreadsheet.
 */
const csvField = (value: string | number) => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/**
 * The operator's orders: every order, found by status, payment, method, day and free text, and
 * moved along its way with a note the shopper reads (by email, and in the order's history).
 */
export function createAdminOrders({
  db,
  orders: shopOrders,
  paymentChecks,
  publicUrl,
  shipping,
}: AdminOrdersDeps) {
  const phone = sql<string>`${orders.shippingAddress}->>'phone'`;

  function conditionsOf(filters: Filters): SQL | undefined {
    const { status, paymentStatus, paymentMethod, from, to, q, deliveredBy } = filters;
    return and(
      status ? eq(orders.status, status) : undefined,
      paymentStatus ? eq(orders.paymentStatus, paymentStatus) : undefined,
      paymentMethod ? eq(orders.paymentMethod, paymentMethod) : undefined,
      from ? gte(orders.createdAt, dhakaDayStart(from)) : undefined,
      to ? lt(orders.createdAt, new Date(dhakaDayStart(to).getTime() + DAY_MS)) : undefined,
      q ? inArray(orders.id, matchingText(containsPattern(q))) : undefined,
      deliveredBy ? deliveredBefore(db, new Date(dhakaDayStart(deliveredBy).getTime() + DAY_MS)) : undefined,
    );
  }

  /**
   * The orders whose number, customer's name or pickup phone holds the text: three searches, each
   * on its own trigram index (migration 0013), joined. One OR over both tables would read every order.
   */
  const matchingText = (pattern: string) => {
    const byNumber = db.select({ id: orders.id }).from(orders).where(ilike(orders.orderNumber, pattern));
    const byPhone = db.select({ id: orders.id }).from(orders).where(ilike(phone, pattern));
    const byName = db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(ilike(users.name, pattern));
    return union(byNumber, byPhone, byName);
  };

  const rowsQuery = (where: SQL | undefined) =>
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
        total: orders.total,
        userId: orders.userId,
        name: users.name,
        email: users.email,
        phone,
        itemCount: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0) from ${orderItems}
          where ${orderItems.orderId} = ${orders.id})`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id));

  type Row = Awaited<ReturnType<typeof rowsQuery>>[number];
  const toRow = (row: Row): AdminOrderRow => ({
    _id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt.toISOString(),
    status: row.status,
    paymentStatus: row.paymentStatus,
    paymentMethod: row.paymentMethod,
    total: takaFromPoisha(row.total),
    itemCount: row.itemCount,
    customer: { id: row.userId, name: row.name, email: row.email, phone: row.phone ?? '' },
  });

  /** Who an order's mail goes to, and its number and total, read in the transaction that queues it. */
  async function shopperOf(tx: Queryable, orderId: string) {
    const [row] = await tx
      .select({
        email: users.email,
        name: users.name,
        language: users.language,
        orderNumber: orders.orderNumber,
        total: orders.total,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    if (!row) throw new NotFound('orderNotFound');
    return row;
  }

  async function details(orderId: string) {
    const { order, owner, events } = await shopOrders.orderById(orderId);
    const shipments = await shipping.shipmentsOf({ id: order._id, status: order.status });
    const adminOrder: AdminOrder = {
      ...order,
      customer: { id: owner.id, name: owner.name, email: owner.email, phone: order.shippingAddress.phone },
      nextStatuses: nextStatuses(order),
      canSwitchToCashOnDelivery: maySwitchToCashOnDelivery(order),
      statusEvents: events.map((event) => ({
        status: event.status,
        note: event.note,
        createdAt: event.createdAt.toISOString(),
        by: event.by,
      })),
      paymentProofs: await paymentChecks.ofOrder(order._id),
      shipments,
      canBook:
        shipping.mayBook(order) &&
        !shipments.some((shipment) => ['booking', 'booked'].includes(shipment.state)),
    };
    return { order: adminOrder, language: owner.language };
  }

  return {
    details: async (orderId: string) => (await details(orderId)).order,

    /** The confirmed and processing orders the filters match, oldest first, for booking them with couriers. */
    async bookableMatching(filters: Filters, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(conditionsOf(filters), inArray(orders.status, ['confirmed', 'processing'])))
        .orderBy(orders.createdAt)
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** A page of the orders the filters match, newest first, and how many match in all. */
    async list(filters: Filters, page: number, pageSize: number) {
      const where = conditionsOf(filters);
      const [rows, [total]] = await Promise.all([
        rowsQuery(where)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(orders).where(where),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows: rows.map(toRow) };
    },

    /** Every order the filters match as CSV, newest first, with a byte order mark for spreadsheets. */
    /** The orders as CSV; an export of customers' names, emails and phones is recorded in the audit log. */
    async csv(actorUserId: string, filters: Filters): Promise<string> {
      const rows = await rowsQuery(conditionsOf(filters)).limit(CSV_ROW_LIMIT);
      await recordAction(db, {
        actorUserId,
        action: 'orders.export',
        entity: 'orders',
        entityId: 'csv',
        before: null,
        after: { filters: { ...filters }, rows: rows.length },
      });
      const head = [
        'Order number',
        'Placed (Dhaka time)',
        'Customer',
        'Email',
        'Phone',
        'Status',
        'Payment status',
        'Payment method',
        'Items',
        'Total (BDT)',
      ];
      const lines = rows.map((row) =>
        [
          row.orderNumber,
          dhakaIso(row.createdAt).slice(0, 16).replace('T', ' '),
          row.name,
          row.email,
          row.phone ?? '',
          row.status,
          row.paymentStatus,
          row.paymentMethod,
          row.itemCount,
          takaFromPoisha(row.total).toFixed(2),
        ]
          .map(csvField)
          .join(','),
      );
      return `\uFEFF${[head.map(csvField).join(','), ...lines].join('\r\n')}\r\n`;
    },

    /**
     * Moves the order one step (or cancels it before it ships), written with the operator's name
     * in its history and in the audit log; the shopper is told by email.
     */
    async move(actorUserId: string, orderId: string, { status, note = '' }: MoveOrder): Promise<AdminOrder> {
      await shopOrders.lifecycle.move(orderId, {
        to: status,
        note,
        actorUserId,
        alsoWrite: async (tx, from) => {
          await recordAction(tx, {
            actorUserId,
            action: 'order.move',
            entity: 'order',
            entityId: orderId,
            before: { status: from },
            after: { status, ...(note ? { note } : {}) },
          });
          // What an operator moves an order to, a shopper reads about; pending is where a held
          // order is released to (no step leads to held or awaiting_advance), and says nothing new.
          if (status === 'pending' || status === 'held' || status === 'awaiting_advance') return;
          const shopper = await shopperOf(tx, orderId);
          await queueMail(tx, {
            to: shopper.email,
            topic: 'order_moved',
            ...orderMovedMail({
              language: shopper.language,
              name: shopper.name,
              link: `${publicUrl}/order/${orderId}`,
              order: { orderNumber: shopper.orderNumber, status, note },
            }),
          });
        },
      });
      return (await details(orderId)).order;
    },

    /**
     * Corrects where an order goes, so that a courier can take it: only while it is in the shop
     * and no booking with a courier is open (the courier would keep the old address). Written as
     * an event of the order's history and an entry of the audit log with what it replaced.
     */
    async correctShippingAddress(
      actorUserId: string,
      orderId: string,
      input: CorrectedShippingAddress,
    ): Promise<AdminOrder> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const [open] = await tx
          .select({ id: shipments.id })
          .from(shipments)
          .where(and(eq(shipments.orderId, orderId), inArray(shipments.state, ['booking', 'booked'])));
        if (open) throw new Conflict('orderAddressLocked');
        const [before] = await tx
          .select({ address: orders.shippingAddress })
          .from(orders)
          .where(eq(orders.id, orderId));
        const address = {
          fullName: input.fullName,
          phone: input.phone,
          address: input.address.toLowerCase().includes(input.zone.toLowerCase())
            ? input.address
            : `${input.address}, ${input.zone}`,
          city: input.city,
          postalCode: `${input.province} - ${input.city} - ${input.zone}`,
          country: 'Bangladesh',
        };
        await correctShippingAddress(tx, order, address, { actorUserId });
        await recordAction(tx, {
          actorUserId,
          action: 'order.correctShippingAddress',
          entity: 'order',
          entityId: orderId,
          before: before?.address ?? null,
          after: { ...address, ...(input.note ? { note: input.note } : {}) },
        });
      });
      return (await details(orderId)).order;
    },

    /**
     * Switches an unpaid order paid online to cash on delivery, so that it may ship: an event of
     * its history (with the operator's name) and an entry of the audit log with the operator's
     * note; the shopper is told by email what they pay at the door.
     */
    async switchToCashOnDelivery(
      actorUserId: string,
      orderId: string,
      { note = '' }: SwitchToCashOnDelivery,
    ): Promise<AdminOrder> {
      await shopOrders.lifecycle.switchToCashOnDelivery(orderId, {
        actorUserId,
        alsoWrite: async (tx, from) => {
          await recordAction(tx, {
            actorUserId,
            action: 'order.switchToCashOnDelivery',
            entity: 'order',
            entityId: orderId,
            before: from,
            after: { paymentMethod: 'cash_on_delivery', paymentStatus: 'pending', ...(note ? { note } : {}) },
          });
          const shopper = await shopperOf(tx, orderId);
          await queueMail(tx, {
            to: shopper.email,
            topic: 'payment_switched',
            ...paymentSwitchedMail({
              language: shopper.language,
              name: shopper.name,
              link: `${publicUrl}/order/${orderId}`,
              order: { orderNumber: shopper.orderNumber, total: takaFromPoisha(shopper.total), note },
            }),
          });
        },
      });
      return (await details(orderId)).order;
    },
  };
}
export type AdminOrders = ReturnType<typeof createAdminOrders>;
