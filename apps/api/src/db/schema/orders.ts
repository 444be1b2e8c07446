import {
  CHECKOUT_PAYMENT_METHODS,
  ORDER_STATUSES,
  PAYMENT_PROOF_METHODS,
  PAYMENT_PROOF_STATUSES,
  PAYMENT_STATUSES,
} from '@haat/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, size } from './catalogue';
import { createdAt, id, poisha, updatedAt } from './columns';
import { promoCodes } from './promotions';
import { language, users } from './users';

export const orderStatus = pgEnum('order_status', ORDER_STATUSES);
export const paymentStatus = pgEnum('payment_status', PAYMENT_STATUSES);
export const paymentMethod = pgEnum('payment_method', CHECKOUT_PAYMENT_METHODS);
export const paymentProofMethod = pgEnum('payment_proof_method', PAYMENT_PROOF_METHODS);
export const paymentProofStatus = pgEnum('payment_proof_status', PAYMENT_PROOF_STATUSES);
export const returnStatus = pgEnum('return_status', ['requested', 'approved', 'rejected', 'refunded']);

/** The address an order ships to, copied when the order is placed so later edits do not change it. */
export type ShippingAddressSnapshot = {
  fullName: string;
  phone: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
};

/**
 * Where an order goes, as one key: its street address and city, in lower case, with runs of spaces
 * and the usual punctuation made one space, so that "House 12, Road 5" and "house 12 road 5" are
 * one address to the COD guard. Indexed as written here: a query must use this same expression.
 * (No semicolon in the pattern: drizzle-kit's snapshot splits an index's expressions on it.)
 */
export const addressKeyOf = (shippingAddress: unknown) =>
  sql<string>`lower(btrim(regexp_replace(coalesce(${shippingAddress} ->> 'address', '') || ' ' || coalesce(${shippingAddress} ->> 'city', ''), '[[:space:],.:/#-]+', ' ', 'g')))`;

/** The shop's running count of orders, behind the order numbers shoppers see. */
export const orderNumberSeq = pgSequence('order_number_seq');

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Shown to shoppers, such as HT-2611-000123 (year, month, count). */
    orderNumber: text('order_number').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: orderStatus('status').notNull().default('pending'),
    paymentStatus: paymentStatus('payment_status').notNull().default('pending'),
    paymentMethod: paymentMethod('payment_method').notNull(),
    /** All money in poisha, computed by the server when the order is placed. */
    subtotal: poisha('subtotal').notNull(),
    discount: poisha('discount').notNull().default(0),
    tax: poisha('tax').notNull().default(0),
    shippingCost: poisha('shipping_cost').notNull(),
    total: poisha('total').notNull(),
    /**
     * Poisha paid before delivery on an order paid at the door: the delivery fee the COD guard asked
     * first, once its proof is verified. The courier collects the total less this.
     */
    paidInAdvance: poisha('paid_in_advance').notNull().default(0),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    shippingAddress: jsonb('shipping_address').$type<ShippingAddressSnapshot>().notNull(),
    notes: text('notes').notNull().default(''),
    /** The language the shopper read the shop in when placing it: its confirmation is written in it. */
    language: language('language').notNull().default('en'),
    /** The client's Idempotency-Key: a repeated submit returns the first order. */
    idempotencyKey: text('idempotency_key'),
    /** A hash of the request placed under that key: the same key with another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The operator's order list (modules/orders/admin-orders.ts): newest first, by any one filter,
    // and free text found by trigrams in the order number and the pickup point's phone. The
    // dashboard's sums over 30 days read status, payment and total straight off the first index.
    index('orders_created_idx').on(t.createdAt, t.id, t.status, t.paymentStatus, t.total),
    index('orders_payment_status_created_idx').on(t.paymentStatus, t.createdAt),
    index('orders_payment_method_created_idx').on(t.paymentMethod, t.createdAt),
    index('orders_number_trgm_idx').using('gin', sql`${t.orderNumber} gin_trgm_ops`),
    index('orders_phone_trgm_idx').using('gin', sql`(${t.shippingAddress} ->> 'phone') gin_trgm_ops`),
    // The COD guard's history and daily count of a phone number, and of an address (modules/risk/).
    index('orders_phone_created_idx').on(sql`(${t.shippingAddress} ->> 'phone')`, t.createdAt.asc()),
    index('orders_address_key_created_idx').on(addressKeyOf(t.shippingAddress), t.createdAt.asc()),
    uniqueIndex('orders_user_idempotency_key').on(t.userId, t.idempotencyKey),
    check('orders_total_not_negative', sql`${t.total} >= 0`),
    check('orders_paid_in_advance_within_total', sql`${t.paidInAdvance} between 0 and ${t.total}`),
  ],
);

/** One line of an order, a snapshot of the product as it was sold. */
export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The product's Bengali name when the order was placed; null when it had none. */
    nameBn: text('name_bn'),
    image: text('image').notNull().default(''),
    size: size('size').notNull(),
    /** Poisha. */
    unitPrice: poisha('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index().on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every status an order has been in, with who moved it and why. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: orderStatus('status').notNull(),
    note: text('note').notNull().default(''),
    actorUserId: uuid('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index().on(t.orderId, t.createdAt)],
);

export const paymentProofs = pgTable(
  'payment_proofs',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    transactionId: text('transaction_id').notNull(),
    method: paymentProofMethod('method').notNull(),
    /** Poisha. */
    amount: poisha('amount').notNull(),
    /** Key of the re-encoded screenshot in the upload storage. */
    screenshotKey: text('screenshot_key').notNull(),
    senderNumber: text('sender_number').notNull(),
    senderName: text('sender_name').notNull(),
    paymentDate: date('payment_date', { mode: 'string' }).notNull(),
    status: paymentProofStatus('status').notNull().default('submitted'),
    reviewedBy: uuid('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Why the operator rejected the proof, in words the shopper reads. */
    rejectionReason: text('rejection_reason'),
    /** SHA-256 of the screenshot as uploaded: the same picture sent for two orders is flagged. */
    screenshotSha256: text('screenshot_sha256'),
    createdAt: createdAt(),
  },
  (t) => [
    index().on(t.orderId),
    index().on(t.status, t.createdAt),
    index().on(t.transactionId),
    index().on(t.screenshotSha256),
    /** One transaction id cannot pay for two orders; a rejected proof's may be sent again. */
    uniqueIndex('payment_proofs_method_transaction_key')
      .on(t.method, t.transactionId)
      .where(sql`${t.status} <> 'rejected'`),
  ],
);

export const returns = pgTable(
  'returns',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    status: returnStatus('status').notNull().default('requested'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index().on(t.userId, t.createdAt), uniqueIndex('returns_order_item_key').on(t.orderItemId)],
);

/**
 * A payment a bKash or Nagad merchant statement says reached the shop, as the operator imported
 * it. One line per wallet and transaction id: importing a statement again adds nothing.
 */
export const statementLines = pgTable(
  'statement_lines',
  {
    id: id(),
    method: paymentProofMethod('method').notNull(),
    /** Upper case, as proofs are compared with it. */
    transactionId: text('transaction_id').notNull(),
    senderNumber: text('sender_number').notNull().default(''),
    /** Poisha. */
    amount: poisha('amount').notNull(),
    /** The time as the statement writes it. */
    time: text('time').notNull().default(''),
    importedBy: uuid('imported_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('statement_lines_method_transaction_key').on(t.method, t.transactionId)],
);
