/**
 * The Klondike view on the wire is the engine's view, no more and no less: the types agree both ways, views of
 * random engine games parse unchanged, and a view carrying the stock or face-down cards by mistake reaches the
 * client without them. The move body takes the engine's actions without their time.
 */
import {
  applyKlondike,
  KLONDIKE_ERROR_CODES,
  type KlondikeAction,
  type KlondikePile,
  type KlondikeState,
  type KlondikeView,
  klondikeView,
  legalKlondikeActions,
  newKlondikeGame,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { API_CALLS } from '../api/index.js';
import { ERROR_CODES } from '../error-codes.js';
import { type GameView, gameViewSchema, VIEW_SCHEMAS_BY_MAP } from './index.js';
import {
  type KLONDIKE_VIEW_VERSION,
  type KlondikeIntent,
  klondikeIntentSchema,
  type klondikePileSchema,
  klondikeSuggestionSchema,
  klondikeViewOnWire,
  klondikeViewSchema,
} from './klondike.js';

type Wire = KlondikeView & { viewVersion: typeof KLONDIKE_VIEW_VERSION };

function playRandomly(seed: number, draw: 1 | 3, maxMoves: number): KlondikeState[] {
  let state = newKlondikeGame(
    { serverSeed: `wire-${seed}`, clientSeed: 'wire', nonce: 0 },
    { draw, scoring: 'standard', ranked: false, maxPasses: null },
  );
  const states = [state];
  let random = seed >>> 0;
  for (let move = 0; move < maxMoves && state.status === 'playing'; move++) {
    const actions = legalKlondikeActions(state);
    if (actions.length === 0) break;
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const action = { ...(actions[random % actions.length] as KlondikeAction), atMs: move * 700 };
    const result = applyKlondike(state, action);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    state = result.state;
    states.push(state);
  }
  return states;
}

describe('the Klondike view on the wire', () => {
  it('has the type of the engine view plus its version, both ways', () => {
    expectTypeOf<Wire>().toExtend<z.input<typeof klondikeViewSchema>>();
    expectTypeOf<z.output<typeof klondikeViewSchema>>().toExtend<Wire>();
    expectTypeOf<Extract<GameView, { game: 'klondike' }>>().toExtend<KlondikeView>();
    // A move body plus the server's time is an engine action, and every engine pile is a body's pile.
    expectTypeOf<z.output<typeof klondikePileSchema>>().toEqualTypeOf<KlondikePile>();
    expectTypeOf<
      Exclude<KlondikeIntent, { type: 'autoComplete' }> & { atMs: number }
    >().toExtend<KlondikeAction>();
  });

  it('parses every view of random engine games unchanged', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(1 as const, 3 as const), (seed, draw) => {
        for (const state of playRandomly(seed, draw, 300)) {
          const wire = klondikeViewOnWire(klondikeView(state));
          const parsed = gameViewSchema.safeParse(wire);
          if (!parsed.success) throw new Error(parsed.error.message);
          expect(parsed.data).toEqual(wire);
        }
      }),
      { numRuns: 10 },
    );
  });

  it('is the schema the solitaire map is registered with, and refuses other versions', () => {
    expect(VIEW_SCHEMAS_BY_MAP.solitaire).toBe(klondikeViewSchema);
    const view = klondikeView(playRandomly(1, 1, 0)[0] as KlondikeState);
    expect(gameViewSchema.safeParse(view).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...view, viewVersion: 2 }).success).toBe(false);
  });

  it('keeps the stock and face-down cards out of a view that carries them by mistake', () => {
    const state = playRandomly(7, 3, 0)[0] as KlondikeState;
    const leaky = { ...klondikeViewOnWire(klondikeView(state)), stock: state.stock, seed: state.seed };
    const withColumns = {
      ...leaky,
      tableau: leaky.tableau.map((column, index) => ({ ...column, cards: state.tableau[index] })),
    };
    const parsed = klondikeViewSchema.parse(withColumns);
    const text = JSON.stringify(parsed);
    for (const card of [...state.stock, ...state.tableau.flatMap((column) => column.down)])
      expect(text).not.toContain(`"${card}"`);
  });

  it('takes the engine actions without their time as the move body, and every refusal code is known', () => {
    const body = API_CALLS.solitaireMove.body;
    expect(body.safeParse({ gameData: { game_id: 'g' }, action: { type: 'draw' } }).success).toBe(true);
    expect(body.safeParse({ gameData: { game_id: 'g' }, action: { type: 'draw', atMs: 5 } }).success).toBe(
      false,
    );
    const move = klondikeIntentSchema.parse({
      type: 'move',
      from: { pile: 'tableau', index: 6 },
      to: { pile: 'foundation', suit: 'S' },
    });
    expect(move).toEqual({
      type: 'move',
      from: { pile: 'tableau', index: 6 },
      to: { pile: 'foundation', suit: 'S' },
      count: 1,
    });
    expect(
      klondikeIntentSchema.safeParse({
        type: 'move',
        from: { pile: 'tableau', index: 7 },
        to: { pile: 'waste' },
      }).success,
    ).toBe(false);
    expect(klondikeSuggestionSchema.safeParse({ type: 'draw', atMs: 3 }).success).toBe(true);
    for (const code of KLONDIKE_ERROR_CODES) expect(ERROR_CODES).toContain(code);
  });
});
