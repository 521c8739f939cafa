import { newSpadesGame, viewFor } from '@cardroom/engine';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { BidPanel } from './BidPanel.js';

function viewToBid(mode: 'heartsonfire' | 'classic') {
  const state = newSpadesGame({ mode, seed: { serverSeed: 'bid-panel', clientSeed: 'test', nonce: 0 } });
  return viewFor(state, state.turn);
}

describe('BidPanel', () => {
  it('offers Firestorm in Hearts on Fire as a switch that marks the next bid', () => {
    const onBid = vi.fn();
    renderWithApp(<BidPanel view={viewToBid('heartsonfire')} suggestedBid={3} busy={false} onBid={onBid} />);
    const firestorm = screen.getByRole('switch', { name: /Firestorm/ });
    expect(firestorm.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(firestorm);
    expect(firestorm.getAttribute('aria-checked')).toBe('true');
    // Nil cannot be a Firestorm bid.
    expect(screen.getByTestId('bid-nil').hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByTestId('bid-4'));
    expect(onBid).toHaveBeenCalledWith({ bid: 4, firestorm: true });
  });

  it('has no Firestorm switch outside Hearts on Fire', () => {
    renderWithApp(<BidPanel view={viewToBid('classic')} suggestedBid={3} busy={false} onBid={vi.fn()} />);
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('bid-4')).toBeTruthy();
  });
});
