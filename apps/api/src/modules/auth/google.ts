import { ERROR_MESSAGES } from '@haat/contracts';
import { eq, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { toSessionUser, type UserRow } from './users';

/** What the sign-in start leaves in a signed, short-lived cookie for the callback to check. */
export type GoogleFlow = { state: string; verifier: string; nonce: string; redirect?: string };

type GoogleDeps = {
  google: NonNullable<Config['auth']['google']>;
  publicUrl: string;
  db: Database;
  signSessionToken: (user: UserRow) => string;
};

export const GOOGLE_CALLBACK_PATH = '/api/v1/auth/google/callback';

class GoogleSignInError extends Error {}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

/**
 * Google sign-in with OpenID Connect: the authorization-code flow with PKCE, state and nonce.
 * The callback finds the shopper by their Google account, or by a verified email (linking the
 * account), or creates one, and lands on the web app's /auth/success with a session token.
 */
export function createGoogleSignIn({ google, publicUrl, db, signSessionToken }: GoogleDeps) {
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

  async function findOrCreateUser(claims: oidc.IDToken): Promise<UserRow> {
    const subject = claims.sub;
    const email = typeof claims.email === 'string' ? claims.email.trim() : '';
    const verified = claims.email_verified === true;
    const picture = typeof claims.picture === 'string' ? claims.picture : null;

    const [bySubject] = await db.select().from(users).where(eq(users.googleSubject, subject));
    if (bySubject) return bySubject;
    if (!email) throw new GoogleSignInError('Your Google account did not share an email address.');

    const [byEmail] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    if (byEmail) {
      // Only an address Google has verified may take over an existing account.
      if (!verified)
        throw new GoogleSignInError('Sign in with your password: this email is already registered.');
      const [linked] = await db
        .update(users)
        .set({ googleSubject: subject, emailVerified: true, picture: byEmail.picture ?? picture })
        .where(eq(users.id, byEmail.id))
        .returning();
      return linked ?? byEmail;
    }

    const given = typeof claims.given_name === 'string' ? claims.given_name : '';
    const family = typeof claims.family_name === 'string' ? claims.family_name : '';
    const name =
      (typeof claims.name === 'string' && claims.name.trim()) ||
      `${given} ${family}`.trim() ||
      email.split('@')[0] ||
      'User';
    const [created] = await db
      .insert(users)
      .values({ name, email, emailVerified: verified, googleSubject: subject, picture })
      .returning();
    if (!created) throw new Error('the new user was not returned');
    return created;
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
      if (!flow)
        return landing({ error: 'Your sign-in took too long or was started elsewhere. Please try again.' });
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
        if (!claims) throw new GoogleSignInError(ERROR_MESSAGES.googleUnavailable);
        const user = await findOrCreateUser(claims);
        return landing({
          token: signSessionToken(user),
          user: JSON.stringify(toSessionUser(user)),
          ...(flow.redirect ? { redirect: flow.redirect } : {}),
        });
      } catch (error) {
        if (error instanceof GoogleSignInError) return landing({ error: error.message });
        log(error);
        return landing({ error: 'Google sign-in failed. Please try again.' });
      }
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
