/**
 * The OpenID Connect provider that stands in for Google in the journeys: the API suite's test
 * provider, run as a server of its own. Every sign-in there is the account below.
 *   tsx e2e/support/oidc-provider-server.ts <port> <redirect uri>
 */
import { startOidcProvider } from '../../../api/test/oidc-provider';
import { GOOGLE_ACCOUNT, GOOGLE_CLIENT } from './google';

const [port, redirectUri] = process.argv.slice(2);
if (!port || !redirectUri) throw new Error('usage: oidc-provider-server.ts <port> <redirect uri>');

const provider = await startOidcProvider({
  port: Number(port),
  redirectUris: [redirectUri],
  ...GOOGLE_CLIENT,
});
provider.signInAs(GOOGLE_ACCOUNT);
process.on('SIGTERM', () => void provider.close().then(() => process.exit(0)));
