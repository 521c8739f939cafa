/**
 * GET /game/leaderboard?map&scope: people ranked by wins of one game in a period (game_results), ties going
 * to fewer games played, then to the earlier first win. One query: a GROUP BY for the counts and a window
 * for the ranks; guests are left out. A deleted account has no row any more (users/deletion.ts) and its
 * results went with it, so the inner join alone keeps it out; users.deleted_at is never set and not read.
 */
import {
  API_CALLS,
  type GameMap,
  type LeaderboardData,
  type LeaderboardScope,
  shownAvatar,
} from '@cardroom/protocol';
import { and, eq, gte, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { GUEST_ROLE } from '../auth/accounts.js';
import type { Db } from '../db/client.js';
import { gameResults, users } from '../db/schema.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import type { GamesRuntime } from './runtime.js';

export const LEADERBOARD_SIZE = 50;

/** When a scope's period began (UTC): today, this week from Monday, this month; null for all time. */
export function periodStart(scope: LeaderboardScope, now: Date): Date | null {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  switch (scope) {
    case 'daily':
      return new Date(Date.UTC(year, month, day));
    case 'weekly':
      return new Date(Date.UTC(year, month, day - ((now.getUTCDay() + 6) % 7)));
    case 'monthly':
      return new Date(Date.UTC(year, month, 1));
    case 'all':
      return null;
  }
}

function rankedPlayers(db: Db, map: GameMap, since: Date | null) {
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

export async function leaderboard(
  db: Db,
  userId: string,
  query: { map: GameMap; scope: LeaderboardScope },
  now = new Date(),
): Promise<LeaderboardData> {
  const { totals, ranked } = rankedPlayers(db, query.map, periodStart(query.scope, now));
  const rows = await db
    .with(totals, ranked)
    .select()
    .from(ranked)
    .where(or(lte(ranked.rank, LEADERBOARD_SIZE), eq(ranked.userId, userId)))
    .orderBy(ranked.rank);
  const entry = (row: (typeof rows)[number]) => ({
    rank: row.rank,
    user_id: row.userId,
    username: row.username,
    avatar: shownAvatar(row.avatar),
    score: row.score,
  });
  const mine = rows.find((row) => row.userId === userId);
  return {
    leaderboard: rows.filter((row) => row.rank <= LEADERBOARD_SIZE).map(entry),
    playerEntry: mine ? entry(mine) : null,
    position: mine?.rank ?? null,
    totalPlayers: rows[0]?.totalPlayers ?? 0,
  };
}

export function registerLeaderboardRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  registerCall(app, runtime.ctx, API_CALLS.gameLeaderboard, async ({ query, request }) => ({
    success: true as const,
    ...(await leaderboard(runtime.ctx.db, currentAuth(request).user.id, query)),
  }));
}
