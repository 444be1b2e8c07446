// The API's layers, checked by `pnpm lint` (docs/architecture.md, docs/decisions.md 2026-11-28):
// routes -> services -> db. lib/ and db/ sit below every module; app.ts, main.ts, plugins/,
// scripts/ and demo/ wire the shop together and may import anything. Import cycles are madge's to
// find (the same lint). test/layers.test.ts shows each rule failing on a tree that breaks it.

/** A module's routes files: `routes.ts` and `*-routes.ts`, where the ts-rest handlers live. */
const ROUTES = '^src/modules/[^/]+/(routes|[^/]+-routes)[.]ts$';
/** A package, however pnpm lays it out (or by its bare name when it does not resolve). */
const pkg = (name) => `(^|/node_modules/)${name}(/|$)`;
/** A rule that lets the files under `from` import nothing of src/ but what `allowed` matches. */
const importsOnly = (name, comment, from, allowed) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: '^src/', pathNot: allowed },
});

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    importsOnly(
      'lib-imports-no-module',
      'lib/ holds helpers every layer shares: it imports only lib/ and errors.ts, never a module, ' +
        'the database or the wiring. What a helper needs from a module belongs in the module.',
      '^src/lib/',
      '^src/(lib/|errors[.]ts$)',
    ),
    importsOnly(
      'db-imports-no-module',
      'db/ is the client, the schema and the migrations: it imports only db/, lib/ and errors.ts. ' +
        'A rule about the rows goes in the module that owns them.',
      '^src/db/',
      '^src/(db/|lib/|errors[.]ts$)',
    ),
    {
      name: 'mail-and-storage-import-no-module',
      comment:
        'mail/ and storage/ are channels the modules use; they import neither a module nor the ' +
        'database, so a module can hand them anything without a cycle.',
      severity: 'error',
      from: { path: '^src/(mail|storage)/' },
      to: { path: '^src/(modules|db|plugins|scripts|demo)/|^src/(app|main)[.]ts$' },
    },
    {
      name: 'routes-go-through-services',
      comment:
        "A module's routes files answer requests with what a service returns: no table, query or " +
        'database handle of their own (db/, drizzle-orm).',
      severity: 'error',
      from: { path: ROUTES },
      to: { path: ['^src/db/', pkg('drizzle-orm')] },
    },
    {
      name: 'handlers-only-in-routes-files',
      comment:
        "A module's other files are its services: they take plain values and never see a request " +
        '(fastify, @ts-rest/fastify), so the routes files are the only place a handler can be.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: ROUTES },
      to: { path: [pkg('fastify'), pkg('@ts-rest/fastify')] },
    },
    {
      name: 'services-import-no-routes-nor-wiring',
      comment:
        'Services sit under the routes: they import no routes file, nor app.ts, main.ts, plugins/, ' +
        'scripts/ or demo/, which import them.',
      severity: 'error',
      from: { path: '^src/modules/', pathNot: ROUTES },
      to: { path: [ROUTES, '^src/(plugins|scripts|demo)/', '^src/(app|main)[.]ts$'] },
    },
    {
      name: 'demo-only-from-main',
      comment:
        "The demo shop's data and logins reach the shop only through main.ts (SEED_DEMO) and " +
        '`pnpm seed`: no module, plugin or helper depends on them.',
      severity: 'error',
      from: { path: '^src/', pathNot: '^src/(demo/|main[.]ts$)' },
      to: { path: '^src/demo/' },
    },
  ],
  options: {
    // Type-only imports count: a service that names a routes file's type still depends on it.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    // Tests may reach into any layer to set a scene and check it.
    exclude: { path: '[.]test[.]ts$' },
  },
};
