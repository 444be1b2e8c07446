import { type CodDecision, ERROR_MESSAGES } from '@haat/contracts';
import type { CodGuardSettings, CodReason, DeliveryHistory } from '@haat/contracts/admin';
import { and, eq, gt, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { blockedPhones, type codAssessments, orders } from '../../db/schema';
import { Conflict, type Refusal } from '../../errors';
import { takaFromPoisha } from '../../lib/money';
import { codGuardSettingsIn } from './cod-guard-settings';
import {
  addressHistory,
  addressKeyOfOrder,
  addressKeyOfPoint,
  bookedWithCourier,
  notReceived,
  phoneHistory,
  phoneOfOrder,
} from './delivery-history';
import { isPhoneVerified } from './verified-phones';

/**
 * The COD guard: an order paid on delivery is assessed as it is placed, in the placement's
 * transaction before it commits, from the shop's own history of its phone number and address and
 * from how many orders they placed in a day. The rules are read in a fixed order, so the same
 * history and settings always give the same decision, and each decision names the rules it came
 * from (docs/behaviour.md, "The COD guard"):
 *
 * 1. a number the operator blocked may not pay at the door;
 * 2. nor one, or an address, that placed the day's most orders paid at the door;
 * 3. a number with too many deliveries not received (a count, or a share of its finished orders)
 *    may pay online, or pay the delivery fee first (the order then waits for it);
 * 4. a number the settings ask a code of must be confirmed by one first;
 * 5. a number with fewer refusals than stop it has its order held for the operator's review;
 * 6. anything else passes.
 *
 * The shopper reads the reason and its figures only for a number that is theirs: a refusal tells
 * anyone else nothing of that number's history (`refusalOf`).
 */

/** What the guard is asked about: one order paid on delivery, about to be written. */
export type CodCase = {
  userId: string;
  /** As the shop keeps a mobile number. */
  phone: string;
  point: { address: string; city: string };
  /** Poisha. */
  total: number;
  /** Poisha: what is paid first when the shopper chooses to pay the delivery fee in advance. */
  deliveryFee: number;
  /** The shopper chose to pay the delivery fee in advance. */
  advance: boolean;
};

export type CodAssessment = {
  decision: CodDecision;
  reasons: CodReason[];
  phoneHistory: DeliveryHistory;
  addressHistory: DeliveryHistory;
  /**
   * The number is the shopper's own: verified on their account, or delivered to on their own
   * orders. Read only for a refusal that would tell of the number (blocked, its daily limit, its
   * deliveries not received); null for the other decisions.
   */
  shoppersOwnPhone: boolean | null;
};

/** The status an order the guard let through is placed in. */
export const PLACED_STATUS = { passed: 'pending', held: 'held', advance: 'awaiting_advance' } as const;
export type PlacedDecision = keyof typeof PLACED_STATUS;

/** A refusal of the guard: the placement is undone, and the decision is recorded after it. */
export class CodRefused extends Conflict {
  constructor(
    readonly codCase: CodCase,
    readonly assessment: CodAssessment,
    refusal: Refusal,
  ) {
    super(refusal);
  }
}

/** Namespaces of the advisory locks that queue one number's, and one address's, orders paid on delivery. */
const PHONE_LOCK = 30_001;
const ADDRESS_LOCK = 30_002;

/**
 * Orders paid on delivery the number, or the address, placed in the last 24 hours, but those
 * cancelled before a courier had them: such an order cost the shop nothing, and anyone could
 * otherwise place and cancel orders to a number (or an address) to use up its day.
 */
async function placedToday(q: Queryable, codCase: CodCase) {
  const lately = and(
    eq(orders.paymentMethod, 'cash_on_delivery'),
    gt(orders.createdAt, sql`now() - interval '24 hours'`),
    or(ne(orders.status, 'cancelled'), bookedWithCourier),
  );
  const [byPhone] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(sql`${phoneOfOrder} = ${codCase.phone}`, lately));
  const [byAddress] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(sql`${addressKeyOfOrder} = ${addressKeyOfPoint(codCase.point)}`, lately));
  return { phone: Number(byPhone?.n ?? 0), address: Number(byAddress?.n ?? 0) };
}

/** Whether the settings ask the number for a code before this order. */
function codeAsked(settings: CodGuardSettings, history: DeliveryHistory, totalPoisha: number): boolean {
  const { when, aboveTotal } = settings.verification;
  if (when === 'always') return true;
  if (when === 'new_numbers') return history.delivered === 0;
  if (when === 'above_total') return takaFromPoisha(totalPoisha) > aboveTotal;
  return false;
}

/**
 * The decision for `codCase`, its rules and the histories read; null while the guard is off. Under a daily limit, one number's
 * orders (and one address's) queue behind each other from here to the commit, so that the limit
 * holds however many are placed at once.
 */
export async function assessCod(q: Queryable, codCase: CodCase): Promise<CodAssessment | null> {
  const settings = await codGuardSettingsIn(q);
  if (!settings.enabled) return null;
  const { perPhone, perAddress } = settings.dailyLimits;
  // Only a daily limit needs the queue: without one, orders to one number go side by side.
  if (perPhone !== null)
    await q.execute(sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${codCase.phone}))`);
  if (perAddress !== null)
    await q.execute(
      sql`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${addressKeyOfPoint(codCase.point)}))`,
    );
  const [blocked] = await q
    .select({ note: blockedPhones.note })
    .from(blockedPhones)
    .where(eq(blockedPhones.phone, codCase.phone));
  const byPhone = await phoneHistory(q, codCase.phone);
  const byAddress = await addressHistory(q, codCase.point);
  const decided = (decision: CodDecision, reasons: CodReason[]): CodAssessment => ({
    decision,
    reasons,
    phoneHistory: byPhone,
    addressHistory: byAddress,
    shoppersOwnPhone: null,
  });
  /**
   * A refusal that tells of the number: whether the shopper may read it depends on whose number it
   * is. Only a code proves that: an order once delivered to a number (a gift) makes nobody its owner.
   */
  const refusedForPhone = async (decision: CodDecision, reasons: CodReason[]): Promise<CodAssessment> => ({
    ...decided(decision, reasons),
    shoppersOwnPhone: await isPhoneVerified(q, codCase.userId, codCase.phone),
  });

  if (blocked) return refusedForPhone('blocked', [{ rule: 'blocked', params: { note: blocked.note } }]);

  const today =
    perPhone === null && perAddress === null ? { phone: 0, address: 0 } : await placedToday(q, codCase);
  if (perPhone !== null && today.phone >= perPhone)
    return refusedForPhone('daily_limit', [
      { rule: 'phone_daily_limit', params: { count: today.phone, limit: perPhone } },
    ]);
  if (perAddress !== null && today.address >= perAddress)
    return decided('daily_limit', [
      { rule: 'address_daily_limit', params: { count: today.address, limit: perAddress } },
    ]);

  const refused = notReceived(byPhone);
  const { maxRefused, maxRefusedPercent, minFinishedOrders, holdFromRefused } = settings.refusals;
  const stopping: CodReason | null =
    refused >= maxRefused
      ? { rule: 'refusal_count', params: { refused, limit: maxRefused } }
      : byPhone.finished >= minFinishedOrders && (byPhone.refusalPercent ?? 0) >= maxRefusedPercent
        ? {
            rule: 'refusal_rate',
            params: {
              percent: byPhone.refusalPercent ?? 0,
              limit: maxRefusedPercent,
              finished: byPhone.finished,
            },
          }
        : null;
  if (stopping)
    return codCase.advance
      ? decided('advance', [
          stopping,
          { rule: 'advance_requested', params: { deliveryFee: takaFromPoisha(codCase.deliveryFee) } },
        ])
      : refusedForPhone('online_only', [stopping]);

  if (
    codeAsked(settings, byPhone, codCase.total) &&
    !(await isPhoneVerified(q, codCase.userId, codCase.phone))
  )
    return decided('needs_code', [
      {
        rule: 'code_required',
        params: { rule: settings.verification.when, total: takaFromPoisha(codCase.total) },
      },
    ]);

  if (refused >= holdFromRefused) return decided('held', [{ rule: 'refused_before', params: { refused } }]);
  return decided('passed', []);
}

/**
 * Someone else's number refused: what to do, with neither the reason nor a figure. Whether the
 * operator blocked it, its deliveries not received, its orders of the day stay with the shop; the
 * code form proves the number the shopper's, and the order tried again then says why.
 */
const notOfferedToPhone = (codCase: CodCase): Refusal => ({
  code: 'codPhoneNotOffered',
  message: ERROR_MESSAGES.codPhoneNotOffered,
  params: { phone: codCase.phone },
});

/**
 * Why the shopper may not place the order as it is, in words they can act on; null when it is
 * placed. A refusal for the number names its reason and figures only when the number is the
 * shopper's own (`shoppersOwnPhone`).
 */
export function refusalOf(codCase: CodCase, assessment: CodAssessment): Refusal | null {
  if (assessment.shoppersOwnPhone === false) return notOfferedToPhone(codCase);
  const [reason] = assessment.reasons;
  switch (assessment.decision) {
    case 'blocked':
      return { code: 'codPhoneBlocked', message: ERROR_MESSAGES.codPhoneBlocked };
    case 'needs_code':
      return {
        code: 'codPhoneCodeRequired',
        message: ERROR_MESSAGES.codPhoneCodeRequired,
        params: { phone: codCase.phone },
      };
    case 'daily_limit': {
      const limit = Number(reason?.params.limit ?? 0);
      return reason?.rule === 'address_daily_limit'
        ? {
            code: 'codAddressDailyLimit',
            message: `This address has received ${limit} orders paid on delivery in the last 24 hours, as many as one address may. Please pay online by bKash or Nagad, or order again tomorrow.`,
            params: { limit },
          }
        : {
            code: 'codPhoneDailyLimit',
            message: `This phone number has placed ${limit} orders paid on delivery in the last 24 hours, as many as one number may. Please pay online by bKash or Nagad, or order again tomorrow.`,
            params: { limit },
          };
    }
    case 'online_only': {
      const refused = notReceived(assessment.phoneHistory);
      const deliveryFee = takaFromPoisha(codCase.deliveryFee);
      return {
        code: 'codOnlinePaymentOnly',
        message: `Cash on delivery is not available for this phone number, as ${refused} earlier ${refused === 1 ? 'delivery' : 'deliveries'} to it ${refused === 1 ? 'was' : 'were'} not received. Please pay online by bKash or Nagad, or pay the delivery fee of ৳${deliveryFee} in advance.`,
        params: { refused, deliveryFee },
      };
    }
    default:
      return null;
  }
}

/** The row that records a decision: in the placement's commit for a placed order, on its own for a refusal. */
export const assessmentRow = (
  codCase: CodCase,
  assessment: CodAssessment,
  orderId: string | null,
): typeof codAssessments.$inferInsert => ({
  orderId,
  userId: codCase.userId,
  phone: codCase.phone,
  decision: assessment.decision,
  reasons: assessment.reasons,
  phoneHistory: assessment.phoneHistory,
  addressHistory: assessment.addressHistory,
  total: codCase.total,
});
