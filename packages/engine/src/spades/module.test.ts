import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placesByScore } from '../module.js';
import { spadesModule } from './module.js';
import type { SpadesState } from './types.js';

function playOut(state: SpadesState): SpadesState {
  let current = state;
  for (let guard = 0; guard < 10_000; guard++) {
    const seat = spadesModule.toAct(current);
    if (seat === null) return current;
    const [action] = spadesModule.autoActions(current, seat);
    if (!action) throw new Error('no auto action for the seat to act');
    const result = spadesModule.apply(current, action);
    if (!result.ok) throw new Error(result.error.code);
    current = result.state;
  }
  throw new Error('game did not finish');
}

const seed = (serverSeed: string) => ({ serverSeed, clientSeed: 'module', nonce: 0 });

describe('spadesModule', () => {
  it('plays a quick game to an outcome whose winners hold first place', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.constantFrom(...spadesModule.modes),
        (s, mode) => {
          const start = spadesModule.create({ mode, seed: seed(s), seatCount: 4, singleHand: true });
          const end = playOut(start);
          const outcome = spadesModule.outcome(end);
          expect(outcome).not.toBeNull();
          if (!outcome || !end.result) return;
          expect(outcome.sides.flat().sort()).toEqual([0, 1, 2, 3]);
          expect(outcome.sides).toHaveLength(spadesModule.sideCount(mode, 4));
          for (const side of end.result.winners) expect(outcome.places[side]).toBe(1);
          expect(outcome.places.filter((place) => place === 1)).toHaveLength(end.result.winners.length);
          expect(outcome.draw).toBe(end.result.draw);
          for (const [side, seats] of outcome.sides.entries())
            for (const seat of seats) expect(spadesModule.sideOf(mode, 4, seat)).toBe(side);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('has no outcome before the end', () => {
    const start = spadesModule.create({ mode: 'classic', seed: seed('x'), seatCount: 4, singleHand: false });
    expect(spadesModule.outcome(start)).toBeNull();
    expect(spadesModule.toAct(start)).toBe(start.turn);
  });

  it('reads back a state it wrote, through JSON', () => {
    const start = spadesModule.create({
      mode: 'heartsonfire',
      seed: seed('y'),
      seatCount: 4,
      singleHand: true,
    });
    expect(spadesModule.parseState(JSON.parse(JSON.stringify(start)))).toEqual(start);
  });

  it('refuses a stored state of another game or a broken shape, saying why', () => {
    const start = spadesModule.create({ mode: 'classic', seed: seed('z'), seatCount: 4, singleHand: true });
    expect(() => spadesModule.parseState({ ...start, game: 'dominoes' })).toThrow(/not "spades"/);
    expect(() => spadesModule.parseState({ ...start, hands: [['XX']] })).toThrow(/bad hands/);
    expect(() => spadesModule.parseState(null)).toThrow(/not an object/);
    expect(() => spadesModule.parseState({ ...start, mode: 'poker' })).toThrow(/unknown mode/);
  });

  it('lets a turn go on only when another seat chooses to see its cards (blind nil), never after a bid or play', () => {
    let offTurnSees = 0;
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 12 }),
        fc.array(fc.nat(), { minLength: 30, maxLength: 60 }),
        (s, picks) => {
          const dealt = spadesModule.create({
            mode: 'classic',
            seed: seed(s),
            seatCount: 4,
            singleHand: false,
          });
          // Side 0 trails by 150 at the deal: seats 0 and 2 are offered blind nil, so sees happen off turn.
          let state: SpadesState = {
            ...dealt,
            scores: dealt.scores.map((side, index) => ({ ...side, score: index === 1 ? 150 : 0 })),
          };
          for (const pick of picks) {
            const toAct = spadesModule.toAct(state);
            if (toAct === null) break;
            const actions = [0, 1, 2, 3].flatMap((seat) => spadesModule.legalActions(state, seat));
            const action = actions[pick % actions.length];
            if (!action) throw new Error('no legal action at all');
            const result = spadesModule.apply(state, action);
            if (!result.ok) throw new Error(result.error.code);
            const offTurnSee = action.type === 'see' && action.seat !== toAct;
            if (offTurnSee) offTurnSees += 1;
            expect(spadesModule.turnContinues?.(state, result.state)).toBe(offTurnSee);
            // Nothing moved: the same state is not a move of anyone's.
            expect(spadesModule.turnContinues?.(result.state, result.state)).toBe(false);
            state = result.state;
          }
        },
      ),
      { numRuns: 60 },
    );
    // The runs did exercise the case that matters.
    expect(offTurnSees).toBeGreaterThan(0);
  });

  it('refuses an unknown mode at creation', () => {
    expect(() =>
      spadesModule.create({ mode: 'poker', seed: seed('m'), seatCount: 4, singleHand: true }),
    ).toThrow();
  });
});

describe('placesByScore', () => {
  it('shares a place between equal scores and counts the sides above', () => {
    expect(placesByScore([10, 30, 10, 5])).toEqual([2, 1, 2, 4]);
  });
});
