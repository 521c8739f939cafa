import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameModeScreen } from '../screens/GameModeScreen.js';
import { renderWithApp } from '../test/render.js';
import { GameCard } from './GameCard.js';

describe('GameCard', () => {
  it('shows a coming-soon game dimmed with a badge, and a tap explains instead of navigating', () => {
    const { store } = renderWithApp(
      <GameCard art="solitaire" title="Klondike Solitaire" soon testId="card" />,
    );
    const card = screen.getByTestId('card');
    expect(card.tagName).toBe('BUTTON');
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(card.className).toContain('game-card-soon');
    expect(card.textContent).toContain('Coming soon');
    fireEvent.click(card);
    expect(store.getState().ui.message).toBe(
      'Klondike Solitaire is coming soon. Spades is ready to play now.',
    );
    expect(card.className).toContain('game-card-nudge');
  });

  it('is a link for a playable game', () => {
    renderWithApp(<GameCard art="classic" title="Spades" to="/game" testId="card" />);
    expect(screen.getByTestId('card').getAttribute('href')).toBe('/game');
  });
});

describe('the mode picker', () => {
  it('offers both Dominoes modes as playable in Spanish too, and choosing one selects it', () => {
    const { store } = renderWithApp(<GameModeScreen />, { route: '/game-mode', language: 'es' });
    for (const [id, mode] of [
      ['mode-dominoes-classic', 'classic'],
      ['mode-dominoes-tilesonfire', 'tilesonfire'],
    ] as const) {
      const card = screen.getByTestId(id);
      expect(card.getAttribute('aria-disabled'), id).toBeNull();
      expect(card.textContent, id).not.toContain('Próximamente');
      fireEvent.click(card);
      expect(store.getState().game.gameMode).toMatchObject({ map: 'dominoes', game_mode: mode });
    }
    for (const id of [
      'mode-spades-deuceshigh',
      'mode-spades-classic',
      'mode-spades-heartsonfire',
      'mode-solitaire-classic',
    ]) {
      expect(screen.getByTestId(id).getAttribute('aria-disabled'), id).toBeNull();
    }
    fireEvent.click(screen.getByTestId('mode-spades-clubhouse'));
    expect(store.getState().game.gameMode.game_mode).toBe('clubhouse');
  });
});
