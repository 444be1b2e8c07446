// What the HTTP benchmarks share: the PostgreSQL database they fill, and the servers they start
// as processes of their own, as `pnpm start` runs them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Database } from '../src/db/client';
import { BENCH_DATABASE_URL } from './shop';

export const apiDir = fileURLToPath(new URL('..', import.meta.url));
export const repoDir = path.resolve(apiDir, '../..');

/** The built server when there is one (`pnpm bench` builds first), else the sources through tsx. */
export const haatCommand = async () => {
  const mainJs = path.join(apiDir, 'dist/main.js');
  const built = await readFile(mainJs).then(
    () => true,
    () => false,
  );
  return built ? [mainJs] : ['--import', 'tsx', 'src/main.ts'];
};

/** BENCH_DATABASE_URL, or the database haat_bench on the local server, made when missing. */
export async function benchDatabaseUrl(): Promise<string> {
  if (BENCH_DATABASE_URL) return BENCH_DATABASE_URL;
  const server = postgres('postgres://postgres@127.0.0.1:5432/postgres', { max: 1, onnotice: () => {} });
  try {
    const [found] = await server`select 1 from pg_database where datname = 'haat_bench'`;
    if (!found) await server.unsafe('create database haat_bench');
  } finally {
    await server.end();
  }
  return 'postgres://postgres@127.0.0.1:5432/haat_bench';
}

export type Server = { name: string; process: ChildProcess; url: string };

export async function startServer(name: string, args: string[], env: Record<string, string>, url: string) {
  const child = spawn(process.execPath, args, {
    cwd: apiDir,
    env: { ...process.env, ...env },
    // Haat's request log is written as in production, to a file nobody reads.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const ready = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return { name, process: child, url };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${name} did not answer at ${url}`);
}

export const stopServer = async (server: Server) => {
  server.process.kill('SIGTERM');
  await new Promise((resolve) => server.process.once('exit', resolve));
};

/** Resident memory of a process, in MiB (Linux). */
export async function residentMiB(pid: number | undefined): Promise<number | null> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kib ? Math.round(Number(kib) / 1024) : null;
}

export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/**
 * What the load asks for, read from the filled shop: every active product's id, words of the
 * products' names (encoded for an address), the categories' slugs, and the server's version.
 */
export async function catalogueAddresses(db: Database) {
  const rows = async <Row>(query: ReturnType<typeof sql>) => (await db.execute(query)) as unknown as Row[];
  const [ids, words, slugs, [version]] = await Promise.all([
    rows<{ id: string }>(sql`select id from products where active`),
    rows<{ word: string }>(
      sql`select distinct lower(word) as word from products, regexp_split_to_table(name, '[[:space:]]+') as word
          where length(word) >= 3 limit 5000`,
    ),
    rows<{ slug: string }>(sql`select slug from categories`),
    rows<{ version: string }>(sql`select current_setting('server_version') as version`),
  ]);
  return {
    productIds: ids.map((row) => row.id),
    words: words.map((row) => encodeURIComponent(row.word)),
    slugs: slugs.map((row) => row.slug),
    postgresVersion: version?.version ?? 'unknown',
  };
}

/** Writes a bench's figures to docs/bench/<date>-<name>.json, with the date and the machine. */
export async function writeBenchReport(name: string, postgresVersion: string, figures: object) {
  const date = new Date().toISOString().slice(0, 10);
  const machine = {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: postgresVersion,
  };
  const outDir = path.join(repoDir, 'docs/bench');
  await mkdir(outDir, { recursive: true });
  await writeFile(
    path.join(outDir, `${date}-${name}.json`),
    `${JSON.stringify({ date, machine, ...figures }, null, 2)}\n`,
  );
}
