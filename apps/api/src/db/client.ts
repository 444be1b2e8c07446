import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import { migrate as migratePostgres } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle instance every service uses; the same type on PostgreSQL and on PGlite. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handed to a callback of `db.transaction`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Something queries can run on: the database or a transaction inside it. */
export type Queryable = Database | Transaction;

export type DatabaseKind = 'postgres' | 'pglite';

export type DatabaseHandle = {
  db: Database;
  /**
   * Housekeeping a server would do on its own: embedded PGlite has no autovacuum, so this vacuums
   * and analyzes it (dead rows go, index-only scans work, the planner knows the table sizes).
   */
  maintain(): Promise<void>;
  close(): Promise<void>;
} & ({ kind: 'postgres' } | { kind: 'pglite'; pglite: PGlite });

export type DatabaseLocation =
  /** A PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite persisted in a folder. */
  | { pgliteDir: string }
  /** Embedded PGlite in memory, gone when closed (tests), optionally started from a data dump. */
  | { inMemory: true; from?: Blob };

/** The SQL migrations drizzle-kit wrote: next to this file in `src/`, copied beside `main.js` in `dist/`. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Takes a lock so that several API processes starting at once migrate one after another. */
const MIGRATION_LOCK_ID = 7_242_001;

/** The rows of a raw SQL query: the two drivers wrap them differently. */
export async function selectRows<Row>(db: Queryable, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** Runs `close` the first time only, so that closing twice is harmless. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= close();
    return closing;
  };
}

/** Opens the database, applies pending migrations and returns a drizzle instance over it. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) {
    await migratePostgresServer(location.url);
    const client = postgres(location.url, { max: 10, onnotice: () => {} });
    return {
      db: drizzlePostgres(client, { schema }),
      kind: 'postgres',
      maintain: async () => {},
      close: once(() => client.end({ timeout: 5 })),
    };
  }

  let dataDir: string | undefined;
  if ('pgliteDir' in location) {
    dataDir = path.resolve(location.pgliteDir);
    await mkdir(dataDir, { recursive: true });
  }
  const loadDataDir = 'from' in location ? location.from : undefined;
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    pglite: client,
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    close: once(() => client.close()),
  };
}

async function migratePostgresServer(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    const db = drizzlePostgres(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migratePostgres(db, { migrationsFolder });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
}
