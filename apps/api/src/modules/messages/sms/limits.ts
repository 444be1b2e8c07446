import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { outboxMessages } from '../../../db/schema';
import { PHONE_CODE_TOPIC } from '../../risk/phone-code-sms';
import type { Admission } from '../sender';

export type SmsLimits = { perHour: number; perDay: number };
/** Which limit held an SMS back, and how many the number had already been sent in its window. */
export type HeldReason = { limit: 'hour' | 'day'; count: number };

/** The reason as the outbox row keeps it (`last_error`), and read back for the back office. */
const heldText = ({ limit, count }: HeldReason) =>
  `Held back: ${count} SMS already sent to this number in the last ${limit}.`;
const HELD = /^Held back: (\d+) SMS already sent to this number in the last (hour|day)\.$/;

export function heldReasonOf(lastError: string | null): HeldReason | null {
  const found = lastError ? HELD.exec(lastError) : null;
  return found ? { limit: found[2] as HeldReason['limit'], count: Number(found[1]) } : null;
}

/**
 * The limits of SMS to one number: before each SMS is sent, the messages let through to its number
 * in the last hour and day are counted, and it is let through (its `admitted_at` set) or held back.
 * The count and the mark happen under a transaction-scoped advisory lock on the number, in the
 * database every process shares, so two processes sending to one number at once take turns and
 * neither lets through one too many. A message let through is not counted again on its retries.
 *
 * They keep a fault or a flood of the shop's own news (an order's steps) from texting a number
 * again and again. Phone codes go past them, neither held nor counted: a code is limited where it
 * is asked for (risk/phone-verification.ts: per account and number, per number from every account,
 * per address), where the asker is told; held here it would be answered as sent and never come,
 * and counted here anyone's asks for a number would hold back its owner's code and order news.
 */
export function smsLimitsAdmission(db: Database, limits: SmsLimits): Admission {
  return async (message) => {
    if (message.admittedAt || message.topic === PHONE_CODE_TOPIC) return null;
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtextextended(${`haat:sms:${message.recipient}`}, 0))`,
      );
      const [sent] = await tx
        .select({
          day: count(),
          hour: sql<number>`count(*) filter (where ${outboxMessages.admittedAt} > now() - interval '1 hour')`.mapWith(
            Number,
          ),
        })
        .from(outboxMessages)
        .where(
          and(
            eq(outboxMessages.channel, 'sms'),
            eq(outboxMessages.recipient, message.recipient),
            gt(outboxMessages.admittedAt, sql`now() - interval '1 day'`),
          ),
        );
      const hour = sent?.hour ?? 0;
      const day = sent?.day ?? 0;
      if (hour >= limits.perHour) return heldText({ limit: 'hour', count: hour });
      if (day >= limits.perDay) return heldText({ limit: 'day', count: day });
      await tx
        .update(outboxMessages)
        .set({ admittedAt: sql`now()` })
        .where(eq(outboxMessages.id, message.id));
      return null;
    });
  };
}
