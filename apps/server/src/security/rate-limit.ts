import type { Redis } from 'ioredis';

/** Fixed-window counters; `hit` returns how many hits the key has had in the current window. */
export interface CounterStore {
  hit(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}

export function memoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let sweepAt = now() + 60_000;
  return {
    async hit(key, windowMs) {
      const time = now();
      if (time > sweepAt) {
        for (const [k, w] of windows) if (w.resetAt <= time) windows.delete(k);
        sweepAt = time + 60_000;
      }
      const current = windows.get(key);
      if (!current || current.resetAt <= time) {
        windows.set(key, { count: 1, resetAt: time + windowMs });
        return 1;
      }
      current.count += 1;
      return current.count;
    },
    async close() {
      windows.clear();
    },
  };
}

/** Shared across server processes: INCR plus an expiry set on the first hit of a window. */
export function redisCounterStore(redis: Redis, prefix = 'rl:'): CounterStore {
  return {
    async hit(key, windowMs) {
      const name = `${prefix}${key}`;
      const [[, count] = [null, 0]] = (await redis
        .multi()
        .incr(name)
        .pexpire(name, windowMs, 'NX')
        .exec()) as [Error | null, number][];
      return Number(count);
    },
    async close() {
      await redis.quit();
    },
  };
}
