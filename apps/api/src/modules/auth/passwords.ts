import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH, passwordRepeats } from '@haat/contracts';
import { hash, verify } from '@node-rs/argon2';
import { BadRequest, fieldRefusal } from '../../errors';

/** `Algorithm.Argon2id` of @node-rs/argon2, a const enum that isolated modules cannot import. */
const ARGON2ID_ALGORITHM = 2;
/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a crash.
    return false;
  }
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The most common passwords (zxcvbn's list of about 49,000 from breaches), read on first use.
 * Only those long enough to pass the length rule are kept: the shorter ones are refused anyway.
 */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= readFile(
    createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json'),
    'utf8',
  ).then(
    (json) => new Set((JSON.parse(json) as string[]).filter((word) => word.length >= PASSWORD_MIN_LENGTH)),
  );
  return commonPasswords;
}

export async function isCommonPassword(password: string): Promise<boolean> {
  return (await loadCommonPasswords()).has(password.trim().toLowerCase());
}

/**
 * The rules a new password meets beyond its length (checked by the contract): not one of the
 * most common passwords, and not the account's email or name. A 400 on the password field if not.
 */
export async function checkNewPassword(password: string, account: { email: string; name: string }) {
  const repeated = passwordRepeats(password, account.email, account.name);
  if (repeated)
    throw new BadRequest(
      fieldRefusal('password', repeated === 'email' ? 'passwordIsEmail' : 'passwordIsName'),
    );
  if (await isCommonPassword(password)) throw new BadRequest(fieldRefusal('password', 'passwordTooCommon'));
}
