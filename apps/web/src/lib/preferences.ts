import {
  COUNTRIES,
  CURRENCIES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_CURRENCY,
  LANGUAGES,
} from '@haat/contracts/constants';
import { addressIn, pageOfAddress } from '@haat/contracts/pages';
import { useSyncExternalStore } from 'react';
import { browserHistory } from './browser-history';
import { readStored, STORAGE_KEYS, writeStored } from './storage-keys';

export type LanguageCode = (typeof LANGUAGES)[number]['code'];
export type CountryCode = (typeof COUNTRIES)[number]['code'];
export type Currency = (typeof CURRENCIES)[number];

/** The shopper's UI preferences (spec sections 3 and 9), kept in local storage. */
export type Preferences = {
  country: CountryCode;
  language: LanguageCode;
  currency: Currency;
  darkMode: boolean;
};

const DEFAULTS: Preferences = {
  country: DEFAULT_COUNTRY_CODE,
  language: 'en',
  currency: DEFAULT_CURRENCY,
  darkMode: false,
};

/**
 * The language the page's address names (`/bn/…`): for this visit it wins over the stored choice,
 * so that a shared link opens in the language it was shared in.
 */
let addressLanguage = pageOfAddress(globalThis.location?.pathname ?? '/').language;

function readPreferences(): { preferences: Preferences; languageChosen: boolean } {
  const stored = readStored<Partial<Preferences>>(STORAGE_KEYS.preferences, {});
  const languageChosen = LANGUAGES.some((l) => l.code === stored.language);
  return {
    preferences: {
      country: COUNTRIES.some((c) => c.code === stored.country)
        ? (stored.country as CountryCode)
        : DEFAULTS.country,
      language: addressLanguage ?? (languageChosen ? (stored.language as LanguageCode) : DEFAULTS.language),
      currency: CURRENCIES.includes(stored.currency as Currency)
        ? (stored.currency as Currency)
        : DEFAULTS.currency,
      darkMode: stored.darkMode === true,
    },
    languageChosen,
  };
}

let { preferences: current, languageChosen } = readPreferences();
const listeners = new Set<() => void>();

/**
 * Whether the shopper has chosen a language: only then is it kept, so that turning on dark mode
 * does not count as choosing English, and a first visit can still be offered Bengali.
 */
export function hasChosenLanguage(): boolean {
  return languageChosen;
}

/** Makes the page follow the preferences: dark colours, and the document's language. */
export function applyPreferences(preferences: Preferences = current) {
  const root = document.documentElement;
  root.dataset.theme = preferences.darkMode ? 'dark' : 'light';
  root.lang = preferences.language;
}

export function setPreferences(change: Partial<Preferences>) {
  current = { ...current, ...change };
  if (change.language) {
    languageChosen = true;
    moveAddressTo(change.language);
  }
  writeStored(STORAGE_KEYS.preferences, languageChosen ? current : { ...current, language: undefined });
  applyPreferences(current);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed them.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEYS.preferences) return;
    ({ preferences: current, languageChosen } = readPreferences());
    applyPreferences(current);
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * A language chosen moves the page to its own address in it (`/bn/…` for Bengali, the plain one for
 * English), which the shopper can share; on a plain address already in English nothing moves.
 */
function moveAddressTo(language: LanguageCode) {
  const named = language === 'bn' ? language : undefined;
  if (named === addressLanguage) return;
  addressLanguage = named;
  const history = browserHistory();
  const { pathname, search, hash, state } = history.location;
  history.replace(`${addressIn(language, pageOfAddress(pathname).path)}${search}${hash}`, state);
}

/** The preferences now, outside React. */
export const currentPreferences = (): Preferences => current;

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, () => current);
}
