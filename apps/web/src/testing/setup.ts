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
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) =>
  nodeFetch(typeof input === 'string' ? new URL(input, location.href).href : input, init);

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
beforeEach(loseTheConnection);

afterEach(async () => {
  cleanup();
  await stopShops();
  if (currentPreferences().language !== 'en') setPreferences({ language: 'en' });
  logout();
  localStorage.clear();
});
