import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { type FileHandle, link, mkdir, open, readFile, readlink, realpath, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';

/**
 * One writer per data directory. Embedded PGlite does no locking of its own: two processes on one
 * folder both accept writes, and whichever closes last overwrites what the other wrote.
 *
 * The lock is a file, `<dir>/haat.lock`, naming its holder. It appears whole and at once (written
 * under a temporary name, then hard-linked to its name, which fails if it exists), so nobody reads
 * half a lock. A lock is stale when its holder is gone:
 * - in this process space (same host, boot and pid namespace), when its pid has no process, or one
 *   started at another time (pids are reused), or when it names this very pid and this process does
 *   not hold it (an earlier process had the same pid);
 * - elsewhere (another host, or another container of the same hostname: two containers may both be
 *   pid 1 of their own namespace), when its holder has not refreshed its mtime (a heartbeat every
 *   few seconds) for `staleAfterMs`. A container restarted after a crash usually gets a new pid
 *   namespace, so it waits that long; one that stopped cleanly removed its lock.
 * Only one process may replace a given stale file: the one that creates the claim named after that
 * file's token. Claims are never broken, only claimed in turn when their own holder died, so no two
 * processes can both believe they replaced the same stale lock.
 */

export const LOCK_FILE_NAME = 'haat.lock';
const CLAIM_PREFIX = `${LOCK_FILE_NAME}.claim-`;

const HEARTBEAT_MS = 5_000;
/**
 * Generous: PGlite runs queries on the main thread, so a long VACUUM or bulk insert delays the
 * heartbeat, and clocks of hosts sharing a network folder differ a little.
 */
const STALE_AFTER_MS = 60_000;
/** A claim lives for milliseconds; one this old from another host belongs to a process that died. */
const CLAIM_STALE_AFTER_MS = 10_000;
/** How long to wait out short-lived states (a takeover under way, a lock still being written). */
const SETTLE_MS = 15_000;

/** Who holds a lock (or a claim), as written in its file. */
export type LockHolder = {
  pid: number;
  host: string;
  /** When the lock was taken (ISO 8601). */
  startedAt: string;
  /** Unique to this one file: tells a lock apart from a later one of the same process. */
  token?: string;
  /** Linux: pids mean something only on the same boot and in the same pid namespace. */
  bootId?: string;
  pidNamespace?: string;
  /** Linux: the process's start time in clock ticks since boot, to notice a reused pid. */
  processStart?: string;
};

const HolderSchema = z.object({
  // 0 and negative pids address process groups in kill(); never trust them.
  pid: z.number().int().positive(),
  host: z.string(),
  startedAt: z.string(),
  token: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
  bootId: z.string().optional(),
  pidNamespace: z.string().optional(),
  processStart: z.string().optional(),
});

export type LockOptions = {
  /** How often the holder refreshes the lock's mtime. */
  heartbeatMs?: number;
  /** A lock from another host or container whose mtime is older than this is stale. */
  staleAfterMs?: number;
  /**
   * Refuse a directory this process has already locked (the default). `false` lets one process
   * take the lock several times at once, so a test can race takeovers without child processes.
   */
  exclusiveInProcess?: boolean;
  /** Called once when the heartbeat finds the lock removed or replaced by someone else. */
  onLost?: (message: string) => void;
};

export type DataDirLock = {
  /** The lock file's path. */
  file: string;
  /** Stops the heartbeat and removes the lock if it is still this one. Harmless when repeated. */
  release(): Promise<void>;
};

/** Another process (or this one) holds the directory; the message is meant for the person starting. */
export class DataDirInUse extends Error {
  constructor(
    readonly dir: string,
    readonly lockFile: string,
    readonly holder: LockHolder | null,
    message: string,
  ) {
    super(message);
    this.name = 'DataDirInUse';
  }
}

type Registry = {
  /** Tokens of the files this process holds right now: a file naming this pid is live only if listed. */
  liveTokens: Set<string>;
  /** Directories this process has locked (by real path), with the holder for the message. */
  lockedDirs: Map<string, LockHolder>;
};
// Kept on globalThis: were this module loaded twice in one process, both copies must agree.
const shared = globalThis as Record<symbol, Registry | undefined>;
const REGISTRY = Symbol.for('haat.data-dir-lock');
const registry = shared[REGISTRY] ?? { liveTokens: new Set(), lockedDirs: new Map() };
shared[REGISTRY] = registry;
const { liveTokens, lockedDirs } = registry;

/** Locks `dir` for this process, or throws `DataDirInUse` when a live process holds it. */
export async function lockDataDir(dir: string, options: LockOptions = {}): Promise<DataDirLock> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleAfterMs = options.staleAfterMs ?? STALE_AFTER_MS;
  const exclusive = options.exclusiveInProcess ?? true;
  const resolved = path.resolve(dir);
  const lockFile = path.join(resolved, LOCK_FILE_NAME);
  await mkdir(resolved, { recursive: true });
  // By real path, so that the same folder reached through a symlink is still the same folder.
  const key = await realpath(resolved);

  const me = await describeThisProcess();
  if (exclusive) {
    const held = lockedDirs.get(key);
    if (held) {
      throw new DataDirInUse(
        resolved,
        lockFile,
        held,
        `The data directory ${resolved} is already in use by this process (pid ${held.pid}, since ${held.startedAt}).`,
      );
    }
    lockedDirs.set(key, me);
  }
  try {
    const taken = await takeFile(lockFile, me, staleAfterMs, Date.now() + SETTLE_MS);
    if ('heldBy' in taken) throw inUse(resolved, lockFile, taken, me, staleAfterMs);
    if (exclusive) lockedDirs.set(key, taken.holder);
    return holdLock(lockFile, taken, heartbeatMs, options.onLost, () => {
      if (exclusive) lockedDirs.delete(key);
    });
  } catch (error) {
    if (exclusive) lockedDirs.delete(key);
    throw error;
  }
}

function holdLock(
  lockFile: string,
  { handle, holder, token }: Created,
  heartbeatMs: number,
  onLost: ((message: string) => void) | undefined,
  forget: () => void,
): DataDirLock {
  /** Released, or found lost: either way, no more beats and no more reports. */
  let stopped = false;
  const heartbeat = setInterval(() => {
    beat().catch(() => {
      // A missed beat is harmless: the next one tries again, and staleness allows for many.
    });
  }, heartbeatMs);
  // The lock must not keep the process alive; the process exiting ends the lock.
  heartbeat.unref();

  async function beat() {
    if (stopped) return;
    const now = new Date();
    // Through the open file, not the path: never refresh a lock that has since become someone else's.
    await handle.utimes(now, now);
    const [mine, current] = await Promise.all([handle.stat(), stat(lockFile).catch(() => null)]);
    if (stopped || (current && current.ino === mine.ino && current.dev === mine.dev)) return;
    stopped = true;
    clearInterval(heartbeat);
    const message = `The lock on ${path.dirname(lockFile)} (pid ${holder.pid}) was removed or replaced by another process; two processes may now write to its embedded database.`;
    if (onLost) onLost(message);
    else process.emitWarning(message, 'DataDirLockLost');
  }

  // process.exit() skips `release()`; leave no lock behind that another container would wait out.
  const removeOnExit = () => {
    try {
      if (tokenOf(readFileSync(lockFile, 'utf8')) === token) unlinkSync(lockFile);
    } catch {
      // Nothing to remove, or no way to: the next start judges the lock stale.
    }
  };
  process.on('exit', removeOnExit);

  let releasing: Promise<void> | undefined;
  return {
    file: lockFile,
    release() {
      releasing ??= (async () => {
        stopped = true;
        clearInterval(heartbeat);
        process.off('exit', removeOnExit);
        try {
          await removeIfOurs(lockFile, token);
        } finally {
          await handle.close();
          liveTokens.delete(token);
          forget();
        }
      })();
      return releasing;
    },
  };
}

function inUse(
  dir: string,
  lockFile: string,
  taken: Refused,
  me: LockHolder,
  staleAfterMs: number,
): DataDirInUse {
  const { seen, verdict } = taken;
  const holder = seen.holder;
  const ageSeconds = Math.max(0, Math.round((Date.now() - seen.mtimeMs) / 1000));
  const advice =
    'Stop that process first, or set DATABASE_URL to run several processes on one PostgreSQL server.';
  if (!holder) {
    return new DataDirInUse(
      dir,
      lockFile,
      null,
      [
        `The data directory ${dir} is locked, but its lock file ${lockFile} cannot be read (written ${ageSeconds} s ago).`,
        `It is taken over once it is ${Math.round(staleAfterMs / 1000)} s old; if no Haat process uses ${dir}, you may delete it.`,
      ].join('\n'),
    );
  }
  const who = `pid ${holder.pid} on host ${holder.host}, since ${holder.startedAt}`;
  const lines =
    verdict === 'busy'
      ? [
          `The data directory ${dir} is being taken over by another Haat process right now (${who}).`,
          'Only one process may use its embedded database at a time.',
        ]
      : [
          `The data directory ${dir} is in use by another Haat process: ${who}.`,
          `Only one process may use its embedded database at a time (lock file ${lockFile}).`,
        ];
  // Judged by its heartbeat (another host or container): say when it will no longer count.
  if (verdict === 'live' && !sameProcessSpace(holder, me)) {
    lines.push(
      `That process refreshed the lock ${ageSeconds} s ago; if it is gone, the lock is taken over once it is ${Math.round(staleAfterMs / 1000)} s old.`,
    );
  }
  lines.push(advice);
  return new DataDirInUse(dir, lockFile, holder, lines.join('\n'));
}

// --- Exclusive files -------------------------------------------------------------------------------

type Created = { handle: FileHandle; holder: LockHolder; token: string };
/** What stands in the way: a live holder, a takeover under way, or a file that cannot be judged yet. */
type Refused = { heldBy: true; seen: Seen; verdict: 'live' | 'busy' | 'unsure' };
type Seen = {
  holder: LockHolder | null;
  /** This very file: its token, or for a file without one, its inode and time. */
  id: string;
  mtimeMs: number;
};

/** Creates `file` for `me`, taking it over when stale; or says who holds it. */
async function takeFile(
  file: string,
  me: LockHolder,
  staleAfterMs: number,
  deadline: number,
): Promise<Created | Refused> {
  /** The last claim found in the way: whoever is taking over, for the message if it takes too long. */
  let claimant: Seen | undefined;
  for (;;) {
    const created = await createExclusive(file, me);
    if (created) return created;
    const seen = await inspect(file);
    if (!seen) continue; // released between the two calls: try again
    const verdict = await judge(seen, me, staleAfterMs);
    if (verdict === 'live') return { heldBy: true, seen, verdict };
    if (verdict === 'stale') {
      // Whoever creates the claim named after this file's id is the only one allowed to replace it.
      const claimFile = path.join(path.dirname(file), `${CLAIM_PREFIX}${seen.id}`);
      const claim = await takeFile(claimFile, me, CLAIM_STALE_AFTER_MS, deadline);
      if (!('heldBy' in claim)) {
        try {
          // Read again under the claim: if it changed, someone replaced it already and it is not stale.
          const again = await inspect(file);
          if (again?.id === seen.id) await rm(file, { force: true });
          const mine = await createExclusive(file, me);
          if (mine) return mine;
          continue; // someone new took it meanwhile: judge that one
        } finally {
          await claim.handle.close();
          await removeIfOurs(claimFile, claim.token);
          liveTokens.delete(claim.token);
        }
      }
      claimant = claim.seen;
    }
    // A lock still being written, or another process taking over right now: look again shortly.
    if (Date.now() > deadline) {
      return verdict === 'stale'
        ? { heldBy: true, seen: claimant ?? seen, verdict: 'busy' }
        : { heldBy: true, seen, verdict };
    }
    await sleep(25 + Math.random() * 75);
  }
}

/** Hard links need support from the file system; a few (some network and FUSE mounts) lack it. */
const LINK_UNSUPPORTED = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** Creates `file` naming `me` with a new token, or returns null if it exists. */
async function createExclusive(file: string, me: LockHolder): Promise<Created | null> {
  const token = randomBytes(16).toString('hex');
  const holder: LockHolder = { ...me, token, startedAt: new Date().toISOString() };
  const content = `${JSON.stringify(holder, null, 2)}\n`;
  // Listed before it exists, so a racer of this same process that reads it sees it live.
  liveTokens.add(token);
  try {
    const created = await createByLinking(file, content);
    if (created) return { handle: created, holder, token };
    liveTokens.delete(token);
    return null;
  } catch (error) {
    liveTokens.delete(token);
    throw error;
  }
}

async function createByLinking(file: string, content: string): Promise<FileHandle | null> {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx');
  let linked = false;
  try {
    await handle.writeFile(content);
    await link(temp, file);
    linked = true;
    // The open handle is the lock file's own inode now: the heartbeat refreshes it through it.
    return handle;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return null;
    if (!LINK_UNSUPPORTED.has(errorCode(error) ?? '')) throw error;
  } finally {
    if (!linked) await handle.close();
    await rm(temp, { force: true });
  }
  return createByOpening(file, content);
}

/** Without hard links: exclusive create, then write; a reader may briefly see it empty ('unsure'). */
async function createByOpening(file: string, content: string): Promise<FileHandle | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'wx');
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return null;
    throw error;
  }
  await handle.writeFile(content);
  return handle;
}

/** Reads a lock or claim file; null if there is none. */
async function inspect(file: string): Promise<Seen | null> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  }
  try {
    // Status and text from one open file, so both describe the same inode.
    const stats = await handle.stat();
    const holder = parseHolder(await handle.readFile('utf8'));
    const id = holder?.token ?? `${stats.ino}-${Math.trunc(stats.mtimeMs)}-${stats.size}`;
    return { holder, id, mtimeMs: stats.mtimeMs };
  } finally {
    await handle.close();
  }
}

async function removeIfOurs(file: string, token: string): Promise<void> {
  const seen = await inspect(file);
  if (seen?.id === token) await rm(file, { force: true });
}

function parseHolder(text: string): LockHolder | null {
  try {
    const parsed = HolderSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function tokenOf(text: string): string | undefined {
  return parseHolder(text)?.token;
}

// --- Is the holder alive? --------------------------------------------------------------------------

async function judge(seen: Seen, me: LockHolder, staleAfterMs: number): Promise<'live' | 'stale' | 'unsure'> {
  const old = Date.now() - seen.mtimeMs > staleAfterMs;
  const holder = seen.holder;
  // Unreadable: being written (file systems without hard links), or damaged; only age can tell.
  if (!holder) return old ? 'stale' : 'unsure';
  // Its pid means nothing here; its heartbeat is all there is to go by.
  if (!sameProcessSpace(holder, me)) return old ? 'stale' : 'live';
  if (holder.pid === me.pid) return holder.token && liveTokens.has(holder.token) ? 'live' : 'stale';
  return (await isRunning(holder)) ? 'live' : 'stale';
}

/** Whether pids in the two descriptions count in the same process table. Unknown parts do not differ. */
function sameProcessSpace(a: LockHolder, b: LockHolder): boolean {
  const same = (x: string | undefined, y: string | undefined) =>
    x === undefined || y === undefined || x === y;
  return a.host === b.host && same(a.bootId, b.bootId) && same(a.pidNamespace, b.pidNamespace);
}

async function isRunning(holder: LockHolder): Promise<boolean> {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: a process of another user, alive. ESRCH: none.
    if (errorCode(error) !== 'EPERM') return false;
  }
  const status = await processStatus(holder.pid);
  if (!status) return true; // no /proc: the signal is all there is to go by
  // A killed process not yet reaped by its parent still answers signals.
  if (status.state === 'Z' || status.state === 'X') return false;
  return holder.processStart === undefined || status.start === holder.processStart;
}

async function describeThisProcess(): Promise<LockHolder> {
  const [bootId, pidNamespace, status] = await Promise.all([
    readFile('/proc/sys/kernel/random/boot_id', 'utf8').then(
      (text) => text.trim(),
      () => undefined,
    ),
    readlink('/proc/self/ns/pid').catch(() => undefined),
    processStatus(process.pid),
  ]);
  return {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
    ...(bootId ? { bootId } : {}),
    ...(pidNamespace ? { pidNamespace } : {}),
    ...(status ? { processStart: status.start } : {}),
  };
}

/** Linux: a process's state letter and start time, from /proc/<pid>/stat; undefined elsewhere. */
async function processStatus(pid: number): Promise<{ state: string; start: string } | undefined> {
  try {
    const text = await readFile(`/proc/${pid}/stat`, 'utf8');
    // Fields follow the command name in parentheses, which may itself hold spaces and parentheses.
    const fields = text
      .slice(text.lastIndexOf(')') + 1)
      .trim()
      .split(/\s+/);
    const [state, start] = [fields[0], fields[19]];
    return state && start ? { state, start } : undefined;
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}
