import {
  apply,
  CURRENT_SHUFFLE_VERSION,
  chooseSpadesAction,
  commitment,
  mixClientSeeds,
  newSpadesGame,
  type SpadesState,
  viewFor,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commitmentMatches, dealOfHand, mixMatches } from './fair-check.js';
import type { FairParams } from './links.js';

/** Plays an engine game with its bots until hand `hand` is dealt. */
function playUntilHand(state: SpadesState, hand: number): SpadesState {
  let current = state;
  while (current.hand < hand && current.phase !== 'finished') {
    const action = chooseSpadesAction(viewFor(current, current.turn));
    // A blind-pending seat's bot may first see its cards (a move of its own); then it acts again.
    const next = apply(current, action);
    if (!next.ok) throw new Error(next.error.code);
    current = next.state;
  }
  return current;
}

describe('the fair page’s checks', () => {
  it('deals every hand exactly as the engine’s game did (nonce + n, the dealer passing clockwise)', () => {
    let laterHands = 0;
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{16}$/), fc.nat({ max: 1000 }), (serverSeed, nonce) => {
        const seed = {
          serverSeed,
          clientSeed: mixClientSeeds(['ann', 'bob']),
          nonce,
          version: CURRENT_SHUFFLE_VERSION,
        };
        const game = newSpadesGame({ mode: 'classic', seed });
        expect(dealOfHand(seed, 0)).toEqual({ dealer: game.dealer, hands: game.hands });
        let later = game;
        for (const hand of [1, 2]) {
          later = playUntilHand(later, hand);
          if (later.phase === 'finished') return;
          expect(later.hand).toBe(hand);
          expect(dealOfHand(seed, hand)).toEqual({ dealer: later.dealer, hands: later.hands });
          laterHands += 1;
        }
      }),
      { numRuns: 4 },
    );
    expect(laterHands).toBeGreaterThan(0);
  });

  const params = (overrides: Partial<FairParams>): FairParams => ({
    serverSeed: 'server',
    clientSeed: mixClientSeeds(['a1', 'b2']),
    clientSeeds: ['a1', 'b2'],
    nonce: 0,
    version: 1,
    commitment: commitment('server'),
    hands: 1,
    ...overrides,
  });

  it('says whether the players’ seeds mix into the table’s seed, in seat order', () => {
    expect(mixMatches(params({}))).toBe(true);
    expect(mixMatches(params({ clientSeeds: ['b2', 'a1'] }))).toBe(false);
    expect(mixMatches(params({ clientSeeds: ['a1', 'b|2'] }))).toBe(false);
    expect(mixMatches(params({ clientSeeds: [] }))).toBeNull();
  });

  it('checks the commitment', () => {
    expect(commitmentMatches(params({}))).toBe(true);
    expect(commitmentMatches(params({ commitment: commitment('other') }))).toBe(false);
    expect(commitmentMatches(params({ commitment: '' }))).toBeNull();
  });
});
