import { avg, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import type { ReviewTally } from './structured-data';

/** How many reviews shoppers wrote of a product, and their mean rating: what its page may claim. */
export const reviewTallyOf =
  (db: Database) =>
  async (productId: string): Promise<ReviewTally> => {
    const [row] = await db
      .select({ count: count(), mean: avg(reviews.rating) })
      .from(reviews)
      .where(eq(reviews.productId, productId));
    return { count: row?.count ?? 0, mean: row?.mean == null ? null : Number(row.mean) };
  };
