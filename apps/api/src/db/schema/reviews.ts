import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_user_product_key').on(t.userId, t.productId),
    index().on(t.productId, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
