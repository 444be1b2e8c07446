import { createHash, randomUUID } from 'node:crypto';
import type { PaymentProofInput } from '@haat/contracts';
import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { orders, paymentProofs } from '../../db/schema';
import { BadRequest, Conflict, Forbidden, fieldRefusal, NotFound } from '../../errors';
import { dhakaIso } from '../../lib/dhaka-time';
import { isUuid } from '../../lib/ids';
import { checkedUpload } from '../../lib/images';
import { poishaFromTaka } from '../../lib/money';
import { isUniqueViolation } from '../../lib/sql';
import { type FileStorage, PRIVATE_PREFIX } from '../../storage';
import { changePayment, lockOrder, paymentRefusal } from './order-state-machine';

/** Today in Dhaka, as YYYY-MM-DD: a payment made today there is never "in the future". */
const todayInDhaka = () => dhakaIso().slice(0, 10);

type PaymentProofsDeps = { db: Database; storage: FileStorage };

/**
 * Payment proofs: a shopper who paid an order by bKash, Nagad, Rocket or bank sends the
 * transaction's details and a screenshot; the order's payment becomes `submitted` until the shop
 * checks it. A rejected proof may be followed by a new one.
 */
export function createPaymentProofs({ db, storage }: PaymentProofsDeps) {
  /** Refuses unless the order is the shopper's and its payment may take a proof now (read without a lock). */
  async function refuseUnlessPayable(userId: string, orderId: string) {
    const [order] = await db
      .select({
        userId: orders.userId,
        status: orders.status,
        paymentStatus: orders.paymentStatus,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) throw new NotFound('orderNotFound');
    if (order.userId !== userId) throw new Forbidden('orderForbidden');
    const refusal = paymentRefusal('proofSubmitted', order);
    if (refusal) throw new Conflict(refusal);
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
      await refuseUnlessPayable(userId, orderId);
      if (proof.payment_date > todayInDhaka())
        throw new BadRequest(fieldRefusal('payment_date', 'paymentDateInvalid'));
      const screenshot = await checkedUpload(proof.screenshot);
      const screenshotKey = `${PRIVATE_PREFIX}payment-proofs/${orderId}/${randomUUID()}.webp`;
      await storage.put(screenshotKey, screenshot);
      const transactionId = proof.transaction_id.trim();
      try {
        await db.transaction(async (tx) => {
          // Locked: two proofs sent at once for one order take turns, and the second is refused.
          const order = await lockOrder(tx, orderId);
          if (order.userId !== userId) throw new Forbidden('orderForbidden');
          await changePayment(tx, order, 'proofSubmitted', { actorUserId: userId });
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
        });
      } catch (error) {
        // Two orders sending one transaction id at the same moment: the index decides, one is refused.
        if (isUniqueViolation(error)) throw new Conflict(fieldRefusal('transaction_id', 'transactionIdUsed'));
        throw error;
      }
    },
  };
}
