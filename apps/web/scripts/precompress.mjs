// Writes .br and .gz beside every text asset of the build, so the API sends them without compressing
// on each request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const TEXT = /\.(js|css|html|svg|json|txt|webmanifest)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

for await (const file of files(dist)) {
  if (!TEXT.test(file)) continue;
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  await writeFile(
    `${file}.br`,
    brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
