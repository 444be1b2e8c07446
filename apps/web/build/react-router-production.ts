import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12532);
 * a production build takes the production one, which leaves out the development warnings.
 */
const productionBuild = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);

/**
 * react-router in production, and only the parts of it the shop uses. Its build creates every
 * component and context at the top level with calls the bundler must assume have effects
 * (`React.forwardRef(…)`, `React.createContext(…)`) and names each for the developer tools
 * (`Form.displayName = "Form"`), so all of it stayed in the first page's script, used or not (13 KB
 * gzipped where the shop's parts are 11). Marking those calls pure and leaving out the names, which
 * only the developer tools read, lets unused ones go; nothing else in the file changes.
 */
export function reactRouterProduction(): Plugin {
  return {
    name: 'haat:react-router-production',
    apply: 'build',
    config: () => ({
      resolve: { alias: [{ find: /^react-router$/, replacement: path.join(productionBuild, 'index.mjs') }] },
    }),
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/]chunk-[^\\/]+\.mjs$/ },
      handler: (code) => ({
        code: code
          .replace(/^[\w$]+\.displayName = [^;\n]+;$/gm, '')
          .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, '= /* @__PURE__ */ $1'),
        map: null,
      }),
    },
  };
}
