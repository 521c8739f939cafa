/**
 * The Dominoes view on the wire is the engine's view, no more and no less: the types agree both ways, views of
 * random engine games parse unchanged, and a view carrying the hands or the boneyard by mistake reaches the
 * client without them. The move body is an engine action without its seat.
 */
import {
  applyDominoes,
  type DominoesAction,
  type DominoesMode,
  type DominoesState,
  type DominoesView,
  dominoesView,
  legalDominoesActions,
  newDominoesGame,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { API_CALLS } from '../api/index.js';
import { DOMINOES_RULE_ERROR_CODES, ERROR_CODES } from '../error-codes.js';
import {
  type DOMINOES_VIEW_VERSION,
  type DominoesIntent,
  dominoesIntentSchema,
  dominoesViewOnWire,
  dominoesViewSchema,
} from './dominoes.js';
import { type GameView, gameViewSchema, VIEW_SCHEMAS_BY_MAP } from './index.js';

type Wire = DominoesView & { viewVersion: typeof DOMINOES_VIEW_VERSION };

function playRandomly(
  seed: number,
  mode: DominoesMode,
  seatCount: number,
  maxMoves: number,
): DominoesState[] {
  let state = newDominoesGame({
    mode,
    seed: { serverSeed: `wire-${seed}`, clientSeed: 'wire', nonce: 0 },
    seatCount,
    settings: { singleHand: false },
  });
  const states = [state];
  let random = seed >>> 0;
  for (let move = 0; move < maxMoves && state.phase === 'playing'; move++) {
    const actions = legalDominoesActions(state, state.turn);
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const action = actions[random % actions.length] as DominoesAction;
    const result = applyDominoes(state, action);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    state = result.state;
    states.push(state);
  }
  return states;
}

describe('the Dominoes view on the wire', () => {
  it('has the type of the engine view plus its version, both ways', () => {
    expectTypeOf<Wire>().toExtend<z.input<typeof dominoesViewSchema>>();
    expectTypeOf<z.output<typeof dominoesViewSchema>>().toExtend<Wire>();
    expectTypeOf<Extract<GameView, { game: 'dominoes' }>>().toExtend<DominoesView>();
    expectTypeOf<DominoesIntent & { seat: number }>().toExtend<DominoesAction>();
  });

  it('parses every seat view of random engine games unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<DominoesMode>('classic', 'tilesonfire'),
        fc.integer({ min: 2, max: 4 }),
        (seed, mode, seatCount) => {
          for (const state of playRandomly(seed, mode, seatCount, 400)) {
            for (let seat = 0; seat < seatCount; seat++) {
              const wire = dominoesViewOnWire(dominoesView(state, seat));
              const parsed = gameViewSchema.safeParse(wire);
              if (!parsed.success) throw new Error(parsed.error.message);
              expect(parsed.data).toEqual(wire);
            }
          }
        },
      ),
      { numRuns: 8 },
    );
  });

  it('is the schema the dominoes map is registered with, and refuses other versions', () => {
    expect(VIEW_SCHEMAS_BY_MAP.dominoes).toBe(dominoesViewSchema);
    const view = dominoesView(playRandomly(1, 'classic', 2, 0)[0] as DominoesState, 0);
    expect(gameViewSchema.safeParse(view).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...view, viewVersion: 2 }).success).toBe(false);
  });

  it('keeps the other hands and the boneyard out of a view that carries them by mistake', () => {
    const state = playRandomly(7, 'tilesonfire', 4, 3).at(-1) as DominoesState;
    const leaky = {
      ...dominoesViewOnWire(dominoesView(state, 0)),
      hands: state.hands,
      boneyard: state.boneyard,
      seed: state.seed,
    };
    const text = JSON.stringify(dominoesViewSchema.parse(leaky));
    for (const tile of [...state.boneyard, ...state.hands.slice(1).flat()])
      expect(text).not.toContain(`"${tile}"`);
    expect(text).not.toContain(state.seed.serverSeed);
  });

  it('takes a play, a draw or a pass without a seat, and only double-six tiles', () => {
    expect(dominoesIntentSchema.parse({ type: 'play', tile: '6-3', end: 'west' })).toEqual({
      type: 'play',
      tile: '6-3',
      end: 'west',
    });
    expect(dominoesIntentSchema.safeParse({ type: 'draw' }).success).toBe(true);
    expect(dominoesIntentSchema.safeParse({ type: 'pass', seat: 1 }).success).toBe(false);
    expect(dominoesIntentSchema.safeParse({ type: 'play', tile: '3-6', end: 'east' }).success).toBe(false);
    expect(dominoesIntentSchema.safeParse({ type: 'play', tile: '7-1', end: 'east' }).success).toBe(false);
    expect(dominoesIntentSchema.safeParse({ type: 'play', tile: '6-6', end: 'up' }).success).toBe(false);
  });
});

describe('the dominoes move call', () => {
  it('takes an intent and a request id, and names every engine refusal', () => {
    const body = API_CALLS.dominoesMove.body;
    expect(
      body.safeParse({ gameData: { game_id: 'g' }, action: { type: 'draw' }, requestId: 'r-1' }).success,
    ).toBe(true);
    expect(body.safeParse({ gameData: { game_id: 'g' }, action: { type: 'draw', seat: 0 } }).success).toBe(
      false,
    );
    const engineCodes = [
      'bad_action',
      'game_finished',
      'bad_seat',
      'not_your_turn',
      'unknown_tile',
      'not_in_hand',
      'bad_end',
      'must_lead',
      'no_such_end',
      'spinner_closed',
      'does_not_fit',
      'must_play',
      'boneyard_empty',
      'must_draw',
    ];
    // The shared ones are protocol codes already; the rest wait for their Spanish text (error-codes.ts).
    for (const code of ['NOT_YOUR_TURN', 'GAME_FINISHED', 'INVALID_ACTION'])
      expect(ERROR_CODES).toContain(code);
    expect([...DOMINOES_RULE_ERROR_CODES, 'GAME_FINISHED', 'NOT_YOUR_TURN'].sort()).toEqual(
      engineCodes.map((code) => code.toUpperCase()).sort(),
    );
  });

  it('lets only a dominoes table choose its seats', () => {
    const create = API_CALLS.gameCreate.body;
    expect(create.safeParse({ type: 'bots', game_mode: 'classic', map: 'dominoes', seats: 3 }).success).toBe(
      true,
    );
    expect(create.safeParse({ type: 'bots', game_mode: 'classic', map: 'dominoes', seats: 5 }).success).toBe(
      false,
    );
    expect(create.safeParse({ type: 'bots', game_mode: 'classic', map: 'spades', seats: 2 }).success).toBe(
      false,
    );
    const search = API_CALLS.gameSearch.body;
    expect(
      search.safeParse({ type: 'vs', game_mode: 'tilesonfire', map: 'dominoes', seats: 2 }).success,
    ).toBe(true);
    expect(
      search.safeParse({ type: 'vs', game_mode: 'tilesonfire', map: 'dominoes', seats: 3 }).success,
    ).toBe(false);
  });
});
