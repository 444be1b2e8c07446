import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The production image cannot be built on these machines (no Docker daemon), so its recipe is read
 * instead: what could carry a secret into the image, and whether the runtime user can write its data.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const dockerfile = read('infra/Dockerfile');
const ignored = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** A .dockerignore pattern as a regular expression: a file or a folder with everything in it. */
function patternRegex(pattern: string): RegExp {
  const parts = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((part) =>
      part === '**' ? '(?:[^/]+/)*' : `${part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}/`,
    );
  return new RegExp(`^${parts.join('').slice(0, -1)}(?:/.*)?$`);
}

/** Whether .dockerignore keeps `file` (a path from the repository root) out of the build context; the last match wins. */
function leftOut(file: string): boolean {
  let out = false;
  for (const pattern of ignored) {
    const negated = pattern.startsWith('!');
    if (patternRegex(negated ? pattern.slice(1) : pattern).test(file)) out = !negated;
  }
  return out;
}

describe('the production image', () => {
  it('never receives local data, secrets, installed packages, builds or the history', () => {
    for (const file of [
      'data/haat.db',
      'data/jwt-secret',
      'data/private/proofs/a.webp',
      'data/backups/haat.tar',
      'apps/api/data/jwt-secret',
      '.env',
      '.env.production',
      'node_modules/react/index.js',
      'apps/web/node_modules/vite/index.js',
      'apps/api/dist/main.js',
      'apps/web/dist/index.html',
      '.git/config',
      '.e2e-data/x',
      'apps/web/test-results/trace.zip',
      'server.key',
    ])
      expect(leftOut(file), file).toBe(true);
    for (const file of [
      'package.json',
      'pnpm-lock.yaml',
      'apps/api/src/main.ts',
      '.env.example',
      'infra/Dockerfile',
    ])
      expect(leftOut(file), file).toBe(false);
  });

  it('creates its data folder for the runtime user before declaring it a volume', () => {
    const lines = dockerfile.split('\n');
    const runtime = lines.slice(lines.findLastIndex((line) => line.startsWith('FROM ')));
    const at = (pattern: RegExp) => runtime.findIndex((line) => pattern.test(line));
    const made = at(/^RUN .*mkdir -p \/data.*chown node:node \/data/);
    expect(made).toBeGreaterThan(0);
    expect(made).toBeLessThan(at(/^VOLUME \/data$/));
    expect(at(/^VOLUME \/data$/)).toBeLessThan(at(/^USER node$/));
    expect(runtime.join('\n')).toMatch(/DATA_DIR=\/data/);
  });

  it('installs its packages from the lockfile before the sources arrive, and listens where a container must', () => {
    const fetched = dockerfile.indexOf('RUN pnpm fetch');
    expect(dockerfile.indexOf('COPY pnpm-lock.yaml')).toBeLessThan(fetched);
    expect(fetched).toBeLessThan(dockerfile.indexOf('COPY . .'));
    expect(dockerfile).toMatch(/HOST=0\.0\.0\.0/);
    expect(dockerfile).toMatch(/SEED_DEMO=false/);
  });

  it('takes its compose secrets from the environment, and nginx re-resolves the replicas and passes the request id', () => {
    const compose = read('infra/compose.yaml');
    expect(compose).not.toMatch(/POSTGRES_PASSWORD: (?!\$\{)/);
    expect(compose).not.toMatch(/SEED_DEMO: "true"/);
    expect(compose).toMatch(/condition: service_healthy\n\nvolumes/);
    const nginx = read('infra/nginx.conf');
    expect(nginx).toMatch(/resolver 127\.0\.0\.11/);
    expect(nginx).toMatch(/server api:3000 resolve;/);
    expect(nginx).toMatch(/X-Request-Id \$request_id/);
  });
});
