import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { balances, playerStats, users } from '../db/schema.js';
import { GUEST_ROLE } from './roles.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The current username and avatar of each of these users (ids of deleted accounts are left out). */
export async function findUserNames(
  db: Db,
  ids: readonly string[],
): Promise<{ id: string; username: string; avatar: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

/** The user's row, locked until the transaction ends (undefined for a deleted account). */
export async function lockUserRow(tx: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code));
  return row;
}

/** Inserts the user and an empty wallet in one transaction; starting coins go through the ledger after. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(balances).values({ userId: row.id });
    return row;
  });
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

const isGuestRow = sql`${users.roles} @> array[${GUEST_ROLE}]::text[]`;

/**
 * Registers a guest in place, once: the row changes only while it still holds the guest role, so of any
 * number of concurrent upgrades exactly one gets the row back; the others get undefined.
 */
export async function upgradeGuest(
  db: Db,
  id: string,
  values: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, id), isGuestRow))
    .returning();
  return row;
}

/**
 * A guest with no sign of life since `cutoff` (from the existing tables, no activity column): created,
 * last signed in, seated, or at a game created, started or finished before it; no chat message, session
 * or wallet change after it; and not seated at a live (waiting or playing) table nor entered in a prize pool
 * that has not started, whatever the dates (their seat or ticket would go with no refund or sink row).
 */
export function idleGuestSince(cutoff: Date): SQL {
  const at = sql`${cutoff.toISOString()}::timestamptz`;
  return sql`(${isGuestRow}
    and ${users.createdAt} < ${at}
    and (${users.lastLoginAt} is null or ${users.lastLoginAt} < ${at})
    and not exists (
      select 1 from game_seats s join games g on g.id = s.game_id
      where s.user_id = ${users.id}
        and (s.created_at >= ${at} or g.created_at >= ${at} or g.started_at >= ${at} or g.finished_at >= ${at}
          or (s.active and g.status in ('waiting', 'playing'))))
    and not exists (select 1 from prize_pool_entries e where e.user_id = ${users.id} and e.status = 'entered')
    and not exists (select 1 from chat_messages c where c.sender_id = ${users.id} and c.created_at >= ${at})
    and not exists (select 1 from sessions x where x.user_id = ${users.id} and x.created_at >= ${at})
    and not exists (select 1 from ledger l where l.user_id = ${users.id} and l.created_at >= ${at}))`;
}

/** Up to `limit` ids of guests idle since `cutoff`, oldest first. */
export async function findIdleGuestIds(db: Db, cutoff: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(idleGuestSince(cutoff))
    .orderBy(users.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}

/** The user's games played, results and rating; undefined before their first counted game. */
export async function findPlayerStatsRow(
  db: Db,
  userId: string,
): Promise<typeof playerStats.$inferSelect | undefined> {
  const [row] = await db.select().from(playerStats).where(eq(playerStats.userId, userId));
  return row;
}
