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

interface ParsedTable {
  state: unknown;
  extra: TableExtra;
  /** The last replayed move's version (the snapshot's when none): the moves this parse covered. */
  through: number;
}

/**
 * Parsed tables by the game row they were read from: a row object is never changed after it is read or built
 * (commits make new ones), so the projection of every seat's view after a move parses the state once, and a
 * commit hands its new state over without a parse or a replay at all (rememberTable).
 */
const parsedTables = new WeakMap<GameRecord['game'], ParsedTable>();

function pendingMoves(record: GameRecord) {
  return (record.moves ?? []).filter((move) => move.version > record.game.snapshotVersion);
}

function coveredThrough(record: GameRecord, pending: readonly { version: number }[]): number {
  return pending.at(-1)?.version ?? record.game.snapshotVersion;
}

/** Records that `record` (built in memory after a commit) reads as `state` and `extra`. */
export function rememberTable(record: GameRecord, state: unknown, extra: TableExtra): void {
  parsedTables.set(record.game, { state, extra, through: coveredThrough(record, pendingMoves(record)) });
}

/**
 * The table of a record, its state parsed by the game's module (null before the deal): the snapshot in
 * games.state with the moves logged after it replayed through the game's engine (they were accepted by the
 * same engine, so a refusal here means the stored data is damaged: INVALID_GAME_DATA).
 */
export function readTable(game: AnyServerGame, record: GameRecord): Table<unknown> {
  const pending = pendingMoves(record);
  const through = coveredThrough(record, pending);
  const known = parsedTables.get(record.game);
  if (known && known.through === through) return { record, state: known.state, extra: known.extra };
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
  let extra = envelope.extra ?? {};
  for (const move of pending) {
    for (const action of move.actions) {
      const result = game.engine.apply(state, action);
      if (!result.ok) fail(`logged move ${move.version} refused on replay: ${result.error.code}`);
      else state = result.state;
    }
    extra = move.extra ?? {};
  }
  parsedTables.set(record.game, { state, extra, through });
  return { record, state, extra };
}
