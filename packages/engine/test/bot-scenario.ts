import { expect } from 'vitest';
import { type Card, FULL_DECK } from '../src/cards.js';
import { chooseSpadesAction } from '../src/spades/bot/index.js';
import { apply, newSpadesGame } from '../src/spades/game.js';
import { playSuit, winningPlayIndex } from '../src/spades/rules.js';
import type { Bid, Play, Seat, SpadesAction, SpadesMode, SpadesState, Trick } from '../src/spades/types.js';
import { viewFor } from '../src/spades/view.js';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Hand-picked bot positions built as real engine states (shared by the bot test files). */
export interface Scenario {
  mode?: SpadesMode;
  /** The seat to act. */
  seat: Seat;
  myHand: Card[];
  /** Completed tricks as cards in play order; the first is led by `firstLeader`. */
  tricks?: Card[][];
  firstLeader?: Seat;
  /** The trick in progress, led by the winner of the last completed trick (or `firstLeader`). */
  trick?: Card[];
  /** Bid values per seat; null for seats still to bid. */
  bids: (number | null)[];
  firestorm?: boolean[];
  scores?: { score: number; bags: number }[];
}

/**
 * A real engine state for a hand-picked position: our seat holds `myHand`, the given tricks have been
 * played, and the unseen cards are dealt to the other seats in deck order, respecting shown voids.
 */
export function scenarioState(scenario: Scenario): SpadesState {
  const mode = scenario.mode ?? 'classic';
  const base = newSpadesGame({ mode, seed: { serverSeed: 'scenario', clientSeed: 'scenario', nonce: 0 } });
  const firstLeader = scenario.firstLeader ?? scenario.seat;
  const tricks: Trick[] = [];
  const voids: Set<string>[] = SEATS.map(() => new Set());
  const played = new Map<Seat, Card[]>(SEATS.map((seat) => [seat, []]));
  let leader = firstLeader;
  const layOut = (cards: readonly Card[]): Play[] => {
    if (cards.length === 0) return [];
    const plays = cards.map((card, index) => ({ seat: ((leader + index) % 4) as Seat, card }));
    const led = playSuit(cards[0] as Card, mode);
    for (const play of plays) {
      played.get(play.seat)?.push(play.card);
      if (playSuit(play.card, mode) !== led) voids[play.seat]?.add(led);
    }
    return plays;
  };
  for (const cards of scenario.tricks ?? []) {
    const plays = layOut(cards);
    const winner = (plays[winningPlayIndex(plays, mode)] as Play).seat;
    tricks.push({ leader, plays, winner });
    leader = winner;
  }
  const trick = layOut(scenario.trick ?? []);
  const used = new Set<Card>([...scenario.myHand, ...[...played.values()].flat()]);
  const rest = FULL_DECK.filter((card) => !used.has(card));
  const hands: Card[][] = SEATS.map((seat) => (seat === scenario.seat ? scenario.myHand.slice() : []));
  for (const seat of SEATS) {
    if (seat === scenario.seat) continue;
    const size = 13 - (played.get(seat)?.length ?? 0);
    for (let index = 0; index < rest.length && (hands[seat] as Card[]).length < size; ) {
      const card = rest[index] as Card;
      if (voids[seat]?.has(playSuit(card, mode))) index++;
      else {
        (hands[seat] as Card[]).push(card);
        rest.splice(index, 1);
      }
    }
  }
  expect(rest).toEqual([]);
  const bids: (Bid | null)[] = scenario.bids.map((value, seat) =>
    value === null
      ? null
      : { value, blind: false, firestorm: scenario.firestorm?.[seat] ?? false, auto: false },
  );
  const bidding = bids.some((bid) => bid === null);
  return {
    ...base,
    dealer: ((firstLeader + 3) % 4) as Seat,
    phase: bidding ? 'bidding' : 'playing',
    turn: scenario.seat,
    hands,
    bids,
    spadesBroken: [...played.values()].flat().some((card) => playSuit(card, mode) === 'S'),
    trick,
    tricks,
    scores: scenario.scores ?? base.scores,
  };
}

/** The bot's action in the scenario, checked against the engine. */
export function botMove(scenario: Scenario): SpadesAction {
  const state = scenarioState(scenario);
  const action = chooseSpadesAction(viewFor(state, scenario.seat));
  expect(apply(state, action).ok).toBe(true);
  return action;
}

export function botCard(scenario: Scenario): Card {
  const action = botMove(scenario);
  if (action.type !== 'play') throw new Error('expected a play');
  return action.card;
}
