import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import type { Lifecycle } from '../lifecycle.js';
import type { TokenSigner } from '../security/jwt.js';
import type { UserRow } from '../users/repository.js';
import {
  extendLiveSession,
  findLiveSessionUser,
  insertSession,
  revokeSessionRow,
  revokeSessionRowsOf,
} from './session-repository.js';

export interface SessionDeps {
  db: Db;
  signer: TokenSigner;
  config: { ACCESS_TOKEN_TTL_SECONDS: number };
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

/** Checks the token's signature and expiry, then that its session is live and its user still exists. */
export async function authenticate(deps: SessionDeps, token: string): Promise<Authenticated> {
  const claims = await deps.signer.verify(token);
  // Ids that are not uuids would make PostgreSQL fail the query (a 500) instead of matching nothing.
  if (!UUID.test(claims.userId) || !UUID.test(claims.sessionId)) throw new AppError('INVALID_TOKEN');
  const user = await findLiveSessionUser(deps.db, claims.userId, claims.sessionId);
  if (!user) throw new AppError('SESSION_REVOKED');
  return { user, sessionId: claims.sessionId };
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
