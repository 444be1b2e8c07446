// How each sort orders products, and which sort a listing gets when it asks for none.
import {
  type FeaturedCollection,
  PRODUCT_SORTS,
  type ProductListFilters,
  type ProductSort,
} from '@haat/contracts';
import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm';
import { products } from '../../db/schema';
import { isFeatured } from './filters';

/** The columns the sorts read: the products table's own, or those a subquery selected from it. */
type SortColumns = Record<
  'id' | 'stockTotal' | 'createdAt' | 'rating' | 'sold' | 'price' | 'name',
  AnyColumn
>;

/**
 * How each sort orders products; the id last, so that pages never overlap. A sold-out product
 * goes after those in stock, except in the price sorts, which a shopper reads as pure price order.
 * In-stock first has two spellings of the same order, so that each matches its ascending index: a
 * descending sort scans its index backward (`(stock_total > 0) DESC`), an ascending one forward
 * (`(stock_total = 0) ASC`).
 */
export function orderOf(sort: ProductSort, c: SortColumns = products): SQL[] {
  const inStockFirst = { desc: desc(sql`(${c.stockTotal} > 0)`), asc: asc(sql`(${c.stockTotal} = 0)`) };
  switch (sort) {
    case 'default':
    case 'newest':
    case 'latest':
      return [inStockFirst.desc, desc(c.createdAt), desc(c.id)];
    case 'oldest':
      return [inStockFirst.asc, asc(c.createdAt), asc(c.id)];
    case 'popularity':
    case 'rating':
      return [inStockFirst.desc, desc(c.rating), desc(c.sold), desc(c.id)];
    case 'price-asc':
    case 'priceLowHigh':
      return [asc(c.price), asc(c.id)];
    case 'price-desc':
    case 'priceHighLow':
      return [desc(c.price), desc(c.id)];
    case 'name-asc':
      return [inStockFirst.asc, asc(c.name), asc(c.id)];
    case 'name-desc':
      return [inStockFirst.desc, desc(c.name), desc(c.id)];
  }
}

/** Each sort's order of the products table, built once rather than on every listing. */
export const PRODUCTS_ORDER = Object.fromEntries(
  PRODUCT_SORTS.map((sort) => [sort, orderOf(sort)]),
) as Record<ProductSort, SQL[]>;

/** What a featured collection shows when no other sort is asked for. */
const FEATURED_SORT: Record<FeaturedCollection, ProductSort> = {
  'top-ranking': 'popularity',
  'new-arrivals': 'newest',
  'top-deals': 'default',
};

export function sortFor(filters: ProductListFilters): ProductSort {
  const [only, ...others] = filters.category ?? [];
  if (filters.sort === 'default' && only && others.length === 0 && isFeatured(only))
    return FEATURED_SORT[only];
  return filters.sort;
}
