import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setLanguageIndexes, type TranslationFiles } from '../lib/i18n';
import { currentPreferences, setPreferences } from '../lib/preferences';
import { logout } from '../lib/session';
import { loseTheConnection, stopShops } from './shop-server';

// A page's first render waits for its code and translations, which on two busy cores take more
// than the second Testing Library waits by default.
configure({ asyncUtilTimeout: 10_000 });

// The translations, found as main.tsx finds them and named as from there (./i18n/…).
const languageIndexes = import.meta.glob<{ default: TranslationFiles }>('../i18n/*/index.ts');
setLanguageIndexes(
  Object.fromEntries(Object.entries(languageIndexes).map(([path, load]) => [path.slice(1), load])),
);

// A browser resolves the client's relative addresses (/api/v1/…) against the page's address;
// Node's fetch, which jsdom leaves in place, takes whole addresses only.
// Once per worker: this file runs again for each test file, on the same globals (`isolate: false`).
const RESOLVES_RELATIVE = Symbol.for('haat.fetchResolvesRelative');
if (!(RESOLVES_RELATIVE in globalThis.fetch)) {
  const nodeFetch = globalThis.fetch;
  globalThis.fetch = Object.assign(
    (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
      nodeFetch(typeof input === 'string' ? new URL(input, location.href).href : input, init),
    { [RESOLVES_RELATIVE]: true },
  );
}

// jsdom's files cannot be read as text yet (browsers can, `file.text()`): here they are, through
// its FileReader.
if (typeof Blob.prototype.text !== 'function')
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error);
        reader.readAsText(this);
      });
    },
  });

// No test reaches a server it did not start: until one does, calls fail as without a connection.
// Every test starts signed out, the first of a worker's files as the others.
beforeEach(async () => {
  logout();
  await loseTheConnection();
});

afterEach(async () => {
  cleanup();
  await stopShops();
  if (currentPreferences().language !== 'en') setPreferences({ language: 'en' });
  localStorage.clear();
});
