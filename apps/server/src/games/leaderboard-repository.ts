/** SQL of the leaderboard: one query, a GROUP BY for the counts and a window for the ranks (leaderboard.ts). */
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import { GUEST_ROLE } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { gameResults, users } from '../db/schema.js';

function rankedPlayers(db: Db, map: string, since: Date | null) {
  const wins = sql<number>`(count(*) filter (where ${gameResults.outcome} = 'win'))::int`;
  const played = sql<number>`count(*)::int`;
  const firstWin = sql<Date | null>`min(${gameResults.finishedAt}) filter (where ${gameResults.outcome} = 'win')`;
  const totals = db.$with('leaderboard_totals').as(
    db
      .select({
        userId: sql<string>`${gameResults.userId}`.as('user_id'),
        username: sql<string>`${users.username}`.as('username'),
        avatar: sql<string | null>`${users.avatar}`.as('avatar'),
        wins: wins.as('wins'),
        played: played.as('played'),
        firstWin: firstWin.as('first_win'),
      })
      .from(gameResults)
      .innerJoin(users, eq(users.id, gameResults.userId))
      .where(
        and(
          eq(gameResults.map, map),
          since ? gte(gameResults.finishedAt, since) : undefined,
          sql`not (${users.roles} @> array[${GUEST_ROLE}]::text[])`,
        ),
      )
      .groupBy(gameResults.userId, users.username, users.avatar),
  );
  const ranked = db.$with('leaderboard_ranks').as(
    db
      .select({
        userId: totals.userId,
        username: totals.username,
        avatar: totals.avatar,
        score: totals.wins,
        rank: sql<number>`(row_number() over (order by ${totals.wins} desc, ${totals.played} asc, ${totals.firstWin} asc nulls last, ${totals.userId} asc))::int`.as(
          'rank',
        ),
        totalPlayers: sql<number>`(count(*) over ())::int`.as('total_players'),
      })
      .from(totals),
  );
  return { totals, ranked };
}

export interface RankedRow {
  userId: string;
  username: string;
  avatar: string | null;
  score: number;
  rank: number;
  totalPlayers: number;
}

/** The first `size` ranks of `map` since `since` (null: all time), and the user's own row wherever it is. */
export async function rankedRows(
  db: Db,
  map: string,
  since: Date | null,
  userId: string,
  size: number,
): Promise<RankedRow[]> {
  const { totals, ranked } = rankedPlayers(db, map, since);
  return db
    .with(totals, ranked)
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, size), eq(ranked.userId, userId)))
    .orderBy(ranked.rank);
}
