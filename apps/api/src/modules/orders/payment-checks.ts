import type { AdminPaymentProof } from '@haat/contracts/admin';
import type { PaymentProofMethod, PaymentProofStatus } from '@haat/contracts/constants';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { orders, paymentProofs, users } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { takaFromPoisha } from '../../lib/money';
import { paymentCheckedMail } from '../../mail/messages';
import type { FileStorage } from '../../storage';
import { recordAction } from '../audit/service';
import { queueOrderSms } from '../messages/order-sms';
import { queueMail } from '../messages/outbox';
import { changePayment, lockOrder } from './order-state-machine';

type PaymentChecksDeps = { db: Database; storage: FileStorage; publicUrl: string };

const reviewers = alias(users, 'reviewers');

/**
 * The operator's side of payment proofs: the queue of proofs to check, each beside the order's
 * total and any other order that carries the same transaction id or screenshot, and the decision:
 * verified (the order is paid) or rejected with a reason the shopper reads (they may send another).
 */
export function createPaymentChecks({ db, storage, publicUrl }: PaymentChecksDeps) {
  /** Proofs as the operator sees them, in the order `orderBy` gives. */
  async function proofsWhere(where: SQL | undefined, orderBy: SQL[], limit?: number, offset = 0) {
    const query = db
      .select({
        proof: paymentProofs,
        order: {
          id: orders.id,
          orderNumber: orders.orderNumber,
          total: orders.total,
          shippingCost: orders.shippingCost,
          status: orders.status,
          paymentStatus: orders.paymentStatus,
          paymentMethod: orders.paymentMethod,
        },
        customerName: users.name,
        reviewerName: reviewers.name,
      })
      .from(paymentProofs)
      .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(reviewers, eq(reviewers.id, paymentProofs.reviewedBy))
      .where(where)
      .orderBy(...orderBy)
      .offset(offset);
    const rows = limit === undefined ? await query : await query.limit(limit);
    if (rows.length === 0) return [];

    // Every other order that carries one of these transaction ids or screenshots, in one query.
    const transactionIds = [...new Set(rows.map((row) => row.proof.transactionId))];
    const screenshots = [
      ...new Set(rows.flatMap((row) => (row.proof.screenshotSha256 ? [row.proof.screenshotSha256] : []))),
    ];
    const sameElsewhere = await db
      .selectDistinct({
        orderId: paymentProofs.orderId,
        orderNumber: orders.orderNumber,
        transactionId: paymentProofs.transactionId,
        screenshotSha256: paymentProofs.screenshotSha256,
      })
      .from(paymentProofs)
      .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
      .where(
        or(
          inArray(paymentProofs.transactionId, transactionIds),
          screenshots.length ? inArray(paymentProofs.screenshotSha256, screenshots) : undefined,
        ),
      )
      .orderBy(asc(orders.orderNumber));

    return rows.map(({ proof, order, customerName, reviewerName }): AdminPaymentProof => {
      const alsoOn: AdminPaymentProof['alsoOn'] = [];
      for (const other of sameElsewhere) {
        if (other.orderId === proof.orderId) continue;
        const same =
          other.transactionId === proof.transactionId
            ? ('transactionId' as const)
            : proof.screenshotSha256 && other.screenshotSha256 === proof.screenshotSha256
              ? ('screenshot' as const)
              : null;
        if (same && !alsoOn.some((seen) => seen.orderId === other.orderId && seen.same === same))
          alsoOn.push({ orderId: other.orderId, orderNumber: other.orderNumber, same });
      }
      return {
        _id: proof.id,
        status: proof.status,
        method: proof.method,
        transactionId: proof.transactionId,
        amount: takaFromPoisha(proof.amount),
        senderNumber: proof.senderNumber,
        senderName: proof.senderName,
        paymentDate: proof.paymentDate,
        submittedAt: proof.createdAt.toISOString(),
        reviewedAt: proof.reviewedAt?.toISOString() ?? null,
        reviewedBy: reviewerName,
        rejectionReason: proof.rejectionReason,
        // An order paid on delivery takes a proof only of its delivery fee, paid in advance.
        amountMatches:
          proof.amount === (order.paymentMethod === 'cash_on_delivery' ? order.shippingCost : order.total),
        alsoOn,
        order: {
          _id: order.id,
          orderNumber: order.orderNumber,
          total: takaFromPoisha(order.total),
          status: order.status,
          paymentStatus: order.paymentStatus,
          paymentMethod: order.paymentMethod,
          customerName,
        },
      };
    });
  }

  async function proofById(proofId: string): Promise<AdminPaymentProof> {
    const [proof] = isUuid(proofId) ? await proofsWhere(eq(paymentProofs.id, proofId), []) : [];
    if (!proof) throw new NotFound('proofNotFound');
    return proof;
  }

  /**
   * Decides a proof still waiting: the order's row is locked first (as a shopper's new proof
   * locks it), then the proof's; a second decision of the same proof finds it decided.
   */
  async function decide(
    actorUserId: string,
    proofId: string,
    decision: { verified: true } | { verified: false; reason: string },
  ): Promise<AdminPaymentProof> {
    if (!isUuid(proofId)) throw new NotFound('proofNotFound');
    const [found] = await db
      .select({ orderId: paymentProofs.orderId })
      .from(paymentProofs)
      .where(eq(paymentProofs.id, proofId));
    if (!found) throw new NotFound('proofNotFound');
    await db.transaction(async (tx) => {
      const order = await lockOrder(tx, found.orderId);
      const [proof] = await tx
        .select({ status: paymentProofs.status, amount: paymentProofs.amount })
        .from(paymentProofs)
        .where(eq(paymentProofs.id, proofId))
        .for('update');
      const [shopper] = await tx
        .select({
          orderNumber: orders.orderNumber,
          name: users.name,
          email: users.email,
          language: users.language,
        })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, order.id));
      if (!shopper || !proof) throw new NotFound('proofNotFound');
      if (proof.status !== 'submitted') throw new Conflict('proofAlreadyDecided');
      const status: PaymentProofStatus = decision.verified ? 'approved' : 'rejected';
      const rejectionReason = decision.verified ? null : decision.reason;
      await tx
        .update(paymentProofs)
        .set({ status, rejectionReason, reviewedBy: actorUserId, reviewedAt: sql`now()` })
        .where(eq(paymentProofs.id, proofId));
      // Verified, the order is paid (and confirmed when it waited for it: it leaves To Pay for To
      // Ship); rejected, it waits for a payment again and the shopper may send another proof. The
      // proof of an order paid on delivery is of its delivery fee, paid first: the order goes on.
      const verified = order.paymentMethod === 'cash_on_delivery' ? 'advanceVerified' : 'proofVerified';
      const after = await changePayment(tx, order, decision.verified ? verified : 'proofRejected', {
        actorUserId,
      });
      await recordAction(tx, {
        actorUserId,
        action: decision.verified ? 'paymentProof.verify' : 'paymentProof.reject',
        entity: 'paymentProof',
        entityId: proofId,
        before: { status: proof.status, orderPaymentStatus: order.paymentStatus, orderStatus: order.status },
        after: {
          status,
          orderPaymentStatus: after.paymentStatus,
          orderStatus: after.status,
          ...(rejectionReason ? { rejectionReason } : {}),
        },
      });
      if (decision.verified) await queueOrderSms(tx, found.orderId, 'payment_verified');
      await queueMail(tx, {
        topic: 'payment_checked',
        to: shopper.email,
        ...paymentCheckedMail({
          language: shopper.language,
          name: shopper.name,
          link: `${publicUrl}/order/${found.orderId}`,
          decision: decision.verified
            ? {
                verified: true,
                orderNumber: shopper.orderNumber,
                amount: takaFromPoisha(proof.amount),
              }
            : { verified: false, orderNumber: shopper.orderNumber, reason: decision.reason },
        }),
      });
    });
    return proofById(proofId);
  }

  return {
    /** Proofs still waiting to be checked that were paid by one of `methods`, oldest first. */
    waiting: (methods: readonly PaymentProofMethod[], limit: number) =>
      proofsWhere(
        and(eq(paymentProofs.status, 'submitted'), inArray(paymentProofs.method, [...methods])),
        [asc(paymentProofs.createdAt), asc(paymentProofs.id)],
        limit,
      ),

    /** Every proof of one order, newest first. */
    ofOrder: (orderId: string) =>
      proofsWhere(eq(paymentProofs.orderId, orderId), [
        desc(paymentProofs.createdAt),
        desc(paymentProofs.id),
      ]),

    /** A page of proofs in one state: those waiting oldest first, decided ones newest decision first. */
    async queue(status: PaymentProofStatus, page: number, pageSize: number) {
      const where = eq(paymentProofs.status, status);
      const orderBy =
        status === 'submitted'
          ? [asc(paymentProofs.createdAt), asc(paymentProofs.id)]
          : [desc(paymentProofs.reviewedAt), desc(paymentProofs.id)];
      const [rows, [total]] = await Promise.all([
        proofsWhere(where, orderBy, pageSize, (page - 1) * pageSize),
        db.select({ n: count() }).from(paymentProofs).where(where),
      ]);
      return { total: total?.n ?? 0, page, pageSize, rows };
    },

    async screenshot(proofId: string): Promise<Buffer> {
      const [proof] = isUuid(proofId)
        ? await db
            .select({ key: paymentProofs.screenshotKey })
            .from(paymentProofs)
            .where(eq(paymentProofs.id, proofId))
        : [];
      const bytes = proof ? await storage.read(proof.key) : null;
      if (!bytes) throw new NotFound('proofNotFound');
      return bytes;
    },

    verify: (actorUserId: string, proofId: string) => decide(actorUserId, proofId, { verified: true }),

    reject: (actorUserId: string, proofId: string, reason: string) =>
      decide(actorUserId, proofId, { verified: false, reason }),
  };
}
export type PaymentChecks = ReturnType<typeof createPaymentChecks>;
