/**
 * The Spades seat view on the wire: exactly the engine's SpadesView (`viewFor(state, seat)`, hidden hands
 * already removed) plus `viewVersion`, which the server adds. Every object is a plain `z.object`, so a reply
 * parsed through it keeps only the fields named here: a field the engine (or a bug) adds, such as every
 * seat's `hands`, never reaches a client. views/spades.test.ts pins this schema to the engine's type in both
 * directions and parses views of random engine games, so the two cannot drift apart.
 */
import { RANKS, SPADES_MODES, type SpadesView, SUITS } from '@cardroom/engine';
import { z } from 'zod';

/** Bump when the view's shape changes in a way an older client cannot read; the client then reloads. */
export const SPADES_VIEW_VERSION = 1;

const SEATS = [0, 1, 2, 3] as const;
const CARDS_PER_HAND = 13;
const MAX_BID = 13;

const int = z.number().int();
const count = int.nonnegative();
const seat = z.literal(SEATS);

/** An engine card code: rank then suit, "AS", "TH", "2C". */
export const cardCodeSchema = z.templateLiteral([z.enum(RANKS), z.enum(SUITS)]);

const settings = z.object({
  target: int,
  floor: int,
  singleHand: z.boolean(),
  nilTricksCountForPartner: z.boolean(),
  blindNilDeficit: count,
  turnSeconds: z.number().positive(),
});

const bid = z.object({
  value: int.min(0).max(MAX_BID),
  blind: z.boolean(),
  firestorm: z.boolean(),
  auto: z.boolean(),
});

const play = z.object({ seat, card: cardCodeSchema });

const trick = z.object({ leader: seat, plays: z.array(play).max(SEATS.length), winner: seat });

const sideScore = z.object({ score: int, bags: count });

const sideHandScore = sideScore.extend({
  points: int,
  bagPenalty: count,
  bidMet: z.boolean(),
  contract: count,
  tricks: count,
  bagsThisHand: count,
  nilPoints: int,
  heatPoints: int,
  queenPoints: int,
  firestormPoints: int,
  scorchPoints: int,
});

const handRecord = z.object({
  hand: count,
  dealer: seat,
  bids: z.array(bid).length(SEATS.length),
  tricksBySeat: z.array(count.max(CARDS_PER_HAND)).length(SEATS.length),
  sides: z.array(sideHandScore).max(SEATS.length),
});

const gameResult = z.object({ winners: z.array(count).max(SEATS.length), draw: z.boolean() });

export const spadesViewSchema = z.object({
  game: z.literal('spades'),
  viewVersion: z.literal(SPADES_VIEW_VERSION),
  mode: z.enum(SPADES_MODES),
  settings,
  seat,
  commitment: z.string(),
  clientSeed: z.string(),
  nonce: count,
  /** Revealed only once the game is finished. */
  serverSeed: z.string().nullable(),
  /** The shuffle's version (engine SHUFFLE_VERSIONS), so a finished game can be verified with it. */
  shuffleVersion: int.positive(),
  hand: count,
  dealer: seat,
  phase: z.enum(['bidding', 'playing', 'finished']),
  turn: seat,
  /** Empty while the seat is asked "Blind nil or see cards?" (blindNilChoice). */
  myHand: z.array(cardCodeSchema).max(CARDS_PER_HAND),
  /** True while this seat has not yet chosen between blind nil and seeing its cards. */
  blindNilChoice: z.boolean(),
  handCounts: z.array(count.max(CARDS_PER_HAND)).length(SEATS.length),
  bids: z.array(bid.nullable()).length(SEATS.length),
  spadesBroken: z.boolean(),
  trick: z.array(play).max(SEATS.length),
  tricks: z.array(trick).max(CARDS_PER_HAND),
  lastTrick: trick.nullable(),
  tricksBySeat: z.array(count.max(CARDS_PER_HAND)).length(SEATS.length),
  scores: z.array(sideScore).max(SEATS.length),
  history: z.array(handRecord),
  result: gameResult.nullable(),
  moves: count,
});

/** A Spades view as the client receives it. */
export type SpadesWireView = z.output<typeof spadesViewSchema>;

/** The engine's view as the server sends it: stamped with the view version. */
export function spadesViewOnWire(view: SpadesView): SpadesView & { viewVersion: typeof SPADES_VIEW_VERSION } {
  return { ...view, viewVersion: SPADES_VIEW_VERSION };
}
