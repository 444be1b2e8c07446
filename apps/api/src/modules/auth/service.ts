import {
  AUTH_MESSAGES,
  type ForgotPasswordBody,
  type LoginBody,
  type LoginResponse,
  type RegisterBody,
  type ResetPasswordBody,
  type SessionUser,
  type VerifyEmailResponse,
} from '@haat/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Transaction } from '../../db/client';
import { accountEvents, users } from '../../db/schema';
import { BadRequest, Conflict, Forbidden, fieldRefusal, TooManyRequests, Unauthorized } from '../../errors';
import { isUniqueViolation } from '../../lib/sql';
import {
  confirmEmailChangeMail,
  emailChangeRequestedMail,
  passwordChangedMail,
  passwordResetMail,
  verifyEmailMail,
} from '../../mail/messages';
import { queueMail } from '../messages/outbox';
import { type EmailLinks, EVERY_LINK } from './email-links';
import type { AccountLimits } from './limits';
import { checkNewPassword, hashPassword, verifyPassword } from './passwords';
import type { Sessions } from './sessions';
import { type SignedInUser, toSessionUser, type UserRow } from './users';

type AuthDeps = {
  db: Database;
  limits: AccountLimits;
  sessions: Sessions;
  emailLinks: EmailLinks;
  /** Told of every refused sign-in (the metrics); none when metrics are off. */
  counters?: SignInCounters | null;
};

/** Why a sign-in was refused: a wrong email or password, or too many attempts. */
export type SignInRefusal = 'wrong_password' | 'too_many_attempts';
export type SignInCounters = { signInRefused(reason: SignInRefusal): void };

export type AuthService = ReturnType<typeof createAuthService>;

/** How recent a sign-in must be to stand in for the password of an account that has none. */
const RECENT_SIGN_IN_MS = 15 * 60 * 1000;

/** Compared against when no account has the email, so both failures take the same time. */
const NO_ACCOUNT_HASH = hashPassword('no account has this password');

export type AccountEvent = typeof accountEvents.$inferInsert;

export async function recordEvent(q: Queryable, event: AccountEvent) {
  await q.insert(accountEvents).values(event);
}

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
  const [user] = await q
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return user;
}

export function createAuthService({ db, limits, sessions, emailLinks, counters }: AuthDeps) {
  /** Queues `user` a link that verifies their current address, in the transaction that needs it. */
  async function queueVerification(tx: Transaction, user: UserRow) {
    const link = await emailLinks.issue({ userId: user.id, purpose: 'verify_email', email: user.email }, tx);
    await queueMail(tx, {
      to: user.email,
      topic: 'verify_email',
      ...verifyEmailMail({ language: user.language, name: user.name, link }),
    });
  }

  return {
    async register(body: RegisterBody, ip: string): Promise<SessionUser> {
      await limits.signUp(ip);
      await checkNewPassword(body.password, body);
      if (await findUserByEmail(db, body.email)) throw new Conflict('emailTaken');
      const passwordHash = await hashPassword(body.password);
      try {
        // The account and the mail that verifies it are one: neither is kept without the other.
        const user = await db.transaction(async (tx) => {
          const [made] = await tx
            .insert(users)
            .values({
              name: body.name,
              email: body.email,
              passwordHash,
              ...(body.language ? { language: body.language } : {}),
            })
            .returning();
          if (!made) throw new Error('the new user was not returned');
          await queueVerification(tx, made);
          return made;
        });
        return toSessionUser(user);
      } catch (error) {
        if (isUniqueViolation(error)) throw new Conflict('emailTaken');
        throw error;
      }
    },

    /** One answer for an unknown email and a wrong password alike. */
    async login(body: LoginBody, ip: string): Promise<LoginResponse> {
      const attempt = await limits.signIn(body.email, ip).catch((error: unknown) => {
        if (error instanceof TooManyRequests) counters?.signInRefused('too_many_attempts');
        throw error;
      });
      const user = await findUserByEmail(db, body.email);
      const matches = await verifyPassword(user?.passwordHash ?? (await NO_ACCOUNT_HASH), body.password);
      if (!user?.passwordHash || !matches) {
        counters?.signInRefused('wrong_password');
        throw new Unauthorized('invalidCredentials');
      }
      await attempt.succeeded();
      return { success: true, token: await sessions.start(user), user: toSessionUser(user) };
    },

    logout: (sessionId: string) => sessions.end(sessionId),

    /** Ends every session, and a change of email under way: a link asked for from a stolen session goes too. */
    async logoutEverywhere(userId: string) {
      await db.transaction(async (tx) => {
        await emailLinks.cancel(userId, ['change_email'], tx);
        const ended = await sessions.endAll(userId, tx);
        await recordEvent(tx, { userId, kind: 'signed_out_everywhere', detail: { sessions: String(ended) } });
      });
    },

    /**
     * Follows a link sent by email: verifies the account's address, or makes the new address the
     * account's. Either way the address is proven, so it counts as verified.
     */
    async verifyEmail(token: string): Promise<VerifyEmailResponse> {
      try {
        return await db.transaction(async (tx) => {
          const link = await emailLinks.use(token, ['verify_email', 'change_email'], tx);
          if (!link) throw new BadRequest('linkInvalid');
          const [user] = await tx.select().from(users).where(eq(users.id, link.userId)).for('update');
          if (!user) throw new BadRequest('linkInvalid');
          if (link.purpose === 'verify_email') {
            // A link to an address the account no longer has verifies nothing.
            if (user.email.toLowerCase() !== link.email.toLowerCase()) throw new BadRequest('linkInvalid');
            await tx.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
            await recordEvent(tx, { userId: user.id, kind: 'email_verified', detail: { email: user.email } });
            return { success: true, message: AUTH_MESSAGES.emailVerified, email: user.email, changed: false };
          }
          await tx.update(users).set({ email: link.email, emailVerified: true }).where(eq(users.id, user.id));
          // Links sent to the old address (a reset, say) must not open the account any more.
          await emailLinks.cancel(user.id, EVERY_LINK, tx);
          await recordEvent(tx, {
            userId: user.id,
            kind: 'email_changed',
            detail: { from: user.email, to: link.email },
          });
          return { success: true, message: AUTH_MESSAGES.emailChanged, email: link.email, changed: true };
        });
      } catch (error) {
        // Someone else took the new address after the link was sent; the link stays unused.
        if (isUniqueViolation(error)) throw new Conflict('emailTaken');
        throw error;
      }
    },

    async resendVerification(userId: string) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new Unauthorized('signInRequired');
      if (user.emailVerified) throw new Conflict('emailAlreadyVerified');
      await limits.verificationResend(userId);
      await db.transaction((tx) => queueVerification(tx, user));
      return { success: true as const, message: AUTH_MESSAGES.verificationSent };
    },

    /**
     * The same answer whether or not an account has the address. The link and its mail are written
     * together before the answer, so an answered request is never lost; sending is the outbox's.
     */
    async forgotPassword(body: ForgotPasswordBody, ip: string) {
      await limits.passwordReset(body.email, ip);
      const user = await findUserByEmail(db, body.email);
      if (user && (await limits.resetMailAllowed(user.email, ip))) {
        await db.transaction(async (tx) => {
          const link = await emailLinks.issue(
            { userId: user.id, purpose: 'reset_password', email: user.email },
            tx,
          );
          await queueMail(tx, {
            to: user.email,
            topic: 'password_reset',
            ...passwordResetMail({ language: user.language, name: user.name, link }),
          });
        });
      }
      return { success: true as const, message: AUTH_MESSAGES.resetSent };
    },

    /** Sets a new password with a reset link; every session of the account ends. */
    async resetPassword(body: ResetPasswordBody, ip: string) {
      const pending = await emailLinks.find(body.token, ['reset_password']);
      if (!pending) throw new BadRequest('linkInvalid');
      const [owner] = await db.select().from(users).where(eq(users.id, pending.userId));
      // A link sent to an address the account has since left opens nothing.
      if (!owner || owner.email.toLowerCase() !== pending.email.toLowerCase())
        throw new BadRequest('linkInvalid');
      // A refused password leaves the link unused, so the shopper can try another.
      await checkNewPassword(body.password, owner);
      const passwordHash = await hashPassword(body.password);
      const user = await db.transaction(async (tx) => {
        const link = await emailLinks.use(body.token, ['reset_password'], tx);
        if (!link) throw new BadRequest('linkInvalid');
        // The link reached the account's own address (checked above, and again here under the row's
        // lock): that address is proven.
        const [changed] = await tx
          .update(users)
          .set({ passwordHash, emailVerified: true })
          .where(and(eq(users.id, link.userId), eq(sql`lower(${users.email})`, link.email.toLowerCase())))
          .returning();
        if (!changed) throw new BadRequest('linkInvalid');
        // Whoever had the account before must keep nothing: no session, and no link in their hands.
        await emailLinks.cancel(changed.id, EVERY_LINK, tx);
        const ended = await sessions.endAll(changed.id, tx);
        await recordEvent(tx, {
          userId: changed.id,
          kind: 'password_reset',
          detail: { sessions: String(ended) },
        });
        await queueMail(tx, {
          to: changed.email,
          topic: 'password_changed',
          ...passwordChangedMail({ language: changed.language, name: changed.name }),
        });
        return changed;
      });
      await limits.passwordChanged(user.email, ip);
      return { success: true as const, message: AUTH_MESSAGES.passwordReset };
    },

    /**
     * Asks to move the account to `newEmail`, inside the caller's transaction: the change waits
     * for the link sent there, and the current address is told, both mails queued in the same
     * transaction. Proof of identity is the current password, or for an account without one a
     * recent sign-in.
     */
    async requestEmailChange(
      signedIn: SignedInUser,
      user: UserRow,
      change: { newEmail: string; currentPassword: string | undefined; ip: string },
      tx: Transaction,
    ): Promise<void> {
      const { newEmail, currentPassword, ip } = change;
      await limits.emailChange(user.id, ip);
      if (user.passwordHash) {
        if (!currentPassword)
          throw new BadRequest(fieldRefusal('currentPassword', 'currentPasswordRequired'));
        if (!(await verifyPassword(user.passwordHash, currentPassword)))
          throw new BadRequest(fieldRefusal('currentPassword', 'currentPasswordWrong'));
      } else if (Date.now() - signedIn.signedInAt.getTime() > RECENT_SIGN_IN_MS) {
        throw new Forbidden('recentSignInRequired');
      }
      if (await findUserByEmail(tx, newEmail)) throw new Conflict('emailTaken');
      // Only the newest request stands: earlier links to other addresses stop working.
      await emailLinks.cancel(user.id, ['change_email'], tx);
      const link = await emailLinks.issue({ userId: user.id, purpose: 'change_email', email: newEmail }, tx);
      const details = { language: user.language, name: user.name, newEmail };
      await queueMail(tx, {
        to: newEmail,
        topic: 'email_change',
        ...confirmEmailChangeMail({ ...details, link }),
      });
      await queueMail(tx, {
        to: user.email,
        topic: 'email_change_notice',
        ...emailChangeRequestedMail(details),
      });
    },
  };
}
