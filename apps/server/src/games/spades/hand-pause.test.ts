import { apply, chooseSpadesAction, newSpadesGame, type SpadesState, viewFor } from '@cardroom/engine';
import { describe, expect, it } from 'vitest';
import { type HandPause, pauseAfter } from '../hand-pause.js';
import type { Table } from '../registry.js';
import type { GameRecord } from '../repository.js';

const CONFIG = {
  BOT_MIN_DELAY_MS: 0,
  BOT_MAX_DELAY_MS: 0,
  TRICK_PAUSE_MS: 0,
  HAND_PAUSE_MS: 15_000,
  TURN_SECONDS: 20,
};

/** A table with two people (seats 0 and 2) and two bots, holding `state` and the pause beside it. */
function tableWith(state: SpadesState, pause?: HandPause): Table<SpadesState> {
  const seats = [0, 1, 2, 3].map((seat) => ({
    seat,
    userId: seat % 2 === 0 ? `person-${seat}` : null,
    isBot: seat % 2 === 1,
    active: true,
    away: false,
  }));
  const record = { game: {}, seats } as unknown as GameRecord;
  return { record, state, extra: pause ? { handPause: pause } : {} };
}

function firstBid(state: SpadesState): SpadesState {
  const result = apply(state, chooseSpadesAction(viewFor(state, state.turn)));
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

describe('pauseAfter', () => {
  const dealt = newSpadesGame({ mode: 'classic', seed: { serverSeed: 'pause', clientSeed: 'c', nonce: 0 } });
  const waiting: HandPause = { hand: dealt.hand, until: '2026-11-25T12:00:15.000Z', waiting: [0, 2] };

  it('keeps a running pause through a bid made during it, so the others still read their scores', () => {
    const record = tableWith(dealt, waiting);
    expect(pauseAfter(CONFIG, record, dealt, firstBid(dealt))).toEqual(waiting);
  });

  it('opens none for a move within a hand when the table is not paused', () => {
    expect(pauseAfter(CONFIG, tableWith(dealt), dealt, firstBid(dealt))).toBeNull();
  });

  it('opens one, for the people present, when a move deals the next hand', () => {
    const nextHand = { ...dealt, hand: dealt.hand + 1 };
    const now = Date.parse('2026-11-25T12:00:00.000Z');
    expect(pauseAfter(CONFIG, tableWith(dealt), dealt, nextHand, now)).toEqual({
      hand: dealt.hand + 1,
      until: '2026-11-25T12:00:15.000Z',
      waiting: [0, 2],
    });
  });
});
