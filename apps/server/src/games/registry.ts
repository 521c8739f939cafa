/**
 * The games this server hosts, keyed by `map`. Each entry is an engine module plus what the server needs to
 * run it through the one table runtime: the projection to the spec's GameData fields, its pacing, its own
 * routes (intents mapped to engine actions), its view schema and optional hooks (Spades' hand-end pause).
 * Nothing outside a game's own folder knows which games exist: tables, moves, settlement, realtime, the
 * scheduler and matchmaking ask the registry.
 */
import type { GameModule } from '@cardroom/engine';
import type { GameData, PlayerData } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import type { GameRecord, SeatRow } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import type { TableExtra } from './stored-state.js';

export type PacingConfig = Pick<
  Config,
  'BOT_MIN_DELAY_MS' | 'BOT_MAX_DELAY_MS' | 'TRICK_PAUSE_MS' | 'HAND_PAUSE_MS' | 'TURN_SECONDS'
>;

/** A loaded table: its rows, the engine state parsed from them (null before the deal) and the game's extra. */
export interface Table<S> {
  record: GameRecord;
  state: S | null;
  /** What the game's server module keeps beside the engine state (Spades: the hand-end pause). */
  extra: TableExtra;
}

/** GameData fields only the game can fill; the runtime adds the table's own (ids, seats, fairness, …). */
export type GameFields = Pick<
  GameData,
  'round' | 'spadePlayed' | 'teams' | 'currentTrick' | 'handPauseUntil' | 'score' | 'view'
>;

/** A stored state as the runtime writes it (stored-state.ts). */
export interface StoredTable {
  v: number;
  game: string;
  state: unknown;
  extra?: TableExtra;
}

export interface TableHooks<S> {
  /** What a committed move stores beside the state, and the deadline it sets instead of the next turn's. */
  afterMove?(
    config: PacingConfig,
    table: Table<S>,
    previous: S,
    next: S,
  ): { extra: TableExtra; deadlineAt: Date } | null;
  /** A due deadline or a presence change on a playing table: true when the hook dealt with it. */
  onDue?(runtime: GamesRuntime, table: Table<S>): Promise<boolean>;
  /** True while no turn clock runs (a pause): no turnDeadline is shown and a leaver's bot keeps the pause. */
  clockHeld?(table: Table<S>): boolean;
  /**
   * In the transaction that settles the game (its final state and payouts): what the game keeps of its own
   * about a finished table (Klondike: statistics, a contest entry's result).
   */
  onSettled?(tx: Db, record: GameRecord, final: S): Promise<void>;
  /** A person closed the score dialog of `hand` (`game:hand-ack`). */
  handAck?(runtime: GamesRuntime, userId: string, ack: { game_id: string; hand: number }): Promise<void>;
}

export interface ServerGame<S, A, V> {
  engine: GameModule<S, A, V>;
  /** The view on the wire (the protocol's for real games; a test-only game brings its own). */
  viewSchema: ZodType;
  /** Display names of the modes (prize pools' names). */
  modeNames: Readonly<Record<string, string>>;
  /** Whether prize pools are offered for this game. */
  prizePools: boolean;
  /**
   * Tables never take an entry, whichever call opens them (Klondike's free play: no coins; a win pays twice an
   * entry the house never staked for a one-seat table).
   */
  freeOnly?: boolean;
  /** GameData's game fields for a seat's view (view null: not dealt yet, or a viewer with no seat). */
  project(table: Table<S>, view: V | null, viewerSeat: number | null): GameFields;
  /** One seat's PlayerData; its hidden cards only when `viewerSeat` is that seat. */
  player(table: Table<S>, seat: SeatRow, view: V | null, viewerSeat: number | null): PlayerData;
  /** What a viewer with no seat sees (listings): no hidden cards at all. */
  publicView(state: S): V;
  /**
   * The view without the server seed, for a table whose seed is sealed: its deal is shared with others who may
   * still be playing it (a Klondike contest or daily deal), so even a finished seat must not learn it.
   */
  sealedView(view: V): V;
  /** The pause before the next turn after `previous` → `next` (a finished trick or hand), in ms. */
  pauseBefore(config: PacingConfig, previous: S, next: S): number;
  hooks?: TableHooks<S>;
  /** The game's own calls (its moves and loads): intents mapped to engine actions, then moves.ts. */
  routes?(app: FastifyInstance, runtime: GamesRuntime): void;
  /** Reads a stored state written before states carried a version (null: not one of this game's). */
  upgrade?(stored: unknown): StoredTable | null;
}

/**
 * Any game: the registry holds games of unrelated state, action and view types, which the runtime only
 * passes from one of the game's functions to another (method parameters are bivariant, so each game fits).
 */
export type AnyServerGame = ServerGame<unknown, unknown, unknown>;

/** The seats a table deals in: its own count (a dominoes table of 2 or 3), else the game's maximum. */
export function seatCountOf(game: AnyServerGame, row: { seatCount: number | null }): number {
  return row.seatCount ?? game.engine.seats.max;
}

export interface GameRegistry {
  /** The game of `map`; NOT_AVAILABLE when this server does not host it. */
  get(map: string): AnyServerGame;
  has(map: string): boolean;
  all(): AnyServerGame[];
}

export function createRegistry(games: readonly AnyServerGame[]): GameRegistry {
  const byMap = new Map(games.map((game) => [game.engine.map, game]));
  if (byMap.size !== games.length) throw new Error('two games registered under one map');
  return {
    get(map) {
      const game = byMap.get(map);
      if (!game) throw new AppError('NOT_AVAILABLE', 'This game is not available yet.');
      return game;
    },
    has: (map) => byMap.has(map),
    all: () => [...byMap.values()],
  };
}
