import type { Profile, SessionUser } from '@haat/contracts';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user as requests carry it (`request.user`). */
export type SignedInUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role'>;

export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  picture: user.picture,
  verified_email: user.emailVerified,
});

export const toProfile = (user: UserRow): Profile => ({
  ...toSessionUser(user),
  phone: user.phone ?? '',
  birthday: user.birthday ?? '',
  gender: user.gender ?? '',
});
