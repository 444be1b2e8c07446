import { GENDERS, USER_ROLES } from '@haat/contracts/constants';
import { sql } from 'drizzle-orm';
import { boolean, date, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

export const userRole = pgEnum('user_role', USER_ROLES);
export const gender = pgEnum('gender', GENDERS);

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** Kept as typed; compared case-insensitively through the unique index on lower(email). */
    email: text('email').notNull(),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_key').on(t.googleSubject),
  ],
);
