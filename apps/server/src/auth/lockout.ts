import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginFailures, users } from '../db/schema.js';
import type { UserRow } from '../users/repository.js';

export const LOCKOUT = { maxFailures: 10, windowMinutes: 15, lockMinutes: 15 } as const;

export function isLocked(user: UserRow, now = new Date()): boolean {
  return user.lockedUntil !== null && user.lockedUntil > now;
}

/** Records a failed password; the 10th failure within 15 minutes locks the account for 15 minutes. */
export async function recordLoginFailure(db: Db, userId: string): Promise<boolean> {
  await db.insert(loginFailures).values({ userId });
  const [row] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.userId, userId),
        gt(loginFailures.at, sql`now() - make_interval(mins => ${LOCKOUT.windowMinutes})`),
      ),
    );
  if ((row?.failures ?? 0) < LOCKOUT.maxFailures) return false;
  await db
    .update(users)
    .set({ lockedUntil: sql`now() + make_interval(mins => ${LOCKOUT.lockMinutes})` })
    .where(eq(users.id, userId));
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
  return true;
}

export async function clearLoginFailures(db: Db, userId: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}
