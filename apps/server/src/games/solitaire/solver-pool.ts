/**
 * The Klondike solver off the server's thread (decision 0018): hints and the proofs of contest deals run in
 * one worker thread (piscina), so a search of up to a second or more never stalls the moves of other tables.
 * One thread because this is a two-core machine's second core; the queue is bounded, and a task the pool
 * cannot take is refused at once (a hint then falls back to the engine's quick move).
 */
import type {
  KlondikePosition,
  KlondikeSolution,
  KlondikeSolveOptions,
} from '@cardroom/engine/klondike-solver';
import { Piscina } from 'piscina';
import type { GamesRuntime } from '../runtime.js';
import type { SolveTask } from './solver-worker.js';

/** Tasks waiting beyond the one being solved; more are refused rather than queued behind minutes of work. */
export const SOLVER_QUEUE_LIMIT = 32;

export interface SolverPool {
  solve(position: KlondikePosition, options: KlondikeSolveOptions): Promise<KlondikeSolution>;
  close(): Promise<void>;
}

export function createSolverPool(): SolverPool {
  const pool = new Piscina<SolveTask, KlondikeSolution>({
    filename: new URL('./solver-worker.ts', import.meta.url).href,
    // The worker is TypeScript like the rest of the server: tsx loads it there too.
    execArgv: ['--import', 'tsx'],
    minThreads: 0,
    maxThreads: 1,
    maxQueue: SOLVER_QUEUE_LIMIT,
    idleTimeout: 60_000,
  });
  return {
    // The state is copied to the worker whole: plain data, a few kilobytes.
    solve: (position, options) =>
      pool.run({ position: structuredClone(position), options }) as Promise<KlondikeSolution>,
    close: () => pool.destroy(),
  };
}

const pools = new WeakMap<GamesRuntime, SolverPool>();

/** The runtime's solver pool, made on first use (its thread starts on the first task). */
export function solverPoolOf(runtime: GamesRuntime): SolverPool {
  const existing = pools.get(runtime);
  if (existing) return existing;
  const pool = createSolverPool();
  pools.set(runtime, pool);
  return pool;
}

export async function closeSolverPool(runtime: GamesRuntime): Promise<void> {
  const pool = pools.get(runtime);
  pools.delete(runtime);
  await pool?.close();
}
