import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { users } from './users';

/**
 * The mobile numbers a shopper proved theirs by a code sent to it (modules/risk/): the account's
 * own number and its pickup points' numbers alike. The COD guard reads it before an order may pay
 * at the door without a code.
 */
export const verifiedPhones = pgTable(
  'verified_phones',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the shop keeps a mobile number: `01712345678`. */
    phone: text('phone').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.phone] })],
);

/**
 * Every code sent to prove a number (modules/risk/phone-verification.ts): the shopper's newest for
 * a number is the one a confirmation checks. The rows of the last hour are also each number's
 * count of codes sent, and a number's newest row its cooldown. The code itself is never kept: only
 * its HMAC under a key derived from the shop's secret, so the database (or a backup) alone cannot
 * give a live code back. A number's rows older than a day go when it is next sent a code.
 */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** As the shop keeps a mobile number: `01712345678`. */
    phone: text('phone').notNull(),
    /** HMAC-SHA256 (hex) of the shopper, the number and the code. */
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Tries made with this code, right or wrong: it is dead once they reach PHONE_CODE_TRIES. */
    tries: integer('tries').notNull().default(0),
    /** When it proved the number: a code is used once. */
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    index().on(t.phone, t.sentAt),
    index().on(t.userId, t.phone, t.sentAt),
    check('phone_codes_tries_not_negative', sql`${t.tries} >= 0`),
  ],
);
