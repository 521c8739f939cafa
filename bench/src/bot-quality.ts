/**
 * Bot-only match figures that show how the heuristic bot plays against itself, the mistakes a Spades player
 * would laugh at counted as rates (issue 11): its side taking its own queen of hearts, nil bids holding top
 * trumps, overtaking an opponent nil bidder, and bags. Every seat is the bot, deciding from its own view.
 */

import {
  apply,
  type BidAction,
  beats,
  type Card,
  chooseSpadesAction,
  legalActions,
  newSpadesGame,
  type PlayAction,
  playSuit,
  type Seat,
  type SpadesAction,
  type SpadesMode,
  type SpadesState,
  sideOf,
  viewFor,
  winningPlayIndex,
} from '@cardroom/engine';

export interface BotQuality {
  matches: number;
  hands: number;
  /** Hands (heartsonfire) in which the side dealt Q♥ won it before round 13, for −25. */
  ownQueenCaptures: number;
  /** Of those, captures where a card of that side in the trick had a legal alternative (Q♥ played with another
   * legal card at hand, or a partner overtaking it with a card that stays under at hand). */
  avoidableOwnQueenCaptures: number;
  /** Nil bids made with the cards seen (not blind): the ones a holding of A♠/K♠ can be blamed on. */
  openNilBids: number;
  /** Nil bids (not blind) made holding A♠ or K♠. */
  nilWithAceOrKing: number;
  /** Nil bids (not blind) made holding any trump that nearly always wins: A♠, K♠ or (deuceshigh) a deuce. */
  nilWithTopTrump: number;
  nilBids: number;
  nilsMade: number;
  /**
   * Plays that overtook an intact opponent nil bidder who was winning the trick although a legal card let
   * the nil bidder keep it.
   */
  opponentNilSaves: number;
  /** Nil bids (blind included) saved so at least once: a rate per nil bid, unlike the plays. */
  nilBidsSaved: number;
  /** Side-hands (a side's result in one hand; a player in clubhouse). */
  sideHands: number;
  bags: number;
  /** Sum of each side-hand's bags squared, for the interval of the bags per side-hand. */
  bagsSquared: number;
  contracts: number;
  contractsMade: number;
}

function emptyQuality(): BotQuality {
  return {
    matches: 0,
    hands: 0,
    ownQueenCaptures: 0,
    avoidableOwnQueenCaptures: 0,
    openNilBids: 0,
    nilWithAceOrKing: 0,
    nilWithTopTrump: 0,
    nilBids: 0,
    nilsMade: 0,
    opponentNilSaves: 0,
    nilBidsSaved: 0,
    sideHands: 0,
    bags: 0,
    bagsSquared: 0,
    contracts: 0,
    contractsMade: 0,
  };
}

function topTrumps(mode: SpadesMode): readonly Card[] {
  return mode === 'deuceshigh' ? ['2S', '2H', '2C', '2D', 'AS', 'KS'] : ['AS', 'KS'];
}

function step(state: SpadesState, action: SpadesAction): SpadesState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${result.error.code} ${JSON.stringify(action)}`);
  return result.state;
}

/** What the counters need to remember within a hand. */
interface HandWatch {
  hand: number;
  /** The seat dealt Q♥ this hand. */
  queenHolder: Seat | null;
  /** In the trick being played, the queen holder's side made a choice that put Q♥ on its side's card. */
  queenByChoice: boolean;
  /** Nil bidders already saved by an opponent this hand. */
  savedNils: Set<Seat>;
}

function legalCardsOf(state: SpadesState, seat: Seat): Card[] {
  return legalActions(state, seat).flatMap((action) => (action.type === 'play' ? [action.card] : []));
}

function observeBid(state: SpadesState, action: BidAction, tally: BotQuality) {
  if (action.bid !== 0 || action.blind) return;
  tally.openNilBids++;
  const hand = state.hands[action.seat] ?? [];
  if (hand.includes('AS') || hand.includes('KS')) tally.nilWithAceOrKing++;
  if (hand.some((card) => topTrumps(state.mode).includes(card))) tally.nilWithTopTrump++;
}

/** An intact opponent nil bidder on top of the trick, overtaken although a legal card stayed under them. */
function observeNilSave(state: SpadesState, action: PlayAction, tally: BotQuality, watch: HandWatch) {
  const mode = state.mode;
  const best = state.trick[winningPlayIndex(state.trick, mode)];
  const first = state.trick[0];
  if (!best || !first || sideOf(best.seat, mode) === sideOf(action.seat, mode)) return;
  const nilIntact =
    state.bids[best.seat]?.value === 0 && !state.tricks.some((done) => done.winner === best.seat);
  if (!nilIntact) return;
  const led = playSuit(first.card, mode);
  if (!beats(action.card, best.card, led, mode)) return;
  if (!legalCardsOf(state, action.seat).some((card) => !beats(card, best.card, led, mode))) return;
  tally.opponentNilSaves++;
  if (!watch.savedNils.has(best.seat)) tally.nilBidsSaved++;
  watch.savedNils.add(best.seat);
}

/** Q♥ taken before round 13 by the side it was dealt to, and whether that side had a way out. */
function observeQueen(state: SpadesState, action: PlayAction, tally: BotQuality, watch: HandWatch) {
  const mode = state.mode;
  const holder = watch.queenHolder;
  if (mode !== 'heartsonfire' || holder === null) return;
  if (state.trick.length === 0) watch.queenByChoice = false;
  if (sideOf(action.seat, mode) === sideOf(holder, mode)) {
    const legal = legalCardsOf(state, action.seat);
    const best = state.trick[winningPlayIndex(state.trick, mode)];
    const first = state.trick[0];
    if (action.card === 'QH' && legal.length > 1) watch.queenByChoice = true;
    else if (best && first && state.trick.some((play) => play.card === 'QH')) {
      const led = playSuit(first.card, mode);
      const overtook =
        sideOf(best.seat, mode) !== sideOf(action.seat, mode) && beats(action.card, best.card, led, mode);
      if (overtook && legal.some((card) => !beats(card, best.card, led, mode))) watch.queenByChoice = true;
    }
  }
  if (state.trick.length !== 3) return;
  const plays = [...state.trick, { seat: action.seat, card: action.card }];
  const winner = plays[winningPlayIndex(plays, mode)];
  const round = state.tricks.length + 1;
  if (!winner || round >= 13 || !plays.some((play) => play.card === 'QH')) return;
  if (sideOf(winner.seat, mode) !== sideOf(holder, mode)) return;
  tally.ownQueenCaptures++;
  if (watch.queenByChoice) tally.avoidableOwnQueenCaptures++;
}

/** Counts what one bot action reveals, from the full state just before it is applied. */
function observe(state: SpadesState, action: SpadesAction, tally: BotQuality, watch: HandWatch) {
  if (state.hand !== watch.hand) {
    watch.hand = state.hand;
    const holder = state.hands.findIndex((cards) => cards.includes('QH'));
    watch.queenHolder = holder >= 0 ? (holder as Seat) : null;
    watch.savedNils.clear();
  }
  if (action.type === 'bid') observeBid(state, action, tally);
  if (action.type !== 'play') return;
  if (state.trick.length > 0) observeNilSave(state, action, tally, watch);
  observeQueen(state, action, tally, watch);
}

/** Plays `matches` full bot-only matches of `mode` (seeded, so every run plays the same deals). */
export function botQuality(mode: SpadesMode, matches: number, label = 'quality'): BotQuality {
  const tally = emptyQuality();
  for (let match = 0; match < matches; match++) {
    let state = newSpadesGame({
      mode,
      seed: { serverSeed: `${label}-${match}`, clientSeed: 'bench', nonce: 0 },
    });
    const watch: HandWatch = { hand: -1, queenHolder: null, queenByChoice: false, savedNils: new Set() };
    for (let moves = 0; state.phase !== 'finished'; moves++) {
      if (moves > 50_000) throw new Error('match did not end');
      const action = chooseSpadesAction(viewFor(state, state.turn));
      observe(state, action, tally, watch);
      state = step(state, action);
    }
    tally.matches++;
    for (const record of state.history) {
      tally.hands++;
      record.bids.forEach((bid, seat) => {
        if (bid.value !== 0) return;
        tally.nilBids++;
        if ((record.tricksBySeat[seat] ?? 0) === 0) tally.nilsMade++;
      });
      for (const side of record.sides) {
        tally.sideHands++;
        tally.bags += side.bagsThisHand;
        tally.bagsSquared += side.bagsThisHand ** 2;
        if (side.contract > 0) {
          tally.contracts++;
          if (side.bidMet) tally.contractsMade++;
        }
      }
    }
  }
  return tally;
}

export const QUALITY_GOALS = {
  ownQueenPerHand: 0.01,
  nilWithAceOrKing: 0,
  opponentNilSavesPerNil: 0,
} as const;

export interface Interval {
  rate: number;
  low: number;
  high: number;
}

const Z95 = 1.96;

/**
 * The 95% Wilson score interval of `part` in `whole` (null when whole is 0). Unlike rate ± 1.96·√(p(1−p)/n)
 * it stays inside [0, 1] and does not shrink to nothing at a count of 0: 0 in n reads as under about 3.8/n.
 */
export function wilsonInterval(part: number, whole: number): Interval | null {
  if (whole === 0) return null;
  if (part < 0 || part > whole) throw new Error(`${part} of ${whole} is not a proportion`);
  const rate = part / whole;
  const z2 = Z95 * Z95;
  const centre = (rate + z2 / (2 * whole)) / (1 + z2 / whole);
  const half = (Z95 / (1 + z2 / whole)) * Math.sqrt((rate * (1 - rate)) / whole + z2 / (4 * whole * whole));
  return {
    rate,
    low: part === 0 ? 0 : Math.max(0, centre - half),
    high: part === whole ? 1 : Math.min(1, centre + half),
  };
}

/** The 95% normal interval of a mean from its sum and sum of squares over `count` observations. */
export function meanInterval(sum: number, sumSquares: number, count: number): Interval | null {
  if (count === 0) return null;
  const rate = sum / count;
  const variance = count > 1 ? Math.max(0, (sumSquares - count * rate * rate) / (count - 1)) : 0;
  const half = Z95 * Math.sqrt(variance / count);
  return { rate, low: rate - half, high: rate + half };
}

/**
 * Against a goal "under `goal`": ok only when the whole interval is under it, over when the whole interval is
 * at or above it, else the count cannot tell yet.
 */
export function belowGoalVerdict(interval: Interval | null, goal: number): string {
  if (!interval) return 'nothing to judge';
  if (interval.high < goal) return 'ok';
  if (interval.low >= goal) return 'OVER GOAL';
  return 'unsure: more --bot-matches';
}

/** Against a goal of none: one case proves it missed; none seen is as good as a sample can say. */
export function noneVerdict(part: number, whole: number): string {
  if (part > 0) return 'OVER GOAL';
  return whole === 0 ? 'nothing to judge' : 'ok: none seen';
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
const thousands = (value: number) => value.toLocaleString('en-US');

export interface QualityRow {
  mode: SpadesMode;
  hands: number;
  measure: string;
  count: number;
  over: string;
  rate: string;
  '95% interval': string;
  verdict: string;
}

/**
 * The bot-quality table's rows for one mode, one per measure: the count, what it is over, the rate and its
 * 95% interval, and the verdict against the goal where there is one. Q♥ rows only in heartsonfire, the top
 * trump row only in deuceshigh (elsewhere it is the A♠/K♠ row).
 */
export function qualityRows(mode: SpadesMode, q: BotQuality): QualityRow[] {
  const rows: QualityRow[] = [];
  const share = (measure: string, part: number, whole: number, unit: string, verdict = '') => {
    const interval = wilsonInterval(part, whole);
    rows.push({
      mode,
      hands: q.hands,
      measure,
      count: part,
      over: `${thousands(whole)} ${unit}`,
      rate: interval ? percent(interval.rate) : '—',
      '95% interval': interval ? `${percent(interval.low)}–${percent(interval.high)}` : '—',
      verdict,
    });
    return interval;
  };
  if (mode === 'heartsonfire') {
    const queen = wilsonInterval(q.ownQueenCaptures, q.hands);
    share(
      `own Q♥ taken (goal < ${QUALITY_GOALS.ownQueenPerHand * 100}%)`,
      q.ownQueenCaptures,
      q.hands,
      'hands',
      belowGoalVerdict(queen, QUALITY_GOALS.ownQueenPerHand),
    );
    share('  of which by choice', q.avoidableOwnQueenCaptures, q.hands, 'hands');
  }
  share(
    `nil holding A♠/K♠ (goal ${QUALITY_GOALS.nilWithAceOrKing})`,
    q.nilWithAceOrKing,
    q.openNilBids,
    'open nil bids',
    noneVerdict(q.nilWithAceOrKing, q.openNilBids),
  );
  // Outside deuceshigh the top trumps are A♠ and K♠: the row above.
  if (mode === 'deuceshigh')
    share('nil holding a top trump', q.nilWithTopTrump, q.openNilBids, 'open nil bids');
  share(
    `opp. nil saved (goal ${QUALITY_GOALS.opponentNilSavesPerNil})`,
    q.nilBidsSaved,
    q.nilBids,
    'nil bids',
    noneVerdict(q.nilBidsSaved, q.nilBids),
  );
  share('nils made', q.nilsMade, q.nilBids, 'nil bids');
  const bags = meanInterval(q.bags, q.bagsSquared, q.sideHands);
  rows.push({
    mode,
    hands: q.hands,
    measure: 'bags per side-hand',
    count: q.bags,
    over: `${thousands(q.sideHands)} side-hands`,
    rate: bags ? bags.rate.toFixed(3) : '—',
    '95% interval': bags ? `${bags.low.toFixed(3)}–${bags.high.toFixed(3)}` : '—',
    verdict: '',
  });
  share('contracts made', q.contractsMade, q.contracts, 'contracts');
  return rows;
}

export const QUALITY_NOTE =
  'own Q♥ taken: hands where the side dealt Q♥ won it before round 13 (−25); "by choice": a card of that side ' +
  'in the trick had a legal alternative. Open nil bids: nil bids made with the cards seen (not blind); top ' +
  'trump (deuceshigh): A♠, K♠ or a deuce. Opp. nil saved: nil bids an opponent overtook on top of the trick ' +
  'while intact and a legal card stayed under. The interval is the 95% Wilson interval (bags: mean ± 1.96 ' +
  'standard errors); it treats hands as independent. A goal of < x is ok only when the whole interval is under ' +
  'it; a goal of 0 is missed by a single case.';
