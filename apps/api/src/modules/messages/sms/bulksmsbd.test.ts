import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BulkSmsBdStandIn, startBulkSmsBdStandIn } from '../../../../test/sms/bulksmsbd-stand-in';
import { UndeliverableMessage } from '../sender';
import { bulkSmsBdGateway } from './bulksmsbd';
import { type SmsGateway, SmsGatewayUnavailable } from './gateway';

const BENGALI = 'হাট: আপনার যাচাই কোড ৪৮২৯১৭। ৫ মিনিট বৈধ।';

describe('BulkSMSBD', () => {
  let bulk: BulkSmsBdStandIn;
  let gateway: SmsGateway;
  beforeAll(async () => {
    bulk = await startBulkSmsBdStandIn();
    gateway = bulkSmsBdGateway({
      baseUrl: bulk.baseUrl,
      apiKey: bulk.apiKey,
      senderId: bulk.senderId,
      timeoutMs: 500,
    });
  });
  afterAll(() => bulk.close());

  it('sends English as text and Bengali as unicode, with its key and sender id, to the number with its country code', async () => {
    expect(
      await gateway.send({ id: randomUUID(), to: '01712345678', text: 'Your Haat code is 482917' }),
    ).toMatch(/^bulksmsbd:\d+$/);
    await gateway.send({ id: randomUUID(), to: '01812345678', text: BENGALI });
    const [english, bengali] = bulk.calls.slice(-2);
    expect(english).toMatchObject({
      method: 'POST',
      path: '/smsapi',
      contentType: expect.stringContaining('application/x-www-form-urlencoded'),
      fields: {
        api_key: bulk.apiKey,
        senderid: bulk.senderId,
        number: '8801712345678',
        message: 'Your Haat code is 482917',
        type: 'text',
      },
    });
    expect(bengali?.fields).toMatchObject({ type: 'unicode', message: BENGALI });
    expect(bulk.receivedBy('01812345678')).toEqual([
      expect.objectContaining({ text: BENGALI, unicode: true }),
    ]);
  });

  it('fails for good on its refusal of the number (1001), and only then', async () => {
    bulk.invalidNumbers.add('8801799999999');
    const refused = gateway.send({ id: randomUUID(), to: '01799999999', text: 'Hello' });
    await expect(refused).rejects.toThrow(UndeliverableMessage);
    await expect(refused).rejects.toThrow('BulkSMSBD refused the number (1001): Invalid Number');
  });

  it('leaves for later its other refusals and failures, with its code and words', async () => {
    const wrongKey = bulkSmsBdGateway({
      baseUrl: bulk.baseUrl,
      apiKey: 'nope',
      senderId: bulk.senderId,
      timeoutMs: 500,
    });
    const unknown = wrongKey.send({ id: randomUUID(), to: '01712345670', text: 'Hello' });
    await expect(unknown).rejects.toThrow(SmsGatewayUnavailable);
    await expect(unknown).rejects.toThrow('BulkSMSBD did not send it (1011): User Id not found');
    bulk.setBalance(0);
    await expect(gateway.send({ id: randomUUID(), to: '01712345670', text: 'Hello' })).rejects.toThrow(
      'BulkSMSBD did not send it (1007): Balance Insufficient',
    );
    bulk.setBalance(100);
    bulk.trouble({ kind: 'status', status: 502 });
    await expect(gateway.send({ id: randomUUID(), to: '01712345670', text: 'Hello' })).rejects.toThrow(
      'BulkSMSBD failed on its side (502).',
    );
    bulk.trouble({ kind: 'too-slow', delayMs: 1500 });
    await expect(gateway.send({ id: randomUUID(), to: '01712345671', text: 'Hello' })).rejects.toThrow(
      'BulkSMSBD did not answer within 0.5 s.',
    );
    // Its API keeps no id of the shop's: a message answered too late was taken, and a second try
    // would send it again (docs/decisions.md).
    expect(bulk.receivedBy('01712345671')).toHaveLength(1);
    expect(bulk.receivedBy('01712345670')).toEqual([]);
  });
});
