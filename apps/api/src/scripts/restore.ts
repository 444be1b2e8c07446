import { loadConfig } from '../config';
import { BackupRefused } from './backup-file';
import { describeShop, plural, restoreShop } from './backups';
import { exitOnSetupMistake, fromWhereRun, readCommandLine } from './cli';

/**
 * `pnpm restore <file> [--force]`: puts a backup of `pnpm backup` back into the configured database
 * and DATA_DIR/uploads; one that holds anything is replaced only with --force (docs/operations.md).
 */
const usage = 'usage: pnpm restore <file> [--force]';
const { values, positionals } = readCommandLine(usage, { force: { type: 'boolean' } }, { arguments: 1 });
const [file] = positionals;
if (!file) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

const restored = await restoreShop(loadConfig(), fromWhereRun(file), { force: values.force }).catch(
  (error: unknown) => exitOnSetupMistake(error, [BackupRefused]),
);
process.stdout.write(
  [
    `Restored the backup of ${restored.manifest.createdAt}: ${describeShop(restored.shop)}, and ${plural(restored.manifest.uploads, 'uploaded file')}.`,
    'The shop can be started.',
    '',
  ].join('\n'),
);
