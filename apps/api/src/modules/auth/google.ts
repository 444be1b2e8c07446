import { ERROR_MESSAGES } from '@haat/contracts';
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
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    const verified = claims.email_verified === true;
    const picture = typeof claims.picture === 'string' ? claims.picture : null;
    const given = typeof claims.given_name === 'string' ? claims.given_name : '';
    const family = typeof claims.family_name === 'string' ? claims.family_name : '';
    const name =
      (typeof claims.name === 'string' && claims.name.trim()) ||
      `${given} ${family}`.trim() ||
      email.split('@')[0] ||
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
      return joinOrTakeOver(byEmail.id, { subject, name, picture });
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
   * with anyone's email): the Google user takes it over, its password goes, its sessions and
   * links end, and the takeover is recorded.
   */
  function joinOrTakeOver(userId: string, google: { subject: string; name: string; picture: string | null }) {
    return db.transaction(async (tx) => {
      const [account] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
      if (!account) throw new GoogleSignInError('googleFailed');
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
      // Sessions end first: the new owner's session is started from the row this answers, after them.
      const ended = await sessions.endAll(account.id, tx);
      const [taken] = await tx
        .update(users)
        .set({
          googleSubject: google.subject,
          emailVerified: true,
          passwordHash: null,
          name: google.name,
          picture: google.picture,
        })
        .where(eq(users.id, account.id))
        .returning();
      await emailLinks.cancel(account.id, EVERY_LINK, tx);
      await recordEvent(tx, {
        userId: account.id,
        kind: 'google_takeover',
        detail: { email: account.email, previousName: account.name, sessionsEnded: String(ended) },
      });
      return taken ?? account;
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
