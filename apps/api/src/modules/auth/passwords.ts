import { hash, verify } from '@node-rs/argon2';

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
