import { ERROR_MESSAGES, type Profile, type ProfileUpdate } from '@haat/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { Conflict, Unauthorized } from '../../errors';
import { toProfile } from '../auth/users';

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({ db }: { db: Database }) {
  return {
    async profile(userId: string): Promise<Profile> {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw new Unauthorized(ERROR_MESSAGES.signInRequired);
      return toProfile(user);
    },

    /** Changes the profile; fields left out stay as they are, an empty one is cleared. */
    async updateProfile(userId: string, change: ProfileUpdate): Promise<Profile> {
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(sql`lower(${users.email})`, change.email.toLowerCase()), ne(users.id, userId)));
      if (taken) throw new Conflict(ERROR_MESSAGES.emailTaken);
      const [user] = await db
        .update(users)
        .set({
          name: change.name,
          email: change.email,
          ...(change.phone !== undefined ? { phone: change.phone || null } : {}),
          ...(change.birthday !== undefined ? { birthday: change.birthday || null } : {}),
          ...(change.gender !== undefined ? { gender: change.gender || null } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (!user) throw new Unauthorized(ERROR_MESSAGES.signInRequired);
      return toProfile(user);
    },
  };
}
