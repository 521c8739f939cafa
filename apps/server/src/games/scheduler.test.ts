import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client.js';
import { createScheduler } from './scheduler.js';

const logger = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;
const unusedDb = {} as Db;

describe('deadline scheduler', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('acts on a deadline only once the wall clock has reached it, even when its timer fires early', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const due: number[] = [];
    const scheduler = createScheduler(unusedDb, logger, async () => {
      due.push(Date.now());
    });
    const at = Date.now() + 50;
    scheduler.schedule('g1', new Date(at));
    // The timer fires at +50 ms, but the wall clock reads 1 ms short (monotonic and wall clocks disagree).
    const wallClock = vi.spyOn(Date, 'now').mockImplementation(() => at - 1);
    await vi.advanceTimersByTimeAsync(50);
    expect(due).toEqual([]);
    wallClock.mockImplementation(() => at);
    await vi.advanceTimersByTimeAsync(1);
    expect(due).toEqual([at]);
    scheduler.close();
  });

  it('replaces a game’s timer when its deadline moves, and fires each deadline once', async () => {
    vi.useFakeTimers({ now: 2_000_000 });
    const due: string[] = [];
    const scheduler = createScheduler(unusedDb, logger, async (gameId) => {
      due.push(gameId);
    });
    scheduler.schedule('g1', new Date(Date.now() + 100));
    scheduler.schedule('g1', new Date(Date.now() + 300));
    scheduler.schedule('g2', new Date(Date.now() + 200));
    await vi.advanceTimersByTimeAsync(250);
    expect(due).toEqual(['g2']);
    await vi.advanceTimersByTimeAsync(100);
    expect(due).toEqual(['g2', 'g1']);
    scheduler.close();
  });
});
