// What a listing's filters match: its categories, items, brands, colours, where products ship
// from, prices, stock, sale and search text, as one condition on the products table.
import { FEATURED_COLLECTIONS, type FeaturedCollection, type ProductListFilters } from '@haat/contracts';
import { and, eq, gt, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import { poishaFromTaka } from '../../lib/money';
import type { CategoryTreeMemory } from './category-tree';
import type { SearchCondition } from './search';

export const isFeatured = (slug: string): slug is FeaturedCollection => slug in FEATURED_COLLECTIONS;

/** Sold below the earlier price. */
const onSale = gt(products.oldPrice, products.price);

export type FiltersCondition = ReturnType<typeof createFiltersCondition>;

/** `filtersCondition(filters, walking)`: the condition a listing's filters put on products. */
export function createFiltersCondition(categoryTree: CategoryTreeMemory, searchCondition: SearchCondition) {
  /**
   * The `category` parameter lists categories (slug or id), category items (slug) and featured
   * collections; a product in any of them matches. Returns the condition, or null when the list
   * names nothing that exists.
   */
  async function categoryCondition(values: string[]): Promise<SQL | null> {
    const { categoryIdBySlug, categoryIds, itemIdsBySlug } = await categoryTree.read();
    const inCategories: string[] = [];
    const inItems: string[] = [];
    const either: SQL[] = [];
    for (const value of values) {
      if (value === 'top-deals') either.push(onSale);
      else if (isFeatured(value)) return sql`true`;
      else if (categoryIds.has(value)) inCategories.push(value);
      else if (categoryIdBySlug.has(value)) inCategories.push(categoryIdBySlug.get(value) as string);
      else inItems.push(...(itemIdsBySlug.get(value) ?? []));
    }
    if (inCategories.length) either.push(inArray(products.categoryId, inCategories));
    if (inItems.length) either.push(inArray(products.categoryItemId, inItems));
    return either.length ? (or(...either) as SQL) : null;
  }

  async function itemCondition(slugs: string[]): Promise<SQL | null> {
    const { itemIdsBySlug } = await categoryTree.read();
    const itemIds = slugs.flatMap((slug) => itemIdsBySlug.get(slug) ?? []);
    return itemIds.length ? inArray(products.categoryItemId, itemIds) : null;
  }

  /**
   * Every filter as one condition, or null when a filter names a category or item that does not
   * exist; `walking` when products are checked one by one along a sort's order (search.ts,
   * `namesContain`).
   */
  return async function filtersCondition(filters: ProductListFilters, walking = false): Promise<SQL | null> {
    const conditions: (SQL | undefined)[] = [eq(products.active, true)];
    if (filters.category?.length) {
      const condition = await categoryCondition(filters.category);
      if (!condition) return null;
      conditions.push(condition);
    }
    if (filters.item?.length) {
      const condition = await itemCondition(filters.item);
      if (!condition) return null;
      conditions.push(condition);
    }
    if (filters.brand?.length) conditions.push(inArray(products.brand, filters.brand));
    if (filters.colour?.length) conditions.push(inArray(products.colour, filters.colour));
    if (filters.shipsFrom?.length) conditions.push(inArray(products.shipsFrom, filters.shipsFrom));
    if (filters.minPrice !== undefined)
      conditions.push(gte(products.price, poishaFromTaka(filters.minPrice)));
    if (filters.maxPrice !== undefined)
      conditions.push(lte(products.price, poishaFromTaka(filters.maxPrice)));
    if (filters.inStock) conditions.push(gt(products.stockTotal, 0));
    if (filters.onSale) conditions.push(onSale);
    if (filters.search) conditions.push(await searchCondition(filters.search, walking));
    return and(...conditions) ?? null;
  };
}
