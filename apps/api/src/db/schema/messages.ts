import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

/**
 * The outbox: every message the shop sends (mail and SMS), written in the transaction of
 * the event that causes it and sent afterwards by the sender (modules/messages/sender.ts), which
 * retries with growing pauses for more than a day. A row is sent by one process at a time: it is
 * claimed (`sending`, with a lease in `next_attempt_at`) under `FOR UPDATE SKIP LOCKED`.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel').notNull(),
    /** An email address, or a mobile number for SMS. */
    recipient: text('recipient').notNull(),
    /** What made it, such as `password_reset` or `order_placed`: for the back office's list. */
    topic: text('topic').notNull(),
    subject: text('subject').notNull().default(''),
    /**
     * The record a message is about (an order's id), for a message composed when it is sent: an
     * order's confirmation is queued by the statements that write the order, before its number exists.
     */
    about: text('about'),
    /** Emptied once sent: reset and verification links must not stay in the database (or its backups). */
    bodyText: text('body_text'),
    bodyHtml: text('body_html'),
    /** `held`: an SMS over its number's limits, kept with the reason in `last_error` and not sent. */
    status: text('status').notNull().default('waiting'),
    /** The SMS parts an SMS costs, counted when it is queued; null for mail. */
    parts: integer('parts'),
    /**
     * When an SMS passed its number's limits (modules/messages/sms/limits.ts): the limits count
     * these, and a message that passed is not counted again on its retries.
     */
    admittedAt: timestamp('admitted_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due; while `sending`, when the claim lapses (a process that died mid-send). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the current run of attempts began: queued, or sent again from the back office. */
    queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The SMTP server's message id, or the outbox file's name. */
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The order messages were queued in, which the times cannot tell: those of one transaction share
     * its time, and embedded PGlite keeps milliseconds. One recipient's go out in this order.
     */
    queueOrder: bigint('queue_order', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    check('outbox_messages_channel', sql`${t.channel} in ('mail', 'sms')`),
    check('outbox_messages_status', sql`${t.status} in ('waiting', 'sending', 'sent', 'failed', 'held')`),
    // The sender's question, asked every few seconds: what is due now?
    index('outbox_messages_due').on(t.nextAttemptAt).where(sql`${t.status} in ('waiting', 'sending')`),
    index('outbox_messages_by_status').on(t.status, t.createdAt),
    // The SMS limits' question: how many SMS did this number get in the last day?
    index('outbox_messages_sms_admitted')
      .on(t.recipient, t.admittedAt)
      .where(sql`${t.channel} = 'sms' and ${t.admittedAt} is not null`),
  ],
);
