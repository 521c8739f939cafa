import { type Card, FULL_DECK, SUITS, type SuitCode } from '../../cards.js';
import { cardStrength, playSuit } from '../rules.js';
import type { SpadesMode } from '../types.js';

/** Spades, and in deuceshigh the four deuces, form the trump suit. */
export const TRUMP: SuitCode = 'S';

type SuitDecks = Record<SuitCode, readonly Card[]>;

const decksByMode = new Map<SpadesMode, SuitDecks>();

/** Every card of each play suit, strongest first; built once per mode because bots ask on every decision. */
export function suitDecks(mode: SpadesMode): SuitDecks {
  const cached = decksByMode.get(mode);
  if (cached) return cached;
  const decks = { S: [], H: [], C: [], D: [] } as Record<SuitCode, Card[]>;
  for (const card of FULL_DECK) decks[playSuit(card, mode)].push(card);
  for (const suit of SUITS) decks[suit].sort((a, b) => cardStrength(b, mode) - cardStrength(a, mode));
  decksByMode.set(mode, decks);
  return decks;
}

/** Cards grouped by play suit, each group strongest first. */
export function groupBySuit(cards: readonly Card[], mode: SpadesMode): Record<SuitCode, Card[]> {
  const groups: Record<SuitCode, Card[]> = { S: [], H: [], C: [], D: [] };
  for (const card of cards) groups[playSuit(card, mode)].push(card);
  for (const suit of SUITS) groups[suit].sort((a, b) => cardStrength(b, mode) - cardStrength(a, mode));
  return groups;
}

export function weakestFirst(cards: readonly Card[], mode: SpadesMode): Card[] {
  return cards.slice().sort((a, b) => cardStrength(a, mode) - cardStrength(b, mode) || a.localeCompare(b));
}

export function strongestFirst(cards: readonly Card[], mode: SpadesMode): Card[] {
  return cards.slice().sort((a, b) => cardStrength(b, mode) - cardStrength(a, mode) || a.localeCompare(b));
}

export const QUEEN_OF_HEARTS: Card = 'QH';
