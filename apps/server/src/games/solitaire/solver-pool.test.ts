import { monitorEventLoopDelay } from 'node:perf_hooks';
import { klondikeSettings, newKlondikeGame } from '@cardroom/engine';
import { solveKlondikePosition } from '@cardroom/engine/klondike-solver';
import { afterAll, describe, expect, it } from 'vitest';
import { createSolverPool, SOLVER_QUEUE_LIMIT } from './solver-pool.js';

const deal = (serverSeed: string) =>
  newKlondikeGame({ serverSeed, clientSeed: 'pool-test', nonce: 0 }, klondikeSettings({ draw: 3 }));

describe('the solver pool', () => {
  const pool = createSolverPool();
  afterAll(() => pool.close());

  it('answers what the solver answers on the server thread, while that thread stays free', async () => {
    const seeds = Array.from({ length: 6 }, (_, index) => `${index}`.padStart(64, 'c'));
    // Bounded by nodes only, so both sides stop at the same place however busy the machine is.
    const options = { draw: 3 as const, maxPasses: null, maxMs: 600_000, maxNodes: 300_000 };
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const inWorker = await Promise.all(seeds.map((seed) => pool.solve(deal(seed), options)));
    delay.disable();
    let longestSearchMs = 0;
    const here = seeds.map((seed) => {
      const started = performance.now();
      const solution = solveKlondikePosition(deal(seed), options);
      longestSearchMs = Math.max(longestSearchMs, performance.now() - started);
      return solution;
    });
    expect(inWorker.map((solution) => solution.verdict)).toEqual(here.map((solution) => solution.verdict));
    expect(inWorker.map((solution) => solution.nodes)).toEqual(here.map((solution) => solution.nodes));
    // Searching is the worker's: the server's loop never stopped for half as long as the longest search
    // (measured here, on the same loaded machine, rather than a fixed bound a GC pause can break).
    expect(longestSearchMs).toBeGreaterThan(100);
    expect(delay.max / 1e6).toBeLessThan(Math.max(200, longestSearchMs / 2));
  });

  it('refuses tasks beyond its queue at once instead of queueing minutes of work', async () => {
    const slow = { draw: 3 as const, maxPasses: null, maxMs: 50 };
    const tasks = Array.from({ length: SOLVER_QUEUE_LIMIT + 8 }, (_, index) =>
      pool.solve(deal(`${index}`.padStart(64, 'd')), slow),
    );
    const settled = await Promise.allSettled(tasks);
    expect(settled.filter((task) => task.status === 'rejected').length).toBeGreaterThan(0);
    expect(settled.filter((task) => task.status === 'fulfilled').length).toBeGreaterThan(0);
  });
});
