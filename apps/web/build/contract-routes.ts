import { type AppRouter, isAppRoute } from '@ts-rest/core';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

export type RouteEntry = { method: string; path: string };
export type RouteTree = { [name: string]: RouteEntry | RouteTree };

const MODULE_ID = 'virtual:haat/contract-routes';

/** The method and path of every call in the contract, without its schemas. */
export function routeTable(router: AppRouter): RouteTree {
  return Object.fromEntries(
    Object.entries(router).map(([name, node]) => [
      name,
      isAppRoute(node) ? { method: node.method, path: node.path } : routeTable(node as AppRouter),
    ]),
  );
}

/**
 * Serves the contract's route table to the web app as a module. The browser then calls the API by
 * the contract's own paths without downloading its zod schemas (docs/decisions.md, 2026-11-22).
 */
export function contractRoutes(): Plugin {
  const resolved = `\0${MODULE_ID}`;
  return {
    name: 'haat-contract-routes',
    resolveId: (id) => (id === MODULE_ID ? resolved : undefined),
    async load(id) {
      if (id !== resolved) return undefined;
      // The contracts package is TypeScript source; tsx reads it wherever Vite's config was loaded from.
      const contracts: typeof import('@haat/contracts') = await tsImport('@haat/contracts', import.meta.url);
      return `export default ${JSON.stringify(routeTable(contracts.contract))};`;
    },
  };
}
