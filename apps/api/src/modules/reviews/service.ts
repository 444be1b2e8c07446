import { type MyReview, PRODUCT_REVIEWS_SHOWN, type ProductReviews, type ReviewInput } from '@haat/contracts';
import { and, avg, count, desc, eq, inArray } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { orderItems, orders, products, reviews, users } from '../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../errors';
import { isUuid } from '../../lib/ids';
import type { FileStorage } from '../../storage';
import { firstImageKey, productImageUrls } from '../catalogue/images';

export type ReviewsService = ReturnType<typeof createReviews>;

/**
 * Reviews by shoppers who received the product: one per shopper and product. A product's rating
 * is the average of its reviews once it has any, kept on the product row in the same transaction
 * as the review, so that the catalogue's rating sort uses it without reading the reviews.
 */
export function createReviews({ db, storage }: { db: Database; storage: FileStorage }) {
  async function refreshRating(tx: Queryable, productId: string) {
    const [stats] = await tx
      .select({ average: avg(reviews.rating) })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    const average = stats?.average === null || stats?.average === undefined ? 0 : Number(stats.average);
    await tx
      .update(products)
      .set({ rating: Math.round(average * 10) / 10 })
      .where(eq(products.id, productId));
  }

  async function mine(userId: string, reviewIds?: string[]): Promise<MyReview[]> {
    const rows = await db
      .select({
        id: reviews.id,
        productId: reviews.productId,
        productName: products.name,
        imageKey: firstImageKey(),
        rating: reviews.rating,
        message: reviews.message,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .innerJoin(products, eq(products.id, reviews.productId))
      .where(and(eq(reviews.userId, userId), reviewIds ? inArray(reviews.id, reviewIds) : undefined))
      .orderBy(desc(reviews.createdAt), desc(reviews.id));
    return rows.map(({ imageKey, createdAt, ...row }) => ({
      ...row,
      productImage: imageKey ? productImageUrls(storage, imageKey).thumbnail : '',
      date: createdAt.toISOString(),
    }));
  }

  return {
    mine,

    async write(userId: string, productId: string, { rating, message }: ReviewInput): Promise<MyReview> {
      if (!isUuid(productId)) throw new NotFound('productNotFound');
      const id = await db.transaction(async (tx) => {
        // The product's row is locked: its rating is recomputed by one review at a time.
        const [product] = await tx
          .select({ id: products.id })
          .from(products)
          .where(and(eq(products.id, productId), eq(products.active, true)))
          .for('update');
        if (!product) throw new NotFound('productNotFound');
        const [received] = await tx
          .select({ id: orderItems.id })
          .from(orderItems)
          .innerJoin(orders, eq(orders.id, orderItems.orderId))
          .where(
            and(
              eq(orders.userId, userId),
              eq(orderItems.productId, productId),
              inArray(orders.status, ['delivered', 'completed']),
            ),
          )
          .limit(1);
        if (!received) throw new Forbidden('reviewNeedsDelivery');
        const [written] = await tx
          .insert(reviews)
          .values({ userId, productId, rating, message: message.trim() })
          .onConflictDoNothing({ target: [reviews.userId, reviews.productId] })
          .returning({ id: reviews.id });
        if (!written) throw new Conflict('reviewAlreadyWritten');
        await refreshRating(tx, productId);
        return written.id;
      });
      const [review] = await mine(userId, [id]);
      if (!review) throw new Error('the new review was not found');
      return review;
    },

    async remove(userId: string, reviewId: string): Promise<void> {
      if (!isUuid(reviewId)) throw new NotFound('reviewNotFound');
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(reviews)
          .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId)))
          .returning({ productId: reviews.productId });
        if (!removed) throw new NotFound('reviewNotFound');
        await tx
          .select({ id: products.id })
          .from(products)
          .where(eq(products.id, removed.productId))
          .for('update');
        await refreshRating(tx, removed.productId);
      });
    },

    /**
     * How many reviews shoppers wrote of a product, and their mean: what its page may claim (the
     * product's `rating` column is a placeholder figure until it has reviews).
     */
    async tally(productId: string): Promise<{ count: number; mean: number | null }> {
      const [row] = await db
        .select({ count: count(), mean: avg(reviews.rating) })
        .from(reviews)
        .where(eq(reviews.productId, productId));
      return { count: row?.count ?? 0, mean: row?.mean == null ? null : Number(row.mean) };
    },

    /** A product's average and count, and its newest reviews, each signed with the reviewer's first name. */
    async ofProduct(productId: string): Promise<Omit<ProductReviews, 'success'>> {
      const [product] = isUuid(productId)
        ? await db
            .select({ id: products.id })
            .from(products)
            .where(and(eq(products.id, productId), eq(products.active, true)))
        : [];
      if (!product) throw new NotFound('productNotFound');
      const [byStars, rows] = await Promise.all([
        db
          .select({ stars: reviews.rating, count: count() })
          .from(reviews)
          .where(eq(reviews.productId, productId))
          .groupBy(reviews.rating),
        db
          .select({
            id: reviews.id,
            name: users.name,
            rating: reviews.rating,
            message: reviews.message,
            createdAt: reviews.createdAt,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(eq(reviews.productId, productId))
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .limit(PRODUCT_REVIEWS_SHOWN),
      ]);
      const total = byStars.reduce((sum, row) => sum + row.count, 0);
      const starsSum = byStars.reduce((sum, row) => sum + row.stars * row.count, 0);
      return {
        average: total ? Math.round((starsSum / total) * 10) / 10 : 0,
        count: total,
        perStar: [5, 4, 3, 2, 1].map((stars) => ({
          stars,
          count: byStars.find((row) => row.stars === stars)?.count ?? 0,
        })),
        reviews: rows.map(({ name, createdAt, ...row }) => ({
          ...row,
          name: name.trim().split(/\s+/)[0] ?? '',
          date: createdAt.toISOString(),
          verifiedPurchase: true as const,
        })),
      };
    },
  };
}
