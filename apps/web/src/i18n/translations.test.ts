import { describe, expect, it } from 'vitest';
import { interpolate, type MessageBook, type Messages } from '../lib/i18n';

/** Every source file as text: where `defineMessages` is called. */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
/** The modules that hold the message books: `messages.ts`, `*-messages.ts` and `messages/*.ts`. */
const messageModules = import.meta.glob<Record<string, unknown>>(
  ['../**/messages.ts', '../**/*-messages.ts', '../**/messages/*.ts'],
  { eager: true },
);
const bengaliFiles = import.meta.glob<{ default: Messages }>(['./bn/*.ts', '!./bn/index.ts'], {
  eager: true,
});

const isBook = (value: unknown): value is MessageBook<Messages> =>
  typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value;
const books = Object.values(messageModules).flatMap((module) => Object.values(module).filter(isBook));
const bengali = new Map(
  Object.entries(bengaliFiles).map(([file, module]) => [
    file.slice('./bn/'.length, -'.ts'.length),
    module.default,
  ]),
);
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the message catalogues', () => {
  it('finds every message book of the app, each exported from a messages file', () => {
    const declared = Object.values(sources).flatMap((text) =>
      [...text.matchAll(/defineMessages\('([^']+)'/g)].map((match) => match[1]),
    );
    expect(books.map((book) => book.namespace).sort()).toEqual(declared.sort());
  });

  it('has Bengali for every key of every namespace, with the same placeholders', () => {
    for (const book of books) {
      const translation = bengali.get(book.namespace) ?? {};
      expect(bengali.has(book.namespace), `no Bengali for ${book.namespace}`).toBe(true);
      for (const [key, english] of Object.entries(book.en)) {
        const text = translation[key];
        expect(text, `${book.namespace}.${key} has no Bengali`).toBeTruthy();
        expect(placeholders(text ?? ''), `${book.namespace}.${key}: placeholders`).toEqual(
          placeholders(english),
        );
      }
    }
  });

  it('writes a count of things in English with its one form beside it, never as “item(s)”', () => {
    // Shown only with two or more (the newest 3 of 5 reviews, Show all 5 reviews), a lower bound
    // (100+ products), and the review form's stars, whose one form is `star`.
    const alwaysMany = new Set([
      'product.newestOf',
      'product.showAllReviews',
      'listing.productCountAtLeast',
      'review-form.stars',
    ]);
    for (const book of books) {
      for (const [key, english] of Object.entries(book.en)) {
        expect(english, `${book.namespace}.${key}`).not.toMatch(/\(s\)/);
        const counted = /\{(count|total)\}\+? [a-z]+s\b/.test(english);
        if (!counted || alwaysMany.has(`${book.namespace}.${key}`)) continue;
        expect(
          book.en[`${key}One`],
          `${book.namespace}.${key} has no ${key}One for a count of 1`,
        ).toBeTruthy();
      }
    }
  });

  it('names the products once on the filter drawer’s button, which is given the counted phrase', () => {
    const listing = books.find((book) => book.namespace === 'listing')?.en ?? {};
    for (const [messages, noun] of [
      [listing, 'products'],
      [bengali.get('listing') ?? {}, 'পণ্য'],
    ] as const) {
      const counted = interpolate(messages.productCount ?? '', { count: 15 });
      const label = interpolate(messages.showProducts ?? '', { products: counted });
      expect(label).toContain(counted);
      expect(label.split(noun).length - 1, label).toBe(1);
    }
  });

  it('has no Bengali file for a namespace the app does not have', () => {
    const namespaces = new Set(books.map((book) => book.namespace));
    for (const namespace of bengali.keys()) expect(namespaces.has(namespace), namespace).toBe(true);
  });
});
