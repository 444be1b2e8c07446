import { createHash, randomBytes } from 'node:crypto';
import { EMAIL_LINK_PAGES, EMAIL_LINK_TTL_MINUTES } from '@haat/contracts';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { emailLinkPurpose, emailLinks } from '../../db/schema';

export type EmailLinkPurpose = (typeof emailLinks.$inferSelect)['purpose'];

/** Every kind of link: what must stop working when an account changes hands or its password changes. */
export const EVERY_LINK: readonly EmailLinkPurpose[] = emailLinkPurpose.enumValues;

const TTL_MINUTES: Record<EmailLinkPurpose, number> = {
  verify_email: EMAIL_LINK_TTL_MINUTES.verifyEmail,
  change_email: EMAIL_LINK_TTL_MINUTES.changeEmail,
  reset_password: EMAIL_LINK_TTL_MINUTES.resetPassword,
};

/** The web app's page each link opens; the page sends the token on to the API. */
const PAGE: Record<EmailLinkPurpose, string> = {
  verify_email: EMAIL_LINK_PAGES.verifyEmail,
  change_email: EMAIL_LINK_PAGES.verifyEmail,
  reset_password: EMAIL_LINK_PAGES.resetPassword,
};

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The link a token opens, for one of these purposes, neither used nor expired. */
const live = (token: string, purposes: EmailLinkPurpose[]) =>
  and(
    eq(emailLinks.tokenHash, hashOf(token)),
    inArray(emailLinks.purpose, purposes),
    isNull(emailLinks.usedAt),
    gt(emailLinks.expiresAt, sql`now()`),
  );

export type EmailLinks = ReturnType<typeof createEmailLinks>;

/**
 * Links sent by email: 256 random bits in the address, only their hash in the database, an
 * expiry per purpose, and one use, taken in a single statement so two clicks cannot both pass.
 */
export function createEmailLinks({ db, publicUrl }: { db: Database; publicUrl: string }) {
  return {
    /** Makes a link for `userId` to `email`; answers its address. */
    async issue(
      input: { userId: string; purpose: EmailLinkPurpose; email: string },
      q: Queryable = db,
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await q.insert(emailLinks).values({
        ...input,
        tokenHash: hashOf(token),
        expiresAt: new Date(Date.now() + TTL_MINUTES[input.purpose] * 60_000),
      });
      const url = new URL(PAGE[input.purpose], publicUrl);
      url.searchParams.set('token', token);
      return url.toString();
    },

    /** The live link a token opens, without using it up. */
    async find(token: string, purposes: EmailLinkPurpose[], q: Queryable = db) {
      const [link] = await q.select().from(emailLinks).where(live(token, purposes));
      return link;
    },

    /** Uses the link up; undefined when it was used already, has expired or never existed. */
    async use(token: string, purposes: EmailLinkPurpose[], q: Queryable = db) {
      const [link] = await q
        .update(emailLinks)
        .set({ usedAt: sql`now()` })
        .where(live(token, purposes))
        .returning();
      return link;
    },

    /** Ends every live link of these purposes for the user (a newer one or a change made them stale). */
    async cancel(userId: string, purposes: readonly EmailLinkPurpose[], q: Queryable = db) {
      await q
        .update(emailLinks)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(emailLinks.userId, userId),
            inArray(emailLinks.purpose, purposes),
            isNull(emailLinks.usedAt),
          ),
        );
    },

    /** The new address the user asked for most recently and has not confirmed yet. */
    async pendingEmail(userId: string): Promise<string | null> {
      const [link] = await db
        .select({ email: emailLinks.email })
        .from(emailLinks)
        .where(
          and(
            eq(emailLinks.userId, userId),
            eq(emailLinks.purpose, 'change_email'),
            isNull(emailLinks.usedAt),
            gt(emailLinks.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(emailLinks.createdAt))
        .limit(1);
      return link?.email ?? null;
    },
  };
}
