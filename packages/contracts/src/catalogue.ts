import { z } from 'zod';
import { c, PageNumber, Taka } from './common';
import { PAGE_SIZES } from './constants';

export const Category = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** Names of the category's items (subcategories), in menu order. */
  items: z.array(z.string()),
});
export type Category = z.infer<typeof Category>;

export const ProductSummary = z.object({
  /** The same id twice: the spec's clients read either `_id` or `id`. */
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  price: Taka,
  /** The earlier price, shown struck through; null when there is none. */
  oldPrice: Taka.nullable(),
  /** The first image, large. */
  image: z.string(),
  /** The first image, small, for grids. */
  thumbnail: z.string(),
  category: z.string(),
  categorySlug: z.string(),
  rating: z.number().min(0).max(5),
  sold: z.number().int().nonnegative(),
  /** Units left over all sizes. */
  stock: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type ProductSummary = z.infer<typeof ProductSummary>;

export const ProductListQuery = z.object({
  page: PageNumber,
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZES.max).default(PAGE_SIZES.homeCollection),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

export const ProductList = z.object({
  success: z.literal(true),
  products: z.array(ProductSummary),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type ProductList = z.infer<typeof ProductList>;

export const catalogueContract = c.router({
  categories: {
    method: 'GET',
    path: '/categories',
    summary: 'Every category with its items, in menu order (a plain array)',
    responses: { 200: z.array(Category) },
  },
  products: {
    method: 'GET',
    path: '/products',
    summary: 'A page of products',
    query: ProductListQuery,
    responses: { 200: ProductList },
  },
});
