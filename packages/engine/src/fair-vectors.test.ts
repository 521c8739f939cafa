import { describe, expect, it } from 'vitest';
import { type Card, FULL_DECK } from './cards.js';
import {
  CURRENT_SHUFFLE_VERSION,
  type FairSeed,
  FairStream,
  SHUFFLE_VERSIONS,
  shuffleVersionOf,
} from './fair.js';
import { dealFirstHand, dealHands, firstHandDeck, shuffledDeck } from './spades/deal.js';
import { newSpadesGame } from './spades/game.js';
import { viewFor } from './spades/view.js';

/**
 * Known-answer vectors of shuffle version 1: seed → the first hand's deck in dealing order (the first card
 * goes to the dealer's left) and the first dealer. Generated once with the version 1 code and pasted here;
 * they must never change. A failing vector means deals of finished games no longer verify: restore the old
 * behaviour and put the new one under a new shuffle version instead.
 */
interface Vector {
  seed: FairSeed;
  dealer: number;
  deck: Card[];
}

// biome-ignore format: rows of 13 cards, one per seat's share in dealing order, read best as a grid
const VERSION_1: Vector[] = [
  {
    seed: { serverSeed: 'vector-server-0', clientSeed: 'vector-client-0', nonce: 0 },
    dealer: 3,
    deck: [
      'JH', '8H', '5D', 'TS', '2C', '7C', 'AD', 'AC', 'QS', '2H', '9D', '6H', 'QH',
      '3C', '9H', '8D', '6C', 'TD', '7S', '2S', '5H', '3D', 'KC', 'TH', '8C', 'AS',
      '4S', 'QD', 'TC', '3H', 'QC', '4D', 'KH', '5S', '8S', '6D', '7D', '9S', 'JD',
      '4C', '2D', '4H', 'JC', '7H', '9C', 'KD', 'AH', '3S', '5C', 'KS', 'JS', '6S',
    ],
  },
  {
    seed: { serverSeed: 'vector-server-1', clientSeed: 'vector-client-1', nonce: 1 },
    dealer: 0,
    deck: [
      '4D', '7S', '8S', '6C', '3D', 'QH', '6S', 'AH', 'JD', '9C', 'JS', 'AD', '7D',
      '5D', '4H', 'TH', '5C', '6D', '5H', '4C', '6H', '8H', '7H', 'JC', '2D', '4S',
      '5S', 'TS', 'TC', '2S', '9H', 'KC', 'KH', '9D', 'AC', '3C', 'KS', '2H', '8C',
      'QD', 'KD', '3S', 'JH', 'QC', 'AS', '2C', 'QS', '8D', '7C', 'TD', '3H', '9S',
    ],
  },
  {
    seed: { serverSeed: 'vector-server-2', clientSeed: 'vector-client-2', nonce: 2 },
    dealer: 1,
    deck: [
      '2D', '5H', '9H', '6S', '9D', 'QC', 'AC', '7H', 'KH', 'KS', '2H', 'TS', 'JC',
      '6C', '4C', '5D', 'AS', '9C', 'QH', '2C', '4S', 'KC', 'JH', '4D', '3H', '2S',
      'AD', '3S', 'JD', 'TH', '7C', '8C', '7D', '5S', '8D', '8S', 'KD', '6H', '3D',
      '9S', 'TC', '8H', '5C', '4H', 'TD', '6D', '3C', 'QS', 'QD', 'JS', 'AH', '7S',
    ],
  },
  {
    seed: { serverSeed: 'vector-server-4', clientSeed: 'vector-client-4', nonce: 4 },
    dealer: 2,
    deck: [
      'QH', '9D', '4S', 'AH', 'JD', 'AS', '7S', '6S', 'TD', '8S', '5C', 'AC', 'KS',
      'KH', '9S', 'KD', 'TH', '2C', 'QD', '8D', 'AD', 'TS', '6C', 'JC', '7D', '2D',
      '2H', '3D', '6D', '3S', 'JH', '4C', '7C', '9C', 'QS', '3H', '6H', '3C', '8C',
      '5D', 'QC', 'KC', '7H', '4D', '5H', 'JS', 'TC', '5S', '9H', '8H', '4H', '2S',
    ],
  },
  {
    seed: { serverSeed: 'ñandú ♠ unicode key', clientSeed: '4f2d0c8e1b7a69355c1e0f3d2b4a6987e1d2c3b4a5968778695a4b3c2d1e0f0a', nonce: 123456 },
    dealer: 0,
    deck: [
      '3C', 'TD', 'QD', '6D', '3D', '5C', '7H', 'JS', '8D', '9C', '2H', '8S', 'JD',
      '6S', 'KD', 'KS', 'TH', 'AH', 'QH', '3H', 'QC', '5S', 'JC', '2C', '8H', '7S',
      '9H', 'KC', '9D', 'AD', 'TS', 'JH', '4S', '5H', '2D', 'QS', 'AC', '6C', '4D',
      '7D', '8C', '4H', '2S', '7C', 'KH', '3S', '5D', '4C', 'AS', '9S', 'TC', '6H',
    ],
  },
  {
    seed: { serverSeed: 'x', clientSeed: 'table-7', nonce: 999999999 },
    dealer: 0,
    deck: [
      '3S', 'JH', '4S', 'TS', '5H', 'AS', '7H', '5S', '9S', '8S', 'KH', '7C', '4D',
      '5C', '3D', '6H', 'AH', 'KS', '5D', 'AC', 'AD', '4H', 'QC', '8C', '2D', '8H',
      '6C', 'KD', '6D', 'JC', 'QS', 'TD', '8D', '9D', '9C', 'JD', 'QH', '7D', '3C',
      '2C', 'KC', 'TC', '9H', 'JS', '2S', '4C', 'TH', '3H', '2H', '7S', 'QD', '6S',
    ],
  },
];

/** Hand 1 of the first vector: hand n shuffles with nonce + n. */
// biome-ignore format: rows of 13 cards
const VERSION_1_HAND_1: Card[] = [
  '6D', 'KS', 'QH', 'AC', 'AD', '7C', '6C', '9C', 'QC', '2C', 'JD', '5C', '2H',
  '6H', 'AH', 'AS', '7S', '7H', '5D', 'TS', 'TC', 'JH', 'JS', '2D', '4H', 'KH',
  '5S', '8H', 'TD', '3C', '3S', '2S', '8S', '4D', '3D', '8C', '6S', 'KD', '4C',
  '3H', 'JC', 'QD', 'QS', '9S', '4S', '9H', '7D', 'KC', 'TH', '8D', '5H', '9D',
];

describe('shuffle version 1 known-answer vectors', () => {
  it.each(VERSION_1)('$seed.serverSeed / $seed.clientSeed / $seed.nonce', ({ seed, dealer, deck }) => {
    expect(new Set(deck)).toEqual(new Set(FULL_DECK));
    for (const versioned of [seed, { ...seed, version: 1 }]) {
      expect(firstHandDeck(versioned)).toEqual({ dealer, deck });
      const dealt = dealFirstHand(versioned);
      expect(dealt.dealer).toBe(dealer);
      // Dealt one at a time clockwise from the dealer's left.
      deck.forEach((card, index) => {
        expect(dealt.hands[(dealer + 1 + index) % 4]?.[Math.floor(index / 4)]).toBe(card);
      });
    }
  });

  it('pins the later hands too (nonce + hand)', () => {
    const seed = (VERSION_1[0] as Vector).seed;
    expect(shuffledDeck(seed, 1)).toEqual(VERSION_1_HAND_1);
    expect(shuffledDeck({ ...seed, nonce: seed.nonce + 1 }, 0)).toEqual(VERSION_1_HAND_1);
    expect(dealHands(seed, 1, 2)[3]?.[0]).toBe(VERSION_1_HAND_1[0]);
  });

  it('covers every first dealer', () => {
    expect(new Set(VERSION_1.map((vector) => vector.dealer))).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe('shuffle versions', () => {
  it('lists version 1 as current, and an absent version reads as 1', () => {
    expect(SHUFFLE_VERSIONS).toContain(CURRENT_SHUFFLE_VERSION);
    expect(CURRENT_SHUFFLE_VERSION).toBe(1);
    expect(shuffleVersionOf({})).toBe(1);
    expect(shuffleVersionOf({ version: 1 })).toBe(1);
  });

  it('refuses to deal from a version it does not know rather than deal differently', () => {
    const seed = (VERSION_1[0] as Vector).seed;
    for (const version of [0, 2, 1.5, -1, Number.NaN]) {
      const unknown = { ...seed, version };
      expect(() => new FairStream(unknown)).toThrow(RangeError);
      expect(() => firstHandDeck(unknown)).toThrow(/unknown shuffle version/);
      expect(() => dealHands(unknown, 1, 0)).toThrow(RangeError);
      expect(() => newSpadesGame({ mode: 'classic', seed: unknown })).toThrow(RangeError);
    }
  });

  it("tells every seat the game's shuffle version", () => {
    const seed = (VERSION_1[1] as Vector).seed;
    const unversioned = newSpadesGame({ mode: 'classic', seed });
    const versioned = newSpadesGame({ mode: 'classic', seed: { ...seed, version: 1 } });
    expect(viewFor(unversioned, 0).shuffleVersion).toBe(1);
    expect(viewFor(versioned, 2).shuffleVersion).toBe(1);
    expect(versioned.hands).toEqual(unversioned.hands);
  });
});
