/**
 * The Klondike seat view on the wire (map 'solitaire'): exactly the engine's KlondikeView (`klondikeView`,
 * face-down cards and the stock's order already reduced to counts) plus `viewVersion`, which the server adds.
 * Plain `z.object`s, so a field the engine (or a bug) adds — the stock, a column's face-down cards — never
 * reaches a client. views/klondike.test.ts pins this schema to the engine's type in both directions.
 *
 * Also the body of a move at a solitaire table: what the player asks for, without `atMs` (the server stamps
 * the time from its own clock) — the engine's actions, plus `autoComplete` (every remaining card to the
 * foundations at once, only when the engine says it can finish).
 */
import { type KlondikeView, SUITS } from '@cardroom/engine';
import { z } from 'zod';
import { cardCodeSchema } from './spades.js';

/** Bump when the view's shape changes in a way an older client cannot read; the client then reloads. */
export const KLONDIKE_VIEW_VERSION = 1;

const COLUMNS = 7;
const CARDS_PER_SUIT = 13;
/** At most 6 face-down cards (column 7) and a run from a king down to an ace on top. */
const MAX_DOWN = 6;
const MAX_UP = 13 + MAX_DOWN;

const count = z.number().int().nonnegative();

const settings = z.object({
  draw: z.literal([1, 3]),
  scoring: z.enum(['standard', 'vegas']),
  ranked: z.boolean(),
  maxPasses: count.nullable(),
  timed: z.boolean().optional(),
});

const fair = z.object({
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: count,
  shuffleVersion: z.number().int().positive(),
  /** Revealed only once the game is over. */
  serverSeed: z.string().nullable(),
});

const column = z.object({
  /** How many cards lie face down: their identities never leave the server. */
  down: count.max(MAX_DOWN),
  up: z.array(cardCodeSchema).max(MAX_UP),
});

const foundationCount = count.max(CARDS_PER_SUIT);

export const klondikeViewSchema = z.object({
  game: z.literal('klondike'),
  viewVersion: z.literal(KLONDIKE_VIEW_VERSION),
  seat: z.literal(0),
  settings,
  fair: fair.nullable(),
  tableau: z.array(column).length(COLUMNS),
  stockCount: count,
  wasteCount: count,
  /** The waste's visible cards, bottom to top (the last is playable): 1 in draw 1, up to 3 in draw 3. */
  wasteTop: z.array(cardCodeSchema).max(3),
  foundations: z.object({ S: foundationCount, H: foundationCount, C: foundationCount, D: foundationCount }),
  /** Standard scores never fall below 0; Vegas starts at -52. */
  score: z.number().int(),
  elapsedMs: z.number().nonnegative(),
  moves: count,
  hints: count,
  passes: z.object({ used: count, left: count.nullable() }),
  canUndo: z.boolean(),
  canAutoComplete: z.boolean(),
  status: z.enum(['playing', 'won', 'lost', 'resigned']),
  won: z.boolean(),
  finished: z.boolean(),
});

/** A Klondike view as the client receives it. */
export type KlondikeWireView = z.output<typeof klondikeViewSchema>;

/** The engine's view as the server sends it: stamped with the view version. */
export function klondikeViewOnWire(
  view: KlondikeView,
): KlondikeView & { viewVersion: typeof KLONDIKE_VIEW_VERSION } {
  return { ...view, viewVersion: KLONDIKE_VIEW_VERSION };
}

const tableauIndex = z.literal([0, 1, 2, 3, 4, 5, 6]);

export const klondikePileSchema = z.discriminatedUnion('pile', [
  z.strictObject({ pile: z.literal('waste') }),
  z.strictObject({ pile: z.literal('tableau'), index: tableauIndex }),
  z.strictObject({ pile: z.literal('foundation'), suit: z.enum(SUITS) }),
]);

/** What a player asks for at a solitaire table; the server stamps each action's time itself. */
export const klondikeIntentSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('draw') }),
  z.strictObject({ type: z.literal('recycle') }),
  z.strictObject({
    type: z.literal('move'),
    from: klondikePileSchema,
    to: klondikePileSchema,
    /** Cards moved: a run from a tableau column; otherwise 1. */
    count: z.number().int().min(1).max(CARDS_PER_SUIT).default(1),
  }),
  z.strictObject({ type: z.literal('undo') }),
  /** Shows a hint (the reply's `hint`); counted, and costs points at a ranked table. */
  z.strictObject({ type: z.literal('hint') }),
  z.strictObject({ type: z.literal('resign') }),
  /** Plays every remaining card to the foundations; refused unless the view's canAutoComplete is true. */
  z.strictObject({ type: z.literal('autoComplete') }),
]);
export type KlondikeIntent = z.output<typeof klondikeIntentSchema>;

/** A Klondike action without its time, as a hint suggests it (same shape as the move body's `action`). */
export const klondikeSuggestionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draw') }),
  z.object({ type: z.literal('recycle') }),
  z.object({
    type: z.literal('move'),
    from: klondikePileSchema,
    to: klondikePileSchema,
    count: z.number().int().min(1),
  }),
]);
export type KlondikeSuggestion = z.output<typeof klondikeSuggestionSchema>;
