import type { Card } from '../cards.js';
import type { FairSeed } from '../fair.js';

export const SPADES_MODES = ['classic', 'deuceshigh', 'heartsonfire', 'clubhouse'] as const;
export type SpadesMode = (typeof SPADES_MODES)[number];

/** Seats 0..3 clockwise. */
export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export interface SpadesSettings {
  /** A side reaching this total ends the match (500). */
  target: number;
  /** A side falling to this total ends the match (−200). */
  floor: number;
  /** One hand decides the game (quick play, tutorial, prize pools). */
  singleHand: boolean;
  /** The other public reading: a nil bidder's tricks count toward the partner's contract. */
  nilTricksCountForPartner: boolean;
  /** A side may bid blind nil only when it trails by at least this much. */
  blindNilDeficit: number;
  /** Seconds a person has for each action; the server runs the timer. */
  turnSeconds: number;
}

export const DEFAULT_SPADES_SETTINGS: SpadesSettings = {
  target: 500,
  floor: -200,
  singleHand: false,
  nilTricksCountForPartner: false,
  blindNilDeficit: 100,
  turnSeconds: 20,
};

export interface Bid {
  /** 0 is nil, 1..13 a contract bid. */
  value: number;
  blind: boolean;
  firestorm: boolean;
  /** Made by auto-bid (timeout, disconnection or the autoBid flag). */
  auto: boolean;
}

export interface Play {
  seat: Seat;
  card: Card;
}

export interface Trick {
  leader: Seat;
  plays: Play[];
  winner: Seat;
}

/** Cumulative standing of one side (a partnership, or a player in clubhouse). */
export interface SideScore {
  score: number;
  bags: number;
}

/** One side's result for one hand: the spec's round score record plus its parts. */
export interface SideHandScore extends SideScore {
  /** Points this hand, before the bag penalty. */
  points: number;
  /** The 100-point penalty applied this hand (0 or a multiple of 100, as a positive number). */
  bagPenalty: number;
  /** The side's contract (its non-nil bids) was made. */
  bidMet: boolean;
  contract: number;
  tricks: number;
  bagsThisHand: number;
  nilPoints: number;
  heatPoints: number;
  queenPoints: number;
  firestormPoints: number;
  scorchPoints: number;
}

export interface HandRecord {
  hand: number;
  dealer: Seat;
  bids: Bid[];
  tricksBySeat: number[];
  sides: SideHandScore[];
}

export type SpadesPhase = 'bidding' | 'playing' | 'finished';

export interface GameResult {
  /** Winning side indices (one side, or several on a draw). */
  winners: number[];
  draw: boolean;
}

/** The whole game as plain JSON: serialise, parse and continue gives the same game. */
export interface SpadesState {
  game: 'spades';
  mode: SpadesMode;
  settings: SpadesSettings;
  seed: FairSeed;
  /** SHA-256 of the server seed, shown to players from the start. */
  commitment: string;
  /** 0-based hand number; hand n is dealt with nonce seed.nonce + n. */
  hand: number;
  dealer: Seat;
  phase: SpadesPhase;
  turn: Seat;
  hands: Card[][];
  bids: (Bid | null)[];
  /**
   * Per seat, this hand: the seat has chosen to see its cards, or has bid. A seat eligible for blind nil
   * that has not seen is sent no card of its hand (rules.md, "Blind nil is blind"). Reset at every deal.
   */
  seen: boolean[];
  spadesBroken: boolean;
  trick: Play[];
  tricks: Trick[];
  /** The last completed trick, kept across the hand boundary so a table can show it. */
  lastTrick: Trick | null;
  scores: SideScore[];
  history: HandRecord[];
  result: GameResult | null;
  /** Accepted actions so far; a client can use it to detect stale views. */
  moves: number;
}

export interface BidAction {
  type: 'bid';
  seat: Seat;
  /** 0 is nil. */
  bid: number;
  blind?: boolean;
  firestorm?: boolean;
  auto?: boolean;
}

export interface PlayAction {
  type: 'play';
  seat: Seat;
  card: Card;
  auto?: boolean;
}

/** A seat offered blind nil chooses to see its cards instead (at any time during bidding, not only on its turn). */
export interface SeeAction {
  type: 'see';
  seat: Seat;
  auto?: boolean;
}

export type SpadesAction = BidAction | PlayAction | SeeAction;

export const SPADES_ERROR_CODES = [
  'INVALID_ACTION',
  'GAME_FINISHED',
  'WRONG_PHASE',
  'NOT_YOUR_TURN',
  'CARD_NOT_HELD',
  'MUST_FOLLOW_SUIT',
  'SPADES_NOT_BROKEN',
  'BID_OUT_OF_RANGE',
  'BLIND_NIL_NOT_ELIGIBLE',
  'BLIND_NIL_AFTER_SEEING',
  'BLIND_NIL_CHOICE_PENDING',
  'FIRESTORM_NOT_IN_MODE',
  'FIRESTORM_WITH_NIL',
] as const;
export type SpadesErrorCode = (typeof SPADES_ERROR_CODES)[number];

export interface SpadesError {
  code: SpadesErrorCode;
  message: string;
}

export type ApplyResult = { ok: true; state: SpadesState } | { ok: false; error: SpadesError };

/** What one seat may see: its own hand and public information only. */
export interface SpadesView {
  game: 'spades';
  mode: SpadesMode;
  settings: SpadesSettings;
  seat: Seat;
  commitment: string;
  clientSeed: string;
  nonce: number;
  /** The shuffle version that derives the deals from the seeds (fair.ts), needed to verify them. */
  shuffleVersion: number;
  /** Revealed only once the game is finished. */
  serverSeed: string | null;
  hand: number;
  dealer: Seat;
  phase: SpadesPhase;
  turn: Seat;
  /** Empty while the seat is offered blind nil and has not chosen (blindNilChoice). */
  myHand: Card[];
  /** The seat must first choose "blind nil or see cards"; its cards are withheld until it does. */
  blindNilChoice: boolean;
  handCounts: number[];
  bids: (Bid | null)[];
  spadesBroken: boolean;
  trick: Play[];
  tricks: Trick[];
  lastTrick: Trick | null;
  tricksBySeat: number[];
  scores: SideScore[];
  history: HandRecord[];
  result: GameResult | null;
  moves: number;
}

/** Per-hand inputs of scoring, as in the fixtures of rules.md. */
export interface SeatHandResult {
  bid: number;
  tricks: number;
  blind?: boolean;
  firestorm?: boolean;
}

export interface HeartsSideStats {
  /** Hearts the side won, the queen included. */
  hearts: number;
  /** Tricks the side won with no heart and no spade in them. */
  heatTricks: number;
  queen: 'none' | 'taken' | 'lastRound';
}
