import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  apply,
  autoActions,
  blindNilEligible,
  type Card,
  isAlreadyApplied,
  isBlindPending,
  legalActions,
  legalActionsForView,
  newSpadesGame,
  type Seat,
  SPADES_MODES,
  type SpadesAction,
  type SpadesErrorCode,
  type SpadesMode,
  type SpadesState,
  seededRandom,
  viewFor,
} from '../src/index.js';
import { seedFor } from './harness.js';

const SEATS: readonly Seat[] = [0, 1, 2, 3];
const CARD_IN_JSON = /"([2-9TJQKA][SHCD])"/g;

function must(state: SpadesState, action: SpadesAction): SpadesState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${result.error.code}: ${JSON.stringify(action)}`);
  return result.state;
}

function refusal(state: SpadesState, action: SpadesAction): SpadesErrorCode | null {
  const result = apply(state, action);
  return result.ok ? null : result.error.code;
}

/** Cards anyone at the table has seen played: this hand's tricks and the last trick kept from the previous hand. */
function publiclyPlayed(state: SpadesState): Set<string> {
  const plays = [
    ...state.tricks.flatMap((trick) => trick.plays),
    ...state.trick,
    ...(state.lastTrick?.plays ?? []),
  ];
  return new Set(plays.map((play) => play.card));
}

/** The hiding check: a blind-pending seat's view names no card of its hand that was not played in public. */
function expectBlind(state: SpadesState, seat: Seat): void {
  const view = viewFor(state, seat);
  expect(view.blindNilChoice).toBe(true);
  expect(view.myHand).toEqual([]);
  const hand = new Set<string>(state.hands[seat]);
  const open = publiclyPlayed(state);
  for (const [, card] of JSON.stringify(view).matchAll(CARD_IN_JSON)) {
    if (hand.has(card as string)) expect(open.has(card as string)).toBe(true);
  }
  // Dealing the four hands differently (same counts) changes nothing this seat is sent.
  const rotated = state.hands.map((_, owner) => state.hands[(owner + 1) % 4] as Card[]);
  expect(viewFor({ ...state, hands: rotated }, seat)).toEqual(view);
}

/**
 * Random legal games where blind nil is often open (deficit 0), with seats choosing to see at random
 * moments off their turn too. `seen` is tracked here from the actions, apart from the engine's own flag.
 */
function playBlindGame(mode: SpadesMode, index: number, check: (state: SpadesState, saw: Set<Seat>) => void) {
  const random = seededRandom(index);
  let state = newSpadesGame({
    mode,
    seed: seedFor(index),
    settings: { blindNilDeficit: 0, singleHand: index % 2 === 0 },
  });
  let saw = new Set<Seat>();
  let hand = state.hand;
  for (let step = 0; state.phase !== 'finished'; step++) {
    if (step > 5000) throw new Error('game did not end');
    if (state.hand !== hand) {
      hand = state.hand;
      saw = new Set();
    }
    check(state, saw);
    const offTurn = SEATS.filter((seat) => seat !== state.turn && legalActions(state, seat).length > 0);
    const looker = offTurn[random(offTurn.length + 3)];
    const actions = looker === undefined ? legalActions(state, state.turn) : legalActions(state, looker);
    const action = actions[random(actions.length)] as SpadesAction;
    if (action.type !== 'play') saw.add(action.seat);
    state = must(state, action);
  }
  check(state, saw);
}

describe.each(SPADES_MODES)('blind nil is blind in %s', (mode) => {
  it('sends a seat offered blind nil no card of its hand until it bids blind nil or sees', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (index) => {
        let pendingSeen = 0;
        playBlindGame(mode, index, (state, saw) => {
          for (const seat of SEATS) {
            const eligible = blindNilEligible(seat, state.scores, mode, 0);
            const pending =
              state.phase === 'bidding' && state.bids[seat] === null && !saw.has(seat) && eligible;
            expect(isBlindPending(state, seat)).toBe(pending);
            const view = viewFor(state, seat);
            expect(legalActionsForView(view)).toEqual(legalActions(state, seat));
            if (pending) {
              pendingSeen += 1;
              expectBlind(state, seat);
              const looked = must(state, { type: 'see', seat });
              expect(viewFor(looked, seat).myHand).toEqual(state.hands[seat]);
              expect(viewFor(looked, seat).blindNilChoice).toBe(false);
              expect(legalActions(looked, seat).some((action) => action.type === 'bid' && action.blind)).toBe(
                false,
              );
            } else {
              expect(view.blindNilChoice).toBe(false);
              expect(view.myHand).toEqual(state.hands[seat]);
            }
          }
        });
        expect(pendingSeen).toBeGreaterThan(0);
      }),
      { numRuns: 25 },
    );
  });
});

describe('the blind nil choice', () => {
  /** A fresh classic game in which the side of the first bidder trails by 100, so it is offered blind nil. */
  function trailing(): { state: SpadesState; seat: Seat } {
    const base = newSpadesGame({ mode: 'classic', seed: seedFor(5) });
    const seat = base.turn;
    const scores = [
      { score: 0, bags: 0 },
      { score: 0, bags: 0 },
    ];
    scores[1 - (seat % 2)] = { score: 100, bags: 0 };
    return { state: { ...base, scores }, seat };
  }

  it('offers only "see" or blind nil on the turn, and only "see" off the turn', () => {
    const { state, seat } = trailing();
    expect(legalActions(state, seat)).toEqual([
      { type: 'see', seat },
      { type: 'bid', seat, bid: 0, blind: true },
    ]);
    const partner = ((seat + 2) % 4) as Seat;
    expect(legalActions(state, partner)).toEqual([{ type: 'see', seat: partner }]);
    const opponent = ((seat + 1) % 4) as Seat;
    expect(legalActions(state, opponent)).toEqual([]);
    expect(viewFor(state, opponent).myHand).toHaveLength(13);
  });

  it('refuses a bid that needs the cards before the seat has chosen, and blind nil after seeing', () => {
    const { state, seat } = trailing();
    expect(refusal(state, { type: 'bid', seat, bid: 4 })).toBe('BLIND_NIL_CHOICE_PENDING');
    expect(refusal(state, { type: 'bid', seat, bid: 0 })).toBe('BLIND_NIL_CHOICE_PENDING');
    const looked = must(state, { type: 'see', seat });
    expect(looked.turn).toBe(seat);
    expect(looked.moves).toBe(state.moves + 1);
    const blind = apply(looked, { type: 'bid', seat, bid: 0, blind: true });
    expect(blind.ok ? null : blind.error).toEqual({
      code: 'BLIND_NIL_AFTER_SEEING',
      message: 'Blind nil must be bid before seeing your cards.',
    });
    expect(legalActions(looked, seat).every((action) => action.type === 'bid' && !action.blind)).toBe(true);
    expect(refusal(looked, { type: 'bid', seat, bid: 4 })).toBeNull();
  });

  it('lets a partner look before its turn, and refuses "see" to a seat with nothing hidden', () => {
    const { state, seat } = trailing();
    const partner = ((seat + 2) % 4) as Seat;
    const looked = must(state, { type: 'see', seat: partner });
    expect(looked.turn).toBe(state.turn);
    expect(viewFor(looked, partner).myHand).toEqual(state.hands[partner]);
    expect(viewFor(looked, seat).myHand).toEqual([]);
    expect(refusal(looked, { type: 'see', seat: partner })).toBe('WRONG_PHASE');
    expect(refusal(state, { type: 'see', seat: ((seat + 1) % 4) as Seat })).toBe('WRONG_PHASE');
    expect(refusal(state, { type: 'see', seat, auto: 'yes' } as unknown as SpadesAction)).toBe(
      'INVALID_ACTION',
    );
  });

  it('treats a resent "see" as already applied, and shows the cards after a blind nil bid', () => {
    const { state, seat } = trailing();
    expect(isAlreadyApplied(state, { type: 'see', seat })).toBe(false);
    expect(isAlreadyApplied(must(state, { type: 'see', seat }), { type: 'see', seat })).toBe(true);
    const blind = must(state, { type: 'bid', seat, bid: 0, blind: true });
    expect(blind.bids[seat]).toMatchObject({ value: 0, blind: true });
    expect(viewFor(blind, seat).myHand).toEqual(state.hands[seat]);
    expect(isAlreadyApplied(blind, { type: 'see', seat })).toBe(true);
  });

  it('asks again at the next deal', () => {
    // A deficit of 0 keeps some side eligible whatever the first hand scores.
    const base = trailing().state;
    let state: SpadesState = {
      ...base,
      settings: { ...base.settings, blindNilDeficit: 0 },
      seen: [true, true, true, true],
    };
    const playing = SEATS.reduce((next) => must(next, { type: 'bid', seat: next.turn, bid: 3 }), state);
    state = playing;
    while (state.hand === 0) state = must(state, legalActions(state, state.turn)[0] as SpadesAction);
    expect(state.seen).toEqual([false, false, false, false]);
    const pending = SEATS.filter((seat) => isBlindPending(state, seat));
    expect(pending.length).toBeGreaterThan(0);
    for (const seat of pending) expect(viewFor(state, seat).myHand).toEqual([]);
  });

  it('auto-play sees first and then bids from the cards, never blind; off turn it does nothing', () => {
    const { state, seat } = trailing();
    const actions = autoActions(state, seat);
    expect(actions[0]).toEqual({ type: 'see', seat, auto: true });
    expect(actions).toHaveLength(2);
    const bid = actions[1] as SpadesAction;
    expect(bid).toMatchObject({ type: 'bid', seat, auto: true });
    expect(bid.type === 'bid' && bid.blind).toBeFalsy();
    const after = actions.reduce(must, state);
    expect(after.bids[seat]).toMatchObject({ blind: false, auto: true });
    expect(after.turn).not.toBe(seat);
    expect(autoActions(state, ((seat + 2) % 4) as Seat)).toEqual([]);
  });
});
