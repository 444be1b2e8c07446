import { createHmac } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ERROR_MESSAGES, PASSWORD_MIN_LENGTH } from '@haat/contracts';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { users } from '../../db/schema';
import { redisAttemptCounter } from '../../lib/attempts';

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT made by hand, to try what the API must refuse. */
function handMadeToken(
  payload: Record<string, unknown>,
  { secret, alg = 'HS256' }: { secret: string; alg?: string },
) {
  const head = `${base64url({ alg, typ: 'JWT' })}.${base64url(payload)}`;
  if (alg === 'none') return `${head}.`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;

describe('sign-up and sign-in', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp();
  });
  afterAll(() => shop.close());

  it('registers a shopper and keeps only an argon2id hash of the password', async () => {
    const res = await shop.post('/api/v1/auth/register', {
      name: 'Nusrat Jahan',
      email: 'Nusrat@Example.com',
      password: 'mango season 2026',
    });
    expect(res.status).toBe(201);
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
    expect(res.body).toEqual({ success: false, message: ERROR_MESSAGES.emailTaken });
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

  it('signs in with the email in any case and answers a token with an expiry and the user', async () => {
    const shopper = await shop.signUp({ name: 'Karim', email: 'karim@example.com' });
    const res = await shop.post('/api/v1/auth/login', {
      email: 'KARIM@example.com',
      password: shopper.password,
    });
    expect(res.status).toBe(200);
    const body = res.body as { token: string; user: { id: string } };
    expect(body).toMatchObject({
      success: true,
      user: { name: 'Karim', email: 'karim@example.com', role: 'user' },
    });
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({
      sub: body.user.id,
      user_id: body.user.id,
      email: 'karim@example.com',
      name: 'Karim',
      role: 'user',
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
      expect(res.body).toEqual({ success: false, message: ERROR_MESSAGES.invalidCredentials });
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
    expect(await broken.json()).toMatchObject({ success: false });
  });
});

describe('session tokens', () => {
  let shop: TestApp;
  let shopper: Awaited<ReturnType<TestApp['signUp']>>;
  let secret: string;
  beforeAll(async () => {
    shop = await buildTestApp();
    shopper = await shop.signUp({ name: 'Rina' });
    secret = (await readFile(path.join(shop.config.dataDir, 'jwt-secret'), 'utf8')).trim();
  });
  afterAll(() => shop.close());

  it('keeps a generated secret in DATA_DIR, readable by the shop only', async () => {
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const mode = (await stat(path.join(shop.config.dataDir, 'jwt-secret'))).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('GET /auth/profile answers the signed-in user', async () => {
    const res = await shopper.get('/api/v1/auth/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      user: { id: shopper.user.id, name: 'Rina', phone: '', birthday: '', gender: '' },
    });
  });

  it('answers 401 without a token or with a broken header', async () => {
    const headerSets: Record<string, string>[] = [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
    ];
    for (const headers of headerSets) {
      const res = await shop.get('/api/v1/auth/profile', headers);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: ERROR_MESSAGES.signInRequired });
    }
  });

  it('refuses a token signed with another secret, an unsigned one and a tampered one', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: shopper.user.id,
      user_id: shopper.user.id,
      email: shopper.email,
      name: 'Rina',
      role: 'admin',
      iat: now,
      exp: now + 3600,
    };
    const otherSecret = handMadeToken(claims, { secret: 'another secret that is long enough to sign' });
    const unsigned = handMadeToken(claims, { secret, alg: 'none' });
    const [head, , signature] = shopper.token.split('.');
    const tampered = `${head}.${base64url({ ...claimsOf(shopper.token), role: 'admin' })}.${signature}`;
    for (const token of [otherSecret, unsigned, tampered]) {
      const res = await shop.as(token).get('/api/v1/auth/profile');
      expect(res.status).toBe(401);
    }
    // The same claims signed with the shop's own secret are fine: the refusals above are the signature's.
    expect((await shop.as(handMadeToken(claims, { secret })).get('/api/v1/auth/profile')).status).toBe(200);
  });

  it('refuses an expired token and says the session expired', async () => {
    const past = Math.floor(Date.now() / 1000) - 7200;
    const expired = handMadeToken(
      {
        sub: shopper.user.id,
        user_id: shopper.user.id,
        email: shopper.email,
        name: 'Rina',
        role: 'user',
        iat: past,
        exp: past + 60,
      },
      { secret },
    );
    const res = await shop.as(expired).get('/api/v1/auth/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: ERROR_MESSAGES.sessionExpired });
  });

  it('refuses a valid token whose account no longer exists', async () => {
    const gone = await shop.signUp();
    await shop.db.delete(users).where(eq(users.id, gone.user.id));
    expect((await gone.get('/api/v1/auth/profile')).status).toBe(401);
  });
});

describe('a burst of wrong passwords', () => {
  const limits = {
    AUTH_ATTEMPTS_PER_EMAIL: '3',
    AUTH_ATTEMPTS_PER_IP: '8',
    AUTH_ATTEMPT_WINDOW_SECONDS: '2',
  };

  async function guessAndWait(shop: TestApp) {
    const shopper = await shop.signUp();
    for (let i = 0; i < 3; i++) {
      expect(
        (await shop.post('/api/v1/auth/login', { email: shopper.email, password: `guess ${i}` })).status,
      ).toBe(401);
    }
    const blocked = await shop.post('/api/v1/auth/login', {
      email: shopper.email,
      password: shopper.password,
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      message: 'Too many attempts. Please wait 1 minute and try again.',
    });
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const later = await shop.post('/api/v1/auth/login', { email: shopper.email, password: shopper.password });
    expect(later.status).toBe(200);
  }

  it('gets 429 for that email even with the right password, which works again after the window', async () => {
    const shop = await buildTestApp({ env: limits });
    try {
      await guessAndWait(shop);
    } finally {
      await shop.close();
    }
  });

  it('is counted per address too, across emails, and for sign-up as well', async () => {
    const shop = await buildTestApp({ env: { ...limits, AUTH_ATTEMPTS_PER_IP: '4' } });
    try {
      const answers = [];
      for (let i = 0; i < 5; i++) {
        answers.push(
          (
            await shop.post('/api/v1/auth/login', {
              email: `someone${i}@example.com`,
              password: 'a password',
            })
          ).status,
        );
      }
      expect(answers).toEqual([401, 401, 401, 401, 429]);
      const signUp = await shop.post('/api/v1/auth/register', {
        name: 'New',
        email: 'new@example.com',
        password: 'a password',
      });
      expect(signUp.status).toBe(429);
    } finally {
      await shop.close();
    }
  });

  it('is counted in Redis when the shop runs several processes', async () => {
    const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
    const prefix = `haat-test:${process.pid}:${Date.now()}:`;
    const shop = await buildTestApp({ env: limits, attempts: redisAttemptCounter(redis, prefix) });
    try {
      await guessAndWait(shop);
    } finally {
      await shop.close();
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    }
  });
});
