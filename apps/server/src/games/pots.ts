/**
 * A table's pot: the entries its seatings paid and were not refunded (game_seats.entry_charged). Payouts come
 * out of it; when the table closes, what is left is the house's (`table-rake`) and what a payout needs beyond
 * it is put up by the house (`bot-table-prize`), so no coin appears or vanishes unnamed (ledger-kinds.ts).
 */
import { randomUUID } from 'node:crypto';
import { MIN_COINS_TO_PLAY } from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { wornSkinsOf } from '../store/collection.js';
import type { UserRow } from '../users/repository.js';
import { applyBalanceChanges, getBalances, recordHouseMovement } from '../wallet/wallet.js';
import { type GameRecord, insertSeat, type SeatRow } from './repository.js';

/** What the table's seatings paid in (seat rows of people who left before the deal are gone, refunded). */
export function potOf(record: GameRecord, exceptSeat?: number): number {
  return record.seats
    .filter((seat) => seat.seat !== exceptSeat)
    .reduce((sum, seat) => sum + seat.entryCharged, 0);
}

/** Closes a pot that payouts left `left` coins in: the house takes them (once per game). */
export async function closePot(tx: Db, gameId: string, left: number): Promise<void> {
  if (left < 0) throw new Error(`pot of ${gameId} paid out ${-left} more than it held`);
  if (left === 0) return;
  await recordHouseMovement(tx, {
    reason: 'table-rake',
    currency: 'coins',
    delta: -left,
    idempotencyKey: `table-rake:${gameId}`,
  });
}

/**
 * Seats a person, charging the table's entry for this seating. The charge is keyed by the new seating's id, so
 * every seating pays once and its refund (keyed the same way) returns at most what it paid; the seat row
 * records that amount. A charge that was not applied fails the join (and the seat with it).
 */
export async function seatPayingPerson(
  tx: Db,
  gameId: string,
  seat: number,
  user: UserRow,
  fee: number,
  clientSeed?: string,
) {
  const seatingId = randomUUID();
  const entryCharged = Math.max(0, fee);
  if (entryCharged > 0) {
    const coins = (await getBalances(tx, user.id)).coins;
    if (coins < Math.max(entryCharged, MIN_COINS_TO_PLAY)) throw new AppError('NOT_ENOUGH_COINS');
  }
  await insertSeat(tx, {
    gameId,
    seat,
    userId: user.id,
    username: user.username,
    avatar: user.avatar,
    seatingId,
    entryCharged,
    clientSeed: clientSeed ?? null,
    skins: await wornSkinsOf(tx, user.id),
  });
  if (entryCharged === 0) return;
  const charged = await applyBalanceChanges(tx, {
    userId: user.id,
    changes: [{ currency: 'coins', delta: -entryCharged }],
    reason: 'game-entry',
    idempotencyKey: `game-entry:${gameId}:${seatingId}`,
  });
  if (!charged.applied) throw new AppError('IDEMPOTENCY_CONFLICT', 'The entry fee was not charged.');
}

/** Refunds what a seating was charged (before the deal), once: the key is the seating's. */
export async function refundSeating(tx: Db, gameId: string, seat: SeatRow): Promise<void> {
  if (!seat.userId || seat.entryCharged <= 0) return;
  await applyBalanceChanges(tx, {
    userId: seat.userId,
    changes: [{ currency: 'coins', delta: seat.entryCharged }],
    reason: 'game-entry-refund',
    idempotencyKey: `game-entry-refund:${gameId}:${seat.seatingId}`,
  });
}
