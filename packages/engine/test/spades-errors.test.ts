import { describe, expect, it } from 'vitest';
import {
  apply,
  type Card,
  newSpadesGame,
  type Seat,
  type SpadesAction,
  type SpadesErrorCode,
  type SpadesMode,
  type SpadesState,
} from '../src/index.js';
import { seedFor } from './harness.js';

function game(mode: SpadesMode = 'classic', seedIndex = 1): SpadesState {
  return newSpadesGame({ mode, seed: seedFor(seedIndex) });
}

function must(state: SpadesState, action: SpadesAction): SpadesState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.error.code);
  return result.state;
}

function refusal(state: SpadesState, action: unknown): SpadesErrorCode | null {
  const result = apply(state, action as SpadesAction);
  return result.ok ? null : result.error.code;
}

function allBid(state: SpadesState, bid = 3): SpadesState {
  let next = state;
  for (let i = 0; i < 4; i++) next = must(next, { type: 'bid', seat: next.turn, bid });
  return next;
}

/** Finds a seeded deal where the opening leader holds a spade and another suit. */
function playingState(predicate: (state: SpadesState) => boolean, mode: SpadesMode = 'classic'): SpadesState {
  for (let index = 0; index < 500; index++) {
    const state = allBid(game(mode, index));
    if (predicate(state)) return state;
  }
  throw new Error('no suitable deal');
}

describe('illegal spades actions', () => {
  it('refuses a bid out of turn', () => {
    const state = game();
    expect(refusal(state, { type: 'bid', seat: ((state.turn + 1) % 4) as Seat, bid: 3 })).toBe(
      'NOT_YOUR_TURN',
    );
  });

  it('refuses bids outside 0..13 and fractional bids', () => {
    const state = game();
    for (const bid of [-1, 14, 2.5, Number.NaN]) {
      expect(refusal(state, { type: 'bid', seat: state.turn, bid })).toBe('BID_OUT_OF_RANGE');
    }
  });

  it('refuses blind nil when the side does not trail by 100', () => {
    const state = game();
    expect(refusal(state, { type: 'bid', seat: state.turn, bid: 0, blind: true })).toBe(
      'BLIND_NIL_NOT_ELIGIBLE',
    );
    const trailing = {
      ...state,
      scores: [
        { score: 0, bags: 0 },
        { score: 0, bags: 0 },
      ],
    };
    const side = state.turn % 2;
    trailing.scores[1 - side] = { score: 100, bags: 0 };
    const accepted = apply(trailing, { type: 'bid', seat: state.turn, bid: 0, blind: true });
    expect(accepted.ok && accepted.state.bids[state.turn]).toEqual({
      value: 0,
      blind: true,
      firestorm: false,
      auto: false,
    });
  });

  it('refuses Firestorm outside heartsonfire and with a nil bid', () => {
    const classic = game('classic');
    expect(refusal(classic, { type: 'bid', seat: classic.turn, bid: 4, firestorm: true })).toBe(
      'FIRESTORM_NOT_IN_MODE',
    );
    const hearts = game('heartsonfire');
    expect(refusal(hearts, { type: 'bid', seat: hearts.turn, bid: 0, firestorm: true })).toBe(
      'FIRESTORM_WITH_NIL',
    );
    expect(refusal(hearts, { type: 'bid', seat: hearts.turn, bid: 4, firestorm: true })).toBeNull();
  });

  it('refuses a card the player does not hold', () => {
    const state = allBid(game());
    const other = state.hands[(state.turn + 1) % 4]?.[0] as Card;
    expect(refusal(state, { type: 'play', seat: state.turn, card: other })).toBe('CARD_NOT_HELD');
  });

  it('refuses leading a spade before spades are broken unless only spades are held', () => {
    const state = playingState((s) => {
      const hand = s.hands[s.turn] as Card[];
      return hand.some((card) => card[1] === 'S') && hand.some((card) => card[1] !== 'S');
    });
    const spade = (state.hands[state.turn] as Card[]).find((card) => card[1] === 'S') as Card;
    expect(refusal(state, { type: 'play', seat: state.turn, card: spade })).toBe('SPADES_NOT_BROKEN');
    const onlySpades = {
      ...state,
      hands: state.hands.map((cards, seat) => (seat === state.turn ? [spade] : cards)),
    };
    expect(refusal(onlySpades, { type: 'play', seat: state.turn, card: spade })).toBeNull();
  });

  it('refuses a card that does not follow the led suit when the suit is held', () => {
    const state = playingState((s) => {
      const lead = (s.hands[s.turn] as Card[]).find((card) => card[1] !== 'S');
      const follower = s.hands[(s.turn + 1) % 4] as Card[];
      return (
        lead !== undefined &&
        follower.some((card) => card[1] === lead[1]) &&
        follower.some((card) => card[1] !== lead[1])
      );
    });
    const lead = (state.hands[state.turn] as Card[]).find((card) => card[1] !== 'S') as Card;
    const next = must(state, { type: 'play', seat: state.turn, card: lead });
    const off = (next.hands[next.turn] as Card[]).find((card) => card[1] !== lead[1]) as Card;
    expect(refusal(next, { type: 'play', seat: next.turn, card: off })).toBe('MUST_FOLLOW_SUIT');
  });

  it('refuses an out-of-turn play, plays during bidding, malformed actions and moves after the end', () => {
    const bidding = game();
    const card = bidding.hands[bidding.turn]?.[0] as Card;
    expect(refusal(bidding, { type: 'play', seat: bidding.turn, card })).toBe('WRONG_PHASE');
    const playing = allBid(game());
    const waiting = ((playing.turn + 1) % 4) as Seat;
    expect(refusal(playing, { type: 'play', seat: waiting, card: playing.hands[waiting]?.[0] })).toBe(
      'NOT_YOUR_TURN',
    );
    expect(refusal(playing, { type: 'bid', seat: playing.turn, bid: 3 })).toBe('WRONG_PHASE');
    for (const bad of [null, 'x', {}, { type: 'fold', seat: 0 }, { type: 'play', seat: 7, card: 'AS' }]) {
      expect(refusal(playing, bad)).toBe('INVALID_ACTION');
    }
    expect(refusal(playing, { type: 'play', seat: playing.turn, card: 'ZZ' })).toBe('INVALID_ACTION');
    expect(refusal({ ...playing, phase: 'finished' }, { type: 'bid', seat: playing.turn, bid: 1 })).toBe(
      'GAME_FINISHED',
    );
  });
});
