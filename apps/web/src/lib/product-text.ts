import { type LanguageCode, usePreferences } from './preferences';

/**
 * A product's name or description as the shopper reads it, and the language to mark it with: the
 * page is in the shopper's language, so only a text in another one needs its own `lang`.
 */
export type ProductText = { text: string; lang: LanguageCode | undefined };

/**
 * The Bengali version of a product's text when the shopper reads the shop in Bengali and the
 * operator wrote one; the English otherwise. The Bengali is marked `lang="bn"` for screen readers
 * and fonts even on a Bengali page; English on a Bengali page is marked `lang="en"`.
 */
export function productText(english: string, bengali: string | null | undefined, language: LanguageCode) {
  if (language === 'bn' && bengali) return { text: bengali, lang: 'bn' } satisfies ProductText;
  return { text: english, lang: language === 'en' ? undefined : 'en' } satisfies ProductText;
}

type Named = { name: string; nameBn?: string | null };
type Described = { description: string; descriptionBn?: string | null };

/** The chosen language's product name and description, for every place that shows a product. */
export function useProductText() {
  const { language } = usePreferences();
  return {
    name: (product: Named): ProductText => productText(product.name, product.nameBn, language),
    description: (product: Described): ProductText =>
      productText(product.description, product.descriptionBn, language),
  };
}
