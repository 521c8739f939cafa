/**
 * A game as one module behind a common interface (boardgame.io's `Game` is the model): everything the server
 * runtime needs to host a table of it, with no I/O. Spades is the first (spades/module.ts); a server runs
 * every game through the same table runtime by looking its module up by `map`.
 */
import type { FairSeed } from './fair.js';

export interface RuleError {
  code: string;
  message: string;
}

/** An action's result: the new state, or the rule it broke (errors as values, never exceptions). */
export type Applied<S> = { ok: true; state: S } | { ok: false; error: RuleError };

/** How a finished game ended, as settlement reads it. */
export interface Outcome {
  /** Seats of each side, by side index. */
  sides: number[][];
  /** Final score per side. */
  scores: number[];
  /** 1-based place per side; sides with equal places tied. */
  places: number[];
  /** True when the first place is shared. */
  draw: boolean;
}

export interface CreateInput {
  mode: string;
  seed: FairSeed;
  seatCount: number;
  /** One hand (or deal) decides the game: quick play, tutorials, prize pools. */
  singleHand: boolean;
  /** Seconds a person has per action (shown by the table; the server runs the clock). */
  turnSeconds?: number;
  /** The game's own table options (Klondike: draw, scoring, ranked, pass limit), read by its module. */
  options?: unknown;
}

export interface GameModule<S, A, V> {
  /** The key of the game in the registry and in `games.map`. */
  map: string;
  modes: readonly string[];
  seats: { min: number; max: number };
  create(input: CreateInput): S;
  apply(state: S, action: A): Applied<S>;
  legalActions(state: S, seat: number): A[];
  /** What one seat may see; hidden information is already stripped. */
  viewFor(state: S, seat: number): V;
  /** The bot's action for the seat whose view this is (that seat must be able to act). */
  botAction(view: V): A;
  /** What the server plays for a seat on its own (timeout, disconnection, a bot), computed from its views. */
  autoActions(state: S, seat: number): A[];
  /** A resent action the state already holds (a lost reply): answered with the state, not refused. */
  isAlreadyApplied(state: S, action: A): boolean;
  /**
   * A resend recognisable before applying (the client named the request, and the last accepted action came
   * from it): answered with the state even where applying again would succeed (a second draw).
   */
  isResend?(state: S, action: A): boolean;
  /** The seat whose turn it is; null when the game is finished. */
  toAct(state: S): number | null;
  /**
   * True when `previous` → `next` was a move by a seat other than the one to act, which stays to act (Spades:
   * a seat offered blind nil choosing to see its cards before its turn): that turn goes on, so its clock is
   * not restarted. Absent: every move starts a new turn.
   */
  turnContinues?(previous: S, next: S): boolean;
  /** Null until the game is finished. */
  outcome(state: S): Outcome | null;
  /**
   * The side `seat` plays for at a table of `seatCount` seats, and how many sides such a table has: a game
   * whose partnerships depend on the table's size (Dominoes: four seats of Tiles on Fire are two
   * partnerships, any other table each seat alone) needs the count.
   */
  sideOf(mode: string, seatCount: number, seat: number): number;
  sideCount(mode: string, seatCount: number): number;
  /** The version of the stored state shape this module writes and reads. */
  stateVersion: number;
  /** Reads a stored state; throws an Error saying what is wrong when it cannot. */
  parseState(stored: unknown): S;
}

/** Places from final scores, higher is better: equal scores share a place (1, 1, 3 …). */
export function placesByScore(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}
