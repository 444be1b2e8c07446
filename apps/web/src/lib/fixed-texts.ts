import { type MessageBook, type Messages, useT } from './i18n';

const keysByText = new WeakMap<MessageBook<Messages>, Map<string, string>>();

/**
 * The key of a book whose English is the server's own fixed texts (refusals, the notes it writes on
 * an order), for a text the server sent without its key: undefined when the text is none of them.
 */
export function keyOfText<M extends Messages>(
  book: MessageBook<M>,
  text: string,
): (keyof M & string) | undefined {
  let keys = keysByText.get(book);
  if (!keys) {
    keys = new Map(Object.entries(book.en).map(([key, words]) => [words, key]));
    keysByText.set(book, keys);
  }
  return keys.get(text);
}

/** Such a fixed text in the shopper's language; any other text (someone's own words) as it is. */
export function useFixedTexts<M extends Messages>(book: MessageBook<M>): (text: string) => string {
  const t = useT(book);
  return (text) => {
    const key = keyOfText(book, text);
    return key ? t(key) : text;
  };
}
