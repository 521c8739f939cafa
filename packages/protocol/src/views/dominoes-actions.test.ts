/**
 * The Dominoes action on the wire is the engine's action, both ways, and the replay reply takes a dominoes
 * table's log as the engine wrote it: every action of random engine games (auto moves and request ids
 * included) parses unchanged, a dominoes replay carries the table's settings, and what the engine would not
 * write is refused.
 */
import {
  applyDominoes,
  type DominoesAction,
  type DominoesMode,
  type DominoesState,
  legalDominoesActions,
  newDominoesGame,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { type DominoesReplay, REPLAY_MAPS } from '../replay.js';
import { dominoesActionSchema } from './dominoes-actions.js';
import { expectReplayKeepsOnlyTheProtocol, REVEALED_FAIRNESS } from './replay-reply.fixture.js';

/** The actions of one random game to its end, every seat's, some marked auto or named by a request. */
function randomGameActions(seed: number, mode: DominoesMode, seatCount: number): DominoesAction[] {
  let state: DominoesState = newDominoesGame({
    mode,
    seed: { serverSeed: `actions-${seed}`, clientSeed: 'wire', nonce: 0 },
    seatCount,
  });
  const taken: DominoesAction[] = [];
  let random = seed >>> 0;
  for (let step = 0; step < 2000 && state.phase === 'playing'; step++) {
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const legal = legalDominoesActions(state, state.turn);
    // The high bits: an LCG's low bits repeat with a short period.
    const chosen = legal[(random >>> 16) % legal.length] as DominoesAction;
    const pick = (random >>> 16) % 3;
    const action: DominoesAction =
      pick === 0 ? { ...chosen, auto: true } : pick === 1 ? { ...chosen, requestId: `r-${step}` } : chosen;
    const result = applyDominoes(state, action);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    taken.push(action);
    state = result.state;
  }
  return taken;
}

describe('the Dominoes action on the wire', () => {
  it('has the type of the engine action, both ways', () => {
    expectTypeOf<DominoesAction>().toExtend<z.input<typeof dominoesActionSchema>>();
    expectTypeOf<z.output<typeof dominoesActionSchema>>().toExtend<DominoesAction>();
  });

  it('parses every action of random engine games unchanged', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.constantFrom<DominoesMode>('classic', 'tilesonfire'),
        fc.integer({ min: 2, max: 4 }),
        (seed, mode, seats) => {
          for (const action of randomGameActions(seed, mode, seats))
            expect(dominoesActionSchema.parse(action)).toEqual(action);
        },
      ),
      { numRuns: 10 },
    );
    // A whole Draw game holds every kind: a fixed seed shows the sample does.
    const sample = randomGameActions(1, 'classic', 2);
    for (const type of ['play', 'draw', 'pass'])
      expect(
        sample.some((action) => action.type === type),
        type,
      ).toBe(true);
  });

  it('refuses what the engine would not write', () => {
    for (const action of [
      { type: 'play', seat: 0, tile: '3-6', end: 'east' },
      { type: 'play', seat: 0, tile: '7-1', end: 'east' },
      { type: 'play', seat: 0, tile: '6-3', end: 'up' },
      { type: 'play', seat: 4, tile: '6-3', end: 'east' },
      { type: 'play', seat: 0, end: 'east' },
      { type: 'draw' },
      { type: 'knock', seat: 0 },
    ])
      expect(dominoesActionSchema.safeParse(action).success, JSON.stringify(action)).toBe(false);
  });
});

describe('the dominoes replay reply', () => {
  const replay: DominoesReplay = {
    game_id: '00000000-0000-4000-8000-000000000003',
    map: 'dominoes',
    game_mode: 'tilesonfire',
    fairness: REVEALED_FAIRNESS,
    seats: [
      { seat: 0, username: 'ann', bot: false },
      { seat: 1, username: 'Sparky', bot: true },
    ],
    settings: { target: 150, singleHand: false, turnSeconds: 20 },
    moves: [
      { version: 2, actions: [{ type: 'play', seat: 0, tile: '6-6', end: 'east', requestId: 'abc' }] },
      {
        version: 3,
        actions: [
          { type: 'draw', seat: 1, auto: true },
          { type: 'play', seat: 1, tile: '6-1', end: 'west', auto: true },
        ],
      },
    ],
  };

  it('is told apart by map, carries the settings and keeps only what the protocol names', () => {
    expect(REPLAY_MAPS).toContain('dominoes');
    expectReplayKeepsOnlyTheProtocol(
      replay,
      { state: { hands: [['6-5']], boneyard: ['0-0'] }, firstAction: { hands: [['6-5']] } },
      { map: 'spades', game_mode: 'deuceshigh' },
    );
  });
});
