import type { AdminReturn, AdminReturnListQuery } from '@haat/contracts/admin';
import type { ReturnStatus } from '@haat/contracts/constants';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orderItems, orders, returns, shownSize, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { takaFromPoisha } from '../../lib/money';
import { containsPattern } from '../../lib/sql';
import { type ReturnDetails, returnDecidedMail } from '../../mail/messages';
import type { FileStorage } from '../../storage';
import { recordAction } from '../audit/service';
import { productImageUrls } from '../catalogue/images';
import { queueOrderSms } from '../messages/order-sms';
import { queueMail } from '../messages/outbox';
import { refundFor, refundOrderOnceReturned } from './refunds';
import { putBackInStock } from './stock';

type AdminReturnsDeps = { db: Database; storage: FileStorage; publicUrl: string };

/** Filters as the contract parsed them: an empty value is already no filter. */
type Filters<T> = { [K in keyof T]?: Exclude<T[K], ''> };

type Decision =
  | { kind: 'approved'; note: string }
  | { kind: 'rejected'; reason: string }
  | { kind: 'refunded'; note: string };

/** Where a return must stand for each decision, and the refusal when it does not. */
const DECIDED_FROM: Record<
  Decision['kind'],
  { from: ReturnStatus; refusal: 'returnAlreadyDecided' | 'returnNotApproved' }
> = {
  approved: { from: 'requested', refusal: 'returnAlreadyDecided' },
  rejected: { from: 'requested', refusal: 'returnAlreadyDecided' },
  refunded: { from: 'approved', refusal: 'returnNotApproved' },
};

const AUDITED_AS: Record<Decision['kind'], string> = {
  approved: 'return.approve',
  rejected: 'return.reject',
  refunded: 'return.refund',
};

/**
 * The operator's returns: the shoppers' returns to decide, and the decisions. A return waits for
 * one: approved (its units go back on sale), rejected with a reason the shopper reads, and once
 * approved, refunded (the order's payment is given back once every line is: refunds.ts). Each
 * decision is taken once under the return's and the order's locks, audited, and told to the
 * shopper by email.
 */
export function createAdminReturns({ db, storage, publicUrl }: AdminReturnsDeps) {
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

  async function decide(actorUserId: string, returnId: string, decision: Decision): Promise<AdminReturn> {
    if (!isUuid(returnId)) throw new NotFound('returnNotFound');
    await db.transaction(async (tx) => {
      // Locked: two decisions on one return take turns, and the second sees the first's.
      const [row] = await tx
        .select({
          status: returns.status,
          orderId: returns.orderId,
          orderNumber: orders.orderNumber,
          order: { subtotal: orders.subtotal, discount: orders.discount, tax: orders.tax },
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
      if (decision.kind !== 'rejected')
        await queueOrderSms(
          tx,
          row.orderId,
          decision.kind === 'approved' ? 'return_approved' : 'refund_sent',
        );
      const orderRefunded =
        decision.kind === 'refunded' && (await refundOrderOnceReturned(tx, row.orderId, actorUserId));
      const words = 'reason' in decision ? decision.reason : decision.note;
      await recordAction(tx, {
        actorUserId,
        action: AUDITED_AS[decision.kind],
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
  };
}
export type AdminReturns = ReturnType<typeof createAdminReturns>;
