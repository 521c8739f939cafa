import { type Card, suitOf } from '../../cards.js';
import { cardStrength, isTrump, playSuit } from '../rules.js';
import { QUEEN_OF_HEARTS, TRUMP } from './deck.js';
import { unseenAbove, unseenBelow } from './memory.js';
import type { Situation } from './situation.js';

/**
 * The queen may be kept for +50 in round 13: the ace and king of hearts are out of the way, and we hold a
 * lower heart to duck each heart the others may still lead (otherwise a heart lead forces the queen out
 * early, for −25).
 */
export function queenCanWinLastRound(sit: Situation): boolean {
  if (sit.mode !== 'heartsonfire') return false;
  const unseen = sit.memory.unseen.H;
  if (unseen.some((card) => card === 'AH' || card === 'KH')) return false;
  return queenGuards(sit) >= unseen.length;
}

/** Our hearts below the queen, while we hold it: each lets us duck one heart lead. */
export function queenGuards(sit: Situation): number {
  if (!sit.view.myHand.includes(QUEEN_OF_HEARTS)) return 0;
  return sit.view.myHand.filter(
    (card) => suitOf(card) === 'H' && card !== 'AH' && card !== 'KH' && card !== 'QH',
  ).length;
}

/**
 * Any other heart while we hold the queen (hearts on fire, before round 13): each one answers a heart lead
 * in place of the queen, A♥ and K♥ included (the others duck under a queen rather than win it), so none is
 * fed to a trick while another card will do. In bot-only matches this beat keeping only the last low heart.
 */
export function isQueenGuard(sit: Situation, card: Card): boolean {
  if (sit.mode !== 'heartsonfire' || sit.round >= 13 || suitOf(card) !== 'H') return false;
  return card !== QUEEN_OF_HEARTS && sit.view.myHand.includes(QUEEN_OF_HEARTS);
}

/**
 * The queen is in another hand (hearts on fire, before round 13): the hands still holding hearts at the end
 * are the ones that have to lead them, and a bare queen falls on such a lead, our partner's as likely as an
 * opponent's. So hearts below the king are shed like any low card, not kept back to deny the opponents heat
 * (a nil bidder keeps them: low hearts are its safe cards).
 */
function shedWhileQueenOut(sit: Situation, card: Card): boolean {
  if (sit.mode !== 'heartsonfire' || sit.round >= 13 || sit.myNil || card === 'AH' || card === 'KH')
    return false;
  return sit.memory.unseen.H.includes(QUEEN_OF_HEARTS);
}

/** How much a card is worth keeping for tricks we still want to win; higher keeps longer. */
export function keepValue(sit: Situation, card: Card): number {
  const above = unseenAbove(sit.memory, card);
  let value = above === 0 ? 10 : above === 1 ? 5 : above === 2 ? 2.5 : 0;
  value += cardStrength(card, sit.mode) / 20;
  if (isTrump(card, sit.mode)) return value + 8;
  const suit = playSuit(card, sit.mode);
  let suitLength = 0;
  let trumps = 0;
  for (const held of sit.view.myHand) {
    const heldSuit = playSuit(held, sit.mode);
    if (heldSuit === suit) suitLength++;
    if (heldSuit === TRUMP) trumps++;
  }
  // Emptying a short suit lets our trumps ruff it later.
  if (suitLength <= 2 && trumps > 0 && above > 0) value -= 1;
  return value;
}

/** How likely a card is to win a trick we would rather lose; higher means get rid of it sooner. */
export function dangerValue(sit: Situation, card: Card): number {
  const below = unseenBelow(sit.memory, card);
  const above = unseenAbove(sit.memory, card);
  return (isTrump(card, sit.mode) ? 6 : 0) + below - 2 * above + cardStrength(card, sit.mode) / 20;
}

export interface LowCardIntent {
  /** The trick is expected to go to our side. */
  ourTrick: boolean;
  /** We still want tricks later, so keep winners; otherwise shed the dangerous cards first. */
  keepWinners: boolean;
}

/**
 * Picks the card to give up from `candidates` (cards that will not take the trick): the least useful one,
 * with hearts on fire steering hearts to our tricks and the queen of hearts to theirs.
 */
export function chooseLowCard(sit: Situation, candidates: readonly Card[], intent: LowCardIntent): Card {
  let best: Card | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const card of candidates) {
    let score = intent.keepWinners ? keepValue(sit, card) : -dangerValue(sit, card);
    if (sit.mode === 'heartsonfire' && suitOf(card) === 'H') {
      if (card === QUEEN_OF_HEARTS) {
        if (intent.ourTrick) score += 30;
        else score += queenCanWinLastRound(sit) ? 6 : -30;
      } else if (isQueenGuard(sit, card)) score += 12;
      else score += intent.ourTrick || shedWhileQueenOut(sit, card) ? -6 : 6;
    }
    if (score < bestScore || (score === bestScore && best !== undefined && card < best)) {
      best = card;
      bestScore = score;
    }
  }
  if (best === undefined) throw new Error('chooseLowCard needs at least one candidate');
  return best;
}

/** The weakest card of a list that all share one play suit (or are all trumps). */
export function cheapest(cards: readonly Card[], sit: Situation): Card | undefined {
  let best: Card | undefined;
  for (const card of cards) {
    if (best === undefined || cardStrength(card, sit.mode) < cardStrength(best, sit.mode)) best = card;
  }
  return best;
}
