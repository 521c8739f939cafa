/**
 * Every game's seat view on the wire, one zod schema per game, told apart by `game` and versioned by
 * `viewVersion` (tldraw's protocol is the model). GameData.view is `gameViewSchema`, so the reply allow-list
 * covers the view: a field no game's schema names never leaves the server. A new game adds its schema here
 * (Klondike followed Spades, then Dominoes).
 */
import { z } from 'zod';
import type { GameMap } from '../game-entities.js';
import { dominoesViewSchema } from './dominoes.js';
import { klondikeViewSchema } from './klondike.js';
import { spadesViewSchema } from './spades.js';

export * from './dominoes.js';
export * from './dominoes-actions.js';
export * from './klondike.js';
export * from './klondike-actions.js';
export * from './spades.js';
export * from './spades-actions.js';

export const gameViewSchema = z.discriminatedUnion('game', [
  spadesViewSchema,
  klondikeViewSchema,
  dominoesViewSchema,
]);
export type GameView = z.output<typeof gameViewSchema>;

/** The view schema of each map whose game is played through a view (the server registry reads it). */
export const VIEW_SCHEMAS_BY_MAP = {
  spades: spadesViewSchema,
  solitaire: klondikeViewSchema,
  dominoes: dominoesViewSchema,
} as const satisfies Partial<Record<GameMap, z.ZodType>>;
