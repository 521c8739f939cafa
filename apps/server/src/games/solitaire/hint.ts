/**
 * The move a hint suggests, from the server's full state (the client never has it). Until the engine exports
 * its solver, the suggestion is the engine's own sensible move (a card to a foundation, a run that turns a
 * face-down card, a waste card to the tableau, the stock), and null — "no moves left" — when it has none.
 */
import { type KlondikeState, klondikeBotAction, klondikeView } from '@cardroom/engine';
import type { KlondikeSuggestion } from '@cardroom/protocol';

export function hintFor(state: KlondikeState): KlondikeSuggestion | null {
  if (state.status !== 'playing') return null;
  const action = klondikeBotAction(klondikeView(state));
  switch (action.type) {
    case 'draw':
    case 'recycle':
      return { type: action.type };
    case 'move':
      return { type: 'move', from: action.from, to: action.to, count: action.count };
    default:
      return null;
  }
}
