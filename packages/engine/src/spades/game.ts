import { type Card, cardLabel, isCard, suitOf } from '../cards.js';
import { commitment, type FairSeed } from '../fair.js';
import { dealFirstHand, dealHands } from './deal.js';
import {
  blindNilEligible,
  isTrump,
  legalCards,
  nextSeat,
  playRefusal,
  playSuit,
  sideCount,
  sideOf,
  winningPlayIndex,
} from './rules.js';
import { scoreHand } from './scoring.js';
import {
  type ApplyResult,
  type BidAction,
  DEFAULT_SPADES_SETTINGS,
  type GameResult,
  type HeartsSideStats,
  type Play,
  type PlayAction,
  type Seat,
  type SeeAction,
  type SpadesAction,
  type SpadesErrorCode,
  type SpadesMode,
  type SpadesSettings,
  type SpadesState,
  type Trick,
} from './types.js';

export const MAX_BID = 13;
export const TRICKS_PER_HAND = 13;

export interface NewSpadesGame {
  mode: SpadesMode;
  seed: FairSeed;
  settings?: Partial<SpadesSettings>;
}

export function newSpadesGame({ mode, seed, settings }: NewSpadesGame): SpadesState {
  const { dealer, hands } = dealFirstHand(seed);
  return {
    game: 'spades',
    mode,
    settings: { ...DEFAULT_SPADES_SETTINGS, ...settings },
    seed: { ...seed },
    commitment: commitment(seed.serverSeed),
    hand: 0,
    dealer,
    phase: 'bidding',
    turn: nextSeat(dealer),
    hands,
    bids: [null, null, null, null],
    seen: [false, false, false, false],
    spadesBroken: false,
    trick: [],
    tricks: [],
    lastTrick: null,
    scores: Array.from({ length: sideCount(mode) }, () => ({ score: 0, bags: 0 })),
    history: [],
    result: null,
    moves: 0,
  };
}

/** The wording of every refusal; the protocol reuses it so the server and the engine read the same. */
export const SPADES_ERROR_MESSAGES: Record<SpadesErrorCode, string> = {
  INVALID_ACTION: 'That is not a valid action.',
  GAME_FINISHED: 'The game has finished.',
  WRONG_PHASE: 'That action is not possible now.',
  NOT_YOUR_TURN: 'It is not your turn.',
  CARD_NOT_HELD: 'You do not hold that card.',
  MUST_FOLLOW_SUIT: 'You must follow the suit that was led.',
  SPADES_NOT_BROKEN: 'Spades cannot be led until they are broken.',
  BID_OUT_OF_RANGE: 'A bid is 1 to 13, or nil.',
  BLIND_NIL_NOT_ELIGIBLE: 'Blind nil is only allowed when your side trails by 100 or more.',
  BLIND_NIL_AFTER_SEEING: 'Blind nil must be bid before seeing your cards.',
  BLIND_NIL_CHOICE_PENDING: 'Choose blind nil or see your cards first.',
  FIRESTORM_NOT_IN_MODE: 'Firestorm can only be declared in Hearts on Fire.',
  FIRESTORM_WITH_NIL: 'Firestorm needs a bid of at least 1.',
};

/**
 * A fresh state object with every field written in one fixed order. Object spread over states of many
 * origins goes megamorphic in V8 and costs ~20× more; callers then overwrite what changed.
 */
function copyState(s: SpadesState): SpadesState {
  return {
    game: s.game,
    mode: s.mode,
    settings: s.settings,
    seed: s.seed,
    commitment: s.commitment,
    hand: s.hand,
    dealer: s.dealer,
    phase: s.phase,
    turn: s.turn,
    hands: s.hands,
    bids: s.bids,
    seen: s.seen,
    spadesBroken: s.spadesBroken,
    trick: s.trick,
    tricks: s.tricks,
    lastTrick: s.lastTrick,
    scores: s.scores,
    history: s.history,
    result: s.result,
    moves: s.moves + 1,
  };
}

function refuse(code: SpadesErrorCode, detail?: string): ApplyResult {
  return {
    ok: false,
    error: {
      code,
      message: detail ? `${SPADES_ERROR_MESSAGES[code]} ${detail}` : SPADES_ERROR_MESSAGES[code],
    },
  };
}

/** Checks and applies one action; an illegal action gives an error value, never an exception. */
export function apply(state: SpadesState, action: SpadesAction): ApplyResult {
  if (state.phase === 'finished') return refuse('GAME_FINISHED');
  if (!isWellFormed(action)) return refuse('INVALID_ACTION');
  if (action.type === 'see') return applySee(state, action);
  if (action.type === 'bid') {
    if (state.phase !== 'bidding') return refuse('WRONG_PHASE');
    if (action.seat !== state.turn) return refuse('NOT_YOUR_TURN');
    return applyBid(state, action);
  }
  if (state.phase !== 'playing') return refuse('WRONG_PHASE');
  if (action.seat !== state.turn) return refuse('NOT_YOUR_TURN');
  return applyPlay(state, action);
}

function isWellFormed(action: unknown): action is SpadesAction {
  if (typeof action !== 'object' || action === null) return false;
  const candidate = action as Record<string, unknown>;
  const seatOk =
    Number.isInteger(candidate.seat) && (candidate.seat as number) >= 0 && (candidate.seat as number) < 4;
  if (!seatOk) return false;
  if (candidate.type === 'bid') {
    const flagsOk = ['blind', 'firestorm', 'auto'].every(
      (flag) => candidate[flag] === undefined || typeof candidate[flag] === 'boolean',
    );
    return typeof candidate.bid === 'number' && flagsOk;
  }
  const autoOk = candidate.auto === undefined || typeof candidate.auto === 'boolean';
  if (candidate.type === 'see') return autoOk;
  return candidate.type === 'play' && typeof candidate.card === 'string';
}

/**
 * The seat is offered blind nil and has not yet chosen: bidding, no bid yet, eligible, not seen. Its view
 * then holds no card of its hand, and its only moves are to see or to bid blind nil.
 */
export function isBlindPending(state: SpadesState, seat: Seat): boolean {
  return (
    state.phase === 'bidding' &&
    state.bids[seat] === null &&
    state.seen[seat] !== true &&
    blindNilEligible(seat, state.scores, state.mode, state.settings.blindNilDeficit)
  );
}

/** Allowed to a blind-pending seat at any time during bidding, so a player may look before their turn. */
function applySee(state: SpadesState, action: SeeAction): ApplyResult {
  if (state.phase !== 'bidding' || !isBlindPending(state, action.seat)) return refuse('WRONG_PHASE');
  const next = copyState(state);
  next.seen = state.seen.slice();
  next.seen[action.seat] = true;
  return { ok: true, state: next };
}

function bidRefusal(state: SpadesState, action: BidAction): SpadesErrorCode | null {
  if (!Number.isInteger(action.bid) || action.bid < 0 || action.bid > MAX_BID) return 'BID_OUT_OF_RANGE';
  if (action.blind) {
    if (action.bid !== 0) return 'BID_OUT_OF_RANGE';
    if (!blindNilEligible(action.seat, state.scores, state.mode, state.settings.blindNilDeficit)) {
      return 'BLIND_NIL_NOT_ELIGIBLE';
    }
    if (state.seen[action.seat]) return 'BLIND_NIL_AFTER_SEEING';
  } else if (isBlindPending(state, action.seat)) {
    // A bid needs the cards: the seat first chooses between blind nil and seeing them.
    return 'BLIND_NIL_CHOICE_PENDING';
  }
  if (action.firestorm) {
    if (state.mode !== 'heartsonfire') return 'FIRESTORM_NOT_IN_MODE';
    if (action.bid === 0) return 'FIRESTORM_WITH_NIL';
  }
  return null;
}

function applyBid(state: SpadesState, action: BidAction): ApplyResult {
  const refusal = bidRefusal(state, action);
  if (refusal) return refuse(refusal);
  const bids = state.bids.slice();
  bids[action.seat] = {
    value: action.bid,
    blind: action.blind === true,
    firestorm: action.firestorm === true,
    auto: action.auto === true,
  };
  const allBid = bids.every((bid) => bid !== null);
  const next = copyState(state);
  next.bids = bids;
  // A bid (blind nil included) shows the seat its cards from now on.
  if (!state.seen[action.seat]) {
    next.seen = state.seen.slice();
    next.seen[action.seat] = true;
  }
  next.phase = allBid ? 'playing' : 'bidding';
  next.turn = allBid ? nextSeat(state.dealer) : nextSeat(action.seat);
  return { ok: true, state: next };
}

function applyPlay(state: SpadesState, action: PlayAction): ApplyResult {
  const hand = state.hands[action.seat] as Card[];
  if (!hand.includes(action.card)) {
    return isCard(action.card)
      ? refuse('CARD_NOT_HELD', cardLabel(action.card))
      : refuse('INVALID_ACTION', 'Unknown card.');
  }
  const refusal = playRefusal(hand, action.card, state.trick, state.spadesBroken, state.mode);
  if (refusal) return refuse(refusal);

  const next = copyState(state);
  next.hands = state.hands.slice();
  next.hands[action.seat] = hand.filter((card) => card !== action.card);
  const trick: Play[] = state.trick.slice();
  trick.push({ seat: action.seat, card: action.card });
  next.spadesBroken = state.spadesBroken || breaksSpades(state.trick, action.card, state.mode);
  if (trick.length < 4) {
    next.trick = trick;
    next.turn = nextSeat(action.seat);
    return { ok: true, state: next };
  }
  const winner = (trick[winningPlayIndex(trick, state.mode)] as Play).seat;
  const done: Trick = { leader: (trick[0] as Play).seat, plays: trick, winner };
  next.trick = [];
  next.tricks = state.tricks.slice();
  next.tricks.push(done);
  next.lastTrick = done;
  next.turn = winner;
  if (next.tricks.length === TRICKS_PER_HAND) finishHand(next);
  return { ok: true, state: next };
}

/**
 * rules.md: spades break only when a trump is played on another suit's lead. A trump led (even forced, by a
 * hand holding only trumps) or followed to a trump lead does not break them. Deuceshigh deuces count as
 * spades through playSuit, both as the led suit and as the trump played.
 */
export function breaksSpades(trick: readonly Play[], card: Card, mode: SpadesMode): boolean {
  const lead = trick[0];
  return lead !== undefined && playSuit(lead.card, mode) !== 'S' && isTrump(card, mode);
}

/** Scores the hand just played into the fresh `state`, then either ends the game or deals the next hand. */
function finishHand(state: SpadesState): void {
  const tricksBySeat = countTricksBySeat(state.tricks);
  const bids = state.bids.map((bid) => bid ?? { value: 0, blind: false, firestorm: false, auto: true });
  const sides = scoreHand(state.mode, state.settings, {
    seats: bids.map((bid, seat) => ({
      bid: bid.value,
      tricks: tricksBySeat[seat] ?? 0,
      blind: bid.blind,
      firestorm: bid.firestorm,
    })),
    prior: state.scores,
    sides: state.mode === 'heartsonfire' ? heartsStats(state.tricks, state.mode) : undefined,
  });
  state.history = [...state.history, { hand: state.hand, dealer: state.dealer, bids, tricksBySeat, sides }];
  state.scores = sides.map(({ score, bags }) => ({ score, bags }));
  state.result = matchResult(state, state.scores, tricksBySeat);
  if (state.result) {
    state.phase = 'finished';
    return;
  }
  state.hand += 1;
  state.dealer = nextSeat(state.dealer);
  state.phase = 'bidding';
  state.turn = nextSeat(state.dealer);
  state.hands = dealHands(state.seed, state.hand, state.dealer);
  state.bids = [null, null, null, null];
  state.seen = [false, false, false, false];
  state.spadesBroken = false;
  state.tricks = [];
}

export function countTricksBySeat(tricks: readonly Trick[]): number[] {
  const counts = [0, 0, 0, 0];
  for (const trick of tricks) counts[trick.winner] = (counts[trick.winner] ?? 0) + 1;
  return counts;
}

/** Hearts, heat tricks and the queen per side, read off the hand's tricks. */
export function heartsStats(tricks: readonly Trick[], mode: SpadesMode): HeartsSideStats[] {
  const stats: HeartsSideStats[] = Array.from({ length: sideCount(mode) }, () => ({
    hearts: 0,
    heatTricks: 0,
    queen: 'none',
  }));
  tricks.forEach((trick, index) => {
    const side = stats[sideOf(trick.winner, mode)] as HeartsSideStats;
    const cards = trick.plays.map((play) => play.card);
    const hearts = cards.filter((card) => suitOf(card) === 'H').length;
    side.hearts += hearts;
    if (hearts === 0 && !cards.some((card) => suitOf(card) === 'S')) side.heatTricks += 1;
    if (cards.includes('QH')) side.queen = index === TRICKS_PER_HAND - 1 ? 'lastRound' : 'taken';
  });
  return stats;
}

function matchResult(
  state: SpadesState,
  scores: { score: number }[],
  tricksBySeat: number[],
): GameResult | null {
  const totals = scores.map((s) => s.score);
  const top = Math.max(...totals);
  const leaders = totals.flatMap((score, side) => (score === top ? [side] : []));
  if (state.settings.singleHand) {
    if (leaders.length === 1) return { winners: leaders, draw: false };
    const sideTricks = leaders.map((side) =>
      tricksBySeat.reduce(
        (sum, count, seat) => (sideOf(seat as Seat, state.mode) === side ? sum + count : sum),
        0,
      ),
    );
    const most = Math.max(...sideTricks);
    const best = leaders.filter((_, index) => sideTricks[index] === most);
    return { winners: best, draw: best.length > 1 };
  }
  const ended = totals.some((score) => score >= state.settings.target || score <= state.settings.floor);
  // A tie for the lead when the match would end plays one more hand.
  return ended && leaders.length === 1 ? { winners: leaders, draw: false } : null;
}

export function legalActions(state: SpadesState, seat: Seat): SpadesAction[] {
  if (isBlindPending(state, seat)) return blindChoiceActions(seat, state.turn === seat);
  if (state.phase === 'finished' || state.turn !== seat) return [];
  // Blind nil is offered only before seeing (above): a seat that reaches here has seen or is not eligible.
  if (state.phase === 'bidding') return bidActions(seat, state.mode, false);
  return legalCards(state.hands[seat] as Card[], state.trick, state.spadesBroken, state.mode).map((card) => ({
    type: 'play',
    seat,
    card,
  }));
}

/** A blind-pending seat may see at any time, and on its turn may instead bid blind nil. */
export function blindChoiceActions(seat: Seat, onTurn: boolean): SpadesAction[] {
  const see: SpadesAction = { type: 'see', seat };
  return onTurn ? [see, { type: 'bid', seat, bid: 0, blind: true }] : [see];
}

export function bidActions(seat: Seat, mode: SpadesMode, blindNil: boolean): BidAction[] {
  const actions: BidAction[] = [];
  for (let bid = 0; bid <= MAX_BID; bid++) {
    actions.push({ type: 'bid', seat, bid });
    if (mode === 'heartsonfire' && bid > 0) actions.push({ type: 'bid', seat, bid, firestorm: true });
  }
  if (blindNil) actions.push({ type: 'bid', seat, bid: 0, blind: true });
  return actions;
}
