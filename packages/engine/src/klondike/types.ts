/**
 * Klondike's shapes shared by the rules, the solver, the server and the table UI (rules.md, "Solitaire:
 * Klondike"). Cards use the engine's codes ("AS", "TH"); foundations are keyed by suit, so a card's
 * foundation is never a choice the player or the solver has to make.
 */
import type { Card, SuitCode } from '../cards.js';
import type { FairSeed } from '../fair.js';

export const TABLEAU_COLUMNS = 7;
export type TableauIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export type DrawCount = 1 | 3;
export type KlondikeScoring = 'standard' | 'vegas';

/**
 * A table's rules. `maxPasses` counts every pass through the stock, the first included (rules.md: ranked draw 1
 * allows 1 redeal after the first pass → 2, ranked draw 3 → 3, Vegas draw 1 → 1); null is unlimited.
 */
export interface KlondikeSettings {
  draw: DrawCount;
  scoring: KlondikeScoring;
  /** Ranked and prize play: no undo, hints cost points. */
  ranked: boolean;
  maxPasses: number | null;
  /**
   * Standard scoring only: the time penalty and the win bonus (rules.md, "Timed"). Absent means timed, the
   * default of standard scoring; Vegas is never timed.
   */
  timed?: boolean;
}

/** Where a move takes cards from or puts them. */
export type KlondikePile =
  | { pile: 'waste' }
  | { pile: 'tableau'; index: TableauIndex }
  | { pile: 'foundation'; suit: SuitCode };

/**
 * A player's action. `atMs` is stamped by the server (milliseconds since the deal, never decreasing), so the
 * timed score is a pure function of the logged actions and a game replays exactly from its moves log.
 * `requestId` is the client's name for the request that asked for it: a draw sent twice (a lost reply, a
 * retry) is the same draw, not two (klondikeIsResend).
 */
export type KlondikeAction = KlondikeActionBody & { requestId?: string };

type KlondikeActionBody =
  /** Turn one (draw 1) or up to three (draw 3) cards from the stock onto the waste. */
  | { type: 'draw'; atMs: number }
  /** Turn the waste back over into the stock once the stock is empty (a new pass; pass limits apply). */
  | { type: 'recycle'; atMs: number }
  /** Move `count` cards (a run from a tableau column; otherwise 1) from one pile to another. */
  | { type: 'move'; from: KlondikePile; to: KlondikePile; count: number; atMs: number }
  /** Take back the last action (free play only). */
  | { type: 'undo'; atMs: number }
  /** A hint was shown (free in free play, a penalty in ranked: rules.md). */
  | { type: 'hint'; atMs: number }
  /** Stop playing this deal (a loss for statistics and contests). */
  | { type: 'resign'; atMs: number };

/** A deal as the reference file writes it: columns bottom to top (the last card face up), stock's top last. */
export interface KlondikeDeal {
  tableau: Card[][];
  stock: Card[];
}

/** A tableau column, both halves bottom to top: the face-down cards, then the face-up run on them. */
export interface TableauColumn {
  down: Card[];
  up: Card[];
}

/** `lost`: no legal action was left (the pass limit is spent and nothing moves), so the deal ended unwon. */
export type KlondikeStatus = 'playing' | 'won' | 'lost' | 'resigned';

/** The actions undo takes back; hints, resignations and undos themselves are not taken back. */
export type KlondikeUndoableAction = Extract<KlondikeAction, { type: 'draw' | 'recycle' | 'move' }>;

/** What undo needs to put the previous position and score back exactly. */
export interface KlondikeUndoStep {
  action: KlondikeUndoableAction;
  /** Cards a draw turned (fewer than three at the end of the stock in draw 3). */
  drawn: number;
  /** The move turned the card under the run it took away. */
  turned: boolean;
  /** `score` and `ticks` before the action. */
  score: number;
  ticks: number;
}

export interface KlondikeState {
  game: 'klondike';
  settings: KlondikeSettings;
  /** The fair seed of a dealt game; null for a game made from a given deal (tests, the solver, replays). */
  seed: FairSeed | null;
  commitment: string | null;
  tableau: TableauColumn[];
  /** Face down; the last card is the top (drawn first). */
  stock: Card[];
  /** Face up; the last card is the top (the playable one). */
  waste: Card[];
  /** Cards on each suit's foundation: 0 empty, 1 the ace … 13 the king. */
  foundations: Record<SuitCode, number>;
  /**
   * The running score (never below 0 in standard scoring) with the time penalty charged up to `ticks`
   * ten-second ticks; klondikeScore charges the ticks since then.
   */
  score: number;
  ticks: number;
  /** Draws, recycles and moves played (undo takes its move back off the count). */
  moves: number;
  /** Passes through the stock begun, the first included. */
  passes: number;
  hints: number;
  undo: KlondikeUndoStep[];
  status: KlondikeStatus;
  /** The atMs of the action that ended the game. */
  endedAtMs: number | null;
  lastAtMs: number;
  /** The latest accepted action, for recognising a resent one. */
  lastAction: KlondikeAction | null;
}

export const KLONDIKE_ERROR_CODES = [
  'INVALID_ACTION',
  'GAME_FINISHED',
  'TIME_WENT_BACKWARDS',
  'STOCK_EMPTY',
  'STOCK_NOT_EMPTY',
  'WASTE_EMPTY',
  'PASS_LIMIT_REACHED',
  'NO_CARD',
  'CARD_FACE_DOWN',
  'BAD_COUNT',
  'SAME_PILE',
  'WRONG_DESTINATION',
  'TABLEAU_BUILD',
  'EMPTY_COLUMN_NEEDS_KING',
  'FOUNDATION_BUILD',
  'UNDO_NOT_ALLOWED',
  'NOTHING_TO_UNDO',
] as const;
export type KlondikeErrorCode = (typeof KLONDIKE_ERROR_CODES)[number];

/** A tableau column as every seat may see it: how many cards are face down, and the face-up run. */
export interface TableauColumnView {
  down: number;
  up: Card[];
}

/** What the player's client receives: never a face-down card nor the stock's order. */
export interface KlondikeView {
  game: 'klondike';
  seat: 0;
  settings: KlondikeSettings;
  /** The fair-deal proof; the server seed only once the game is over. Null for a game from a given deal. */
  fair: {
    commitment: string;
    clientSeed: string;
    nonce: number;
    shuffleVersion: number;
    serverSeed: string | null;
  } | null;
  tableau: TableauColumnView[];
  stockCount: number;
  wasteCount: number;
  /** The waste's visible cards, bottom to top (the last is playable): 1 in draw 1, up to 3 in draw 3. */
  wasteTop: Card[];
  foundations: Record<SuitCode, number>;
  /** The score at `elapsedMs` (the latest action, or the end of the game). */
  score: number;
  elapsedMs: number;
  moves: number;
  hints: number;
  passes: { used: number; left: number | null };
  canUndo: boolean;
  canAutoComplete: boolean;
  status: KlondikeStatus;
  won: boolean;
  finished: boolean;
}
