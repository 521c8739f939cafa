/**
 * Where every card of a Klondike view lies on a table of a given size, in pixels from the table's top left.
 * Cards are placed absolutely, one flat layer keyed by card, so a card that changes pile keeps its element and
 * its CSS transition flies it to the new place.
 */
import type { Card, KlondikePile, KlondikeView, SuitCode, TableauIndex } from '@cardroom/engine';

export const CARD_RATIO = 1.4;
/** The tightest overlaps, in card heights: a face-down edge, and a face-up strip that still shows the index. */
const MIN_DOWN_STEP = 0.06;
const MIN_UP_STEP = 0.23;
const FOUNDATION_SUITS: readonly SuitCode[] = ['S', 'H', 'D', 'C'];

export interface TableSize {
  width: number;
  height: number;
}

export interface PlacedCard {
  /** A face-up card's code, or a face-down card's place ("down-3-1", "stock"). */
  key: string;
  card: Card | null;
  x: number;
  y: number;
  z: number;
  /** The pile a press on this card picks up from, and how many cards come along; null for a card that never moves. */
  source: { from: KlondikePile; count: number } | null;
}

export interface PileSlot {
  pile: KlondikePile | { pile: 'stock' };
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface KlondikeLayout {
  cardWidth: number;
  cardHeight: number;
  cards: PlacedCard[];
  /** The empty-pile outlines and the drop areas (a tableau slot reaches down to its last card). */
  slots: PileSlot[];
}

export function foundationSuits(): readonly SuitCode[] {
  return FOUNDATION_SUITS;
}

const RANK_BY_NUMBER = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'] as const;

function foundationTop(suit: SuitCode, count: number): Card | null {
  return count < 1 ? null : (`${RANK_BY_NUMBER[count]}${suit}` as Card);
}

/**
 * The layout for a view. Seven columns share the width; the card size also shrinks so the longest column fits
 * the height, and each column squeezes its overlap when it is long. `leftHanded` puts the stock and the waste on
 * the left and the foundations on the right (the stock sits under the right thumb by default).
 */
export function klondikeLayout(view: KlondikeView, size: TableSize, leftHanded: boolean): KlondikeLayout {
  const gap = Math.max(4, Math.min(14, size.width * 0.012));
  const byWidth = (size.width - gap * 8) / 7;
  // The height must hold the top row and the longest column at its tightest overlap; a fresh deal also keeps
  // some room below, so cards do not shrink at the first long run.
  const longest = Math.max(
    3,
    ...view.tableau.map(
      (column) => column.down * MIN_DOWN_STEP + Math.max(0, column.up.length - 1) * MIN_UP_STEP + 1,
    ),
  );
  const byHeight = (size.height - gap * 3.6) / (1 + longest) / CARD_RATIO;
  const cardWidth = Math.max(28, Math.floor(Math.min(byWidth, byHeight, 120)));
  const cardHeight = Math.round(cardWidth * CARD_RATIO);
  const step = cardWidth + gap;
  const spare = size.width - (step * 7 - gap);
  const left = Math.max(gap, spare / 2);
  const columnX = (index: number) => left + index * step;
  const top = gap;
  const cards: PlacedCard[] = [];
  const slots: PileSlot[] = [];

  const stockColumn = leftHanded ? 0 : 6;
  const wasteColumn = leftHanded ? 1 : 5;
  const foundationColumn = (index: number) => (leftHanded ? 3 + index : index);

  slots.push({
    pile: { pile: 'stock' },
    x: columnX(stockColumn),
    y: top,
    width: cardWidth,
    height: cardHeight,
  });
  if (view.stockCount > 0) {
    cards.push({ key: 'stock', card: null, x: columnX(stockColumn), y: top, z: 1, source: null });
  }

  // The draw-3 fan spreads to the right, so every card's index shows; the playable top card lies on the right.
  const fan = Math.round(cardWidth * 0.32);
  const wasteX = columnX(wasteColumn);
  const shown = view.wasteTop;
  slots.push({ pile: { pile: 'waste' }, x: wasteX, y: top, width: cardWidth, height: cardHeight });
  shown.forEach((card, index) => {
    const isTop = index === shown.length - 1;
    cards.push({
      key: card,
      card,
      x: leftHanded ? wasteX + index * fan : wasteX - (shown.length - 1 - index) * fan,
      y: top,
      z: 10 + index,
      source: isTop ? { from: { pile: 'waste' }, count: 1 } : null,
    });
  });

  FOUNDATION_SUITS.forEach((suit, index) => {
    const x = columnX(foundationColumn(index));
    slots.push({ pile: { pile: 'foundation', suit }, x, y: top, width: cardWidth, height: cardHeight });
    const count = view.foundations[suit];
    // The card under the top stays drawn, so a card leaving the foundation uncovers the one below.
    for (const rank of [count - 1, count]) {
      const card = foundationTop(suit, rank);
      if (card === null) continue;
      cards.push({
        key: card,
        card,
        x,
        y: top,
        z: 20 + rank,
        source: rank === count ? { from: { pile: 'foundation', suit }, count: 1 } : null,
      });
    }
  });

  const tableauTop = top + cardHeight + gap * 1.6;
  const room = size.height - tableauTop - gap;
  view.tableau.forEach((column, index) => {
    const x = columnX(index);
    const downStep0 = cardHeight * 0.14;
    const upStep0 = cardHeight * 0.3;
    const natural = column.down * downStep0 + Math.max(0, column.up.length - 1) * upStep0;
    const fits = room - cardHeight;
    // A long column squeezes its face-down cards first, then the face-up overlap, down to a readable strip.
    const squeeze = natural > fits && natural > 0 ? Math.max(0.3, fits / natural) : 1;
    const downStep = Math.max(cardHeight * MIN_DOWN_STEP, downStep0 * squeeze);
    const upSpace = fits - column.down * downStep;
    const upStep =
      column.up.length > 1
        ? Math.max(cardHeight * MIN_UP_STEP, Math.min(upStep0, upSpace / (column.up.length - 1)))
        : upStep0;
    let y = tableauTop;
    for (let down = 0; down < column.down; down++) {
      cards.push({ key: `down-${index}-${down}`, card: null, x, y, z: 100 + down, source: null });
      y += downStep;
    }
    column.up.forEach((card, at) => {
      cards.push({
        key: card,
        card,
        x,
        y,
        z: 100 + column.down + at,
        source: { from: { pile: 'tableau', index: index as TableauIndex }, count: column.up.length - at },
      });
      if (at < column.up.length - 1) y += upStep;
    });
    slots.push({
      pile: { pile: 'tableau', index: index as TableauIndex },
      x,
      y: tableauTop,
      width: cardWidth,
      height: Math.max(cardHeight, y - tableauTop + cardHeight),
    });
  });

  return { cardWidth, cardHeight, cards, slots };
}
