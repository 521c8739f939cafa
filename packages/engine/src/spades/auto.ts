import { chooseSpadesAction } from './bot/index.js';
import type { Seat, SpadesAction, SpadesState } from './types.js';
import { viewFor } from './view.js';

/**
 * What auto-play (timeout, disconnection, autoBid, bot seats) does for `seat`, in order, each marked
 * `auto: true`. Computed only from that seat's view, so auto-play never reads hidden hands. Empty when the
 * seat has nothing to do.
 */
export function autoActions(state: SpadesState, seat: Seat): SpadesAction[] {
  if (state.phase === 'finished' || state.turn !== seat) return [];
  return [{ ...chooseSpadesAction(viewFor(state, seat)), auto: true }];
}
