import { createHmac } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_MESSAGES, PASSWORD_MIN_LENGTH } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll } from 'vitest';
import { refusal, type TestApp } from '../../../test/app';
import { describe, expect, it, test } from '../../../test/shop-test';
import { sessions, users } from '../../db/schema';
import { deriveKey } from './secret';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT made by hand, to try what the API must refuse. */
function handMadeToken(
  payload: Record<string, unknown>,
  { key, alg = 'HS256' }: { key: string; alg?: string },
) {
  const head = `${base64url({ alg, typ: 'JWT' })}.${base64url(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

let shop: TestApp;
test.beforeAll(({ shop: built }) => {
  shop = built;
});

describe('sign-up and sign-in', () => {
  it('registers a shopper, unverified, and keeps only an argon2id hash of the password', async () => {
    const res = await shop.post('/api/v1/auth/register', {
      name: 'Nusrat Jahan',
      email: 'Nusrat@Example.com',
      password: 'mango season 2026',
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      success: true,
      message: expect.any(String),
      user: {
        id: expect.any(String),
        _id: expect.any(String),
        name: 'Nusrat Jahan',
        email: 'Nusrat@Example.com',
        role: 'user',
        picture: null,
        verified_email: false,
      },
    });
    expect(res.text).not.toMatch(/argon2|password/i);
    const [row] = await shop.db.select().from(users).where(eq(users.email, 'Nusrat@Example.com'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a second account for the same email, whatever its case, with 409', async () => {
    await shop.signUp({ email: 'taken@example.com' });
    const res = await shop.post('/api/v1/auth/register', {
      name: 'Other',
      email: 'TAKEN@example.com',
      password: 'another password',
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(refusal('emailTaken'));
  });

  it.each([
    [{ email: 'a@example.com', password: 'long enough' }, ERROR_MESSAGES.nameRequired],
    [{ name: '   ', email: 'a@example.com', password: 'long enough' }, ERROR_MESSAGES.nameRequired],
    [{ name: 'A', password: 'long enough' }, ERROR_MESSAGES.emailRequired],
    [{ name: 'A', email: 'not-an-email', password: 'long enough' }, ERROR_MESSAGES.emailInvalid],
    [{ name: 'A', email: 'a@example.com' }, ERROR_MESSAGES.passwordRequired],
    [
      { name: 'A', email: 'a@example.com', password: 'x'.repeat(PASSWORD_MIN_LENGTH - 1) },
      ERROR_MESSAGES.passwordTooShort,
    ],
  ])('refuses sign-up details %j with "%s"', async (body, message) => {
    const res = await shop.post('/api/v1/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, message });
  });

  it.each([
    ['password', 'passwordTooCommon'],
    ['12345678', 'passwordTooCommon'],
    ['Password', 'passwordTooCommon'],
    ['iloveyou', 'passwordTooCommon'],
    ['qwertyuiop', 'passwordTooCommon'],
    ['rahim.uddin@example.com', 'passwordIsEmail'],
    ['RAHIM.UDDIN', 'passwordIsEmail'],
    ['Rahim Uddin Chowdhury', 'passwordIsName'],
  ] as const)(
    'refuses the password %j with %s, on the password field, and makes no account',
    async (password, code) => {
      const res = await shop.post('/api/v1/auth/register', {
        name: 'Rahim Uddin Chowdhury',
        email: 'rahim.uddin@example.com',
        password,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        ...refusal(code),
        issues: [{ path: 'body.password', message: ERROR_MESSAGES[code], code }],
      });
      const [row] = await shop.db.select().from(users).where(eq(users.email, 'rahim.uddin@example.com'));
      expect(row).toBeUndefined();
    },
  );

  it('signs in with the email in any case and answers a token with an expiry and the user', async () => {
    const shopper = await shop.signUp({ name: 'Karim', email: 'karim@example.com' });
    const res = await shop.post('/api/v1/auth/login', {
      email: 'KARIM@example.com',
      password: shopper.password,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = res.body as { token: string; user: { id: string } };
    expect(body).toMatchObject({
      success: true,
      user: { name: 'Karim', email: 'karim@example.com', role: 'user' },
    });
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({
      sub: body.user.id,
      user_id: body.user.id,
      sid: expect.any(String),
      email: 'karim@example.com',
      name: 'Karim',
      role: 'user',
      iss: shop.address,
      aud: `${shop.address}/api`,
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(7 * 24 * 3600);
  });

  it('answers one 401 message for an unknown email and a wrong password alike', async () => {
    const shopper = await shop.signUp();
    const wrong = await shop.post('/api/v1/auth/login', {
      email: shopper.email,
      password: 'not the password',
    });
    const unknown = await shop.post('/api/v1/auth/login', {
      email: 'nobody@example.com',
      password: 'whatever it is',
    });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(refusal('invalidCredentials'));
    }
  });

  it('refuses a malformed body without a 5xx', async () => {
    const res = await shop.request('POST', '/api/v1/auth/login', {
      body: { email: ['x'], password: { a: 1 } },
    });
    expect(res.status).toBe(400);
    const broken = await fetch(`${shop.address}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(broken.status).toBe(400);
    expect(await broken.json()).toMatchObject({ success: false, code: 'invalidRequest' });
  });
});

describe('session tokens', () => {
  let shopper: Awaited<ReturnType<TestApp['signUp']>>;
  let secret: string;
  let key: string;
  beforeAll(async () => {
    shopper = await shop.signUp({ name: 'Rina' });
    secret = (await readFile(path.join(shop.config.dataDir, 'jwt-secret'), 'utf8')).trim();
    key = deriveKey(secret, 'session-token');
  });

  /** The claims of the shopper's own token, changed as given. */
  const claims = (change: Record<string, unknown> = {}): Record<string, unknown> => {
    const now = Math.floor(Date.now() / 1000);
    return { ...claimsOf(shopper.token), iat: now, exp: now + 3600, ...change };
  };
  const profileWith = (token: string) => shop.as(token).get('/api/v1/auth/profile');

  it('keeps a generated secret in DATA_DIR, readable by the shop only', async () => {
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const mode = (await stat(path.join(shop.config.dataDir, 'jwt-secret'))).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('GET /auth/profile answers the signed-in user, and no cache may keep it', async () => {
    const res = await shopper.get('/api/v1/auth/profile');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      success: true,
      user: { id: shopper.user.id, name: 'Rina', phone: '', birthday: '', gender: '', has_password: true },
    });
  });

  it('answers 401 without a token or with a broken header, uncached', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
    ];
    for (const headers of headerSets) {
      const res = await shop.get('/api/v1/auth/profile', headers);
      expect(res.status).toBe(401);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.body).toEqual(refusal('signInRequired'));
    }
  });

  it('accepts the same claims signed by hand with the token key (so the refusals below are theirs)', async () => {
    expect((await profileWith(handMadeToken(claims(), { key }))).status).toBe(200);
  });

  it('refuses a token signed with another key, with the secret itself, unsigned or tampered', async () => {
    const [head, , signature] = shopper.token.split('.');
    const tampered = `${head}.${base64url({ ...claimsOf(shopper.token), role: 'admin' })}.${signature}`;
    for (const token of [
      handMadeToken(claims(), { key: 'another secret that is long enough to sign' }),
      // The cookie key and the shop's secret itself sign other things, never sessions.
      handMadeToken(claims(), { key: secret }),
      handMadeToken(claims(), { key: deriveKey(secret, 'cookie') }),
      handMadeToken(claims(), { key, alg: 'none' }),
      tampered,
    ]) {
      expect((await profileWith(token)).status).toBe(401);
    }
  });

  it('refuses a token without exp, iss, aud, sid or sub, or with another issuer or audience', async () => {
    const without = (name: string) => {
      const { [name]: _left, ...rest } = claims();
      return rest;
    };
    for (const payload of [
      without('exp'),
      without('iss'),
      without('aud'),
      without('sid'),
      without('sub'),
      claims({ iss: 'https://evil.example' }),
      claims({ aud: 'https://evil.example/api' }),
      claims({ aud: shop.address }),
    ]) {
      const res = await profileWith(handMadeToken(payload, { key }));
      expect(res.status, JSON.stringify(payload)).toBe(401);
    }
  });

  it('refuses a token naming a session that does not exist or belongs to someone else', async () => {
    const other = await shop.signUp();
    for (const sid of ['00000000-0000-4000-8000-000000000000', claimsOf(other.token).sid, 'not-a-uuid']) {
      expect((await profileWith(handMadeToken(claims({ sid }), { key }))).status).toBe(401);
    }
  });

  it('refuses an expired token and says the session expired', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const res = await profileWith(handMadeToken(claims({ iat: past, exp: past + 60 }), { key }));
    expect(res.status).toBe(401);
    expect(res.body).toEqual(refusal('sessionExpired'));
  });

  it('refuses a valid token whose account no longer exists', async () => {
    const gone = await shop.signUp();
    await shop.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await gone.get('/api/v1/auth/profile')).status).toBe(401);
  });
});

describe('signing out', () => {
  /** Signs the shopper in once more, as on another device. */
  async function anotherDevice(shopper: { email: string; password: string }) {
    const res = await shop.post('/api/v1/auth/login', { email: shopper.email, password: shopper.password });
    return shop.as((res.body as { token: string }).token);
  }

  it('ends this session on the server: the old token is refused, other devices stay signed in', async () => {
    const shopper = await shop.signUp();
    const phone = await anotherDevice(shopper);
    const res = await shopper.post('/api/v1/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true });
    expect((await shopper.get('/api/v1/user/profile')).status).toBe(401);
    expect((await shopper.get('/api/v1/cart')).status).toBe(401);
    expect((await phone.get('/api/v1/user/profile')).status).toBe(200);
    // Signing out again with the dead token is refused, and changes nothing.
    expect((await shopper.post('/api/v1/auth/logout')).status).toBe(401);
  });

  it('ends every session with sign out everywhere, and records it', async () => {
    const shopper = await shop.signUp();
    const phone = await anotherDevice(shopper);
    const laptop = await anotherDevice(shopper);
    const res = await phone.post('/api/v1/auth/logout-everywhere');
    expect(res.status).toBe(200);
    for (const device of [shopper, phone, laptop]) {
      expect((await device.get('/api/v1/user/profile')).status).toBe(401);
    }
    const live = await shop.db.select().from(sessions).where(eq(sessions.userId, shopper.user.id));
    expect(live.every((session) => session.endedAt !== null)).toBe(true);
    // Signing in again works.
    expect((await (await anotherDevice(shopper)).get('/api/v1/user/profile')).status).toBe(200);
  });

  it("cannot end another shopper's sessions", async () => {
    const one = await shop.signUp();
    const two = await shop.signUp();
    await one.post('/api/v1/auth/logout-everywhere');
    expect((await two.get('/api/v1/user/profile')).status).toBe(200);
  });

  it('never lets a sign-in checked before every session ended outlive that ending', async () => {
    const shopper = await shop.signUp();
    // A sign-in whose password was checked against the row as it was before sign out everywhere…
    const [checked] = await shop.db.select().from(users).where(eq(users.id, shopper.user.id));
    if (!checked) throw new Error('no user');
    await shopper.post('/api/v1/auth/logout-everywhere');
    // …starts its session only after: the session is born ended.
    const late = await shop.app.sessions.start(checked);
    expect((await shop.as(late).get('/api/v1/user/profile')).status).toBe(401);
    const [fresh] = await shop.db.select().from(users).where(eq(users.id, shopper.user.id));
    if (!fresh) throw new Error('no user');
    expect((await shop.as(await shop.app.sessions.start(fresh)).get('/api/v1/user/profile')).status).toBe(
      200,
    );
  });

  it('survives 50 sign-outs of one session at once', async () => {
    const shopper = await shop.signUp();
    const answers = await Promise.all(Array.from({ length: 50 }, () => shopper.post('/api/v1/auth/logout')));
    expect(answers.every((res) => res.status === 200 || res.status === 401)).toBe(true);
    expect((await shopper.get('/api/v1/user/profile')).status).toBe(401);
  });
});
