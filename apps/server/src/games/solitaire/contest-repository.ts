/** SQL of Klondike contests, the daily deal and solitaire statistics (contests.ts decides what to write). */
import { and, asc, desc, eq, gt, inArray, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { games, solitaireContests, solitaireEntries, solitaireStats } from '../../db/schema.js';

export type ContestRow = typeof solitaireContests.$inferSelect;
export type NewContest = typeof solitaireContests.$inferInsert;
export type EntryRow = typeof solitaireEntries.$inferSelect;
export type NewEntry = typeof solitaireEntries.$inferInsert;
export type StatsRow = typeof solitaireStats.$inferSelect;

/** The oldest open contest of this draw, size and entry currency the user has not entered, locked for the join. */
export async function lockOpenContest(
  tx: Db,
  query: { draw: number; seats: number; currency: string; userId: string; now: Date },
): Promise<ContestRow | undefined> {
  const [row] = await tx
    .select()
    .from(solitaireContests)
    .where(
      and(
        eq(solitaireContests.status, 'open'),
        eq(solitaireContests.kind, 'contest'),
        eq(solitaireContests.draw, query.draw),
        eq(solitaireContests.seats, query.seats),
        eq(solitaireContests.entryCurrency, query.currency),
        gt(solitaireContests.closesAt, query.now),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(solitaireEntries)
            .where(
              and(
                eq(solitaireEntries.contestId, solitaireContests.id),
                eq(solitaireEntries.userId, query.userId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(solitaireContests.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

export async function lockContest(tx: Db, id: string): Promise<ContestRow | undefined> {
  const [row] = await tx.select().from(solitaireContests).where(eq(solitaireContests.id, id)).for('update');
  return row;
}

export async function loadContest(db: Db, id: string): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(solitaireContests).where(eq(solitaireContests.id, id));
  return row;
}

export async function dailyContestOf(db: Db, dealDate: string): Promise<ContestRow | undefined> {
  const [row] = await db.select().from(solitaireContests).where(eq(solitaireContests.dealDate, dealDate));
  return row;
}

/** Inserts a contest; undefined when the daily deal of that day was made meanwhile by another request. */
export async function insertContest(tx: Db, row: NewContest): Promise<ContestRow | undefined> {
  const [inserted] = await tx.insert(solitaireContests).values(row).onConflictDoNothing().returning();
  return inserted;
}

export async function updateContest(tx: Db, id: string, patch: Partial<NewContest>): Promise<void> {
  await tx.update(solitaireContests).set(patch).where(eq(solitaireContests.id, id));
}

export async function insertEntry(tx: Db, row: NewEntry): Promise<EntryRow> {
  const [inserted] = await tx.insert(solitaireEntries).values(row).returning();
  if (!inserted) throw new Error('entry not inserted');
  return inserted;
}

export async function updateEntry(tx: Db, id: string, patch: Partial<NewEntry>): Promise<void> {
  await tx.update(solitaireEntries).set(patch).where(eq(solitaireEntries.id, id));
}

export async function entriesOf(db: Db, contestId: string): Promise<EntryRow[]> {
  return db
    .select()
    .from(solitaireEntries)
    .where(eq(solitaireEntries.contestId, contestId))
    .orderBy(asc(solitaireEntries.createdAt), asc(solitaireEntries.id));
}

export async function entryOfGame(db: Db, gameId: string): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(solitaireEntries).where(eq(solitaireEntries.gameId, gameId));
  return row;
}

/** The game status of every entry of a contest still marked playing (an abandoned table ended unfinished). */
export async function playingGamesOf(db: Db, contestId: string) {
  return db
    .select({ entry: solitaireEntries, gameStatus: games.status })
    .from(solitaireEntries)
    .innerJoin(games, eq(games.id, solitaireEntries.gameId))
    .where(and(eq(solitaireEntries.contestId, contestId), eq(solitaireEntries.status, 'playing')));
}

/** The contest's tables reveal their server seed from now on. */
export async function unsealGames(tx: Db, contestId: string): Promise<void> {
  await tx
    .update(games)
    .set({ seedSealed: false })
    .where(
      inArray(
        games.id,
        tx
          .select({ id: solitaireEntries.gameId })
          .from(solitaireEntries)
          .where(eq(solitaireEntries.contestId, contestId)),
      ),
    );
}

/** Contests that need the sweep: open past their closing time, or closed past the time to finish. */
export async function contestsDue(db: Db, now: Date, finishMs: number): Promise<ContestRow[]> {
  return db
    .select()
    .from(solitaireContests)
    .where(
      or(
        and(eq(solitaireContests.status, 'open'), lte(solitaireContests.closesAt, now)),
        and(
          eq(solitaireContests.status, 'closed'),
          lte(solitaireContests.closesAt, new Date(now.getTime() - finishMs)),
        ),
      ),
    )
    .limit(100);
}

export async function openContestsFor(db: Db, userId: string, now: Date): Promise<ContestRow[]> {
  return db
    .select()
    .from(solitaireContests)
    .where(
      and(
        eq(solitaireContests.status, 'open'),
        eq(solitaireContests.kind, 'contest'),
        gt(solitaireContests.closesAt, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(solitaireEntries)
            .where(
              and(eq(solitaireEntries.contestId, solitaireContests.id), eq(solitaireEntries.userId, userId)),
            ),
        ),
      ),
    )
    .orderBy(asc(solitaireContests.createdAt))
    .limit(20);
}

export async function contestsOf(db: Db, userId: string, limit: number): Promise<ContestRow[]> {
  const rows = await db
    .select({ contest: solitaireContests })
    .from(solitaireEntries)
    .innerJoin(solitaireContests, eq(solitaireContests.id, solitaireEntries.contestId))
    .where(and(eq(solitaireEntries.userId, userId), eq(solitaireContests.kind, 'contest')))
    .orderBy(desc(solitaireEntries.createdAt))
    .limit(limit);
  return rows.map((row) => row.contest);
}

export async function entrantCounts(db: Db, contestIds: string[]): Promise<Map<string, number>> {
  if (contestIds.length === 0) return new Map();
  const rows = await db
    .select({ contestId: solitaireEntries.contestId, count: sql<number>`count(*)::int` })
    .from(solitaireEntries)
    .where(inArray(solitaireEntries.contestId, contestIds))
    .groupBy(solitaireEntries.contestId);
  return new Map(rows.map((row) => [row.contestId, Number(row.count)]));
}

/** One finished solitaire game in the person's statistics (a streak counts consecutive wins). */
export async function countFinishedGame(
  tx: Db,
  userId: string,
  game: { won: boolean; standardScore: number | null; seconds: number },
): Promise<void> {
  await tx.insert(solitaireStats).values({ userId }).onConflictDoNothing({ target: solitaireStats.userId });
  const won = game.won ? 1 : 0;
  const streak = game.won ? sql`${solitaireStats.currentStreak} + 1` : sql`0`;
  await tx
    .update(solitaireStats)
    .set({
      played: sql`${solitaireStats.played} + 1`,
      won: sql`${solitaireStats.won} + ${won}`,
      ...(game.standardScore === null
        ? {}
        : { bestScore: sql`greatest(${solitaireStats.bestScore}, ${game.standardScore})` }),
      ...(game.won ? { bestSeconds: sql`least(${solitaireStats.bestSeconds}, ${game.seconds})` } : {}),
      currentStreak: streak,
      bestStreak: sql`greatest(${solitaireStats.bestStreak}, ${streak})`,
    })
    .where(eq(solitaireStats.userId, userId));
}

export async function statsOf(db: Db, userId: string): Promise<StatsRow | undefined> {
  const [row] = await db.select().from(solitaireStats).where(eq(solitaireStats.userId, userId));
  return row;
}

/** Contests entered and won (every currency), and the coins won (coin and token contests). */
export async function contestTotalsOf(db: Db, userId: string) {
  const [row] = await db
    .select({
      entered: sql<number>`count(*)::int`,
      won: sql<number>`(count(*) filter (where ${solitaireEntries.place} = 1 and ${solitaireEntries.payout} > 0))::int`,
      // Coins only: a cash contest's prizes are cash cents and never count among coin winnings.
      winnings: sql<number>`coalesce(sum(${solitaireEntries.payout}) filter (where ${solitaireContests.entryCurrency} <> 'cash'), 0)::int`,
    })
    .from(solitaireEntries)
    .innerJoin(solitaireContests, eq(solitaireContests.id, solitaireEntries.contestId))
    .where(and(eq(solitaireEntries.userId, userId), eq(solitaireContests.kind, 'contest')));
  return {
    entered: Number(row?.entered ?? 0),
    won: Number(row?.won ?? 0),
    winnings: Number(row?.winnings ?? 0),
  };
}
