import { describe, expect, it } from 'vitest';
import { autoActions } from './auto.js';
import { apply, newSpadesGame } from './game.js';
import type { Seat } from './types.js';

const seed = { serverSeed: 'auto-server', clientSeed: 'auto-client', nonce: 0 };

describe('autoActions', () => {
  it('gives the seat to act one legal action marked auto, and nothing to the others', () => {
    const state = newSpadesGame({ mode: 'classic', seed });
    const actions = autoActions(state, state.turn);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action.auto).toBe(true);
    let next = state;
    for (const action of actions) {
      const result = apply(next, action);
      expect(result.ok).toBe(true);
      if (result.ok) next = result.state;
    }
    const other = ((state.turn + 1) % 4) as Seat;
    expect(autoActions(state, other)).toEqual([]);
  });

  it('plays a whole single-hand game to the end', () => {
    let state = newSpadesGame({ mode: 'heartsonfire', seed, settings: { singleHand: true } });
    for (let guard = 0; state.phase !== 'finished' && guard < 200; guard++) {
      for (const action of autoActions(state, state.turn)) {
        const result = apply(state, action);
        if (!result.ok) throw new Error(result.error.message);
        state = result.state;
      }
    }
    expect(state.phase).toBe('finished');
  });
});
