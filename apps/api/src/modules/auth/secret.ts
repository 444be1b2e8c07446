import { hkdfSync, randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's secret: JWT_SECRET when set, else one generated on first start and kept in
 * DATA_DIR/jwt-secret (readable by this user only), so sessions survive restarts. It signs nothing
 * itself: each use gets a key of its own from `deriveKey`.
 */
export async function loadShopSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  const kept = await readSecret(file);
  if (kept) return kept;
  // Several API processes may start on one new DATA_DIR at once (WORKERS, replicas on one volume):
  // the first secret to arrive whole wins, and every other process reads that one.
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, `${secret}\n`, { mode: 0o600 });
  try {
    await link(draft, file);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const won = await readSecret(file);
    if (!won) throw new Error(`${file} holds no secret of at least 32 characters`);
    return won;
  } finally {
    await rm(draft, { force: true });
  }
}

/** The secret kept in `file`, or undefined when there is none (or one too short to use). */
async function readSecret(file: string): Promise<string | undefined> {
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    return kept.length >= 32 ? kept : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return undefined;
  }
}

/**
 * A key for one purpose (HKDF-SHA256), so a signature made for one use, such as a cookie, can
 * never pass for another, such as a session token.
 */
export function deriveKey(secret: string, purpose: 'session-token' | 'cookie' | 'phone-code'): string {
  return Buffer.from(hkdfSync('sha256', secret, 'haat', `haat ${purpose} key`, 32)).toString('base64url');
}
