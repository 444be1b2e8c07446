/**
 * The server that stands in for SSL Wireless, the journeys' SMS provider: the API suite's stand-in,
 * which implements its ISMS API, run as a server of its own with the token and SID the shop is
 * given. Journeys read what a number received with `smsTo` (e2e/support/sms.ts).
 *   tsx e2e/support/sms-server.ts <port>
 */
import { startSslWirelessStandIn } from '../../../api/test/sms/ssl-wireless-stand-in';
import { SSL_WIRELESS } from './sms';

const [port] = process.argv.slice(2);
if (!port) throw new Error('usage: sms-server.ts <port>');

const standIn = await startSslWirelessStandIn({
  port: Number(port),
  apiToken: SSL_WIRELESS.apiToken,
  sid: SSL_WIRELESS.sid,
});
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
