import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import type { PathaoConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { courierTokens } from '../../../db/schema';
import { CourierUnavailable } from '../courier';
import { askCourier, type CourierAnswer, numberOf, objectOf } from './courier-http';

/** Pathao's settings, as the adapter needs them. */
export type PathaoSettings = Pick<
  PathaoConfig,
  'clientId' | 'clientSecret' | 'username' | 'password' | 'storeId' | 'baseUrl' | 'callsPerSecond'
> & { timeoutMs: number };

export type PathaoLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** Every path of Pathao's merchant API is under this one. */
const API = '/aladdin/api/v1';
/** A token is renewed once it has less than this left: a quarter of its life, at most an hour. */
const RENEW_BEFORE_MS = 60 * 60 * 1000;

/** Spaces calls out to at most `perSecond` a second, across everything this process asks of one courier. */
export function pacer(perSecond: number) {
  const gapMs = 1000 / perSecond;
  let nextAt = 0;
  return async function turn(): Promise<void> {
    const now = Date.now();
    const at = Math.max(now, nextAt);
    nextAt = at + gapMs;
    if (at > now) await sleep(at - now);
  };
}

type Token = { accessToken: string; refreshToken: string | null; expiresAt: Date; updatedAt: Date };

/** Whether a token may still be used: it has more than a quarter of its life (at most an hour) left. */
function fresh(token: Token, now = Date.now()): boolean {
  if (!token.accessToken) return false;
  const life = token.expiresAt.getTime() - token.updatedAt.getTime();
  const margin = Math.min(RENEW_BEFORE_MS, Math.max(0, life) / 4);
  return token.expiresAt.getTime() - now > margin;
}

/**
 * Pathao's merchant API as the shop calls it: OAuth 2 (password grant, then refresh), paced to
 * `callsPerSecond`. The token lives in `courier_tokens`, shared by every API process: a process
 * that finds it missing or about to expire renews it under the row's lock, and the others, waiting
 * on that lock, use what it wrote; each process keeps a copy in memory between renewals.
 */
export function pathaoApi(settings: PathaoSettings, { db, log }: { db: Database; log: PathaoLog }) {
  const base = settings.baseUrl.replace(/\/+$/, '');
  const paced = pacer(settings.callsPerSecond);
  let held: Token | null = null;

  async function send(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<CourierAnswer> {
    await paced();
    return askCourier('pathao', `${base}${API}${path}`, { method, headers, body }, settings.timeoutMs, {
      answersUnauthorized: true,
    });
  }

  /** Asks Pathao for a token: with the refresh token when there is one, else (or when it is refused) with the password. */
  async function grant(refreshToken: string | null): Promise<Token> {
    const client = { client_id: settings.clientId, client_secret: settings.clientSecret };
    if (refreshToken) {
      const refreshed = await send(
        'POST',
        '/issue-token',
        { ...client, grant_type: 'refresh_token', refresh_token: refreshToken },
        {},
      );
      const token = tokenOf(refreshed);
      if (token) return token;
      log.warn({ courier: 'pathao', status: refreshed.status }, 'refresh token refused: signing in again');
    }
    const signedIn = await send(
      'POST',
      '/issue-token',
      { ...client, grant_type: 'password', username: settings.username, password: settings.password },
      {},
    );
    const token = tokenOf(signedIn);
    if (token) return token;
    const said = objectOf(signedIn.body);
    const words = typeof said?.message === 'string' ? said.message : `status ${signedIn.status}`;
    throw new CourierUnavailable(
      'pathao',
      `Pathao refused the shop's credentials (${words.slice(0, 200)}): check PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD.`,
    );
  }

  /**
   * A token to use: the one this process holds while it is fresh; else the shared one, renewed
   * under its row's lock when it is missing, about to expire, or the one Pathao just refused
   * (`refused`). A process that waited on the lock finds the token another renewed, and uses it.
   */
  async function token(refused: string | null = null): Promise<string> {
    if (held && fresh(held) && held.accessToken !== refused) return held.accessToken;
    held = await db.transaction(async (tx) => {
      // A row to lock, even before the first token: empty, and expired.
      await tx
        .insert(courierTokens)
        .values({ courier: 'pathao', accessToken: '', expiresAt: new Date(0) })
        .onConflictDoNothing();
      const [row] = await tx
        .select()
        .from(courierTokens)
        .where(eq(courierTokens.courier, 'pathao'))
        .for('update');
      if (row && fresh(row) && row.accessToken !== refused) return row;
      const renewed = await grant(row?.refreshToken || null);
      await tx
        .update(courierTokens)
        .set({
          accessToken: renewed.accessToken,
          refreshToken: renewed.refreshToken,
          expiresAt: renewed.expiresAt,
          updatedAt: renewed.updatedAt,
        })
        .where(eq(courierTokens.courier, 'pathao'));
      log.info({ courier: 'pathao', expiresAt: renewed.expiresAt.toISOString() }, 'courier token renewed');
      return renewed;
    });
    return held.accessToken;
  }

  return {
    /**
     * Calls Pathao with the shop's token; a 401 (a token Pathao has let go of) renews the token
     * once and asks once more. A second 401 means the shop's credentials are wrong.
     */
    async call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<CourierAnswer> {
      let used = await token();
      let answer = await send(method, path, body, { authorization: `Bearer ${used}` });
      if (answer.status === 401) {
        used = await token(used);
        answer = await send(method, path, body, { authorization: `Bearer ${used}` });
      }
      if (answer.status === 401)
        throw new CourierUnavailable(
          'pathao',
          "Pathao refused the shop's token twice (401): check its keys in the environment.",
        );
      return answer;
    },
  };
}

export type PathaoApi = ReturnType<typeof pathaoApi>;

/** A token grant's answer as the shop keeps it; null for a refusal or an answer of another shape. */
function tokenOf({ status, body }: CourierAnswer): Token | null {
  const answer = objectOf(body);
  const accessToken = answer?.access_token;
  const seconds = numberOf(answer?.expires_in);
  if (status !== 200 || typeof accessToken !== 'string' || !accessToken || seconds === null || seconds <= 0)
    return null;
  const now = Date.now();
  return {
    accessToken,
    refreshToken: typeof answer?.refresh_token === 'string' ? answer.refresh_token : null,
    expiresAt: new Date(now + seconds * 1000),
    updatedAt: new Date(now),
  };
}
