/**
 * The live-session cache against a model of the sessions table: over random interleavings of reads (begun,
 * then answered later), revocations, deleted accounts, expiry and time passing, the cache never calls a
 * session live that the table holds revoked or expired, and does call live one it has just read.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLifecycle } from '../lifecycle.js';
import { createLiveSessionCache, type LiveSession } from './live-session-cache.js';

const USERS = ['u0', 'u1'];
const SESSIONS: LiveSession[] = USERS.flatMap((userId) =>
  [0, 1].map((n) => ({ userId, sessionId: `${userId}-s${n}` })),
);
const MAX_AGE_MS = 1_000;

interface Row {
  revoked: boolean;
  expiresAt: number;
}

type Step =
  | { kind: 'beginRead'; session: number }
  | { kind: 'answerRead'; read: number }
  | { kind: 'revoke'; session: number }
  | { kind: 'revokeAllBut'; user: number; keep: number | null }
  | { kind: 'deleteAccount'; user: number }
  | { kind: 'extend'; session: number; byMs: number }
  | { kind: 'wait'; ms: number }
  /** Asks with the session's own user, or with another user's id (a forged pairing) when `forged`. */
  | { kind: 'ask'; session: number; forged: boolean };

const index = (size: number) => fc.nat({ max: size - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({ kind: fc.constant('beginRead' as const), session: index(SESSIONS.length) }),
    weight: 3,
  },
  {
    arbitrary: fc.record({ kind: fc.constant('answerRead' as const), read: fc.nat({ max: 20 }) }),
    weight: 3,
  },
  fc.record({ kind: fc.constant('revoke' as const), session: index(SESSIONS.length) }),
  fc.record({
    kind: fc.constant('revokeAllBut' as const),
    user: index(USERS.length),
    keep: fc.option(index(2), { nil: null }),
  }),
  fc.record({ kind: fc.constant('deleteAccount' as const), user: index(USERS.length) }),
  fc.record({
    kind: fc.constant('extend' as const),
    session: index(SESSIONS.length),
    byMs: fc.nat({ max: 3_000 }),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.nat({ max: 600 }) }),
  {
    arbitrary: fc.record({
      kind: fc.constant('ask' as const),
      session: index(SESSIONS.length),
      forged: fc.nat({ max: 4 }).map((n) => n === 0),
    }),
    weight: 4,
  },
);

function run(steps: Step[]) {
  let now = 0;
  const lifecycle = createLifecycle((error) => {
    throw error;
  });
  const cache = createLiveSessionCache(lifecycle, { now: () => now, maxAgeMs: MAX_AGE_MS, maxEntries: 5 });
  const rows = new Map<string, Row>(
    SESSIONS.map((session, n) => [session.sessionId, { revoked: false, expiresAt: 500 + 400 * n }]),
  );
  const isLiveInTable = (sessionId: string) => {
    const row = rows.get(sessionId);
    return row !== undefined && !row.revoked && row.expiresAt > now;
  };
  // A read sees the table when it begins; its answer may arrive after later steps (the worst case).
  const pending: { mark: number; session: LiveSession; expiresAt: number | null }[] = [];
  for (const item of steps) {
    switch (item.kind) {
      case 'beginRead': {
        const session = SESSIONS[item.session] as LiveSession;
        const row = rows.get(session.sessionId);
        pending.push({
          mark: cache.mark(),
          session,
          expiresAt: row && isLiveInTable(session.sessionId) ? row.expiresAt : null,
        });
        break;
      }
      case 'answerRead': {
        const [read] = pending.splice(item.read % Math.max(1, pending.length), 1);
        if (read?.expiresAt != null) cache.remember(read.mark, read.session, new Date(read.expiresAt));
        if (read?.expiresAt != null && read.mark === cache.mark() && read.expiresAt > now)
          expect(cache.isLive(read.session), 'a session just read live').toBe(true);
        break;
      }
      case 'revoke': {
        const { userId, sessionId } = SESSIONS[item.session] as LiveSession;
        const row = rows.get(sessionId);
        if (row) row.revoked = true;
        void lifecycle.emit('sessionsRevoked', { userId, sessionIds: [sessionId] });
        break;
      }
      case 'revokeAllBut': {
        const userId = USERS[item.user] as string;
        const keep = item.keep === null ? undefined : `${userId}-s${item.keep}`;
        for (const [sessionId, row] of rows)
          if (sessionId.startsWith(`${userId}-`) && sessionId !== keep) row.revoked = true;
        void lifecycle.emit('sessionsRevoked', { userId, ...(keep ? { keep } : {}) });
        break;
      }
      case 'deleteAccount': {
        const userId = USERS[item.user] as string;
        for (const sessionId of [...rows.keys()])
          if (sessionId.startsWith(`${userId}-`)) rows.delete(sessionId);
        void lifecycle.emit('accountDeleted', { userId });
        break;
      }
      case 'extend': {
        // A refresh moves a live row's expiry later; a remembered entry keeps the earlier one (safe).
        const row = rows.get((SESSIONS[item.session] as LiveSession).sessionId);
        if (row && !row.revoked && row.expiresAt > now) row.expiresAt += item.byMs;
        break;
      }
      case 'wait':
        now += item.ms;
        break;
      case 'ask': {
        const session = SESSIONS[item.session] as LiveSession;
        const other = USERS.find((userId) => userId !== session.userId) as string;
        const asked = { userId: item.forged ? other : session.userId, sessionId: session.sessionId };
        if (cache.isLive(asked)) {
          expect(asked.userId, 'the session is the user’s').toBe(session.userId);
          expect(isLiveInTable(session.sessionId), `${session.sessionId} is live in the table`).toBe(true);
        }
        break;
      }
    }
  }
}

describe('live-session cache', () => {
  it('never calls live a session the table holds revoked, expired or of another user', () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 20, maxLength: 60 }), (steps) => run(steps)),
      { numRuns: 1_000 },
    );
  });

  it('forgets an entry after its max age, and the oldest entry beyond its size', () => {
    let now = 0;
    const lifecycle = createLifecycle(() => undefined);
    const cache = createLiveSessionCache(lifecycle, { now: () => now, maxAgeMs: 100, maxEntries: 2 });
    const far = new Date(10_000);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => ({ userId: 'u', sessionId: id })) as LiveSession[] as [
      LiveSession,
      LiveSession,
      LiveSession,
    ];
    cache.remember(cache.mark(), a, far);
    cache.remember(cache.mark(), b, far);
    cache.remember(cache.mark(), c, far);
    expect([a, b, c].map((session) => cache.isLive(session))).toEqual([false, true, true]);
    now = 100;
    expect(cache.isLive(b)).toBe(false);
  });
});
