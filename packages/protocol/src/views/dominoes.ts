/**
 * The Dominoes seat view on the wire (map 'dominoes'): exactly the engine's DominoesView (`dominoesView`,
 * the other hands and the boneyard already reduced to counts) plus `viewVersion`, which the server adds.
 * Plain `z.object`s, so a field the engine (or a bug) adds — every seat's `hands`, the `boneyard`'s order —
 * never reaches a client. views/dominoes.test.ts pins this schema to the engine's type in both directions.
 *
 * Also the body of a move at a dominoes table: what the player asks for, without the seat (the server fills
 * it from the caller's seat).
 */
import { DOMINOES_MODES, type DominoesView, ENDS } from '@cardroom/engine';
import { z } from 'zod';

/** Bump when the view's shape changes in a way an older client cannot read; the client then reloads. */
export const DOMINOES_VIEW_VERSION = 1;

const MAX_SEATS = 4;
const TILES = 28;
const MAX_PIP = 6;

const int = z.number().int();
const count = int.nonnegative();
const seat = int.min(0).max(MAX_SEATS - 1);
const pip = int.min(0).max(MAX_PIP);

/** A double-six tile named by its halves, the higher first: "6-3", "0-0". */
export const dominoTileSchema = z
  .templateLiteral([z.number().int(), '-', z.number().int()])
  .refine(
    (tile) => /^[0-6]-[0-6]$/.test(tile) && tile.charAt(0) >= tile.charAt(2),
    'a double-six tile, the higher half first',
  );

export const dominoesEndSchema = z.enum(ENDS);

const settings = z.object({
  target: count,
  singleHand: z.boolean(),
  turnSeconds: z.number().positive().optional(),
});

const placed = z.object({
  tile: dominoTileSchema,
  seat,
  /** The half facing away from the tile it was played on (for a double, its number). */
  outer: pip,
  /** Points this play scored (Tiles on Fire fires; always 0 in Draw). */
  fire: count,
});

const line = z.object({
  lead: placed.extend({ west: pip, east: pip }).nullable(),
  east: z.array(placed).max(TILES),
  west: z.array(placed).max(TILES),
  north: z.array(placed).max(TILES),
  south: z.array(placed).max(TILES),
  spinner: z
    .object({ tile: dominoTileSchema, arm: z.enum(['lead', 'east', 'west']), index: count })
    .nullable(),
});

const handRecord = z.object({
  hand: count,
  leader: seat,
  ending: z.enum(['out', 'blocked']),
  winnerSide: count.nullable(),
  nextLeader: seat,
  points: count,
  pips: z.array(count).max(MAX_SEATS),
  /** Every hand's tiles at the hand's end: public once that hand is over. */
  tilesLeft: z.array(z.array(dominoTileSchema).max(TILES)).max(MAX_SEATS),
  fires: z.array(count).max(MAX_SEATS),
});

const gameResult = z.object({ winners: z.array(count).max(MAX_SEATS), draw: z.boolean() });

export const dominoesViewSchema = z.object({
  game: z.literal('dominoes'),
  viewVersion: z.literal(DOMINOES_VIEW_VERSION),
  mode: z.enum(DOMINOES_MODES),
  settings,
  seat,
  seatCount: int.min(2).max(MAX_SEATS),
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: count,
  /** The shuffle's version (engine SHUFFLE_VERSIONS), so a finished game can be verified with it. */
  shuffleVersion: int.positive(),
  /** Revealed only once the game is finished. */
  serverSeed: z.string().nullable(),
  /** 0 for the first hand. */
  hand: count,
  phase: z.enum(['playing', 'finished']),
  turn: seat,
  leader: seat,
  /** The tile the first hand's leader must lead with; null once led. */
  mustLead: dominoTileSchema.nullable(),
  myHand: z.array(dominoTileSchema).max(TILES),
  /** Tiles in every seat's hand, by seat: counts only. */
  handCounts: z.array(count.max(TILES)).max(MAX_SEATS),
  /** Undrawn tiles: their count only, never which or in what order. */
  boneyardCount: count.max(TILES),
  line,
  /** Per side: one per seat, or two partnerships at a four-seat Tiles on Fire table. */
  scores: z.array(int).max(MAX_SEATS),
  history: z.array(handRecord),
  result: gameResult.nullable(),
  moves: count,
});

/** A Dominoes view as the client receives it. */
export type DominoesWireView = z.output<typeof dominoesViewSchema>;

/** The engine's view as the server sends it: stamped with the view version. */
export function dominoesViewOnWire(
  view: DominoesView,
): DominoesView & { viewVersion: typeof DOMINOES_VIEW_VERSION } {
  return { ...view, viewVersion: DOMINOES_VIEW_VERSION };
}

/** What a player asks for at a dominoes table; the server fills the seat from the caller's. */
export const dominoesIntentSchema = z.discriminatedUnion('type', [
  /** The lead is played as 'east'. */
  z.strictObject({ type: z.literal('play'), tile: dominoTileSchema, end: dominoesEndSchema }),
  z.strictObject({ type: z.literal('draw') }),
  z.strictObject({ type: z.literal('pass') }),
]);
export type DominoesIntent = z.output<typeof dominoesIntentSchema>;
