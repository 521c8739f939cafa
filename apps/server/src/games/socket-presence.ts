/**
 * Presence, debounced: a seat is marked away only once its user has had no live socket for a grace period,
 * so a reload, a flaky network or a client opening and closing sockets in a loop writes nothing (each away or
 * back change is a seat write, a table version and a push to every player). Changes for one user run one at
 * a time, so a "back" can never be overtaken by an "away" that started before it.
 */

/** How long a user may be without any socket before their seat is marked away (a reload takes ~1 s). */
export const PRESENCE_GRACE_MS = 2000;

export interface PresenceOptions {
  graceMs?: number;
  /** How many sockets the user holds, on every process. */
  liveSockets(userId: string): Promise<number>;
  /** Writes the seat's presence if it differs (a read, and a write only on change). */
  setAway(userId: string, away: boolean): Promise<void>;
  onError(error: unknown): void;
}

export interface Presence {
  /** A socket of the user connected: cancels a pending away, and marks the seat back if it was away. */
  connected(userId: string): void;
  /** A socket of the user closed: after the grace period, marks the seat away if no socket is left. */
  disconnected(userId: string): void;
  /** Drops pending aways and waits for the changes already running. */
  close(): Promise<void>;
}

export function createPresence(options: PresenceOptions): Presence {
  const graceMs = options.graceMs ?? PRESENCE_GRACE_MS;
  const pendingAway = new Map<string, ReturnType<typeof setTimeout>>();
  const queues = new Map<string, Promise<void>>();
  let closed = false;

  /** Runs `change` after the user's earlier changes. */
  const enqueue = (userId: string, change: () => Promise<void>) => {
    const queued = (queues.get(userId) ?? Promise.resolve())
      .then(change)
      .catch(options.onError)
      .finally(() => {
        if (queues.get(userId) === queued) queues.delete(userId);
      });
    queues.set(userId, queued);
  };

  const cancelAway = (userId: string) => {
    const timer = pendingAway.get(userId);
    if (timer !== undefined) clearTimeout(timer);
    pendingAway.delete(userId);
  };

  return {
    connected(userId) {
      if (closed) return;
      cancelAway(userId);
      enqueue(userId, () => options.setAway(userId, false));
    },
    disconnected(userId) {
      if (closed) return;
      cancelAway(userId);
      const timer = setTimeout(() => {
        pendingAway.delete(userId);
        enqueue(userId, async () => {
          // Another socket (here or on another process) may have connected during the grace period.
          if ((await options.liveSockets(userId)) === 0) await options.setAway(userId, true);
        });
      }, graceMs);
      timer.unref();
      pendingAway.set(userId, timer);
    },
    async close() {
      closed = true;
      for (const userId of [...pendingAway.keys()]) cancelAway(userId);
      await Promise.allSettled([...queues.values()]);
    },
  };
}
