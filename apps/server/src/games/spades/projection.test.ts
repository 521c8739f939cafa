import {
  apply,
  chooseSpadesAction,
  newSpadesGame,
  type SpadesState,
  toCardData,
  viewFor,
} from '@cardroom/engine';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Table } from '../registry.js';
import type { GameRecord, SeatRow } from '../repository.js';
import { spadesFields, spadesPlayer } from './projection.js';

const seatRow = (seat: number) =>
  ({
    seat,
    userId: `person-${seat}`,
    username: `p${seat}`,
    avatar: null,
    isBot: false,
    active: true,
  }) as SeatRow;

/** The game after `moves` of the bots' own choices. */
function played(seed: string, moves: number): SpadesState {
  let state = newSpadesGame({ mode: 'classic', seed: { serverSeed: seed, clientSeed: 'c', nonce: 0 } });
  for (let n = 0; n < moves && state.phase !== 'finished'; n++) {
    const result = apply(state, chooseSpadesAction(viewFor(state, state.turn)));
    if (!result.ok) throw new Error(result.error.code);
    state = result.state;
  }
  return state;
}

describe('spadesPlayer', () => {
  it("lists each seat's won tricks, in order, as wire cards, however often a view is projected", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat({ max: 60 }), (seed, moves) => {
        const state = played(seed, moves);
        const table = { record: { game: {}, seats: [] } as unknown as GameRecord, state, extra: {} };
        for (const viewer of [0, 1, 2, 3] as const) {
          const view = viewFor(state, viewer);
          for (const seat of [0, 1, 2, 3]) {
            const expected = view.tricks
              .filter((trick) => trick.winner === seat)
              .map((trick) => trick.plays.map((play) => toCardData(play.card)));
            const player = () => spadesPlayer(table as Table<SpadesState>, seatRow(seat), view, viewer);
            expect(player().tricksWon).toEqual(expected);
            expect(player().tricksWon).toEqual(expected);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

describe('spadesFields', () => {
  it('shows the round being played: 0 while bidding, then 14 minus the cards the seat to play still holds', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), fc.nat({ max: 60 }), (seed, moves) => {
        const state = played(seed, moves);
        const record = {
          game: { gameMode: 'classic', status: 'active' },
          seats: [],
        } as unknown as GameRecord;
        const table = { record, state, extra: {} } as unknown as Table<SpadesState>;
        for (const viewer of [0, 1, 2, 3] as const) {
          const view = viewFor(state, viewer);
          const { round } = spadesFields(table, view, viewer);
          if (view.phase === 'bidding') expect(round).toBe(0);
          else if (view.phase === 'playing') expect(round).toBe(14 - (view.handCounts[view.turn] ?? 0));
        }
      }),
      { numRuns: 60 },
    );
  });
});
