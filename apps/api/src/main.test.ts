import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/app';
import {
  healthy,
  restoreMigratedPglite,
  type ShopProcess,
  startShopProcess,
  stopAll,
} from '../test/shop-process';
import { LOCK_FILE_NAME } from './lib/data-dir-lock';

const shops = new Set<ShopProcess>();
const startShop = (dataDir: string) => startShopProcess(dataDir, shops);
const tempDirs: string[] = [];

afterEach(async () => {
  await stopAll(shops);
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** An embedded database already migrated, copied into each new DATA_DIR. */
let migrated: string | undefined;

/**
 * A new DATA_DIR holding a migrated database: a first start on an empty one spends most of its time
 * creating and migrating the database, which is not what these tests are about.
 */
async function freshDataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-main-'));
  tempDirs.push(dir);
  if (migrated) await cp(migrated, path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

/** Each start compiles the API with tsx and opens PGlite: tens of seconds when CI's other suites share the cores. */
const STARTS_TIMEOUT_MS = 300_000;

// These start their own servers on embedded PGlite whatever the project: once is enough, so they
// are skipped in the PostgreSQL project.
describe.skipIf(testDatabaseKind === 'postgres')('one shop process per embedded database', () => {
  beforeAll(async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'haat-main-template-'));
    migrated = path.join(folder, 'pglite');
    await restoreMigratedPglite(migrated);
  });
  afterAll(async () => {
    if (migrated) await rm(path.dirname(migrated), { recursive: true, force: true });
  });

  it(
    'refuses a second start on the same DATA_DIR, naming the folder and the holder',
    async () => {
      const dataDir = await freshDataDir();
      const first = await startShop(dataDir);
      await healthy(first);

      const second = await startShop(dataDir);
      expect(await second.exited).toEqual({ code: 1, signal: null });
      const message = second.stderr();
      expect(message).toContain(dataDir);
      expect(message).toContain(`pid ${first.process.pid}`);
      expect(message).toContain('DATABASE_URL');
      expect(message).not.toMatch(/^\s+at /m); // a plain message, no stack

      // The first is untouched, and once it stops, the folder is free.
      await healthy(first);
      first.process.kill('SIGTERM');
      expect(await first.exited).toEqual({ code: 0, signal: null });
      expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
      const third = await startShop(dataDir);
      await healthy(third);
    },
    STARTS_TIMEOUT_MS,
  );

  it(
    'takes over the lock of a shop killed with kill -9',
    async () => {
      const dataDir = await freshDataDir();
      const first = await startShop(dataDir);
      await healthy(first);
      first.process.kill('SIGKILL');
      await first.exited;

      const second = await startShop(dataDir);
      await healthy(second);
      const holder = JSON.parse(await readFile(path.join(dataDir, LOCK_FILE_NAME), 'utf8')) as {
        pid: number;
      };
      expect(holder.pid).toBe(second.process.pid);
    },
    STARTS_TIMEOUT_MS,
  );
});
