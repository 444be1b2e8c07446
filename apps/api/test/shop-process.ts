import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { startPglite } from '../src/db/client';
import { freePort } from './app';

const apiDir = fileURLToPath(new URL('..', import.meta.url));

/** The real server, `src/main.ts`, running in a process of its own. */
export type ShopProcess = {
  process: ChildProcessWithoutNullStreams;
  port: number;
  url: string;
  /** Everything it wrote, for failure messages. */
  output: () => string;
  stderr: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/**
 * Starts `src/main.ts` as `pnpm start` runs it: on embedded PGlite in `dataDir`, or on the
 * PostgreSQL database `env.DATABASE_URL` names. `started` keeps every process, for the test to stop.
 */
export async function startShopProcess(
  dataDir: string,
  started: Set<ShopProcess>,
  env: Record<string, string> = {},
): Promise<ShopProcess> {
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
      AUTH_ATTEMPTS_PER_IP: '100000',
      ...env,
    },
    stdio: 'pipe',
  });
  let output = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
    stderr += chunk;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const shop: ShopProcess = {
    process: child,
    port,
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    stderr: () => stderr,
    exited,
  };
  started.add(shop);
  return shop;
}

/** Waits until the shop answers its health check; fails with its output if it exits first. */
export async function healthy(shop: ShopProcess, timeoutMs = 150_000): Promise<void> {
  let exited = false;
  void shop.exited.then(() => {
    exited = true;
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (exited) throw new Error(`the shop exited before answering:\n${shop.output()}`);
    const ok = await fetch(`${shop.url}/api/v1/health/ready`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the shop did not answer within ${timeoutMs} ms:\n${shop.output()}`);
}

/** Kills every process the test started, and waits for them to be gone. */
export async function stopAll(started: Set<ShopProcess>): Promise<void> {
  for (const shop of started) shop.process.kill('SIGKILL');
  await Promise.all([...started].map((shop) => shop.exited));
  started.clear();
}

/**
 * A migrated embedded database written to `pgliteDir`, from the run's template: a first start on
 * an empty folder spends most of its time creating and migrating the database.
 */
export async function restoreMigratedPglite(pgliteDir: string): Promise<void> {
  const dump = new Blob([await readFile(inject('pgliteTemplateFile'))]);
  const database = await startPglite(pgliteDir, dump);
  await database.close();
}

/** What a shop process answered: its status and JSON body (empty when it sent none). */
export type ShopAnswer = { status: number; body: Record<string, unknown> };

/**
 * Calls a shop process over HTTP, as a shopper holding `token` when given. A connection handed to a
 * process in the moment it is killed is never answered: a phone gives up on it and tries again, and
 * so does this, after 10 s.
 */
export async function callShop(
  shop: ShopProcess,
  method: string,
  url: string,
  { body, token }: { body?: object; token?: string } = {},
): Promise<ShopAnswer> {
  const res = await fetch(`${shop.url}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
