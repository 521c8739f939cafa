/**
 * The games.state column: the engine state with the version of its shape, the game it belongs to and what the
 * game's server module keeps beside it, `{ v, game, state, extra }`. It is parsed through the game's module
 * on every load; a state that cannot be read is an INVALID_GAME_DATA error (logged with the reason), never a
 * crash and never a state the engine was not written for.
 */
import { AppError } from '../http/errors.js';
import type { AnyServerGame, StoredTable, Table } from './registry.js';
import type { GameRecord } from './repository.js';

/** JSON a game's server module stores beside the engine state. */
export type TableExtra = Record<string, unknown>;

export class UnreadableStateError extends AppError {
  constructor(
    readonly gameId: string,
    readonly reason: string,
  ) {
    super('INVALID_GAME_DATA');
  }
}

/** What a commit writes to games.state. */
export function storedState(game: AnyServerGame, state: unknown, extra: TableExtra = {}): StoredTable {
  return {
    v: game.engine.stateVersion,
    game: game.engine.map,
    state,
    ...(Object.keys(extra).length > 0 ? { extra } : {}),
  };
}

function envelopeOf(game: AnyServerGame, stored: unknown): StoredTable | null {
  if (typeof stored === 'object' && stored !== null && 'v' in stored && 'state' in stored)
    return stored as StoredTable;
  return game.upgrade?.(stored) ?? null;
}

/** The table of a record, its state parsed by the game's module (null before the deal). */
export function readTable(game: AnyServerGame, record: GameRecord): Table<unknown> {
  const stored = record.game.state;
  if (stored === null || stored === undefined) return { record, state: null, extra: {} };
  const fail = (reason: string): never => {
    throw new UnreadableStateError(record.game.id, reason);
  };
  const envelope = envelopeOf(game, stored) ?? fail('not a stored game state');
  if (envelope.game !== game.engine.map) fail(`state of ${envelope.game}, table of ${game.engine.map}`);
  if (envelope.v !== game.engine.stateVersion)
    fail(`state version ${envelope.v}; this server reads ${game.engine.stateVersion}`);
  let state: unknown;
  try {
    state = game.engine.parseState(envelope.state);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  return { record, state, extra: envelope.extra ?? {} };
}
