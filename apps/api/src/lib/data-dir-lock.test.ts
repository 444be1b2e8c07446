import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../../test/app';
import { DataDirInUse, type DataDirLock, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const modulePath = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));

/**
 * A child process that locks a folder through this module. `hold` locks and waits; `race` says
 * `ready`, tries when told `go` on stdin, says `won` or `lost`, and keeps any lock until stdin ends
 * (a winner that left early would free the lock for a late racer).
 */
const CHILD = `
import { pathToFileURL } from 'node:url';
const [modulePath, dir, mode] = process.argv.slice(1);
const { lockDataDir } = await import(pathToFileURL(modulePath).href);
const say = (line) => process.stdout.write(line + '\\n');
if (mode === 'hold') {
  await lockDataDir(dir);
  say('locked');
  // Reading stdin keeps it alive; its end (the test runner gone) ends it.
  process.stdin.resume().once('end', () => process.exit(0));
} else {
  say('ready');
  process.stdin.once('data', async () => {
    try {
      await lockDataDir(dir);
      say('won');
    } catch (error) {
      say('lost ' + error.name);
    }
    process.stdin.once('end', () => process.exit(0));
  });
}
`;

type Child = { process: ChildProcessWithoutNullStreams; lines: string[]; exited: Promise<void> };

const children = new Set<Child>();
const tempDirs: string[] = [];
const locks: DataDirLock[] = [];

afterEach(async () => {
  for (const child of children) child.process.kill('SIGKILL');
  await Promise.all([...children].map((child) => child.exited));
  children.clear();
  await Promise.all(locks.splice(0).map((lock) => lock.release()));
  await Promise.all(tempDirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-lock-'));
  tempDirs.push(dir);
  return dir;
}

async function lock(dir: string, options?: Parameters<typeof lockDataDir>[1]): Promise<DataDirLock> {
  const taken = await lockDataDir(dir, options);
  locks.push(taken);
  return taken;
}

function startChild(dir: string, mode: 'hold' | 'race'): Child {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', CHILD, modulePath, dir, mode],
    { cwd: apiDir, stdio: 'pipe' },
  );
  const lines: string[] = [];
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const parts = buffered.split('\n');
    buffered = parts.pop() ?? '';
    lines.push(...parts);
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const started = { process: child, lines, exited };
  child.once('exit', (code) => {
    if (code) lines.push(`exited ${code}: ${stderr}`);
  });
  children.add(started);
  return started;
}

/** Waits until the child has said something, and returns its first line. */
async function firstLine(child: Child, timeoutMs = 30_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (child.lines.length === 0) {
    if (Date.now() > until) throw new Error('the child said nothing');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child.lines[0] ?? '';
}

async function kill9(child: Child): Promise<void> {
  child.process.kill('SIGKILL');
  await child.exited;
  children.delete(child);
}

async function readHolder(dir: string): Promise<{ pid: number; host: string }> {
  return JSON.parse(await readFile(path.join(dir, LOCK_FILE_NAME), 'utf8')) as { pid: number; host: string };
}

/** A lock file as another process would have left it. */
async function writeLock(dir: string, holder: Record<string, unknown>, ageMs = 0): Promise<void> {
  const file = path.join(dir, LOCK_FILE_NAME);
  const token = randomBytes(16).toString('hex');
  await writeFile(file, JSON.stringify({ startedAt: new Date().toISOString(), token, ...holder }));
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
}

/** The pid of a process that has just exited (and been reaped). */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  if (child.pid === undefined) throw new Error('no pid');
  return child.pid;
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the lock to be refused');
    },
    (error: unknown) => error,
  );
}

// Files and processes only, no database: once is enough, so not again in the PostgreSQL project.
describe.skipIf(testDatabaseKind === 'postgres')('lockDataDir', () => {
  it('refuses a second lock on the same folder, naming the folder and the holder', async () => {
    const dir = await tempDir();
    await lock(dir);
    const error = await rejection(lockDataDir(dir));
    expect(error).toBeInstanceOf(DataDirInUse);
    expect((error as DataDirInUse).message).toContain(dir);
    expect((error as DataDirInUse).message).toContain(`pid ${process.pid}`);
  });

  it('locks again once released, and removes its file', async () => {
    const dir = await tempDir();
    const first = await lockDataDir(dir);
    await first.release();
    await first.release();
    expect(existsSync(first.file)).toBe(false);
    const second = await lock(dir);
    expect((await readHolder(dir)).pid).toBe(process.pid);
    expect(second.file).toBe(first.file);
  });

  it('does not remove a lock that has become someone else’s', async () => {
    const dir = await tempDir();
    const taken = await lockDataDir(dir);
    await writeLock(dir, { pid: 4242, host: 'elsewhere.example' });
    await taken.release();
    expect((await readHolder(dir)).host).toBe('elsewhere.example');
  });

  it('keeps its lock fresh, and says so when it was replaced', async () => {
    const dir = await tempDir();
    const lost: string[] = [];
    const taken = await lock(dir, { heartbeatMs: 50, onLost: (message) => lost.push(message) });
    const long = new Date(Date.now() - 600_000);
    await utimes(taken.file, long, long);
    await expect.poll(async () => (await stat(taken.file)).mtimeMs).toBeGreaterThan(Date.now() - 10_000);
    await rm(taken.file);
    await writeLock(dir, { pid: 4242, host: 'elsewhere.example' });
    await expect.poll(() => lost.length).toBe(1);
    expect(lost[0]).toContain(dir);
  });

  it('refuses a lock held by another live process, and takes it over after kill -9', async () => {
    const dir = await tempDir();
    const holder = startChild(dir, 'hold');
    expect(await firstLine(holder)).toBe('locked');

    const error = await rejection(lockDataDir(dir));
    expect(error).toBeInstanceOf(DataDirInUse);
    const message = (error as DataDirInUse).message;
    expect(message).toContain(dir);
    expect(message).toContain(`pid ${holder.process.pid}`);
    expect(message).toContain(os.hostname());
    expect(message).toContain('DATABASE_URL');

    await kill9(holder);
    await lock(dir);
    expect((await readHolder(dir)).pid).toBe(process.pid);
  });

  it('takes over a lock naming a dead process of this host', async () => {
    const dir = await tempDir();
    await writeLock(dir, { pid: await deadPid(), host: os.hostname() });
    await lock(dir);
    expect((await readHolder(dir)).pid).toBe(process.pid);
  });

  it('takes over a lock naming this very pid that this process does not hold (a restarted container)', async () => {
    const dir = await tempDir();
    await writeLock(dir, { pid: process.pid, host: os.hostname() });
    const taken = await lock(dir);
    expect(JSON.parse(await readFile(taken.file, 'utf8'))).toMatchObject({ pid: process.pid });
  });

  it.skipIf(process.platform !== 'linux')(
    'takes over a lock whose pid now belongs to another process',
    async () => {
      const dir = await tempDir();
      const other = startChild(dir, 'race'); // alive, waiting on stdin, and holding nothing
      expect(await firstLine(other)).toBe('ready');
      await writeLock(dir, { pid: other.process.pid, host: os.hostname(), processStart: '1' });
      await lock(dir);
      expect((await readHolder(dir)).pid).toBe(process.pid);
    },
  );

  it('refuses a lock of another host while its heartbeat is fresh, and takes it over when old', async () => {
    const dir = await tempDir();
    await writeLock(dir, { pid: 4242, host: 'elsewhere.example' });
    const error = await rejection(lockDataDir(dir));
    expect(error).toBeInstanceOf(DataDirInUse);
    expect((error as DataDirInUse).message).toContain('pid 4242 on host elsewhere.example');

    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(path.join(dir, LOCK_FILE_NAME), old, old);
    await lock(dir);
    expect((await readHolder(dir)).host).toBe(os.hostname());
  });

  it('takes over an unreadable lock once it is old', async () => {
    const dir = await tempDir();
    const file = path.join(dir, LOCK_FILE_NAME);
    await writeFile(file, '');
    const old = new Date(Date.now() - 10 * 60_000);
    await utimes(file, old, old);
    await lock(dir);
    expect((await readHolder(dir)).pid).toBe(process.pid);
  });

  it('lets exactly one of 20 racers in this process take over a stale lock', async () => {
    const dir = await tempDir();
    await writeLock(dir, { pid: await deadPid(), host: os.hostname() });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => lockDataDir(dir, { exclusiveInProcess: false })),
    );
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    locks.push(...won);
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DataDirInUse);
    }
  });

  it('lets exactly one of 20 racing processes take over a lock left by kill -9', async () => {
    const dir = await tempDir();
    const holder = startChild(dir, 'hold');
    expect(await firstLine(holder)).toBe('locked');
    await kill9(holder);

    const racers = Array.from({ length: 20 }, () => startChild(dir, 'race'));
    for (const racer of racers) expect(await firstLine(racer, 50_000)).toBe('ready');
    for (const racer of racers) racer.process.stdin.write('go\n');
    const outcomes = await Promise.all(
      racers.map(async (racer) => {
        const until = Date.now() + 30_000;
        while (racer.lines.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
        return racer.lines[1];
      }),
    );
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'lost DataDirInUse')).toHaveLength(19);
    const winner = racers[outcomes.indexOf('won')];
    expect((await readHolder(dir)).pid).toBe(winner?.process.pid);
  }, 60_000);
});
