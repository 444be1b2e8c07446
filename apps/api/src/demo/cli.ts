import { openShopDependencies } from '../app';
import { loadConfig } from '../config';
import { exitOnSetupMistake, readCommandLine } from '../scripts/cli';
import { seedLargeCatalogue } from './large';
import { seedDemoShop } from './shop';

/**
 * `pnpm seed`: seeds the demo shop into the configured database if it is empty;
 * `pnpm seed -- --products 100000` then tops the catalogue up to that many products.
 */
const { values } = readCommandLine('usage: pnpm seed [-- --products 100000]', {
  products: { type: 'string' },
});
const target = values.products === undefined ? 0 : Number(values.products);
if (!Number.isInteger(target) || target < 0) {
  process.stderr.write('--products takes a whole number, such as --products 100000\n');
  process.exit(2);
}

const log = (message: string) => process.stdout.write(`${message}\n`);
const started = Date.now();
const deps = await openShopDependencies(loadConfig()).catch((error: unknown) => exitOnSetupMistake(error));
try {
  const seeded = await seedDemoShop(deps, { log });
  log(
    seeded
      ? `demo shop seeded: ${seeded.products} products`
      : 'the shop already has a catalogue; demo seed skipped',
  );
  if (target > 0) await seedLargeCatalogue(deps.database.db, target, log);
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await deps.database.close();
}
