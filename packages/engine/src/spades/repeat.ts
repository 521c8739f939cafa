import type { SpadesAction, SpadesState } from './types.js';

/**
 * True when `action` is one the state already holds as that seat's latest move: its choice to see its
 * cards this hand, its bid in this hand's bidding, or its card in the trick in play (or in the trick just
 * completed). A client that resends a move after a lost reply gets the current state back instead of a
 * refusal, so a move sent twice applies once.
 */
export function isAlreadyApplied(state: SpadesState, action: SpadesAction): boolean {
  // The seat has seen (or bid, which shows the cards) this hand; `seen` resets only at the next deal.
  if (action.type === 'see') return state.seen[action.seat] === true;
  if (action.type === 'bid') {
    const bid = state.bids[action.seat];
    return (
      bid !== null &&
      bid !== undefined &&
      bid.value === action.bid &&
      bid.blind === (action.blind ?? false) &&
      state.tricks.length === 0 &&
      state.trick.length === 0
    );
  }
  const inTrick = state.trick.some((play) => play.seat === action.seat && play.card === action.card);
  if (inTrick) return true;
  const justCompleted = state.trick.length === 0 ? (state.tricks.at(-1) ?? state.lastTrick) : null;
  return justCompleted?.plays.some((play) => play.seat === action.seat && play.card === action.card) ?? false;
}
