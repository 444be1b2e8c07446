import { parseArgs } from 'node:util';
import { openShopDependencies } from '../app';
import { ConfigError, loadConfig } from '../config';
import { DataDirInUse } from '../lib/data-dir-lock';
import { createOrPromoteOperator, OperatorRefused } from './operators';

/**
 * `pnpm admin:create --email … --password … [--name …]`: creates an operator's account, or makes
 * an existing account an operator (its password stays as it is).
 */
const usage =
  'usage: pnpm admin:create --email owner@example.com --password "a long password" [--name "Your name"]';
let values: { email?: string; password?: string; name?: string };
try {
  ({ values } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  }));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n${usage}\n`);
  process.exit(2);
}
if (!values.email) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

const deps = await openShopDependencies(loadConfig()).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUse) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
});
try {
  const done = await createOrPromoteOperator(deps.database.db, {
    email: values.email,
    password: values.password,
    name: values.name,
  });
  process.stdout.write(`${values.email}: ${done}\n`);
} catch (error) {
  if (!(error instanceof OperatorRefused)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
} finally {
  await deps.database.close();
}
