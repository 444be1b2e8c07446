import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { smsCost } from './sms/parts';

/** The channel the sender listens on: a message committed wakes it at once, in whichever process. */
export const MESSAGES_CHANNEL = 'haat_messages';

/** A mail as the shop composes it: where it goes, what made it, its words. */
export type QueuedMail = {
  to: string;
  /** What made it, such as `password_reset` or `order_placed`: for the back office's list. */
  topic: string;
  subject: string;
  text: string;
  html: string;
};

/**
 * Puts a mail in the outbox, in the caller's transaction `q`: it is sent once that commits, and
 * never if it rolls back. PostgreSQL delivers the notice at the commit too, so the sender starts
 * at once rather than at its next look.
 */
export async function queueMail(q: Queryable, mail: QueuedMail): Promise<void> {
  await q.insert(outboxMessages).values({
    channel: 'mail',
    recipient: mail.to,
    topic: mail.topic,
    subject: mail.subject,
    bodyText: mail.text,
    bodyHtml: mail.html,
  });
  await q.execute(wakeTheSender);
}

/** Told at the commit of the transaction that runs it. */
export const wakeTheSender = sql`select pg_notify(${MESSAGES_CHANNEL}, '')`;

/**
 * The statements that queue a mail composed when it is sent, about one record (an order's
 * confirmation, by the order's id): for a transaction whose last statements travel with its commit.
 */
export function composedMailStatements(
  q: Queryable,
  mail: { to: string; topic: string; about: string },
): SQL[] {
  return [
    q
      .insert(outboxMessages)
      .values({ channel: 'mail', recipient: mail.to, topic: mail.topic, about: mail.about })
      .getSQL(),
    wakeTheSender,
  ];
}

/** An SMS as the shop composes it: the mobile number as kept (`01712345678`), what made it, its words. */
export type QueuedSms = {
  to: string;
  /** What made it, such as `phone_code` or `order_placed`: for the back office's list and the shopper's choices. */
  topic: string;
  text: string;
};

/**
 * Puts an SMS in the outbox, in the caller's transaction `q`, as queueMail does a mail: sent once
 * that commits, by whichever process claims it, unless its number's limits hold it back. Answers
 * the parts it costs, known before it is sent.
 */
export async function queueSms(q: Queryable, sms: QueuedSms): Promise<{ parts: number }> {
  const { parts } = smsCost(sms.text);
  await q
    .insert(outboxMessages)
    .values({ channel: 'sms', recipient: sms.to, topic: sms.topic, bodyText: sms.text, parts });
  await q.execute(wakeTheSender);
  return { parts };
}
