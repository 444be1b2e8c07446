import type { CodDecision } from '@haat/contracts';
import type { Queryable } from '../../db/client';
import { codAssessments } from '../../db/schema';
import { HttpError } from '../../errors';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import { assessmentRow, CodRefused } from './cod-guard';

/**
 * Refusals of cash on delivery one account may be answered in an hour; past them, its orders paid
 * on delivery wait until the hour ends, whatever their number. Each refusal answers something about
 * a number (at least that it may not pay at the door), so this is how many numbers one account can
 * ask about in an hour. A shopper's own way through the guard costs one or two.
 */
export const COD_REFUSALS_PER_ACCOUNT = 5;
const HOUR_MS = 60 * 60 * 1000;

/** A placement paid on delivery let through: told how it ended, it keeps its count or gives it back. */
export type CodAdmission = {
  /** Placed, as the guard decided (null: a replay of an earlier placement, or the guard was off). */
  placed(decision: CodDecision | null): Promise<void>;
  failed(error: unknown): Promise<void>;
};

/**
 * Orders placed that tell of their number as a refusal does: held for review (it was refused
 * before), or waiting for the fee (it may not pay at the door). Placed and cancelled again and
 * again, they would read any number's history for free: they are counted as refusals.
 */
const TELLING: readonly CodDecision[] = ['held', 'advance'];

export type CodRefusals = ReturnType<typeof createCodRefusals>;

/** The refusal of an account over its refusals: when it may pay on delivery again, and what it can do now. */
function tooManyRefusals(retryAfterMs: number) {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  return new HttpError(
    429,
    {
      code: 'codRefusalsTooMany',
      message: `Your account was refused cash on delivery several times in the last hour. Please pay online by bKash or Nagad, or try cash on delivery again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      params: { minutes },
    },
    { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) },
  );
}

/**
 * What the COD guard's refusals may cost the shop and tell a prober, in the rate-limit store (Redis
 * when set, as sign-in's limits). A placement paid on delivery is counted against its account
 * before it is assessed, as a password guess is, so that parallel placements cannot pass the limit;
 * it is given back unless the guard refused it. The same refusal again (one account, number and
 * decision within the hour) is answered as before but neither counted nor recorded again, so a
 * shopper pressing Place twice spends nothing, and an account writes at most
 * COD_REFUSALS_PER_ACCOUNT rows of refusals an hour.
 */
export function createCodRefusals({ db, rateLimits }: { db: Queryable; rateLimits: RateLimitStore }) {
  return {
    /** Counts a placement paid on delivery by `userId`, refused (429 `codRefusalsTooMany`) over the limit. */
    async admit(userId: string): Promise<CodAdmission> {
      const counter = `cod-refusals:${userId}`;
      const hit = await rateLimits.hit(counter, HOUR_MS);
      if (hit.count > COD_REFUSALS_PER_ACCOUNT) {
        await rateLimits.undo(counter);
        throw tooManyRefusals(hit.resetInMs);
      }
      return {
        async placed(decision) {
          if (decision === null || !TELLING.includes(decision)) await rateLimits.undo(counter);
        },
        async failed(outcome) {
          if (outcome instanceof CodRefused) {
            const { codCase, assessment } = outcome;
            const seen = await rateLimits.hit(
              `cod-refused:${userId}:${codCase.phone}:${assessment.decision}`,
              HOUR_MS,
            );
            // The placement was undone: the decision is recorded on its own, the first time.
            if (seen.count === 1) {
              await db.insert(codAssessments).values(assessmentRow(codCase, assessment, null));
              return;
            }
          } else if (outcome instanceof HttpError && outcome.refusal.code === 'codAdvanceNotOffered') {
            // The guard would have let the number pay at the door: an answer about it, with no order.
            return;
          }
          await rateLimits.undo(counter);
        },
      };
    },
  };
}
