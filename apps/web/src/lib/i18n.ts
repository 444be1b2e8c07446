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

const translationFiles = import.meta.glob<{ default: Messages }>('../i18n/*/*.ts');
const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<void>>();

function loadTranslation(language: LanguageCode, namespace: string): Promise<void> | undefined {
  const key = `${language}/${namespace}`;
  if (loaded.has(key)) return undefined;
  const file = translationFiles[`../i18n/${key}.ts`];
  if (!file) {
    loaded.set(key, {});
    return undefined;
  }
  let pending = loading.get(key);
  if (!pending) {
    pending = file().then(
      (module) => void loaded.set(key, module.default),
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
