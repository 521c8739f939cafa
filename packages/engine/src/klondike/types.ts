/**
 * Klondike's shapes shared by the rules, the solver, the server and the table UI (rules.md, "Solitaire:
 * Klondike"). Cards use the engine's codes ("AS", "TH"); foundations are keyed by suit, so a card's
 * foundation is never a choice the player or the solver has to make.
 */
import type { Card, SuitCode } from '../cards.js';

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
}

/** Where a move takes cards from or puts them. */
export type KlondikePile =
  | { pile: 'waste' }
  | { pile: 'tableau'; index: TableauIndex }
  | { pile: 'foundation'; suit: SuitCode };

/**
 * A player's action. `atMs` is stamped by the server (milliseconds since the deal, never decreasing), so the
 * timed score is a pure function of the logged actions and a game replays exactly from its moves log.
 */
export type KlondikeAction =
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
