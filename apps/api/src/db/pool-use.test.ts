import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/app';
import type { DatabaseHandle, PoolUse } from './client';

let database: DatabaseHandle;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** The pool's use as counted now. */
function use(): PoolUse {
  if (database.kind !== 'postgres') throw new Error('only PostgreSQL has a pool');
  const { size, queriesInFlight, transactionsOpen } = database.pool;
  return { size, queriesInFlight, transactionsOpen };
}

/** Waits until `done` holds, for at most two seconds. */
async function until(done: () => boolean) {
  for (let waited = 0; !done(); waited += 10) {
    if (waited > 2000) throw new Error('waited too long');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// Embedded PGlite has no pool: one connection inside the process.
describe.runIf(testDatabaseKind === 'postgres')('the PostgreSQL pool’s use', () => {
  it('counts a statement until its answer comes, and a failed one until it fails', async () => {
    expect(use()).toEqual({ size: 14, queriesInFlight: 0, transactionsOpen: 0 });
    // drizzle sends a statement once it is awaited: Promise.all does that now.
    const slow = Promise.all([
      database.db.execute(sql`select pg_sleep(0.2)`),
      database.adHocDb.execute(sql`select pg_sleep(0.2)`),
    ]);
    await until(() => use().queriesInFlight === 2);
    await slow;
    expect(use().queriesInFlight).toBe(0);
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toThrow(/select 1 \/ 0/);
    expect(use().queriesInFlight).toBe(0);
  });

  it('counts a transaction, savepoints within it not again, until it commits or rolls back', async () => {
    const seen: PoolUse[] = [];
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.transaction(async (savepoint) => {
        const answer = Promise.resolve(savepoint.execute(sql`select pg_sleep(0.05)`));
        await until(() => use().queriesInFlight === 1);
        seen.push(use());
        await answer;
      });
      seen.push(use());
    });
    expect(seen).toEqual([
      { size: 14, queriesInFlight: 1, transactionsOpen: 1 },
      { size: 14, queriesInFlight: 0, transactionsOpen: 1 },
    ]);
    expect(use().transactionsOpen).toBe(0);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(use()).toEqual({ size: 14, queriesInFlight: 0, transactionsOpen: 0 });
  });

  it('counts a transaction ending with its last statements, on its reserved connection, until released', async () => {
    const seen: PoolUse[] = [];
    await database.transactionEndingWith(async (tx, commitWith) => {
      await tx.execute(sql`select 1`);
      seen.push(use());
      return commitWith([sql`select 2`]);
    });
    expect(seen).toEqual([{ size: 14, queriesInFlight: 0, transactionsOpen: 1 }]);
    expect(use()).toEqual({ size: 14, queriesInFlight: 0, transactionsOpen: 0 });
    await expect(
      database.transactionEndingWith(async (_tx, commitWith) => commitWith([sql`select 1 / 0`])),
    ).rejects.toThrow(/division by zero/);
    expect(use()).toEqual({ size: 14, queriesInFlight: 0, transactionsOpen: 0 });
  });
});
