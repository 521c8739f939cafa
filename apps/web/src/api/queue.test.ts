import { describe, expect, it } from 'vitest';
import { type Clock, createRateLimiter } from './queue.js';

/** A clock the test moves by hand, running due timers in order. */
function manualClock() {
  let now = 0;
  const timers: Array<{ at: number; run: () => void }> = [];
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      timers.push({ at: now + ms, run: callback });
      return timers.length;
    },
  };
  async function advance(ms: number) {
    const end = now + ms;
    for (;;) {
      timers.sort((a, b) => a.at - b.at);
      const next = timers[0];
      if (!next || next.at > end) break;
      timers.shift();
      now = next.at;
      next.run();
      await Promise.resolve();
    }
    now = end;
    await Promise.resolve();
  }
  return { clock, advance, time: () => now };
}

describe('createRateLimiter', () => {
  it('starts at most 5 requests in any one-second window, in order', async () => {
    const { clock, advance, time } = manualClock();
    const limiter = createRateLimiter(5, clock);
    const startedAt: Array<{ id: number; at: number }> = [];
    const results = Array.from({ length: 12 }, (_, id) =>
      limiter.schedule(async () => {
        startedAt.push({ id, at: time() });
        return id;
      }),
    );
    await Promise.resolve();
    expect(startedAt).toHaveLength(5);
    expect(limiter.pending).toBe(7);
    await advance(999);
    expect(startedAt).toHaveLength(5);
    await advance(1);
    expect(startedAt).toHaveLength(10);
    await advance(1000);
    expect(await Promise.all(results)).toEqual([...Array(12).keys()]);
    expect(startedAt.map((entry) => entry.id)).toEqual([...Array(12).keys()]);
    for (const entry of startedAt) {
      const inWindow = startedAt.filter((other) => other.at > entry.at - 1000 && other.at <= entry.at);
      expect(inWindow.length).toBeLessThanOrEqual(5);
    }
  });

  it('passes failures through and keeps going', async () => {
    const { clock } = manualClock();
    const limiter = createRateLimiter(5, clock);
    await expect(limiter.schedule(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(limiter.schedule(async () => 'ok')).resolves.toBe('ok');
  });
});
