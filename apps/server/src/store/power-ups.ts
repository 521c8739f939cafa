/**
 * Power-ups held and bought (catalogue.json `power_ups`, decision 0021). A pack's price leaves as
 * `power-up-purchase` and its power-ups are added to power_up_stock in the same transaction, both keyed by
 * the client's request id, so a retried tap buys once. One is spent per use (games/power-up-routes.ts), keyed
 * by that request's id; power_up_events keeps every change, so a user's events sum to their stock.
 */
import { POWER_UP_IDS, type PowerUpStock } from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { findPowerUpPack } from './catalogue.js';
import { addStock, findPowerUpEvent, insertPowerUpEvent, listStock, takeOne } from './power-up-repository.js';

export async function powerUpStockOf(db: Db, userId: string): Promise<PowerUpStock> {
  const held = new Map((await listStock(db, userId)).map((row) => [row.powerUpId, row.count]));
  return Object.fromEntries(POWER_UP_IDS.map((id) => [id, held.get(id) ?? 0])) as PowerUpStock;
}

export async function buyPowerUpPack(
  db: Db,
  userId: string,
  packId: string,
  requestId: string,
): Promise<void> {
  const pack = findPowerUpPack(packId);
  if (!pack) throw new AppError('POWER_UP_NOT_FOUND');
  const key = `power-up-purchase:${userId}:${requestId}`;
  await db.transaction(async (tx) => {
    const paid = await applyBalanceChanges(tx, {
      userId,
      changes: [{ currency: pack.price.currency, delta: -pack.price.amount }],
      reason: 'power-up-purchase',
      idempotencyKey: key,
    });
    // A retry of a request already applied: its power-ups were added with it.
    if (!paid.applied) return;
    const powerUpId = pack.powerUp.power_up_id;
    await insertPowerUpEvent(tx, {
      userId,
      powerUpId,
      delta: pack.count,
      reason: 'bought',
      idempotencyKey: key,
    });
    await addStock(tx, userId, powerUpId, pack.count);
  });
}

const useKey = (userId: string, requestId: string) => `power-up-use:${userId}:${requestId}`;

/** True when this request has already spent its power-up. */
export async function powerUpUsed(db: Db, userId: string, requestId: string): Promise<boolean> {
  return (await findPowerUpEvent(db, useKey(userId, requestId))) !== undefined;
}

/**
 * Spends one power-up for a request; false when this request was already charged (a retry). Refused with
 * POWER_UP_NONE_LEFT when none is held. The event and the stock change commit together.
 */
export async function spendPowerUp(
  db: Db,
  userId: string,
  powerUpId: string,
  gameId: string,
  requestId: string,
): Promise<boolean> {
  const idempotencyKey = useKey(userId, requestId);
  return db.transaction(async (tx) => {
    const recorded = await insertPowerUpEvent(tx, {
      userId,
      powerUpId,
      delta: -1,
      reason: 'used',
      gameId,
      idempotencyKey,
    });
    if (!recorded) return false;
    if (!(await takeOne(tx, userId, powerUpId))) throw new AppError('POWER_UP_NONE_LEFT');
    return true;
  });
}
