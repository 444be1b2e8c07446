import { type AppRouter, isAppRoute } from '@ts-rest/core';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** A call as the table writes it: its method and path in one string, `POST /api/v1/orders`. */
export type RouteEntry = string;
export type RouteTree = { [name: string]: RouteEntry | RouteTree };

/** The shopper's calls, and the operator's (loaded only by the back office's own bundle). */
const MODULES = {
  'virtual:haat/contract-routes': async () => {
    const contracts: typeof import('@haat/contracts') = await tsImport('@haat/contracts', import.meta.url);
    return contracts.contract;
  },
  'virtual:haat/admin-contract-routes': async () => {
    const contracts: typeof import('@haat/contracts/admin') = await tsImport(
      '@haat/contracts/admin',
      import.meta.url,
    );
    return contracts.adminContract;
  },
} satisfies Record<string, () => Promise<AppRouter>>;

/**
 * The method and path of every call in the contract, without its schemas: one string a call, the
 * fewest bytes for the first page's table.
 */
export function routeTable(router: AppRouter): RouteTree {
  return Object.fromEntries(
    Object.entries(router).map(([name, node]) => [
      name,
      isAppRoute(node) ? `${node.method} ${node.path}` : routeTable(node as AppRouter),
    ]),
  );
}

/**
 * Serves the contract's route table to the web app as a module. The browser then calls the API by
 * the contract's own paths without downloading its zod schemas (docs/decisions.md, 2026-11-22).
 */
export function contractRoutes(): Plugin {
  const isModule = (id: string): id is keyof typeof MODULES => id in MODULES;
  return {
    name: 'haat-contract-routes',
    resolveId: (id) => (isModule(id) ? `\0${id}` : undefined),
    async load(id) {
      const name = id.slice(1);
      if (!id.startsWith('\0') || !isModule(name)) return undefined;
      // The contracts package is TypeScript source; tsx reads it wherever Vite's config was loaded from.
      return `export default ${JSON.stringify(routeTable(await MODULES[name]()))};`;
    },
  };
}
