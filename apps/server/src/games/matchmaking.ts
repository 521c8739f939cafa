/**
 * /game/search: seat the caller at the open public table of their mode and tier whose people are rated
 * closest to them (ranked tables only within RANKED_RATING_WINDOW), or open a new one. Open tables are rows
 * in PostgreSQL, so every server process matches from the same queue.
 */
import type { GameMap, GameModeId, PlayTier } from '@cardroom/protocol';
import { AppError } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { seatCountOf } from './registry.js';
import { type GameRecord, listOpenTables } from './repository.js';
import { readRatings } from './results-repository.js';
import type { GamesRuntime } from './runtime.js';
import { displayRating } from './settlement.js';
import { joinTable, openTable } from './tables.js';

export const RANKED_RATING_WINDOW = 300;
const START_RATING = displayRating(25, 25 / 3);

async function ratingsOf(runtime: GamesRuntime, userIds: string[]): Promise<Map<string, number>> {
  const stored = await readRatings(runtime.ctx.db, userIds);
  return new Map([...stored].map(([userId, row]) => [userId, displayRating(row.mu, row.sigma)]));
}

function averageRating(record: GameRecord, ratings: Map<string, number>): number {
  const people = record.seats.flatMap((seat) => (seat.userId && !seat.isBot ? [seat.userId] : []));
  if (people.length === 0) return START_RATING;
  return people.reduce((sum, id) => sum + (ratings.get(id) ?? START_RATING), 0) / people.length;
}

export async function findMatch(
  runtime: GamesRuntime,
  user: UserRow,
  search: {
    map: GameMap;
    game_mode: GameModeId;
    tier: PlayTier;
    clientSeed?: string | undefined;
    /** A dominoes table's seats; only open tables of that many seats are matched. */
    seats?: number | undefined;
  },
): Promise<GameRecord> {
  const tables = await listOpenTables(runtime.ctx.db, {
    map: search.map,
    gameMode: search.game_mode,
    tier: search.tier,
    type: 'vs',
  });
  const seatedIds = tables.flatMap((table) =>
    table.seats.flatMap((seat) => (seat.userId ? [seat.userId] : [])),
  );
  const ratings = await ratingsOf(runtime, [...seatedIds, user.id]);
  const mine = ratings.get(user.id) ?? START_RATING;
  const game = runtime.games.get(search.map);
  const seats = search.seats ?? game.engine.seats.max;
  const candidates = tables
    .filter((table) => seatCountOf(game, table.game) === seats)
    .filter((table) => table.seats.length < seats && !table.seats.some((seat) => seat.userId === user.id))
    .map((table) => ({ table, distance: Math.abs(averageRating(table, ratings) - mine) }))
    .filter(({ distance }) => search.tier !== 'ranked' || distance <= RANKED_RATING_WINDOW)
    .sort((a, b) => a.distance - b.distance);
  for (const { table } of candidates) {
    try {
      return await joinTable(runtime, user, table.game.id, search.clientSeed);
    } catch (error) {
      // Someone else took the last seat or the table started between listing and joining: try the next.
      if (error instanceof AppError && (error.code === 'GAME_FULL' || error.code === 'GAME_ALREADY_STARTED'))
        continue;
      throw error;
    }
  }
  return openTable(runtime, user, {
    type: 'vs',
    map: search.map,
    gameMode: search.game_mode,
    tier: search.tier,
    ...(search.clientSeed ? { clientSeed: search.clientSeed } : {}),
    ...(search.seats === undefined ? {} : { seats: search.seats }),
  });
}
