/** Issue 14: dominoes drawn in the seats' skins: the viewer's felt and hand, each opponent's face-down tiles. */
import type { SeatSkins } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.js';
import { DominoesTable } from './DominoesTable.js';
import { findPosition, VIEWER } from './dominoes-view.fixture.js';

const none: SeatSkins = { card_back: null, felt: null, tile: null, frame: null };

function renderWith(skinsOf?: (seat: number) => SeatSkins | undefined) {
  const { view } = findPosition('classic', 2, (candidate) => candidate.phase === 'playing');
  renderWithApp(
    <DominoesTable
      view={view}
      nameOf={(seat) => `Seat ${seat}`}
      onAction={vi.fn()}
      extras={{ isBot: () => false, reactionOf: () => null, deadline: null, ...(skinsOf ? { skinsOf } : {}) }}
    />,
  );
  return view;
}

describe('DominoesTable skins', () => {
  it("draws the viewer's felt and hand tiles and the opponent's backs in their own skins", () => {
    const view = renderWith((seat) =>
      seat === VIEWER
        ? { ...none, felt: 'felt-midnight', tile: 'tile-ivory' }
        : { ...none, tile: 'tile-ivory' },
    );
    const table = screen.getByTestId('dominoes-table');
    expect(table.style.getPropertyValue('--bg-felt')).toBe('#141d3d');
    const hand = screen.getByTestId('dom-hand');
    expect(hand.dataset.skin).toBe('tile-ivory');
    expect(hand.style.getPropertyValue('--tile-face')).toBe('#f6ecd2');
    const opponent = (VIEWER + 1) % view.seatCount;
    const backs = screen.getByTestId(`dom-seat-${opponent}`).querySelector('.dom-seat-backs') as HTMLElement;
    expect(backs.dataset.skin).toBe('tile-ivory');
    expect(backs.style.getPropertyValue('--tile-back-light')).toBe('#e9dcb9');
  });

  it('keeps the standard look when the seats wear nothing or the server sends no skins', () => {
    renderWith();
    expect(screen.getByTestId('dominoes-table').style.getPropertyValue('--bg-felt')).toBe('');
    expect(screen.getByTestId('dom-hand').dataset.skin).toBeUndefined();
    expect(screen.getByTestId('dom-hand').style.getPropertyValue('--tile-face')).toBe('');
  });
});
