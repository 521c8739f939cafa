/** SQL of a game's results: result rows, statistics, ratings and progression (settlement.ts decides them). */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { gameResults, playerStats, users } from '../db/schema.js';

export interface ResultRow {
  gameId: string;
  userId: string;
  map: string;
  gameMode: string;
  outcome: 'win' | 'loss' | 'draw';
  score: number;
  payout: number;
}

/** One person's result of a game (once), and their statistics counted with it. */
export async function recordResult(tx: Db, row: ResultRow): Promise<void> {
  await tx.insert(gameResults).values(row).onConflictDoNothing();
  await tx
    .insert(playerStats)
    .values({ userId: row.userId })
    .onConflictDoNothing({ target: playerStats.userId });
  await tx
    .update(playerStats)
    .set({
      gamesPlayed: sql`${playerStats.gamesPlayed} + 1`,
      wins: sql`${playerStats.wins} + ${row.outcome === 'win' ? 1 : 0}`,
      losses: sql`${playerStats.losses} + ${row.outcome === 'loss' ? 1 : 0}`,
      draws: sql`${playerStats.draws} + ${row.outcome === 'draw' ? 1 : 0}`,
    })
    .where(eq(playerStats.userId, row.userId));
}

/** A win moves the person along their progression: every tier needs five more wins than the last. */
/** Counts a win towards the user's progression; returns the tier it completed, or null. */
export async function advanceProgression(tx: Db, userId: string): Promise<number | null> {
  const completes = sql`${users.gamesWon} + 1 >= ${users.gamesNeededToComplete}`;
  const [row] = await tx
    .update(users)
    .set({
      progressionTier: sql`CASE WHEN ${completes} THEN ${users.progressionTier} + 1 ELSE ${users.progressionTier} END`,
      gamesWon: sql`CASE WHEN ${completes} THEN 0 ELSE ${users.gamesWon} + 1 END`,
      gamesNeededToComplete: sql`CASE WHEN ${completes} THEN ${users.gamesNeededToComplete} + 5 ELSE ${users.gamesNeededToComplete} END`,
    })
    .where(eq(users.id, userId))
    .returning({ tier: users.progressionTier, gamesWon: users.gamesWon });
  // A completed tier resets the count of games won: the tier left behind is the one before the new one.
  return row && row.gamesWon === 0 ? row.tier - 1 : null;
}

/** The stored openskill ratings of these people (people with none are absent). */
export async function readRatings(
  db: Db,
  userIds: string[],
): Promise<Map<string, { mu: number; sigma: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: playerStats.userId, mu: playerStats.ratingMu, sigma: playerStats.ratingSigma })
    .from(playerStats)
    .where(inArray(playerStats.userId, userIds));
  return new Map(rows.map((row) => [row.userId, { mu: row.mu, sigma: row.sigma }]));
}

export async function writeRating(
  tx: Db,
  userId: string,
  next: { mu: number; sigma: number },
): Promise<void> {
  await tx
    .update(playerStats)
    .set({ ratingMu: next.mu, ratingSigma: next.sigma })
    .where(eq(playerStats.userId, userId));
}
