import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { gameModeSelected } from '../store/game-slice.js';
import type { AppStore } from '../store/index.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { PlayLobby } from './PlayLobby.js';

const signIn = {
  prepare: (store: AppStore) => {
    store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() }));
  },
};

describe('PlayLobby', () => {
  it('offers Quick game as a switch that flips the saved choice', () => {
    const { store } = renderWithApp(<PlayLobby />, { route: '/game', ...signIn });
    const quick = screen.getByRole('switch', { name: 'Quick game' });
    expect(quick.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(quick);
    expect(store.getState().game.quickPlay).toBe(true);
    expect(quick.getAttribute('aria-checked')).toBe('true');
  });

  it('shows the player, the mode art and the table kinds with their entry', () => {
    renderWithApp(<PlayLobby />, { route: '/game', language: 'es', ...signIn });
    expect(screen.getByTestId('player-hud').textContent).toContain('ann');
    expect(screen.getByTestId('lobby-mode').textContent).toContain('Deuces High');
    expect(screen.getByTestId('play-tutorial').textContent).toContain('Gratis');
    expect(screen.getByTestId('play-bots').textContent).toContain('Entrada: 100 monedas');
  });

  it('leads a saved Klondike choice to the solitaire table, with no Spades tables offered', () => {
    renderWithApp(<PlayLobby />, {
      route: '/game',
      prepare: (store) => {
        signIn.prepare(store);
        store.dispatch(
          gameModeSelected({
            map: 'solitaire',
            game_mode: 'classic',
            name: 'Klondike',
            description: '',
            icon: 'solitaire',
          }),
        );
      },
    });
    expect(screen.getByTestId('solitaire-way-free').textContent).toContain('Free play, no coins');
    expect(screen.getByTestId('solitaire-way-daily').textContent).toContain('Daily deal');
    expect(screen.getByTestId('solitaire-way-contest').textContent).toBe(
      'Ranked contests: 100 coins to enter, the same deal for every entrant, the best score takes the prize.',
    );
    expect(screen.getByRole('link', { name: 'Play Klondike' }).getAttribute('href')).toBe('/game/solitaire');
    expect(screen.queryByTestId('play-bots')).toBeNull();
  });

  it('leads a saved Tiles on Fire choice to the dominoes lobby with that mode, with no Spades tables offered', () => {
    renderWithApp(<PlayLobby />, {
      route: '/game',
      language: 'es',
      prepare: (store) => {
        signIn.prepare(store);
        store.dispatch(
          gameModeSelected({
            map: 'dominoes',
            game_mode: 'tilesonfire',
            name: 'Tiles on Fire',
            description: '',
            icon: 'dominoes',
          }),
        );
      },
    });
    expect(screen.getByTestId('dominoes-lobby-link').textContent).toContain('Dominó de robo o Tiles on Fire');
    expect(screen.getByRole('link', { name: 'Jugar al dominó' }).getAttribute('href')).toBe(
      '/game/dominoes?mode=tilesonfire',
    );
    expect(screen.queryByTestId('play-bots')).toBeNull();
    expect(screen.getByTestId('game-screen').textContent).not.toContain('Próximamente');
  });
});
