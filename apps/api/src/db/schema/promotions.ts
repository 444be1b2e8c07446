import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, poisha } from './columns';

export const promoKind = pgEnum('promo_kind', ['percent', 'fixed']);

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: id(),
    /** Stored in upper case; shoppers may type any case. */
    code: text('code').notNull().unique(),
    kind: promoKind('kind').notNull(),
    /** A percentage for percent codes, poisha for fixed ones. */
    value: integer('value').notNull(),
    /** Poisha. */
    minSubtotal: poisha('min_subtotal').notNull().default(0),
    /** Poisha; null for no cap. */
    maxDiscount: poisha('max_discount'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_value_positive', sql`${t.value} > 0`),
    check('promo_codes_percent_range', sql`${t.kind} <> 'percent' or ${t.value} <= 100`),
  ],
);
