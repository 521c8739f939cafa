import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { HomeScreen } from './HomeScreen.js';

const justNow = () => new Date(Date.now() - 60_000).toISOString();

describe('HomeScreen', () => {
  it('greets a new player with a welcome, not a welcome back', () => {
    const user = sampleUser({ username: 'newbie', createdAt: justNow(), stats: undefined });
    renderWithApp(<HomeScreen />, {
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: user })),
    });
    expect(screen.getByTestId('home-greeting').textContent).toBe('Welcome, newbie!');
  });

  it('greets a returning player with welcome back, in Spanish too', () => {
    const user = sampleUser({ username: 'ann' });
    renderWithApp(<HomeScreen />, {
      language: 'es',
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: user })),
    });
    expect(screen.getByTestId('home-greeting').textContent).toBe('¡Hola de nuevo, ann!');
    expect(screen.getByTestId('player-hud').textContent).toContain('Nivel 3');
    const text = screen.getByTestId('home-screen').textContent ?? '';
    expect(text).toContain('La tienda vende monedas, gemas y oro');
    expect(text).toContain('Las recompensas diarias y los logros aún no están abiertos.');
  });

  it('opens Spades, Solitaire and Dominoes, says the store is open and promises no cash play or daily rewards', () => {
    renderWithApp(<HomeScreen />);
    expect(screen.getByTestId('home-game-solitaire').getAttribute('href')).toBe('/game/solitaire');
    expect(screen.getByTestId('home-game-dominoes').getAttribute('href')).toBe('/game/dominoes');
    expect(screen.getByTestId('home-game-dominoes').getAttribute('aria-disabled')).toBeNull();
    expect(screen.getByTestId('home-game-spades').getAttribute('href')).toBe('/game');
    const text = screen.getByTestId('home-screen').textContent ?? '';
    expect(text).toContain('Playing for cash is not open yet');
    expect(text).toContain(
      'The store sells coins, gems and gold: gems buy skins and gold levels up upgrades in your collection.',
    );
    expect(text).toContain('Daily rewards and achievements are not open yet.');
    expect(text).not.toContain('The store and the other rewards are not open yet');
    expect(text).not.toContain('Earn coins, gems, gold');
    expect(text).not.toMatch(/coming soon|on its way/i);
  });
});
