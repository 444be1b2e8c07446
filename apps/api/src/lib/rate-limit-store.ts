import type { Redis } from 'ioredis';

export type RateLimitHit = { count: number; resetInMs: number };

/** Fixed-window counters for rate limits, shared by every caller of one store. */
export type RateLimitStore = {
  /** Counts one hit on `key` in one atomic step. A window starts with the first hit and lasts `windowMs`; answers the count in the current window (this hit included) and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  /** Takes one hit back (a refund), never below zero; does nothing when the key has no current window. */
  undo(key: string): Promise<void>;
  /** Forgets the key's window. */
  clear(key: string): Promise<void>;
  /** Whether the key has a window that has not ended. */
  has(key: string): Promise<boolean>;
  /** Starts a new window of `windowMs` for the key, counted once, whatever it held: a mark that lasts. */
  mark(key: string, windowMs: number): Promise<void>;
};

/** Redis's PEXPIRE takes whole milliseconds only, so both stores refuse anything else alike. */
function checkWindow(windowMs: number) {
  if (!Number.isSafeInteger(windowMs) || windowMs < 1) {
    throw new RangeError(`windowMs must be a whole number of milliseconds above zero, not ${windowMs}`);
  }
}

/** One key's window, linked to its neighbours in recency order. */
type Entry = {
  key: string;
  count: number;
  resetAt: number;
  older: Entry | undefined;
  newer: Entry | undefined;
};

/**
 * Counters in this process's memory, for a shop that runs one API process: a least-recently-used
 * cache of at most `maxKeys` windows. A `Map` finds a key's entry and a doubly linked list keeps the
 * entries in recency order, so a hit, a refund and an eviction each cost the same however many keys
 * there are. An ended window stays until its key is touched again (which replaces it) or evicted:
 * no timer and no sweep.
 *
 * The list is not the `Map`'s own insertion order (delete and set again on each touch, evict the
 * first key) because V8 leaves a hole for each deleted entry until it rehashes, and `keys().next()`
 * walks past every hole at the front: that eviction grew to ~30 µs a hit at 100,000 keys.
 */
export function memoryRateLimitStore({
  maxKeys = 100_000,
  now = Date.now,
}: {
  maxKeys?: number;
  now?: () => number;
} = {}): RateLimitStore {
  if (!Number.isSafeInteger(maxKeys) || maxKeys < 1) {
    throw new RangeError(`maxKeys must be a whole number above zero, not ${maxKeys}`);
  }
  const entries = new Map<string, Entry>();
  let oldest: Entry | undefined;
  let newest: Entry | undefined;

  const unlink = (entry: Entry) => {
    if (entry.older) entry.older.newer = entry.newer;
    else oldest = entry.newer;
    if (entry.newer) entry.newer.older = entry.older;
    else newest = entry.older;
    entry.older = undefined;
    entry.newer = undefined;
  };
  const append = (entry: Entry) => {
    entry.older = newest;
    if (newest) newest.newer = entry;
    else oldest = entry;
    newest = entry;
  };
  const forget = (entry: Entry) => {
    entries.delete(entry.key);
    unlink(entry);
  };

  // The methods never await before they are done, so each runs whole before the next call starts:
  // that is what makes them atomic in one process.
  const store: RateLimitStore = {
    async hit(key, windowMs) {
      checkWindow(windowMs);
      const at = now();
      let entry = entries.get(key);
      if (entry) {
        unlink(entry);
        if (entry.resetAt <= at) {
          entry.count = 0;
          entry.resetAt = at + windowMs;
        }
      } else {
        entry = { key, count: 0, resetAt: at + windowMs, older: undefined, newer: undefined };
        entries.set(key, entry);
        // Only a new key makes the store grow, by one, so evicting one keeps it within maxKeys.
        if (entries.size > maxKeys && oldest) forget(oldest);
      }
      entry.count += 1;
      append(entry);
      return { count: entry.count, resetInMs: entry.resetAt - at };
    },
    async undo(key) {
      const entry = entries.get(key);
      if (!entry) return;
      // A refund for an ended window would count against the next one; drop the dead entry instead.
      if (entry.resetAt <= now()) forget(entry);
      else if (entry.count > 0) entry.count -= 1;
    },
    async clear(key) {
      const entry = entries.get(key);
      if (entry) forget(entry);
    },
    async has(key) {
      const entry = entries.get(key);
      return entry !== undefined && entry.resetAt > now();
    },
    async mark(key, windowMs) {
      checkWindow(windowMs);
      const entry = entries.get(key);
      if (entry) forget(entry);
      await store.hit(key, windowMs);
    },
  };
  return store;
}

/**
 * INCR and its PEXPIRE in one script, so no crash or concurrent caller can come between them: a key
 * left without an expiry would lock its caller out for good. PEXPIRE is set when the key has no TTL,
 * which covers a new key (INCR creates it without one) and a stray key left by older code, but not
 * a key an undo brought back to zero: that one keeps the end of its window.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

/** Checking and decrementing apart could take a key below zero, or recreate an expired key without a TTL. */
const UNDO_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then
  redis.call('DECR', KEYS[1])
end
return 0
`;

/**
 * Counters in Redis, shared by every API process that uses the same Redis and prefix. Each call is
 * one round trip running one Lua script, which Redis runs whole before any other command.
 */
export function redisRateLimitStore(redis: Redis, prefix: string): RateLimitStore {
  return {
    async hit(key, windowMs) {
      checkWindow(windowMs);
      // The script answers a two-integer array; ioredis types every script's answer as unknown.
      const reply = await redis.eval(HIT_SCRIPT, 1, prefix + key, windowMs);
      const [count, resetInMs] = reply as [count: number, resetInMs: number];
      return { count, resetInMs };
    },
    async undo(key) {
      await redis.eval(UNDO_SCRIPT, 1, prefix + key);
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async has(key) {
      return (await redis.exists(prefix + key)) === 1;
    },
    async mark(key, windowMs) {
      checkWindow(windowMs);
      await redis.set(prefix + key, 1, 'PX', windowMs);
    },
  };
}

/** Where a store's counts are kept now: this process, Redis, or this process because Redis is away. */
export type RateLimitsKeptIn = 'process' | 'redis' | 'process-redis-away';

export type FallbackEvents = {
  /** Redis stopped answering: counting goes on in this process. Told once per absence. */
  away(error: unknown): void;
  /** Redis answers again: the counters are shared once more. */
  back(): void;
  /** One attempt counted in this process while Redis was away. */
  countedLocally(): void;
};

/**
 * Counters in Redis that keep working when Redis is away: each call goes to this process's own
 * counters while Redis is not connected or a call to it fails, and back to Redis once it answers.
 * Sign-in must not answer 500 because a cache is down; while away, each process enforces the limits
 * on its own, which is what a one-process shop does anyway. Counts made meanwhile stay local (they
 * are not merged into Redis): a limit is at most as loose as one window's counts per process.
 */
export function redisWithFallback(
  redis: Redis,
  prefix: string,
  events: FallbackEvents,
): RateLimitStore & { keptIn(): RateLimitsKeptIn } {
  const shared = redisRateLimitStore(redis, prefix);
  const local = memoryRateLimitStore();
  let away = false;
  const wentAway = (error: unknown) => {
    if (away) return;
    away = true;
    events.away(error);
  };
  redis.on('ready', () => {
    if (!away) return;
    away = false;
    events.back();
  });
  redis.on('error', wentAway);
  redis.on('end', () => wentAway(new Error('the connection to Redis ended')));

  /** Runs `call` on Redis when it is connected; on this process's counters otherwise, or if it fails. */
  async function either<T>(call: (store: RateLimitStore) => Promise<T>, counting = false): Promise<T> {
    if (redis.status === 'ready') {
      try {
        return await call(shared);
      } catch (error) {
        // A refused script (a bad argument) is our mistake, not Redis being away.
        if (error instanceof RangeError) throw error;
        wentAway(error);
      }
    } else {
      wentAway(new Error(`Redis is ${redis.status}`));
    }
    if (counting) events.countedLocally();
    return call(local);
  }

  return {
    hit: (key, windowMs) => either((store) => store.hit(key, windowMs), true),
    undo: (key) => either((store) => store.undo(key)),
    async clear(key) {
      // Forgotten in both, so that a window counted while Redis was away does not come back.
      await local.clear(key);
      await either((store) => store.clear(key));
    },
    has: (key) => either((store) => store.has(key)),
    mark: (key, windowMs) => either((store) => store.mark(key, windowMs)),
    keptIn: () => (away || redis.status !== 'ready' ? 'process-redis-away' : 'redis'),
  };
}
