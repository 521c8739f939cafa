/**
 * How much solver time a player's hints may take. The solver runs on the server's thread, so without a cap
 * one player asking for hints as fast as the rate limit lets them (5 a second) would hold the thread for
 * most of every second; past their share a hint falls back to the engine's quick move.
 */
export interface SolverAllowance {
  /** Milliseconds the solver may run for this player now (0: none left in this window). */
  grant(userId: string, wanted: number): number;
  /** Records what a solve took. */
  spend(userId: string, ms: number): void;
}

interface Window {
  startedAt: number;
  spent: number;
}

/** Entries beyond this are swept of finished windows, so idle players are not kept. */
const SWEEP_AT = 10_000;

export function createSolverAllowance(options: {
  windowMs: number;
  msPerWindow: number;
  now?: () => number;
}): SolverAllowance {
  const now = options.now ?? Date.now;
  const windows = new Map<string, Window>();
  const current = (userId: string): Window => {
    const at = now();
    const window = windows.get(userId);
    if (window && at - window.startedAt < options.windowMs) return window;
    if (windows.size >= SWEEP_AT)
      for (const [id, old] of windows) if (at - old.startedAt >= options.windowMs) windows.delete(id);
    const fresh = { startedAt: at, spent: 0 };
    windows.set(userId, fresh);
    return fresh;
  };
  return {
    grant: (userId, wanted) => Math.max(0, Math.min(wanted, options.msPerWindow - current(userId).spent)),
    spend(userId, ms) {
      current(userId).spent += ms;
    },
  };
}
