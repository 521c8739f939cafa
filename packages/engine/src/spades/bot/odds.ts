import { type Card, SUITS, type SuitCode } from '../../cards.js';
import { isTrump, playSuit } from '../rules.js';
import type { Seat } from '../types.js';
import { TRUMP } from './deck.js';
import { type CardMemory, isVoid, unseenAbove } from './memory.js';

/**
 * Chance that `seat` holds at least one of `count` particular unseen cards, drawing its hand at random from
 * the unseen cards of the suits it may still hold. Cheap enough to call a few dozen times per decision.
 */
export function chanceHoldsAny(memory: CardMemory, seat: Seat, count: number): number {
  if (count <= 0) return 0;
  const handSize = memory.handCounts[seat] ?? 0;
  let pool = 0;
  for (const suit of SUITS) {
    if (!isVoid(memory, seat, suit)) pool += memory.unseen[suit].length;
  }
  if (pool <= 0 || handSize <= 0) return 0;
  let none = 1;
  for (let drawn = 0; drawn < handSize && drawn < pool; drawn++) {
    const remaining = pool - drawn;
    none *= Math.max(0, remaining - count) / remaining;
    if (none === 0) break;
  }
  return 1 - none;
}

/** Chance that `seat`, still to play, can beat `card` (the best card so far) in a trick led in `led`. */
export function chanceToBeat(memory: CardMemory, seat: Seat, card: Card, led: SuitCode): number {
  const mode = memory.mode;
  const cardIsTrump = isTrump(card, mode);
  const strongerTrumps = cardIsTrump ? unseenAbove(memory, card) : memory.unseen[TRUMP].length;
  const canRuff = led !== TRUMP && !isVoid(memory, seat, TRUMP);
  if (isVoid(memory, seat, led)) return canRuff ? chanceHoldsAny(memory, seat, strongerTrumps) : 0;
  const strongerFollowers = playSuit(card, mode) === led ? unseenAbove(memory, card) : 0;
  const follows = chanceHoldsAny(memory, seat, strongerFollowers);
  if (!canRuff) return follows;
  const voidInLed = 1 - chanceHoldsAny(memory, seat, memory.unseen[led].length);
  return Math.min(1, follows + voidInLed * chanceHoldsAny(memory, seat, strongerTrumps));
}

/** Chance that `card`, once it is the best card of the trick, survives every seat in `threats`. */
export function holdChance(memory: CardMemory, card: Card, led: SuitCode, threats: readonly Seat[]): number {
  let hold = 1;
  for (const seat of threats) hold *= 1 - chanceToBeat(memory, seat, card, led);
  return hold;
}
