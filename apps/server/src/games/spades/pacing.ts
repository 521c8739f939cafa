/**
 * When the server acts on a spades table next: a bot (or an away player's seat) after a human-like delay, a
 * person after the turn timer; a finished trick and a finished hand add a pause so people can see them.
 */
import { newSpadesGame, type SpadesState } from '@cardroom/engine';
import type { Config } from '../../config.js';
import type { GameRecord } from '../repository.js';

/** Spec §4: the game start pause is 500 ms. */
export const START_PAUSE_MS = 500;

type PacingConfig = Pick<
  Config,
  'BOT_MIN_DELAY_MS' | 'BOT_MAX_DELAY_MS' | 'TRICK_PAUSE_MS' | 'HAND_PAUSE_MS' | 'TURN_SECONDS'
>;

export function botDelay(config: PacingConfig): number {
  const spread = Math.max(0, config.BOT_MAX_DELAY_MS - config.BOT_MIN_DELAY_MS);
  return config.BOT_MIN_DELAY_MS + Math.floor(Math.random() * (spread + 1));
}

/** True when the seat to act is played by the server: a bot, a person who left, or one disconnected. */
export function isServerPlayed(record: GameRecord, seat: number): boolean {
  const row = record.seats.find((candidate) => candidate.seat === seat);
  return !row || row.isBot || row.away;
}

export function nextDeadline(
  config: PacingConfig,
  record: GameRecord,
  previous: SpadesState | null,
  next: SpadesState,
  now = Date.now(),
): Date | null {
  if (next.phase === 'finished') return null;
  let pause = previous ? 0 : START_PAUSE_MS;
  if (previous && next.hand !== previous.hand) pause = config.HAND_PAUSE_MS;
  else if (previous && next.trick.length === 0 && previous.trick.length > 0) pause = config.TRICK_PAUSE_MS;
  const wait = isServerPlayed(record, next.turn) ? botDelay(config) : config.TURN_SECONDS * 1000;
  return new Date(now + pause + wait);
}

/** The first deal of a full table, from the seed committed when the table opened. */
export function startState(
  config: PacingConfig,
  record: GameRecord,
): { state: SpadesState; deadlineAt: Date | null } {
  const { game } = record;
  const state = newSpadesGame({
    mode: game.gameMode as SpadesState['mode'],
    seed: { serverSeed: game.serverSeed, clientSeed: game.clientSeed, nonce: 0 },
    settings: { singleHand: game.singleHand, turnSeconds: config.TURN_SECONDS },
  });
  return { state, deadlineAt: nextDeadline(config, record, null, state) };
}
