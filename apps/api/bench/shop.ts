// The shop the benchmarks run on: embedded PGlite in BENCH_DATA_DIR (kept between runs, seeded on
// first use), or PostgreSQL when BENCH_DATABASE_URL is set, filled to BENCH_PRODUCTS products.
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp, openShopDependencies } from '../src/app';
import { loadConfig } from '../src/config';
import { seedLargeCatalogue } from '../src/demo/large';
import { seedDemoShop } from '../src/demo/shop';

export const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 100_000);
export const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
/** Orders the couriers' bench books in bulk with the Steadfast stand-in. */
export const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 300);
/** Orders the back office's bench seeds beside the products. */
export const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);

/** The bench shop's DATA_DIR: its embedded database, and its pictures whichever the database. */
export const BENCH_DATA_DIR = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'haat-bench');
/** The PostgreSQL database of the benches that need one; haat_bench on the local server without. */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;
/** Seconds each throughput case runs (`bench/throughput.bench.ts`). */
export const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** The shopping mix (`bench/load.bench.ts`): shoppers, seconds and API processes. */
export const LOAD = {
  shoppers: Number(process.env.LOAD_SHOPPERS ?? 200),
  seconds: Number(process.env.LOAD_SECONDS ?? 60),
  workers: Number(process.env.LOAD_WORKERS ?? 2),
};

export const log = (message: string) => process.stdout.write(`${message}\n`);

/** The bench's shop, filled and ready; `env` adds settings (`DATABASE_URL` picks the database). */
export async function openBenchShop(env: Record<string, string> = {}) {
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: BENCH_DATA_DIR,
    // The benchmark signs in as fast as it likes.
    AUTH_ATTEMPTS_PER_IP: '1000000',
    ...(BENCH_DATABASE_URL ? { DATABASE_URL: BENCH_DATABASE_URL } : {}),
    ...env,
  });
  const deps = await openShopDependencies(config);
  await seedDemoShop(deps, { log });
  await seedLargeCatalogue(deps.database.db, PRODUCTS, log);
  // Earlier runs leave dead rows behind (carts filled and emptied, stock rows rewritten). The shop
  // vacuums PGlite when it starts, and a PostgreSQL server's autovacuum clears them; a server run
  // without autovacuum (as this machine's is) would make the figures drift from run to run.
  if (deps.database.kind === 'pglite') await deps.database.maintain();
  else await deps.database.db.execute(sql`vacuum (analyze)`);
  const app = await buildApp(config, deps);
  return { app, kind: deps.database.kind, db: deps.database.db };
}

type BenchApp = Awaited<ReturnType<typeof openBenchShop>>['app'];
export type BenchAnswer = { status: number; body: Record<string, unknown> };

/** Calls the app in-process (no network in the figures), as a shopper holding `token` when given. */
export const benchClient =
  (app: BenchApp) =>
  async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token?: string,
    body?: object,
  ): Promise<BenchAnswer> => {
    const res = await app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json() as Record<string, unknown> };
  };

/** Registers a shopper and signs them in; answers their session token. */
export async function benchShopper(
  send: ReturnType<typeof benchClient>,
  email: string,
  name = 'Bench Shopper',
) {
  const details = { name, email, password: 'a benchmark password' };
  await send('POST', '/api/v1/auth/register', undefined, details);
  const login = await send('POST', '/api/v1/auth/login', undefined, details);
  if (login.status !== 200) throw new Error(`bench sign-in answered ${login.status}`);
  return String(login.body.token);
}

export type BenchRow = { name: string; p50: number; p95: number; max: number; target: number | undefined };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/**
 * Times `call` ITERATIONS times (the i-th call gets i), prints its row, and answers it. `untimed`
 * runs before and after each call, outside the timing, to set up and undo what a call changes.
 */
export async function timeCall(
  name: string,
  call: (i: number) => Promise<void>,
  target: number | undefined,
  untimed: { before?: (i: number) => Promise<void>; after?: (i: number) => Promise<void> } = {},
): Promise<BenchRow> {
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    await untimed.before?.(i);
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
    await untimed.after?.(i);
  }
  times.sort((a, b) => a - b);
  const row = {
    name,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? 0,
    target,
  };
  const verdict = target === undefined ? '' : row.p95 <= target ? `<= ${target} ok` : `<= ${target} MISSED`;
  log(
    `${name.padEnd(46)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)} ${row.max.toFixed(1).padStart(8)}  ${verdict}`,
  );
  return row;
}

export const tableHead = () =>
  log(`${'call'.padEnd(46)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'max ms'.padStart(8)}  target`);

/** Writes the figures to bench-results/<name>.json at the repository root. */
export async function writeResults(name: string, figures: unknown) {
  const outDir = path.resolve(import.meta.dirname, '../../../bench-results');
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, `${name}.json`), JSON.stringify(figures, null, 2));
}
