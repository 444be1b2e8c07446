import type { Config } from '../../../config';
import type { ChannelTransport } from '../sender';
import { bulkSmsBdGateway } from './bulksmsbd';
import type { SmsGateway } from './gateway';
import { httpGateway } from './http-gateway';
import { outboxFolderGateway } from './outbox-folder';
import { sslWirelessGateway } from './ssl-wireless';

/** The provider SMS_PROVIDER names, with its settings; the outbox folder when it names none. */
export function smsGatewayOf(config: Config['sms']): SmsGateway {
  const { gateway, timeoutMs } = config;
  switch (gateway?.provider) {
    case undefined:
      return outboxFolderGateway(config.outboxDir);
    case 'ssl_wireless':
      return sslWirelessGateway({ ...gateway, timeoutMs });
    case 'bulksmsbd':
      return bulkSmsBdGateway({ ...gateway, timeoutMs });
    case 'http':
      return httpGateway({ ...gateway, timeoutMs });
  }
}

/** The outbox's SMS channel: each row's number and words, handed to the gateway. */
export const smsTransport =
  (gateway: SmsGateway): ChannelTransport =>
  (message) =>
    gateway.send({ id: message.id, to: message.recipient, text: message.bodyText ?? '' });
