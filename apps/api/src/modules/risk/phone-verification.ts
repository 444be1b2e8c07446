import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  ERROR_MESSAGES,
  PHONE_CODE_DIGITS,
  PHONE_CODE_NUMBERS_PER_DAY,
  PHONE_CODE_RESEND_SECONDS,
  PHONE_CODE_TRIES,
  PHONE_CODE_VALID_SECONDS,
} from '@haat/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client';
import { phoneCodes, users } from '../../db/schema';
import { BadRequest, fieldRefusal, HttpError, TooManyRequests, Unauthorized } from '../../errors';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import { addressKey } from '../auth/limits';
import { queueSms } from '../messages/outbox';
import { PHONE_CODE_TOPIC, phoneCodeSms } from './phone-code-sms';
import { rememberVerifiedPhone } from './verified-phones';

/**
 * Codes one account may have sent to one number in an hour. Counted per account and number, so
 * that nobody can spend another shopper's codes by asking for their number.
 */
export const PHONE_CODES_PER_ACCOUNT_NUMBER = 5;
/** Codes one account may have sent to one number in 24 hours. */
export const PHONE_CODES_PER_ACCOUNT_NUMBER_PER_DAY = 8;
/**
 * Accounts that may have codes sent to one number in 24 hours; an account already among them goes
 * on. With the limits per account, a number receives at most 3 × 8 codes a day however many ask:
 * the guard against the shop being made to text someone over and over. Counted in accounts, not in
 * codes, so that keeping the owner from a code takes three accounts a day, each refused its own
 * after eight. The sender's limits per number (SMS_PER_NUMBER_PER_*, messages/sms/limits.ts) leave
 * codes out: they are limited here, where a refusal is answered, and counted there they would let a
 * stranger's asks hold back the owner's code or spend the number's allowance for its orders' SMS.
 */
export const PHONE_CODE_ACCOUNTS_PER_NUMBER = 3;
/** Codes one address (an IPv4 address, an IPv6 /64) may have sent in an hour, to any numbers. */
export const PHONE_CODES_PER_ADDRESS = 20;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The classes of the advisory locks by which the requests of one account, and for one number, take
 * turns (the two-key form, apart from the one-key locks of migrations and the demo seed). A request
 * takes its account's, then its number's: always in that order, so two never wait on each other.
 */
const ACCOUNT_LOCK_CLASS = 3028;
const NUMBER_LOCK_CLASS = 3027;

export type PhoneVerification = ReturnType<typeof createPhoneVerification>;

export type PhoneCodeSent = { phone: string; expiresInSeconds: number; resendAfterSeconds: number };

/** What a try at a code came to, decided in its transaction and answered once that commits. */
type TryOutcome = 'verified' | 'expired' | 'triesUsed' | { triesLeft: number };

/**
 * Proving a mobile number the shopper's own by a code sent to it by SMS.
 *
 * A code is six digits from the CSPRNG, good for five minutes and PHONE_CODE_TRIES tries, used
 * once; only its HMAC under `key` (derived from the shop's secret) is kept. Sending is limited in
 * the database: per account and number (one code a minute, PHONE_CODES_PER_ACCOUNT_NUMBER an hour),
 * and PHONE_CODES_PER_ACCOUNT_NUMBER_PER_DAY a day), per account (PHONE_CODE_NUMBERS_PER_DAY
 * different numbers in 24 hours) and per number (PHONE_CODE_ACCOUNTS_PER_NUMBER accounts in 24
 * hours), the requests of an account and for a number
 * taking turns on advisory locks, in every process; and per address in the rate-limit store (Redis
 * when set). Nothing in an answer depends on whether the number belongs to an account.
 */
export function createPhoneVerification({
  db,
  rateLimits,
  key,
}: {
  db: Database;
  rateLimits: RateLimitStore;
  /** The HMAC key of the codes kept. */
  key: string;
}) {
  /** The shopper, the number and the code in one HMAC: a code proves only that number, for only that shopper. */
  const hashOf = (userId: string, phone: string, code: string) =>
    createHmac('sha256', key).update(`${userId}\n${phone}\n${code}`).digest('hex');

  const newCode = () => String(randomInt(0, 10 ** PHONE_CODE_DIGITS)).padStart(PHONE_CODE_DIGITS, '0');

  /**
   * Sends the shopper a new code for `phone`, which replaces any earlier one. Refused within a minute
   * of the last code the shopper asked for the number, over the shopper's hourly limit for it, for a
   * number past the account's different numbers of the day, over the number's hourly limit from
   * every account, and over the address's hourly limit. Only codes sent count against the address,
   * so a shopper pressing Send again and again spends nothing.
   */
  async function requestCode(userId: string, phone: string, ip: string): Promise<PhoneCodeSent> {
    const addressCounter = `phone-codes-from:${addressKey(ip)}`;
    let counted = false;
    try {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext(${userId}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK_CLASS}, hashtext(${phone}))`);
        // New statements after the locks: they see the codes the previous holders committed.
        const [recent] = await selectRows<{
          waitSeconds: number | null;
          mineThisHour: number;
          hourReopensInMs: number | null;
          mineToday: number;
          dayReopensInMs: number | null;
          accounts: number;
          amongThem: boolean;
          accountsReopenInMs: number | null;
        }>(
          tx,
          sql`
            with today as (
              select user_id, sent_at from ${phoneCodes}
              where phone = ${phone} and sent_at > now() - interval '1 day'
            ), mine as (
              select sent_at from today where user_id = ${userId}
            ), accounts as (
              select user_id, max(sent_at) as last_sent_at from today group by user_id
            )
            select
              (select ceil(extract(epoch from max(sent_at) + make_interval(secs => ${PHONE_CODE_RESEND_SECONDS}) - now()))::int
                from mine) as "waitSeconds",
              (select count(*)::int from mine where sent_at > now() - interval '1 hour') as "mineThisHour",
              (select ceil(extract(epoch from min(sent_at) + interval '1 hour' - now()) * 1000)::int
                from mine where sent_at > now() - interval '1 hour') as "hourReopensInMs",
              (select count(*)::int from mine) as "mineToday",
              (select ceil(extract(epoch from min(sent_at) + interval '1 day' - now()) * 1000)::int from mine)
                as "dayReopensInMs",
              (select count(*)::int from accounts) as accounts,
              exists (select 1 from mine) as "amongThem",
              (select ceil(extract(epoch from min(last_sent_at) + interval '1 day' - now()) * 1000)::int
                from accounts) as "accountsReopenInMs"`,
        );
        const waitSeconds = recent?.waitSeconds ?? 0;
        if (waitSeconds > 0) throw resendTooSoon(waitSeconds);
        if ((recent?.mineThisHour ?? 0) >= PHONE_CODES_PER_ACCOUNT_NUMBER)
          throw new TooManyRequests(recent?.hourReopensInMs ?? HOUR_MS);
        if ((recent?.mineToday ?? 0) >= PHONE_CODES_PER_ACCOUNT_NUMBER_PER_DAY)
          throw new TooManyRequests(recent?.dayReopensInMs ?? DAY_MS);
        // The numbers the account was sent codes for in the last 24 hours: a new one past the cap is
        // refused until the one asked for longest ago leaves the day.
        const [numbers] = await selectRows<{
          count: number;
          asked: boolean | null;
          reopenInMs: number | null;
        }>(
          tx,
          sql`
            select
              count(*)::int as count,
              bool_or(phone = ${phone}) as asked,
              ceil(extract(epoch from min(last_sent_at) + interval '1 day' - now()) * 1000)::int as "reopenInMs"
            from (
              select phone, max(sent_at) as last_sent_at
              from ${phoneCodes}
              where user_id = ${userId} and sent_at > now() - interval '1 day'
              group by phone
            ) as asked_for`,
        );
        if (!numbers?.asked && (numbers?.count ?? 0) >= PHONE_CODE_NUMBERS_PER_DAY)
          throw tooManyNumbers(numbers?.reopenInMs ?? DAY_MS);
        if (!recent?.amongThem && (recent?.accounts ?? 0) >= PHONE_CODE_ACCOUNTS_PER_NUMBER)
          throw new TooManyRequests(recent?.accountsReopenInMs ?? DAY_MS);
        const hit = await rateLimits.hit(addressCounter, HOUR_MS);
        counted = true;
        if (hit.count > PHONE_CODES_PER_ADDRESS) throw new TooManyRequests(hit.resetInMs);

        const [shopper] = await tx
          .select({ language: users.language })
          .from(users)
          .where(eq(users.id, userId));
        if (!shopper) throw new Unauthorized('signInRequired');
        const code = newCode();
        await tx
          .delete(phoneCodes)
          .where(and(eq(phoneCodes.phone, phone), lt(phoneCodes.sentAt, sql`now() - interval '1 day'`)));
        await tx.insert(phoneCodes).values({
          userId,
          phone,
          codeHash: hashOf(userId, phone, code),
          expiresAt: sql`now() + make_interval(secs => ${PHONE_CODE_VALID_SECONDS})`,
        });
        await queueSms(tx, {
          to: phone,
          topic: PHONE_CODE_TOPIC,
          text: phoneCodeSms(shopper.language, code),
        });
      });
    } catch (error) {
      // Nothing was sent: the address is not charged for it.
      if (counted) await rateLimits.undo(addressCounter);
      throw error;
    }
    return {
      phone,
      expiresInSeconds: PHONE_CODE_VALID_SECONDS,
      resendAfterSeconds: PHONE_CODE_RESEND_SECONDS,
    };
  }

  /**
   * Checks `code` against the shopper's newest code for `phone`; right, the number is remembered as
   * theirs and the code is used. Each try is counted on the code's row under its lock, so parallel
   * tries take turns and never pass PHONE_CODE_TRIES; a wrong try's count is committed before the
   * refusal is answered.
   */
  async function confirmCode(userId: string, phone: string, code: string): Promise<{ phone: string }> {
    const outcome = await db.transaction(async (tx): Promise<TryOutcome> => {
      const [newest] = await tx
        .select({
          id: phoneCodes.id,
          codeHash: phoneCodes.codeHash,
          tries: phoneCodes.tries,
          live: sql<boolean>`${phoneCodes.usedAt} is null and ${phoneCodes.expiresAt} > now()`,
        })
        .from(phoneCodes)
        .where(and(eq(phoneCodes.userId, userId), eq(phoneCodes.phone, phone)))
        .orderBy(desc(phoneCodes.sentAt))
        .limit(1)
        .for('update');
      if (!newest?.live) return 'expired';
      if (newest.tries >= PHONE_CODE_TRIES) return 'triesUsed';
      const tries = newest.tries + 1;
      const right = timingSafeEqual(
        Buffer.from(hashOf(userId, phone, code), 'hex'),
        Buffer.from(newest.codeHash, 'hex'),
      );
      await tx
        .update(phoneCodes)
        .set({ tries, ...(right ? { usedAt: sql`now()` } : {}) })
        .where(eq(phoneCodes.id, newest.id));
      if (!right) return tries >= PHONE_CODE_TRIES ? 'triesUsed' : { triesLeft: PHONE_CODE_TRIES - tries };
      await rememberVerifiedPhone(tx, userId, phone);
      return 'verified';
    });
    if (outcome === 'verified') return { phone };
    if (outcome === 'expired') throw new BadRequest('phoneCodeExpired');
    if (outcome === 'triesUsed') throw new HttpError(429, 'phoneCodeTriesUsed');
    throw new BadRequest({
      ...fieldRefusal('code', 'phoneCodeWrong'),
      params: { triesLeft: outcome.triesLeft },
    });
  }

  return { requestCode, confirmCode };
}

/** The refusal of a code asked for within a minute of the shopper's last for the number: how long is left, to count down. */
function resendTooSoon(seconds: number) {
  return new HttpError(
    429,
    { code: 'phoneCodeResendTooSoon', message: ERROR_MESSAGES.phoneCodeResendTooSoon, params: { seconds } },
    { 'retry-after': String(seconds) },
  );
}

/** The refusal of a code for one number more than the account may have codes sent to in a day. */
function tooManyNumbers(reopenInMs: number) {
  return new HttpError(429, 'phoneCodeTooManyNumbers', {
    'retry-after': String(Math.max(1, Math.ceil(reopenInMs / 1000))),
  });
}
