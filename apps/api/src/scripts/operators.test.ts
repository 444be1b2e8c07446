import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/app';
import { describe, expect, it, test } from '../../test/shop-test';
import { auditLog, users } from '../db/schema';
import { createOrPromoteOperator, OperatorRefused } from './operators';

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

const signIn = async (email: string, password: string) => {
  const res = await shop.post('/api/v1/auth/login', { email, password });
  expect(res.status).toBe(200);
  return shop.as((res.body as { token: string }).token);
};

describe('pnpm admin:create', () => {
  it('creates an operator who can sign in and open the back office', async () => {
    const done = await createOrPromoteOperator(shop.db, {
      email: 'Owner@Haat.test',
      password: 'a long and private passphrase',
      name: 'Shop Owner',
    });
    expect(done).toBe('created');
    const owner = await signIn('owner@haat.test', 'a long and private passphrase');
    expect((await owner.get('/api/v1/admin/orders')).status).toBe(200);
    expect(await createOrPromoteOperator(shop.db, { email: 'owner@haat.test' })).toBe('already an operator');
    const [created] = await shop.db.select().from(users).where(eq(users.email, 'Owner@Haat.test'));
    const entries = await shop.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, created?.id ?? ''));
    expect(entries).toEqual([
      expect.objectContaining({
        actorUserId: null,
        action: 'operator.create',
        after: expect.objectContaining({ role: 'admin' }),
      }),
    ]);
  });

  it('promotes an existing shopper, whose password stays as it was', async () => {
    const shopper = await shop.signUp({ password: 'shopper password 1' });
    expect((await shopper.get('/api/v1/admin/orders')).status).toBe(403);
    expect(await createOrPromoteOperator(shop.db, { email: shopper.email, password: 'ignored here' })).toBe(
      'promoted',
    );
    const entries = await shop.db.select().from(auditLog).where(eq(auditLog.entityId, shopper.user.id));
    expect(entries).toEqual([
      expect.objectContaining({ actorUserId: null, action: 'operator.promote', before: { role: 'user' } }),
    ]);
    // The role is read on every call: the same session is an operator's now.
    expect((await shopper.get('/api/v1/admin/orders')).status).toBe(200);
    await signIn(shopper.email, 'shopper password 1');
  });

  it('refuses a bad email, a short or common password, with the shop’s own words', async () => {
    const cases: [Record<string, string>, string][] = [
      [
        { email: 'not an email', password: 'a long and private passphrase' },
        'Please enter a valid email address.',
      ],
      [{ email: 'new@haat.test' }, 'Password is required.'],
      [{ email: 'new@haat.test', password: 'short' }, 'Password must be at least 8 characters.'],
      [
        { email: 'new@haat.test', password: 'password123' },
        'This password is too common and easy to guess. Please choose another one.',
      ],
    ];
    for (const [input, message] of cases) {
      const attempt = createOrPromoteOperator(shop.db, { email: '', ...input });
      await expect(attempt).rejects.toThrow(OperatorRefused);
      await expect(createOrPromoteOperator(shop.db, { email: '', ...input })).rejects.toThrow(message);
    }
  });
});
