import react from '@vitejs/plugin-react';
import { loadEnv } from 'vite';
import { defineConfig } from 'vitest/config';
import { contractRoutes } from './build/contract-routes.ts';
import { firstPageScripts, LATER_PAGES_CONSTANTS } from './build/first-page-scripts.ts';
import { pagePreloads } from './build/page-preloads.ts';
import { reactRouterProduction } from './build/react-router-production.ts';
import { takaFont } from './build/taka-font.ts';

const firstPage = firstPageScripts(`${import.meta.dirname}/src/main.tsx`);

/**
 * What a form needs besides its page: ui/form (fields, the error banner, their stylesheet), the
 * checks of lib/form-errors.ts, and the refusals in the shopper's words (lib/refusals.tsx, its
 * message books, the fixed texts it recognises and the contract's error texts).
 */
const FORM_CODE =
  /[\\/]apps[\\/]web[\\/]src[\\/](ui[\\/]form[\\/]|lib[\\/](form-errors|refusals|refusal-messages|worded-refusal-messages|fixed-texts)\.tsx?$)|[\\/]packages[\\/]contracts[\\/]src[\\/]error-messages\.ts$/;

export default defineConfig(({ mode }) => {
  /** In development the API runs on its own port; Vite hands it every /api and /uploads request. */
  const apiOrigin = loadEnv(mode, import.meta.dirname, '').API_ORIGIN || 'http://localhost:3000';
  return {
    plugins: [
      react(),
      contractRoutes(),
      takaFont(),
      reactRouterProduction(),
      firstPage.plugin,
      pagePreloads(),
    ],
    server: {
      port: 5173,
      proxy: {
        '/api': apiOrigin,
        '/uploads': apiOrigin,
      },
    },
    build: {
      target: 'es2022',
      sourcemap: false,
      reportCompressedSize: false,
      // Every browser the shop supports preloads modules itself; where one does not, pages still
      // load, only without the head start. The polyfill would cost the first page 0.2 KB.
      modulePreload: { polyfill: false, resolveDependencies: firstPage.resolveDependencies },
      rolldownOptions: {
        // The first page's script lists every lazy page's files; seven hash characters instead of
        // eight are still unique among a few hundred files, and keep that list 0.2 KB smaller.
        output: {
          codeSplitting: {
            groups: [
              { name: 'shop-constants', test: LATER_PAGES_CONSTANTS, priority: 3 },
              { name: firstPage.firstPageChunk, priority: 2 },
              { name: firstPage.firstPageTranslations, priority: 1 },
              // One file (and one stylesheet) for every page with a form or a refusal: each lazy page's
              // preload list, which the first page carries, names one instead of five.
              { name: 'form', test: FORM_CODE },
            ],
          },
          entryFileNames: 'assets/[name]-[hash:7].js',
          chunkFileNames: 'assets/[name]-[hash:7].js',
          assetFileNames: 'assets/[name]-[hash:7][extname]',
        },
      },
    },
    test: {
      // Worker threads rather than child processes: a fifth less CPU (93 against 113 CPU-seconds for
      // the suite on two cores, when each file had a module graph of its own).
      pool: 'threads',
      projects: [
        // Rules and texts: plain functions, in Node.
        { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
        // Forms and their error and empty states, rendered with the real components and message
        // catalogue in a simulated page (jsdom); the browser journeys keep what needs a real browser.
        {
          extends: true,
          test: {
            name: 'components',
            include: ['src/**/*.test.tsx'],
            environment: 'jsdom',
            setupFiles: ['src/testing/setup.ts'],
            // One module graph per worker for all its files (16 against 67 CPU-seconds): the shop's
            // session and language, kept in modules, are reset around each test (src/testing/setup.ts).
            isolate: false,
            // A page's first render loads its code and translations: seconds on two busy cores.
            testTimeout: 30_000,
          },
        },
      ],
    },
  };
});
