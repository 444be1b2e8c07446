import { startTransition, use, useOptimistic } from 'react';
import { type Format, formatFor } from './format';
import { currentPreferences, type LanguageCode, setPreferences, usePreferences } from './preferences';

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
  defined.add(namespace);
  // A later page's books are defined when its code arrives: their translations are asked for
  // together then, rather than one after another as each component first renders.
  const { language } = currentPreferences();
  if (language !== 'en' && languageIndexes) void loadTranslation(language, namespace);
  return { namespace, en };
}

/** A language's namespaces, each loaded when a page first needs it (`src/i18n/<language>/index.ts`). */
export type TranslationFiles = Record<string, () => Promise<{ default: Messages }>>;

type LanguageIndexes = Record<string, () => Promise<{ default: TranslationFiles }>>;
/** Unset while the first page's own modules are defined: main.tsx gives them after its imports. */
let languageIndexes: LanguageIndexes | undefined;

/**
 * Where each language's index is (`main.tsx` gives them, found by `import.meta.glob`): one entry
 * per language on the first page; the index, loaded when the language is chosen, lists its
 * namespaces' files, so the first page does not grow with every file translated. Given by the
 * entry, whose chunk already holds the bundler's loading helper, rather than found here.
 */
export function setLanguageIndexes(indexes: LanguageIndexes) {
  languageIndexes = indexes;
}
/** The namespaces of every book the code loaded so far has defined. */
const defined = new Set<string>();
const loaded = new Map<string, Messages>();
/**
 * One promise per language and namespace, kept after it settles and marked `fulfilled` the way
 * React marks the thenables it has read: `use()` then returns at once instead of suspending.
 */
const loading = new Map<string, Promise<void>>();

async function translationOf(language: LanguageCode, namespace: string): Promise<Messages> {
  const index = languageIndexes?.[`./i18n/${language}/index.ts`];
  if (!index) return {};
  const file = (await index()).default[`./${namespace}.ts`];
  return file ? (await file()).default : {};
}

function loadTranslation(language: LanguageCode, namespace: string): Promise<void> {
  const key = `${language}/${namespace}`;
  let pending = loading.get(key);
  if (!pending) {
    const settle = (messages: Messages) => {
      loaded.set(key, messages);
      Object.assign(next, { status: 'fulfilled', value: undefined });
    };
    const next = translationOf(language, namespace).then(settle, () => settle({}));
    pending = next;
    loading.set(key, pending);
  }
  return pending;
}

/**
 * `{name}` in a message is replaced by `values.name`; a number is written in the language's digits
 * (`format`), so a count reads ১২ in Bengali.
 */
export function interpolate(text: string, values?: Record<string, string | number>, format?: Format): string {
  if (!values) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' && format ? format.count(value) : String(value);
  });
}

export type Translate<M extends Messages> = {
  (key: keyof M & string, values?: Record<string, string | number>): string;
  /**
   * The message for a count, in the form the language uses for it (`Intl.PluralRules`): `one` for
   * 1 in English, for 0 and 1 in Bengali; `other` for the rest. `{count}` is the count.
   */
  plural(
    forms: Partial<Record<Intl.LDMLPluralRule, keyof M & string>> & { other: keyof M & string },
    count: number,
    values?: Record<string, string | number>,
  ): string;
};

/**
 * The messages of one namespace in the shopper's language, falling back to English. While the
 * namespace's translation is on its way the component suspends rather than showing English first:
 * the first page waits for its Bengali file instead of flashing English and then moving as the
 * words change, and a later page waits under its loading text. `inLanguage` reads them in another
 * language than the chosen one (the offer of Bengali to an English page).
 */
export function useT<M extends Messages>(book: MessageBook<M>, inLanguage?: LanguageCode): Translate<M> {
  const preferred = usePreferences().language;
  const language = inLanguage ?? preferred;
  // `use` is called on every render in a language other than English, also once the texts are
  // there: when React replays a render that suspended here, the hooks after this call must find
  // `use` where they found it the first time, or React throws "update hook called on initial
  // render" (#467) and redraws the whole page.
  if (language !== 'en') use(loadTranslation(language, book.namespace));
  const translated = language === 'en' ? undefined : loaded.get(`${language}/${book.namespace}`);
  const format = formatFor(language);
  const translate = (key: keyof M & string, values?: Record<string, string | number>) =>
    interpolate(translated?.[key] ?? book.en[key] ?? key, values, format);
  return Object.assign(translate, {
    plural: (
      forms: Partial<Record<Intl.LDMLPluralRule, keyof M & string>> & { other: keyof M & string },
      count: number,
      values?: Record<string, string | number>,
    ) => translate(forms[format.plural(count)] ?? forms.other, { count, ...values }),
  });
}

/**
 * Changes the shop's language once the texts of the code already loaded are there in it: the whole
 * page turns at once, and nothing on it waits behind a loading text, nor a part opened later (a
 * dialog, a result), which would hide the page while its texts load.
 */
export async function chooseLanguage(language: LanguageCode): Promise<void> {
  if (language !== 'en')
    await Promise.all([...defined].map((namespace) => loadTranslation(language, namespace)));
  setPreferences({ language });
}

/**
 * The language a picker shows and how it changes it: the choice shows at once, while the texts in
 * the new language load, and the page turns when they are there.
 */
export function useLanguageChoice(): [LanguageCode, (language: LanguageCode) => void] {
  const { language } = usePreferences();
  const [shown, showChoice] = useOptimistic(language);
  const choose = (choice: LanguageCode) =>
    startTransition(async () => {
      showChoice(choice);
      await chooseLanguage(choice);
    });
  return [shown, choose];
}
