import { type Category, slugFor } from '@haat/contracts';
import type { CategoryGroup } from '../../filters';

/**
 * What a slug names: a category, one of its items (each with its English name and, when it has
 * one, its Bengali name), or nothing the shop knows.
 */
export type Place =
  | { kind: 'category'; name: string; nameBn: string | null; category: Category }
  | { kind: 'item'; name: string; nameBn: string | null; category: Category }
  | { kind: 'unknown'; name: string };

const decoded = (slug: string) => {
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
};

/** A name to show for a slug the shop does not know: "winter-sale" reads "Winter Sale". */
export function readableSlug(slug: string): string {
  return decoded(slug)
    .split(/[-\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function findPlace(categories: readonly Category[] | undefined, slug: string): Place {
  for (const category of categories ?? []) {
    if (category.slug === slug || category.id === slug)
      return { kind: 'category', name: category.title, nameBn: category.titleBn, category };
  }
  for (const category of categories ?? []) {
    const index = category.items.findIndex((name) => slugFor(name) === slug);
    const item = category.items[index];
    if (item !== undefined)
      return { kind: 'item', name: item, nameBn: category.itemsBn[index] ?? null, category };
  }
  return { kind: 'unknown', name: readableSlug(slug) };
}

/** The sidebar's groups: each category's slug with its items' slugs. */
export const groupOf = (category: Category): CategoryGroup => ({
  slug: category.slug,
  itemSlugs: category.items.map(slugFor),
});

/**
 * A category or item picked by name or slug, as navigation state may carry it
 * (`{ category: "Men's Fashion" }` or `{ category: 'panjabi' }`).
 */
export function pickedFromName(
  categories: readonly Category[],
  value: string,
): { categories: string[]; items: string[] } | null {
  const slug = slugFor(value);
  const place = findPlace(categories, slug);
  if (place.kind === 'category') return { categories: [place.category.slug], items: [] };
  if (place.kind === 'item') return { categories: [], items: [slug] };
  const byTitle = categories.find((category) => category.title.toLowerCase() === value.trim().toLowerCase());
  return byTitle ? { categories: [byTitle.slug], items: [] } : null;
}
