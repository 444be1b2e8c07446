import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BulkSmsBdStandIn, startBulkSmsBdStandIn } from '../../../../test/sms/bulksmsbd-stand-in';
import { type SslWirelessStandIn, startSslWirelessStandIn } from '../../../../test/sms/ssl-wireless-stand-in';
import { loadConfig } from '../../../config';
import { UndeliverableMessage } from '../sender';
import { SmsGatewayUnavailable } from './gateway';
import { smsGatewayOf } from './index';

/** The generic gateway as an operator would set it up, from the environment. */
const gatewayFrom = (env: Record<string, string>) =>
  smsGatewayOf(loadConfig({ SMS_PROVIDER: 'http', SMS_TIMEOUT_SECONDS: '0.5', ...env }).sms);

describe('the generic HTTP gateway', () => {
  let bulk: BulkSmsBdStandIn;
  let isms: SslWirelessStandIn;
  beforeAll(async () => {
    [bulk, isms] = await Promise.all([startBulkSmsBdStandIn(), startSslWirelessStandIn()]);
  });
  afterAll(() => Promise.all([bulk.close(), isms.close()]));

  it('speaks a GET API from its settings: fields, the Unicode flag, success and refusal read from the JSON', async () => {
    const gateway = gatewayFrom({
      SMS_BASE_URL: `${bulk.baseUrl}/smsapi`,
      SMS_API_KEY: bulk.apiKey,
      SMS_SENDER_ID: bulk.senderId,
      SMS_HTTP_METHOD: 'GET',
      SMS_HTTP_FIELDS: 'api_key={key}&senderid={sender}&number={to_local}&message={text}&type={unicode}',
      SMS_HTTP_UNICODE: 'unicode,text',
      SMS_HTTP_SUCCESS: 'json:response_code=202',
      SMS_HTTP_INVALID_NUMBER: 'json:response_code=1001',
      SMS_HTTP_ID: 'message_id',
    });
    // A text holding a placeholder's name is sent as written.
    const text = 'কোড ৪৮২৯১৭ {key}';
    expect(await gateway.send({ id: randomUUID(), to: '01712345678', text })).toMatch(/^http:\d+$/);
    expect(bulk.calls.at(-1)).toMatchObject({
      method: 'GET',
      fields: { number: '01712345678', type: 'unicode', message: text, api_key: bulk.apiKey },
    });
    expect(bulk.receivedBy('01712345678')).toEqual([expect.objectContaining({ text, unicode: true })]);

    bulk.invalidNumbers.add('8801799999999');
    await expect(gateway.send({ id: randomUUID(), to: '01799999999', text: 'Hi' })).rejects.toThrow(
      UndeliverableMessage,
    );
    bulk.setBalance(0);
    const noBalance = gateway.send({ id: randomUUID(), to: '01712345678', text: 'Hi' });
    await expect(noBalance).rejects.toThrow(SmsGatewayUnavailable);
    await expect(noBalance).rejects.toThrow('Balance Insufficient');
    bulk.setBalance(100);
  });

  it('speaks a JSON POST API with a header from its settings, and reads text answers', async () => {
    const gateway = gatewayFrom({
      SMS_BASE_URL: `${isms.baseUrl}/send-sms`,
      SMS_API_KEY: isms.apiToken,
      SMS_SENDER_ID: isms.sid,
      SMS_HTTP_POST_AS: 'json',
      SMS_HTTP_FIELDS: 'api_token={key}&sid={sender}&msisdn={to}&sms={text}&csms_id=fixed-id',
      SMS_HTTP_HEADERS: 'X-Shop=Haat {sender}',
      SMS_HTTP_SUCCESS: 'text:"SUCCESS"',
      SMS_HTTP_INVALID_NUMBER: 'text:Invalid MSISDN',
    });
    expect(await gateway.send({ id: 'a-message', to: '01612345678', text: 'Hello' })).toBe('http:a-message');
    expect(isms.calls.at(-1)).toMatchObject({
      contentType: expect.stringContaining('application/json'),
      fields: { msisdn: '8801612345678', sms: 'Hello', csms_id: 'fixed-id' },
    });
    // The same id again: ISMS refuses a duplicate, which this provider's settings do not call a success.
    await expect(gateway.send({ id: 'a-message', to: '01612345678', text: 'Hello' })).rejects.toThrow(
      SmsGatewayUnavailable,
    );
  });

  it('refuses to start on settings it cannot read', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'http', SMS_BASE_URL: 'http://127.0.0.1:1/sms' })).toThrow(
      'http needs SMS_BASE_URL and SMS_HTTP_FIELDS',
    );
    expect(() =>
      loadConfig({
        SMS_PROVIDER: 'http',
        SMS_BASE_URL: 'http://127.0.0.1:1/sms',
        SMS_HTTP_FIELDS: 'to={to}',
        SMS_HTTP_SUCCESS: 'ok',
      }),
    ).toThrow('SMS_HTTP_SUCCESS');
    expect(() => loadConfig({ SMS_PROVIDER: 'ssl_wireless' })).toThrow(
      'ssl_wireless needs SMS_API_KEY and SMS_SENDER_ID',
    );
  });
});
