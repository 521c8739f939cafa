/**
 * A table's pot: the entries its seatings paid and were not refunded (game_seats.entry_charged). Payouts come
 * out of it; when the table closes, what is left is the house's (`table-rake`) and what a payout needs beyond
 * it is put up by the house (`bot-table-prize`), so no coin appears or vanishes unnamed (ledger-kinds.ts).
 */
import type { Db } from '../db/client.js';
import { recordHouseMovement } from '../wallet/wallet.js';
import type { GameRecord } from './repository.js';

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
