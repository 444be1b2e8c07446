import { PROMO_KINDS } from '@haat/contracts/promo-rules';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, poisha } from './columns';
import { users } from './users';

export const promoKind = pgEnum('promo_kind', PROMO_KINDS);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** Stored in upper case; shoppers may type any case. */
    code: text('code').notNull().unique(),
    kind: promoKind('kind').notNull(),
    /** A percentage for percent codes, poisha for fixed ones. */
    value: integer('value').notNull(),
    /** What the code gives, in the shop's words, shown with it. */
    description: text('description').notNull().default(''),
    /** The same in Bengali; null when the operator gave none (Bengali pages then show the English). */
    descriptionBn: text('description_bn'),
    /** Poisha. */
    minSubtotal: poisha('min_subtotal').notNull().default(0),
    /** Poisha; null for no cap. */
    maxDiscount: poisha('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders that may use it in all; null for no limit. */
    usageLimit: integer('usage_limit'),
    /** Orders one shopper may use it for; null for no limit. */
    perShopperLimit: integer('per_shopper_limit').default(1),
    /**
     * Orders that used it and were not cancelled: counted by checkout inside the order's
     * transaction, given back by the order's cancellation (its redemption row goes then too).
     */
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check('promo_codes_percent_range', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
    check('promo_codes_code_upper', sql`${t.code} = upper(${t.code})`),
  ],
);

/** The promo code a shopper applied to their cart, checked again whenever the cart is read. */
export const cartPromos = pgTable('cart_promos', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  promoCodeId: uuid('promo_code_id')
    .notNull()
    .references(() => promoCodes.id, { onDelete: 'cascade' }),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
