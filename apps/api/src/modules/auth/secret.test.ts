import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadShopSecret } from './secret';

const dirs: string[] = [];
const newDataDir = async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haat-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the shop secret', () => {
  it('is JWT_SECRET when set, else made once in DATA_DIR and read from there after', async () => {
    const dataDir = await newDataDir();
    expect(await loadShopSecret('s'.repeat(40), dataDir)).toBe('s'.repeat(40));
    const made = await loadShopSecret(undefined, dataDir);
    expect(made.length).toBeGreaterThanOrEqual(32);
    expect(await loadShopSecret(undefined, dataDir)).toBe(made);
    expect((await readFile(path.join(dataDir, 'jwt-secret'), 'utf8')).trim()).toBe(made);
  });

  it('is the same for processes starting on one new DATA_DIR at once, and leaves no drafts', async () => {
    const dataDir = await newDataDir();
    const secrets = await Promise.all(Array.from({ length: 12 }, () => loadShopSecret(undefined, dataDir)));
    expect(new Set(secrets).size).toBe(1);
    expect(await readdir(dataDir)).toEqual(['jwt-secret']);
  });

  it('refuses a kept secret too short to sign with, rather than replace it under other processes', async () => {
    const dataDir = await newDataDir();
    await writeFile(path.join(dataDir, 'jwt-secret'), 'short\n');
    await expect(loadShopSecret(undefined, dataDir)).rejects.toThrow(/at least 32 characters/);
  });
});
