import type { WishlistEntry } from '@haat/contracts';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { productImages, products, wishlistItems } from '../../db/schema';
import { NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import { takaFromPoisha } from '../../lib/money';
import type { FileStorage } from '../../storage';
import { productImageUrls } from '../catalogue/images';

export type WishlistService = ReturnType<typeof createWishlistService>;

export function createWishlistService({ db, storage }: { db: Database; storage: FileStorage }) {
  /** The shopper's entries for products still sold, newest first; only `productId`'s when given. */
  async function entries(userId: string, productId?: string): Promise<WishlistEntry[]> {
    const rows = await db
      .select({
        id: wishlistItems.id,
        productId: products.id,
        name: products.name,
        nameBn: products.nameBn,
        price: products.price,
        oneSize: products.oneSize,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(
        and(
          eq(wishlistItems.userId, userId),
          eq(products.active, true),
          productId ? eq(wishlistItems.productId, productId) : undefined,
        ),
      )
      .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.id));
    if (rows.length === 0) return [];
    const images = await db
      .select({ productId: productImages.productId, key: productImages.storageKey })
      .from(productImages)
      .where(
        inArray(
          productImages.productId,
          rows.map((row) => row.productId),
        ),
      )
      .orderBy(asc(productImages.position));
    const imagesByProduct = new Map<string, string[]>();
    for (const image of images) {
      const urls = imagesByProduct.get(image.productId) ?? [];
      urls.push(productImageUrls(storage, image.key).thumbnail);
      imagesByProduct.set(image.productId, urls);
    }
    return rows.map((row) => ({
      _id: row.id,
      product: {
        _id: row.productId,
        name: row.name,
        nameBn: row.nameBn,
        price: takaFromPoisha(row.price),
        images: imagesByProduct.get(row.productId) ?? [],
        oneSize: row.oneSize,
      },
    }));
  }

  return {
    wishlist: (userId: string) => entries(userId),

    /** Saves a product for the shopper; saving it again changes nothing and answers the same entry. */
    async add(userId: string, productId: string): Promise<WishlistEntry> {
      if (!isUuid(productId)) throw new NotFound('productNotFound');
      const [product] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, productId), eq(products.active, true)));
      if (!product) throw new NotFound('productNotFound');
      await db
        .insert(wishlistItems)
        .values({ userId, productId })
        .onConflictDoNothing({ target: [wishlistItems.userId, wishlistItems.productId] });
      const [entry] = await entries(userId, productId);
      // Only if the product left the shop in between.
      if (!entry) throw new NotFound('productNotFound');
      return entry;
    },

    /** Takes a product off the shopper's wishlist; one that is not on it is already off. */
    async remove(userId: string, productId: string): Promise<void> {
      if (!isUuid(productId)) return;
      await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
    },
  };
}
