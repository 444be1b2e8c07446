import { Email, NewPassword, personName } from '@haat/contracts';
import { ERROR_MESSAGES } from '@haat/contracts/errors';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { recordAction } from '../modules/audit/service';
import { checkNewPassword, hashPassword } from '../modules/auth/passwords';

/** A reason `pnpm admin:create` cannot do what it was asked, in words for the person who ran it. */
export class OperatorRefused extends Error {}

const OperatorName = personName(ERROR_MESSAGES.nameRequired);

/**
 * Makes the account with this email an operator (role `admin`): an existing account is promoted
 * and keeps its password; a new one is created with `password`, its email taken as verified since
 * the shop's owner vouches for it. Answers what was done.
 */
export async function createOrPromoteOperator(
  db: Database,
  input: { email: string; password?: string; name?: string },
): Promise<'promoted' | 'created' | 'already an operator'> {
  const email = Email.safeParse(input.email);
  if (!email.success)
    throw new OperatorRefused(email.error.issues[0]?.message ?? ERROR_MESSAGES.emailInvalid);
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.data.toLowerCase()));
  if (existing) {
    if (existing.role === 'admin') return 'already an operator';
    await db.transaction(async (tx) => {
      await tx.update(users).set({ role: 'admin', updatedAt: sql`now()` }).where(eq(users.id, existing.id));
      await recordAction(tx, {
        actorUserId: null,
        action: 'operator.promote',
        entity: 'user',
        entityId: existing.id,
        before: { role: existing.role },
        after: { role: 'admin', by: 'pnpm admin:create' },
      });
    });
    return 'promoted';
  }
  const name = OperatorName.safeParse(input.name ?? 'Shop operator');
  if (!name.success) throw new OperatorRefused(name.error.issues[0]?.message ?? ERROR_MESSAGES.nameRequired);
  const password = NewPassword.safeParse(input.password ?? '');
  if (!password.success)
    throw new OperatorRefused(password.error.issues[0]?.message ?? ERROR_MESSAGES.passwordRequired);
  try {
    await checkNewPassword(password.data, { email: email.data, name: name.data });
  } catch (error) {
    throw new OperatorRefused((error as Error).message);
  }
  const passwordHash = await hashPassword(password.data);
  await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ name: name.data, email: email.data, passwordHash, emailVerified: true, role: 'admin' })
      .returning({ id: users.id });
    if (!created) throw new Error('the new operator was not returned');
    await recordAction(tx, {
      actorUserId: null,
      action: 'operator.create',
      entity: 'user',
      entityId: created.id,
      before: null,
      after: { email: email.data, role: 'admin', by: 'pnpm admin:create' },
    });
  });
  return 'created';
}
