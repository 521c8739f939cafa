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
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import { type RankedRow, rankedRows } from './leaderboard-repository.js';
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

export async function leaderboard(
  db: Db,
  userId: string,
  query: { map: GameMap; scope: LeaderboardScope },
  now = new Date(),
): Promise<LeaderboardData> {
  const rows = await rankedRows(db, query.map, periodStart(query.scope, now), userId, LEADERBOARD_SIZE);
  const entry = (row: RankedRow) => ({
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
