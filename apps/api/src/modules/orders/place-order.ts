import { randomUUID } from 'node:crypto';
import {
  type CodDecision,
  deliveryFeeFor,
  MAX_ORDER_TOTAL_TAKA,
  orderTotals,
  type PlaceOrder,
  subtotalOf,
} from '@haat/contracts';
import { eq, sql } from 'drizzle-orm';
import {
  type CommitWith,
  type Database,
  type DatabaseHandle,
  type Queryable,
  selectRows,
} from '../../db/client';
import { cartPromos, codAssessments, users } from '../../db/schema';
import { BadRequest, Conflict, HttpError } from '../../errors';
import { poishaFromTaka } from '../../lib/money';
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
import { type ChosenLine, orderBasis, refuseWhatDoesNotFit } from './order-basis';
import { checkedRequest, fingerprintOf } from './order-request';
import {
  type NewOrder,
  orderWriting,
  type PlacedStatus,
  type Shopper,
  type WrittenOrder,
  type WrittenRow,
  writtenOrder,
} from './order-writing';
import { isStockShort, stockNow, stockTaking } from './stock';

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

/** The outbox topic of an order's confirmation, composed by the orders service when it is sent. */
export const ORDER_PLACED_TOPIC = 'order_placed';

/** What placing answers: the new order, or the id of the one an earlier request under the same key placed. */
export type Placed =
  | { replayed: false; orderId: string; written: WrittenOrder; codDecision: CodDecision | null }
  | { replayed: true; orderId: string };

/** The most an order's goods, or its total, may come to (poisha): money columns are 32-bit integers. */
const MAX_ORDER_POISHA = poishaFromTaka(MAX_ORDER_TOTAL_TAKA);

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
