import type {
  AdminCancellation,
  AdminCancellationListQuery,
  AdminReturn,
  AdminReturnListQuery,
} from '@haat/contracts/admin';
import type { ReturnStatus } from '@haat/contracts/constants';
import { and, asc, count, desc, eq, ilike, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { orderItems, orderStatusEvents, orders, returns, shownSize, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { takaFromPoisha } from '../../lib/money';
import { containsPattern } from '../../lib/sql';
import { orderRefundedMail, type ReturnDetails, returnDecidedMail } from '../../mail/messages';
import type { FileStorage } from '../../storage';
import { recordAction } from '../audit/service';
import { productImageUrls } from '../catalogue/images';
import { queueMail } from '../messages/outbox';
import { putBackInStock } from './restock';

type RefundsDeps = { db: Database; storage: FileStorage; publicUrl: string };

/** Filters as the contract parsed them: an empty value is already no filter. */
type Filters<T> = { [K in keyof T]?: Exclude<T[K], ''> };

const cancellers = alias(users, 'cancellers');

/**
 * What a returned line gives back: its price less its share of the order's discount, plus its
 * share of the tax (which was charged on goods after discount). Delivery is not given back.
 */
export const refundFor = (
  line: { unitPrice: number; quantity: number },
  order: { subtotal: number; discount: number; tax: number },
) => {
  const price = line.unitPrice * line.quantity;
  if (order.subtotal <= 0) return 0;
  return Math.round((price * (order.subtotal - order.discount + order.tax)) / order.subtotal);
};

/**
 * Refunds, the operator's side of returns and cancellations. A shopper's return waits for a
 * decision: approved (its units go back on sale), rejected with a reason, and once approved,
 * refunded. A cancelled order that was paid is owed its money back until it is marked refunded.
 * Each decision is taken once under the row's lock, audited, and told to the shopper by email.
 */
export function createRefunds({ db, storage, publicUrl }: RefundsDeps) {
  const phone = sql<string>`${orders.shippingAddress}->>'phone'`;

  const returnRows = (where: SQL | undefined) =>
    db
      .select({
        id: returns.id,
        orderId: returns.orderId,
        orderNumber: orders.orderNumber,
        customer: { id: users.id, name: users.name, email: users.email, phone },
        name: orderItems.name,
        image: orderItems.image,
        size: orderItems.size,
        quantity: orderItems.quantity,
        unitPrice: orderItems.unitPrice,
        order: { subtotal: orders.subtotal, discount: orders.discount, tax: orders.tax },
        reason: returns.reason,
        status: returns.status,
        createdAt: returns.createdAt,
        updatedAt: returns.updatedAt,
      })
      .from(returns)
      .innerJoin(orderItems, eq(orderItems.id, returns.orderItemId))
      .innerJoin(orders, eq(orders.id, returns.orderId))
      .innerJoin(users, eq(users.id, returns.userId))
      .where(where);

  type ReturnRow = Awaited<ReturnType<typeof returnRows>>[number];
  const toReturn = (row: ReturnRow): AdminReturn => ({
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    customer: { ...row.customer, phone: row.customer.phone ?? '' },
    name: row.name,
    image: row.image ? productImageUrls(storage, row.image).thumbnail : '',
    size: shownSize(row.size),
    quantity: row.quantity,
    refundAmount: takaFromPoisha(refundFor(row, row.order)),
    reason: row.reason,
    status: row.status,
    requestedAt: row.createdAt.toISOString(),
    decidedAt: row.status === 'requested' ? null : row.updatedAt.toISOString(),
  });

  async function returnById(returnId: string): Promise<AdminReturn> {
    const [row] = await returnRows(eq(returns.id, returnId));
    if (!row) throw new NotFound('returnNotFound');
    return toReturn(row);
  }

  const refundOwed = and(eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'paid'));
  const cancellationRows = (where: SQL | undefined) =>
    db
      .select({
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        customer: { id: users.id, name: users.name, email: users.email, phone },
        total: orders.total,
        paymentMethod: orders.paymentMethod,
        paymentStatus: orders.paymentStatus,
        cancelledAt: orderStatusEvents.createdAt,
        reason: orderStatusEvents.note,
        cancelledBy: cancellers.name,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .innerJoin(
        orderStatusEvents,
        and(eq(orderStatusEvents.orderId, orders.id), eq(orderStatusEvents.status, 'cancelled')),
      )
      .leftJoin(cancellers, eq(cancellers.id, orderStatusEvents.actorUserId))
      .where(and(eq(orders.status, 'cancelled'), where));

  type CancellationRow = Awaited<ReturnType<typeof cancellationRows>>[number];
  const toCancellation = (row: CancellationRow): AdminCancellation => ({
    ...row,
    customer: { ...row.customer, phone: row.customer.phone ?? '' },
    total: takaFromPoisha(row.total),
    cancelledAt: row.cancelledAt.toISOString(),
    refundOwed: row.paymentStatus === 'paid',
  });

  type Decision =
    | { kind: 'approved'; note: string }
    | { kind: 'rejected'; reason: string }
    | { kind: 'refunded'; note: string };
  /** Where a return must stand for each decision. */
  const DECIDED_FROM: Record<
    Decision['kind'],
    { from: ReturnStatus; refusal: 'returnAlreadyDecided' | 'returnNotApproved' }
  > = {
    approved: { from: 'requested', refusal: 'returnAlreadyDecided' },
    rejected: { from: 'requested', refusal: 'returnAlreadyDecided' },
    refunded: { from: 'approved', refusal: 'returnNotApproved' },
  };

  async function decide(actorUserId: string, returnId: string, decision: Decision): Promise<AdminReturn> {
    if (!isUuid(returnId)) throw new NotFound('returnNotFound');
    await db.transaction(async (tx) => {
      // Locked: two decisions on one return take turns, and the second sees the first's.
      const [row] = await tx
        .select({
          status: returns.status,
          orderId: returns.orderId,
          orderItemId: returns.orderItemId,
          orderNumber: orders.orderNumber,
          order: {
            subtotal: orders.subtotal,
            discount: orders.discount,
            tax: orders.tax,
            paymentStatus: orders.paymentStatus,
          },
          line: {
            productId: orderItems.productId,
            name: orderItems.name,
            nameBn: orderItems.nameBn,
            size: orderItems.size,
            quantity: orderItems.quantity,
            unitPrice: orderItems.unitPrice,
          },
          shopper: { name: users.name, email: users.email, language: users.language },
        })
        .from(returns)
        .innerJoin(orders, eq(orders.id, returns.orderId))
        .innerJoin(orderItems, eq(orderItems.id, returns.orderItemId))
        .innerJoin(users, eq(users.id, returns.userId))
        .where(eq(returns.id, returnId))
        .for('update', { of: [returns, orders] });
      if (!row) throw new NotFound('returnNotFound');
      const rule = DECIDED_FROM[decision.kind];
      if (row.status !== rule.from) throw new Conflict(rule.refusal);

      await tx
        .update(returns)
        .set({ status: decision.kind, updatedAt: sql`now()` })
        .where(eq(returns.id, returnId));
      if (decision.kind === 'approved') await putBackInStock(tx, [row.line]);
      // Every line of the order refunded: the order's payment is given back whole.
      let orderRefunded = false;
      if (decision.kind === 'refunded' && row.order.paymentStatus === 'paid') {
        const [left] = await tx
          .select({ n: count() })
          .from(orderItems)
          .leftJoin(returns, eq(returns.orderItemId, orderItems.id))
          .where(
            and(eq(orderItems.orderId, row.orderId), or(isNull(returns.id), ne(returns.status, 'refunded'))),
          );
        if ((left?.n ?? 0) === 0) {
          orderRefunded = true;
          await tx
            .update(orders)
            .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
            .where(eq(orders.id, row.orderId));
        }
      }
      const words = 'reason' in decision ? decision.reason : decision.note;
      await recordAction(tx, {
        actorUserId,
        action: `return.${decision.kind === 'approved' ? 'approve' : decision.kind === 'rejected' ? 'reject' : 'refund'}`,
        entity: 'return',
        entityId: returnId,
        before: { status: row.status },
        after: {
          status: decision.kind,
          ...(words ? { [decision.kind === 'rejected' ? 'reason' : 'note']: words } : {}),
          ...(decision.kind === 'approved'
            ? { restocked: { size: shownSize(row.line.size), quantity: row.line.quantity } }
            : {}),
          ...(orderRefunded ? { orderPaymentStatus: 'refunded' } : {}),
        },
      });

      const details: ReturnDetails = {
        orderNumber: row.orderNumber,
        line: { ...row.line, size: shownSize(row.line.size) },
        note: 'note' in decision ? decision.note : '',
      };
      await queueMail(tx, {
        topic: 'return_decided',
        to: row.shopper.email,
        ...returnDecidedMail({
          language: row.shopper.language,
          name: row.shopper.name,
          link: `${publicUrl}/returns`,
          decision:
            decision.kind === 'rejected'
              ? { kind: 'rejected', reason: decision.reason, ...details }
              : decision.kind === 'refunded'
                ? {
                    kind: 'refunded',
                    amount: takaFromPoisha(refundFor(row.line, row.order)),
                    ...details,
                  }
                : { kind: 'approved', ...details },
        }),
      });
    });
    return returnById(returnId);
  }

  return {
    /** A page of returns: those waiting oldest first (a queue), the others newest decision first. */
    async returns({ status, q }: Filters<AdminReturnListQuery>, page: number, pageSize: number) {
      const where = and(
        status ? eq(returns.status, status) : undefined,
        q
          ? or(ilike(orders.orderNumber, containsPattern(q)), ilike(users.name, containsPattern(q)))
          : undefined,
      );
      const orderBy =
        status === 'requested'
          ? [asc(returns.createdAt), asc(returns.id)]
          : [desc(returns.updatedAt), desc(returns.id)];
      const [rows, [total]] = await Promise.all([
        returnRows(where)
          .orderBy(...orderBy)
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(returns)
          .innerJoin(orders, eq(orders.id, returns.orderId))
          .innerJoin(users, eq(users.id, returns.userId))
          .where(where),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows: rows.map(toReturn) };
    },

    approveReturn: (actorUserId: string, returnId: string, note: string) =>
      decide(actorUserId, returnId, { kind: 'approved', note }),
    rejectReturn: (actorUserId: string, returnId: string, reason: string) =>
      decide(actorUserId, returnId, { kind: 'rejected', reason }),
    refundReturn: (actorUserId: string, returnId: string, note: string) =>
      decide(actorUserId, returnId, { kind: 'refunded', note }),

    /** A page of cancelled orders, most recently cancelled first. */
    async cancellations({ refund }: Filters<AdminCancellationListQuery>, page: number, pageSize: number) {
      const where =
        refund === 'owed'
          ? refundOwed
          : refund === 'refunded'
            ? eq(orders.paymentStatus, 'refunded')
            : undefined;
      const [rows, [total]] = await Promise.all([
        cancellationRows(where)
          .orderBy(desc(orderStatusEvents.createdAt), desc(orders.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.status, 'cancelled'), where)),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows: rows.map(toCancellation) };
    },

    /** Marks a cancelled, paid order refunded: once, however many times it is asked. */
    async refundCancellation(actorUserId: string, orderId: string, note: string): Promise<AdminCancellation> {
      if (!isUuid(orderId)) throw new NotFound('orderNotFound');
      await db.transaction(async (tx) => {
        const [order] = await tx
          .select({
            status: orders.status,
            paymentStatus: orders.paymentStatus,
            orderNumber: orders.orderNumber,
            total: orders.total,
            shopper: { name: users.name, email: users.email, language: users.language },
          })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, orderId))
          .for('update', { of: orders });
        if (!order) throw new NotFound('orderNotFound');
        if (order.status !== 'cancelled' || order.paymentStatus !== 'paid')
          throw new Conflict('refundNotOwed');
        await tx
          .update(orders)
          .set({ paymentStatus: 'refunded', updatedAt: sql`now()` })
          .where(eq(orders.id, orderId));
        await recordAction(tx, {
          actorUserId,
          action: 'order.refund',
          entity: 'order',
          entityId: orderId,
          before: { paymentStatus: order.paymentStatus },
          after: { paymentStatus: 'refunded', ...(note ? { note } : {}) },
        });
        await queueMail(tx, {
          topic: 'order_refunded',
          to: order.shopper.email,
          ...orderRefundedMail({
            language: order.shopper.language,
            name: order.shopper.name,
            link: `${publicUrl}/order/${orderId}`,
            refund: { orderNumber: order.orderNumber, amount: takaFromPoisha(order.total), note },
          }),
        });
      });
      const [row] = await cancellationRows(eq(orders.id, orderId));
      if (!row) throw new NotFound('orderNotFound');
      return toCancellation(row);
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
