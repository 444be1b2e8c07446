import { hkdfSync, randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The shop's secret: JWT_SECRET when set, else one generated on first start and kept in
 * DATA_DIR/jwt-secret (readable by this user only), so sessions survive restarts. It signs nothing
 * itself: each use gets a key of its own from `deriveKey`.
 */
export async function loadShopSecret(configured: string | undefined, dataDir: string): Promise<string> {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const kept = (await readFile(file, 'utf8')).trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * A key for one purpose (HKDF-SHA256), so a signature made for one use, such as a cookie, can
 * never pass for another, such as a session token.
 */
export function deriveKey(secret: string, purpose: 'session-token' | 'cookie'): string {
  return Buffer.from(hkdfSync('sha256', secret, 'haat', `haat ${purpose} key`, 32)).toString('base64url');
}
