import { GENDERS, LANGUAGE_CODES, USER_ROLES } from '@haat/contracts/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const userRole = pgEnum('user_role', USER_ROLES);
export const gender = pgEnum('gender', GENDERS);
export const language = pgEnum('language', LANGUAGE_CODES);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Kept as typed; compared case-insensitively through the unique index on lower(email). */
    email: text('email').notNull(),
    /** Whether the owner of `email` has shown they read it (a link we sent, or Google saying so). */
    emailVerified: boolean('email_verified').notNull().default(false),
    /** argon2id hash; null for an account that only signs in with Google. */
    passwordHash: text('password_hash'),
    /** The `sub` claim of the user's Google account. */
    googleSubject: text('google_subject'),
    picture: text('picture'),
    role: userRole('role').notNull().default('user'),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    gender: gender('gender'),
    /** The language the shopper reads the shop in, for the emails we send them. */
    language: language('language').notNull().default('en'),
    /** False: only the SMS an order needs (NEEDED_ORDER_SMS_TOPICS) and phone codes are sent. */
    smsUpdates: boolean('sms_updates').notNull().default(true),
    /**
     * Raised whenever every session must end (a new password, sign out everywhere, a takeover): a
     * session is live only while it carries the epoch of the user row its sign-in was checked
     * against, so a sign-in racing the change cannot outlive it.
     */
    sessionEpoch: integer('session_epoch').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
    /** The operator's order search by the customer's name (ILIKE '%…%') through trigrams. */
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * A signed-in session: a session token names its row, which signing out ends. A token whose
 * session has ended or expired is refused, however long its own expiry still runs.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The user's `session_epoch` when the sign-in was checked. */
    epoch: integer('epoch').notNull(),
    /** When it was signed out (this device, every device, a new password, a takeover). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const emailLinkPurpose = pgEnum('email_link_purpose', [
  'verify_email',
  'change_email',
  'reset_password',
]);

/**
 * A link sent by email (verify the address, confirm a new one, set a new password). Only a hash of
 * its secret is kept, so a copy of the database opens no account; `used_at` makes it single use.
 */
export const emailLinks = pgTable(
  'email_links',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: emailLinkPurpose('purpose').notNull(),
    /** SHA-256 of the secret in the link, hex. */
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to: the account's, or the new one for a change. */
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_links_user_idx').on(t.userId, t.purpose)],
);

/** What happened to an account that its owner or the operator may need to know later. */
export const accountEvents = pgTable(
  'account_events',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'email_verified',
        'email_changed',
        'password_reset',
        'signed_out_everywhere',
        'google_linked',
        'google_takeover',
      ],
    }).notNull(),
    detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('account_events_user_idx').on(t.userId, t.createdAt)],
);
