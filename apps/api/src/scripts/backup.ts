import { loadConfig } from '../config';
import { BackupRefused } from './backup-file';
import { backUpShop, plural } from './backups';
import { exitOnSetupMistake, fromWhereRun, readCommandLine } from './cli';

/**
 * `pnpm backup [file]`: writes the shop's database and uploaded files to one file, by default
 * DATA_DIR/backups/haat-<time>.tar (docs/operations.md, "Backups").
 */
const { positionals } = readCommandLine('usage: pnpm backup [file]', {}, { arguments: 1 });
const [file] = positionals;

const made = await backUpShop(loadConfig(), file ? fromWhereRun(file) : undefined).catch((error: unknown) =>
  exitOnSetupMistake(error, [BackupRefused]),
);
const database = made.manifest.database === 'pglite' ? 'the embedded database' : 'the PostgreSQL database';
process.stdout.write(
  [
    `Backed up ${database} and ${plural(made.manifest.uploads, 'uploaded file')} to`,
    `  ${made.file}  (${(made.bytes / 1_000_000).toFixed(1)} MB)`,
    'It holds every account, order and payment proof: keep it private, and keep a copy on another machine.',
    '',
  ].join('\n'),
);
