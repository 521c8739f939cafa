/**
 * GET /game/replay?game_id: a finished game's replay for bug reports and the fair page's viewer — the seeds
 * (revealed with the result), the seats, and every move of the log in order (moves-log.ts replays the same
 * rows through the engine). Any signed-in caller may ask, guests included, as the fair page is public; a
 * game still in play is refused before its log is read, because the log shows every hand.
 */

import type { DominoesState, KlondikeState } from '@cardroom/engine';
import { API_CALLS, type GameReplay, gameReplaySchema, REPLAY_MAPS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../http/errors.js';
import { registerCall } from '../http/register-call.js';
import { fairnessOf } from './client-seeds.js';
import { loadTable } from './projection.js';
import { type GameRecord, listMoves, loadRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';

export async function gameReplay(runtime: GamesRuntime, gameId: string): Promise<GameReplay> {
  const { db } = runtime.ctx;
  const record = await loadRecord(db, gameId);
  if (!record) throw new AppError('GAME_NOT_FOUND');
  // Abandoned games end without the reveal (their server seed stays secret), so only 'finished' opens.
  // A contest's table stays closed until the contest is over: its log is the deal every entrant plays.
  if (record.game.status !== 'finished' || record.game.seedSealed) throw new AppError('GAME_NOT_FINISHED');
  if (!(REPLAY_MAPS as readonly string[]).includes(record.game.map)) throw new AppError('NOT_AVAILABLE');
  const moves = await listMoves(db, gameId);
  // Parsed, not cast: a log row the protocol cannot name fails here as a server error, never goes out raw.
  return gameReplaySchema.parse({
    game_id: record.game.id,
    map: record.game.map,
    game_mode: record.game.gameMode,
    fairness: fairnessOf(record, true),
    seats: record.seats.map((seat) => ({ seat: seat.seat, username: seat.username, bot: seat.isBot })),
    moves: moves.map((move) => ({ version: move.version, actions: move.actions })),
    ...mapFields(runtime, record),
  });
}

/**
 * What a map's replay needs beside the seeds and the log: a solitaire deal's rules (draw, scoring, pass
 * limit) and a dominoes table's (target, one hand or to the target) were chosen at the table and live only in
 * its state, and the actions replay differently under others.
 */
function mapFields(runtime: GamesRuntime, record: GameRecord): Record<string, unknown> {
  if (record.game.map !== 'solitaire' && record.game.map !== 'dominoes') return {};
  const state = loadTable(runtime.games, record).table.state as KlondikeState | DominoesState | null;
  return { settings: state?.settings };
}

export function registerReplayRoutes(app: FastifyInstance, runtime: GamesRuntime): void {
  registerCall(app, runtime.ctx, API_CALLS.gameReplay, async ({ query }) => ({
    success: true as const,
    replay: await gameReplay(runtime, query.game_id),
  }));
}
