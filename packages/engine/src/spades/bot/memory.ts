import { type Card, SUITS, type SuitCode } from '../../cards.js';
import { breaksSpades } from '../game.js';
import { cardStrength, playSuit } from '../rules.js';
import type { Play, Seat, SpadesMode, SpadesView } from '../types.js';
import { suitDecks, TRUMP } from './deck.js';

/** What a seat can know about the hidden cards from its own hand and the public play of this hand. */
export interface CardMemory {
  mode: SpadesMode;
  /** Cards neither held by this seat nor played yet, per play suit, strongest first. */
  unseen: Record<SuitCode, Card[]>;
  /** Suits each seat has shown it no longer holds. */
  voids: Set<SuitCode>[];
  /** Cards still held per seat. */
  handCounts: readonly number[];
}

export function readMemory(view: SpadesView): CardMemory {
  const mode = view.mode;
  const gone = new Set<Card>(view.myHand);
  const voids: Set<SuitCode>[] = [new Set(), new Set(), new Set(), new Set()];
  let spadesBroken = false;
  const noteTrick = (plays: readonly Play[]) => {
    const lead = plays[0];
    if (!lead) return;
    const led = playSuit(lead.card, mode);
    // Leading a trump before trumps are broken is allowed only to a hand holding nothing else.
    if (led === TRUMP && !spadesBroken) {
      for (const suit of SUITS) if (suit !== TRUMP) voids[lead.seat]?.add(suit);
    }
    plays.forEach((play, index) => {
      gone.add(play.card);
      if (playSuit(play.card, mode) !== led) voids[play.seat]?.add(led);
      // The engine's own rule: a trump led (even forced) or followed to a trump lead does not break spades.
      if (breaksSpades(plays.slice(0, index), play.card, mode)) spadesBroken = true;
    });
  };
  for (const trick of view.tricks) noteTrick(trick.plays);
  noteTrick(view.trick);

  const decks = suitDecks(mode);
  const unseen: Record<SuitCode, Card[]> = { S: [], H: [], C: [], D: [] };
  for (const suit of SUITS) {
    for (const card of decks[suit]) if (!gone.has(card)) unseen[suit].push(card);
    // When nobody else can hold a suit, every other seat is void in it.
    if (unseen[suit].length === 0) for (const seat of voids) seat.add(suit);
  }
  voids[view.seat]?.clear();
  return { mode, unseen, voids, handCounts: view.handCounts };
}

/** Unseen cards of the card's play suit that are stronger than it. */
export function unseenAbove(memory: CardMemory, card: Card): number {
  const strength = cardStrength(card, memory.mode);
  let count = 0;
  for (const other of memory.unseen[playSuit(card, memory.mode)]) {
    if (cardStrength(other, memory.mode) > strength) count++;
    else break;
  }
  return count;
}

/** Unseen cards of the card's play suit that are weaker than it. */
export function unseenBelow(memory: CardMemory, card: Card): number {
  const suitCards = memory.unseen[playSuit(card, memory.mode)];
  return suitCards.length - unseenAbove(memory, card);
}

/** No unseen card of its suit can beat it by following suit. */
export function isMaster(memory: CardMemory, card: Card): boolean {
  return unseenAbove(memory, card) === 0;
}

export function isVoid(memory: CardMemory, seat: Seat, suit: SuitCode): boolean {
  return memory.voids[seat]?.has(suit) ?? false;
}
