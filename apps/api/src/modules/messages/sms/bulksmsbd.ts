import { objectOf } from '../../../lib/json';
import { UndeliverableMessage } from '../sender';
import {
  internationalNumber,
  type OutgoingSms,
  providerWords,
  type SmsGateway,
  SmsGatewayUnavailable,
} from './gateway';
import { needsUnicode } from './parts';
import { askGateway } from './sms-http';

/**
 * BulkSMSBD's API (`bulksmsbd.net/api`): `smsapi` with `api_key`, `senderid`, `number` (8801…),
 * `message` and `type` (`text`, or `unicode` for Bengali), by GET or POST. It answers JSON whose
 * `response_code` says what happened: 202 taken, anything else a refusal from its table.
 */
export type BulkSmsBdSettings = { baseUrl: string; apiKey: string; senderId: string; timeoutMs: number };

const NAME = 'BulkSMSBD';
const SUBMITTED = 202;
/** Its refusal of the number itself: sending again would be refused again. */
const INVALID_NUMBER = 1001;
/** What its table's other codes mean, for the back office (each is the shop's to fix, then tried again). */
const MEANING: Record<number, string> = {
  1002: 'the sender id is wrong or disabled',
  1003: 'a required field is missing',
  1005: 'an error on its side',
  1006: 'the balance has no validity left',
  1007: 'the balance is too low',
  1011: 'the account was not found',
  1012: 'a masked sender id sends Bengali only',
  1031: 'the account is not verified',
  1032: "this server's IP address is not whitelisted",
};

export function bulkSmsBdGateway(settings: BulkSmsBdSettings): SmsGateway {
  const url = `${settings.baseUrl.replace(/\/+$/, '')}/smsapi`;
  return {
    name: NAME,
    async send(sms: OutgoingSms) {
      const answer = await askGateway(
        NAME,
        {
          method: 'POST',
          url,
          postAs: 'form',
          fields: {
            api_key: settings.apiKey,
            type: needsUnicode(sms.text) ? 'unicode' : 'text',
            number: internationalNumber(sms.to),
            senderid: settings.senderId,
            message: sms.text,
          },
        },
        settings.timeoutMs,
      );
      const body = objectOf(answer.json);
      const code = Number(body?.response_code);
      if (!body || !Number.isInteger(code))
        throw new SmsGatewayUnavailable(
          `${NAME} answered ${answer.status} in a shape its API does not publish.`,
        );
      if (code === SUBMITTED)
        return `bulksmsbd:${body.message_id === undefined ? sms.id : providerWords(body.message_id)}`;
      const words = providerWords(body.error_message || MEANING[code] || 'no reason given');
      if (code === INVALID_NUMBER)
        throw new UndeliverableMessage(`${NAME} refused the number (1001): ${words}`);
      throw new SmsGatewayUnavailable(`${NAME} did not send it (${code}): ${words}`);
    },
  };
}
