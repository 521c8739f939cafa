/**
 * Sessions found live a moment ago, for the calls that need nothing but who is calling (a move). At 1,000
 * tables the session lookup was three statements in four the database ran, and most of a move's wait
 * (decision 0026). Only one process may use it: a revocation is seen through this process's lifecycle
 * events, which another process never hears.
 */
import type { Lifecycle, SessionsRevoked } from '../lifecycle.js';

export interface LiveSession {
  userId: string;
  sessionId: string;
}

/** A backstop for a revocation that bypasses the lifecycle (an operator's SQL): the row is read again then. */
export const LIVE_SESSION_MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 100_000;

interface Entry {
  userId: string;
  /** The earlier of the session's expiry and the entry's own max age. */
  validUntil: number;
}

export interface LiveSessionCache {
  isLive(session: LiveSession): boolean;
  /**
   * Taken before reading the session row: a revocation announced while the read was in flight makes
   * `remember` drop what the read found, since the row may have been read before the revocation.
   */
  mark(): number;
  remember(mark: number, session: LiveSession, expiresAt: Date): void;
}

export interface LiveSessionCacheOptions {
  now?: () => number;
  maxAgeMs?: number;
  maxEntries?: number;
}

export function createLiveSessionCache(
  lifecycle: Lifecycle,
  {
    now = Date.now,
    maxAgeMs = LIVE_SESSION_MAX_AGE_MS,
    maxEntries = MAX_ENTRIES,
  }: LiveSessionCacheOptions = {},
): LiveSessionCache {
  // Insertion order is age order: a session is re-inserted each time its row is read again.
  const entries = new Map<string, Entry>();
  const sessionsOfUser = new Map<string, Set<string>>();
  let revocations = 0;

  const forget = (sessionId: string) => {
    const entry = entries.get(sessionId);
    if (!entry) return;
    entries.delete(sessionId);
    const ofUser = sessionsOfUser.get(entry.userId);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) sessionsOfUser.delete(entry.userId);
  };

  const forgetOfUser = (userId: string, keep?: string) => {
    for (const sessionId of [...(sessionsOfUser.get(userId) ?? [])])
      if (sessionId !== keep) forget(sessionId);
  };

  // Synchronous, so the forgetting is done before the revoking call answers.
  lifecycle.on('sessionsRevoked', ({ userId, sessionIds, keep }: SessionsRevoked) => {
    revocations += 1;
    if (sessionIds) for (const sessionId of sessionIds) forget(sessionId);
    else forgetOfUser(userId, keep);
  });
  lifecycle.on('accountDeleted', ({ userId }) => {
    revocations += 1;
    forgetOfUser(userId);
  });

  return {
    isLive({ userId, sessionId }) {
      const entry = entries.get(sessionId);
      if (!entry || entry.userId !== userId) return false;
      if (entry.validUntil > now()) return true;
      forget(sessionId);
      return false;
    },
    mark: () => revocations,
    remember(mark, { userId, sessionId }, expiresAt) {
      if (mark !== revocations) return;
      forget(sessionId);
      if (entries.size >= maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) forget(oldest.value);
      }
      entries.set(sessionId, { userId, validUntil: Math.min(expiresAt.getTime(), now() + maxAgeMs) });
      const ofUser = sessionsOfUser.get(userId) ?? new Set<string>();
      ofUser.add(sessionId);
      sessionsOfUser.set(userId, ofUser);
    },
  };
}
