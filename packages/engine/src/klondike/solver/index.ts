/**
 * The Klondike solver's entry points: a deal (for proving ranked and daily deals) or a position in the
 * middle of a game with every card known (for hints). See search.ts for how it searches.
 */
import { type Card, SUITS, type SuitCode } from '../../cards.js';
import type { DrawCount, KlondikeAction, KlondikeDeal } from '../types.js';
import { cardIndex, KlondikeSearch } from './search.js';

/**
 * A game in progress as the server knows it, every card included: a KlondikeState is one, so a hint can
 * pass the live state. Columns list face-down and face-up cards bottom to top; the stock's and the waste's
 * tops are last; foundations count cards (0 empty, 13 complete); `passes` counts passes begun, the first
 * included.
 */
export interface KlondikePosition {
  tableau: readonly { down: readonly Card[]; up: readonly Card[] }[];
  stock: readonly Card[];
  waste: readonly Card[];
  foundations: Record<SuitCode, number>;
  passes: number;
}

export interface KlondikeSolveOptions {
  draw: DrawCount;
  /** Every pass through the stock counts, the first included; null is unlimited. */
  maxPasses: number | null;
  /** Positions searched before giving up with 'unknown'. */
  maxNodes?: number;
  /** Milliseconds before giving up with 'unknown'. */
  maxMs?: number;
}

export type KlondikeSolution =
  | { verdict: 'winnable'; actions: KlondikeAction[]; nodes: number }
  | { verdict: 'unwinnable'; nodes: number }
  | { verdict: 'unknown'; nodes: number };

export const DEFAULT_SOLVER_MAX_NODES = 20_000_000;
export const DEFAULT_SOLVER_MAX_MS = 10_000;

export function positionFromDeal(deal: KlondikeDeal): KlondikePosition {
  return {
    tableau: deal.tableau.map((column) => ({ down: column.slice(0, -1), up: column.slice(-1) })),
    stock: deal.stock,
    waste: [],
    foundations: { S: 0, H: 0, C: 0, D: 0 },
    passes: 1,
  };
}

/** Solves a deal from its start; the actions play it from `createKlondikeFromDeal` to a win. */
export function solveKlondike(deal: KlondikeDeal, options: KlondikeSolveOptions): KlondikeSolution {
  return solveKlondikePosition(positionFromDeal(deal), options);
}

/** Solves from a position in play: the actions continue that game to a win. */
export function solveKlondikePosition(
  position: KlondikePosition,
  options: KlondikeSolveOptions,
): KlondikeSolution {
  const started = performance.now();
  if (position.tableau.length !== 7) throw new Error('a Klondike position has 7 columns');
  const seen = new Set<number>();
  const toIndex = (card: Card): number => {
    const index = cardIndex(card);
    if (seen.has(index)) throw new Error(`card ${card} appears twice`);
    seen.add(index);
    return index;
  };
  const foundations = SUITS.map((suit) => position.foundations[suit]);
  // The solver numbers suits by colour pairs (S H C D), the same order as SUITS.
  foundations.forEach((count, suit) => {
    for (let rank = 0; rank < count; rank++) toIndex(`${'A23456789TJQK'[rank]}${SUITS[suit]}` as Card);
  });
  const faceDown = position.tableau.map((column) => column.down.map(toIndex));
  const faceUp = position.tableau.map((column) => column.up.map(toIndex));
  const waste = position.waste.map(toIndex);
  const stock = position.stock.map(toIndex);
  if (seen.size !== 52) throw new Error(`a Klondike position holds 52 cards, not ${seen.size}`);
  if (faceUp.some((column, index) => column.length === 0 && (faceDown[index]?.length ?? 0) > 0)) {
    throw new Error('a column with face-down cards shows its top card');
  }
  const search = new KlondikeSearch(
    {
      faceDown,
      faceUp,
      talon: [...waste, ...stock.reverse()],
      talonPosition: waste.length,
      foundations,
      passesUsed: position.passes,
    },
    {
      draw: options.draw,
      maxPasses: options.maxPasses,
      maxNodes: options.maxNodes ?? DEFAULT_SOLVER_MAX_NODES,
      deadline: started + (options.maxMs ?? DEFAULT_SOLVER_MAX_MS),
    },
  );
  return search.solve();
}
