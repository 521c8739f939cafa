/**
 * Caps on live sockets per user and per address. Counted per server process: each process can check its own
 * sockets synchronously at connect time, with nothing to leak when a process dies. With several processes
 * behind a balancer a user or address can hold up to the cap on each of them, which still bounds what one
 * client costs a process (the point of the cap).
 */

export type Admission = { admitted: true } | { admitted: false; by: 'user' | 'ip' };

export interface ConnectionCaps {
  /** Whether the address is already at its cap (checked before the token costs a database read). */
  ipFull(ip: string): boolean;
  /** Counts the socket against its user and address, unless either is at its cap. */
  admit(socketId: string, userId: string, ip: string): Admission;
  /** Forgets the socket; safe to call more than once. */
  release(socketId: string): void;
}

export function createConnectionCaps(limits: { perUser: number; perIp: number }): ConnectionCaps {
  const byUser = new Map<string, Set<string>>();
  const byIp = new Map<string, Set<string>>();
  const keysOf = new Map<string, { userId: string; ip: string }>();

  const size = (map: Map<string, Set<string>>, key: string) => map.get(key)?.size ?? 0;
  const add = (map: Map<string, Set<string>>, key: string, socketId: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(socketId);
    map.set(key, set);
  };
  const remove = (map: Map<string, Set<string>>, key: string, socketId: string) => {
    const set = map.get(key);
    set?.delete(socketId);
    if (set?.size === 0) map.delete(key);
  };

  return {
    ipFull: (ip) => size(byIp, ip) >= limits.perIp,
    admit(socketId, userId, ip) {
      if (keysOf.has(socketId)) return { admitted: true };
      if (size(byUser, userId) >= limits.perUser) return { admitted: false, by: 'user' };
      if (size(byIp, ip) >= limits.perIp) return { admitted: false, by: 'ip' };
      add(byUser, userId, socketId);
      add(byIp, ip, socketId);
      keysOf.set(socketId, { userId, ip });
      return { admitted: true };
    },
    release(socketId) {
      const keys = keysOf.get(socketId);
      if (!keys) return;
      keysOf.delete(socketId);
      remove(byUser, keys.userId, socketId);
      remove(byIp, keys.ip, socketId);
    },
  };
}

/**
 * Users disconnected for flooding are refused new sockets for a while, so a flooder cannot turn each
 * disconnect into a fresh budget (every connection costs the database a session check and a sync).
 */
export interface FloodCooldowns {
  start(userId: string): void;
  active(userId: string): boolean;
}

export function createFloodCooldowns(durationMs: number, now: () => number = Date.now): FloodCooldowns {
  const until = new Map<string, number>();
  return {
    start(userId) {
      until.set(userId, now() + durationMs);
    },
    active(userId) {
      const end = until.get(userId);
      if (end === undefined) return false;
      if (end > now()) return true;
      until.delete(userId);
      return false;
    },
  };
}
