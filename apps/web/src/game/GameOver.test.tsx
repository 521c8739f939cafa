import type { GameData, PlayerData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render.js';
import { GameOver } from './GameOver.js';

function player(id: string, seat: 0 | 1 | 2 | 3): PlayerData {
  return {
    id,
    username: id,
    avatar: null,
    seat,
    isBot: seat !== 0,
    bid: null,
    tricksWon: [],
    declaredFirestorm: false,
    score: 0,
    roundScore: [],
  };
}

const players = [player('me', 0), player('west', 1), player('north', 2), player('east', 3)];

function finished(winners: string[], draw = false): GameData {
  return {
    game_id: 'g1',
    map: 'spades',
    game_mode: 'classic',
    type: 'bots',
    people: 4,
    maxPeople: 4,
    players,
    hasStarted: true,
    hasFinished: true,
    outcome: { winners, draw, payouts: [] },
  } as unknown as GameData;
}

function show(game: GameData, language: 'en' | 'es' = 'en') {
  return renderWithApp(<GameOver game={game} view={null} me={players[0] ?? null} nameOf={() => ''} />, {
    language,
  });
}

describe('GameOver', () => {
  it('celebrates a win with confetti and a headline', () => {
    show(finished(['me', 'north']));
    const result = screen.getByTestId('game-result');
    expect(result.dataset.result).toBe('won');
    expect(result.textContent).toContain('You won!');
    expect(screen.getByTestId('confetti').getAttribute('aria-hidden')).toBe('true');
  });

  it('gives a loss a clear, kind headline and an encouraging line, without confetti', () => {
    show(finished(['west', 'east']));
    const result = screen.getByTestId('game-result');
    expect(result.dataset.result).toBe('lost');
    expect(result.className).not.toContain('muted');
    expect(result.querySelector('.game-over-headline')?.textContent).toBe('Not this time');
    expect(result.querySelector('.game-over-line')?.textContent).toMatch(/Good game!/);
    expect(screen.queryByTestId('confetti')).toBeNull();
  });

  it('says it in Spanish', () => {
    show(finished(['west', 'east']), 'es');
    expect(screen.getByTestId('game-result').textContent).toMatch(/^Esta vez no¡Buena partida!/);
  });

  it('marks a draw as a draw', () => {
    show(finished([], true));
    expect(screen.getByTestId('game-result').dataset.result).toBe('draw');
    expect(screen.queryByTestId('confetti')).toBeNull();
  });
});
