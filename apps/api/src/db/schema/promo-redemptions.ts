import { index, pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { orders } from './orders';
import { promoCodes } from './promotions';
import { users } from './users';

// A file of its own: it joins an order to the promo code it used, and inside promotions.ts it made
// promotions.ts and orders.ts (whose orders name their promo code) import each other.
/** Each order not cancelled that used a promo code: what the per-shopper limit counts. */
export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: id(),
    promoCodeId: uuid('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('promo_redemptions_promo_user_idx').on(t.promoCodeId, t.userId),
    uniqueIndex('promo_redemptions_order_key').on(t.orderId),
  ],
);
