/**
 * Debounced presence: a seat is marked away only after its user has had no socket for the grace period; a
 * reconnect within it writes nothing; a "back" never runs before an "away" already under way. Driven with
 * fake timers, and as a property over random connect/disconnect/wait sequences against a model.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPresence } from '../../src/games/socket-presence.js';

const GRACE_MS = 2000;
const USER = 'user-1';

/** A presence over a fake socket count; records every `setAway` call in order. */
function harness(options: { setAway?: (away: boolean) => Promise<void> } = {}) {
  let live = 0;
  const calls: boolean[] = [];
  const errors: unknown[] = [];
  const presence = createPresence({
    graceMs: GRACE_MS,
    liveSockets: async () => live,
    setAway: async (_userId, away) => {
      calls.push(away);
      await options.setAway?.(away);
    },
    onError: (error) => errors.push(error),
  });
  return {
    presence,
    calls,
    errors,
    open() {
      live += 1;
      presence.connected(USER);
    },
    close() {
      live -= 1;
      presence.disconnected(USER);
    },
    get live() {
      return live;
    },
  };
}

describe('debounced presence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes no away when the user reconnects within the grace period', async () => {
    const h = harness();
    h.open();
    for (let i = 0; i < 50; i++) {
      h.close();
      await vi.advanceTimersByTimeAsync(GRACE_MS - 1);
      h.open();
    }
    await vi.advanceTimersByTimeAsync(10 * GRACE_MS);
    expect(h.calls).not.toContain(true);
  });

  it('marks the seat away once the grace period passes with no socket, and not before', async () => {
    const h = harness();
    h.open();
    h.close();
    await vi.advanceTimersByTimeAsync(GRACE_MS - 1);
    expect(h.calls).toEqual([false]);
    await vi.advanceTimersByTimeAsync(1);
    expect(h.calls).toEqual([false, true]);
  });

  it('writes no away while another socket of the user is still open', async () => {
    const h = harness();
    h.open();
    h.open();
    h.close();
    await vi.advanceTimersByTimeAsync(10 * GRACE_MS);
    expect(h.calls).toEqual([false, false]);
  });

  it('runs a "back" only after an "away" already under way, so the seat ends up back', async () => {
    let finishAway: () => void = () => undefined;
    const h = harness({
      setAway: (away) => (away ? new Promise<void>((resolve) => (finishAway = resolve)) : Promise.resolve()),
    });
    h.open();
    h.close();
    await vi.advanceTimersByTimeAsync(GRACE_MS);
    expect(h.calls).toEqual([false, true]);
    h.open();
    await vi.advanceTimersByTimeAsync(0);
    // The away write has not finished: the back waits for it.
    expect(h.calls).toEqual([false, true]);
    finishAway();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.calls).toEqual([false, true, false]);
  });

  it('drops pending aways on close and reports failures without stopping later changes', async () => {
    let fail = true;
    const h = harness({
      setAway: async () => {
        if (fail) throw new Error('database gone');
      },
    });
    h.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(h.errors).toHaveLength(1);
    fail = false;
    h.close();
    await h.presence.close();
    await vi.advanceTimersByTimeAsync(10 * GRACE_MS);
    expect(h.calls).toEqual([false]);
  });

  it('writes an away exactly for each quiet period of at least the grace period (model check)', async () => {
    type Step = { kind: 'open' } | { kind: 'close' } | { kind: 'wait'; ms: number };
    const step = fc.oneof(
      fc.constant<Step>({ kind: 'open' }),
      fc.constant<Step>({ kind: 'close' }),
      fc.integer({ min: 0, max: 3 * GRACE_MS }).map((ms): Step => ({ kind: 'wait', ms })),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 40 }), async (steps) => {
        vi.clearAllTimers();
        const h = harness();
        let expectedAways = 0;
        let expectedBacks = 0;
        /** When the last socket closed and nothing has connected since (the model's pending away). */
        let quietSince: number | undefined;
        let now = 0;
        const settle = (until: number) => {
          if (quietSince !== undefined && until - quietSince >= GRACE_MS) {
            expectedAways += 1;
            quietSince = undefined;
          }
        };
        for (const next of steps) {
          if (next.kind === 'wait') {
            await vi.advanceTimersByTimeAsync(next.ms);
            now += next.ms;
            settle(now);
          } else if (next.kind === 'open') {
            quietSince = undefined;
            expectedBacks += 1;
            h.open();
          } else if (h.live > 0) {
            h.close();
            quietSince = h.live === 0 ? now : undefined;
          }
        }
        await vi.advanceTimersByTimeAsync(GRACE_MS);
        settle(now + GRACE_MS);
        await h.presence.close();
        expect(h.calls.filter((away) => away)).toHaveLength(expectedAways);
        expect(h.calls.filter((away) => !away)).toHaveLength(expectedBacks);
      }),
      { numRuns: 200 },
    );
  });
});
