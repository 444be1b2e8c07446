import { sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/client';

export type HealthChecks = ReturnType<typeof createHealthChecks>;

/** What the health calls ask of the database: which kind the shop runs on, and whether it answers. */
export function createHealthChecks({ db, kind }: { db: Database; kind: DatabaseKind }) {
  return {
    databaseKind: kind,
    /** Rejects when the database does not answer the simplest query. */
    async databaseAnswers() {
      await db.execute(sql`select 1`);
    },
  };
}
