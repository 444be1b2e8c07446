import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { type SQL, sql } from 'drizzle-orm';
import { PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres, PostgresJsSession } from 'drizzle-orm/postgres-js';
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

/**
 * Ends a transaction of `transactionEndingWith`: runs `statements` in order and commits, answering
 * each statement's rows. A statement that fails undoes the whole transaction, and its error is thrown.
 */
export type CommitWith = (statements: SQL[]) => Promise<unknown[][]>;

export type DatabaseHandle = {
  /** Its statements are prepared: planned once per connection, from then on one round trip each. */
  db: Database;
  /**
   * The same database, its statements planned for their values on every call: for searches and
   * filtered listings, where the plan for one value (a one-letter search) would serve another badly.
   */
  adHocDb: Database;
  /**
   * The same database, its statements prepared and planned once for all their values: only for
   * statements whose best plan is the same whatever the values (a row by its id, a page read off an
   * index in its order), for the time the server would spend planning them on every call. By
   * itself PostgreSQL keeps planning each call of a statement whose LIMIT or OFFSET is a parameter,
   * as it guesses the plan made without them reads a tenth of the table.
   */
  plannedOnceDb: Database;
  /**
   * Housekeeping a server would do on its own: embedded PGlite has no autovacuum, so this vacuums
   * and analyzes it (dead rows go, index-only scans work, the planner knows the table sizes).
   */
  maintain(): Promise<void>;
  /**
   * A transaction whose last statements go to the server together with its COMMIT: the row locks
   * they take are held for as long as the server takes to run them and commit, never for a round
   * trip back to the app (on PGlite, in the same process, there is no round trip to save). `work`
   * ends it with `commitWith`; one that returns without it commits what it did, one that throws
   * rolls it back.
   */
  transactionEndingWith<T>(work: (tx: Queryable, commitWith: CommitWith) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` with the payload after every committed transaction that sent a NOTIFY on
   * `channel`, whichever process sent it, in the order they committed; and, with no payload, each
   * time the listening connection is made anew (notices sent while it was down are lost, so the
   * listener must assume one came). Answers how to stop listening.
   */
  listen(channel: string, onNotice: (payload?: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
} & ({ kind: 'postgres'; pool: PoolUse } | { kind: 'pglite'; pglite: PGlite });

/**
 * What this process asks of its PostgreSQL connection pool right now, counted around the driver
 * (postgres.js does not tell which of its connections are busy).
 */
export type PoolUse = {
  /** The most connections the pool opens. */
  readonly size: number;
  /** Statements sent and not yet answered, inside transactions or not. */
  readonly queriesInFlight: number;
  /** Transactions under way, each holding a connection of its own (or waiting for one). */
  readonly transactionsOpen: number;
};

export type DatabaseLocation =
  /** A PostgreSQL server. */
  | { url: string }
  /** Embedded PGlite persisted in a folder; a new folder may be started from a data dump (a restore). */
  | { pgliteDir: string; from?: Blob }
  /** Embedded PGlite in memory, gone when closed (tests), optionally started from a data dump. */
  | { inMemory: true; from?: Blob };

/** The SQL migrations drizzle-kit wrote: next to this file in `src/`, copied beside `main.js` in `dist/`. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Takes a lock so that several API processes starting at once migrate one after another. */
const MIGRATION_LOCK_ID = 7_242_001;

/**
 * How the shop's connections name themselves on a PostgreSQL server (pg_stat_activity), so that
 * `pnpm restore` can tell whether the shop is still running on the database it would replace.
 */
export const SHOP_APPLICATION_NAME = 'haat';

/** Connections an API process opens to a PostgreSQL server, for most statements… */
const POOL_SIZE = 10;
/** …and for those planned once (`plannedOnceDb`): the catalogue's reads, each a millisecond or less. */
const PLANNED_ONCE_POOL_SIZE = 4;

/** Settings of every connection the shop opens to a PostgreSQL server. */
const shopConnection = {
  onnotice: () => {},
  connection: { application_name: SHOP_APPLICATION_NAME },
} satisfies postgres.Options<Record<string, postgres.PostgresType>>;

/** Embedded PGlite in `dataDir` (in memory without), started from a data dump when given; not migrated. */
export function startPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
}

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

type Statements = Pick<postgres.Sql, 'unsafe'>;

/**
 * `client`, counting in `use` the statements it runs and the transactions it opens: in its
 * transactions and savepoints too, and on the connections it reserves (each counted as a
 * transaction until released).
 */
function countingUse<Client extends Statements>(
  client: Client,
  use: { queriesInFlight: number; transactionsOpen: number },
): Client {
  const settled = () => {
    use.queriesInFlight -= 1;
  };
  const unsafe = (...args: Parameters<Statements['unsafe']>) => {
    const query = client.unsafe(...args);
    use.queriesInFlight += 1;
    // Counted from here, as every statement made here is sent (drizzle awaits each at once). With
    // Promise's own `then`, not the query's: that one would send the query before the caller has
    // finished setting it up (drizzle asks for `.values()` after this returns).
    Promise.prototype.then.call(query, settled, settled);
    return query;
  };
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'unsafe') return unsafe;
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      if (key === 'begin' || key === 'savepoint')
        return async (...args: unknown[]) => {
          const scope = args.pop() as (inner: Statements) => unknown;
          const transaction = key === 'begin';
          if (transaction) use.transactionsOpen += 1;
          try {
            return await value.call(target, ...args, (inner: Statements) => scope(countingUse(inner, use)));
          } finally {
            if (transaction) use.transactionsOpen -= 1;
          }
        };
      if (key === 'reserve')
        return async () => {
          const reserved = (await value.call(target)) as postgres.ReservedSql;
          use.transactionsOpen += 1;
          let released = false;
          const release = () => {
            if (!released) use.transactionsOpen -= 1;
            released = true;
            reserved.release();
          };
          return new Proxy(countingUse(reserved, use), {
            get: (inner, innerKey, innerReceiver) =>
              innerKey === 'release' ? release : Reflect.get(inner, innerKey, innerReceiver),
          });
        };
      return value;
    },
  });
}

/**
 * drizzle runs every statement unprepared, which postgres.js sends as two round trips (it asks the
 * server for the parameters' types, then runs it). Prepared, a statement is described once per
 * connection and then runs in one round trip, and the server may keep one plan for all its values.
 * The transactions and savepoints drizzle opens hand it their own client, wrapped the same way.
 */
function preparingStatements<Client extends Statements>(client: Client): Client {
  // Made once: every statement goes through `unsafe`.
  const unsafe = (...[query, parameters, options]: Parameters<Statements['unsafe']>) =>
    client.unsafe(query, parameters, { ...options, prepare: true });
  return new Proxy(client, {
    get(target, key, receiver) {
      if (key === 'unsafe') return unsafe;
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'function' && (key === 'begin' || key === 'savepoint'))
        return (...args: unknown[]) => {
          const scope = args.pop() as (inner: Statements) => unknown;
          return value.call(target, ...args, (inner: Statements) => scope(preparingStatements(inner)));
        };
      return value;
    },
  });
}

/**
 * `transactionEndingWith` as a plain transaction of `q` (a savepoint when `q` is a transaction), its
 * last statements run one after another: for PGlite, and for work inside a transaction of its own.
 */
export const transactionIn =
  (q: Queryable): DatabaseHandle['transactionEndingWith'] =>
  (work) =>
    q.transaction((tx) =>
      work(tx, async (statements) => {
        const rows: unknown[][] = [];
        for (const statement of statements) rows.push(await selectRows(tx, statement));
        return rows;
      }),
    );

const dialect = new PgDialect();

/**
 * `db` over one connection, made the way drizzle makes its own transactions: from the schema's
 * relations as `db` worked them out (working them out again costs more than an order's SQL).
 */
function drizzleOver(connection: postgres.Sql, db: Database): Database {
  const { fullSchema, schema: tables, tableNamesMap } = db._;
  if (!tables) throw new Error('the database was opened without its schema');
  const relations = { fullSchema, schema: tables, tableNamesMap };
  return new PgDatabase(
    dialect,
    new PostgresJsSession(preparingStatements(connection), dialect, relations, {}),
    relations,
  );
}

/**
 * `transactionEndingWith` on a PostgreSQL server, on a connection of its own: the last statements
 * and the COMMIT are queued on it at once, in order, and travel together. When one of them fails,
 * the server turns the COMMIT into a rollback.
 */
async function pipelinedTransaction<T>(
  client: postgres.Sql,
  db: Database,
  work: (tx: Queryable, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  const connection = await client.reserve();
  let ended = false;
  try {
    // The BEGIN travels with the work's first statement. Nothing that writes is sent before it is
    // known to have begun: in autocommit, the last statements would not be undone together.
    const begun = connection.unsafe('begin').execute();
    // Its failure is thrown where it is awaited below; work that fails first leaves it unawaited.
    begun.catch(() => {});
    const commitWith: CommitWith = async (statements) => {
      await begun;
      ended = true;
      const sent = statements.map((statement) => {
        const query = dialect.sqlToQuery(statement);
        return connection
          .unsafe(query.sql, query.params as postgres.ParameterOrJSON<never>[], { prepare: true })
          .execute();
      });
      const committed = connection.unsafe('commit').execute();
      const outcomes = await Promise.allSettled([...sent, committed]);
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      return outcomes
        .slice(0, statements.length)
        .map((outcome) => (outcome.status === 'fulfilled' ? [...outcome.value] : []));
    };
    const result = await work(drizzleOver(connection, db), commitWith);
    if (!ended) {
      await begun;
      ended = true;
      await connection.unsafe('commit');
    }
    return result;
  } catch (error) {
    if (!ended) await connection.unsafe('rollback').catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}

/** Opens the database, applies pending migrations and returns a drizzle instance over it. */
export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if ('url' in location) {
    await migratePostgresServer(location.url);
    const driver = postgres(location.url, { max: POOL_SIZE, ...shopConnection });
    const plannedOnceDriver = postgres(location.url, {
      max: PLANNED_ONCE_POOL_SIZE,
      ...shopConnection,
      connection: { ...shopConnection.connection, plan_cache_mode: 'force_generic_plan' },
    });
    const pool = { size: POOL_SIZE + PLANNED_ONCE_POOL_SIZE, queriesInFlight: 0, transactionsOpen: 0 };
    const client = countingUse(driver, pool);
    const db = drizzlePostgres(preparingStatements(client), { schema });
    return {
      db,
      adHocDb: drizzlePostgres(client, { schema }),
      plannedOnceDb: drizzlePostgres(preparingStatements(countingUse(plannedOnceDriver, pool)), { schema }),
      kind: 'postgres',
      pool,
      maintain: async () => {},
      transactionEndingWith: (work) => pipelinedTransaction(client, db, work),
      // postgres.js listens on a connection of its own, made again after a drop (then `onlisten` runs).
      listen: async (channel, onNotice) => {
        const listening = await driver.listen(channel, onNotice, () => onNotice());
        return async () => {
          await listening.unlisten();
        };
      },
      close: once(async () => {
        await Promise.all([driver.end({ timeout: 5 }), plannedOnceDriver.end({ timeout: 5 })]);
      }),
    };
  }

  let dataDir: string | undefined;
  if ('pgliteDir' in location) {
    dataDir = path.resolve(location.pgliteDir);
    await mkdir(dataDir, { recursive: true });
  }
  const client = await startPglite(dataDir, 'from' in location ? location.from : undefined);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return {
    db,
    // PGlite plans every statement for its values anyway.
    adHocDb: db,
    plannedOnceDb: db,
    transactionEndingWith: transactionIn(db),
    kind: 'pglite',
    pglite: client,
    maintain: async () => {
      await client.exec('VACUUM (ANALYZE)');
    },
    // One process holds the embedded database, so every notice comes from this process.
    listen: (channel, onNotice) => client.listen(channel, onNotice),
    close: once(() => client.close()),
  };
}

async function migratePostgresServer(url: string): Promise<void> {
  const client = postgres(url, { max: 1, ...shopConnection });
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
