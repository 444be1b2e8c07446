import { sql } from 'drizzle-orm';
import { boolean, index, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** HOME maps to home and OFFICE to work; other is kept for addresses of neither kind. */
export const addressType = pgEnum('address_type', ['home', 'work', 'other']);

/** A shopper's saved address; saved addresses also serve as the checkout's pickup points. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: addressType('type').notNull().default('home'),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    province: text('province').notNull().default(''),
    city: text('city').notNull(),
    zone: text('zone').notNull().default(''),
    address: text('address').notNull(),
    landmark: text('landmark').notNull().default(''),
    /** Built as "province - city - zone", as the spec's address form does. */
    postalCode: text('postal_code').notNull().default(''),
    country: text('country').notNull().default('Bangladesh'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index().on(t.userId),
    // At most one default per shopper, whatever the service does.
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
