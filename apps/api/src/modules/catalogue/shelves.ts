// The shelves: short rows of products beside a page (the best sellers, the same category's newest,
// others picked at random).
import { LIMITS, type ProductShelf } from '@haat/contracts';
import { and, asc, desc, eq, gte, lt, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../storage';
import { summaries, summaryFrom } from './product-cards';
import { PRODUCTS_ORDER } from './sorts';

/** A shelf's statements are the same for every product: prepared. */
export function createShelves({ prepared, storage }: { prepared: Database; storage: FileStorage }) {
  const toSummary = summaryFrom(storage);

  async function shelf(where: SQL, orderBy: SQL[], limit: number): Promise<ProductShelf> {
    const rows = await summaries(prepared)
      .where(and(eq(products.active, true), where))
      .orderBy(...orderBy)
      .limit(limit);
    return { success: true, products: rows.map(toSummary) };
  }

  async function requireProduct(id: string) {
    if (!isUuid(id)) throw new NotFound('productNotFound');
    const [product] = await prepared
      .select({ id: products.id, categoryId: products.categoryId })
      .from(products)
      .where(and(eq(products.id, id), eq(products.active, true)));
    if (!product) throw new NotFound('productNotFound');
    return product;
  }

  return {
    /** The best sellers. */
    topProducts: () => shelf(sql`true`, [desc(products.sold), desc(products.id)], LIMITS.topProducts),

    /** The newest other products of the same category. */
    async relatedProducts(id: string): Promise<ProductShelf> {
      const product = await requireProduct(id);
      return shelf(
        and(eq(products.categoryId, product.categoryId), ne(products.id, product.id)) as SQL,
        PRODUCTS_ORDER.newest,
        LIMITS.relatedProducts,
      );
    },

    /**
     * Other products picked at random: a run of products from a random point in id order (ids are
     * random uuids), read off the primary key, so it costs the same at any catalogue size.
     */
    async alsoLike(id: string): Promise<ProductShelf> {
      const product = await requireProduct(id);
      const start = crypto.randomUUID();
      const others = ne(products.id, product.id);
      const after = await shelf(
        and(others, gte(products.id, start)) as SQL,
        [asc(products.id)],
        LIMITS.youMayAlsoLike,
      );
      if (after.products.length === LIMITS.youMayAlsoLike) return after;
      const wrapped = await shelf(
        and(others, lt(products.id, start)) as SQL,
        [asc(products.id)],
        LIMITS.youMayAlsoLike - after.products.length,
      );
      return { success: true, products: [...after.products, ...wrapped.products] };
    },
  };
}
