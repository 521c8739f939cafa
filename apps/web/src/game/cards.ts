/**
 * Table geometry and card helpers for the spades screens. Rules come from @cardroom/engine: which suit a
 * card follows (deuces are spades in deuceshigh) and how strong it is; this file only orders and places.
 */
import {
  type Card,
  type CardData,
  cardStrength,
  fromCardData,
  playSuit,
  type Seat,
  type SpadesMode,
  type SuitCode,
  toCardData,
} from '@cardroom/engine';
import type { Card as ProtocolCard } from '@cardroom/protocol';

/** Suits alternate colours in the hand, trumps last (at the right): ♥ ♣ ♦ ♠. */
const SUIT_ORDER: Record<SuitCode, number> = { H: 0, C: 1, D: 2, S: 3 };

/** The hand grouped by the suit each card follows, low to high; in deuceshigh the deuces end the trumps. */
export function sortHand(cards: readonly Card[], mode: SpadesMode): Card[] {
  return cards.slice().sort((a, b) => {
    const bySuit = SUIT_ORDER[playSuit(a, mode)] - SUIT_ORDER[playSuit(b, mode)];
    return bySuit !== 0 ? bySuit : cardStrength(a, mode) - cardStrength(b, mode);
  });
}

/** Where a seat sits on the screen: the viewer at the bottom, then clockwise left, top, right. */
export const TABLE_POSITIONS = ['bottom', 'left', 'top', 'right'] as const;
export type TablePosition = (typeof TABLE_POSITIONS)[number];

export function positionOf(seat: number, viewer: number): TablePosition {
  return TABLE_POSITIONS[(((seat - viewer) % 4) + 4) % 4] as TablePosition;
}

export function seatAt(position: TablePosition, viewer: number): Seat {
  return ((viewer + TABLE_POSITIONS.indexOf(position)) % 4) as Seat;
}

/** The four seats in screen order (bottom, left, top, right) for a viewer. */
export function seatsAround(viewer: number): Seat[] {
  return TABLE_POSITIONS.map((position) => seatAt(position, viewer));
}

/** The protocol's card ({ suit, value }) from an engine code; the value set is the same. */
export function toProtocolCard(card: Card): ProtocolCard {
  return toCardData(card) as ProtocolCard;
}

export function fromProtocolCard(card: ProtocolCard): Card | null {
  return fromCardData(card as CardData);
}

/** A fan: each card's rotation (degrees) and lift (px) so the hand arcs around its middle. */
export function fanLayout(count: number, spread = 4): { rotate: number; lift: number }[] {
  const middle = (count - 1) / 2;
  return Array.from({ length: count }, (_, index) => {
    const offset = index - middle;
    return { rotate: offset * spread, lift: Math.round(offset * offset * 0.6) };
  });
}
