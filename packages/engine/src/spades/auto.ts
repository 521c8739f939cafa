import { chooseSpadesAction } from './bot/index.js';
import { apply, isBlindPending } from './game.js';
import type { Seat, SpadesAction, SpadesState } from './types.js';
import { viewFor } from './view.js';

/**
 * What auto-play (timeout, disconnection, autoBid, bot seats) does for `seat` when it must act, in order,
 * each marked `auto: true`; empty when the seat has nothing it must do now. Computed only from that seat's
 * views, so auto-play never reads hidden hands.
 *
 * A seat offered blind nil first sees its cards, then bids from the view after seeing. Auto-play never bids
 * blind nil: it is a gamble a person should take themselves, and a blind choice made from the scores alone
 * would have to be a second bidding policy. So auto-play always sees.
 */
export function autoActions(state: SpadesState, seat: Seat): SpadesAction[] {
  if (state.phase === 'finished' || state.turn !== seat) return [];
  if (!isBlindPending(state, seat)) return [{ ...chooseSpadesAction(viewFor(state, seat)), auto: true }];
  const see: SpadesAction = { type: 'see', seat, auto: true };
  const looked = apply(state, see);
  if (!looked.ok) throw new Error(`auto-play could not see: ${looked.error.code}`);
  return [see, { ...chooseSpadesAction(viewFor(looked.state, seat)), auto: true }];
}
