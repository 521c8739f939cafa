import type { GameData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { GameStatus } from './GameStatus.js';

const game = (map: GameData['map'], round = 0) =>
  ({ game_id: 'g', map, round, score: 35, currentTrick: [] }) as unknown as GameData;

describe('GameStatus', () => {
  it('shows a solitaire deal its score without rounds', () => {
    renderWithApp(<GameStatus game={game('solitaire')} onExit={() => undefined} />);
    expect(screen.getByText('Score 35')).toBeTruthy();
    expect(screen.queryByText(/Round/)).toBeNull();
  });

  it('shows a dominoes table its score and hand number, not the spades round of 13', () => {
    const { container } = renderWithApp(<GameStatus game={game('dominoes', 3)} onExit={() => undefined} />);
    expect(screen.getByText('Score 35')).toBeTruthy();
    expect(screen.getByText('Hand 3')).toBeTruthy();
    expect(container.textContent).not.toMatch(/Round|\/13/);
    expect(container.querySelector('.game-status-suit')).toBeNull();
  });

  it('counts the first dominoes hand as hand 1 before any tile is played', () => {
    renderWithApp(<GameStatus game={game('dominoes', 0)} onExit={() => undefined} />);
    expect(screen.getByText('Hand 1')).toBeTruthy();
  });
});
