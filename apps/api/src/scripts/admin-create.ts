import { openShopDependencies } from '../app';
import { loadConfig } from '../config';
import { exitOnSetupMistake, readCommandLine } from './cli';
import { createOrPromoteOperator, OperatorRefused } from './operators';

/**
 * `pnpm admin:create --email … --password … [--name …]`: creates an operator's account, or makes
 * an existing account an operator (its password stays as it is).
 */
const usage =
  'usage: pnpm admin:create --email owner@example.com --password "a long password" [--name "Your name"]';
const { values } = readCommandLine(usage, {
  email: { type: 'string' },
  password: { type: 'string' },
  name: { type: 'string' },
});
if (!values.email) {
  process.stderr.write(`${usage}\n`);
  process.exit(2);
}

const deps = await openShopDependencies(loadConfig()).catch((error: unknown) => exitOnSetupMistake(error));
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
