import type { GameData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { GameStatus } from './GameStatus.js';

const game = (map: GameData['map']) =>
  ({ game_id: 'g', map, round: 0, score: 35, currentTrick: [] }) as unknown as GameData;

describe('GameStatus', () => {
  it('shows a solitaire deal its score without rounds, and other maps their round', () => {
    const { unmount } = renderWithApp(<GameStatus game={game('solitaire')} onExit={() => undefined} />);
    expect(screen.getByText('Score 35')).toBeTruthy();
    expect(screen.queryByText(/Round/)).toBeNull();
    unmount();
    renderWithApp(<GameStatus game={game('dominoes')} onExit={() => undefined} />);
    expect(screen.getByText(/Round 1/)).toBeTruthy();
  });
});
