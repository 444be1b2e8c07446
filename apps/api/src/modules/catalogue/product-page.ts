// A product's page: the product with its description, pictures, category and sizes.
import type { ProductDetail } from '@haat/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { categories, categoryItems, ONE_SIZE, productImages, productStock, products } from '../../db/schema';
import { NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../storage';
import { productImageUrls } from './images';
import { summaryColumns, summaryFrom } from './product-cards';

/** `product(id)`: its row, pictures and sizes asked at once, each statement built and planned once. */
export function createProductPage({ plannedOnce, storage }: { plannedOnce: Database; storage: FileStorage }) {
  const toSummary = summaryFrom(storage);
  const byId = sql.placeholder('id');
  const statements = {
    row: plannedOnce
      .select({
        ...summaryColumns,
        description: products.description,
        descriptionBn: products.descriptionBn,
        categoryId: products.categoryId,
        categoryBn: categories.titleBn,
        brand: products.brand,
        colour: products.colour,
        shipsFrom: products.shipsFrom,
        item: categoryItems.name,
        itemBn: categoryItems.nameBn,
        itemSlug: categoryItems.slug,
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .leftJoin(categoryItems, eq(categoryItems.id, products.categoryItemId))
      .where(and(eq(products.id, byId), eq(products.active, true)))
      .prepare('catalogue_product'),
    images: plannedOnce
      .select({ key: productImages.storageKey })
      .from(productImages)
      .where(eq(productImages.productId, byId))
      .orderBy(asc(productImages.position))
      .prepare('catalogue_product_images'),
    sizes: plannedOnce
      .select({ size: productStock.size, stock: productStock.quantity })
      .from(productStock)
      .where(eq(productStock.productId, byId))
      .orderBy(asc(productStock.size))
      .prepare('catalogue_product_sizes'),
  };

  return async function product(id: string): Promise<ProductDetail> {
    if (!isUuid(id)) throw new NotFound('productNotFound');
    const [[row], images, sizes] = await Promise.all([
      statements.row.execute({ id }),
      statements.images.execute({ id }),
      statements.sizes.execute({ id }),
    ]);
    if (!row) throw new NotFound('productNotFound');
    const urls = images.map((image) => productImageUrls(storage, image.key));
    return {
      ...toSummary(row),
      description: row.description,
      descriptionBn: row.descriptionBn,
      images: urls.map((url) => url.large),
      thumbnails: urls.map((url) => url.thumbnail),
      categoryId: row.categoryId,
      categoryBn: row.categoryBn,
      item: row.item ?? '',
      itemBn: row.itemBn,
      itemSlug: row.itemSlug ?? '',
      brand: row.brand,
      colour: row.colour,
      shipsFrom: row.shipsFrom,
      // A one-size product has no sizes to choose; rows of the other kind (0, left from before
      // the operator switched) are not shown.
      sizes: row.oneSize
        ? []
        : sizes.flatMap(({ size, stock }) => (size === ONE_SIZE ? [] : [{ size, stock }])),
    };
  };
}
