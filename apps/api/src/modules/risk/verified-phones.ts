import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { verifiedPhones } from '../../db/schema';

/** Whether the shopper proved `phone` theirs by a code sent to it. */
export async function isPhoneVerified(q: Queryable, userId: string, phone: string): Promise<boolean> {
  const [row] = await q
    .select({ phone: verifiedPhones.phone })
    .from(verifiedPhones)
    .where(and(eq(verifiedPhones.userId, userId), eq(verifiedPhones.phone, phone)))
    .limit(1);
  return row !== undefined;
}

/** Remembers that the shopper proved `phone` theirs, in the caller's transaction; again is harmless. */
export async function rememberVerifiedPhone(q: Queryable, userId: string, phone: string): Promise<void> {
  await q
    .insert(verifiedPhones)
    .values({ userId, phone })
    .onConflictDoUpdate({
      target: [verifiedPhones.userId, verifiedPhones.phone],
      set: { verifiedAt: new Date() },
    });
}
