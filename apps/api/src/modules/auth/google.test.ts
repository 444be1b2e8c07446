import { ERROR_MESSAGES, type SessionUser } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, freePort, type TestApp } from '../../../test/app';
import { startOidcProvider, type TestOidcProvider } from '../../../test/oidc-provider';
import { describe, expect, it, test } from '../../../test/shop-test';
import { accountEvents, users } from '../../db/schema';
import { GOOGLE_CALLBACK_PATH } from './google';

/**
 * A browser, reduced to what a redirect chain needs: it follows redirects across hosts and keeps
 * each host's cookies. It stops at the web app's landing page and answers its address.
 */
async function browse(start: string, landingPrefix: string, jar = new Map<string, Map<string, string>>()) {
  let url = start;
  for (let hop = 0; hop < 20; hop++) {
    if (url.startsWith(landingPrefix)) return new URL(url);
    const host = new URL(url).host;
    const cookies = jar.get(host) ?? new Map<string, string>();
    const response = await fetch(url, {
      redirect: 'manual',
      headers: cookies.size
        ? { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') }
        : {},
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line)) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
    jar.set(host, cookies);
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`${url} answered ${response.status} without a redirect: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

// Each needs the other's address: the provider's port is chosen first, the file's shop is built
// pointing at it (it looks the provider up on first use), then the provider starts there.
test.override('shopOptions', async () => ({
  env: {
    GOOGLE_CLIENT_ID: 'haat-test-client',
    GOOGLE_CLIENT_SECRET: 'haat-test-client-secret',
    GOOGLE_ISSUER: `http://127.0.0.1:${await freePort()}`,
  },
}));

describe('Google sign-in through a real OpenID Connect provider', () => {
  let shop: TestApp;
  let provider: TestOidcProvider;
  let landing: string;

  test.beforeAll(async ({ shop: built }) => {
    shop = built;
    provider = await startOidcProvider({
      redirectUris: [`${shop.address}${GOOGLE_CALLBACK_PATH}`],
      port: Number(new URL(shop.config.auth.google?.issuer ?? '').port),
    });
    landing = `${shop.address}/auth/success`;
  });
  afterAll(() => provider?.close());

  const signInWithGoogle = (query = '') => browse(`${shop.address}/api/v1/auth/google${query}`, landing);

  it('says Google sign-in is available', async () => {
    expect((await shop.get('/api/v1/auth/providers')).body).toEqual({ success: true, google: true });
  });

  it('starts with PKCE, state and nonce, remembered in a signed, http-only cookie', async () => {
    const res = await shop.get('/api/v1/auth/google');
    expect(res.status).toBe(302);
    const consent = new URL(res.headers.get('location') ?? '');
    expect(consent.origin).toBe(provider.issuer);
    expect(consent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(consent.searchParams.get('code_challenge')).toBeTruthy();
    expect(consent.searchParams.get('state')).toBeTruthy();
    expect(consent.searchParams.get('nonce')).toBeTruthy();
    expect(consent.searchParams.get('redirect_uri')).toBe(`${shop.address}${GOOGLE_CALLBACK_PATH}`);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('creates the shopper on first sign-in and lands on /auth/success with a working token', async () => {
    provider.signInAs({
      sub: 'g-100',
      email: 'sadia@example.com',
      email_verified: true,
      name: 'Sadia Islam',
      picture: 'https://example.com/sadia.png',
    });
    const landed = await signInWithGoogle('?redirect=/cart');

    expect(landed.searchParams.get('error')).toBeNull();
    const token = landed.searchParams.get('token') ?? '';
    const user = JSON.parse(landed.searchParams.get('user') ?? '{}') as SessionUser;
    expect(user).toMatchObject({
      name: 'Sadia Islam',
      email: 'sadia@example.com',
      verified_email: true,
      picture: 'https://example.com/sadia.png',
    });
    expect(landed.searchParams.get('redirect')).toBe('/cart');

    const profile = await shop.as(token).get('/api/v1/auth/profile');
    expect(profile.status).toBe(200);
    expect(profile.body).toMatchObject({ user: { id: user.id, email: 'sadia@example.com' } });
    const [row] = await shop.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ googleSubject: 'g-100', passwordHash: null });

    // Signing in again finds the same shopper.
    const again = await signInWithGoogle();
    expect(JSON.parse(again.searchParams.get('user') ?? '{}')).toMatchObject({ id: user.id });
  });

  it('joins a password account whose email was verified, instead of making a second one', async () => {
    const shopper = await shop.signUp({ email: 'mehedi@example.com', name: 'Mehedi' });
    await shop.db.update(users).set({ emailVerified: true }).where(eq(users.id, shopper.user.id));
    provider.signInAs({
      sub: 'g-200',
      email: 'Mehedi@example.com',
      email_verified: true,
      name: 'Mehedi Hasan',
    });
    const landed = await signInWithGoogle();
    expect(JSON.parse(landed.searchParams.get('user') ?? '{}')).toMatchObject({
      id: shopper.user.id,
      name: 'Mehedi',
    });
    // The password still works too, and so does the session the owner had.
    expect(
      (await shop.post('/api/v1/auth/login', { email: shopper.email, password: shopper.password })).status,
    ).toBe(200);
    expect((await shopper.get('/api/v1/user/profile')).status).toBe(200);
    const events = await shop.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, shopper.user.id));
    expect(events.map((event) => event.kind)).toEqual(['google_linked']);
  });

  it('gives the Google user who owns an unproven email a clean account of their own: the squatter is out', async () => {
    // Someone signs up with the victim's address before the victim ever comes to the shop, and
    // fills the account with an address of their own choosing.
    const squatter = await shop.signUp({ email: 'rupa@example.com', name: 'Squatter' });
    const alsoSquatter = await shop.post('/api/v1/auth/login', {
      email: squatter.email,
      password: squatter.password,
    });
    const planted = await squatter.post('/api/v1/user/addresses', {
      type: 'home',
      fullName: 'Squatter',
      phone: '01811111111',
      province: 'Dhaka',
      city: 'Dhaka',
      zone: 'Mirpur',
      address: 'The squatter’s own house',
      isDefault: true,
    });
    expect(planted.status).toBe(201);
    provider.signInAs({ sub: 'g-500', email: 'rupa@example.com', email_verified: true, name: 'Rupa Akter' });
    const landed = await signInWithGoogle();
    const owner = JSON.parse(landed.searchParams.get('user') ?? '{}') as SessionUser;
    expect(owner).toMatchObject({ name: 'Rupa Akter', email: 'rupa@example.com', verified_email: true });
    expect(owner.id).not.toBe(squatter.user.id);
    const ownerSession = shop.as(landed.searchParams.get('token') ?? '');
    expect((await ownerSession.get('/api/v1/user/profile')).body).toMatchObject({
      user: { has_password: false, verified_email: true },
    });
    // Nothing the squatter put in comes with it.
    expect((await ownerSession.get('/api/v1/user/addresses')).body).toMatchObject({ addresses: [] });
    expect((await ownerSession.get('/api/v1/user/orders')).status).toBe(200);
    expect(JSON.stringify((await ownerSession.get('/api/v1/user/orders')).body)).not.toContain('Squatter');
    // The squatter's password opens nothing, and their sessions are over.
    const login = await shop.post('/api/v1/auth/login', {
      email: squatter.email,
      password: squatter.password,
    });
    expect(login.status).toBe(401);
    expect((await squatter.get('/api/v1/user/profile')).status).toBe(401);
    expect((await shop.as((alsoSquatter.body as { token: string }).token).get('/api/v1/cart')).status).toBe(
      401,
    );
    const [retired] = await shop.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(retired).toMatchObject({
      email: `retired-${squatter.user.id}@haat.invalid`,
      googleSubject: null,
      passwordHash: null,
    });
    const events = await shop.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.userId, squatter.user.id));
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'google_takeover',
        detail: expect.objectContaining({
          email: 'rupa@example.com',
          previousName: 'Squatter',
          sessionsEnded: '2',
          newAccount: owner.id,
        }),
      }),
    ]);
    // The owner signs in again with Google and lands in the same clean account.
    const again = JSON.parse((await signInWithGoogle()).searchParams.get('user') ?? '{}') as SessionUser;
    expect(again.id).toBe(owner.id);
  });

  it('cleans a name with control characters (NUL above all) and keeps Bengali joiners', async () => {
    provider.signInAs({
      sub: 'g-nul',
      email: 'nul-name@example.com',
      email_verified: true,
      name: 'Ra\u0000him\nUd\u200ddin',
      picture: 'javascript:alert(1)',
    });
    const landed = await signInWithGoogle();
    const user = JSON.parse(landed.searchParams.get('user') ?? '{}') as SessionUser;
    expect(user.name).toBe('Ra him Ud\u200ddin');
    const [row] = await shop.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.picture).toBeNull();
    // And it signs in again, as any account does.
    const again = JSON.parse((await signInWithGoogle()).searchParams.get('user') ?? '{}') as SessionUser;
    expect(again.id).toBe(user.id);
  });

  it('takes over an account the squatter moved to the victim’s address only through its link', async () => {
    // Changing the email now waits for the new address's link, which the squatter never gets.
    const squatter = await shop.signUp({ email: 'squatter2@example.com' });
    const res = await squatter.put('/api/v1/user/profile', {
      name: 'Squatter',
      email: 'tania@example.com',
      currentPassword: squatter.password,
    });
    expect(res.status).toBe(200);
    provider.signInAs({ sub: 'g-600', email: 'tania@example.com', email_verified: true, name: 'Tania' });
    const landed = await signInWithGoogle();
    // The victim gets an account of their own; the squatter's stays as it was.
    expect(JSON.parse(landed.searchParams.get('user') ?? '{}')).not.toMatchObject({ id: squatter.user.id });
    expect((await squatter.get('/api/v1/user/profile')).body).toMatchObject({
      user: { email: 'squatter2@example.com' },
    });
  });

  it('refuses to join an account already joined with another Google account', async () => {
    const shopper = await shop.signUp({ email: 'two.googles@example.com' });
    await shop.db
      .update(users)
      .set({ emailVerified: true, googleSubject: 'g-700' })
      .where(eq(users.id, shopper.user.id));
    provider.signInAs({
      sub: 'g-701',
      email: 'two.googles@example.com',
      email_verified: true,
      name: 'Other',
    });
    const landed = await signInWithGoogle();
    expect(landed.searchParams.get('token')).toBeNull();
    expect(landed.searchParams.get('error')).toBe(ERROR_MESSAGES.googleOtherAccount);
  });

  it('neither hands an account to an email Google has not verified, nor makes one with it', async () => {
    await shop.signUp({ email: 'victim@example.com' });
    for (const email of ['victim@example.com', 'nobody-yet@example.com']) {
      provider.signInAs({ sub: `g-300-${email}`, email, email_verified: false, name: 'Not Them' });
      const landed = await signInWithGoogle();
      expect(landed.searchParams.get('token')).toBeNull();
      expect(landed.searchParams.get('error')).toBe(ERROR_MESSAGES.googleEmailUnverified);
    }
    const [made] = await shop.db.select().from(users).where(eq(users.email, 'nobody-yet@example.com'));
    expect(made).toBeUndefined();
  });

  it('builds a name from given and family names when the provider gives no full name', async () => {
    provider.signInAs({
      sub: 'g-400',
      email: 'nabila@example.com',
      email_verified: true,
      given_name: 'Nabila',
      family_name: 'Chowdhury',
    });
    const landed = await signInWithGoogle();
    expect(JSON.parse(landed.searchParams.get('user') ?? '{}')).toMatchObject({ name: 'Nabila Chowdhury' });
  });

  it('refuses a callback without the flow cookie, or with a state that is not its own', async () => {
    const noCookie = await shop.get(`${GOOGLE_CALLBACK_PATH}?code=abc&state=xyz`);
    expect(noCookie.status).toBe(302);
    expect(new URL(noCookie.headers.get('location') ?? '').searchParams.get('error')).toBeTruthy();

    // A real flow's cookie, with another state: the code must not be exchanged.
    const start = await shop.get('/api/v1/auth/google');
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const forged = await shop.get(`${GOOGLE_CALLBACK_PATH}?code=abc&state=someone-elses`, { cookie });
    const error = new URL(forged.headers.get('location') ?? '').searchParams;
    expect(error.get('token')).toBeNull();
    expect(error.get('error')).toBeTruthy();
  });

  it('refuses a redirect target outside the shop', async () => {
    const res = await shop.get('/api/v1/auth/google?redirect=https://evil.example.com');
    expect(res.status).toBe(400);
    expect((await shop.get('/api/v1/auth/google?redirect=//evil.example.com')).status).toBe(400);
  });
});

describe('without Google configured', () => {
  // A shop of its own: the file's has Google configured.
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(() => shop.close());

  it('says so, and the sign-in start answers 404 with a clear message', async () => {
    expect((await shop.get('/api/v1/auth/providers')).body).toEqual({ success: true, google: false });
    const res = await shop.get('/api/v1/auth/google');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      success: false,
      code: 'googleUnavailable',
      message: ERROR_MESSAGES.googleUnavailable,
    });
  });
});
