// What a product card shows (in a listing, a search or a shelf): the columns it is read from, the
// query that reads them, and the answer it becomes.
import type { ProductSummary } from '@haat/contracts';
import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, products } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { firstImageKey, productImageUrls } from './images';

/** The columns a product card needs, with its first image and its stock over all sizes. */
export const summaryColumns = {
  id: products.id,
  name: products.name,
  nameBn: products.nameBn,
  price: products.price,
  oldPrice: products.oldPrice,
  rating: products.rating,
  sold: products.sold,
  createdAt: products.createdAt,
  category: categories.title,
  categorySlug: categories.slug,
  imageKey: firstImageKey(),
  stock: products.stockTotal,
  oneSize: products.oneSize,
};

export type SummaryRow = {
  id: string;
  name: string;
  nameBn: string | null;
  price: number;
  oldPrice: number | null;
  rating: number;
  sold: number;
  createdAt: Date;
  category: string;
  categorySlug: string;
  imageKey: string | null;
  stock: number;
  oneSize: boolean;
};

/** Product cards' columns, and any `more` a query needs beside them. */
export const summaries = <More extends Record<string, SQL.Aliased>>(q: Database, more = {} as More) =>
  q
    .select({ ...summaryColumns, ...more })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId));

/** A product card's answer from its row, its picture's addresses in `storage`. */
export const summaryFrom =
  (storage: FileStorage) =>
  (row: SummaryRow): ProductSummary => {
    const urls = row.imageKey ? productImageUrls(storage, row.imageKey) : { large: '', thumbnail: '' };
    return {
      _id: row.id,
      id: row.id,
      name: row.name,
      nameBn: row.nameBn,
      price: takaFromPoisha(row.price),
      oldPrice: row.oldPrice === null ? null : takaFromPoisha(row.oldPrice),
      image: urls.large,
      thumbnail: urls.thumbnail,
      category: row.category,
      categorySlug: row.categorySlug,
      rating: Math.round(row.rating * 10) / 10,
      sold: row.sold,
      stock: row.stock,
      oneSize: row.oneSize,
      createdAt: new Date(row.createdAt).toISOString(),
    };
  };
