import { createHash, randomUUID } from 'node:crypto';
import type { PaymentProofInput } from '@haat/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema';
import { BadRequest, Conflict, Forbidden, fieldRefusal, NotFound } from '../../errors';
import { dhakaIso } from '../../lib/dhaka-time';
import { isUuid } from '../../lib/ids';
import { checkedUpload } from '../../lib/images';
import { poishaFromTaka } from '../../lib/money';
import { isUniqueViolation } from '../../lib/sql';
import { type FileStorage, PRIVATE_PREFIX } from '../../storage';

/** Today in Dhaka, as YYYY-MM-DD: a payment made today there is never "in the future". */
const todayInDhaka = () => dhakaIso().slice(0, 10);

type PaymentProofsDeps = { db: Database; storage: FileStorage };

/**
 * Payment proofs: a shopper who paid an order by bKash, Nagad, Rocket or bank sends the
 * transaction's details and a screenshot; the order's payment becomes `submitted` until the shop
 * checks it. A rejected proof may be followed by a new one.
 */
export function createPaymentProofs({ db, storage }: PaymentProofsDeps) {
  /** The order, if it is the shopper's and still waits for a payment proof. */
  async function payableOrder(q: Queryable, userId: string, orderId: string, lock: boolean) {
    const query = q
      .select({
        userId: orders.userId,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    const [order] = lock ? await query.for('update') : await query;
    if (!order) throw new NotFound('orderNotFound');
    if (order.userId !== userId) throw new Forbidden('orderForbidden');
    if (order.paymentMethod === 'cash_on_delivery') throw new Conflict('paymentProofNotNeeded');
    if (order.status === 'cancelled') throw new Conflict('orderCancelledNoPayment');
    if (order.paymentStatus === 'submitted') throw new Conflict('paymentProofPending');
    if (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
      throw new Conflict('orderAlreadyPaid');
    return order;
  }

  return {
    /**
     * The screenshot of the order's latest proof, for the order's owner: like the order's details,
     * 404 for no such order and 403 for another shopper's; 404 too while the order has no proof.
     */
    async screenshot(userId: string, orderId: string): Promise<Buffer> {
      const [latest] = isUuid(orderId)
        ? await db
            .select({ ownerId: orders.userId, screenshotKey: paymentProofs.screenshotKey })
            .from(orders)
            .leftJoin(paymentProofs, eq(paymentProofs.orderId, orders.id))
            .where(eq(orders.id, orderId))
            .orderBy(desc(paymentProofs.createdAt), desc(paymentProofs.id))
            .limit(1)
        : [];
      if (!latest) throw new NotFound('orderNotFound');
      if (latest.ownerId !== userId) throw new Forbidden('orderForbidden');
      const bytes = latest.screenshotKey ? await storage.read(latest.screenshotKey) : null;
      // No catalogue text names a missing proof: the plain "Not found." says it.
      if (!bytes) throw new NotFound('routeNotFound');
      return bytes;
    },

    async submit(userId: string, orderId: string, proof: PaymentProofInput): Promise<void> {
      if (!isUuid(orderId)) throw new NotFound('orderNotFound');
      // The cheap refusals first, before the picture is decoded and stored.
      await payableOrder(db, userId, orderId, false);
      if (proof.payment_date > todayInDhaka())
        throw new BadRequest(fieldRefusal('payment_date', 'paymentDateInvalid'));
      const screenshot = await checkedUpload(proof.screenshot);
      const screenshotKey = `${PRIVATE_PREFIX}payment-proofs/${orderId}/${randomUUID()}.webp`;
      await storage.put(screenshotKey, screenshot);
      const transactionId = proof.transaction_id.trim();
      try {
        await db.transaction(async (tx) => {
          // Locked: two proofs sent at once for one order take turns, and the second is refused.
          await payableOrder(tx, userId, orderId, true);
          const [elsewhere] = await tx
            .select({ id: paymentProofs.id })
            .from(paymentProofs)
            .where(
              and(
                eq(paymentProofs.method, proof.payment_method),
                eq(paymentProofs.transactionId, transactionId),
                ne(paymentProofs.status, 'rejected'),
              ),
            );
          if (elsewhere) throw new Conflict(fieldRefusal('transaction_id', 'transactionIdUsed'));
          await tx.insert(paymentProofs).values({
            orderId,
            userId,
            transactionId,
            method: proof.payment_method,
            amount: poishaFromTaka(proof.amount),
            screenshotKey,
            screenshotSha256: createHash('sha256').update(screenshot).digest('hex'),
            senderNumber: proof.sender_number.trim(),
            senderName: proof.sender_name.trim(),
            paymentDate: proof.payment_date,
          });
          await tx
            .update(orders)
            .set({ paymentStatus: 'submitted', updatedAt: sql`now()` })
            .where(eq(orders.id, orderId));
        });
      } catch (error) {
        // Two orders sending one transaction id at the same moment: the index decides, one is refused.
        if (isUniqueViolation(error)) throw new Conflict(fieldRefusal('transaction_id', 'transactionIdUsed'));
        throw error;
      }
    },
  };
}
