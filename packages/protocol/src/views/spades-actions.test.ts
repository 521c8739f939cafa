/**
 * The Spades action on the wire is the engine's action, both ways, and the replay reply takes a finished
 * game's log as the engine wrote it: every legal action of random engine games parses unchanged, and a
 * replay names its game by `map` and refuses what is not an engine action.
 */
import {
  apply,
  legalActions,
  newSpadesGame,
  SEATS,
  type SpadesAction,
  type SpadesState,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { API_CALLS } from '../api/index.js';
import type { SpadesReplay } from '../replay.js';
import { expectReplayKeepsOnlyTheProtocol, REVEALED_FAIRNESS } from './replay-reply.fixture.js';
import { spadesActionSchema } from './spades-actions.js';

/** The actions of one random game, all seats' (a "see" included whenever one is offered). */
function randomGameActions(seed: number): SpadesAction[] {
  let state: SpadesState = newSpadesGame({
    mode: 'heartsonfire',
    seed: { serverSeed: `actions-${seed}`, clientSeed: 'wire', nonce: 0 },
  });
  const taken: SpadesAction[] = [];
  let random = seed >>> 0;
  for (let move = 0; move < 400; move++) {
    const actions = SEATS.flatMap((seat) => legalActions(state, seat));
    if (actions.length === 0) break;
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const action = actions[random % actions.length] as SpadesAction;
    const result = apply(state, action);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    taken.push(action);
    state = result.state;
  }
  return taken;
}

describe('the Spades action on the wire', () => {
  it('has the type of the engine action, both ways', () => {
    expectTypeOf<SpadesAction>().toExtend<z.input<typeof spadesActionSchema>>();
    expectTypeOf<z.output<typeof spadesActionSchema>>().toExtend<SpadesAction>();
  });

  it('parses every action of random engine games unchanged', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        for (const action of randomGameActions(seed))
          expect(spadesActionSchema.parse(action)).toEqual(action);
      }),
      { numRuns: 10 },
    );
  });

  it('refuses what the engine would not write', () => {
    for (const action of [
      { type: 'play', seat: 4, card: 'AS' },
      { type: 'play', seat: 0, card: '10S' },
      { type: 'bid', seat: 0, bid: 14 },
      { type: 'pass', seat: 0 },
    ])
      expect(spadesActionSchema.safeParse(action).success, JSON.stringify(action)).toBe(false);
  });
});

describe('the replay reply', () => {
  const replay: SpadesReplay = {
    game_id: '00000000-0000-4000-8000-000000000001',
    map: 'spades',
    game_mode: 'classic',
    fairness: REVEALED_FAIRNESS,
    seats: [{ seat: 0, username: 'ann', bot: false }],
    moves: [{ version: 1, actions: [{ type: 'bid', seat: 0, bid: 3, blind: false, firestorm: false }] }],
  };

  it('is told apart by map and keeps only what the protocol names', () => {
    expectReplayKeepsOnlyTheProtocol(
      replay,
      { state: { hands: [] } },
      { map: 'solitaire', game_mode: 'tilesonfire' },
    );
  });

  it('asks for a game by its UUID', () => {
    const query = API_CALLS.gameReplay.query;
    expect(query.safeParse({ game_id: replay.game_id }).success).toBe(true);
    for (const game_id of ['', 'g1', `${replay.game_id}x`, "1' or 1=1"])
      expect(query.safeParse({ game_id }).success, game_id).toBe(false);
    expect(query.safeParse({ game_id: replay.game_id, extra: '1' }).success).toBe(false);
  });
});
