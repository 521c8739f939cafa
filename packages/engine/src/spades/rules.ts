import { type Card, rankOf, rankValue, type SuitCode, suitOf } from '../cards.js';
import type { Play, Seat, SideScore, SpadesMode } from './types.js';

/** Clubhouse is cutthroat: every seat is its own side. */
export function isPartnership(mode: SpadesMode): boolean {
  return mode !== 'clubhouse';
}

export function sideCount(mode: SpadesMode): number {
  return isPartnership(mode) ? 2 : 4;
}

export function sideOf(seat: Seat, mode: SpadesMode): number {
  return isPartnership(mode) ? seat % 2 : seat;
}

export function seatsOfSide(side: number, mode: SpadesMode): Seat[] {
  return isPartnership(mode) ? [side as Seat, (side + 2) as Seat] : [side as Seat];
}

export function partnerOf(seat: Seat, mode: SpadesMode): Seat | null {
  return isPartnership(mode) ? (((seat + 2) % 4) as Seat) : null;
}

export function nextSeat(seat: Seat): Seat {
  return ((seat + 1) % 4) as Seat;
}

const DEUCE_ORDER: Record<SuitCode, number> = { S: 4, H: 3, C: 2, D: 1 };

/** The suit a card belongs to for following, leading and breaking: in deuceshigh every deuce is a spade. */
export function playSuit(card: Card, mode: SpadesMode): SuitCode {
  if (mode === 'deuceshigh' && card.charCodeAt(0) === TWO) return 'S';
  return card[1] as SuitCode;
}

const TWO = '2'.charCodeAt(0);

export function isTrump(card: Card, mode: SpadesMode): boolean {
  return playSuit(card, mode) === 'S';
}

/**
 * Strength within the card's play suit. Deuceshigh ranks 2♠ > 2♥ > 2♣ > 2♦ > A♠ > … > 3♠, so the
 * deuces sit above the ace (values 15..18).
 */
export function cardStrength(card: Card, mode: SpadesMode): number {
  if (mode === 'deuceshigh' && rankOf(card) === '2') return 14 + DEUCE_ORDER[suitOf(card)];
  return rankValue(card);
}

/** True when `challenger` beats `best` in a trick led with `led`. */
export function beats(challenger: Card, best: Card, led: SuitCode, mode: SpadesMode): boolean {
  const cTrump = isTrump(challenger, mode);
  const bTrump = isTrump(best, mode);
  if (cTrump !== bTrump) return cTrump;
  const cSuit = playSuit(challenger, mode);
  if (!cTrump && cSuit !== playSuit(best, mode)) return cSuit === led && playSuit(best, mode) !== led;
  return cardStrength(challenger, mode) > cardStrength(best, mode);
}

/** Index into `plays` of the card currently winning the (possibly partial) trick. */
export function winningPlayIndex(plays: readonly Play[], mode: SpadesMode): number {
  const first = plays[0];
  if (!first) return -1;
  const led = playSuit(first.card, mode);
  let best = 0;
  for (let i = 1; i < plays.length; i++) {
    const play = plays[i] as Play;
    if (beats(play.card, (plays[best] as Play).card, led, mode)) best = i;
  }
  return best;
}

export type PlayRefusal = 'MUST_FOLLOW_SUIT' | 'SPADES_NOT_BROKEN';

/** Why `card` (held by the player) may not be played now, or null when it may. */
export function playRefusal(
  hand: readonly Card[],
  card: Card,
  trick: readonly Play[],
  spadesBroken: boolean,
  mode: SpadesMode,
): PlayRefusal | null {
  const lead = trick[0];
  const suit = playSuit(card, mode);
  if (lead) {
    const led = playSuit(lead.card, mode);
    return suit !== led && holdsSuit(hand, led, mode) ? 'MUST_FOLLOW_SUIT' : null;
  }
  return suit === 'S' && !spadesBroken && !holdsOnly(hand, 'S', mode) ? 'SPADES_NOT_BROKEN' : null;
}

function holdsSuit(hand: readonly Card[], suit: SuitCode, mode: SpadesMode): boolean {
  for (const card of hand) if (playSuit(card, mode) === suit) return true;
  return false;
}

function holdsOnly(hand: readonly Card[], suit: SuitCode, mode: SpadesMode): boolean {
  for (const card of hand) if (playSuit(card, mode) !== suit) return false;
  return true;
}

export function legalCards(
  hand: readonly Card[],
  trick: readonly Play[],
  spadesBroken: boolean,
  mode: SpadesMode,
): Card[] {
  const lead = trick[0];
  if (lead) {
    const led = playSuit(lead.card, mode);
    const following = hand.filter((card) => playSuit(card, mode) === led);
    return following.length > 0 ? following : hand.slice();
  }
  if (spadesBroken || holdsOnly(hand, 'S', mode)) return hand.slice();
  return hand.filter((card) => playSuit(card, mode) !== 'S');
}

/** Blind nil is open to a side trailing the best other side by at least the deficit. */
export function blindNilEligible(
  seat: Seat,
  scores: readonly SideScore[],
  mode: SpadesMode,
  deficit: number,
): boolean {
  const side = sideOf(seat, mode);
  const own = scores[side]?.score ?? 0;
  const best = Math.max(...scores.filter((_, index) => index !== side).map((s) => s.score));
  return best - own >= deficit;
}
