import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { existsSync, openAsBlob } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import type { Config } from '../config';
import {
  type DatabaseHandle,
  type DatabaseKind,
  openDatabase,
  SHOP_APPLICATION_NAME,
  selectRows,
  startPglite,
} from '../db/client';
import { DataDirInUse, lockDataDir } from '../lib/data-dir-lock';
import {
  type BackupManifest,
  BackupRefused,
  DATABASE_ENTRY,
  readBackupManifest,
  STAGED_UPLOADS,
  unpackBackupFile,
  writeBackupFile,
} from './backup-file';

/**
 * `pnpm backup` and `pnpm restore`: the shop's database and its uploaded files (product pictures,
 * payment proofs), in one file (see backup-file.ts). The shop's secret (DATA_DIR/jwt-secret) is
 * left out: whoever finds a backup must not be able to sign in to the shop that made it.
 */

export type ShopCounts = { accounts: number; products: number; orders: number };

const SHOP_COUNTS = `select
  (select count(*) from users)::int as accounts,
  (select count(*) from products)::int as products,
  (select count(*) from orders)::int as orders`;
const HAS_SHOP_TABLES = `select to_regclass('public.users') is not null
  and to_regclass('public.products') is not null
  and to_regclass('public.orders') is not null as migrated`;

export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const describeShop = (shop: ShopCounts) =>
  `${plural(shop.accounts, 'account')}, ${plural(shop.products, 'product')} and ${plural(shop.orders, 'order')}`;

const kindOf = (config: Config): DatabaseKind => (config.databaseUrl ? 'postgres' : 'pglite');
const pgliteDirOf = (config: Config) => path.join(config.dataDir, 'pglite');
const uploadsDirOf = (config: Config) => path.join(config.dataDir, 'uploads');

/** A database address fit to print: without its password. */
function withoutPassword(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.password = '';
  return url.toString();
}

// --- PostgreSQL's own programs ----------------------------------------------------------------------

type PostgresTool = 'pg_dump' | 'pg_restore' | 'psql';

const missingTool = (tool: PostgresTool) =>
  [
    `${tool} was not found. On PostgreSQL, pnpm backup and pnpm restore use PostgreSQL's own programs`,
    "(pg_dump, pg_restore and psql) of the server's major version or newer: install them (on Debian",
    'or Ubuntu, apt-get install postgresql-client) or put their folder on PATH.',
  ].join('\n');

/**
 * Starts one of PostgreSQL's programs, on the database at `databaseUrl` when given. Its password
 * goes in PGPASSWORD, not on the command line, which other users of the machine can read.
 * `done` fails with what the program wrote to its standard error.
 */
function startTool(
  tool: PostgresTool,
  args: string[],
  { databaseUrl, stdio }: { databaseUrl?: string; stdio: StdioOptions },
): { child: ChildProcess; done: Promise<void> } {
  const env = { ...process.env };
  const connection: string[] = [];
  if (databaseUrl) {
    const password = new URL(databaseUrl).password;
    if (password) env.PGPASSWORD = decodeURIComponent(password);
    connection.push(`--dbname=${withoutPassword(databaseUrl)}`);
  }
  const child = spawn(tool, [...args, ...connection], { env, stdio });
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    errors = (errors + chunk).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupRefused(missingTool(tool)) : error),
    );
    child.once('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new BackupRefused(`${tool} failed (${signal ?? `exit code ${code}`}):\n${errors.trim()}`));
    });
  });
  return { child, done };
}

/** What a program writes to its standard output, once it has ended well. */
async function outputOf(tool: PostgresTool, args: string[]): Promise<string> {
  const run = startTool(tool, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  run.child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk;
  });
  await run.done;
  return output;
}

/**
 * The data folder's lock, held while the embedded database is backed up or restored; refused,
 * naming the shop, while the shop runs on it.
 */
function holdDataDir(dataDir: string) {
  return lockDataDir(dataDir).catch((error: unknown) => {
    if (!(error instanceof DataDirInUse)) throw error;
    throw new BackupRefused(
      `${error.message}\nThe embedded database is backed up and restored with the shop stopped: stop it, then run this again.`,
    );
  });
}

// --- Backing up --------------------------------------------------------------------------------------

export type BackupMade = { file: string; manifest: BackupManifest; bytes: number };

/** Where `pnpm backup` writes without a file named: DATA_DIR/backups, named by the time (UTC). */
export function defaultBackupFile(dataDir: string, now = new Date()): string {
  // No colons: Windows allows none in a file's name.
  const time = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(dataDir, 'backups', `haat-${time}.tar`);
}

/**
 * Backs up the configured database and the uploaded files to `file`. On PostgreSQL while the shop
 * runs: pg_dump reads one snapshot, and the files are copied after it; files are never changed or
 * deleted once written, so every picture the snapshot names is there. The embedded database has
 * one user at a time: it is backed up with the shop stopped, under the data folder's lock.
 */
export async function backUpShop(
  config: Config,
  file = defaultBackupFile(config.dataDir),
): Promise<BackupMade> {
  if (existsSync(file)) throw new BackupRefused(`${file} already exists: name another file.`);
  const pgliteDir = pgliteDirOf(config);
  if (!config.databaseUrl && !existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new BackupRefused(`There is no embedded database in ${pgliteDir} to back up (is DATA_DIR right?).`);
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  // Beside the backup, where there is room for it (/tmp is often small).
  const staging = await mkdtemp(path.join(path.dirname(file), '.haat-backup-'));
  const database = kindOf(config);
  const databaseDump = path.join(staging, DATABASE_ENTRY[database]);
  const contents = { database, databaseDump, uploadsDir: uploadsDirOf(config) };
  try {
    if (config.databaseUrl) {
      await startTool('pg_dump', ['--format=custom', `--file=${databaseDump}`], {
        databaseUrl: config.databaseUrl,
        stdio: ['ignore', 'ignore', 'pipe'],
      }).done;
      const manifest = await writeBackupFile(file, contents);
      return { file, manifest, bytes: (await stat(file)).size };
    }
    const lock = await holdDataDir(config.dataDir);
    try {
      const pglite = await startPglite(pgliteDir);
      try {
        const dump = await pglite.dumpDataDir('gzip');
        await writeFile(databaseDump, Buffer.from(await dump.arrayBuffer()));
      } finally {
        await pglite.close();
      }
      const manifest = await writeBackupFile(file, contents);
      return { file, manifest, bytes: (await stat(file)).size };
    } finally {
      await lock.release();
    }
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

// --- Restoring ---------------------------------------------------------------------------------------

export type Restored = { manifest: BackupManifest; shop: ShopCounts };

type RunQuery = (text: string, parameters?: string[]) => Promise<Record<string, unknown>[]>;

/** What a database that is about to be replaced holds, in words. */
async function contentsOf(query: RunQuery): Promise<string> {
  const [tables] = await query(HAS_SHOP_TABLES);
  if (!tables?.migrated) return 'tables that are not the shop’s';
  const [counts] = await query(SHOP_COUNTS);
  return describeShop(counts as ShopCounts);
}

/** What the embedded database in `dir` holds; null when there is none. */
async function pgliteContents(dir: string): Promise<string | null> {
  if (!existsSync(path.join(dir, 'PG_VERSION'))) return null;
  // A database that cannot be opened is what a restore is for: replaced like any other.
  const pglite = await startPglite(dir).catch(() => null);
  if (!pglite) return 'a database that could not be opened';
  try {
    return await contentsOf(async (text) => (await pglite.query<Record<string, unknown>>(text)).rows);
  } finally {
    await pglite.close();
  }
}

const RUNNING_SHOPS = `select count(*)::int as shops,
  exists (select 1 from pg_tables where schemaname in ('public', 'drizzle')) as tables
  from pg_stat_activity where datname = current_database() and application_name = $1`;

/**
 * What the PostgreSQL database holds; null when it has no tables. Refuses while a shop process is
 * connected to it: the shop would go on with what it had read of the database it replaces.
 */
async function postgresContents(databaseUrl: string): Promise<string | null> {
  const shown = withoutPassword(databaseUrl);
  const client = postgres(databaseUrl, {
    max: 1,
    onnotice: () => {},
    connection: { application_name: 'haat restore' },
  });
  const query: RunQuery = (text, parameters = []) => client.unsafe(text, parameters);
  try {
    const [found] = await query(RUNNING_SHOPS, [SHOP_APPLICATION_NAME]).catch((error: unknown) => {
      throw new BackupRefused(`Could not open the database ${shown}: ${(error as Error).message}`);
    });
    const shops = Number(found?.shops ?? 0);
    if (shops > 0) {
      throw new BackupRefused(
        `The shop is running on ${shown} (${plural(shops, 'connection')}): stop every shop process on it first.`,
      );
    }
    return found?.tables ? await contentsOf(query) : null;
  } finally {
    await client.end({ timeout: 5 });
  }
}

/**
 * Run before a backup's script when the database holds something: the restore replaces it whole,
 * with nothing of the old schema left over for a migration to trip on.
 */
const EMPTY_THE_DATABASE = `
SET client_min_messages = warning;
DROP SCHEMA IF EXISTS drizzle CASCADE;
DO $$
DECLARE public_owner text := (SELECT nspowner::regrole::text FROM pg_namespace WHERE nspname = 'public');
BEGIN
  DROP SCHEMA IF EXISTS public CASCADE;
  EXECUTE format('CREATE SCHEMA public AUTHORIZATION %s', coalesce(public_owner, 'CURRENT_USER'));
END $$;
GRANT USAGE ON SCHEMA public TO PUBLIC;`;

/**
 * Restores a pg_dump archive with psql, in one transaction: the database is replaced whole, or,
 * when anything fails, left as it was. Owners and grants are left out (the tables belong to the
 * user of DATABASE_URL, as when the shop created them), and so are the extensions' comments, which
 * only an extension's owner (often a superuser) may set.
 */
async function restorePostgres(databaseUrl: string, dump: string, replacing: boolean): Promise<void> {
  const contents = await outputOf('pg_restore', ['--list', dump]);
  const list = `${dump}.list`;
  await writeFile(list, contents.replace(/^.* COMMENT - EXTENSION .*$/gm, ''));
  const script = startTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', `--use-list=${list}`, '--file=-', dump],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const psql = startTool(
    'psql',
    [
      '--no-psqlrc',
      '--quiet',
      '--set=ON_ERROR_STOP=1',
      '--single-transaction',
      ...(replacing ? [`--command=${EMPTY_THE_DATABASE}`] : []),
      '--file=-',
    ],
    { databaseUrl, stdio: ['pipe', 'ignore', 'pipe'] },
  );
  const { stdin } = psql.child;
  if (!stdin || !script.child.stdout) throw new Error('the programs were started without their pipes');
  // psql's failure is its exit code; a write to it once it has gone must not end this process.
  stdin.on('error', () => {});
  // psql commits when its input ends: it ends only after the whole script. Were pg_restore to stop
  // halfway, psql is killed instead, and the server rolls the transaction back.
  script.child.stdout.pipe(stdin, { end: false });
  let cause: unknown = null;
  await Promise.all([
    script.done.then(
      () => stdin.end(),
      (error: unknown) => {
        cause ??= error;
        psql.child.kill('SIGKILL');
      },
    ),
    psql.done.catch((error: unknown) => {
      cause ??= error;
      script.child.kill('SIGKILL');
    }),
  ]);
  if (cause) throw cause;
}

async function countShop(database: DatabaseHandle): Promise<ShopCounts> {
  const [counts] = await selectRows<ShopCounts>(database.db, sql.raw(SHOP_COUNTS));
  if (!counts) throw new Error('counting the restored shop answered nothing');
  return counts;
}

/** Puts the folder `replacement` at `current`; the one it replaces is moved to `aside`. */
async function replaceFolder(current: string, replacement: string, aside: string): Promise<void> {
  await rename(current, aside).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(replacement, current);
}

function refuseOtherEngine(file: string, manifest: BackupManifest, kind: DatabaseKind): void {
  if (manifest.database === kind) return;
  throw new BackupRefused(
    manifest.database === 'pglite'
      ? `${file} is a backup of the embedded database, but DATABASE_URL points the shop at PostgreSQL.\nUnset DATABASE_URL to restore it into DATA_DIR; pnpm restore does not move a shop from one database to the other.`
      : `${file} is a backup of a PostgreSQL database, but DATABASE_URL is not set, so the shop runs on the embedded database.\nSet DATABASE_URL to the PostgreSQL database to restore it into; pnpm restore does not move a shop from one database to the other.`,
  );
}

/**
 * Restores the backup `file` into the configured database and DATA_DIR/uploads. A database that
 * holds anything is replaced only with `force`. Once restored, the database is migrated, as the
 * shop would at start-up; the shop's folders are swapped in only when everything before went well.
 */
export async function restoreShop(
  config: Config,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<Restored> {
  const manifest = await readBackupManifest(file);
  refuseOtherEngine(file, manifest, kindOf(config));
  const pgliteDir = pgliteDirOf(config);
  // The embedded database's folder is held from start to end; refused while the shop runs on it.
  const lock = config.databaseUrl ? null : await holdDataDir(config.dataDir);
  try {
    const contents = config.databaseUrl
      ? await postgresContents(config.databaseUrl)
      : await pgliteContents(pgliteDir);
    if (contents && !force) {
      const where = config.databaseUrl
        ? `The database ${withoutPassword(config.databaseUrl)}`
        : `The embedded database in ${pgliteDir}`;
      throw new BackupRefused(
        [
          `${where} already holds ${contents}.`,
          'Restoring replaces it, and the uploaded files, with the backup. To go ahead, add --force:',
          `  pnpm restore ${file} --force`,
        ].join('\n'),
      );
    }
    await mkdir(config.dataDir, { recursive: true });
    // In DATA_DIR, so that the restored folders are moved into place, not copied.
    const staging = await mkdtemp(path.join(config.dataDir, '.restore-'));
    try {
      await unpackBackupFile(file, staging);
      const dump = path.join(staging, DATABASE_ENTRY[manifest.database]);
      let shop: ShopCounts;
      if (config.databaseUrl) {
        await restorePostgres(config.databaseUrl, dump, contents !== null);
        const database = await openDatabase({ url: config.databaseUrl });
        shop = await countShop(database).finally(() => database.close());
      } else {
        const restored = path.join(staging, 'pglite');
        const from = await openAsBlob(dump, { type: 'application/gzip' });
        const database = await openDatabase({ pgliteDir: restored, from }).catch((error: unknown) => {
          throw new BackupRefused(`The database in ${file} could not be opened: ${(error as Error).message}`);
        });
        shop = await countShop(database).finally(() => database.close());
        await replaceFolder(pgliteDir, restored, path.join(staging, 'replaced-pglite'));
      }
      await replaceFolder(
        uploadsDirOf(config),
        path.join(staging, STAGED_UPLOADS),
        path.join(staging, 'replaced-uploads'),
      );
      return { manifest, shop };
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await lock?.release();
  }
}
