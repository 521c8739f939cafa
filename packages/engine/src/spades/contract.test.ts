import { describe, expect, it } from 'vitest';
import { sideContracts } from './contract.js';
import { type Bid, DEFAULT_SPADES_SETTINGS, type SpadesMode } from './types.js';

function b(value: number): Bid {
  return { value, blind: false, firestorm: false, auto: false };
}

function view(mode: SpadesMode, bids: (Bid | null)[], tricksBySeat: number[], nilCounts = false) {
  return {
    mode,
    bids,
    tricksBySeat,
    settings: { ...DEFAULT_SPADES_SETTINGS, nilTricksCountForPartner: nilCounts },
  };
}

describe('side contracts during a hand', () => {
  it('adds the partners’ bids and books per side', () => {
    const result = sideContracts(view('classic', [b(3), b(4), b(2), b(2)], [1, 2, 1, 0]));
    expect(result.map(({ bid, books }) => [bid, books])).toEqual([
      [5, 2],
      [6, 2],
    ]);
    expect(result[0]?.seats).toEqual([0, 2]);
  });

  it('has no contract before a side has bid, and a partial one while its partner is still to bid', () => {
    const result = sideContracts(view('classic', [b(3), null, null, null], [0, 0, 0, 0]));
    expect(result.map((side) => side.bid)).toEqual([3, null]);
  });

  it('leaves a nil bidder’s books out of the contract unless they count for the partner', () => {
    const bids: Bid[] = [b(0), b(4), b(5), b(2)];
    const tricks = [1, 3, 4, 2];
    expect(sideContracts(view('classic', bids, tricks))[0]).toMatchObject({
      bid: 5,
      books: 4,
      nilSeats: [0],
    });
    expect(sideContracts(view('classic', bids, tricks, true))[0]).toMatchObject({ bid: 5, books: 5 });
  });

  it('gives every seat its own contract in clubhouse', () => {
    const result = sideContracts(view('clubhouse', [b(3), b(1), b(4), b(2)], [1, 0, 2, 0]));
    expect(result.map(({ seats, bid, books }) => [seats, bid, books])).toEqual([
      [[0], 3, 1],
      [[1], 1, 0],
      [[2], 4, 2],
      [[3], 2, 0],
    ]);
  });
});
