import type { Profile, SessionUser } from '@haat/contracts';
import type { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user as requests carry it (`request.user`), with the session the token names. */
export type SignedInUser = Pick<UserRow, 'id' | 'name' | 'email' | 'role'> & {
  sessionId: string;
  /** When this session began: a change that asks for proof of identity may want a recent one. */
  signedInAt: Date;
};

export const toSessionUser = (user: UserRow): SessionUser => ({
  id: user.id,
  _id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  picture: user.picture,
  verified_email: user.emailVerified,
});

export const toProfile = (user: UserRow, pendingEmail: string | null, phoneVerified: boolean): Profile => ({
  ...toSessionUser(user),
  phone: user.phone ?? '',
  phone_verified: phoneVerified,
  birthday: user.birthday ?? '',
  gender: user.gender ?? '',
  has_password: user.passwordHash !== null,
  pending_email: pendingEmail,
  sms_updates: user.smsUpdates,
});
