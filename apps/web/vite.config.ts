import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractRoutes } from './build/contract-routes.ts';
import { takaFont } from './build/taka-font.ts';

/** In development the API runs on its own port; Vite hands it every /api and /uploads request. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * react-router's package exports point at its development build only (remix-run/react-router#12532);
 * a production build takes the production one, which leaves out the development warnings.
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), contractRoutes(), takaFont()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
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
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
}));
