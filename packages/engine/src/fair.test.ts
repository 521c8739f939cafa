import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FULL_DECK } from './cards.js';
import {
  commitment,
  FairStream,
  fairShuffle,
  nativeCrypto,
  nobleHmac,
  nodeHmac,
  verifyCommitment,
} from './fair.js';

const seed = { serverSeed: 'server', clientSeed: 'client', nonce: 1 };

describe('fair shuffle', () => {
  it('commits to the server seed with SHA-256', () => {
    expect(commitment('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(verifyCommitment('abc', commitment('abc').toUpperCase())).toBe(true);
    expect(verifyCommitment('abd', commitment('abc'))).toBe(false);
  });

  it('is a permutation, the same for the same seed and different for another nonce or client seed', () => {
    const deck = fairShuffle(FULL_DECK, seed);
    expect([...deck].sort()).toEqual([...FULL_DECK].sort());
    expect(fairShuffle(FULL_DECK, seed)).toEqual(deck);
    expect(fairShuffle(FULL_DECK, { ...seed, nonce: 2 })).not.toEqual(deck);
    expect(fairShuffle(FULL_DECK, { ...seed, clientSeed: 'other' })).not.toEqual(deck);
  });

  it('draws integers within the bound for any bound', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 2 ** 32 }), (client, bound) => {
        const stream = new FairStream({ ...seed, clientSeed: client });
        for (let i = 0; i < 20; i++) {
          const value = stream.nextInt(bound);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(bound);
        }
      }),
    );
  });

  it('spreads each card evenly over the 52 positions (chi-square)', () => {
    const runs = 5200;
    const counts = Array.from({ length: 52 }, () => 0);
    for (let nonce = 0; nonce < runs; nonce++) {
      const position = fairShuffle(FULL_DECK, { ...seed, nonce }).indexOf('AS');
      counts[position] = (counts[position] ?? 0) + 1;
    }
    const expected = runs / 52;
    const chiSquare = counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 51 degrees of freedom: the 99.9th percentile is about 87.
    expect(chiSquare).toBeLessThan(87);
  });
});

describe('native and pure-JS HMAC', () => {
  it('give identical blocks, so a deal verified in a browser matches the server', () => {
    if (!nativeCrypto) throw new Error('tests run on Node, which has node:crypto');
    const crypto = nativeCrypto;
    fc.assert(
      fc.property(fc.string(), fc.string(), (key, message) => {
        expect(Buffer.from(nodeHmac(crypto, key)(message))).toEqual(Buffer.from(nobleHmac(key)(message)));
      }),
    );
  });
});
