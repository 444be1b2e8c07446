import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { buildTestApp, refusal, type TestApp } from '../../../test/app';
import { describe, expect, it, sendingMailToSmtp, test } from '../../../test/shop-test';
import type { TestSmtpServer } from '../../../test/smtp-server';
import { accountEvents, emailLinks, sessions, users } from '../../db/schema';

/** The address of the one link a message carries, as the shopper would click it. */
function linkIn(mail: ParsedMail): URL {
  const found = (mail.text ?? '').match(/https?:\/\/\S+token=[\w-]+/);
  if (!found) throw new Error(`no link in: ${mail.text}`);
  return new URL(found[0]);
}
const tokenIn = (mail: ParsedMail) => linkIn(mail).searchParams.get('token') ?? '';

const newEmail = () => `shopper-${randomBytes(4).toString('hex')}@example.com`;

let shop: TestApp;
let smtp: TestSmtpServer;
test.override('shopOptions', sendingMailToSmtp);
test.beforeAll(({ shop: built, smtp: started }) => {
  shop = built;
  smtp = started;
});

const profileOf = async (shopper: { get(url: string): Promise<{ body: unknown }> }) =>
  ((await shopper.get('/api/v1/user/profile')).body as { user: Record<string, unknown> }).user;

describe('verifying the email address', () => {
  it('sends a link after sign-up that verifies the address once, and the profile then says so', async () => {
    const shopper = await shop.signUp({ name: 'Sadia Islam' });
    const mail = await smtp.waitForMail(shopper.email);
    expect(mail.from?.value).toEqual([{ name: 'Haat', address: 'shop@haat.test' }]);
    expect(mail.subject).toBe('Confirm your email address for Haat');
    expect(mail.text).toContain('Sadia Islam');
    const link = linkIn(mail);
    expect(`${link.origin}${link.pathname}`).toBe(`${shop.address}/verify-email`);
    expect(mail.html).toContain(link.searchParams.get('token'));
    expect(await profileOf(shopper)).toMatchObject({ verified_email: false });

    const res = await shop.post('/api/v1/auth/verify-email', { token: tokenIn(mail) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, email: shopper.email, changed: false });
    expect(await profileOf(shopper)).toMatchObject({ verified_email: true });
    const login = await shop.post('/api/v1/auth/login', { email: shopper.email, password: shopper.password });
    expect(login.body).toMatchObject({ user: { verified_email: true } });

    const again = await shop.post('/api/v1/auth/verify-email', { token: tokenIn(mail) });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal('linkInvalid'));
  });

  it('keeps only a hash of the link, and a made-up or expired link verifies nothing', async () => {
    const shopper = await shop.signUp();
    const token = tokenIn(await smtp.waitForMail(shopper.email));
    const rows = await shop.db.select().from(emailLinks).where(eq(emailLinks.userId, shopper.user.id));
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);

    for (const made of [randomBytes(32).toString('base64url'), `${token}x`, token.slice(1)]) {
      expect((await shop.post('/api/v1/auth/verify-email', { token: made })).status).toBe(400);
    }
    await shop.db
      .update(emailLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailLinks.userId, shopper.user.id));
    expect((await shop.post('/api/v1/auth/verify-email', { token })).body).toEqual(refusal('linkInvalid'));
    expect(await profileOf(shopper)).toMatchObject({ verified_email: false });
  });

  it('verifies once when the same link is followed 20 times at once', async () => {
    const shopper = await shop.signUp();
    const token = tokenIn(await smtp.waitForMail(shopper.email));
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => shop.post('/api/v1/auth/verify-email', { token })),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 400)).toHaveLength(19);
    const events = await shop.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, shopper.user.id));
    expect(events.filter((event) => event.kind === 'email_verified')).toHaveLength(1);
  });

  it('sends the link again on request, in the language the shopper signed up in, and no more than the limit', async () => {
    const email = newEmail();
    const registered = await shop.post('/api/v1/auth/register', {
      name: 'তাসলিমা',
      email,
      password: 'নতুন পাসওয়ার্ড ২০২৬',
      language: 'bn',
    });
    expect(registered.status).toBe(201);
    const first = await smtp.waitForMail(email);
    expect(first.text).toContain('তাসলিমা');
    expect(first.subject).not.toBe('Confirm your email address for Haat');
    const login = await shop.post('/api/v1/auth/login', { email, password: 'নতুন পাসওয়ার্ড ২০২৬' });
    const shopper = shop.as((login.body as { token: string }).token);

    const res = await shopper.post('/api/v1/auth/verify-email/resend');
    expect(res.status).toBe(200);
    const second = await smtp.waitForMail(email);
    expect(tokenIn(second)).not.toBe(tokenIn(first));
    // Both links work until one is used; the limit is per account (5 by default).
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push((await shopper.post('/api/v1/auth/verify-email/resend')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);

    expect((await shop.post('/api/v1/auth/verify-email', { token: tokenIn(second) })).status).toBe(200);
    const done = await shopper.post('/api/v1/auth/verify-email/resend');
    expect(done.status).toBe(409);
    expect(done.body).toEqual(refusal('emailAlreadyVerified'));
    expect((await shop.post('/api/v1/auth/verify-email/resend')).status).toBe(401);
  });
});

describe('changing the email address', () => {
  it('asks for the current password, waits for the link sent to the new address, and tells the old one', async () => {
    const shopper = await shop.signUp({ name: 'Imran Hossain' });
    await smtp.waitForMail(shopper.email);
    const target = newEmail();

    const missing = await shopper.put('/api/v1/user/profile', { name: 'Imran Hossain', email: target });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({
      ...refusal('currentPasswordRequired'),
      issues: [{ path: 'body.currentPassword' }],
    });
    const wrong = await shopper.put('/api/v1/user/profile', {
      name: 'Imran Hossain',
      email: target,
      currentPassword: 'not my password',
    });
    expect(wrong.body).toMatchObject(refusal('currentPasswordWrong'));

    const res = await shopper.put('/api/v1/user/profile', {
      name: 'Imran H.',
      email: target,
      currentPassword: shopper.password,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: expect.stringContaining(target),
      // Nothing has moved yet but the name; the new address waits for its link.
      user: { name: 'Imran H.', email: shopper.email, pending_email: target },
    });
    const notice = await smtp.waitForMail(shopper.email);
    expect(notice.subject).toBe('A request to change your Haat email address');
    expect(notice.text).toContain(target);
    const confirmation = await smtp.waitForMail(target);
    expect(linkIn(confirmation).pathname).toBe('/verify-email');

    // Until then the old address still signs in and the new one does not.
    expect(
      (await shop.post('/api/v1/auth/login', { email: target, password: shopper.password })).status,
    ).toBe(401);
    const followed = await shop.post('/api/v1/auth/verify-email', { token: tokenIn(confirmation) });
    expect(followed.body).toMatchObject({ success: true, email: target, changed: true });
    expect(await profileOf(shopper)).toMatchObject({
      email: target,
      verified_email: true,
      pending_email: null,
    });
    expect(
      (await shop.post('/api/v1/auth/login', { email: target, password: shopper.password })).status,
    ).toBe(200);
    expect(
      (await shop.post('/api/v1/auth/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(401);
    const [changed] = await shop.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, shopper.user.id));
    expect(changed).toMatchObject({ kind: 'email_changed', detail: { from: shopper.email, to: target } });
  });

  it("refuses another shopper's address with 409 and changes nothing", async () => {
    const first = await shop.signUp();
    const second = await shop.signUp({ name: 'Second' });
    const res = await second.put('/api/v1/user/profile', {
      name: 'Second Changed',
      email: first.email.toUpperCase(),
      currentPassword: second.password,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal('emailTaken'));
    expect(await profileOf(second)).toMatchObject({
      name: 'Second',
      email: second.email,
      pending_email: null,
    });
  });

  it('makes an unverified account verified only through the new address, never by a plain change', async () => {
    const shopper = await shop.signUp();
    await shopper.put('/api/v1/user/profile', {
      name: 'X',
      email: shopper.email.toUpperCase(),
      currentPassword: shopper.password,
    });
    // The same address in capitals is the same mailbox: written as typed, still unverified.
    expect(await profileOf(shopper)).toMatchObject({
      email: shopper.email.toUpperCase(),
      verified_email: false,
    });
  });

  it('refuses the link when someone took the address in the meantime, with 409 and no 500', async () => {
    const shopper = await shop.signUp();
    const target = newEmail();
    await shopper.put('/api/v1/user/profile', {
      name: 'A',
      email: target,
      currentPassword: shopper.password,
    });
    const token = tokenIn(await smtp.waitForMail(target));
    await shop.signUp({ email: target });
    const res = await shop.post('/api/v1/auth/verify-email', { token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal('emailTaken'));
    expect(await profileOf(shopper)).toMatchObject({ email: shopper.email });
  });

  it('never answers 500 when several shoppers follow links to the same new address at once', async () => {
    const target = newEmail();
    const shoppers = await Promise.all(Array.from({ length: 6 }, () => shop.signUp()));
    for (const shopper of shoppers) {
      const res = await shopper.put('/api/v1/user/profile', {
        name: 'Racer',
        email: target,
        currentPassword: shopper.password,
      });
      expect(res.status).toBe(200);
    }
    const tokens = [];
    for (let i = 0; i < shoppers.length; i++) tokens.push(tokenIn(await smtp.waitForMail(target)));
    const answers = await Promise.all(
      tokens.map((token) => shop.post('/api/v1/auth/verify-email', { token })),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const holders = await shop.db.select().from(users).where(eq(users.email, target));
    expect(holders).toHaveLength(1);
  });

  it('never answers 500 when one shopper asks for the same change 20 times at once', async () => {
    const shopper = await shop.signUp();
    const target = newEmail();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        shopper.put('/api/v1/user/profile', { name: 'A', email: target, currentPassword: shopper.password }),
      ),
    );
    expect(answers.every((res) => res.status === 200 || res.status === 429)).toBe(true);
    expect(answers.filter((res) => res.status === 200).length).toBeLessThanOrEqual(5);
  });

  it('is rate-limited like sign-in, so emails cannot be probed for accounts', async () => {
    const prober = await shop.signUp();
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      const res = await prober.put('/api/v1/user/profile', {
        name: 'Prober',
        email: newEmail(),
        currentPassword: prober.password,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });

  it('lets an account without a password (made by Google) change its email after a recent sign-in only', async () => {
    const shopper = await shop.signUp();
    await shop.db.update(users).set({ passwordHash: null }).where(eq(users.id, shopper.user.id));
    const target = newEmail();
    const res = await shopper.put('/api/v1/user/profile', { name: 'Google Person', email: target });
    expect(res.status).toBe(200);
    expect(await profileOf(shopper)).toMatchObject({ has_password: false, pending_email: target });

    // A session from an hour ago (a token someone copied, say) may not move the account.
    await shop.db
      .update(sessions)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(sessions.userId, shopper.user.id));
    const stale = await shopper.put('/api/v1/user/profile', { name: 'Changed', email: newEmail() });
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual(refusal('recentSignInRequired'));
    expect(await profileOf(shopper)).toMatchObject({ name: 'Google Person', pending_email: target });
  });

  it('kills a pending change when the owner resets the password or signs out everywhere', async () => {
    // Someone who knew the password asked to move the account to their own mailbox.
    for (const recover of ['reset', 'everywhere'] as const) {
      const owner = await shop.signUp();
      await smtp.waitForMail(owner.email);
      const thief = newEmail();
      await owner.put('/api/v1/user/profile', {
        name: 'Owner',
        email: thief,
        currentPassword: owner.password,
      });
      const stolen = tokenIn(await smtp.waitForMail(thief));
      await smtp.waitForMail(owner.email);
      if (recover === 'reset') {
        await shop.post('/api/v1/auth/forgot-password', { email: owner.email });
        const reset = tokenIn(await smtp.waitForMail(owner.email));
        expect(
          (await shop.post('/api/v1/auth/reset-password', { token: reset, password: 'the owner is back' }))
            .status,
        ).toBe(200);
      } else {
        expect((await owner.post('/api/v1/auth/logout-everywhere')).status).toBe(200);
      }
      const followed = await shop.post('/api/v1/auth/verify-email', { token: stolen });
      expect(followed.body, recover).toEqual(refusal('linkInvalid'));
      const [row] = await shop.db.select().from(users).where(eq(users.id, owner.user.id));
      expect(row?.email).toBe(owner.email);
    }
  });

  it('makes a reset link sent to the old address useless once the email has moved', async () => {
    const shopper = await shop.signUp();
    await smtp.waitForMail(shopper.email);
    await shop.post('/api/v1/auth/forgot-password', { email: shopper.email });
    const oldReset = tokenIn(await smtp.waitForMail(shopper.email));
    const target = newEmail();
    await shopper.put('/api/v1/user/profile', {
      name: 'Mover',
      email: target,
      currentPassword: shopper.password,
    });
    await smtp.waitForMail(shopper.email);
    await shop.post('/api/v1/auth/verify-email', { token: tokenIn(await smtp.waitForMail(target)) });
    const res = await shop.post('/api/v1/auth/reset-password', {
      token: oldReset,
      password: 'whoever reads old mail',
    });
    expect(res.body).toEqual(refusal('linkInvalid'));
    expect(
      (await shop.post('/api/v1/auth/login', { email: target, password: shopper.password })).status,
    ).toBe(200);
  });
});

describe('forgot password', () => {
  it('answers the same whether or not the address has an account, and mails only the account', async () => {
    const shopper = await shop.signUp();
    await smtp.waitForMail(shopper.email);
    const known = await shop.post('/api/v1/auth/forgot-password', { email: shopper.email.toUpperCase() });
    const unknown = await shop.post('/api/v1/auth/forgot-password', { email: newEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    const mail = await smtp.waitForMail(shopper.email);
    expect(mail.subject).toBe('Reset your Haat password');
    expect(linkIn(mail).pathname).toBe('/reset-password');
  });

  it('sets a new password once with the link, ends every session and tells the shopper', async () => {
    const shopper = await shop.signUp();
    await smtp.waitForMail(shopper.email);
    const login = await shop.post('/api/v1/auth/login', { email: shopper.email, password: shopper.password });
    const phone = shop.as((login.body as { token: string }).token);
    await shop.post('/api/v1/auth/forgot-password', { email: shopper.email });
    const token = tokenIn(await smtp.waitForMail(shopper.email));

    // A password the rules refuse leaves the link usable.
    const weak = await shop.post('/api/v1/auth/reset-password', { token, password: 'password1' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject(refusal('passwordTooCommon'));

    const res = await shop.post('/api/v1/auth/reset-password', { token, password: 'a brand new secret' });
    expect(res.status).toBe(200);
    for (const device of [shopper, phone])
      expect((await device.get('/api/v1/user/profile')).status).toBe(401);
    expect(
      (await shop.post('/api/v1/auth/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(401);
    const fresh = await shop.post('/api/v1/auth/login', {
      email: shopper.email,
      password: 'a brand new secret',
    });
    expect(fresh.status).toBe(200);
    // Following the link proved the address.
    expect(fresh.body).toMatchObject({ user: { verified_email: true } });
    expect((await smtp.waitForMail(shopper.email)).subject).toBe('Your Haat password was changed');

    const again = await shop.post('/api/v1/auth/reset-password', { token, password: 'yet another secret' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal('linkInvalid'));
  });

  it('takes any live link once, and using one ends the others', async () => {
    const shopper = await shop.signUp();
    await smtp.waitForMail(shopper.email);
    await shop.post('/api/v1/auth/forgot-password', { email: shopper.email });
    await shop.post('/api/v1/auth/forgot-password', { email: shopper.email });
    const first = tokenIn(await smtp.waitForMail(shopper.email));
    const second = tokenIn(await smtp.waitForMail(shopper.email));
    expect(
      (await shop.post('/api/v1/auth/reset-password', { token: second, password: 'first new secret' }))
        .status,
    ).toBe(200);
    expect(
      (await shop.post('/api/v1/auth/reset-password', { token: first, password: 'second new secret' }))
        .status,
    ).toBe(400);
  });

  it('refuses a link older than 30 minutes', async () => {
    const shopper = await shop.signUp();
    await smtp.waitForMail(shopper.email);
    await shop.post('/api/v1/auth/forgot-password', { email: shopper.email });
    const token = tokenIn(await smtp.waitForMail(shopper.email));
    const rows = await shop.db.select().from(emailLinks).where(eq(emailLinks.userId, shopper.user.id));
    const reset = rows.find((row) => row.purpose === 'reset_password');
    // created_at comes from the database's clock, expires_at from the API's: they agree to a second.
    const lifetime = (reset?.expiresAt.getTime() ?? 0) - (reset?.createdAt.getTime() ?? 0);
    expect(Math.abs(lifetime - 30 * 60_000)).toBeLessThan(1_000);
    await shop.db
      .update(emailLinks)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(emailLinks.userId, shopper.user.id));
    expect((await shop.post('/api/v1/auth/reset-password', { token, password: 'too late now' })).status).toBe(
      400,
    );
  });

  it('sets the password once when the same link is used 20 times at once', async () => {
    const shopper = await shop.signUp();
    await smtp.waitForMail(shopper.email);
    await shop.post('/api/v1/auth/forgot-password', { email: shopper.email });
    const token = tokenIn(await smtp.waitForMail(shopper.email));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        shop.post('/api/v1/auth/reset-password', { token, password: `racing secret ${i}` }),
      ),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.every((res) => res.status === 200 || res.status === 400)).toBe(true);
  });
});

describe('forgot password limits', () => {
  it('are per email and per address', async () => {
    const limited = await buildTestApp({
      env: { SMTP_URL: smtp.url, AUTH_ATTEMPTS_PER_EMAIL: '2', AUTH_ATTEMPTS_PER_IP: '5' },
    });
    try {
      const email = newEmail();
      const forEmail = [];
      for (let i = 0; i < 3; i++)
        forEmail.push((await limited.post('/api/v1/auth/forgot-password', { email })).status);
      expect(forEmail).toEqual([200, 200, 429]);
      const forAddress = [];
      for (let i = 0; i < 4; i++)
        forAddress.push((await limited.post('/api/v1/auth/forgot-password', { email: newEmail() })).status);
      // Two of the address's five went to the first email (the refused third was not counted).
      expect(forAddress).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('a new password', () => {
  it('lifts the limit that guesses from many addresses put on the account', async () => {
    const limited = await buildTestApp({
      env: { SMTP_URL: smtp.url, TRUST_PROXY: 'true', AUTH_ATTEMPTS_PER_ACCOUNT: '6' },
    });
    try {
      const owner = await limited.signUp();
      await smtp.waitForMail(owner.email);
      for (let i = 0; i < 6; i++) {
        await limited.post(
          '/api/v1/auth/login',
          { email: owner.email, password: `guess ${i}` },
          { 'x-forwarded-for': `198.51.100.${i + 1}` },
        );
      }
      // From an address the owner never signed in from (the ceiling spares those they did).
      const newPhone = { 'x-forwarded-for': '203.0.113.77' };
      const locked = await limited.post(
        '/api/v1/auth/login',
        { email: owner.email, password: owner.password },
        newPhone,
      );
      expect(locked.status).toBe(429);
      await limited.post('/api/v1/auth/forgot-password', { email: owner.email }, newPhone);
      const token = tokenIn(await smtp.waitForMail(owner.email));
      await limited.post('/api/v1/auth/reset-password', { token, password: 'back in my account' }, newPhone);
      const back = await limited.post(
        '/api/v1/auth/login',
        { email: owner.email, password: 'back in my account' },
        newPhone,
      );
      expect(back.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
