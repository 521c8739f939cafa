/**
 * A finished game's replay (GET /game/replay): the seeds that made its deals (the fairness GameData shows
 * once revealed), who sat where, and every accepted move from the moves log in order — enough to deal again
 * and apply every action through the engine. One schema per game, told apart by `map` like the views:
 * Spades, Klondike and Dominoes. Only finished games are replayed: the log of a game in play would show every
 * hand.
 */
import { DOMINOES_MODES, SPADES_MODES } from '@cardroom/engine';
import { z } from 'zod';
import { fairnessSchema } from './game-entities.js';
import { idSchema } from './validation.js';
import { dominoesViewSchema } from './views/dominoes.js';
import { dominoesActionSchema } from './views/dominoes-actions.js';
import { klondikeViewSchema } from './views/klondike.js';
import { klondikeActionSchema } from './views/klondike-actions.js';
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

/**
 * A solitaire deal's replay: `settings` (draw, scoring, ranked, pass limit, timed) are the table's rules from
 * its stored state — the seeds alone re-deal the cards, but not the rules the actions were played under.
 */
export const klondikeReplaySchema = z.object({
  map: z.literal('solitaire'),
  game_mode: z.literal('classic'),
  ...replayBase,
  settings: klondikeViewSchema.shape.settings,
  moves: movesOf(klondikeActionSchema),
});

/**
 * A dominoes game's replay: `settings` (target, one hand or to the target, turn seconds) from its stored state,
 * as the engine deals with them; the seats' count is the table's (2 to 4), every hand of the game re-dealt
 * from the seeds as it was played.
 */
export const dominoesReplaySchema = z.object({
  map: z.literal('dominoes'),
  game_mode: z.enum(DOMINOES_MODES),
  ...replayBase,
  settings: dominoesViewSchema.shape.settings,
  moves: movesOf(dominoesActionSchema),
});

export const gameReplaySchema = z.discriminatedUnion('map', [
  spadesReplaySchema,
  klondikeReplaySchema,
  dominoesReplaySchema,
]);
export type GameReplay = z.output<typeof gameReplaySchema>;
export type SpadesReplay = z.output<typeof spadesReplaySchema>;
export type KlondikeReplay = z.output<typeof klondikeReplaySchema>;
export type DominoesReplay = z.output<typeof dominoesReplaySchema>;

/** The maps whose games have a replay schema (the server answers NOT_AVAILABLE for the others). */
export const REPLAY_MAPS = gameReplaySchema.options.map((option) => option.shape.map.value);
