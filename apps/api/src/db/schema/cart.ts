import { sql } from 'drizzle-orm';
import { check, integer, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { products, size } from './catalogue';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: size('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_product_size_key').on(t.userId, t.productId, t.size),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_items_user_product_key').on(t.userId, t.productId)],
);
