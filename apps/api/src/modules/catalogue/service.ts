import type { Category, ProductList, ProductListQuery, ProductSummary } from '@haat/contracts';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryItems, productImages, productStock, products } from '../../db/schema';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { productImageUrls } from './images';

type CatalogueDeps = { db: Database; storage: FileStorage };

export type CatalogueService = ReturnType<typeof createCatalogueService>;

export function createCatalogueService({ db, storage }: CatalogueDeps) {
  /** The columns a product card needs, with its first image and its stock over all sizes. */
  const summaryColumns = {
    id: products.id,
    name: products.name,
    price: products.price,
    oldPrice: products.oldPrice,
    rating: products.rating,
    sold: products.sold,
    createdAt: products.createdAt,
    category: categories.title,
    categorySlug: categories.slug,
    imageKey: sql<string | null>`(
      select ${productImages.storageKey} from ${productImages}
      where ${productImages.productId} = ${products.id}
      order by ${productImages.position} limit 1)`,
    stock: sql<number>`(
      select coalesce(sum(${productStock.quantity}), 0)::int from ${productStock}
      where ${productStock.productId} = ${products.id})`,
  };

  type SummaryRow = {
    id: string;
    name: string;
    price: number;
    oldPrice: number | null;
    rating: number;
    sold: number;
    createdAt: Date;
    category: string;
    categorySlug: string;
    imageKey: string | null;
    stock: number;
  };

  function toSummary(row: SummaryRow): ProductSummary {
    const urls = row.imageKey ? productImageUrls(storage, row.imageKey) : { large: '', thumbnail: '' };
    return {
      _id: row.id,
      id: row.id,
      name: row.name,
      price: takaFromPoisha(row.price),
      oldPrice: row.oldPrice === null ? null : takaFromPoisha(row.oldPrice),
      image: urls.large,
      thumbnail: urls.thumbnail,
      category: row.category,
      categorySlug: row.categorySlug,
      rating: Math.round(row.rating * 10) / 10,
      sold: row.sold,
      stock: Number(row.stock),
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  return {
    async listCategories(): Promise<Category[]> {
      const [categoryRows, itemRows] = await Promise.all([
        db.select().from(categories).orderBy(asc(categories.position), asc(categories.title)),
        db
          .select({ categoryId: categoryItems.categoryId, name: categoryItems.name })
          .from(categoryItems)
          .orderBy(asc(categoryItems.position), asc(categoryItems.name)),
      ]);
      return categoryRows.map((category) => ({
        id: category.id,
        title: category.title,
        slug: category.slug,
        items: itemRows.filter((item) => item.categoryId === category.id).map((item) => item.name),
      }));
    },

    async listProducts(query: ProductListQuery): Promise<ProductList> {
      const visible = eq(products.active, true);
      const [rows, totals] = await Promise.all([
        db
          .select(summaryColumns)
          .from(products)
          .innerJoin(categories, eq(categories.id, products.categoryId))
          .where(visible)
          .orderBy(desc(products.createdAt), asc(products.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ total: count() }).from(products).where(visible),
      ]);
      return {
        success: true,
        products: rows.map(toSummary),
        total: totals[0]?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
