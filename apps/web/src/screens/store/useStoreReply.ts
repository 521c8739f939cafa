/**
 * What every store reply with balances does: the new userData goes into the session (the balances animate
 * where they are shown), and a payment that went through plays the success sound and haptic. The top bar
 * already plays them when coins or cash rise (spec §4), so the store plays them for the rest (gems, gold).
 */
import type { Purchase, UserData } from '@cardroom/protocol';
import { useCallback } from 'react';
import { useStore } from 'react-redux';
import { useFeedback } from '../../audio/sfx.js';
import { selectInGame, useAppDispatch, useAppSelector } from '../../store/hooks.js';
import type { AppStore } from '../../store/index.js';
import { userUpdated } from '../../store/session-slice.js';

/** `purchase`: the purchase the reply carries, or `{ status: 'succeeded' }` for a pack bought with gems. */
export function useStoreReply(): (purchase: Pick<Purchase, 'status'>, userData: UserData) => void {
  const dispatch = useAppDispatch();
  const store = useStore.withTypes<AppStore>()();
  const feedback = useFeedback();
  const inGame = useAppSelector(selectInGame);
  return useCallback(
    (purchase: Pick<Purchase, 'status'>, after: UserData) => {
      const before = store.getState().session.user;
      dispatch(userUpdated(after));
      if (purchase.status !== 'succeeded') return;
      const topBarAnnounces =
        !inGame &&
        before !== null &&
        (after.coins > before.coins || after.cash_balance > before.cash_balance);
      if (!topBarAnnounces) feedback.success();
    },
    [dispatch, store, feedback, inGame],
  );
}
