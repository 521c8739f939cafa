/**
 * Per-socket limits on what a client may ask of the server. They live and die with one socket, so they are
 * plain counters and timers in memory, not shared stores: a socket is served by one process only.
 *
 * - The event budget: at most `limit` events per window (lichess allows 100 per 20 s on a play socket).
 *   Events past it are dropped; a client that keeps going to `disconnectFactor` times the limit within one
 *   window is not a lagging tab but a flood, and is disconnected.
 * - The sync coalescer: `game:sync` costs a database read and a projection, so a socket is answered at most
 *   once per interval; a sync asked for during the interval is answered once when it ends (never dropped),
 *   so the client always ends up with the latest state.
 */

export type EventVerdict = 'accept' | 'drop' | 'disconnect';

export interface EventBudgetOptions {
  limit: number;
  windowMs: number;
  /** Disconnect once a window has seen this many times `limit` events. */
  disconnectFactor?: number;
  now?: () => number;
}

export interface EventBudget {
  /** Counts one event and says what to do with it. */
  take(): EventVerdict;
}

export const DISCONNECT_FACTOR = 2;

/** Fixed windows starting at the first event after the previous window ended. */
export function createEventBudget(options: EventBudgetOptions): EventBudget {
  const now = options.now ?? Date.now;
  const disconnectAt = options.limit * (options.disconnectFactor ?? DISCONNECT_FACTOR);
  let windowStart = Number.NEGATIVE_INFINITY;
  let used = 0;
  return {
    take() {
      const at = now();
      if (at - windowStart >= options.windowMs) {
        windowStart = at;
        used = 0;
      }
      used += 1;
      if (used <= options.limit) return 'accept';
      return used > disconnectAt ? 'disconnect' : 'drop';
    },
  };
}

export interface SyncCoalescer {
  /** Asks for a sync: run now if the interval allows, else once at the end of the interval. */
  request(): void;
  /** Stops any pending run (the socket is gone). */
  close(): void;
}

export interface SyncCoalescerOptions {
  intervalMs: number;
  /** One sync; never runs twice at once. It reports its own failures (a rejection is only swallowed). */
  run: () => Promise<void>;
  now?: () => number;
}

export function createSyncCoalescer(options: SyncCoalescerOptions): SyncCoalescer {
  const now = options.now ?? Date.now;
  let lastStart = Number.NEGATIVE_INFINITY;
  let running = false;
  let pending = false;
  let closed = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    pending = false;
    running = true;
    lastStart = now();
    options
      .run()
      .catch(() => undefined)
      .finally(() => {
        running = false;
        // A request that came while this run read the database may have missed a newer state.
        if (pending) schedule();
      });
  };

  const schedule = () => {
    if (closed || timer !== undefined) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        // Still running: its completion schedules the pending run.
        if (!closed && pending && !running) start();
      },
      Math.max(0, lastStart + options.intervalMs - now()),
    );
  };

  return {
    request() {
      if (closed) return;
      pending = true;
      if (!running && timer === undefined && now() - lastStart >= options.intervalMs) start();
      else if (!running) schedule();
    },
    close() {
      closed = true;
      pending = false;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
