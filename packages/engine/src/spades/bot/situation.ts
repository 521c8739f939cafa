import { type Card, suitOf } from '../../cards.js';
import { TRICKS_PER_HAND } from '../game.js';
import { isPartnership, partnerOf, sideCount, sideOf } from '../rules.js';
import { BAG_LIMIT } from '../scoring.js';
import { SEATS, type Seat, type SpadesMode, type SpadesView } from '../types.js';
import { QUEEN_OF_HEARTS } from './deck.js';
import { type CardMemory, readMemory } from './memory.js';

/** Everything the play heuristics need about the hand so far, read once per decision. */
export interface Situation {
  view: SpadesView;
  mode: SpadesMode;
  seat: Seat;
  partner: Seat | null;
  opponents: Seat[];
  memory: CardMemory;
  /** 1..13, the trick being played. */
  round: number;
  /** Tricks still to be won, this one included. */
  tricksLeft: number;
  /** This seat bid nil (made or already broken: either way its tricks only cost). */
  myNil: boolean;
  partnerNilAlive: boolean;
  /** Opponents whose nil bid is still intact. */
  opponentNils: Seat[];
  /** Tricks our contract still needs. */
  need: number;
  /** Overtricks we may still take before the next 10-bag penalty. */
  bagRoom: number;
  /** Our side declared Firestorm: making the contract is worth 40 more. */
  firestorm: boolean;
  /** Per opposing side, tricks it still needs for its contract (0 when made or it bid no contract). */
  opponentNeeds: number[];
}

function bidValue(view: SpadesView, seat: Seat): number | null {
  return view.bids[seat]?.value ?? null;
}

export function nilIntact(view: SpadesView, seat: Seat): boolean {
  return bidValue(view, seat) === 0 && (view.tricksBySeat[seat] ?? 0) === 0;
}

interface SideStanding {
  need: number;
  bagsThisHand: number;
}

function sideStanding(view: SpadesView, side: number): SideStanding {
  let contract = 0;
  let counted = 0;
  let nilTricks = 0;
  for (const seat of SEATS) {
    if (sideOf(seat, view.mode) !== side) continue;
    const tricks = view.tricksBySeat[seat] ?? 0;
    const bid = bidValue(view, seat) ?? 0;
    if (bid > 0) {
      contract += bid;
      counted += tricks;
    } else if (view.settings.nilTricksCountForPartner) counted += tricks;
    else nilTricks += tricks;
  }
  return { need: Math.max(0, contract - counted), bagsThisHand: Math.max(0, counted - contract) + nilTricks };
}

export function readSituation(view: SpadesView): Situation {
  const mode = view.mode;
  const seat = view.seat;
  const partner = partnerOf(seat, mode);
  const mySide = sideOf(seat, mode);
  const opponents = SEATS.filter((other) => sideOf(other, mode) !== mySide);
  const round = Math.min(TRICKS_PER_HAND, view.tricks.length + 1);
  const own = sideStanding(view, mySide);
  const opponentNeeds: number[] = [];
  for (let side = 0; side < sideCount(mode); side++) {
    if (side !== mySide) opponentNeeds.push(sideStanding(view, side).need);
  }
  const bags = (view.scores[mySide]?.bags ?? 0) + own.bagsThisHand;
  const sideSeats = isPartnership(mode) && partner !== null ? [seat, partner] : [seat];
  return {
    view,
    mode,
    seat,
    partner,
    opponents,
    memory: readMemory(view),
    round,
    tricksLeft: TRICKS_PER_HAND - view.tricks.length,
    myNil: bidValue(view, seat) === 0,
    partnerNilAlive: partner !== null && nilIntact(view, partner),
    opponentNils: opponents.filter((other) => nilIntact(view, other)),
    need: own.need,
    bagRoom: BAG_LIMIT - (bags % BAG_LIMIT),
    firestorm: sideSeats.some((member) => view.bids[member]?.firestorm === true),
    opponentNeeds,
  };
}

/** Our contract can no longer be made, so further tricks neither save it nor count as bags. */
export function contractLost(sit: Situation): boolean {
  return sit.need > sit.tricksLeft;
}

/** Our contract needs nearly every remaining trick, so nothing else may cost one. */
export function contractCritical(sit: Situation): boolean {
  return sit.need > 0 && sit.need >= sit.tricksLeft - 1;
}

/**
 * Rough points to our side of winning the current trick given the cards already in it: positive means
 * try to win it. Scales are points, so contract needs dominate, bags and hearts on fire adjust.
 */
export function trickValue(sit: Situation, cards: readonly Card[]): number {
  let value: number;
  if (contractLost(sit)) value = 0;
  else if (sit.need > 0) value = 10 + (sit.firestorm ? 4 : 0);
  else value = sit.bagRoom <= 2 ? -15 : sit.bagRoom <= 5 ? -6 : -3;
  for (const need of sit.opponentNeeds) {
    if (need <= 0) continue;
    const slack = sit.tricksLeft - need;
    // Taking one of the few tricks they can spare sets them: worth ten times their bid.
    if (slack >= 0) value += slack <= 1 ? 14 : slack <= 3 ? 4 : 0;
  }
  if (sit.mode === 'heartsonfire') value += heartsTrickValue(sit, cards);
  return value;
}

/** Heat and queen points the winner of a trick holding `cards` collects (hearts on fire only). */
export function heartsTrickValue(sit: Situation, cards: readonly Card[]): number {
  let value = 0;
  let spadeOrHeart = false;
  for (const card of cards) {
    if (suitOf(card) === 'H') {
      value += 5;
      spadeOrHeart = true;
    }
    if (suitOf(card) === 'S') spadeOrHeart = true;
    if (card === QUEEN_OF_HEARTS) value += sit.round === TRICKS_PER_HAND ? 50 : -25;
  }
  // A trick with neither hearts nor spades is worth 5 of heat; halve it while cards are still to come.
  if (!spadeOrHeart) value += cards.length === 4 ? 5 : 2;
  return value;
}
