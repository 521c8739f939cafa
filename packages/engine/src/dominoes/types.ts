import type { FairSeed } from '../fair.js';

export const DOMINOES_MAP = 'dominoes';
export const DOMINOES_MODES = ['classic', 'tilesonfire'] as const;
/** classic is Draw Dominoes (scored at hand end, game to 100); tilesonfire is All Fives / Muggins (fires, game to 150). */
export type DominoesMode = (typeof DOMINOES_MODES)[number];

/** A tile named by its halves, the higher first: '6-3', '0-0'. */
export type Tile = `${number}-${number}`;

/** east and west are the line's two ends; north and south are the spinner's arms (Tiles on Fire only). */
export const ENDS = ['east', 'west', 'north', 'south'] as const;
export type End = (typeof ENDS)[number];

export interface DominoesSettings {
  /** A side reaching this total wins the game (100 Draw, 150 Tiles on Fire). */
  target: number;
  /** One hand decides the game. */
  singleHand: boolean;
  /** Seconds a person has per action; the server runs the clock. */
  turnSeconds?: number;
}

/** A tile on the table: who played it, the pip it leaves open outward, and the fire it scored. */
export interface Placed {
  tile: Tile;
  seat: number;
  /** The half facing away from the tile it was played on (for a double, its number). */
  outer: number;
  /** Points scored by this play (Tiles on Fire fires; always 0 in Draw). */
  fire: number;
}

/** The lead: its west and east halves (the higher west), then arms of tiles outward from it. */
export interface Line {
  lead: (Placed & { west: number; east: number }) | null;
  east: Placed[];
  west: Placed[];
  north: Placed[];
  south: Placed[];
  /** Tiles on Fire's first double played, and where it lies: the lead, or index `index` of an east/west arm. */
  spinner: { tile: Tile; arm: 'lead' | 'east' | 'west'; index: number } | null;
}

export type DominoesActionBody =
  | { type: 'play'; seat: number; tile: Tile; end: End }
  | { type: 'draw'; seat: number }
  | { type: 'pass'; seat: number };

/** `auto` marks auto-play (timeout, bot); `requestId` names the client's request so a resend applies once. */
export type DominoesAction = DominoesActionBody & { auto?: boolean; requestId?: string };

export interface DominoesHandRecord {
  hand: number;
  leader: number;
  ending: 'out' | 'blocked';
  /** The side that took the hand-end points; null on a blocked tie. */
  winnerSide: number | null;
  /** The seat that led the next hand (the one who went out or the lightest hand; the same leader on a tie). */
  nextLeader: number;
  /** Hand-end points (fires excluded). */
  points: number;
  /** Pips left in every hand at the end, by seat. */
  pips: number[];
  /** Tiles left in every hand at the end, by seat (public once the hand is over). */
  tilesLeft: Tile[][];
  /** Fires scored during the hand, by side. */
  fires: number[];
}

export interface DominoesResult {
  winners: number[];
  draw: boolean;
}

export interface DominoesState {
  game: 'dominoes';
  mode: DominoesMode;
  settings: DominoesSettings;
  seed: FairSeed;
  commitment: string;
  seatCount: number;
  /** 0 for the first hand. */
  hand: number;
  phase: 'playing' | 'finished';
  turn: number;
  leader: number;
  /** The tile the first hand's leader must play (highest double, else heaviest tile); null once led or later. */
  mustLead: Tile | null;
  hands: Tile[][];
  /** Undrawn tiles, drawn from the front; their order is hidden from every view. */
  boneyard: Tile[];
  line: Line;
  /** Per side. */
  scores: number[];
  history: DominoesHandRecord[];
  result: DominoesResult | null;
  moves: number;
  lastAction: DominoesAction | null;
}

export interface DominoesView {
  game: 'dominoes';
  mode: DominoesMode;
  settings: DominoesSettings;
  seat: number;
  seatCount: number;
  commitment: string;
  clientSeed: string;
  nonce: number;
  shuffleVersion: number;
  /** Revealed only once the game is finished. */
  serverSeed: string | null;
  hand: number;
  phase: 'playing' | 'finished';
  turn: number;
  leader: number;
  mustLead: Tile | null;
  myHand: Tile[];
  handCounts: number[];
  boneyardCount: number;
  line: Line;
  scores: number[];
  history: DominoesHandRecord[];
  result: DominoesResult | null;
  moves: number;
}
