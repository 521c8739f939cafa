/**
 * When the server acts on a table next, for every game: a bot (or an away person's seat) after a human-like
 * delay, a person after the turn timer; the game adds its own pause before a turn (a finished trick or hand).
 */
import type { Config } from '../config.js';
import type { AnyServerGame, PacingConfig } from './registry.js';
import type { GameRecord } from './repository.js';

/** Spec §4: the game start pause is 500 ms. */
export const START_PAUSE_MS = 500;

export function botDelay(config: Pick<Config, 'BOT_MIN_DELAY_MS' | 'BOT_MAX_DELAY_MS'>): number {
  const spread = Math.max(0, config.BOT_MAX_DELAY_MS - config.BOT_MIN_DELAY_MS);
  return config.BOT_MIN_DELAY_MS + Math.floor(Math.random() * (spread + 1));
}

/** True when the seat to act is played by the server: a bot, a person who left, or one disconnected. */
export function isServerPlayed(record: GameRecord, seat: number): boolean {
  const row = record.seats.find((candidate) => candidate.seat === seat);
  return !row || row.isBot || row.away;
}

/**
 * The next turn's deadline after `previous` → `next` (previous null: the deal); null once finished. A move
 * by a seat not to act that leaves the same turn running (the game's `turnContinues`: Spades' see before
 * one's turn) keeps the table's current deadline, so the seat to act gets no fresh timer from it.
 */
export function nextDeadline(
  config: PacingConfig,
  game: AnyServerGame,
  record: GameRecord,
  previous: unknown,
  next: unknown,
  now = Date.now(),
): Date | null {
  const seat = game.engine.toAct(next);
  if (seat === null) return null;
  const running = record.game.deadlineAt;
  if (previous !== null && running && game.engine.turnContinues?.(previous, next)) return running;
  const pause = previous === null ? START_PAUSE_MS : game.pauseBefore(config, previous, next);
  const wait = isServerPlayed(record, seat) ? botDelay(config) : config.TURN_SECONDS * 1000;
  return new Date(now + pause + wait);
}

/**
 * The first deal of a full table, from the server seed committed when the table opened and the client seed
 * and shuffle version set at the deal (client-seeds.ts dealSeeds).
 */
export function startState(
  config: PacingConfig,
  game: AnyServerGame,
  record: GameRecord,
  options?: unknown,
): { state: unknown; deadlineAt: Date | null } {
  const row = record.game;
  const state = game.engine.create({
    mode: row.gameMode,
    seed: { serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: 0, version: row.shuffleVersion },
    seatCount: record.seats.length,
    singleHand: row.singleHand,
    turnSeconds: config.TURN_SECONDS,
    ...(options === undefined ? {} : { options }),
  });
  return { state, deadlineAt: nextDeadline(config, game, record, null, state) };
}
