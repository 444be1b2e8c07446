// Bundles the API into dist/main.js (and its mail thread into dist/mail-worker.js), and the
// operator's scripts into dist/admin-create.js, backup.js and restore.js, which the production image
// runs without the TypeScript tools. Installed packages stay external (PGlite and sharp load files
// beside their own code); the workspace's TypeScript packages are bundled in. The SQL migrations are
// copied beside the bundle, where the database module looks for them.
import { cp, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@haat/'));

// dist/ is overwritten in place, never emptied first: a shop starting meanwhile still finds main.js.
// Migrations are applied by the journal in migrations/meta, so a stale extra file is never run.
await build({
  // The mail thread's code is a file of its own, started beside main.js (src/mail/mailer.ts).
  entryPoints: {
    main: path.join(root, 'src/main.ts'),
    'mail-worker': path.join(root, 'src/mail/mail-worker.ts'),
    'admin-create': path.join(root, 'src/scripts/admin-create.ts'),
    backup: path.join(root, 'src/scripts/backup.ts'),
    restore: path.join(root, 'src/scripts/restore.ts'),
  },
  outdir: path.join(root, 'dist'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
await cp(path.join(root, 'src/db/migrations'), path.join(root, 'dist/migrations'), { recursive: true });
