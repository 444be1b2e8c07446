import type { Redis } from 'ioredis';

/**
 * Counts attempts per key in fixed windows, to slow down password guessing. Kept in Redis when the
 * shop runs several API processes (REDIS_URL), else in this process's memory.
 */
export type AttemptCounter = {
  /** Counts one attempt; answers how many there were in the current window and when it ends. */
  add(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** How many attempts the current window holds, without counting one. */
  peek(key: string): Promise<{ count: number; resetInMs: number }>;
  clear(key: string): Promise<void>;
};

export function memoryAttemptCounter(now: () => number = Date.now): AttemptCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    if (window && window.resetAt > now()) return window;
    windows.delete(key);
    return undefined;
  };
  return {
    async add(key, windowMs) {
      // Forget ended windows now and then, so the map does not grow with every address ever seen.
      if (windows.size > 10_000) for (const k of windows.keys()) current(k);
      const window = current(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now() };
    },
    async peek(key) {
      const window = current(key);
      return window ? { count: window.count, resetInMs: window.resetAt - now() } : { count: 0, resetInMs: 0 };
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

export function redisAttemptCounter(redis: Redis, prefix = 'haat:attempts:'): AttemptCounter {
  return {
    async add(key, windowMs) {
      const name = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().incr(name).pttl(name).exec()) as [
        [unknown, number],
        [unknown, number],
      ];
      if (ttl < 0) {
        await redis.pexpire(name, windowMs);
        return { count, resetInMs: windowMs };
      }
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      const name = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(name).pttl(name).exec()) as [
        [unknown, string | null],
        [unknown, number],
      ];
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
  };
}
