import type { CodReason, DeliveryHistory } from '@haat/contracts/admin';
import { COD_DECISIONS } from '@haat/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
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

/**
 * Every code sent to prove a number (modules/risk/phone-verification.ts): the shopper's newest for
 * a number is the one a confirmation checks. The rows are also the limits of sending: a shopper's
 * newest for a number is its cooldown, the last hour's are counted per shopper and number and per
 * number, and the last day's give the different numbers each account asked for. The code itself
 * is never kept: only its HMAC under a key derived from the shop's secret, so the database (or a
 * backup) alone cannot give a live code back. A number's rows older than a day go when it is next sent a code.
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
