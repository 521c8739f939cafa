/**
 * Packs bought with a currency of the game (gems for coins, catalogue.json `exchanges`): the price leaves as
 * `exchange-payment` and the pack arrives as `exchange-grant`, in one transaction, both keyed by the client's
 * request id so a retried tap buys once (the same id for another pack is refused as a conflict).
 */
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { findExchange } from './catalogue.js';

export async function buyWithGameCurrency(
  db: Db,
  userId: string,
  exchangeId: string,
  requestId: string,
): Promise<void> {
  const exchange = findExchange(exchangeId);
  if (!exchange) throw new AppError('EXCHANGE_NOT_FOUND');
  const key = `exchange:${userId}:${requestId}`;
  await db.transaction(async (tx) => {
    const paid = await applyBalanceChanges(tx, {
      userId,
      changes: [{ currency: exchange.pay.currency, delta: -exchange.pay.amount }],
      reason: 'exchange-payment',
      idempotencyKey: `${key}:pay`,
    });
    // A retry of a request already applied: its grant was applied with it.
    if (!paid.applied) return;
    await applyBalanceChanges(tx, {
      userId,
      changes: [{ currency: exchange.get.currency, delta: exchange.get.amount }],
      reason: 'exchange-grant',
      idempotencyKey: `${key}:get`,
    });
  });
}
