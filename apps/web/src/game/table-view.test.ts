import {
  apply,
  chooseSpadesAction,
  dealFirstHand,
  newSpadesGame,
  type SpadesState,
  type SpadesView,
  viewFor,
} from '@cardroom/engine';
import { type GameData, spadesViewOnWire } from '@cardroom/protocol';
import { describe, expect, it } from 'vitest';
import { legalCards, secondsLeft, spadesViewOf, suggestion, tutorialTip } from './table-view.js';

function freshState(): SpadesState {
  return newSpadesGame({
    mode: 'deuceshigh',
    seed: { serverSeed: 'tutorial-seed', clientSeed: 'c', nonce: 0 },
  });
}

function freshView(): SpadesView {
  const state = freshState();
  return viewFor(state, state.turn);
}

function step(state: SpadesState): SpadesState {
  const result = apply(state, chooseSpadesAction(viewFor(state, state.turn)));
  if (!result.ok) throw new Error(result.error.message);
  return result.state;
}

describe('table view helpers', () => {
  it('reads the spades view out of gameData', () => {
    const view = spadesViewOnWire(freshView());
    expect(spadesViewOf({ map: 'spades', view } as GameData)).toBe(view);
    expect(spadesViewOf({ map: 'dominoes', view } as GameData)).toBeNull();
    expect(spadesViewOf(null)).toBeNull();
  });

  it('suggests a bid to the seat to act and tips bidding', () => {
    const view = freshView();
    expect(view.phase).toBe('bidding');
    const hint = suggestion(view);
    expect(hint?.type).toBe('bid');
    const tip = tutorialTip(view, true);
    expect(tip.key).toBe('bidding');
    expect(legalCards(view).size).toBe(0);
  });

  it('tips waiting when it is another seat to act, and the deal before the start', () => {
    const view = freshView();
    const other = { ...view, seat: ((view.turn + 1) % 4) as 0 | 1 | 2 | 3 };
    expect(suggestion(other)).toBeNull();
    expect(tutorialTip(other, true)).toEqual({ key: 'waitBids' });
    expect(tutorialTip(view, false)).toEqual({ key: 'waitDeal' });
    expect(dealFirstHand({ serverSeed: 'tutorial-seed', clientSeed: 'c', nonce: 0 }).hands[0]).toHaveLength(
      13,
    );
  });
});

describe('tutorial tips in play', () => {
  it('tips the lead, then following or trumping, with a legal suggested card', () => {
    let state = freshState();
    while (state.phase === 'bidding') state = step(state);
    const leader = viewFor(state, state.turn);
    const lead = tutorialTip(leader, true);
    expect(lead.key).toBe('lead');
    const hint = suggestion(leader);
    expect(hint?.type === 'play' && legalCards(leader).has(hint.card)).toBe(true);
    state = step(state);
    const second = tutorialTip(viewFor(state, state.turn), true);
    expect(['follow', 'trump']).toContain(second.key);
    expect(tutorialTip(viewFor(state, ((state.turn + 1) % 4) as 0 | 1 | 2 | 3), true)).toEqual({
      key: 'watch',
    });
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds down to zero', () => {
    const now = Date.parse('2025-01-01T00:00:00.000Z');
    expect(secondsLeft('2025-01-01T00:00:19.200Z', now)).toBe(20);
    expect(secondsLeft('2024-12-31T23:59:50.000Z', now)).toBe(0);
    expect(secondsLeft(null, now)).toBeNull();
    expect(secondsLeft('soon', now)).toBeNull();
  });
});
