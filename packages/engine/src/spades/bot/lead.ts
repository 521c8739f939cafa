import { type Card, SUITS, type SuitCode } from '../../cards.js';
import { cardStrength, isTrump, nextSeat, playSuit } from '../rules.js';
import type { Seat } from '../types.js';
import { QUEEN_OF_HEARTS, TRUMP } from './deck.js';
import { isVoid, unseenAbove, unseenBelow } from './memory.js';
import { holdChance } from './odds.js';
import { leadCandidates } from './queen.js';
import { contractCritical, type Situation, trickValue } from './situation.js';
import { cheapest, dangerValue } from './values.js';

/** A led card this likely to hold is cashed as a winner. */
const CASHABLE = 0.7;

export function chooseLead(sit: Situation, allLegal: readonly Card[]): Card {
  const legal = leadCandidates(sit, allLegal);
  if (sit.myNil) return leadAsNil(sit, legal);
  if (sit.partnerNilAlive) return leadForPartnerNil(sit, legal);
  if (sit.opponentNils.length > 0 && !contractCritical(sit)) {
    const low = leadAgainstNil(sit, legal);
    if (low) return low;
  }
  if (trickValue(sit, []) > 0) return cashWinner(sit, legal) ?? leadLow(sit, legal);
  return leadToLose(sit, legal);
}

function othersInOrder(sit: Situation): Seat[] {
  const first = nextSeat(sit.seat);
  const second = nextSeat(first);
  return [first, second, nextSeat(second)];
}

function leadHold(sit: Situation, card: Card, threats: readonly Seat[]): number {
  return holdChance(sit.memory, card, playSuit(card, sit.mode), threats);
}

/** Picks the legal card with the highest score; ties go to the weaker card so strength is kept. */
function bestBy(sit: Situation, legal: readonly Card[], score: (card: Card) => number): Card {
  let best: Card | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const card of legal) {
    const value = score(card) - cardStrength(card, sit.mode) * 1e-4;
    if (value > bestScore) {
      best = card;
      bestScore = value;
    }
  }
  if (best === undefined) throw new Error('no card to lead');
  return best;
}

function leadAsNil(sit: Situation, legal: readonly Card[]): Card {
  const others = othersInOrder(sit);
  return bestBy(sit, legal, (card) => -leadHold(sit, card, others) - dangerValue(sit, card) * 1e-3);
}

function leadForPartnerNil(sit: Situation, legal: readonly Card[]): Card {
  const partner = sit.partner;
  return bestBy(sit, legal, (card) => {
    const suit = playSuit(card, sit.mode);
    // A partner void in the suit simply discards, whatever we lead.
    if (partner !== null && suit !== TRUMP && isVoid(sit.memory, partner, suit)) return 0.95;
    return leadHold(sit, card, sit.opponents);
  });
}

/** Low cards in suits the nil bidder still holds leave the bidder few ways to duck. */
function leadAgainstNil(sit: Situation, legal: readonly Card[]): Card | undefined {
  const candidates = legal.filter((card) =>
    sit.opponentNils.some((nil) => !isVoid(sit.memory, nil, playSuit(card, sit.mode))),
  );
  if (candidates.length === 0) return undefined;
  return bestBy(
    sit,
    candidates,
    (card) => -unseenBelow(sit.memory, card) - (isTrump(card, sit.mode) ? 0.5 : 0) - heartsPenalty(sit, card),
  );
}

function heartsPenalty(sit: Situation, card: Card): number {
  if (sit.mode !== 'heartsonfire' || playSuit(card, sit.mode) !== 'H') return 0;
  return card === QUEEN_OF_HEARTS && sit.round < 13 ? 3 : 0.5;
}

/** Leads the most reliable winner, or undefined when nothing is likely enough to hold. */
function cashWinner(sit: Situation, legal: readonly Card[]): Card | undefined {
  let best: Card | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const card of legal) {
    const chance = leadHold(sit, card, sit.opponents);
    if (chance < CASHABLE) continue;
    let score = chance + (isTrump(card, sit.mode) ? 0 : 0.1);
    if (sit.mode === 'heartsonfire' && playSuit(card, sit.mode) === 'H') {
      // Everyone must follow with hearts, and each heart we win is worth 5.
      score += card === QUEEN_OF_HEARTS && sit.round < 13 ? -2 : 0.15;
    }
    if (score > bestScore) {
      best = card;
      bestScore = score;
    }
  }
  return best === undefined ? undefined : cheapestEquivalent(sit, legal, best);
}

/** The weakest of our cards in the same suit that no unseen card separates from `card`. */
function cheapestEquivalent(sit: Situation, legal: readonly Card[], card: Card): Card {
  const suit = playSuit(card, sit.mode);
  const above = unseenAbove(sit.memory, card);
  let result = card;
  for (const other of legal) {
    if (
      playSuit(other, sit.mode) !== suit ||
      cardStrength(other, sit.mode) >= cardStrength(result, sit.mode)
    ) {
      continue;
    }
    if (unseenAbove(sit.memory, other) === above && other !== QUEEN_OF_HEARTS) result = other;
  }
  return result;
}

function leadLow(sit: Situation, legal: readonly Card[]): Card {
  const bySuit = new Map<SuitCode, Card[]>();
  for (const card of legal) {
    const suit = playSuit(card, sit.mode);
    bySuit.set(suit, [...(bySuit.get(suit) ?? []), card]);
  }
  let bestSuit: SuitCode | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const suit of SUITS) {
    const cards = bySuit.get(suit);
    if (!cards) continue;
    const score = suitLeadScore(sit, suit, cards);
    if (score > bestScore) {
      bestSuit = suit;
      bestScore = score;
    }
  }
  const cards = (bestSuit && bySuit.get(bestSuit)) || legal;
  const withoutQueen = cards.filter((card) => card !== QUEEN_OF_HEARTS);
  return cheapest(withoutQueen.length > 0 ? withoutQueen : cards, sit) ?? bestBy(sit, legal, () => 0);
}

/** How good a suit is to lead a low card from when we want tricks but hold no sure winner. */
function suitLeadScore(sit: Situation, suit: SuitCode, cards: readonly Card[]): number {
  const memory = sit.memory;
  const myTrumps = sit.view.myHand.filter((card) => isTrump(card, sit.mode)).length;
  const trumpsOut = memory.unseen[TRUMP].length;
  if (suit === TRUMP) return myTrumps >= trumpsOut && trumpsOut > 0 ? 1 : -2.5;
  let score = 0;
  const ruffable = trumpsOut > 0;
  const partner = sit.partner;
  if (ruffable && partner !== null && isVoid(memory, partner, suit) && !isVoid(memory, partner, TRUMP))
    score += 3;
  for (const opponent of sit.opponents) {
    if (ruffable && isVoid(memory, opponent, suit) && !isVoid(memory, opponent, TRUMP)) score -= 2;
  }
  if (myTrumps > 0) score += cards.length === 1 ? 1.5 : cards.length === 2 ? 0.7 : 0;
  const top = cards.reduce((a, b) => (cardStrength(a, sit.mode) >= cardStrength(b, sit.mode) ? a : b));
  const topAbove = unseenAbove(memory, top);
  // Leading low from a short honour holding gives the honour away.
  if (topAbove >= 1 && topAbove <= 2 && cards.length <= topAbove + 1) score -= 1.5;
  if (cards.length >= 4) score += 0.3;
  if (sit.mode === 'heartsonfire' && suit === 'H') score -= 1.5;
  return score;
}

/** When tricks only cost us, lead what the others are most likely to beat. */
function leadToLose(sit: Situation, legal: readonly Card[]): Card {
  const others = othersInOrder(sit);
  return bestBy(sit, legal, (card) => -leadHold(sit, card, others) - heartsPenalty(sit, card));
}
