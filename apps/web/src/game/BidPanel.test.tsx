import { apply, newSpadesGame, type Seat, type SpadesState, sideOf, viewFor } from '@cardroom/engine';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { BidPanel } from './BidPanel.js';
import { HandView } from './HandView.js';

function viewToBid(mode: 'heartsonfire' | 'classic') {
  const state = newSpadesGame({ mode, seed: { serverSeed: 'bid-panel', clientSeed: 'test', nonce: 0 } });
  return viewFor(state, state.turn);
}

describe('BidPanel', () => {
  it('offers Firestorm in Hearts on Fire as a switch that marks the next bid', () => {
    const onBid = vi.fn();
    renderWithApp(
      <BidPanel
        view={viewToBid('heartsonfire')}
        suggestedBid={3}
        busy={false}
        onBid={onBid}
        onSee={vi.fn()}
      />,
    );
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
    renderWithApp(
      <BidPanel view={viewToBid('classic')} suggestedBid={3} busy={false} onBid={vi.fn()} onSee={vi.fn()} />,
    );
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.getByTestId('bid-4')).toBeTruthy();
  });
});

/** A classic game at its first bid in which the side of `seat` trails by 150: `seat` is offered blind nil. */
function trailing(seat: 'turn' | 'next'): { state: SpadesState; seat: Seat } {
  const fresh = newSpadesGame({
    mode: 'classic',
    seed: { serverSeed: 'blind', clientSeed: 'test', nonce: 0 },
  });
  const chosen = (seat === 'turn' ? fresh.turn : (fresh.turn + 1) % 4) as Seat;
  const side = sideOf(chosen, 'classic');
  const scores = fresh.scores.map((score, index) => ({ ...score, score: index === side ? 0 : 150 }));
  return { state: { ...fresh, scores }, seat: chosen };
}

describe('BidPanel: blind nil is blind', () => {
  it('first asks "Blind nil or see cards?" on the seat’s turn, with the two answers and no bids', () => {
    const { state, seat } = trailing('turn');
    const view = viewFor(state, seat);
    expect(view.blindNilChoice).toBe(true);
    const onBid = vi.fn();
    const onSee = vi.fn();
    renderWithApp(<BidPanel view={view} suggestedBid={null} busy={false} onBid={onBid} onSee={onSee} />);
    expect(screen.getByRole('heading', { name: 'Blind nil or see cards?' })).toBeTruthy();
    expect(screen.queryByTestId('bid-4')).toBeNull();
    expect(screen.queryByTestId('bid-nil')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'See cards' }));
    expect(onSee).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Blind nil' }));
    expect(onBid).toHaveBeenCalledWith({ bid: 0, blind: true });
  });

  it('lets a seat look before its turn, but bid blind nil only on it', () => {
    const { state, seat } = trailing('next');
    const onSee = vi.fn();
    renderWithApp(
      <BidPanel view={viewFor(state, seat)} suggestedBid={null} busy={false} onBid={vi.fn()} onSee={onSee} />,
    );
    expect(screen.getByTestId('bid-blind-nil').hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('blind-on-turn')).toBeTruthy();
    fireEvent.click(screen.getByTestId('see-cards'));
    expect(onSee).toHaveBeenCalledTimes(1);
  });

  it('no longer offers blind nil once the cards are seen', () => {
    const { state, seat } = trailing('turn');
    const seen = apply(state, { type: 'see', seat });
    if (!seen.ok) throw new Error(seen.error.code);
    const view = viewFor(seen.state, seat);
    expect(view.myHand).toHaveLength(13);
    renderWithApp(<BidPanel view={view} suggestedBid={3} busy={false} onBid={vi.fn()} onSee={vi.fn()} />);
    expect(screen.queryByText('Blind nil or see cards?')).toBeNull();
    expect(screen.queryByTestId('bid-blind-nil')).toBeNull();
    expect(screen.getByTestId('bid-4')).toBeTruthy();
  });

  it('shows card backs, with nothing to tap, where the hand would be', () => {
    const { state, seat } = trailing('turn');
    const view = viewFor(state, seat);
    renderWithApp(
      <HandView
        cards={view.myHand}
        legal={new Set()}
        myTurn={false}
        pending={null}
        suggested={null}
        onPlay={vi.fn()}
        faceDown={view.handCounts[seat] ?? 0}
      />,
    );
    const fan = screen.getByRole('img', { name: 'Your 13 cards, face down' });
    expect(fan.querySelectorAll('.hand-card-back')).toHaveLength(13);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('asks in Spanish too', () => {
    const { state, seat } = trailing('turn');
    renderWithApp(
      <BidPanel
        view={viewFor(state, seat)}
        suggestedBid={null}
        busy={false}
        onBid={vi.fn()}
        onSee={vi.fn()}
      />,
      { language: 'es' },
    );
    expect(screen.getByRole('heading', { name: '¿Nil a ciegas o ver cartas?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ver cartas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nil a ciegas' })).toBeTruthy();
  });
});
