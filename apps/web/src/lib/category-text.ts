import type { Category } from '@haat/contracts';
import { type LanguageCode, usePreferences } from './preferences';
import { type ProductText, productText } from './product-text';

/**
 * One of a category's items as the shopper reads it: the text to show with its `lang`, and its
 * English name, which its slug (and so its address) is made from in every language.
 */
export type ItemText = ProductText & { name: string };

type Titled = Pick<Category, 'title'> & { titleBn?: string | null };
type WithItems = Pick<Category, 'items'> & { itemsBn?: readonly (string | null)[] };

/**
 * A category's title as the shopper reads it: the Bengali one when they read the shop in Bengali
 * and the operator gave one, marked `lang="bn"`; else the English, marked `lang="en"` on a Bengali
 * page. The same choice as a product's name (`productText`).
 */
export const categoryText = (category: Titled, language: LanguageCode): ProductText =>
  productText(category.title, category.titleBn, language);

/** A category's items as the shopper reads them, in menu order. */
export const itemTexts = (category: WithItems, language: LanguageCode): ItemText[] =>
  category.items.map((name, index) => ({ name, ...productText(name, category.itemsBn?.[index], language) }));

/** The chosen language's category titles and item names, for every place that shows them. */
export function useCategoryText() {
  const { language } = usePreferences();
  return {
    title: (category: Titled) => categoryText(category, language),
    items: (category: WithItems) => itemTexts(category, language),
    /** A category's or item's name given with its Bengali, as a product answers them. */
    name: (english: string, bengali: string | null | undefined) => productText(english, bengali, language),
  };
}
