/**
 * The account's purchase history (issue 14: "a purchase history on the account screen"): the same list the
 * Store shows, with a pending payment checked again from here.
 */
import type { Purchase } from '@cardroom/protocol';
import { useCallback, useEffect, useState } from 'react';
import { request } from '../../api/request.js';
import { useAppDispatch } from '../../store/hooks.js';
import { PurchaseHistory } from '../store/PurchaseHistory.js';
import { useStoreReply } from '../store/useStoreReply.js';

export function AccountPurchases() {
  const dispatch = useAppDispatch();
  const storeReply = useStoreReply();
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void dispatch(request('storePurchases', {}, { loading: false })).then((reply) => {
      if (live && reply) setPurchases(reply.purchases);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  const check = useCallback(
    async (purchase: Purchase) => {
      setBusy(true);
      const reply = await dispatch(
        request('storePurchase', { query: { purchase_id: purchase.purchase_id } }),
      );
      setBusy(false);
      if (!reply) return;
      storeReply(reply.purchase, reply.userData);
      setPurchases((list) =>
        (list ?? []).map((item) => (item.purchase_id === reply.purchase.purchase_id ? reply.purchase : item)),
      );
    },
    [dispatch, storeReply],
  );

  return <PurchaseHistory purchases={purchases} onCheck={(purchase) => void check(purchase)} busy={busy} />;
}
