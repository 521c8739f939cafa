/** The login_failures table's SQL and the account lock column; lockout.ts holds the brute-force rules. */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, users } from '../db/schema.js';

/** Records one attempt as a failure; returns its id (removed again when the attempt did not count). */
export async function insertLoginFailure(db: Db, userId: string): Promise<number> {
  const [attempt] = await db.insert(loginFailures).values({ userId }).returning({ id: loginFailures.id });
  if (!attempt) throw new Error('login failure insert returned no row');
  return attempt.id;
}

/**
 * Whether the account is locked now and how many failures it has in the last `windowMinutes`, in one
 * statement (one snapshot); undefined for a deleted account.
 */
export async function readLockState(
  db: Db,
  userId: string,
  windowMinutes: number,
): Promise<{ locked: boolean; failures: number } | undefined> {
  const [state] = await db
    .select({
      locked: sql<boolean>`coalesce(${users.lockedUntil} > now(), false)`,
      failures: sql<number>`(select ${count()} from ${loginFailures} where ${and(
        eq(loginFailures.userId, userId),
        gt(loginFailures.at, sql`now() - make_interval(mins => ${windowMinutes})`),
      )})`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, userId));
  return state;
}

export async function deleteLoginFailure(db: Db, id: number): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.id, id));
}

export async function deleteLoginFailuresOf(db: Db, userId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}

/** Locks the account for `minutes` from now. */
export async function lockAccount(db: Db, userId: string, minutes: number): Promise<void> {
  await db
    .update(users)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${minutes})` })
    .where(eq(users.id, userId));
}
