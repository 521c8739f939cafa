/**
 * The fair page's reading of a replay agrees with the engine: for random whole games (every mode, every seat
 * choosing among its legal actions) each hand's bids and the books each seat won, counted from the tricks'
 * winners, equal the engine's own hand records.
 */
import {
  apply,
  legalActions,
  newSpadesGame,
  SEATS,
  SPADES_MODES,
  type SpadesAction,
  type SpadesMode,
  type SpadesState,
} from '@cardroom/engine';
import type { SpadesReplay } from '@cardroom/protocol';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayHands } from './replay-hands.js';

function playedGame(mode: SpadesMode, seed: number): { state: SpadesState; replay: SpadesReplay } {
  let state = newSpadesGame({ mode, seed: { serverSeed: `replay-${seed}`, clientSeed: 'web', nonce: 0 } });
  const actions: SpadesAction[] = [];
  let random = seed >>> 0;
  while (state.phase !== 'finished') {
    const legal = SEATS.flatMap((seat) => legalActions(state, seat));
    random = (Math.imul(random, 1664525) + 1013904223) >>> 0;
    const action = legal[random % legal.length] as SpadesAction;
    const result = apply(state, action);
    if (!result.ok) throw new Error(`a legal action was refused: ${result.error.code}`);
    actions.push(action);
    state = result.state;
  }
  const replay: SpadesReplay = {
    game_id: 'g1',
    map: 'spades',
    game_mode: mode,
    fairness: {
      commitment: '',
      clientSeed: 'web',
      clientSeeds: [],
      shuffleVersion: 1,
      nonce: 0,
      serverSeed: '',
    },
    seats: SEATS.map((seat) => ({ seat, username: `p${seat}`, bot: true })),
    // One action a move, as a person's move is logged; auto moves may log several, which changes nothing here.
    moves: actions.map((action, index) => ({ version: index + 1, actions: [action] })),
  };
  return { state, replay };
}

describe('replayHands', () => {
  it("gives every hand's bids and trick winners as the engine recorded them", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SPADES_MODES), fc.integer(), (mode, seed) => {
        const { state, replay } = playedGame(mode, seed);
        const hands = replayHands(replay);
        expect(hands).toHaveLength(state.history.length);
        hands.forEach((hand, index) => {
          const record = state.history[index];
          expect(hand.bids.map((bid) => bid && { value: bid.value, blind: bid.blind })).toEqual(
            record?.bids.map((bid) => ({ value: bid.value, blind: bid.blind })),
          );
          expect(hand.tricks).toHaveLength(13);
          const won = SEATS.map((seat) => hand.tricks.filter((trick) => trick.winner === seat).length);
          expect(won).toEqual(record?.tricksBySeat);
          for (const trick of hand.tricks) expect(trick.plays.map((play) => play.seat)).toHaveLength(4);
        });
      }),
      { numRuns: 8 },
    );
  });

  it('reads an empty log as no hand', () => {
    const { replay } = playedGame('classic', 1);
    expect(replayHands({ ...replay, moves: [] })).toEqual([]);
  });
});
