import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/** A person who can sign in at the test provider, with the claims it gives about them. */
export type ProviderAccount = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  given_name?: string;
  family_name?: string;
  picture?: string;
};

export type TestOidcProvider = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who signs in next: the provider's login step picks this account without a form. */
  signInAs(account: ProviderAccount): void;
  close(): Promise<void>;
};

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a loopback port, standing in for
 * Google in tests: discovery, authorization code with PKCE, ID tokens signed with its own key.
 * Its login and consent steps complete at once for the account chosen with `signInAs`.
 */
export async function startOidcProvider({
  redirectUris,
  port = 0,
  clientId = 'haat-test-client',
  clientSecret = 'haat-test-client-secret',
}: {
  redirectUris: string[];
  port?: number;
  clientId?: string;
  clientSecret?: string;
}): Promise<TestOidcProvider> {
  const accounts = new Map<string, ProviderAccount>();
  let next: ProviderAccount = {
    sub: 'google-user-1',
    email: 'google.user@example.com',
    email_verified: true,
    name: 'Google User',
  };

  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['haat-test-provider-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    features: { devInteractions: { enabled: false } },
    // Like Google: the ID token itself carries the email and profile claims asked for.
    conformIdTokenClaims: false,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => account } : undefined;
    },
  };
  const provider = new Provider(issuer, configuration);
  const callback = provider.callback();

  // The login and consent pages, without pages: sign in the chosen account and grant what is asked.
  async function interaction(req: IncomingMessage, res: ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      accounts.set(next.sub, next);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: next.sub } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    const grant = new provider.Grant({
      accountId: details.session?.accountId,
      clientId: details.params.client_id as string,
    });
    grant.addOIDCScope(String(details.params.scope));
    await provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  server.on('request', (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      interaction(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
      return;
    }
    callback(req, res);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    signInAs(account) {
      next = account;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
