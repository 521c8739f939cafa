import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { type CounterStore, memoryCounterStore, redisCounterStore } from './rate-limit.js';

const WINDOW_MS = 200;

async function countsWithinAndAcrossWindows(
  store: CounterStore,
  key: string,
  windowMs: number,
  advance: () => Promise<void>,
) {
  expect(await store.hit(key, windowMs)).toBe(1);
  expect(await store.hit(key, windowMs)).toBe(2);
  expect(await store.hit(`${key}:other`, windowMs)).toBe(1);
  await advance();
  expect(await store.hit(key, windowMs)).toBe(1);
}

describe('rate-limit counters', () => {
  it('count per key in memory and reset after the window', async () => {
    let now = 1_000;
    const store = memoryCounterStore(() => now);
    await countsWithinAndAcrossWindows(store, 'ip:1', WINDOW_MS, async () => {
      now += WINDOW_MS + 50;
    });
  });

  const redisUrl = process.env.REDIS_URL;
  it.runIf(redisUrl)(
    'count per key in Redis, shared by two clients, and reset after the window',
    async () => {
      const prefix = `test-rl-${Date.now()}-${Math.random()}:`;
      const first = redisCounterStore(new Redis(redisUrl as string), prefix);
      const second = redisCounterStore(new Redis(redisUrl as string), prefix);
      try {
        await first.hit('shared', 1000);
        expect(await second.hit('shared', 1000)).toBe(2);
        // Real time: a window wide enough that a loaded machine's Redis round trips stay inside it.
        const redisWindowMs = 1000;
        await countsWithinAndAcrossWindows(
          first,
          'ip:2',
          redisWindowMs,
          () => new Promise((resolve) => setTimeout(resolve, redisWindowMs + 60)),
        );
      } finally {
        await first.close();
        await second.close();
      }
    },
  );
});
