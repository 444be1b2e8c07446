import type { AnswerRule, SmsGatewayConfig } from '../../../config';
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
import { askGateway, type GatewayAnswer } from './sms-http';

export type HttpGatewaySettings = Extract<SmsGatewayConfig, { provider: 'http' }> & { timeoutMs: number };

const NAME = 'The SMS gateway';

/** The value at a dotted path of a JSON answer (`data.id`), as text; undefined when there is none. */
function valueAt(json: unknown, path: string): string | undefined {
  let value = json;
  for (const step of path.split('.')) value = objectOf(value)?.[step];
  return value === undefined || value === null || typeof value === 'object' ? undefined : String(value);
}

function matches(rule: AnswerRule, answer: GatewayAnswer): boolean {
  switch (rule.kind) {
    case 'status':
      return rule.status === '2xx'
        ? answer.status >= 200 && answer.status < 300
        : answer.status === rule.status;
    case 'json':
      return valueAt(answer.json, rule.path) === rule.value;
    case 'text':
      return answer.text.includes(rule.contains);
  }
}

/**
 * Any provider's HTTP API, described by the SMS_HTTP_* settings: the fields sent (templates
 * holding the number, the text, the key, the sender id and the Unicode flag), by GET or POST, and
 * how its answer says the message was taken, or that the number was refused.
 */
export function httpGateway(settings: HttpGatewaySettings): SmsGateway {
  return {
    name: NAME,
    async send(sms: OutgoingSms) {
      const to = internationalNumber(sms.to);
      const values: Record<string, string> = {
        to,
        to_local: to.slice(2),
        text: sms.text,
        key: settings.apiKey,
        sender: settings.senderId,
        unicode: needsUnicode(sms.text) ? settings.unicode.yes : settings.unicode.no,
      };
      // One pass over each template, so a text holding `{key}` stays the shopper's words.
      const filled = (template: string) =>
        template.replace(
          /\{(to|to_local|text|key|sender|unicode)\}/g,
          (_, name: string) => values[name] ?? '',
        );
      const answer = await askGateway(
        NAME,
        {
          method: settings.method,
          url: settings.url,
          postAs: settings.postAs,
          headers: Object.fromEntries(settings.headers.map(([name, value]) => [name, filled(value)])),
          fields: Object.fromEntries(settings.fields.map(([name, value]) => [name, filled(value)])),
        },
        settings.timeoutMs,
      );
      const words = providerWords(answer.text);
      if (settings.invalidNumber && matches(settings.invalidNumber, answer))
        throw new UndeliverableMessage(`${NAME} refused the number (${answer.status}): ${words}`);
      if (!matches(settings.success, answer))
        throw new SmsGatewayUnavailable(`${NAME} did not send it (${answer.status}): ${words}`);
      const id = settings.idPath ? valueAt(answer.json, settings.idPath) : undefined;
      return `http:${id ? providerWords(id) : sms.id}`;
    },
  };
}
