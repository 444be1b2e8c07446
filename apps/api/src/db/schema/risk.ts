import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
