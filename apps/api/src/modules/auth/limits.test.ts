import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/app';
import { hasRedisServer, startRedisServer, type TestRedisServer } from '../../../test/redis-server';
import { describe, expect, it, test } from '../../../test/shop-test';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-server';
import { memoryRateLimitStore, redisRateLimitStore } from '../../lib/rate-limit-store';
import { addressKey, RESET_MAILS_PER_ACCOUNT } from './limits';

/** A guess at `email`'s password, as if from `ip` (the shop trusts the proxy's X-Forwarded-For here). */
const guess = (shop: TestApp, email: string, ip: string, password = 'a wrong guess') =>
  shop.post('/api/v1/auth/login', { email, password }, { 'x-forwarded-for': ip });

const count = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;

const LIMITS = {
  TRUST_PROXY: 'true',
  AUTH_ATTEMPTS_PER_EMAIL: '5',
  AUTH_ATTEMPTS_PER_ACCOUNT: '12',
  AUTH_ATTEMPTS_PER_IP: '40',
  AUTH_ATTEMPT_WINDOW_SECONDS: '900',
};

// The file's shop has these limits; the describes below that change one build a shop of their own.
test.override('shopOptions', { env: LIMITS });

describe('sign-in limits', () => {
  let shop: TestApp;
  test.beforeAll(({ shop: built }) => {
    shop = built;
  });

  it('evaluate at most 5 of 50 parallel wrong guesses at one account from one address', async () => {
    const victim = await shop.signUp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => guess(shop, victim.email, '203.0.113.7')),
    );
    const statuses = answers.map((res) => res.status);
    expect(count(statuses, 401)).toBe(5);
    expect(count(statuses, 429)).toBe(45);
    const refused = answers.find((res) => res.status === 429);
    expect(refused?.body).toMatchObject({ success: false, code: 'tooManyAttempts', params: { minutes: 15 } });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(800);
  });

  it('evaluate at most the account ceiling of 50 parallel guesses from 50 addresses', async () => {
    const victim = await shop.signUp();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => guess(shop, victim.email, `198.51.100.${i + 1}`)),
    );
    const statuses = answers.map((res) => res.status);
    expect(count(statuses, 401)).toBe(12);
    expect(count(statuses, 429)).toBe(38);
  });

  it('let the owner sign in from another address while an attacker is limited', async () => {
    const owner = await shop.signUp();
    for (let i = 0; i < 8; i++) await guess(shop, owner.email, '192.0.2.66');
    expect((await guess(shop, owner.email, '192.0.2.66', owner.password)).status).toBe(429);
    const fromHome = await guess(shop, owner.email, '192.0.2.10', owner.password);
    expect(fromHome.status).toBe(200);
  });

  it('forget the owner’s own typos from an address once they sign in there', async () => {
    const owner = await shop.signUp();
    for (let i = 0; i < 4; i++) expect((await guess(shop, owner.email, '192.0.2.20')).status).toBe(401);
    expect((await guess(shop, owner.email, '192.0.2.20', owner.password)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await guess(shop, owner.email, '192.0.2.20')).status).toBe(401);
  });

  it('do not count successful sign-ins against the address', async () => {
    const shopper = await shop.signUp();
    const answers = [];
    for (let i = 0; i < 45; i++)
      answers.push((await guess(shop, shopper.email, '192.0.2.30', shopper.password)).status);
    expect(count(answers, 200)).toBe(45);
  });

  it('count failed guesses per address, across emails', async () => {
    const statuses = [];
    for (let i = 0; i < 42; i++) {
      statuses.push((await guess(shop, `nobody-${i}@example.com`, '192.0.2.40')).status);
    }
    expect(statuses.slice(0, 40).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(40)).toEqual([429, 429]);
    const signUp = await shop.post(
      '/api/v1/auth/register',
      { name: 'New', email: 'new-from-40@example.com', password: 'a long new password' },
      { 'x-forwarded-for': '192.0.2.40' },
    );
    expect(signUp.status).toBe(429);
  });
});

describe('the account ceiling', () => {
  let shop: TestApp;
  beforeAll(async () => {
    shop = await buildTestApp({ env: { ...LIMITS, AUTH_ATTEMPTS_PER_ACCOUNT: '50' } });
  });
  afterAll(() => shop.close());

  it('is filled by 10 addresses × 5 guesses, as documented, and spares the addresses the owner signed in from', async () => {
    const owner = await shop.signUp();
    expect((await guess(shop, owner.email, '192.0.2.80', owner.password)).status).toBe(200);
    for (let a = 0; a < 10; a++)
      for (let i = 0; i < 5; i++)
        expect((await guess(shop, owner.email, `198.51.100.${100 + a}`)).status).toBe(401);
    // The ceiling holds against a new address, even with the right password…
    expect((await guess(shop, owner.email, '198.51.100.200', owner.password)).status).toBe(429);
    // …but not against the owner at home.
    expect((await guess(shop, owner.email, '192.0.2.80', owner.password)).status).toBe(200);
  });
});

describe('password resets', () => {
  let shop: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    shop = await buildTestApp({ env: { ...LIMITS, SMTP_URL: smtp.url } });
  });
  afterAll(async () => {
    await shop.close();
    await smtp.close();
  });
  const askReset = (email: string, ip: string) =>
    shop.post('/api/v1/auth/forgot-password', { email }, { 'x-forwarded-for': ip });
  const tokenIn = (text: string | undefined) => text?.match(/token=([\w-]+)/)?.[1] ?? '';
  /** A new shopper whose verification mail has arrived, so that the next mail is a reset. */
  const newOwner = async () => {
    const owner = await shop.signUp();
    await smtp.waitForMail(owner.email);
    return owner;
  };

  it('asked 5 times from one address do not stop the owner’s from another', async () => {
    const owner = await newOwner();
    for (let i = 0; i < 5; i++) expect((await askReset(owner.email, '203.0.113.90')).status).toBe(200);
    expect((await askReset(owner.email, '203.0.113.90')).status).toBe(429);
    for (let i = 0; i < 5; i++) await smtp.waitForMail(owner.email);

    expect((await askReset(owner.email, '192.0.2.91')).status).toBe(200);
    const mail = await smtp.waitForMail(owner.email);
    const reset = await shop.post(
      '/api/v1/auth/reset-password',
      { token: tokenIn(mail.text), password: 'a brand new passphrase 91' },
      { 'x-forwarded-for': '192.0.2.91' },
    );
    expect(reset.status).toBe(200);
  });

  it('mail an account at most a few times from strangers’ addresses, and always from the owner’s', async () => {
    const owner = await shop.signUp();
    expect((await guess(shop, owner.email, '192.0.2.95', owner.password)).status).toBe(200);
    const strangers = RESET_MAILS_PER_ACCOUNT + 5;
    for (let a = 0; a < strangers; a++)
      expect((await askReset(owner.email, `198.51.100.${50 + a}`)).status).toBe(200);
    expect((await askReset(owner.email, '192.0.2.95')).status).toBe(200);
    // Every answer is the same, but only the allowance and the owner's own request were mailed.
    const mailed = () =>
      smtp.messages.filter(
        (mail) => mail.subject?.includes('Reset') && JSON.stringify(mail.to).includes(owner.email),
      ).length;
    await expect.poll(mailed, { timeout: 15_000 }).toBe(RESET_MAILS_PER_ACCOUNT + 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailed()).toBe(RESET_MAILS_PER_ACCOUNT + 1);
  });

  it('let the owner back in after the account ceiling is full, from the address the reset came from', async () => {
    const owner = await newOwner();
    for (let a = 0; a < 3; a++)
      for (let i = 0; i < 5; i++) await guess(shop, owner.email, `198.51.100.${150 + a}`);
    expect((await guess(shop, owner.email, '192.0.2.99', owner.password)).status).toBe(429);
    await askReset(owner.email, '192.0.2.99');
    const mail = await smtp.waitForMail(owner.email);
    const password = 'another new passphrase 99';
    const reset = await shop.post(
      '/api/v1/auth/reset-password',
      { token: tokenIn(mail.text), password },
      { 'x-forwarded-for': '192.0.2.99' },
    );
    expect(reset.status).toBe(200);
    // An attacker goes on guessing: the ceiling fills again, but not for the owner's address.
    for (let a = 0; a < 3; a++)
      for (let i = 0; i < 5; i++) await guess(shop, owner.email, `198.51.100.${160 + a}`);
    expect((await guess(shop, owner.email, '192.0.2.99', password)).status).toBe(200);
  });
});

describe('a limit window', () => {
  it('ends, and the right password works again', async () => {
    // Long enough for six argon2 checks on a busy machine, short enough to wait for.
    const shop = await buildTestApp({ env: { ...LIMITS, AUTH_ATTEMPT_WINDOW_SECONDS: '6' } });
    try {
      const shopper = await shop.signUp();
      for (let i = 0; i < 5; i++) await guess(shop, shopper.email, '192.0.2.50');
      const blocked = await guess(shop, shopper.email, '192.0.2.50', shopper.password);
      expect(blocked.status).toBe(429);
      expect(blocked.body).toMatchObject({
        message: 'Too many attempts. Please wait 1 minute and try again.',
      });
      await new Promise((resolve) => setTimeout(resolve, 6_100));
      expect((await guess(shop, shopper.email, '192.0.2.50', shopper.password)).status).toBe(200);
    } finally {
      await shop.close();
    }
  });
});

describe('limits kept in Redis', () => {
  let redis: Redis;
  const prefix = `haat-test:${process.pid}:${randomBytes(4).toString('hex')}:`;
  beforeAll(() => {
    redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('hold across two API processes: 50 parallel guesses through both evaluate at most 5', async () => {
    const rateLimits = redisRateLimitStore(redis, prefix);
    const one = await buildTestApp({ env: LIMITS, rateLimits });
    // Each test app has a database of its own; the counters are what the two share.
    const two = await buildTestApp({ env: LIMITS, rateLimits: redisRateLimitStore(redis, prefix) });
    try {
      const victim = await one.signUp();
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => guess(i % 2 ? two : one, victim.email, '203.0.113.99')),
      );
      // The second app has no such account, yet a guess there counts the same: before any lookup.
      expect(
        count(
          answers.map((res) => res.status),
          429,
        ),
      ).toBe(45);
    } finally {
      await one.close();
      await two.close();
    }
    // Two shops on their own embedded databases: more than one test's time on a busy machine.
  }, 90_000);
});

describe('a flood of refused attempts', () => {
  it('touches no counter but its own address, so it cannot push other counters out of memory', async () => {
    // A store that holds few windows: had the refused attempts below made any, the victim's would go.
    const shop = await buildTestApp({
      env: { ...LIMITS, AUTH_ATTEMPTS_PER_IP: '3', AUTH_ATTEMPTS_PER_EMAIL: '3' },
      rateLimits: memoryRateLimitStore({ maxKeys: 20 }),
    });
    try {
      const victim = await shop.signUp();
      for (let i = 0; i < 3; i++) await guess(shop, victim.email, '192.0.2.70');
      expect((await guess(shop, victim.email, '192.0.2.70')).status).toBe(429);
      // The attacker spends its address's three attempts, then floods with made-up emails.
      const flood = [];
      for (let i = 0; i < 100; i++)
        flood.push((await guess(shop, `made-up-${i}@example.com`, '192.0.2.71')).status);
      expect(flood.slice(0, 3)).toEqual([401, 401, 401]);
      expect(flood.slice(3).every((status) => status === 429)).toBe(true);
      expect((await guess(shop, victim.email, '192.0.2.70', victim.password)).status).toBe(429);
    } finally {
      await shop.close();
    }
  });
});

describe('addressKey', () => {
  it('counts IPv4 addresses one by one and IPv6 addresses by their /64 network', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff::')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe.skipIf(!hasRedisServer)('limits while Redis is away', () => {
  let redis: TestRedisServer;
  let shop: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    shop = await buildTestApp({ env: { ...LIMITS, REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await shop.close();
    await redis.stop();
  });
  const ready = async () => (await shop.get('/api/v1/health/ready')).body;

  it('keep sign-in and sign-up working on the process’s own counters, and share them again when Redis returns', async () => {
    await expect.poll(ready).toMatchObject({ status: 'ready', rateLimits: 'redis' });
    const shopper = await shop.signUp();
    expect((await guess(shop, shopper.email, '192.0.2.120', shopper.password)).status).toBe(200);

    await redis.stop();
    expect((await guess(shop, shopper.email, '192.0.2.120', shopper.password)).status).toBe(200);
    const newcomer = await shop.post(
      '/api/v1/auth/register',
      { name: 'Nadia', email: 'nadia-redis-away@example.com', password: 'a long new password 12' },
      { 'x-forwarded-for': '192.0.2.121' },
    );
    expect(newcomer.status).toBe(201);
    // The limits still hold, counted here.
    for (let i = 0; i < 5; i++) expect((await guess(shop, shopper.email, '192.0.2.122')).status).toBe(401);
    expect((await guess(shop, shopper.email, '192.0.2.122')).status).toBe(429);
    const degraded = await shop.get('/api/v1/health/ready');
    expect(degraded.status).toBe(200);
    expect(degraded.body).toMatchObject({ status: 'degraded', rateLimits: 'process-redis-away' });

    await redis.start();
    await expect.poll(ready, { timeout: 10_000 }).toMatchObject({ status: 'ready', rateLimits: 'redis' });
    expect((await guess(shop, shopper.email, '192.0.2.123', shopper.password)).status).toBe(200);
    const reached = new Redis(redis.url);
    try {
      expect((await reached.keys('*')).length).toBeGreaterThan(0);
    } finally {
      reached.disconnect();
    }
  });
});
