/**
 * The server that stands in for Steadfast Courier in the journeys: the API suite's stand-in, which
 * implements Steadfast's merchant API, run as a server of its own with the keys the shop is given.
 * A journey moves a parcel with `POST /__stand-in/deliver`, and the stand-in sends the shop the
 * webhook Steadfast would.
 *   tsx e2e/support/steadfast-server.ts <port> <shop's webhook URL>
 */
import { startSteadfastStandIn } from '../../../api/test/couriers/steadfast-stand-in';
import { STEADFAST } from './couriers';

const [port, webhookUrl] = process.argv.slice(2);
if (!port || !webhookUrl) throw new Error('usage: steadfast-server.ts <port> <webhook url>');

const standIn = await startSteadfastStandIn({
  port: Number(port),
  apiKey: STEADFAST.apiKey,
  secretKey: STEADFAST.secretKey,
  webhook: { url: webhookUrl, token: STEADFAST.webhookToken },
});
process.on('SIGTERM', () => void standIn.close().then(() => process.exit(0)));
