/** The sessions table's SQL; sessions.ts signs the tokens that name these rows and decides who is let in. */
import { and, countDistinct, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import type { UserRow } from '../users/repository.js';

const isLive = and(isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`));

export async function insertSession(db: Db, userId: string, expiresAt: Date): Promise<string> {
  const [session] = await db.insert(sessions).values({ userId, expiresAt }).returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned no row');
  return session.id;
}

/** Moves a live session's expiry; false when the session is revoked, expired or not the user's. */
export async function extendLiveSession(
  db: Db,
  userId: string,
  sessionId: string,
  expiresAt: Date,
): Promise<boolean> {
  const extended = await db
    .update(sessions)
    .set({ expiresAt })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isLive))
    .returning({ id: sessions.id });
  return extended.length > 0;
}

/** The caller's session, live: its id and user are the token's claims, bound when the statement runs. */
const liveSessionOfCaller = and(
  eq(sessions.id, sql.placeholder('sessionId')),
  eq(sessions.userId, sql.placeholder('userId')),
  isLive,
);

function prepareLiveSessionUser(db: Db) {
  return db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSessionOfCaller)
    .prepare('find_live_session_user');
}

function prepareLiveSessionExpiry(db: Db) {
  return db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(liveSessionOfCaller)
    .prepare('find_live_session_expiry');
}

/** Built once per database: drizzle's query building was most of this lookup's cost on a busy server. */
function preparedOnce<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}

const liveSessionUserQuery = preparedOnce(prepareLiveSessionUser);
const liveSessionExpiryQuery = preparedOnce(prepareLiveSessionExpiry);

/** The live session joined to its user, in one round trip (every authenticated call pays for this). */
export async function findLiveSessionUser(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ user: UserRow; expiresAt: Date } | undefined> {
  const [row] = await liveSessionUserQuery(db).execute({ sessionId, userId });
  return row;
}

/** The live session's expiry, without the user row (a session row exists only while its user does). */
export async function findLiveSessionExpiry(
  db: Db,
  userId: string,
  sessionId: string,
): Promise<{ expiresAt: Date } | undefined> {
  const [row] = await liveSessionExpiryQuery(db).execute({ sessionId, userId });
  return row;
}

export async function revokeSessionRow(db: Db, sessionId: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
}

/** Revokes every unrevoked session of the user except `keep`. */
export async function revokeSessionRowsOf(db: Db, userId: string, keep?: string): Promise<void> {
  const unrevoked = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(keep ? and(unrevoked, ne(sessions.id, keep)) : unrevoked);
}

/** Distinct users holding a live session opened in the last `minutes`. */
export async function countUsersWithLiveSessionsOpenedWithin(db: Db, minutes: number): Promise<number> {
  const [row] = await db
    .select({ users: countDistinct(sessions.userId) })
    .from(sessions)
    .where(and(isLive, gt(sessions.createdAt, sql`now() - make_interval(mins => ${minutes})`)));
  return Number(row?.users ?? 0);
}
