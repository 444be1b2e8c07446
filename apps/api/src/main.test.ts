import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, testDatabaseKind } from '../test/app';
import { LOCK_FILE_NAME } from './lib/data-dir-lock';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

type Shop = {
  process: ChildProcessWithoutNullStreams;
  port: number;
  /** Everything it wrote, for failure messages. */
  output: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

const shops = new Set<Shop>();
const tempDirs: string[] = [];

afterEach(async () => {
  for (const shop of shops) shop.process.kill('SIGKILL');
  await Promise.all([...shops].map((shop) => shop.exited));
  shops.clear();
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The real server, `src/main.ts`, as `pnpm start` runs it, on embedded PGlite in `dataDir`. */
async function startShop(dataDir: string): Promise<Shop> {
  const port = await freePort();
  // Settings of the person running the tests must not leak in: no server database, no Redis.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LOG_PRETTY: 'false',
      NODE_ENV: 'test',
      WEB_DIST_DIR: path.join(dataDir, 'none'),
    },
    stdio: 'pipe',
  });
  let output = '';
  const collect = (chunk: string) => {
    output += chunk;
  };
  child.stdout.setEncoding('utf8').on('data', collect);
  child.stderr.setEncoding('utf8').on('data', collect);
  let stderr = '';
  child.stderr.on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const shop: Shop = { process: child, port, output: () => output, stderr: () => stderr, exited };
  shops.add(shop);
  return shop;
}

/** Waits until the shop answers its health check; fails with its output if it exits first. */
async function healthy(shop: Shop, timeoutMs = 150_000): Promise<void> {
  let exited = false;
  void shop.exited.then(() => {
    exited = true;
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited) throw new Error(`the shop exited before answering:\n${shop.output()}`);
    const ok = await fetch(`http://127.0.0.1:${shop.port}/api/v1/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop did not answer within ${timeoutMs} ms:\n${shop.output()}`);
}

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
    const dump = new Blob([await readFile(inject('pgliteTemplateFile'))]);
    const database = await PGlite.create({ dataDir: migrated, loadDataDir: dump, extensions: { pg_trgm } });
    await database.close();
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
