import { randomBytes } from 'node:crypto';
import { type SmsStandIn, startSmsStandIn } from './sms-stand-in';

export type SslWirelessStandIn = SmsStandIn & {
  apiToken: string;
  sid: string;
  /** Numbers ISMS refuses as invalid though they look right (no such subscriber). */
  invalidNumbers: Set<string>;
  /** Sets the SMS the account may still send; at 0 every SMS is refused for balance. */
  setBalance(sms: number): void;
};

const MSISDN = /^8801[3-9]\d{8}$/;
const NON_ASCII = /[^ -~\n\r\t]/;

/**
 * A local server implementing SSL Wireless's ISMS API (v3) as published: `POST send-sms` with
 * JSON `api_token`, `sid`, `msisdn`, `sms` and `csms_id`; the answer's `status` and `status_code`
 * and, per message, `smsinfo` with `sms_status`, `sms_type` (`EN`, or `BN` for a Unicode text,
 * which ISMS detects itself) and its `reference_id`. A `csms_id` is taken once: a second call with
 * it is refused as a duplicate and sends nothing. It keeps what it took and can fail, slow down or
 * run out of balance on demand.
 */
export async function startSslWirelessStandIn({
  port = 0,
  apiToken = `ssl-token-${randomBytes(6).toString('hex')}`,
  sid = 'HAATNONMASK',
}: {
  port?: number;
  apiToken?: string;
  sid?: string;
} = {}): Promise<SslWirelessStandIn> {
  const invalidNumbers = new Set<string>();
  const state = { balance: 1000 };
  const takenIds = new Set<string>();
  let nextReference = 7_340_001;

  const failed = (code: number, words: string, info?: Record<string, unknown>) => ({
    status: 200,
    body: {
      status: 'FAILED',
      status_code: code,
      error_message: words,
      ...(info ? { smsinfo: [{ sms_status: 'FAILED', status_message: words, ...info }] } : {}),
    },
  });

  const standIn = await startSmsStandIn(port, '/api/v3', ({ method, path, fields }) => {
    if (method !== 'POST' || path !== '/send-sms') return { status: 404, body: { message: 'Not Found' } };
    if (fields.api_token !== apiToken) return failed(4001, 'Unauthorized');
    if (fields.sid !== sid) return failed(4015, 'Invalid SID');
    const { msisdn = '', sms = '', csms_id: csmsId = '' } = fields;
    if (sms === '' || csmsId === '' || csmsId.length > 20) return failed(400, 'The given data was invalid.');
    const info = { msisdn, csms_id: csmsId };
    if (!MSISDN.test(msisdn) || invalidNumbers.has(msisdn)) return failed(4022, 'Invalid MSISDN', info);
    if (takenIds.has(csmsId)) return failed(4023, 'Duplicate CSMS ID', info);
    if (state.balance <= 0) return failed(4025, 'Insufficient balance', info);
    takenIds.add(csmsId);
    state.balance -= 1;
    const unicode = NON_ASCII.test(sms);
    return {
      status: 200,
      body: {
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn,
            sms_type: unicode ? 'BN' : 'EN',
            sms_body: sms,
            csms_id: csmsId,
            reference_id: String(nextReference++),
          },
        ],
      },
      took: { to: msisdn, text: sms, unicode, sender: sid },
    };
  });
  return Object.assign(standIn, {
    apiToken,
    sid,
    invalidNumbers,
    setBalance: (sms: number) => {
      state.balance = sms;
    },
  });
}
