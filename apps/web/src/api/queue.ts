/**
 * The client's own request budget (spec §7/§9): never more than `perSecond` requests start within any
 * one-second window. Tasks run in the order they were queued; later ones wait for the window to move on.
 */
export interface RateLimiter {
  schedule<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks waiting for a free slot. */
  readonly pending: number;
}

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
}

const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
};

const WINDOW_MS = 1000;

export function createRateLimiter(perSecond: number, clock: Clock = realClock): RateLimiter {
  const started: number[] = [];
  const waiting: Array<() => void> = [];
  let timerSet = false;

  function pump(): void {
    const now = clock.now();
    while (started.length > 0 && (started[0] ?? 0) <= now - WINDOW_MS) started.shift();
    while (waiting.length > 0 && started.length < perSecond) {
      started.push(now);
      waiting.shift()?.();
    }
    if (waiting.length > 0 && !timerSet) {
      timerSet = true;
      const oldest = started[0] ?? now;
      clock.setTimeout(
        () => {
          timerSet = false;
          pump();
        },
        Math.max(0, oldest + WINDOW_MS - now),
      );
    }
  }

  return {
    schedule<T>(task: () => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        waiting.push(() => {
          try {
            task().then(resolve, reject);
          } catch (error) {
            reject(error);
          }
        });
        pump();
      });
    },
    get pending() {
      return waiting.length;
    },
  };
}
