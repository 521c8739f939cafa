import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyDominoes,
  chooseDominoesAction,
  DOMINOES_MODES,
  DOUBLE_SIX,
  type DominoesAction,
  type DominoesMode,
  type DominoesState,
  dominoesModule,
  dominoesStateProblem,
  dominoesView,
  ENDS,
  legalDominoesActions,
  lineTiles,
  newDominoesGame,
  placesByScore,
  seededRandom,
  type Tile,
} from '../src/index.js';

const RULE_CODES = new Set([
  'not_your_turn',
  'bad_seat',
  'unknown_tile',
  'not_in_hand',
  'bad_end',
  'must_lead',
  'spinner_closed',
  'no_such_end',
  'does_not_fit',
  'must_play',
  'must_draw',
  'boneyard_empty',
  'bad_action',
  'game_finished',
]);

type Chooser = (state: DominoesState) => DominoesAction;

const randomPlayer = (seed: number): Chooser => {
  const random = seededRandom(seed);
  return (state) => {
    const actions = legalDominoesActions(state, state.turn);
    const action = actions[random(actions.length)];
    if (!action) throw new Error('no legal action');
    return action;
  };
};
const botPlayer: Chooser = (state) => chooseDominoesAction(dominoesView(state, state.turn));

function play(
  mode: DominoesMode,
  seatCount: number,
  seedIndex: number,
  choose: Chooser,
  onStep?: (state: DominoesState) => void,
  singleHand = false,
): DominoesState {
  let state = newDominoesGame({
    mode,
    seatCount,
    seed: { serverSeed: `prop-${seedIndex}`, clientSeed: `c${seedIndex}`, nonce: seedIndex },
    settings: { singleHand },
  });
  for (let steps = 0; state.phase !== 'finished'; steps++) {
    if (steps > 5000) throw new Error('the game did not end');
    onStep?.(state);
    const action = choose(state);
    const result = applyDominoes(state, action);
    if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(action)}`);
    state = result.state;
  }
  onStep?.(state);
  return state;
}

const table = fc.record({
  mode: fc.constantFrom(...DOMINOES_MODES),
  seatCount: fc.integer({ min: 2, max: 4 }),
  seedIndex: fc.nat(1_000_000),
});

function allTiles(state: DominoesState): Tile[] {
  return [...state.hands.flat(), ...state.boneyard, ...lineTiles(state.line)];
}

/** Deals the tiles `seat` cannot see (other hands and the boneyard) anew, keeping every count. */
function redealHidden(state: DominoesState, seat: number, random: (bound: number) => number): DominoesState {
  const hidden = [...state.hands.filter((_, owner) => owner !== seat).flat(), ...state.boneyard];
  for (let index = hidden.length - 1; index > 0; index--) {
    const other = random(index + 1);
    [hidden[index], hidden[other]] = [hidden[other] as Tile, hidden[index] as Tile];
  }
  const hands = state.hands.map((hand, owner) => (owner === seat ? hand : hidden.splice(0, hand.length)));
  return { ...state, hands, boneyard: hidden };
}

describe('dominoes properties', () => {
  it('sides: every seat of a table has one side, the sides are 0..count-1, and partners exist only at four seats of Tiles on Fire', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOMINOES_MODES), fc.integer({ min: 2, max: 4 }), (mode, seatCount) => {
        const count = dominoesModule.sideCount(mode, seatCount);
        const sides = Array.from({ length: seatCount }, (_, seat) =>
          dominoesModule.sideOf(mode, seatCount, seat),
        );
        expect(new Set(sides)).toEqual(new Set(Array.from({ length: count }, (_, side) => side)));
        const partnership = mode === 'tilesonfire' && seatCount === 4;
        expect(count).toBe(partnership ? 2 : seatCount);
        // Partners never sit next to each other: turns go round, so sides alternate.
        for (let seat = 0; seat < seatCount; seat++)
          expect(sides[seat]).not.toBe(sides[(seat + 1) % seatCount]);
        // A new game keeps one score per side.
        const game = newDominoesGame({
          mode,
          seatCount,
          seed: { serverSeed: 'sides', clientSeed: 'c', nonce: 0 },
        });
        expect(game.scores).toHaveLength(count);
      }),
    );
  });

  it('conserves the 28 tiles, each once, and every state reads back whole', () => {
    fc.assert(
      fc.property(table, ({ mode, seatCount, seedIndex }) => {
        play(mode, seatCount, seedIndex, randomPlayer(seedIndex), (state) => {
          const tiles = allTiles(state);
          expect(tiles).toHaveLength(28);
          expect(new Set(tiles)).toEqual(new Set(DOUBLE_SIX));
          expect(dominoesStateProblem(JSON.parse(JSON.stringify(state)))).toBeNull();
        });
      }),
      { numRuns: 20 },
    );
  });

  it('applies every legal action and refuses everything else with a rule code', () => {
    fc.assert(
      fc.property(table, fc.nat(1000), ({ mode, seatCount, seedIndex }, noise) => {
        const random = seededRandom(noise);
        play(mode, seatCount, seedIndex, randomPlayer(seedIndex + 1), (state) => {
          if (state.phase === 'finished') {
            expect(applyDominoes(state, { type: 'pass', seat: 0 })).toMatchObject({ ok: false });
            return;
          }
          const legal = legalDominoesActions(state, state.turn);
          expect(legal.length).toBeGreaterThan(0);
          for (const action of legal)
            expect(applyDominoes(state, action).ok, JSON.stringify(action)).toBe(true);
          for (let seat = 0; seat < seatCount; seat++)
            if (seat !== state.turn) expect(legalDominoesActions(state, seat)).toEqual([]);
          const key = (action: DominoesAction) => JSON.stringify(action);
          const legalKeys = new Set(legal.map(key));
          for (let attempt = 0; attempt < 6; attempt++) {
            const seat = random(seatCount + 1);
            const kind = random(3);
            const action: DominoesAction =
              kind === 0
                ? {
                    type: 'play',
                    seat,
                    tile: DOUBLE_SIX[random(28)] as Tile,
                    end: ENDS[random(4)] as (typeof ENDS)[number],
                  }
                : { type: kind === 1 ? 'draw' : 'pass', seat };
            if (legalKeys.has(key(action))) continue;
            const result = applyDominoes(state, action);
            expect(result.ok, key(action)).toBe(false);
            if (!result.ok) expect(RULE_CODES.has(result.error.code), result.error.code).toBe(true);
          }
        });
      }),
      { numRuns: 12 },
    );
  });

  it('a view never shows another hand or the boneyard order: re-dealing them leaves it unchanged', () => {
    fc.assert(
      fc.property(table, fc.nat(1000), ({ mode, seatCount, seedIndex }, noise) => {
        const random = seededRandom(noise);
        play(mode, seatCount, seedIndex, randomPlayer(seedIndex + 2), (state) => {
          for (let seat = 0; seat < seatCount; seat++) {
            const view = dominoesView(state, seat);
            expect(dominoesView(redealHidden(state, seat, random), seat)).toEqual(view);
            expect(view.myHand).toEqual(state.hands[seat]);
            expect(view.boneyardCount).toBe(state.boneyard.length);
            if (state.phase !== 'finished') expect(view.serverSeed).toBeNull();
          }
        });
      }),
      { numRuns: 10 },
    );
  });

  it('games end, by bots or random play, and the outcome names every seat once with consistent places', () => {
    fc.assert(
      fc.property(table, fc.boolean(), fc.boolean(), ({ mode, seatCount, seedIndex }, bots, singleHand) => {
        const final = play(
          mode,
          seatCount,
          seedIndex,
          bots ? botPlayer : randomPlayer(seedIndex),
          undefined,
          singleHand,
        );
        const outcome = dominoesModule.outcome(final);
        if (!outcome) throw new Error('no outcome for a finished game');
        expect(outcome.sides.flat().sort()).toEqual(Array.from({ length: seatCount }, (_, seat) => seat));
        expect(outcome.sides).toHaveLength(mode === 'tilesonfire' && seatCount === 4 ? 2 : seatCount);
        // The module's sides for this table are the outcome's.
        expect(outcome.sides).toHaveLength(dominoesModule.sideCount(mode, seatCount));
        for (const [side, seats] of outcome.sides.entries())
          for (const seat of seats) expect(dominoesModule.sideOf(mode, seatCount, seat)).toBe(side);
        expect(outcome.scores).toEqual(final.scores);
        expect(outcome.places).toEqual(placesByScore(outcome.scores));
        expect(outcome.draw).toBe(outcome.places.filter((place) => place === 1).length > 1);
        const winners = final.result?.winners ?? [];
        expect(winners.every((side) => outcome.places[side] === 1)).toBe(true);
        if (singleHand) expect(final.history.length).toBeLessThanOrEqual(1);
        else expect(Math.max(...final.scores)).toBeGreaterThanOrEqual(final.settings.target);
      }),
      { numRuns: 24 },
    );
  });
});
