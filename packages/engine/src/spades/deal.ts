import { type Card, FULL_DECK } from '../cards.js';
import { type FairSeed, fairPick, fairShuffle } from '../fair.js';
import { nextSeat } from './rules.js';
import type { Seat } from './types.js';

/** The seed of hand n: the game's nonce advanced by the hand number. */
export function handSeed(seed: FairSeed, hand: number): FairSeed {
  return { ...seed, nonce: seed.nonce + hand };
}

/** The first dealer, drawn from the game's seed on its own labelled stream. */
export function firstDealer(seed: FairSeed): Seat {
  return fairPick(4, seed, 'dealer') as Seat;
}

/** Shuffles the fixed 52-card deck and deals it one at a time clockwise from the dealer's left. */
export function dealHands(seed: FairSeed, hand: number, dealer: Seat): Card[][] {
  const deck = fairShuffle(FULL_DECK, handSeed(seed, hand));
  const hands: Card[][] = [[], [], [], []];
  let seat = nextSeat(dealer);
  for (const card of deck) {
    (hands[seat] as Card[]).push(card);
    seat = nextSeat(seat);
  }
  return hands;
}
