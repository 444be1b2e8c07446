import { randomBytes } from 'node:crypto';
import { garbled, type SmsStandIn, startSmsStandIn } from './sms-stand-in';

export type BulkSmsBdStandIn = SmsStandIn & {
  apiKey: string;
  senderId: string;
  /** Numbers BulkSMSBD refuses as invalid though they look right. */
  invalidNumbers: Set<string>;
  /** Sets the SMS the account may still send; at 0 every SMS is refused for balance. */
  setBalance(sms: number): void;
};

const NUMBER = /^(88)?01[3-9]\d{8}$/;

/**
 * A local server implementing BulkSMSBD's API as published: `smsapi` by GET or POST with
 * `api_key`, `senderid`, `number`, `message` and `type` (`text`, or `unicode` for Bengali: a
 * Bengali text sent as `text` reaches the phone garbled), answering JSON whose `response_code` is
 * 202 when the message is taken and a code of its table otherwise (1001 invalid number, 1002 sender
 * id, 1003 missing field, 1007 balance, 1011 unknown API key). It keeps what it took and can fail,
 * slow down or run out of balance on demand.
 */
export async function startBulkSmsBdStandIn({
  port = 0,
  apiKey = `bulk-key-${randomBytes(6).toString('hex')}`,
  senderId = '8809617612345',
}: {
  port?: number;
  apiKey?: string;
  senderId?: string;
} = {}): Promise<BulkSmsBdStandIn> {
  const invalidNumbers = new Set<string>();
  const state = { balance: 1000 };
  let nextId = 51_200;
  const refused = (code: number, words: string) => ({
    status: 200,
    body: { response_code: code, success_message: '', error_message: words },
  });

  const standIn = await startSmsStandIn(port, '/api', ({ path, fields }) => {
    if (path !== '/smsapi') return { status: 404, body: { message: 'Not Found' } };
    const { api_key: key, senderid, number = '', message = '', type = 'text' } = fields;
    if (!key || !senderid || !number || !message) return refused(1003, 'Please Required all fields');
    if (key !== apiKey) return refused(1011, 'User Id not found');
    if (senderid !== senderId) return refused(1002, 'Sender Id not correct/sender id is disabled');
    const international = number.startsWith('88') ? number : `88${number}`;
    if (!NUMBER.test(number) || invalidNumbers.has(international)) return refused(1001, 'Invalid Number');
    if (state.balance <= 0) return refused(1007, 'Balance Insufficient');
    state.balance -= 1;
    const unicode = type === 'unicode';
    return {
      status: 200,
      body: {
        response_code: 202,
        message_id: nextId++,
        success_message: 'SMS Submitted Successfully',
        error_message: '',
      },
      took: { to: international, text: unicode ? message : garbled(message), unicode, sender: senderid },
    };
  });
  return Object.assign(standIn, {
    apiKey,
    senderId,
    invalidNumbers,
    setBalance: (sms: number) => {
      state.balance = sms;
    },
  });
}
