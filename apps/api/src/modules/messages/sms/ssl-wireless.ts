import { objectOf } from '../../../lib/json';
import { UndeliverableMessage } from '../sender';
import {
  internationalNumber,
  type OutgoingSms,
  providerWords,
  type SmsGateway,
  SmsGatewayUnavailable,
} from './gateway';
import { askGateway } from './sms-http';

/**
 * SSL Wireless's ISMS API (v3, `smsplus.sslwireless.com/api/v3`): `POST send-sms` with JSON
 * `api_token`, `sid`, `msisdn` (8801…), `sms` and `csms_id`, the client's own id for the message,
 * which ISMS takes once. It reads the text's alphabet itself (UTF-8 in, Bengali sent as Unicode;
 * its answer's `sms_type` says which). The answer says `status` and `status_code` for the call
 * and, in `smsinfo`, each message's `sms_status` and ISMS's `reference_id`.
 */
export type SslWirelessSettings = { baseUrl: string; apiToken: string; sid: string; timeoutMs: number };

const NAME = 'SSL Wireless';

/** ISMS's status codes that say the number is wrong: sending again would be refused again. */
const INVALID_NUMBER_CODES = new Set([4022]);
/** ISMS's status code for a `csms_id` it already has: the message was taken, by an earlier try. */
const DUPLICATE_CSMS_ID = 4023;

/**
 * The client's id ISMS keeps against sending twice: the outbox row's (a random uuid), 20
 * characters of it, the same on every try of one message.
 */
export const csmsIdOf = (messageId: string) => messageId.replace(/-/g, '').slice(0, 20);

export function sslWirelessGateway(settings: SslWirelessSettings): SmsGateway {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/send-sms`;
  return {
    name: NAME,
    async send(sms: OutgoingSms) {
      const csmsId = csmsIdOf(sms.id);
      const answer = await askGateway(
        NAME,
        {
          method: 'POST',
          url,
          postAs: 'json',
          fields: {
            api_token: settings.apiToken,
            sid: settings.sid,
            msisdn: internationalNumber(sms.to),
            sms: sms.text,
            csms_id: csmsId,
          },
        },
        settings.timeoutMs,
      );
      const body = objectOf(answer.json);
      if (!body)
        throw new SmsGatewayUnavailable(`${NAME} answered ${answer.status} with something that is not JSON.`);
      const code = Number(body.status_code);
      const [info] = Array.isArray(body.smsinfo) ? body.smsinfo.map(objectOf) : [];
      const words = providerWords(info?.status_message || body.error_message || body.status);
      if (body.status === 'SUCCESS' && info?.sms_status === 'SUCCESS')
        return `ssl_wireless:${providerWords(info.reference_id ?? csmsId)}`;
      if (code === DUPLICATE_CSMS_ID) return `ssl_wireless:${csmsId}`;
      if (INVALID_NUMBER_CODES.has(code) || /invalid (msisdn|mobile|number)/i.test(words))
        throw new UndeliverableMessage(`${NAME} refused the number (${code}): ${words}`);
      throw new SmsGatewayUnavailable(`${NAME} did not send it (${code || answer.status}): ${words}`);
    },
  };
}
