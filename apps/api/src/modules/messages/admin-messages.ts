import type { MessageList, OutboxMessage } from '@haat/contracts/admin';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import { Conflict, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { recordAction } from '../audit/service';
import { wakeTheSender } from './outbox';
import type { OutboxRow } from './sender';
import { heldReasonOf } from './sms/limits';

const STATUSES_OF: Record<MessageList, OutboxRow['status'][]> = {
  waiting: ['waiting', 'sending'],
  failed: ['failed'],
  held: ['held'],
  sent: ['sent'],
};

const toMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  channel: row.channel as OutboxMessage['channel'],
  recipient: row.recipient,
  topic: row.topic,
  subject: row.subject,
  status: row.status as OutboxMessage['status'],
  parts: row.parts,
  heldBecause: row.status === 'held' ? heldReasonOf(row.lastError) : null,
  attempts: row.attempts,
  nextAttemptAt:
    row.status === 'waiting' || row.status === 'sending' ? row.nextAttemptAt.toISOString() : null,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox as the back office sees it: what waits, what failed, what went; and sending again. */
export function createAdminMessages({ db }: { db: Database }) {
  return {
    /** Waiting messages oldest first (the queue), the others newest first. */
    async list(list: MessageList, page: number, pageSize: number) {
      const where = inArray(outboxMessages.status, STATUSES_OF[list]);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(outboxMessages)
          .where(where)
          .orderBy(
            list === 'waiting' ? asc(outboxMessages.createdAt) : desc(outboxMessages.createdAt),
            asc(outboxMessages.id),
          )
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(outboxMessages).where(where),
      ]);
      return { rows: rows.map(toMessage), total: total?.n ?? 0, page, pageSize };
    },

    /**
     * Sends a message that failed, was held back, or is still waiting, again now: its attempts
     * start over with a day of retries ahead. An SMS held back by its number's limits is let
     * through them: the operator chose to send it. A message being sent at this moment is left to
     * its sender.
     */
    async resend(actorUserId: string, messageId: string): Promise<OutboxMessage> {
      if (!isUuid(messageId)) throw new NotFound('messageNotFound');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.id, messageId))
          .for('update');
        if (!row) throw new NotFound('messageNotFound');
        if (row.status === 'sent') throw new Conflict('messageAlreadySent');
        const [again] = await tx
          .update(outboxMessages)
          .set({
            status: 'waiting',
            nextAttemptAt: sql`now()`,
            queuedAt: sql`now()`,
            attempts: 0,
            ...(row.status === 'held' ? { admittedAt: sql`now()` } : {}),
          })
          .where(and(eq(outboxMessages.id, messageId)))
          .returning();
        if (!again) throw new NotFound('messageNotFound');
        await recordAction(tx, {
          actorUserId,
          action: 'message.resend',
          entity: 'message',
          entityId: messageId,
          before: { status: row.status, attempts: row.attempts, lastError: row.lastError },
          after: { status: 'waiting' },
        });
        await tx.execute(wakeTheSender);
        return toMessage(again);
      });
    },
  };
}
export type AdminMessages = ReturnType<typeof createAdminMessages>;
