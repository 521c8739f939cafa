import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  type Card,
  dealHands,
  FULL_DECK,
  isBlindPending,
  legalActions,
  newSpadesGame,
  SPADES_MODES,
  type SpadesState,
  viewFor,
} from '../src/index.js';
import { playGame, randomChooser, seedFor } from './harness.js';

const SEATS = [0, 1, 2, 3] as const;

/**
 * A view hides the other hands exactly when dealing those hidden cards differently among the other
 * seats (same counts) leaves the view unchanged.
 */
function checkStep(state: SpadesState): void {
  for (const seat of SEATS) {
    const view = viewFor(state, seat);
    const others = SEATS.filter((other) => other !== seat);
    const hidden = others.flatMap((other) => state.hands[other] as Card[]).reverse();
    const hands = state.hands.map((cards, owner) => {
      if (owner === seat) return cards;
      return hidden.splice(0, cards.length);
    });
    expect(viewFor({ ...state, hands }, seat)).toEqual(view);
    if (state.phase !== 'finished') expect(JSON.stringify(view)).not.toContain(state.seed.serverSeed);
  }
}

describe.each(SPADES_MODES)('random legal play in %s', (mode) => {
  it('deals every card exactly once, 13 to each seat, in every hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 30 }), (index, hand) => {
        const hands = dealHands(seedFor(index), hand, (index % 4) as 0 | 1 | 2 | 3);
        expect(hands.map((cards) => cards.length)).toEqual([13, 13, 13, 13]);
        expect(new Set(hands.flat())).toEqual(new Set(FULL_DECK));
      }),
      { numRuns: 300 },
    );
  });

  it('ends legally with 4-card tricks, 13 tricks a hand and hidden hands kept hidden', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.boolean(), (index, singleHand) => {
        const tricksSeen: number[] = [];
        const { final } = playGame(mode, index, randomChooser(index), { singleHand }, (state, action) => {
          if (state.moves % 7 === 0) checkStep(state);
          const legal = legalActions(state, state.turn);
          expect(legal).toContainEqual(action);
          // Off turn a seat has nothing to do, except that a seat offered blind nil may look at any time.
          for (const seat of SEATS) {
            if (seat === state.turn) continue;
            const expected = isBlindPending(state, seat) ? [{ type: 'see', seat }] : [];
            expect(legalActions(state, seat)).toEqual(expected);
          }
          if (state.tricks.length > 0) tricksSeen.push(state.tricks.length);
        });
        expect(final.result).not.toBeNull();
        expect(final.history.length).toBe(final.hand + 1);
        for (const record of final.history) {
          expect(record.tricksBySeat.reduce((sum, n) => sum + n, 0)).toBe(13);
        }
        for (const trick of final.tricks) expect(trick.plays).toHaveLength(4);
        const last = final.history.at(-1);
        expect(last?.sides.map(({ score, bags }) => ({ score, bags }))).toEqual(final.scores);
        if (singleHand) expect(final.history).toHaveLength(1);
        else {
          const totals = final.scores.map((side) => side.score);
          expect(totals.some((score) => score >= 500 || score <= -200)).toBe(true);
        }
        for (const side of final.scores) expect(side.bags).toBeGreaterThanOrEqual(0);
        for (const side of final.scores) expect(side.bags).toBeLessThan(10);
        checkStep(final);
      }),
      { numRuns: 150 },
    );
  });

  it('gives the same game from the same seed, and continues identically after a JSON round trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 1, max: 120 }), (index, cut) => {
        const first = playGame(mode, index, randomChooser(index));
        const second = playGame(mode, index, randomChooser(index));
        expect(second.final).toEqual(first.final);
        let state: SpadesState = newSpadesGame({ mode, seed: seedFor(index) });
        first.actions.forEach((action, step) => {
          if (step === cut) state = JSON.parse(JSON.stringify(state)) as SpadesState;
          const result = apply(state, action);
          if (!result.ok) throw new Error(result.error.code);
          state = result.state;
        });
        expect(state).toEqual(first.final);
      }),
      { numRuns: 40 },
    );
  });
});
