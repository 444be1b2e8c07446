import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { MESSAGES_CHANNEL } from './outbox';
import { smsCost } from './sms/parts';

export type OutboxRow = typeof outboxMessages.$inferSelect;
type Channel = 'mail' | 'sms';

/** Sends one message of a channel; answers the provider's id for it (an SMTP message id, a file). */
export type ChannelTransport = (message: OutboxRow) => Promise<string>;

/**
 * A message the provider refused for good (an SMS to a number that does not exist): trying again
 * would be refused again, so it is marked failed at once, with the provider's words, for the back
 * office to see. Anything else a transport throws is tried again later.
 */
export class UndeliverableMessage extends Error {}

/**
 * Whether a message may go now: null when it may, or the reason it is held back (an SMS over its
 * number's limits). Asked before every attempt; a held message waits for the operator.
 */
export type Admission = (message: OutboxRow) => Promise<string | null>;

/** A message's words, composed when it is sent from the record it is about. */
export type ComposedWords = { subject: string; text: string; html: string };
/** Composes a message of a topic from the record it is about; null when there is nothing to say. */
export type Composer = (about: string) => Promise<ComposedWords | null>;

export type MessageCounters = {
  messageSent(channel: Channel): void;
  /** An attempt that failed; the message is tried again later. */
  messageAttemptFailed(channel: Channel): void;
  /** A message given up on after a day of attempts, or refused for good. */
  messageFailed(channel: Channel): void;
  /** A message held back by its recipient's limits, not sent. */
  messageHeld(channel: Channel): void;
};

type SenderLog = {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
};

/** How many messages one claim takes; the sender claims again until none are due. */
const BATCH = 10;
/** How long a claimed message is this process's: longer than any SMTP timeout, so no two send it. */
const CLAIM_MS = 15 * 60 * 1000;
/** How often the sender looks for messages whose pause is over, besides being woken by new ones. */
export const LOOK_EVERY_MS = 5000;
/** The pause after a failed attempt: 30 s, doubling, at most 2 hours. */
export const pauseAfter = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 2 * 60 * 60 * 1000);
/** Attempts go on for this long after a message was queued (or sent again), then it is given up. */
export const GIVE_UP_AFTER_MS = 26 * 60 * 60 * 1000;

/**
 * Sends what the outbox holds: woken by each message committed (a notice, in every process) and
 * every few seconds for retries. Each process claims a batch under `FOR UPDATE SKIP LOCKED`, so
 * several processes send each message once; a claim lapses after CLAIM_MS, so a message whose
 * process died mid-send is sent by another. A failed attempt waits longer each time, for more than
 * a day; then the message is marked failed and the back office can send it again.
 */
export function createMessageSender({
  database,
  transports,
  composers = {},
  admissions = {},
  log,
  counters,
  now = () => new Date(),
}: {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  transports: Partial<Record<Channel, ChannelTransport>>;
  /** By channel and topic: how a message queued with only what it is about is written. */
  composers?: Partial<Record<Channel, Record<string, Composer>>>;
  /** By channel: whether a message may go now (the SMS limits per number). */
  admissions?: Partial<Record<Channel, Admission>>;
  log: SenderLog;
  counters?: MessageCounters | null;
  now?: () => Date;
}) {
  const { db } = database;
  const channels = Object.keys(transports) as Channel[];
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  /** Takes up to BATCH due messages for this process, or none another process holds. */
  async function claim(): Promise<OutboxRow[]> {
    const at = now();
    const due = db
      .select({ id: outboxMessages.id })
      .from(outboxMessages)
      .where(
        and(
          inArray(outboxMessages.status, ['waiting', 'sending']),
          // Due by the end of this millisecond: the database keeps microseconds, a Date milliseconds,
          // and a message queued just now would otherwise wait for the next look.
          lt(outboxMessages.nextAttemptAt, new Date(at.getTime() + 1)),
          inArray(outboxMessages.channel, channels),
        ),
      )
      .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.queueOrder))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(outboxMessages)
      .set({
        status: 'sending',
        attempts: sql`${outboxMessages.attempts} + 1`,
        nextAttemptAt: new Date(at.getTime() + CLAIM_MS),
      })
      .where(inArray(outboxMessages.id, due))
      .returning();
    // PostgreSQL returns updated rows in no particular order: one recipient's go in the order queued.
    return claimed.sort((a, b) => a.queueOrder - b.queueOrder);
  }

  /** The message with its words: as queued, or composed now from what it is about. */
  async function withWords(message: OutboxRow): Promise<OutboxRow> {
    if (message.bodyText !== null || message.about === null) return message;
    const compose = composers[message.channel as Channel]?.[message.topic];
    const words = compose ? await compose(message.about) : null;
    if (!words) throw new Error(`nothing to send: no ${message.topic} for ${message.about}`);
    // An SMS written only now is counted now: the back office shows what each one cost.
    const parts = message.channel === 'sms' ? smsCost(words.text).parts : message.parts;
    await db
      .update(outboxMessages)
      .set({ subject: words.subject, parts })
      .where(eq(outboxMessages.id, message.id));
    return { ...message, subject: words.subject, bodyText: words.text, bodyHtml: words.html, parts };
  }

  async function sendOne(claimed: OutboxRow) {
    const channel = claimed.channel as Channel;
    const transport = transports[channel];
    if (!transport) return;
    let message = claimed;
    try {
      const heldBecause = await admissions[channel]?.(claimed);
      if (heldBecause) {
        await db
          .update(outboxMessages)
          .set({ status: 'held', lastError: heldBecause })
          .where(eq(outboxMessages.id, claimed.id));
        counters?.messageHeld(channel);
        log.warn(
          { messageId: claimed.id, to: claimed.recipient, topic: claimed.topic, reason: heldBecause },
          'Message held back, not sent: the back office can send it again',
        );
        return;
      }
      message = await withWords(claimed);
      const providerId = await transport(message);
      await db
        .update(outboxMessages)
        .set({ status: 'sent', sentAt: now(), providerId, lastError: null, bodyText: null, bodyHtml: null })
        .where(eq(outboxMessages.id, message.id));
      counters?.messageSent(channel);
      log.info(
        { messageId: message.id, to: message.recipient, subject: message.subject, providerId },
        'Message sent',
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const at = now();
      const givenUp =
        error instanceof UndeliverableMessage ||
        at.getTime() - message.queuedAt.getTime() >= GIVE_UP_AFTER_MS;
      await db
        .update(outboxMessages)
        .set({
          status: givenUp ? 'failed' : 'waiting',
          nextAttemptAt: new Date(at.getTime() + pauseAfter(message.attempts)),
          lastError: reason.slice(0, 500),
        })
        .where(eq(outboxMessages.id, message.id));
      const about = {
        messageId: message.id,
        to: message.recipient,
        subject: message.subject,
        attempts: message.attempts,
        err: error,
      };
      if (givenUp) {
        counters?.messageFailed(channel);
        log.error(
          about,
          error instanceof UndeliverableMessage
            ? 'Message refused for good: the back office can send it again'
            : 'Message given up after a day of attempts: the back office can send it again',
        );
      } else {
        counters?.messageAttemptFailed(channel);
        log.warn(about, 'Message not sent yet: it will be tried again');
      }
    }
  }

  /** Claims and sends until nothing is due; answers how many were tried. */
  async function sendDue(): Promise<number> {
    let tried = 0;
    for (;;) {
      const claimed = await claim();
      // One recipient's messages go one after the other, in the order they were queued (an order
      // placed before it is confirmed); different recipients' at once.
      const byRecipient = new Map<string, OutboxRow[]>();
      for (const message of claimed)
        byRecipient.set(message.recipient, [...(byRecipient.get(message.recipient) ?? []), message]);
      await Promise.all(
        [...byRecipient.values()].map(async (theirs) => {
          for (const message of theirs) await sendOne(message);
        }),
      );
      tried += claimed.length;
      if (claimed.length < BATCH || stopped) return tried;
    }
  }

  /** Runs a round now, or right after the one under way. */
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await sendDue();
        } catch (error) {
          log.error({ err: error }, 'The outbox could not be read; it is tried again shortly');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = undefined;
    });
    return running;
  }

  return {
    sendDue,
    wake,
    async start() {
      stopListening = await database.listen(MESSAGES_CHANNEL, () => void wake());
      timer = setInterval(() => void wake(), LOOK_EVERY_MS);
      timer.unref();
      void wake();
    },
    /** Stops looking, and waits for the round under way: a message being sent is finished. */
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await stopListening?.().catch(() => {});
      await running;
    },
  };
}
export type MessageSender = ReturnType<typeof createMessageSender>;
