import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryRateLimitStore, type RateLimitStore, redisRateLimitStore } from './rate-limit-store';

const MINUTE = 60_000;

/** A clock the test moves by hand. */
function manualClock(start = 1_000_000) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

const oneToN = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

/** Fires `n` hits on one key at once and answers their counts, smallest first. */
async function concurrentCounts(stores: RateLimitStore[], key: string, n: number) {
  const answers = await Promise.all(
    Array.from({ length: n }, (_, i) => (stores[i % stores.length] as RateLimitStore).hit(key, MINUTE)),
  );
  return answers.map((answer) => answer.count).sort((a, b) => a - b);
}

describe('the memory rate-limit store', () => {
  it('marks a key for a window, which has() sees until it ends, and marks it afresh', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    expect(await store.has('own')).toBe(false);
    await store.mark('own', MINUTE);
    clock.advance(MINUTE - 1);
    expect(await store.has('own')).toBe(true);
    await store.mark('own', MINUTE);
    clock.advance(MINUTE - 1);
    expect(await store.has('own')).toBe(true);
    clock.advance(1);
    expect(await store.has('own')).toBe(false);
  });

  it('starts a window at the first hit and ends it windowMs later', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    expect(await store.hit('ip:1', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    clock.advance(MINUTE - 1);
    expect(await store.hit('ip:1', MINUTE)).toEqual({ count: 2, resetInMs: 1 });
    clock.advance(1);
    expect(await store.hit('ip:1', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  it('keeps the end a window got at its first hit, whatever windowMs later hits ask for', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    await store.hit('ip:1', MINUTE);
    clock.advance(10_000);
    expect(await store.hit('ip:1', 10 * MINUTE)).toEqual({ count: 2, resetInMs: MINUTE - 10_000 });
  });

  it('counts each key in its own window', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    await store.hit('ip:1', MINUTE);
    await store.hit('ip:1', MINUTE);
    clock.advance(1_000);
    expect(await store.hit('ip:2', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    expect(await store.hit('ip:1', MINUTE)).toEqual({ count: 3, resetInMs: MINUTE - 1_000 });
  });

  it('refunds a hit on undo and keeps the end of the window', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    await store.hit('email:a', MINUTE);
    await store.hit('email:a', MINUTE);
    clock.advance(1_000);
    await store.undo('email:a');
    expect(await store.hit('email:a', MINUTE)).toEqual({ count: 2, resetInMs: MINUTE - 1_000 });
  });

  it('never takes a count below zero', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    await store.hit('email:a', MINUTE);
    await store.undo('email:a');
    await store.undo('email:a');
    await store.undo('email:a');
    expect(await store.hit('email:a', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  it('does nothing on undo when the key has no current window', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    await store.undo('never-seen');
    expect(await store.hit('never-seen', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });

    await store.hit('ended', MINUTE);
    await store.hit('ended', MINUTE);
    clock.advance(MINUTE);
    await store.undo('ended');
    expect(await store.hit('ended', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  it('forgets a key on clear, so its next hit starts a new window', async () => {
    const clock = manualClock();
    const store = memoryRateLimitStore({ now: clock.now });
    await store.hit('email:a', MINUTE);
    await store.hit('email:a', MINUTE);
    clock.advance(1_000);
    await store.clear('email:a');
    expect(await store.hit('email:a', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  it('holds no more than maxKeys keys, the most recently hit ones, after 200,000 distinct keys', async () => {
    const maxKeys = 100_000;
    const store = memoryRateLimitStore({ maxKeys });
    for (let i = 0; i < 2 * maxKeys; i++) await store.hit(`ip:${i}`, MINUTE);

    // The newest maxKeys are all still held; hitting them again in the same order evicts nothing.
    let held = 0;
    for (let i = maxKeys; i < 2 * maxKeys; i++) if ((await store.hit(`ip:${i}`, MINUTE)).count === 2) held++;
    expect(held).toBe(maxKeys);
    // Every older key was forgotten. Each of these hits evicts a held key, never one still to be looked at.
    let forgotten = 0;
    for (let i = 0; i < maxKeys; i++) if ((await store.hit(`ip:${i}`, MINUTE)).count === 1) forgotten++;
    expect(forgotten).toBe(maxKeys);
  });

  it('evicts the least recently hit key, so a key hit again survives', async () => {
    const store = memoryRateLimitStore({ maxKeys: 3 });
    await store.hit('a', MINUTE);
    await store.hit('b', MINUTE);
    await store.hit('c', MINUTE);
    await store.hit('a', MINUTE);
    await store.hit('d', MINUTE);
    expect((await store.hit('a', MINUTE)).count).toBe(3);
    expect((await store.hit('b', MINUTE)).count).toBe(1);
  });

  it('does the same work for a hit whether it holds one key or a hundred thousand', async () => {
    // Reads of the clock stand in for work: the old counter read it once per entry when it swept.
    let reads = 0;
    const store = memoryRateLimitStore({
      now: () => {
        reads++;
        return 1_000_000;
      },
    });
    reads = 0;
    await store.hit('first', MINUTE);
    const readsWhenEmpty = reads;
    for (let i = 0; i < 150_000; i++) await store.hit(`ip:${i}`, MINUTE);
    reads = 0;
    await store.hit('last', MINUTE);
    expect(reads).toBe(readsWhenEmpty);
  });

  it('answers every count from 1 to 1,000 exactly once to 1,000 hits at once', async () => {
    const store = memoryRateLimitStore();
    expect(await concurrentCounts([store], 'ip:busy', 1_000)).toEqual(oneToN(1_000));
  });

  it('ends at zero after 500 hits each undone, all at once', async () => {
    const store = memoryRateLimitStore();
    await Promise.all(
      Array.from({ length: 500 }, async () => {
        await store.hit('email:a', MINUTE);
        await store.undo('email:a');
      }),
    );
    expect((await store.hit('email:a', MINUTE)).count).toBe(1);
  });

  it('refuses a window that is not a whole number of milliseconds above zero', async () => {
    const store = memoryRateLimitStore();
    await expect(store.hit('ip:1', 0)).rejects.toThrow(RangeError);
    await expect(store.hit('ip:1', 1.5)).rejects.toThrow(RangeError);
    expect(() => memoryRateLimitStore({ maxKeys: 0 })).toThrow(RangeError);
  });
});

describe('the Redis rate-limit store', () => {
  const url = 'redis://127.0.0.1:6379';
  // One prefix for this file's run, so parallel runs and other test files never share a key.
  const prefix = `haat-test:${process.pid}:${randomUUID()}:`;
  let redis: Redis;
  let store: RateLimitStore;
  beforeAll(() => {
    redis = new Redis(url, { maxRetriesPerRequest: 1 });
    store = redisRateLimitStore(redis, prefix);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps its counter at the prefixed key, expiring when the window ends', async () => {
    expect(await store.hit('ip:1', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
    expect(await redis.get(`${prefix}ip:1`)).toBe('1');
    const ttl = await redis.pttl(`${prefix}ip:1`);
    expect(ttl).toBeGreaterThan(MINUTE - 5_000);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('starts a window at the first hit and ends it windowMs later', async () => {
    expect(await store.hit('short', 300)).toEqual({ count: 1, resetInMs: 300 });
    const second = await store.hit('short', 300);
    expect(second.count).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(0);
    expect(second.resetInMs).toBeLessThanOrEqual(300);
    await sleep(400);
    expect(await store.hit('short', 300)).toEqual({ count: 1, resetInMs: 300 });
  });

  it('keeps the end a window got at its first hit, whatever windowMs later hits ask for', async () => {
    await store.hit('fixed', MINUTE);
    const later = await store.hit('fixed', 10 * MINUTE);
    expect(later.count).toBe(2);
    expect(later.resetInMs).toBeLessThanOrEqual(MINUTE);
  });

  it('gives an expiry to a counter left without one', async () => {
    // Older code set the expiry in a second step; a crash between the two left a key that never expired.
    await redis.set(`${prefix}stuck`, '7');
    expect(await store.hit('stuck', MINUTE)).toEqual({ count: 8, resetInMs: MINUTE });
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it('refunds a hit on undo and keeps the end of the window', async () => {
    await store.hit('email:a', MINUTE);
    await store.hit('email:a', MINUTE);
    await store.undo('email:a');
    expect(await redis.get(`${prefix}email:a`)).toBe('1');
    expect(await redis.pttl(`${prefix}email:a`)).toBeGreaterThan(0);
    expect((await store.hit('email:a', MINUTE)).count).toBe(2);
  });

  it('never takes a count below zero', async () => {
    await store.hit('email:b', MINUTE);
    await store.undo('email:b');
    await store.undo('email:b');
    await store.undo('email:b');
    expect(await redis.get(`${prefix}email:b`)).toBe('0');
    const next = await store.hit('email:b', MINUTE);
    expect(next.count).toBe(1);
    // A refunded window is still the same window: its end does not move.
    expect(next.resetInMs).toBeLessThanOrEqual(MINUTE);
  });

  it('does nothing on undo when the key has no current window', async () => {
    await store.undo('never-seen');
    expect(await redis.exists(`${prefix}never-seen`)).toBe(0);
  });

  it('forgets a key on clear, so its next hit starts a new window', async () => {
    await store.hit('email:c', MINUTE);
    await store.hit('email:c', MINUTE);
    await store.clear('email:c');
    expect(await redis.exists(`${prefix}email:c`)).toBe(0);
    expect(await store.hit('email:c', MINUTE)).toEqual({ count: 1, resetInMs: MINUTE });
  });

  it('answers every count from 1 to 1,000 exactly once to 1,000 hits at once from several connections', async () => {
    // Several connections, like several API processes, so the hits really interleave in Redis.
    const connections = Array.from({ length: 4 }, () => new Redis(url, { maxRetriesPerRequest: 1 }));
    try {
      const stores = connections.map((connection) => redisRateLimitStore(connection, prefix));
      expect(await concurrentCounts(stores, 'ip:busy', 1_000)).toEqual(oneToN(1_000));
      expect(await redis.pttl(`${prefix}ip:busy`)).toBeGreaterThan(0);
    } finally {
      await Promise.all(connections.map((connection) => connection.quit()));
    }
  });

  it('ends at zero after 500 hits each undone, all at once', async () => {
    const connections = Array.from({ length: 4 }, () => new Redis(url, { maxRetriesPerRequest: 1 }));
    try {
      const stores = connections.map((connection) => redisRateLimitStore(connection, prefix));
      await Promise.all(
        Array.from({ length: 500 }, async (_, i) => {
          const own = stores[i % stores.length] as RateLimitStore;
          await own.hit('email:busy', MINUTE);
          await own.undo('email:busy');
        }),
      );
      expect(await redis.get(`${prefix}email:busy`)).toBe('0');
    } finally {
      await Promise.all(connections.map((connection) => connection.quit()));
    }
  });

  it('refuses a window that is not a whole number of milliseconds above zero', async () => {
    await expect(store.hit('ip:bad', 0)).rejects.toThrow(RangeError);
    expect(await redis.exists(`${prefix}ip:bad`)).toBe(0);
  });
});
