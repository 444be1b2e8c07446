import { ACCOUNT_MESSAGES, type LanguageCode, type Profile, type ProfileUpdate } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { Unauthorized } from '../../errors';
import type { EmailLinks } from '../auth/email-links';
import type { AuthService } from '../auth/service';
import { type SignedInUser, toProfile } from '../auth/users';
import { isPhoneVerified } from '../risk/verified-phones';

export type AccountService = ReturnType<typeof createAccountService>;

type AccountDeps = {
  db: Database;
  emailLinks: EmailLinks;
  requestEmailChange: AuthService['requestEmailChange'];
};

export function createAccountService({ db, emailLinks, requestEmailChange }: AccountDeps) {
  async function userRow(userId: string) {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user) throw new Unauthorized('signInRequired');
    return user;
  }

  async function profile(userId: string): Promise<Profile> {
    const [user, pendingEmail] = await Promise.all([userRow(userId), emailLinks.pendingEmail(userId)]);
    const phoneVerified = user.phone ? await isPhoneVerified(db, userId, user.phone) : false;
    return toProfile(user, pendingEmail, phoneVerified);
  }

  return {
    profile,

    /** The language the shopper reads the shop in now: every later mail to them is written in it. */
    async setLanguage(userId: string, language: LanguageCode): Promise<LanguageCode> {
      const [saved] = await db
        .update(users)
        .set({ language })
        .where(eq(users.id, userId))
        .returning({ language: users.language });
      if (!saved) throw new Unauthorized('signInRequired');
      return saved.language;
    },

    /**
     * Changes the profile; fields left out stay as they are, an empty one is cleared. Another
     * email is only asked for: it takes effect when the link sent to it is opened. A refusal of
     * the new email changes nothing else either.
     */
    async updateProfile(
      signedIn: SignedInUser,
      change: ProfileUpdate,
      ip: string,
    ): Promise<{ user: Profile; message: string }> {
      const user = await userRow(signedIn.id);
      const sameAddress = change.email.toLowerCase() === user.email.toLowerCase();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            name: change.name,
            // The same address written another way (a capital letter) is still the proven one.
            ...(sameAddress ? { email: change.email } : {}),
            ...(change.phone !== undefined ? { phone: change.phone || null } : {}),
            ...(change.birthday !== undefined ? { birthday: change.birthday || null } : {}),
            ...(change.gender !== undefined ? { gender: change.gender || null } : {}),
            ...(change.smsUpdates !== undefined ? { smsUpdates: change.smsUpdates } : {}),
          })
          .where(eq(users.id, user.id));
        if (sameAddress) return;
        const request = { newEmail: change.email, currentPassword: change.currentPassword, ip };
        await requestEmailChange(signedIn, user, request, tx);
      });
      return {
        user: await profile(user.id),
        message: !sameAddress
          ? ACCOUNT_MESSAGES.emailChangeSent.replace('{email}', change.email)
          : ACCOUNT_MESSAGES.profileSaved,
      };
    },
  };
}
