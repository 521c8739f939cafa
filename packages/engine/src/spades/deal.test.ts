import { describe, expect, it } from 'vitest';
import { dealFirstHand, dealHands } from './deal.js';

describe('dealing', () => {
  it('deals the first hand exactly as dealHands would for the drawn dealer (so anyone can re-derive it)', () => {
    for (let nonce = 0; nonce < 50; nonce++) {
      const seed = { serverSeed: 'server', clientSeed: 'client', nonce };
      const { dealer, hands } = dealFirstHand(seed);
      expect(hands).toEqual(dealHands(seed, 0, dealer));
    }
  });

  it('draws each seat as first dealer about a quarter of the time', () => {
    const counts = [0, 0, 0, 0];
    for (let nonce = 0; nonce < 2000; nonce++) {
      const { dealer } = dealFirstHand({ serverSeed: 'server', clientSeed: 'client', nonce });
      counts[dealer] = (counts[dealer] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(400);
  });

  it('starts dealing at the dealer’s left, one card at a time', () => {
    const seed = { serverSeed: 'server', clientSeed: 'client', nonce: 3 };
    const fromSeat0 = dealHands(seed, 1, 3);
    const fromSeat1 = dealHands(seed, 1, 0);
    // The same deck dealt one seat later: every hand moves one seat clockwise.
    expect(fromSeat1[1]).toEqual(fromSeat0[0]);
    expect(fromSeat1[0]).toEqual(fromSeat0[3]);
  });
});
