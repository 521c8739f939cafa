/**
 * A game's replay from the moves log: the deal made again from the game's seeds (the same startState the
 * table began with), then every logged move's actions through the game's engine, in version order. Bug
 * reports and a replay viewer read a hand this way; tests check that it reaches the live table's state.
 */
import { startState } from './pacing.js';
import type { GameRegistry } from './registry.js';
import type { GameRecord, LoggedMove } from './repository.js';
import { listMoves } from './repository.js';
import type { GamesRuntime } from './runtime.js';

export interface GameReplay {
  /** The state the deal made. */
  initial: unknown;
  moves: LoggedMove[];
  /** After every logged move. */
  final: unknown;
}

/** Replays `moves` from the deal of `record`'s game; throws when a logged move does not apply. */
export function replayMoves(
  config: GamesRuntime['ctx']['config'],
  games: GameRegistry,
  record: GameRecord,
  moves: LoggedMove[],
): GameReplay {
  const game = games.get(record.game.map);
  const { state: initial } = startState(config, game, record);
  let state = initial;
  for (const move of moves)
    for (const action of move.actions) {
      const result = game.engine.apply(state, action);
      if (!result.ok) throw new Error(`logged move ${move.version} does not replay: ${result.error.code}`);
      state = result.state;
    }
  return { initial, moves, final: state };
}

/** The replay of a started game, from its logged moves. */
export async function replayGame(runtime: GamesRuntime, record: GameRecord): Promise<GameReplay> {
  const moves = await listMoves(runtime.ctx.db, record.game.id);
  return replayMoves(runtime.ctx.config, runtime.games, record, moves);
}
