/**
 * The Klondike action on the wire is the engine's action, both ways, and the replay reply takes a solitaire
 * table's log as the engine wrote it: every action of random engine games (undo and a request id included)
 * parses unchanged, a solitaire replay carries the table's settings, and what the engine would not write is
 * refused.
 */
import {
  applyKlondike,
  type KlondikeAction,
  type KlondikeState,
  legalKlondikeActions,
  newKlondikeGame,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import type { KlondikeReplay } from '../replay.js';
import { klondikeActionSchema } from './klondike-actions.js';
import { expectReplayKeepsOnlyTheProtocol, REVEALED_FAIRNESS } from './replay-reply.fixture.js';

/** The actions of one random free-play game, with an undo and a named request now and then. */
function randomGameActions(seed: number): KlondikeAction[] {
  let state: KlondikeState = newKlondikeGame(
    { serverSeed: `actions-${seed}`, clientSeed: 'wire', nonce: 0 },
    { draw: 3, scoring: 'standard', ranked: false, maxPasses: null },
  );
  const taken: KlondikeAction[] = [];
  let random = seed >>> 0;
  for (let step = 0; step < 200 && state.status === 'playing'; step++) {
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const legal = legalKlondikeActions(state);
    const extras: KlondikeAction[] = [
      { type: 'hint', atMs: 0 },
      ...(state.undo.length > 0 ? [{ type: 'undo', atMs: 0 } as const] : []),
    ];
    const choices = [...legal, ...extras];
    // The high bits: an LCG's low bits repeat with a short period.
    const chosen = choices[(random >>> 16) % choices.length] as KlondikeAction;
    const action: KlondikeAction = {
      ...chosen,
      atMs: step * 900,
      ...((random >>> 16) % 3 === 0 ? { requestId: `r-${step}` } : {}),
    };
    const result = applyKlondike(state, action);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    taken.push(action);
    state = result.state;
  }
  taken.push({ type: 'resign', atMs: 200 * 900 });
  return taken;
}

describe('the Klondike action on the wire', () => {
  it('has the type of the engine action, both ways', () => {
    expectTypeOf<KlondikeAction>().toExtend<z.input<typeof klondikeActionSchema>>();
    expectTypeOf<z.output<typeof klondikeActionSchema>>().toExtend<KlondikeAction>();
  });

  it('parses every action of random engine games unchanged', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const action of randomGameActions(seed))
          expect(klondikeActionSchema.parse(action)).toEqual(action);
      }),
      { numRuns: 10 },
    );
    // Some deals block random play at once (draw 3): a fixed seed shows the sample holds every kind.
    const sample = randomGameActions(1);
    for (const type of ['draw', 'move', 'undo', 'hint', 'resign'])
      expect(
        sample.some((action) => action.type === type),
        type,
      ).toBe(true);
    expect(sample.some((action) => action.requestId !== undefined)).toBe(true);
  });

  it('refuses what the engine would not write', () => {
    for (const action of [
      { type: 'draw' },
      { type: 'draw', atMs: -1 },
      { type: 'autoComplete', atMs: 0 },
      { type: 'move', from: { pile: 'tableau', index: 7 }, to: { pile: 'waste' }, count: 1, atMs: 0 },
      { type: 'move', from: { pile: 'waste' }, to: { pile: 'foundation', suit: 'X' }, count: 1, atMs: 0 },
      { type: 'move', from: { pile: 'waste' }, to: { pile: 'tableau', index: 0 }, count: 0, atMs: 0 },
    ])
      expect(klondikeActionSchema.safeParse(action).success, JSON.stringify(action)).toBe(false);
  });
});

describe('the solitaire replay reply', () => {
  const replay: KlondikeReplay = {
    game_id: '00000000-0000-4000-8000-000000000002',
    map: 'solitaire',
    game_mode: 'classic',
    fairness: REVEALED_FAIRNESS,
    seats: [{ seat: 0, username: 'ann', bot: false }],
    settings: { draw: 1, scoring: 'vegas', ranked: true, maxPasses: 1 },
    moves: [
      { version: 2, actions: [{ type: 'draw', atMs: 1200, requestId: 'abc' }] },
      {
        version: 3,
        actions: [
          {
            type: 'move',
            from: { pile: 'waste' },
            to: { pile: 'foundation', suit: 'H' },
            count: 1,
            atMs: 1500,
          },
        ],
      },
    ],
  };

  it('is told apart by map, carries the settings and keeps only what the protocol names', () => {
    expectReplayKeepsOnlyTheProtocol(
      replay,
      { state: { stock: ['AS'] }, firstAction: { stock: ['KS'] } },
      { map: 'spades', game_mode: 'vegas' },
    );
  });
});
