import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { Lifecycle } from '../lifecycle.js';
import type { TokenSigner } from '../security/jwt.js';
import type { UserRow } from '../users/repository.js';

export interface SessionDeps {
  db: Db;
  signer: TokenSigner;
  config: { ACCESS_TOKEN_TTL_SECONDS: number };
}

/** Opens a session row and signs an access token that names it, so revoking the row revokes the token. */
export async function openSession(deps: SessionDeps, userId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + deps.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
  const [session] = await deps.db
    .insert(sessions)
    .values({ userId, expiresAt })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  return deps.signer.sign({ userId, sessionId: session.id }, deps.config.ACCESS_TOKEN_TTL_SECONDS);
}

/**
 * Extends a live session to a full lifetime and signs a new token for that same session, so a call that
 * hands out a fresh token (profile update) does not open a session per call. Refuses a revoked or expired one.
 */
export async function refreshSession(deps: SessionDeps, userId: string, sessionId: string): Promise<string> {
  const expiresAt = new Date(Date.now() + deps.config.ACCESS_TOKEN_TTL_SECONDS * 1000);
  const [session] = await deps.db
    .update(sessions)
    .set({ expiresAt })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: sessions.id });
  if (!session) throw new AppError('SESSION_REVOKED');
  return deps.signer.sign({ userId, sessionId: session.id }, deps.config.ACCESS_TOKEN_TTL_SECONDS);
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
  // One round trip: the live session joined to its user (every authenticated call pays for this).
  const [row] = await deps.db
    .select({ id: sessions.id, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw new AppError('SESSION_REVOKED');
  return { user: row.user, sessionId: row.id };
}

export interface RevocationDeps {
  db: Db;
  lifecycle: Lifecycle;
}

/** Revokes one session; its live sockets are disconnected by the lifecycle's listeners. */
export async function revokeSession(deps: RevocationDeps, userId: string, sessionId: string): Promise<void> {
  await deps.db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
  await deps.lifecycle.emit('sessionsRevoked', { userId, sessionIds: [sessionId] });
}

/** Revokes every live session of the user except `keep` (password change keeps the caller signed in). */
export async function revokeUserSessions(deps: RevocationDeps, userId: string, keep?: string): Promise<void> {
  const live = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await deps.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keep ? and(live, ne(sessions.id, keep)) : live);
  await deps.lifecycle.emit('sessionsRevoked', { userId, ...(keep ? { keep } : {}) });
}
