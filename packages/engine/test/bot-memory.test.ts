/**
 * The bot's card memory reads spades breaking the way the engine rules it (rules.md: a spade led by a hand
 * holding only spades does not break spades), so a later spade lead before the break still tells it the
 * leader holds nothing but spades.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../src/cards.js';
import { isVoid, readMemory } from '../src/spades/bot/memory.js';
import type { Play, Seat, SpadesView, Trick } from '../src/spades/types.js';
import { viewFor } from '../src/spades/view.js';
import { scenarioState } from './bot-scenario.js';

function trickOf(leader: Seat, cards: Card[], winner: Seat): Trick {
  const plays: Play[] = cards.map((card, index) => ({ seat: ((leader + index) % 4) as Seat, card }));
  return { leader, plays, winner };
}

/** Seat 0's view with the given completed tricks (the hidden hands play no part in the memory). */
function viewWithTricks(tricks: Trick[]): SpadesView {
  const state = scenarioState({
    mode: 'classic',
    seat: 0,
    myHand: ['AC', 'KC', 'QC', 'JC', 'TC', '9C', '8C', '7C', '6C', '5C', '4C', '3C', '2C'],
    bids: [3, 3, 3, 3],
  });
  return {
    ...viewFor(state, 0),
    tricks,
    myHand: state.hands[0]?.slice(0, 11) ?? [],
    handCounts: [11, 11, 11, 11],
  };
}

describe('bot memory: spades breaking as the engine rules it', () => {
  it('after a forced spade lead (not a break), a second spade lead still shows the leader holds only spades', () => {
    const memory = readMemory(
      viewWithTricks([trickOf(1, ['2S', '3S', 'AS', '4S'], 3), trickOf(3, ['KS', '5S', '6S', '7S'], 3)]),
    );
    for (const suit of ['H', 'C', 'D'] as const) expect(isVoid(memory, 3, suit)).toBe(true);
    expect(isVoid(memory, 1, 'H')).toBe(true);
    // Seats that only followed the spade leads showed nothing about other suits.
    expect(isVoid(memory, 2, 'H')).toBe(false);
  });

  it('once a spade is played on another suit’s lead, a spade lead shows nothing about the leader’s hand', () => {
    const memory = readMemory(
      viewWithTricks([trickOf(1, ['2H', '3H', 'AS', '4H'], 3), trickOf(3, ['KS', '5S', '6S', '7S'], 3)]),
    );
    expect(isVoid(memory, 3, 'H')).toBe(true);
    expect(isVoid(memory, 3, 'D')).toBe(false);
    expect(isVoid(memory, 3, 'C')).toBe(false);
  });
});
