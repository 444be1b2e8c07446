import type { SessionTokenClaims } from '@haat/contracts';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import type { SignedInUser, UserRow } from './users';

/** What a session token says besides the claims the signer adds; `sub` and `sid` are what the API trusts. */
export type SessionClaims = Omit<SessionTokenClaims, 'iat' | 'exp' | 'iss' | 'aud'>;

type SessionsDeps = {
  db: Database;
  /** Signs the claims into a token that expires after `ttlSeconds`. */
  sign: (claims: SessionClaims) => string;
  ttlSeconds: number;
};

/** Ended or expired sessions are kept this long (for the account's history), then removed. */
const KEEP_ENDED_MS = 24 * 60 * 60 * 1000;

export type Sessions = ReturnType<typeof createSessions>;

/**
 * Sessions on the server: a token is only as good as its session row, so signing out (here or
 * everywhere), a new password or a takeover ends it at once, whatever the token's own expiry says.
 */
export function createSessions({ db, sign, ttlSeconds }: SessionsDeps) {
  // Every signed-in call reads it: built once, and prepared on the database.
  const liveSession = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      signedInAt: sessions.createdAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        eq(sessions.epoch, users.sessionEpoch),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .prepare('live_session');

  return {
    /**
     * Starts a session for `user` (the row its sign-in was checked against) and answers its token.
     * The session carries that row's epoch: if every session ended meanwhile, this one is born dead.
     */
    async start(user: UserRow, q: Queryable = db): Promise<string> {
      const now = Date.now();
      // Tidy this user's old rows on the way in, so the table holds live sessions and a day of history.
      await q
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, user.id),
            or(
              lt(sessions.expiresAt, new Date(now - KEEP_ENDED_MS)),
              lt(sessions.endedAt, new Date(now - KEEP_ENDED_MS)),
            ),
          ),
        );
      const [session] = await q
        .insert(sessions)
        .values({ userId: user.id, epoch: user.sessionEpoch, expiresAt: new Date(now + ttlSeconds * 1000) })
        .returning({ id: sessions.id });
      if (!session) throw new Error('the new session was not returned');
      return sign({
        sub: user.id,
        user_id: user.id,
        sid: session.id,
        email: user.email,
        name: user.name,
        role: user.role,
      });
    },

    /** The user of a live session, read in one query; undefined when the session has ended or expired. */
    async userOf(sessionId: string, userId: string): Promise<SignedInUser | undefined> {
      if (!isUuid(sessionId) || !isUuid(userId)) return undefined;
      const [row] = await liveSession.execute({ sessionId, userId });
      return row ? { ...row, sessionId } : undefined;
    },

    async end(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
    },

    /** Ends every session of the user, and any sign-in under way; answers how many were live. */
    async endAll(userId: string, q: Queryable = db): Promise<number> {
      await q
        .update(users)
        .set({ sessionEpoch: sql`${users.sessionEpoch} + 1` })
        .where(eq(users.id, userId));
      const ended = await q
        .update(sessions)
        .set({ endedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
