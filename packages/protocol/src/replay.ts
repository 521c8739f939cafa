/**
 * A finished game's replay (GET /game/replay): the seeds that made its deals (the fairness GameData shows
 * once revealed), who sat where, and every accepted move from the moves log in order — enough to deal again
 * and apply every action through the engine. One schema per game, told apart by `map` like the views, so
 * Klondike and Dominoes add theirs beside Spades. Only finished games are replayed: the log of a game in
 * play would show every hand.
 */
import { SPADES_MODES } from '@cardroom/engine';
import { z } from 'zod';
import { fairnessSchema } from './game-entities.js';
import { idSchema } from './validation.js';
import { spadesActionSchema } from './views/spades-actions.js';

export const replaySeatSchema = z.object({
  seat: z.number().int().nonnegative(),
  /** The name shown at the table when the game ended (a bot's name for a seat a bot took over). */
  username: z.string(),
  bot: z.boolean(),
});

/** One accepted move: the row version it made and the engine actions it applied (auto moves included). */
const movesOf = <A extends z.ZodType>(action: A) =>
  z.array(z.object({ version: z.number().int().positive(), actions: z.array(action) }));

const replayBase = {
  game_id: idSchema,
  fairness: fairnessSchema,
  seats: z.array(replaySeatSchema),
};

export const spadesReplaySchema = z.object({
  map: z.literal('spades'),
  game_mode: z.enum(SPADES_MODES),
  ...replayBase,
  moves: movesOf(spadesActionSchema),
});

export const gameReplaySchema = z.discriminatedUnion('map', [spadesReplaySchema]);
export type GameReplay = z.output<typeof gameReplaySchema>;
export type SpadesReplay = z.output<typeof spadesReplaySchema>;

/** The maps whose games have a replay schema (the server answers NOT_AVAILABLE for the others). */
export const REPLAY_MAPS = gameReplaySchema.options.map((option) => option.shape.map.value);
