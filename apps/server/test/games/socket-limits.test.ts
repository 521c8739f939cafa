/**
 * The per-socket limits on their own, with a fake clock: the event budget (accept, drop, disconnect), the
 * sync coalescer (at most one sync per interval, and a sync asked for is never lost) and the connection caps.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createConnectionCaps, createFloodCooldowns } from '../../src/games/socket-caps.js';
import { createEventBudget, createSyncCoalescer, type EventVerdict } from '../../src/games/socket-limits.js';

describe('event budget', () => {
  it('accepts the limit, drops up to twice the limit, then says disconnect; a new window starts afresh', () => {
    let now = 0;
    const budget = createEventBudget({ limit: 100, windowMs: 20_000, now: () => now });
    const verdicts = Array.from({ length: 201 }, () => budget.take());
    expect(verdicts.slice(0, 100).every((verdict) => verdict === 'accept')).toBe(true);
    expect(verdicts.slice(100, 200).every((verdict) => verdict === 'drop')).toBe(true);
    expect(verdicts[200]).toBe('disconnect');
    now = 20_000;
    expect(budget.take()).toBe('accept');
  });

  it('never refuses a client that stays within the limit in every window-long span', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 10, max: 5_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000 }), { maxLength: 300 }),
        (limit, windowMs, gaps) => {
          const times: number[] = [];
          let at = 0;
          for (const gap of gaps) {
            at += gap;
            // Keep the client polite: the event `limit` places back must be a whole window ago.
            const back = times[times.length - limit];
            if (back !== undefined && at - back < windowMs) at = back + windowMs;
            times.push(at);
          }
          let now = 0;
          const budget = createEventBudget({ limit, windowMs, now: () => now });
          for (const time of times) {
            now = time;
            expect(budget.take()).toBe('accept');
          }
        },
      ),
    );
  });

  it('accepts at most the limit per window, whatever the timing, and drops before it disconnects', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 10, max: 5_000 }),
        fc.array(fc.integer({ min: 0, max: 300 }), { maxLength: 400 }),
        (limit, windowMs, gaps) => {
          let now = 0;
          const budget = createEventBudget({ limit, windowMs, now: () => now });
          const accepted: number[] = [];
          const seen: EventVerdict[] = [];
          for (const gap of gaps) {
            now += gap;
            const verdict = budget.take();
            seen.push(verdict);
            if (verdict === 'accept') accepted.push(now);
          }
          // Windows are fixed, so any span of one window overlaps at most two of them.
          for (let i = 0; i < accepted.length; i++) {
            const inSpan = accepted.filter(
              (time) => time >= (accepted[i] as number) && time < (accepted[i] as number) + windowMs,
            );
            expect(inSpan.length).toBeLessThanOrEqual(2 * limit);
          }
          const firstDisconnect = seen.indexOf('disconnect');
          if (firstDisconnect >= 0) {
            expect(firstDisconnect).toBeGreaterThanOrEqual(2 * limit);
            expect(seen.slice(firstDisconnect - limit, firstDisconnect).every((v) => v === 'drop')).toBe(
              true,
            );
          }
        },
      ),
    );
  });
});

describe('sync coalescer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers the first sync at once and a burst once at the end of the interval', async () => {
    vi.useFakeTimers();
    const starts: number[] = [];
    const coalescer = createSyncCoalescer({
      intervalMs: 1000,
      run: async () => {
        starts.push(Date.now());
      },
    });
    const t0 = Date.now();
    for (let i = 0; i < 5000; i++) coalescer.request();
    expect(starts).toEqual([t0]);
    await vi.advanceTimersByTimeAsync(999);
    expect(starts).toEqual([t0]);
    await vi.advanceTimersByTimeAsync(1);
    expect(starts).toEqual([t0, t0 + 1000]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(starts).toHaveLength(2);
    coalescer.close();
  });

  it('for any timing of requests and run lengths: one run at a time, runs an interval apart, none lost', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1_500 }),
        fc.array(
          fc.record({ gap: fc.integer({ min: 0, max: 1_200 }), runMs: fc.integer({ min: 0, max: 900 }) }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        async (intervalMs, steps) => {
          vi.useFakeTimers();
          try {
            const runs: { start: number; end: number }[] = [];
            let running = 0;
            let overlapped = false;
            let next = 0;
            const coalescer = createSyncCoalescer({
              intervalMs,
              run: async () => {
                running += 1;
                if (running > 1) overlapped = true;
                const start = Date.now();
                const runMs = steps[next++ % steps.length]?.runMs ?? 0;
                // A run that lasts runMs on the fake clock (vi.useFakeTimers above): no real time passes.
                await new Promise((resolve) => setTimeout(resolve, runMs));
                runs.push({ start, end: Date.now() });
                running -= 1;
              },
            });
            const requests: number[] = [];
            for (const step of steps) {
              await vi.advanceTimersByTimeAsync(step.gap);
              requests.push(Date.now());
              coalescer.request();
            }
            await vi.advanceTimersByTimeAsync(intervalMs + 1_000 * steps.length);
            expect(overlapped).toBe(false);
            expect(runs.length).toBeGreaterThan(0);
            expect(runs.length).toBeLessThanOrEqual(requests.length);
            for (let i = 1; i < runs.length; i++) {
              const [previous, current] = [runs[i - 1], runs[i]] as [(typeof runs)[0], (typeof runs)[0]];
              expect(current.start - previous.start).toBeGreaterThanOrEqual(intervalMs);
              expect(current.start).toBeGreaterThanOrEqual(previous.end);
            }
            // The last request is answered by a run that started no earlier: the client sees the latest state.
            expect((runs.at(-1) as (typeof runs)[0]).start).toBeGreaterThanOrEqual(requests.at(-1) as number);
            coalescer.close();
          } finally {
            vi.useRealTimers();
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('runs nothing once closed', async () => {
    vi.useFakeTimers();
    let runs = 0;
    const coalescer = createSyncCoalescer({
      intervalMs: 1000,
      run: async () => {
        runs += 1;
      },
    });
    coalescer.request();
    coalescer.request();
    coalescer.close();
    await vi.advanceTimersByTimeAsync(5_000);
    coalescer.request();
    expect(runs).toBe(1);
  });
});

describe('connection caps', () => {
  it('caps live sockets per user and per address, and frees a slot on release (once)', () => {
    const caps = createConnectionCaps({ perUser: 2, perIp: 3 });
    expect(caps.admit('s1', 'alice', '10.0.0.1')).toEqual({ admitted: true });
    expect(caps.admit('s2', 'alice', '10.0.0.1')).toEqual({ admitted: true });
    expect(caps.admit('s3', 'alice', '10.0.0.2')).toEqual({ admitted: false, by: 'user' });
    expect(caps.admit('s4', 'bob', '10.0.0.1')).toEqual({ admitted: true });
    expect(caps.ipFull('10.0.0.1')).toBe(true);
    expect(caps.admit('s5', 'carol', '10.0.0.1')).toEqual({ admitted: false, by: 'ip' });
    caps.release('s1');
    caps.release('s1');
    expect(caps.ipFull('10.0.0.1')).toBe(false);
    expect(caps.admit('s6', 'alice', '10.0.0.1')).toEqual({ admitted: true });
    expect(caps.admit('s7', 'alice', '10.0.0.1')).toEqual({ admitted: false, by: 'user' });
  });
});

describe('flood cool-downs', () => {
  it('refuses a flooder for the cool-down only, and nobody else', () => {
    let now = 0;
    const cooldowns = createFloodCooldowns(20_000, () => now);
    cooldowns.start('alice');
    expect(cooldowns.active('alice')).toBe(true);
    expect(cooldowns.active('bob')).toBe(false);
    now = 19_999;
    expect(cooldowns.active('alice')).toBe(true);
    now = 20_000;
    expect(cooldowns.active('alice')).toBe(false);
  });
});
