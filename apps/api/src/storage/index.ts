import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded and generated files live (product images, payment screenshots, the hero image).
 * Keys are relative paths such as `products/<uuid>-720.webp`; files are never changed once written,
 * so they may be cached for ever.
 */
export type FileStorage = {
  put(key: string, bytes: Uint8Array): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** The address a browser loads the file from. */
  publicUrl(key: string): string;
  /** The folder served at /uploads (local storage only). */
  readonly root: string;
};

export const UPLOADS_URL_PREFIX = '/uploads/';
/** Keys under this folder are never served at /uploads: a shopper's own files, such as payment screenshots. */
export const PRIVATE_PREFIX = 'private/';

function safeKey(key: string): string {
  const normalised = path.posix.normalize(key);
  if (normalised.startsWith('..') || path.posix.isAbsolute(normalised) || normalised.includes('\0')) {
    throw new Error(`Invalid storage key: ${key}`);
  }
  return normalised;
}

/** Files in a folder on this machine, `DATA_DIR/uploads` by default. */
export function createLocalStorage(root: string): FileStorage {
  return {
    root,
    async put(key, bytes) {
      const file = path.join(root, safeKey(key));
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file; two writers of one key never share a partial.
      const partial = `${file}.${randomUUID()}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async read(key) {
      try {
        return await readFile(path.join(root, safeKey(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    publicUrl: (key) => `${UPLOADS_URL_PREFIX}${safeKey(key)}`,
  };
}
