import {
  COUNTRIES,
  CURRENCIES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_CURRENCY,
  LANGUAGES,
} from '@haat/contracts/constants';
import { useSyncExternalStore } from 'react';
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

function readPreferences(): { preferences: Preferences; languageChosen: boolean } {
  const stored = readStored<Partial<Preferences>>(STORAGE_KEYS.preferences, {});
  const languageChosen = LANGUAGES.some((l) => l.code === stored.language);
  return {
    preferences: {
      country: COUNTRIES.some((c) => c.code === stored.country)
        ? (stored.country as CountryCode)
        : DEFAULTS.country,
      language: languageChosen ? (stored.language as LanguageCode) : DEFAULTS.language,
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
  if (change.language) languageChosen = true;
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

/** The preferences now, outside React. */
export const currentPreferences = (): Preferences => current;

export function usePreferences(): Preferences {
  return useSyncExternalStore(subscribe, () => current);
}
