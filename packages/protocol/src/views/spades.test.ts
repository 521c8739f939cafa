/**
 * The Spades view on the wire is the engine's view, no more and no less: the types agree both ways (so the
 * engine cannot grow a field the schema does not know, nor the schema demand one the engine does not send),
 * every view of random engine games parses unchanged, and a reply carrying more than the view (every seat's
 * hands, say) reaches the client without it.
 */
import {
  apply,
  legalActions,
  newSpadesGame,
  SEATS,
  SPADES_MODES,
  type SpadesAction,
  type SpadesState,
  type SpadesView,
  viewFor,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { API_CALLS } from '../api/index.js';
import { type GameData, gameDataSchema } from '../game-entities.js';
import { type GameView, gameViewSchema, VIEW_SCHEMAS_BY_MAP } from './index.js';
import { cardCodeSchema, type SPADES_VIEW_VERSION, spadesViewOnWire, spadesViewSchema } from './spades.js';

type Wire = SpadesView & { viewVersion: typeof SPADES_VIEW_VERSION };

/** Every action any seat may take now: the seat to act's, and a "see cards" of any seat offered blind nil. */
function allActions(state: SpadesState): SpadesAction[] {
  return SEATS.flatMap((seat) => legalActions(state, seat));
}

/**
 * Plays a whole game (or `maxMoves` actions) from a new deal, each action picked by a small PRNG from every
 * action then available; returns every state met.
 */
function playRandomly(mode: (typeof SPADES_MODES)[number], seed: number, maxMoves: number): SpadesState[] {
  let state = newSpadesGame({ mode, seed: { serverSeed: `wire-${seed}`, clientSeed: 'wire', nonce: 0 } });
  const states = [state];
  let random = seed >>> 0;
  for (let move = 0; move < maxMoves; move++) {
    const actions = allActions(state);
    if (actions.length === 0) break;
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const result = apply(state, actions[random % actions.length] as SpadesAction);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    state = result.state;
    states.push(state);
  }
  return states;
}

const tableWith = (view: unknown): Record<string, unknown> => ({
  game_id: 'g1',
  map: 'spades',
  game_mode: 'classic',
  type: 'bots',
  people: 1,
  maxPeople: 4,
  round: 0,
  hasStarted: true,
  hasFinished: false,
  spadePlayed: false,
  players: [],
  teams: [],
  currentTrick: [],
  turn: null,
  createdAt: '2025-01-31T12:00:00.000Z',
  view,
});

describe('the Spades view on the wire', () => {
  it('has the type of the engine view plus its version, both ways', () => {
    expectTypeOf<Wire>().toExtend<z.input<typeof spadesViewSchema>>();
    expectTypeOf<z.output<typeof spadesViewSchema>>().toExtend<Wire>();
    // GameView narrowed by `game` is a SpadesView, so the web reads it without a cast.
    expectTypeOf<Extract<GameView, { game: 'spades' }>>().toExtend<SpadesView>();
    expectTypeOf<NonNullable<GameData['view']>>().toEqualTypeOf<GameView>();
  });

  it('takes engine card codes and nothing else', () => {
    for (const card of ['AS', 'TH', '2C', 'QD', '9S'])
      expect(cardCodeSchema.safeParse(card).success).toBe(true);
    for (const card of ['10H', 'as', 'A♠', '1S', 'AX', 'ASS', '', { suit: 'spades', value: 'A' }])
      expect(cardCodeSchema.safeParse(card).success).toBe(false);
  });

  it('parses every seat view of random engine games unchanged', () => {
    const met = { blindChoice: 0, finished: 0 };
    fc.assert(
      fc.property(fc.constantFrom(...SPADES_MODES), fc.integer(), (mode, seed) => {
        const states = playRandomly(mode, seed, 3000);
        // Every state of a whole game would be thousands of parses per run: a sample, always with the last and
        // every bidding state (a blind nil offer lasts only while the offered seat has not chosen).
        const sampled = states.filter(
          (state, index) => index % 5 === 0 || index === states.length - 1 || state.phase === 'bidding',
        );
        for (const state of sampled) {
          for (const seat of SEATS) {
            const wire = spadesViewOnWire(viewFor(state, seat));
            const parsed = gameViewSchema.safeParse(wire);
            if (!parsed.success) throw new Error(`seat ${seat}: ${parsed.error.message}`);
            // Nothing stripped: the schema names every field the engine sends.
            expect(parsed.data).toEqual(wire);
            if (wire.blindNilChoice) met.blindChoice++;
            if (wire.phase === 'finished') met.finished++;
          }
        }
      }),
      { numRuns: 15 },
    );
    // The runs reached the views that matter most: a blind nil offer and a finished game's revealed seed.
    expect(met.blindChoice).toBeGreaterThan(0);
    expect(met.finished).toBeGreaterThan(0);
  });

  it('is the schema the spades map is registered with', () => {
    expect(VIEW_SCHEMAS_BY_MAP.spades).toBe(spadesViewSchema);
  });

  it('refuses a view without its version or with another one, and unknown games', () => {
    const view = viewFor(
      newSpadesGame({ mode: 'classic', seed: { serverSeed: 's', clientSeed: 'c', nonce: 0 } }),
      0,
    );
    expect(gameViewSchema.safeParse(view).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...view, viewVersion: 2 }).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...spadesViewOnWire(view), game: 'poker' }).success).toBe(false);
    expect(gameViewSchema.safeParse({ ...spadesViewOnWire(view), myHand: ['ZZ'] }).success).toBe(false);
  });

  it('keeps hidden hands out of a reply that carries them by mistake', () => {
    const state = newSpadesGame({ mode: 'classic', seed: { serverSeed: 'leak', clientSeed: 'c', nonce: 0 } });
    const leaky = { ...spadesViewOnWire(viewFor(state, 0)), hands: state.hands, seed: state.seed };
    const reply = API_CALLS.spadesLoad.response.parse({
      success: true,
      gameData: tableWith(leaky),
      playerData: {
        id: 'u1',
        username: 'ann',
        avatar: null,
        seat: 0,
        isBot: false,
        bid: null,
        tricksWon: [],
        declaredFirestorm: false,
        score: 0,
        roundScore: [],
      },
    });
    const sent = JSON.stringify(reply);
    expect(reply.gameData.view).toEqual(spadesViewOnWire(viewFor(state, 0)));
    expect(sent).not.toContain('"hands"');
    expect(sent).not.toContain(state.seed.serverSeed);
    // Nested objects are allow-listed too, not only the view's top level.
    const nested = { ...spadesViewOnWire(viewFor(state, 0)), settings: { ...state.settings, secret: 1 } };
    expect(JSON.stringify(gameDataSchema.parse(tableWith(nested)))).not.toContain('secret');
  });
});
