import type { CodReason, DeliveryHistory } from '@haat/contracts/admin';
import { COD_DECISIONS } from '@haat/contracts/constants';
import { index, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, poisha } from './columns';
import { orders } from './orders';
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

/** Numbers the operator blocked from paying on delivery, with why, in their words. */
export const blockedPhones = pgTable('blocked_phones', {
  /** As the shop keeps a mobile number: `01712345678`. */
  phone: text('phone').primaryKey(),
  note: text('note').notNull().default(''),
  blockedBy: uuid('blocked_by').references(() => users.id),
  createdAt: createdAt(),
});

export const codDecision = pgEnum('cod_decision', COD_DECISIONS);

/**
 * Every decision of the COD guard on an order paid on delivery, with the rules that made it and the
 * histories it read. A placed order's (passed, held, advance) is written in its transaction; a
 * refusal's after the placement was undone, with no order. Outcomes are read from the orders.
 */
export const codAssessments = pgTable(
  'cod_assessments',
  {
    id: id(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    decision: codDecision('decision').notNull(),
    reasons: jsonb('reasons').$type<CodReason[]>().notNull(),
    phoneHistory: jsonb('phone_history').$type<DeliveryHistory>().notNull(),
    addressHistory: jsonb('address_history').$type<DeliveryHistory>().notNull(),
    /** Poisha: the order's total as assessed. */
    total: poisha('total').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.phone, t.createdAt), index().on(t.orderId), index().on(t.createdAt, t.decision)],
);
