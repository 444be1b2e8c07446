import { useEffect, useState } from 'react';
import { type LanguageCode, usePreferences } from './preferences';

/**
 * The one translation layer: every text the app shows is a message of a namespace, written in
 * English here in the code (the source), and looked up in the shopper's language when a
 * translation exists. Translations are files `src/i18n/<language>/<namespace>.ts` whose default
 * export maps message keys to text; they load on demand, so adding a language touches no component.
 */
export type Messages = Record<string, string>;
export type MessageBook<M extends Messages> = { namespace: string; en: M };
/** What a translation file exports: some or all of a namespace's messages. */
export type Translation<B extends MessageBook<Messages>> = Partial<Record<keyof B['en'], string>>;

export function defineMessages<const M extends Messages>(namespace: string, en: M): MessageBook<M> {
  return { namespace, en };
}

/** A language's namespaces, each loaded when a page first needs it (`src/i18n/<language>/index.ts`). */
export type TranslationFiles = Record<string, () => Promise<{ default: Messages }>>;

type LanguageIndexes = Record<string, () => Promise<{ default: TranslationFiles }>>;
let languageIndexes: LanguageIndexes = {};

/**
 * Where each language's index is (`main.tsx` gives them, found by `import.meta.glob`): one entry
 * per language on the first page; the index, loaded when the language is chosen, lists its
 * namespaces' files, so the first page does not grow with every file translated. Given by the
 * entry, whose chunk already holds the bundler's loading helper, rather than found here.
 */
export function setLanguageIndexes(indexes: LanguageIndexes) {
  languageIndexes = indexes;
}
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

async function translationOf(language: LanguageCode, namespace: string): Promise<Messages> {
  const index = languageIndexes[`./i18n/${language}/index.ts`];
  if (!index) return {};
  const file = (await index()).default[`./${namespace}.ts`];
  return file ? (await file()).default : {};
}

function loadTranslation(language: LanguageCode, namespace: string): Promise<void> | undefined {
  const key = `${language}/${namespace}`;
  if (loaded.has(key)) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    pending = translationOf(language, namespace).then(
      (messages) => void loaded.set(key, messages),
      () => void loaded.set(key, {}),
    );
    loading.set(key, pending);
  }
  return pending;
}

/** `{name}` in a message is replaced by `values.name`. */
export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export type Translate<M extends Messages> = (
  key: keyof M & string,
  values?: Record<string, string | number>,
) => string;

/** The messages of one namespace in the shopper's language, falling back to English. */
export function useT<M extends Messages>(book: MessageBook<M>): Translate<M> {
  const { language } = usePreferences();
  const [, rerender] = useState(0);
  const translated = language === 'en' ? undefined : loaded.get(`${language}/${book.namespace}`);
  useEffect(() => {
    if (language === 'en') return;
    loadTranslation(language, book.namespace)?.then(() => rerender((n) => n + 1));
  }, [language, book.namespace]);
  return (key, values) => interpolate(translated?.[key] ?? book.en[key] ?? key, values);
}
