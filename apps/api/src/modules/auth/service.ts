import {
  ERROR_MESSAGES,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type SessionUser,
} from '@haat/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { Conflict, TooManyRequests, Unauthorized } from '../../errors';
import type { AttemptCounter } from '../../lib/attempts';
import { hashPassword, verifyPassword } from './passwords';
import { toProfile, toSessionUser, type UserRow } from './users';

type AuthDeps = {
  db: Database;
  attempts: AttemptCounter;
  limits: Config['auth']['attempts'];
  signSessionToken: (user: UserRow) => string;
};

export type AuthService = ReturnType<typeof createAuthService>;

/** A unique-index violation: another request took the email first. */
const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Compared against when no account has the email, so both failures take the same time. */
const NO_ACCOUNT_HASH = hashPassword('no account has this password');

export function createAuthService({ db, attempts, limits, signSessionToken }: AuthDeps) {
  const tooMany = (resetInMs: number) => {
    const minutes = Math.max(1, Math.ceil(resetInMs / 60_000));
    return new TooManyRequests(
      `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      resetInMs / 1000,
    );
  };

  /**
   * Every attempt from an address counts against it; failed ones count against the email too, so
   * guessing one shopper's password from many addresses is slowed as well.
   */
  async function admitAttempt(email: string, ip: string) {
    const fromAddress = await attempts.add(`ip:${ip}`, limits.windowMs);
    if (fromAddress.count > limits.perIp) throw tooMany(fromAddress.resetInMs);
    const forEmail = await attempts.peek(`email:${email}`);
    if (forEmail.count >= limits.perEmail) throw tooMany(forEmail.resetInMs);
  }

  async function findByEmail(email: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return user;
  }

  return {
    findByEmail,

    async register(body: RegisterBody, ip: string): Promise<SessionUser> {
      const email = body.email.toLowerCase();
      await admitAttempt(email, ip);
      if (await findByEmail(email)) {
        await attempts.add(`email:${email}`, limits.windowMs);
        throw new Conflict(ERROR_MESSAGES.emailTaken);
      }
      try {
        const [user] = await db
          .insert(users)
          .values({ name: body.name, email: body.email, passwordHash: await hashPassword(body.password) })
          .returning();
        if (!user) throw new Error('the new user was not returned');
        return toSessionUser(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict(ERROR_MESSAGES.emailTaken);
        throw error;
      }
    },

    /** One answer for an unknown email and a wrong password alike. */
    async login(body: LoginBody, ip: string): Promise<LoginResponse> {
      const email = body.email.toLowerCase();
      await admitAttempt(email, ip);
      const user = await findByEmail(email);
      const matches = await verifyPassword(user?.passwordHash ?? (await NO_ACCOUNT_HASH), body.password);
      if (!user?.passwordHash || !matches) {
        await attempts.add(`email:${email}`, limits.windowMs);
        throw new Unauthorized(ERROR_MESSAGES.invalidCredentials);
      }
      await attempts.clear(`email:${email}`);
      return { success: true, token: signSessionToken(user), user: toSessionUser(user) };
    },

    async profile(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new Unauthorized(ERROR_MESSAGES.signInRequired);
      return toProfile(user);
    },
  };
}
