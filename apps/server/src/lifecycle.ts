/**
 * Account lifecycle events: the auth layer announces what happened to sessions and accounts, and the
 * parts that hold live state for a user (sockets, tables) react. Keeps auth from importing games and
 * realtime, which are installed after it.
 */
export interface SessionsRevoked {
  userId: string;
  /** The revoked sessions; absent means every session of the user except `keep`. */
  sessionIds?: string[];
  keep?: string;
}

export interface LifecycleEvents {
  sessionsRevoked: SessionsRevoked;
  accountDeleted: { userId: string };
  /** The account's erase left these live tables itself (a join landed after accountDeleted): announce them. */
  tablesLeftOnErase: { userId: string; gameIds: string[] };
}

type Listener<T> = (event: T) => Promise<void> | void;

export interface Lifecycle {
  on<K extends keyof LifecycleEvents>(name: K, listener: Listener<LifecycleEvents[K]>): void;
  /** Runs every listener; one listener's failure is reported and does not stop the others. */
  emit<K extends keyof LifecycleEvents>(name: K, event: LifecycleEvents[K]): Promise<void>;
}

export function createLifecycle(onError: (error: unknown, name: string) => void): Lifecycle {
  const listeners = new Map<keyof LifecycleEvents, Listener<never>[]>();
  return {
    on(name, listener) {
      listeners.set(name, [...(listeners.get(name) ?? []), listener as Listener<never>]);
    },
    async emit(name, event) {
      for (const listener of listeners.get(name) ?? []) {
        try {
          await (listener as Listener<typeof event>)(event);
        } catch (error) {
          onError(error, name);
        }
      }
    },
  };
}
