import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SslWirelessStandIn, startSslWirelessStandIn } from '../../../../test/sms/ssl-wireless-stand-in';
import { UndeliverableMessage } from '../sender';
import { type SmsGateway, SmsGatewayUnavailable } from './gateway';
import { csmsIdOf, sslWirelessGateway } from './ssl-wireless';

const BENGALI = 'হাট: আপনার অর্ডার HT-1042 গৃহীত হয়েছে। মোট ৳১,২৫০, ডেলিভারিতে নগদ দিন।';

describe('SSL Wireless (ISMS v3)', () => {
  let isms: SslWirelessStandIn;
  let gateway: SmsGateway;
  beforeAll(async () => {
    isms = await startSslWirelessStandIn();
    gateway = sslWirelessGateway({
      baseUrl: isms.baseUrl,
      apiToken: isms.apiToken,
      sid: isms.sid,
      timeoutMs: 500,
    });
  });
  afterAll(() => isms.close());

  it('sends English and Bengali with the token, the SID, the number with its country code and an id of its own', async () => {
    const id = randomUUID();
    const sent = await gateway.send({ id, to: '01712345678', text: 'Your Haat code is 482917' });
    const bengali = await gateway.send({ id: randomUUID(), to: '+8801812345678', text: BENGALI });
    expect(sent).toMatch(/^ssl_wireless:\d+$/);
    expect(bengali).not.toBe(sent);
    const [call] = isms.calls.slice(-2);
    expect(call).toMatchObject({
      method: 'POST',
      path: '/send-sms',
      contentType: expect.stringContaining('application/json'),
      fields: {
        api_token: isms.apiToken,
        sid: isms.sid,
        msisdn: '8801712345678',
        sms: 'Your Haat code is 482917',
        csms_id: csmsIdOf(id),
      },
    });
    expect(csmsIdOf(id)).toHaveLength(20);
    // The phone shows the Bengali whole: ISMS took it as Unicode.
    expect(isms.receivedBy('01812345678')).toEqual([
      expect.objectContaining({ text: BENGALI, unicode: true, sender: isms.sid }),
    ]);
    expect(isms.receivedBy('01712345678')).toEqual([expect.objectContaining({ unicode: false })]);
  });

  it('fails for good on a number ISMS refuses, or one that cannot be a mobile number, without asking', async () => {
    isms.invalidNumbers.add('8801799999999');
    const refused = gateway.send({ id: randomUUID(), to: '01799999999', text: 'Hello' });
    await expect(refused).rejects.toThrow(UndeliverableMessage);
    await expect(refused).rejects.toThrow('SSL Wireless refused the number (4022): Invalid MSISDN');
    const calls = isms.calls.length;
    await expect(gateway.send({ id: randomUUID(), to: '0171234', text: 'Hello' })).rejects.toThrow(
      '0171234 is not a Bangladeshi mobile number.',
    );
    expect(isms.calls).toHaveLength(calls);
  });

  it('leaves for later what the shop can fix or wait out: credentials, balance, its failures', async () => {
    const wrongToken = sslWirelessGateway({
      baseUrl: isms.baseUrl,
      apiToken: 'wrong',
      sid: isms.sid,
      timeoutMs: 500,
    });
    const unauthorised = wrongToken.send({ id: randomUUID(), to: '01712345670', text: 'Hello' });
    await expect(unauthorised).rejects.toThrow(SmsGatewayUnavailable);
    await expect(unauthorised).rejects.toThrow('SSL Wireless did not send it (4001): Unauthorized');

    isms.setBalance(0);
    await expect(gateway.send({ id: randomUUID(), to: '01712345670', text: 'Hello' })).rejects.toThrow(
      'SSL Wireless did not send it (4025): Insufficient balance',
    );
    isms.setBalance(100);
    isms.trouble({ kind: 'status', status: 503 });
    await expect(gateway.send({ id: randomUUID(), to: '01712345670', text: 'Hello' })).rejects.toThrow(
      'SSL Wireless failed on its side (503).',
    );
    isms.trouble({ kind: 'not-json' });
    await expect(gateway.send({ id: randomUUID(), to: '01712345670', text: 'Hello' })).rejects.toThrow(
      SmsGatewayUnavailable,
    );
    expect(isms.receivedBy('01712345670')).toEqual([]);
  });

  it('sends a message it took but answered too late for once: the next try finds its id taken', async () => {
    const id = randomUUID();
    isms.trouble({ kind: 'too-slow', delayMs: 1500 });
    await expect(gateway.send({ id, to: '01912345678', text: 'Order HT-7 is on its way' })).rejects.toThrow(
      'SSL Wireless did not answer within 0.5 s.',
    );
    expect(await gateway.send({ id, to: '01912345678', text: 'Order HT-7 is on its way' })).toBe(
      `ssl_wireless:${csmsIdOf(id)}`,
    );
    expect(isms.receivedBy('01912345678')).toHaveLength(1);
  });
});
