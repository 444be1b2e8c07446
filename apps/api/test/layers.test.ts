import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { describe, expect, it } from 'vitest';

/**
 * The lint's import checks (`pnpm lint` in apps/api) shown failing: the layer rules of
 * .dependency-cruiser.mjs and madge's cycle search, on test/broken-layers/src, a small tree in which
 * every file breaks a rule on purpose (its first comment says which); and the rules holding in src/.
 */
const apiRoot = path.resolve(import.meta.dirname, '..');
const brokenTree = path.join(apiRoot, 'test/broken-layers');

/** Each import the layer rules refuse in `root`'s src/, as "rule: from -> to". */
async function layerViolations(root: string): Promise<string[]> {
  const options = await extractDepcruiseOptions(path.join(apiRoot, '.dependency-cruiser.mjs'));
  const { output } = await cruise(['src'], { ...options, baseDir: root });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text, not a result');
  return output.summary.violations.map(({ rule, from, to }) => {
    // A package resolves to a file in pnpm's store: its name says which one.
    const inPackage = to.split('node_modules/').at(-1) ?? to;
    const target = to === inPackage ? to : (inPackage.match(/^(@[^/]+\/)?[^/]+/)?.[0] ?? inPackage);
    return `${rule.name}: ${from} -> ${target}`;
  });
}

/** The import cycles madge finds in `dir` (from apps/api), with the settings the lint reads from package.json. */
function cycles(dir: string): string[][] {
  const cli = createRequire(import.meta.url).resolve('madge/bin/cli.js');
  const run = spawnSync(process.execPath, [cli, '--circular', '--json', dir], {
    cwd: apiRoot,
    encoding: 'utf8',
  });
  return JSON.parse(run.stdout);
}

describe("the API's layers", () => {
  it('refuse each import that crosses them the wrong way', async () => {
    const found = await layerViolations(brokenTree);
    expect(found.sort()).toEqual(
      [
        'lib-imports-no-module: src/lib/prices.ts -> src/modules/orders/service.ts',
        'db-imports-no-module: src/db/schema.ts -> src/modules/orders/service.ts',
        'mail-and-storage-import-no-module: src/mail/receipt.ts -> src/modules/orders/service.ts',
        'routes-go-through-services: src/modules/orders/routes.ts -> src/db/schema.ts',
        'routes-go-through-services: src/modules/orders/routes.ts -> drizzle-orm',
        'handlers-only-in-routes-files: src/modules/orders/service.ts -> fastify',
        'services-import-no-routes-nor-wiring: src/modules/orders/service.ts -> src/modules/orders/routes.ts',
        'services-import-no-routes-nor-wiring: src/modules/orders/service.ts -> src/demo/shop.ts',
        'demo-only-from-main: src/modules/orders/service.ts -> src/demo/shop.ts',
      ].sort(),
    );
  });

  it('hold in the shop', async () => {
    expect(await layerViolations(apiRoot)).toEqual([]);
  });
});

describe('import cycles', () => {
  // The shop's own src/ is the lint's to check: here, that the lint's settings find a cycle at all.
  it('are found with the settings the lint uses', () => {
    expect(cycles('test/broken-layers/src')).toEqual([
      ['db/schema.ts', 'modules/orders/service.ts'],
      ['db/schema.ts', 'modules/orders/service.ts', 'modules/orders/routes.ts'],
      ['modules/orders/service.ts', 'modules/orders/routes.ts'],
    ]);
  });
});
