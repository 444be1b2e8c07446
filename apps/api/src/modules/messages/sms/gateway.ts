import { UndeliverableMessage } from '../sender';

/** An SMS as a gateway sends it: the outbox row's id (the provider's key against sending twice), the number, the words. */
export type OutgoingSms = { id: string; to: string; text: string };

/**
 * The way out for SMS: one provider's HTTP API, or the outbox folder. Only the outbox's sender
 * calls it; everything else queues an SMS in the outbox. It answers the provider's id for the
 * message; it throws `UndeliverableMessage` when the provider refused the number for good, and
 * anything else (no answer, a 5xx, no balance, refused credentials) to be tried again later.
 */
export type SmsGateway = {
  /** How the back office and the log name it (`SSL Wireless`). */
  name: string;
  send(sms: OutgoingSms): Promise<string>;
};

/** Anything a gateway cannot act on now: tried again later, with these words in the back office. */
export class SmsGatewayUnavailable extends Error {}

/**
 * A Bangladeshi mobile number as providers take it, with the country code and no plus
 * (`8801712345678`), from the form the shop keeps (`01712345678`) or an international one. A
 * number that cannot be one is refused here, for good, without asking the provider.
 */
export function internationalNumber(kept: string): string {
  const digits = kept.replace(/[\s-]/g, '').replace(/^\+/, '');
  const national = digits.startsWith('880') ? digits.slice(2) : digits;
  if (!/^01[3-9]\d{8}$/.test(national))
    throw new UndeliverableMessage(`${kept} is not a Bangladeshi mobile number.`);
  return `88${national}`;
}

/** The words a provider answered, cut to what the back office shows. */
export const providerWords = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, 300) : JSON.stringify(value ?? null).slice(0, 300);
