import path from 'node:path';
import { type ParseArgsConfig, parseArgs } from 'node:util';
import { ConfigError } from '../config';
import { DataDirInUse } from '../lib/data-dir-lock';

/**
 * The options and arguments a script was run with. `pnpm <script> -- …` passes the `--` along,
 * which is no argument. Anything else it does not know ends it with `usage` and exit code 2.
 */
export function readCommandLine<const Options extends NonNullable<ParseArgsConfig['options']>>(
  usage: string,
  options: Options,
  { arguments: most = 0 }: { arguments?: number } = {},
) {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  try {
    const given = parseArgs({ args, options, allowPositionals: true });
    if (given.positionals.length > most) throw new Error(`Unexpected argument '${given.positionals[most]}'`);
    return given;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${usage}\n`);
    process.exit(2);
  }
}

/**
 * A file named on the command line, from the folder pnpm was run in: the repository's root when run
 * there, not apps/api, where `pnpm --filter` runs the script.
 */
export const fromWhereRun = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

type Mistake = new (...args: never[]) => Error;

/**
 * Ends the script on a mistake of setup (a bad setting, a shop running on the data folder, or one
 * of `also`) with its message alone: it says what to do, and a stack would only hide it. Any other
 * error is thrown on.
 */
export function exitOnSetupMistake(error: unknown, also: Mistake[] = []): never {
  const mistakes: Mistake[] = [ConfigError, DataDirInUse, ...also];
  if (error instanceof Error && mistakes.some((mistake) => error instanceof mistake)) {
    // Said plainly, since a refusal is not a crash: the script stopped before it changed anything.
    process.stderr.write(`${error.message}\nNothing was changed.\n`);
    process.exit(1);
  }
  throw error;
}
