import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { contractRoutes } from './build/contract-routes.ts';

/** In development the API runs on its own port; Vite hands it every /api and /uploads request. */
const apiOrigin = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), contractRoutes()],
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
});
