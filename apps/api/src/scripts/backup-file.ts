import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar, { type Extract, type Pack } from 'tar-stream';
import { z } from 'zod';
import type { DatabaseKind } from '../db/client';

/**
 * A backup is one tar file (`tar -tf` lists it): `haat-backup.json` first, saying what it holds,
 * then the database's dump, then every uploaded file under `uploads/`. The dump is `pg_dump
 * --format=custom` on PostgreSQL and PGlite's own `dumpDataDir` tarball on the embedded database,
 * both compressed already, as are the pictures: the tar itself is not.
 */

/** A reason `pnpm backup` or `pnpm restore` cannot go on, in words for the person who ran it. */
export class BackupRefused extends Error {}

const MANIFEST_ENTRY = 'haat-backup.json';
const UPLOADS_ENTRY = 'uploads/';
/** The database's entry, by the engine it was taken from; a restore stages it under the same name. */
export const DATABASE_ENTRY: Record<DatabaseKind, string> = {
  pglite: 'pglite.tar.gz',
  postgres: 'postgres.pgdump',
};
/** Where a restore stages the uploaded files, beside the database's entry. */
export const STAGED_UPLOADS = 'uploads';

/** One file of a backup being read. */
type Entry = Extract extends AsyncIterable<infer Read> ? Read : never;

const BackupManifest = z.object({
  format: z.literal('haat-backup'),
  version: z.literal(1),
  database: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** How many uploaded files follow, so that a backup cut short is noticed. */
  uploads: z.number().int().min(0),
});
export type BackupManifest = z.infer<typeof BackupManifest>;

/** Files being written by the shop (`storage.put` writes, then renames) are not uploads yet. */
const isUpload = (name: string) => !name.endsWith('.partial');

/** The keys of the uploaded files under `dir` (`products/…`, `private/…`); none when it is missing. */
async function uploadKeys(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  return entries
    .filter((entry) => entry.isFile() && isUpload(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** Adds one file to `pack`, streamed from `source` (a path) or given whole. */
async function addEntry(pack: Pack, name: string, source: string | Buffer): Promise<void> {
  const size = typeof source === 'string' ? (await stat(source)).size : source.length;
  const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() });
  await pipeline(typeof source === 'string' ? createReadStream(source) : [source], entry);
}

/**
 * Writes a backup to `file`: the database's dump from `databaseDump`, and the files in `uploadsDir`.
 * It is written under a temporary name and renamed once whole, so that a backup cut short never
 * passes for one; and readable by its owner only, as it holds every account and order.
 */
export async function writeBackupFile(
  file: string,
  contents: { database: DatabaseKind; databaseDump: string; uploadsDir: string },
): Promise<BackupManifest> {
  const uploads = await uploadKeys(contents.uploadsDir);
  const manifest: BackupManifest = {
    format: 'haat-backup',
    version: 1,
    database: contents.database,
    createdAt: new Date().toISOString(),
    uploads: uploads.length,
  };
  const partial = `${file}.partial`;
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(partial, { mode: 0o600 }));
  try {
    await addEntry(pack, MANIFEST_ENTRY, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await addEntry(pack, DATABASE_ENTRY[contents.database], contents.databaseDump);
    for (const key of uploads) {
      await addEntry(pack, `${UPLOADS_ENTRY}${key}`, path.join(contents.uploadsDir, key));
    }
    pack.finalize();
    await written;
    await rename(partial, file);
  } catch (error) {
    pack.destroy();
    await written.catch(() => {});
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

const notABackup = (file: string, why: string) =>
  new BackupRefused(`${file} is not a backup made by pnpm backup (${why}).`);

/** An upload's key as the backup names it, or null when it would land outside the uploads folder. */
function safeUploadKey(key: string): string | null {
  const normalised = path.posix.normalize(key);
  const outside =
    normalised !== key || normalised.startsWith('../') || path.posix.isAbsolute(key) || key.includes('\0');
  return key === '' || outside ? null : key;
}

async function readManifest(file: string, entry: Entry): Promise<BackupManifest> {
  if (entry.header.name !== MANIFEST_ENTRY || (entry.header.size ?? 0) > 64 * 1024) {
    entry.resume();
    throw notABackup(file, `it does not start with ${MANIFEST_ENTRY}`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of entry) chunks.push(chunk as Buffer);
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw notABackup(file, `its ${MANIFEST_ENTRY} is not JSON`);
  }
  const manifest = BackupManifest.safeParse(parsed);
  if (manifest.success) return manifest.data;
  const { format, version } = (parsed ?? {}) as { format?: unknown; version?: unknown };
  if (format === 'haat-backup' && version !== 1)
    throw new BackupRefused(
      `${file} was made by a newer version of Haat (backup format ${String(version)}).`,
    );
  throw notABackup(file, `its ${MANIFEST_ENTRY} is not one`);
}

/** Refuses a missing file, a folder, and a plain pg_dump archive, which deserves its own advice. */
async function checkBackupFile(file: string): Promise<void> {
  const found = await stat(file).catch(() => null);
  if (!found) throw new BackupRefused(`There is no file ${file}.`);
  if (!found.isFile()) throw new BackupRefused(`${file} is a folder, not a backup file.`);
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(5), 0, 5, 0);
    if (bytesRead === 5 && buffer.toString('latin1') === 'PGDMP') {
      throw notABackup(file, 'it is an archive of pg_dump itself; pg_restore restores it');
    }
  } finally {
    await handle.close();
  }
}

/**
 * Reads the backup `file` as far as `each` wants, entry by entry, after its manifest; `each` answers
 * false to stop. Anything that is not a backup, or is damaged, is refused with a message saying so.
 */
async function readBackupFile(
  file: string,
  each: (entry: Entry, manifest: BackupManifest) => Promise<boolean>,
): Promise<BackupManifest> {
  await checkBackupFile(file);
  const extract = tar.extract();
  /** What the extractor met: the file is not a tar, or ends too soon. */
  let damage: Error | undefined;
  extract.on('error', (error: Error) => {
    damage ??= error;
  });
  // Its failure is the extractor's too, met below as the entries are read.
  pipeline(createReadStream(file), extract).catch(() => {});
  let manifest: BackupManifest | undefined;
  try {
    for await (const entry of extract) {
      if (!manifest) manifest = await readManifest(file, entry);
      else if (!(await each(entry, manifest))) break;
    }
  } catch (error) {
    if (!damage || error instanceof BackupRefused) throw error;
    throw manifest
      ? new BackupRefused(`${file} is damaged or cut short: ${damage.message}.`)
      : notABackup(file, 'it is not a tar file');
  } finally {
    extract.destroy();
  }
  if (!manifest) throw notABackup(file, 'it is empty');
  return manifest;
}

/** What the backup `file` holds, from its first entry; refused when it is not a backup. */
export const readBackupManifest = (file: string) => readBackupFile(file, async () => false);

/**
 * Unpacks the backup `file` into the folder `into`: the database's entry (`DATABASE_ENTRY`) and the
 * uploads (`STAGED_UPLOADS`). A backup that lacks any of them is refused.
 */
export async function unpackBackupFile(file: string, into: string): Promise<BackupManifest> {
  await mkdir(path.join(into, STAGED_UPLOADS), { recursive: true });
  let database = false;
  let uploads = 0;
  const manifest = await readBackupFile(file, async (entry, { database: kind }) => {
    const { name, type } = entry.header;
    const key = name.startsWith(UPLOADS_ENTRY) ? safeUploadKey(name.slice(UPLOADS_ENTRY.length)) : null;
    if (type === 'file' && name === DATABASE_ENTRY[kind]) {
      await pipeline(entry, createWriteStream(path.join(into, name)));
      database = true;
    } else if (type === 'file' && key) {
      const target = path.join(into, STAGED_UPLOADS, key);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(entry, createWriteStream(target));
      uploads += 1;
    } else {
      // Written by no version of pnpm backup: left out rather than written anywhere.
      entry.resume();
    }
    return true;
  });
  if (!database || uploads < manifest.uploads) {
    const lacks = database
      ? `${manifest.uploads - uploads} of its ${manifest.uploads} uploaded files`
      : 'its database';
    throw new BackupRefused(
      `${file} is incomplete: it lacks ${lacks} (was it cut short while being copied?).`,
    );
  }
  return manifest;
}
