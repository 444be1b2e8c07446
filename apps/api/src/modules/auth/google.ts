import { ERROR_MESSAGES, NAME_MAX_LENGTH } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { FixedErrorCode } from '../../errors';
import { isUniqueViolation } from '../../lib/sql';
import { type EmailLinks, EVERY_LINK } from './email-links';
import { findUserByEmail, recordEvent } from './service';
import type { Sessions } from './sessions';
import { toSessionUser, type UserRow } from './users';

/** What the sign-in start leaves in a signed, short-lived cookie for the callback to check. */
export type GoogleFlow = { state: string; verifier: string; nonce: string; redirect?: string };

type GoogleDeps = {
  google: NonNullable<Config['auth']['google']>;
  publicUrl: string;
  db: Database;
  sessions: Sessions;
  emailLinks: EmailLinks;
};

export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';

/** A sign-in Google completed that the shop refuses, with the reason the shopper reads. */
class GoogleSignInError extends Error {
  constructor(readonly code: FixedErrorCode) {
    super(ERROR_MESSAGES[code]);
  }
}

/** Control characters: NUL, line breaks, escapes. Format characters (ZWJ, ZWNJ) stay: Bengali needs them. */
const CONTROL = /\p{Cc}/u;
const hasControl = (text: string) => CONTROL.test(text);

/** A claim as one line of text for a name: controls become spaces, runs of space one, cut to length. */
function lineOf(claim: unknown): string {
  if (typeof claim !== 'string') return '';
  return claim
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH)
    .trim();
}

/** A picture's address only when it is one: https, of a sane length, nothing hidden in it. */
function pictureOf(claim: unknown): string | null {
  if (typeof claim !== 'string' || claim.length > 2048 || hasControl(claim)) return null;
  return URL.canParse(claim) && new URL(claim).protocol === 'https:' ? claim : null;
}

/** Where a retired account's address goes: nobody's, and never one a person can sign up with. */
const retiredEmail = (userId: string) => `retired-${userId}@haat.invalid`;

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Google sign-in with OpenID Connect: the authorization-code flow with PKCE, state and nonce.
 * The callback finds the shopper by their Google account, or by a verified email (linking the
 * account), or creates one, and lands on the web app's /auth/success with a session token.
 */
export function createGoogleSignIn({ google, publicUrl, db, sessions, emailLinks }: GoogleDeps) {
  const issuer = new URL(google.issuer);
  const redirectUri = new URL(GOOGLE_CALLBACK_PATH, publicUrl).toString();
  let discovered: Promise<oidc.Configuration> | undefined;

  // The provider's metadata is fetched on first use and kept; a failure is retried next time.
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(issuer, google.clientId, google.clientSecret, undefined, {
        // Plain http only for a provider on this machine (tests and local development).
        execute: issuer.protocol === 'http:' && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  /** A shopper's account for a Google identity: found, joined, taken over or made. */
  async function findOrCreateUser(claims: oidc.IDToken): Promise<UserRow> {
    const subject = claims.sub;
    // A provider's claims are text from outside: a control character (NUL above all, which
    // PostgreSQL refuses in text) would make an account that can never sign in.
    if (hasControl(subject)) throw new GoogleSignInError('googleFailed');
    const rawEmail = typeof claims.email === 'string' ? claims.email.trim() : '';
    const email = hasControl(rawEmail) ? '' : rawEmail;
    const verified = claims.email_verified === true;
    const picture = pictureOf(claims.picture);
    const name =
      lineOf(claims.name) ||
      lineOf(`${lineOf(claims.given_name)} ${lineOf(claims.family_name)}`) ||
      lineOf(email.split('@')[0]) ||
      'User';

    const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, subject));
    if (bySubject) return bySubject;
    if (!email) throw new GoogleSignInError('googleEmailMissing');
    // An address Google has not verified proves nothing: it may reach no account, and it makes none
    // (whose Google link would outlive the address's real owner setting a password).
    if (!verified) throw new GoogleSignInError('googleEmailUnverified');

    const byEmail = await findUserByEmail(db, email);
    if (byEmail) {
      if (byEmail.googleSubject && byEmail.googleSubject !== subject)
        throw new GoogleSignInError('googleOtherAccount');
      return joinOrTakeOver(byEmail.id, { subject, name, picture, email });
    }
    try {
      const [created] = await db
        .insert(users)
        .values({ name, email, emailVerified: true, googleSubject: subject, picture })
        .returning();
      if (!created) throw new Error('the new user was not returned');
      return created;
    } catch (error) {
      // The same person signing in twice at once: the other sign-in made the account.
      if (!isUniqueViolation(error)) throw error;
      const [made] = await db.select().from(users).where(eq(users.googleSubject, subject));
      if (!made) throw error;
      return made;
    }
  }

  /**
   * Joins a Google identity with a verified email to the account with that email. If the account
   * never proved it owns the address, whoever made it may not be its owner (anyone can sign up
   * with anyone's email): that account is retired (its address freed, its password, sessions and
   * links ended) with everything its maker put in it, and the Google user starts a clean account
   * of their own: no stranger's pickup address, phone, cart or orders. Both are recorded.
   */
  function joinOrTakeOver(
    userId: string,
    google: { subject: string; name: string; picture: string | null; email: string },
  ) {
    return db.transaction(async (tx) => {
      const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!account) throw new GoogleSignInError('googleFailed');
      if (account.email.toLowerCase() !== google.email.toLowerCase()) {
        // A sign-in of the same person a moment earlier retired it and made their account.
        const [made] = await tx.select().from(users).where(eq(users.googleSubject, google.subject));
        if (made) return made;
        throw new GoogleSignInError('googleFailed');
      }
      if (account.emailVerified) {
        const [joined] = await tx
          .update(users)
          .set({ googleSubject: google.subject, picture: account.picture ?? google.picture })
          .where(eq(users.id, account.id))
          .returning();
        await recordEvent(tx, {
          userId: account.id,
          kind: 'google_linked',
          detail: { email: account.email },
        });
        return joined ?? account;
      }
      const ended = await sessions.endAll(account.id, tx);
      await tx
        .update(users)
        .set({ email: retiredEmail(account.id), passwordHash: null, googleSubject: null })
        .where(eq(users.id, account.id));
      await emailLinks.cancel(account.id, EVERY_LINK, tx);
      const [owner] = await tx
        .insert(users)
        .values({
          name: google.name,
          email: google.email,
          emailVerified: true,
          googleSubject: google.subject,
          picture: google.picture,
        })
        .returning();
      if (!owner) throw new Error('the new user was not returned');
      await recordEvent(tx, {
        userId: account.id,
        kind: 'google_takeover',
        detail: {
          email: account.email,
          previousName: account.name,
          sessionsEnded: String(ended),
          newAccount: owner.id,
        },
      });
      await recordEvent(tx, {
        userId: owner.id,
        kind: 'google_takeover',
        detail: { email: owner.email, retiredAccount: account.id },
      });
      return owner;
    });
  }

  const landing = (query: Record<string, string>) => {
    const url = new URL('/auth/success', publicUrl);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  };

  return {
    /** The address of Google's consent screen, and what the callback must find again. */
    async start(redirect: string | undefined): Promise<{ url: string; flow: GoogleFlow }> {
      const flow: GoogleFlow = {
        state: oidc.randomState(),
        verifier: oidc.randomPKCECodeVerifier(),
        nonce: oidc.randomNonce(),
        ...(redirect ? { redirect } : {}),
      };
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.toString(), flow };
    },

    /** Where the browser goes after Google: /auth/success with a token, or with an error. */
    async finish(
      callbackPath: string,
      flow: GoogleFlow | null,
      log: (error: unknown) => void,
    ): Promise<string> {
      if (!flow) return landing({ error: ERROR_MESSAGES.googleFlowLost });
      const callback = new URL(callbackPath, publicUrl);
      const denied = callback.searchParams.get('error');
      if (denied) return landing({ error: callback.searchParams.get('error_description') || denied });
      try {
        const tokens = await oidc.authorizationCodeGrant(await configuration(), callback, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new GoogleSignInError('googleUnavailable');
        const user = await findOrCreateUser(claims);
        return landing({
          token: await sessions.start(user),
          user: JSON.stringify(toSessionUser(user)),
          ...(flow.redirect ? { redirect: flow.redirect } : {}),
        });
      } catch (error) {
        if (error instanceof GoogleSignInError) return landing({ error: error.message });
        log(error);
        return landing({ error: ERROR_MESSAGES.googleFailed });
      }
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
