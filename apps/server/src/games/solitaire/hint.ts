/**
 * The move a hint suggests, from the server's full state (the client never has it): the first move of the
 * solver's win from this position. The solver runs in the solver pool's worker thread (solver-pool.ts) with a
 * small budget, and each player gets a share of its time (solver-allowance.ts); when it
 * finds no win in it (or there is none), the engine's own sensible move is suggested (a card to a foundation,
 * a run that turns a face-down card, a waste card to the tableau, the stock), and null — "no moves left" —
 * when there is none of those either.
 */
import {
  type KlondikeAction,
  type KlondikePile,
  type KlondikeState,
  klondikeBotAction,
  klondikeView,
} from '@cardroom/engine';
import type { KlondikeSuggestion } from '@cardroom/protocol';
import { createSolverAllowance } from './solver-allowance.js';
import type { SolverPool } from './solver-pool.js';

/** Enough for most positions in play (the solver decides most whole deals within it) without stalling the server. */
export const HINT_SOLVER_BUDGET = { maxMs: 150, maxNodes: 200_000 };

/** Ten full-budget hints a minute per player; a hint past that gets the engine's quick move. */
const allowance = createSolverAllowance({ windowMs: 60_000, msPerWindow: 10 * HINT_SOLVER_BUDGET.maxMs });

/** Only the pile's own fields: the reply's schema is strict about piles. */
function pileOf(pile: KlondikePile): KlondikePile {
  if (pile.pile === 'waste') return { pile: 'waste' };
  return pile.pile === 'tableau'
    ? { pile: 'tableau', index: pile.index }
    : { pile: 'foundation', suit: pile.suit };
}

function suggestionOf(action: KlondikeAction): KlondikeSuggestion | null {
  switch (action.type) {
    case 'draw':
    case 'recycle':
      return { type: action.type };
    case 'move':
      return { type: 'move', from: pileOf(action.from), to: pileOf(action.to), count: action.count };
    default:
      return null;
  }
}

/** The collection's upgrade that deepens hints (catalogue.json): each level adds one budget per hint. */
export const SHARPER_HINTS = 'sharper-hints';

/**
 * `sharperHints`: the level of the player's Sharper hints upgrade, which lets one hint search longer (the
 * minute's share stays the same). Never in ranked or prize play, where every player gets the same hint.
 */
export async function hintFor(
  solver: SolverPool,
  state: KlondikeState,
  userId: string,
  sharperHints = 0,
): Promise<KlondikeSuggestion | null> {
  if (state.status !== 'playing') return null;
  const depth = 1 + (state.settings.ranked ? 0 : Math.max(0, sharperHints));
  const maxMs = allowance.grant(userId, HINT_SOLVER_BUDGET.maxMs * depth);
  const first =
    maxMs > 0
      ? await solvedFirstMove(solver, state, userId, maxMs, HINT_SOLVER_BUDGET.maxNodes * depth)
      : undefined;
  return suggestionOf(first ?? klondikeBotAction(klondikeView(state)));
}

async function solvedFirstMove(
  solver: SolverPool,
  state: KlondikeState,
  userId: string,
  maxMs: number,
  maxNodes: number,
): Promise<KlondikeAction | undefined> {
  const began = performance.now();
  try {
    const solution = await solver.solve(state, {
      draw: state.settings.draw,
      maxPasses: state.settings.maxPasses,
      maxNodes,
      maxMs,
    });
    return solution.verdict === 'winnable' ? solution.actions[0] : undefined;
  } catch {
    // The pool's queue is full (or its thread failed): the engine's quick move answers instead.
    return undefined;
  } finally {
    allowance.spend(userId, performance.now() - began);
  }
}
