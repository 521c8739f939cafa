import { type Bid, DEFAULT_SPADES_SETTINGS, type Seat, type SpadesMode } from '@cardroom/engine';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { ContractStrip } from './ContractStrip.js';

const bid = (value: number): Bid => ({ value, blind: false, firestorm: false, auto: false });

function view(mode: SpadesMode, seat: Seat, bids: (Bid | null)[], tricksBySeat: number[]) {
  return { mode, seat, bids, tricksBySeat, settings: DEFAULT_SPADES_SETTINGS };
}

const names = ['You', 'West', 'North', 'East'];

describe('ContractStrip', () => {
  it('shows each side’s bid and books, our side first, with labels', () => {
    renderWithApp(
      <ContractStrip
        view={view('classic', 1, [bid(2), bid(3), bid(4), bid(2)], [2, 1, 0, 2])}
        nameOf={(seat) => names[seat] ?? ''}
      />,
    );
    const sides = within(screen.getByTestId('contract-strip')).getAllByRole('paragraph');
    expect(sides.map((side) => side.textContent)).toEqual(['UsBid 5Books 3', 'ThemBid 6Books 2']);
    expect(sides[0]?.className).toContain('contract-mine');
  });

  it('shows a dash for a side that has not bid yet, in Spanish', () => {
    renderWithApp(
      <ContractStrip view={view('classic', 0, [bid(4), null, null, null], [0, 0, 0, 0])} nameOf={() => ''} />,
      { language: 'es' },
    );
    expect(screen.getByTestId('contract-side-0').textContent).toBe('NosotrosApuesta 4Bazas 0');
    expect(screen.getByTestId('contract-side-1').textContent).toBe('EllosApuesta –Bazas 0');
  });

  it('names every player in clubhouse', () => {
    renderWithApp(
      <ContractStrip
        view={view('clubhouse', 0, [bid(3), bid(1), bid(4), bid(2)], [1, 0, 2, 0])}
        nameOf={(seat) => names[seat] ?? ''}
      />,
    );
    expect(screen.getByTestId('contract-side-2').textContent).toBe('NorthBid 4Books 2');
    expect(screen.getAllByRole('paragraph')).toHaveLength(4);
  });
});
