import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.js';
import { provedServerSeed } from './contests.js';
import type { SolverPool } from './solver-pool.js';

describe('proving a contest deal', () => {
  it('answers NOT_AVAILABLE, not a server error, when the solver thread fails or its queue is full', async () => {
    let tries = 0;
    const failing: SolverPool = {
      async solve() {
        tries += 1;
        throw new Error('Task queue is at limit');
      },
      async close() {},
    };
    const refusal = await provedServerSeed(failing, 'seed', 1).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('NOT_AVAILABLE');
    expect(tries).toBeGreaterThan(1);
  });

  it('returns the first server seed whose deal the solver proves', async () => {
    const proving: SolverPool = {
      async solve() {
        return { verdict: 'winnable', actions: [], nodes: 1 };
      },
      async close() {},
    };
    await expect(provedServerSeed(proving, 'seed', 3)).resolves.toMatch(/^[0-9a-f]{64}$/);
  });
});
