import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ERROR_MESSAGES } from '@haat/contracts';
import { eq, sql } from 'drizzle-orm';
import postgres from 'postgres';
import { inject } from 'vitest';
import { buildApp, type ShopDependencies } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import type { RateLimitStore } from '../src/lib/rate-limit-store';
import { createLocalStorage } from '../src/storage';
import { databaseUrl } from './global-setup';
import { testDatabaseKind, testDatabaseServerUrl } from './settings';

export { testDatabaseKind } from './settings';

/** A new, migrated database of this run's kind, and a way to drop it. */
export async function openTestDatabase(): Promise<{
  database: DatabaseHandle;
  drop: () => Promise<void>;
  /** The PostgreSQL database's address; none for PGlite in memory. */
  url?: string;
}> {
  if (testDatabaseKind === 'pglite') {
    const dump = await readFile(inject('pgliteTemplateFile'));
    const database = await openDatabase({ inMemory: true, from: new Blob([dump]) });
    return { database, drop: async () => {} };
  }
  const serverUrl = testDatabaseServerUrl();
  const template = new URL(inject('postgresTemplateUrl')).pathname.slice(1);
  const name = `haat_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name} template ${template}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ url });
  return {
    database,
    url,
    drop: async () => {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

type Json = Record<string, unknown> | unknown[];

/** A channel of the tests' own, beside the catalogue's (migration 0016). */
const SEEN_CHANNEL = 'haat_test_seen';

/**
 * Tests change the catalogue's tables directly, as another process would, and the app hears of it
 * a moment after the commit (a notice). Answers a wait that ends once the app has heard of every
 * change committed before it: notices arrive in commit order, so once the app's database connection
 * has passed on a notice sent after them, the app's own listener has had theirs.
 */
async function catalogueNoticesSeen(database: DatabaseHandle) {
  const waiting = new Map<string, () => void>();
  const stop = await database.listen(SEEN_CHANNEL, (payload) => {
    if (payload) waiting.get(payload)?.();
  });
  const seen = async () => {
    const marker = randomUUID();
    const arrived = new Promise<void>((resolve) => waiting.set(marker, resolve));
    try {
      await database.db.execute(sql`select pg_notify(${SEEN_CHANNEL}, ${marker})`);
      await arrived;
    } catch {
      // A test that closed the database asks how the app answers without one: nothing to wait for.
    } finally {
      waiting.delete(marker);
    }
  };
  return { seen, stop: () => stop().catch(() => {}) };
}

/** What a call answered: status, headers, and the body read as JSON when it is JSON. */
export type TestResponse = { status: number; headers: Headers; body: unknown; text: string };

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** What a test may change in the shop it builds. */
export type TestAppOptions = {
  env?: Record<string, string>;
  /** Where rate limits are counted; this app's memory unless given. */
  rateLimits?: RateLimitStore;
  /** Where log lines go; nowhere unless given (and LOG_LEVEL is set in `env`). */
  logStream?: ShopDependencies['logStream'];
  /**
   * A built web app for the shop to serve: its files by path (`index.html`, `assets/app.js`),
   * written in the shop's data folder and gone with it. None unless given.
   */
  webBuild?: Record<string, string>;
};

/**
 * The whole API on a fresh database, listening on a free port of this machine; tests call it over
 * real HTTP. `close()` stops it and drops the database.
 */
export async function buildTestApp({ env = {}, rateLimits, logStream, webBuild }: TestAppOptions = {}) {
  const { database, drop, url: databaseUrl } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'haat-test-'));
  const webDist = path.join(dataDir, webBuild ? 'web' : 'no-web-build');
  if (webBuild) await mkdir(path.join(webDist, 'assets'), { recursive: true });
  for (const [file, text] of Object.entries(webBuild ?? {})) {
    await mkdir(path.dirname(path.join(webDist, file)), { recursive: true });
    await writeFile(path.join(webDist, file), text);
  }
  // The port is known before the app is built, so PUBLIC_URL (links, Google's return address) is right.
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: webDist,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Every test signs up from this one address; the address limit is tested where a test sets it.
    AUTH_ATTEMPTS_PER_IP: '100000',
    ...env,
  });
  const storage = createLocalStorage(path.join(dataDir, 'uploads'));
  const app = await buildApp(config, { database, storage, rateLimits, logStream });
  const address = await app.listen({ host: '127.0.0.1', port });
  const notices = await catalogueNoticesSeen(database);

  async function request(
    method: string,
    url: string,
    init: { body?: Json; headers?: Record<string, string> } = {},
  ): Promise<TestResponse> {
    // The app answers only once it has heard of what the test itself wrote to the database.
    await notices.seen();
    const headers: Record<string, string> = { ...init.headers };
    let body: string | undefined;
    if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(`${address}${url}`, { method, headers, body, redirect: 'manual' });
    const text = await response.text();
    let parsed: unknown = text;
    if (text && response.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  const as = (token: string) => {
    const auth = { authorization: `Bearer ${token}` };
    return {
      get: (url: string) => request('GET', url, { headers: auth }),
      post: (url: string, body?: Json, headers?: Record<string, string>) =>
        request('POST', url, { body, headers: { ...auth, ...headers } }),
      put: (url: string, body?: Json) => request('PUT', url, { body, headers: auth }),
      delete: (url: string) => request('DELETE', url, { headers: auth }),
    };
  };

  /** Registers a shopper and signs them in; answers their details, token and user. */
  async function signUp(details: { name?: string; email?: string; password?: string } = {}) {
    const shopper = {
      name: details.name ?? 'Test Shopper',
      email: details.email ?? `shopper-${randomBytes(4).toString('hex')}@example.com`,
      password: details.password ?? 'correct horse battery',
    };
    const registered = await request('POST', '/api/v1/auth/register', { body: shopper });
    if (registered.status !== 201) throw new Error(`sign-up failed: ${registered.text}`);
    const login = await request('POST', '/api/v1/auth/login', {
      body: { email: shopper.email, password: shopper.password },
    });
    if (login.status !== 200) throw new Error(`sign-in failed: ${login.text}`);
    const { token, user } = login.body as {
      token: string;
      user: { id: string; email: string; name: string };
    };
    return { ...shopper, token, user, ...as(token) };
  }

  /** A shopper made an operator (role `admin`), as `pnpm admin:create` does; signed in. */
  async function signUpOperator(details: { name?: string; email?: string } = {}) {
    const operator = await signUp({ name: 'Shop Operator', ...details });
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, operator.user.id));
    return operator;
  }

  return {
    app,
    db: database.db,
    database,
    /** The PostgreSQL database's address, for a second process's connections; none for PGlite. */
    databaseUrl,
    storage,
    config,
    address,
    request,
    get: (url: string, headers?: Record<string, string>) => request('GET', url, { headers }),
    post: (url: string, body?: Json, headers?: Record<string, string>) =>
      request('POST', url, { body, headers }),
    put: (url: string, body?: Json, headers?: Record<string, string>) =>
      request('PUT', url, { body, headers }),
    delete: (url: string, headers?: Record<string, string>) => request('DELETE', url, { headers }),
    as,
    signUp,
    signUpOperator,
    async close() {
      await notices.stop();
      await app.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The answer of a refusal with a fixed text, as the API words it. */
export const refusal = (code: keyof typeof ERROR_MESSAGES) => ({
  success: false,
  code,
  message: ERROR_MESSAGES[code],
});
