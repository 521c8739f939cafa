/**
 * The move a hint suggests, from the server's full state (the client never has it): the first move of the
 * solver's win from this position. The solver runs on the server's thread, so it gets a small budget; when it
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
import { solveKlondikePosition } from '@cardroom/engine/klondike-solver';
import type { KlondikeSuggestion } from '@cardroom/protocol';

/** Enough for most positions in play (the solver decides most whole deals within it) without stalling the server. */
export const HINT_SOLVER_BUDGET = { maxMs: 150, maxNodes: 200_000 };

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

export function hintFor(state: KlondikeState): KlondikeSuggestion | null {
  if (state.status !== 'playing') return null;
  const solution = solveKlondikePosition(state, {
    draw: state.settings.draw,
    maxPasses: state.settings.maxPasses,
    ...HINT_SOLVER_BUDGET,
  });
  const first = solution.verdict === 'winnable' ? solution.actions[0] : undefined;
  return suggestionOf(first ?? klondikeBotAction(klondikeView(state)));
}
