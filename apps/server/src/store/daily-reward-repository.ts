/** SQL for daily reward claims; the calendar's rules are in daily-rewards.ts. */
import { and, asc, eq, like } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { dailyRewardClaims } from '../db/schema.js';

export type DailyRewardClaim = typeof dailyRewardClaims.$inferSelect;

/** The user's claims of a month (`month`: YYYY-MM), in order. */
export async function claimsOfMonth(db: Db, userId: string, month: string): Promise<DailyRewardClaim[]> {
  return db
    .select()
    .from(dailyRewardClaims)
    .where(and(eq(dailyRewardClaims.userId, userId), like(dailyRewardClaims.claimedOn, `${month}-%`)))
    .orderBy(asc(dailyRewardClaims.claimedOn));
}

/** Records a day's claim; false when that day was already claimed (a double tap, a second device). */
export async function insertClaim(tx: Db, claim: typeof dailyRewardClaims.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(dailyRewardClaims)
    .values(claim)
    .onConflictDoNothing({ target: [dailyRewardClaims.userId, dailyRewardClaims.claimedOn] })
    .returning({ day: dailyRewardClaims.streakDay });
  return rows.length > 0;
}
