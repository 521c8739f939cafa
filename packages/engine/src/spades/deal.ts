import { type Card, FULL_DECK } from '../cards.js';
import { type FairSeed, FairStream, shuffleVersionOf, shuffleWith } from '../fair.js';
import { nextSeat } from './rules.js';
import type { Seat } from './types.js';

/** The seed of hand n: the game's nonce advanced by the hand number. */
export function handSeed(seed: FairSeed, hand: number): FairSeed {
  return { ...seed, nonce: seed.nonce + hand };
}

function dealFrom(deck: readonly Card[], dealer: Seat): Card[][] {
  const hands: Card[][] = [[], [], [], []];
  let seat = nextSeat(dealer);
  for (const card of deck) {
    (hands[seat] as Card[]).push(card);
    seat = nextSeat(seat);
  }
  return hands;
}

/** Hand n's shuffled deck, in the order it is dealt (the first card goes to the dealer's left). */
export function shuffledDeck(seed: FairSeed, hand: number): Card[] {
  switch (shuffleVersionOf(seed)) {
    case 1:
      return shuffleWith(FULL_DECK, new FairStream(handSeed(seed, hand)));
  }
}

/** Shuffles the fixed 52-card deck and deals it one at a time clockwise from the dealer's left. */
export function dealHands(seed: FairSeed, hand: number, dealer: Seat): Card[][] {
  return dealFrom(shuffledDeck(seed, hand), dealer);
}

/**
 * The first hand's deck and dealer. Version 1: the same stream that shuffles then draws the first dealer,
 * so the seed decides both and no extra HMAC block is spent (the draw usually fits in the last block's
 * unused bytes).
 */
export function firstHandDeck(seed: FairSeed): { dealer: Seat; deck: Card[] } {
  switch (shuffleVersionOf(seed)) {
    case 1: {
      const stream = new FairStream(handSeed(seed, 0));
      const deck = shuffleWith(FULL_DECK, stream);
      return { dealer: stream.nextInt(4) as Seat, deck };
    }
  }
}

export function dealFirstHand(seed: FairSeed): { dealer: Seat; hands: Card[][] } {
  const { dealer, deck } = firstHandDeck(seed);
  return { dealer, hands: dealFrom(deck, dealer) };
}
