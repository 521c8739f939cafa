import { seatsOfSide, sideCount } from './rules.js';
import type { Seat, SpadesView } from './types.js';

/** One side's contract during a hand, as the table shows it ("Us 5/3"). */
export interface SideContract {
  side: number;
  seats: Seat[];
  /** The side's contract: its non-nil bids placed so far; null until one of its seats has bid. */
  bid: number | null;
  /** Books that count toward the contract so far (a nil bidder's books count only under that setting). */
  books: number;
  /** Seats of the side that bid nil (their books are bags unless they count for the partner). */
  nilSeats: Seat[];
}

/** Each side's contract and progress in the current hand, the way scoreHand will count it. */
export function sideContracts(
  view: Pick<SpadesView, 'mode' | 'bids' | 'tricksBySeat' | 'settings'>,
): SideContract[] {
  return Array.from({ length: sideCount(view.mode) }, (_, side) => {
    const seats = seatsOfSide(side, view.mode);
    let bid: number | null = null;
    let books = 0;
    const nilSeats: Seat[] = [];
    for (const seat of seats) {
      const placed = view.bids[seat] ?? null;
      const tricks = view.tricksBySeat[seat] ?? 0;
      if (placed === null) {
        books += tricks;
        continue;
      }
      bid = (bid ?? 0) + placed.value;
      if (placed.value > 0 || view.settings.nilTricksCountForPartner) books += tricks;
      if (placed.value === 0) nilSeats.push(seat);
    }
    return { side, seats, bid, books, nilSeats };
  });
}
