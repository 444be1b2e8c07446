import type { AuditEntry } from '@haat/contracts/admin';
import { count, desc, eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema';

/** What an operator did to one record, with the fields it changed as they were and became. */
export type OperatorAction = {
  /** Null for the shop's own command line (`pnpm admin:create`), run by whoever runs the server. */
  actorUserId: string | null;
  action: string;
  entity: string;
  entityId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Writes an operator's action into the audit log, in the transaction `q` that made it: the log
 * holds an action exactly when the action happened.
 */
export async function recordAction(q: Queryable, action: OperatorAction): Promise<void> {
  await q.insert(auditLog).values(action);
}

export function createAuditLog({ db }: { db: Database }) {
  return {
    /** A page of the log, newest first. */
    async page(page: number, pageSize: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select({ entry: auditLog, actorName: users.name })
          .from(auditLog)
          .leftJoin(users, eq(users.id, auditLog.actorUserId))
          .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ n: count() }).from(auditLog),
      ]);
      return {
        total: total?.n ?? 0,
        page,
        pageSize,
        rows: rows.map(
          ({ entry, actorName }): AuditEntry => ({
            _id: entry.id,
            at: entry.createdAt.toISOString(),
            actor: { id: entry.actorUserId, name: actorName ?? 'Haat' },
            action: entry.action,
            entity: entry.entity,
            entityId: entry.entityId,
            before: entry.before,
            after: entry.after,
          }),
        ),
      };
    },
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;
