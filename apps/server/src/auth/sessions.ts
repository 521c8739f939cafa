import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import type { Lifecycle } from '../lifecycle.js';
import type { TokenSigner } from '../security/jwt.js';
import type { UserRow } from '../users/repository.js';
import type { LiveSession, LiveSessionCache } from './live-session-cache.js';
import {
  extendLiveSession,
  findLiveSessionExpiry,
  findLiveSessionUser,
  insertSession,
  revokeSessionRow,
  revokeSessionRowsOf,
} from './session-repository.js';

export interface SessionDeps {
  db: Db;
  signer: TokenSigner;
  config: { ACCESS_TOKEN_TTL_SECONDS: number };
  /** Absent or null when several processes serve the app (a revocation in one is not heard by the others). */
  liveSessions?: LiveSessionCache | null;
}

/** Opens a session row and signs an access token that names it, so revoking the row revokes the token. */
export async function openSession(deps: SessionDeps, userId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + deps.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
  const sessionId = await insertSession(deps.db, userId, expiresAt);
  return deps.signer.sign({ userId, sessionId }, deps.config.ACCESS_TOKEN_TTL_SECONDS);
}

/**
 * Extends a live session to a full lifetime and signs a new token for that same session, so a call that
 * hands out a fresh token (profile update) does not open a session per call. Refuses a revoked or expired one.
 */
export async function refreshSession(deps: SessionDeps, userId: string, sessionId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + deps.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
  if (!(await extendLiveSession(deps.db, userId, sessionId, expiresAt)))
    throw new AppError('SESSION_REVOKED');
  return deps.signer.sign({ userId, sessionId }, deps.config.ACCESS_TOKEN_TTL_SECONDS);
}

export interface Authenticated {
  user: UserRow;
  sessionId: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function sessionOf(deps: SessionDeps, token: string): Promise<LiveSession> {
  const claims = await deps.signer.verify(token);
  // Ids that are not uuids would make PostgreSQL fail the query (a 500) instead of matching nothing.
  if (!UUID.test(claims.userId) || !UUID.test(claims.sessionId)) throw new AppError('INVALID_TOKEN');
  return { userId: claims.userId, sessionId: claims.sessionId };
}

/** Reads the session row through `find`, and remembers a live one for `authenticateCaller`. */
async function readLive<T extends { expiresAt: Date }>(
  deps: SessionDeps,
  session: LiveSession,
  find: () => Promise<T | undefined>,
): Promise<T> {
  const mark = deps.liveSessions?.mark();
  const found = await find();
  if (!found) throw new AppError('SESSION_REVOKED');
  if (mark !== undefined) deps.liveSessions?.remember(mark, session, found.expiresAt);
  return found;
}

/** Checks the token's signature and expiry, then that its session is live and its user still exists. */
export async function authenticate(deps: SessionDeps, token: string): Promise<Authenticated> {
  const session = await sessionOf(deps, token);
  const { user } = await readLive(deps, session, () =>
    findLiveSessionUser(deps.db, session.userId, session.sessionId),
  );
  return { user, sessionId: session.sessionId };
}

/**
 * Who is calling, for calls that need no more (a move): the same checks as `authenticate`, but a session
 * found live a moment ago is not read again.
 */
export async function authenticateCaller(deps: SessionDeps, token: string): Promise<LiveSession> {
  const session = await sessionOf(deps, token);
  if (deps.liveSessions?.isLive(session)) return session;
  await readLive(deps, session, () => findLiveSessionExpiry(deps.db, session.userId, session.sessionId));
  return session;
}

export interface RevocationDeps {
  db: Db;
  lifecycle: Lifecycle;
}

/** Revokes one session; its live sockets are disconnected by the lifecycle's listeners. */
export async function revokeSession(deps: RevocationDeps, userId: string, sessionId: string): Promise<void> {
  await revokeSessionRow(deps.db, sessionId);
  await deps.lifecycle.emit('sessionsRevoked', { userId, sessionIds: [sessionId] });
}

/** Revokes every live session of the user except `keep` (password change keeps the caller signed in). */
export async function revokeUserSessions(deps: RevocationDeps, userId: string, keep?: string): Promise<void> {
  await revokeSessionRowsOf(deps.db, userId, keep);
  await deps.lifecycle.emit('sessionsRevoked', { userId, ...(keep ? { keep } : {}) });
}
