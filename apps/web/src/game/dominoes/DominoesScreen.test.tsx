import { type DominoesView, legalDominoesActionsForView } from '@cardroom/engine';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { DominoesScreen } from '../../screens/DominoesScreen.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { fakeApi } from '../klondike/fake-api.fixture.js';
import { findPosition } from './dominoes-view.fixture.js';

function gameDataOf(view: DominoesView) {
  return {
    game_id: 'dom-1',
    map: 'dominoes',
    game_mode: view.mode,
    type: 'bots',
    players: [],
    view: { ...view, viewVersion: 1 },
  };
}

describe('DominoesScreen', () => {
  it('starts a game against bots with the chosen mode and seats, then sends a tap on a tile as a play', async () => {
    const singleEnd = (candidate: DominoesView) =>
      legalDominoesActionsForView(candidate).find(
        (action, _, all) =>
          action.type === 'play' &&
          all.filter((other) => other.type === 'play' && other.tile === action.tile).length === 1,
      );
    const { view } = findPosition('tilesonfire', 4, (candidate) => singleEnd(candidate) !== undefined);
    const single = singleEnd(view);
    if (single?.type !== 'play') throw new Error('no tile that fits one end');
    const api = fakeApi({
      '/game/load': () => ({ json: { success: true, gameData: null, playerData: null } }),
      '/game/create': () => ({
        json: {
          success: true,
          gameData: gameDataOf(view),
          playerData: { seat: 0, username: 'ana', tricksWon: [] },
          accessToken: 't2',
          userData: sampleUser(),
        },
      }),
      '/game/dominoes/move': () => ({
        json: {
          success: true,
          gameData: gameDataOf(view),
          playerData: { seat: 0, username: 'ana', tricksWon: [] },
        },
      }),
    });
    renderWithApp(<DominoesScreen />, {
      route: '/game/dominoes',
      fetch: api.fetch,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
    });
    fireEvent.click(screen.getByTestId('dom-mode-tilesonfire'));
    fireEvent.click(screen.getByTestId('dom-seats-4'));
    fireEvent.click(screen.getByTestId('dom-start'));
    await screen.findByTestId('dominoes-table');
    expect(api.to('/game/create')[0]?.body).toMatchObject({
      type: 'bots',
      map: 'dominoes',
      game_mode: 'tilesonfire',
      seats: 4,
    });

    fireEvent.click(screen.getByTestId(`hand-tile-${single.tile}`));
    await waitFor(() => expect(api.to('/game/dominoes/move')).toHaveLength(1));
    expect(api.to('/game/dominoes/move')[0]?.body).toEqual({
      gameData: { game_id: 'dom-1' },
      action: { type: 'play', tile: single.tile, end: single.end },
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    });
  });

  it('preselects the mode chosen in the mode picker over the saved one, keeping the saved seats', () => {
    localStorage.setItem('dominoes.lobbyChoice', JSON.stringify({ mode: 'classic', seats: 4 }));
    const api = fakeApi({
      '/game/load': () => ({ json: { success: true, gameData: null, playerData: null } }),
    });
    renderWithApp(<DominoesScreen />, {
      route: '/game/dominoes?mode=tilesonfire',
      fetch: api.fetch,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
    });
    expect((screen.getByTestId('dom-mode-tilesonfire') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('dom-mode-classic') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('dom-seats-4') as HTMLInputElement).checked).toBe(true);
  });

  it.each([
    { kind: 'dom-vs', path: '/game/search', body: { type: 'vs', tier: 'free' } },
    { kind: 'dom-friend', path: '/game/create-friendly', body: { type: 'vs' } },
  ])('opens a table with people from $kind for the chosen mode and seats', async ({ kind, path, body }) => {
    localStorage.setItem('dominoes.lobbyChoice', JSON.stringify({ mode: 'tilesonfire', seats: 4 }));
    const waiting = {
      success: true,
      gameData: { ...gameDataOf(findPosition('tilesonfire', 4, () => true).view), view: undefined },
      playerData: { seat: 0, username: 'ana', tricksWon: [] },
      gameToken: 'invite',
      accessToken: 't',
      userData: sampleUser(),
    };
    const api = fakeApi({
      '/game/load': () => ({ json: { success: true, gameData: null, playerData: null } }),
      [path]: () => ({ json: waiting }),
    });
    renderWithApp(<DominoesScreen />, {
      route: '/game/dominoes',
      fetch: api.fetch,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
    });
    fireEvent.click(screen.getByTestId(kind));
    await screen.findByTestId('dominoes-table-waiting');
    expect(api.to(path)[0]?.body).toMatchObject({
      ...body,
      map: 'dominoes',
      game_mode: 'tilesonfire',
      seats: 4,
    });
  });

  it('marks the ways a player cannot afford and keeps the free guest way from members', () => {
    const api = fakeApi({
      '/game/load': () => ({ json: { success: true, gameData: null, playerData: null } }),
    });
    renderWithApp(<DominoesScreen />, {
      route: '/game/dominoes',
      fetch: api.fetch,
      prepare: (store) =>
        store.dispatch(sessionStarted({ accessToken: 't', userData: { ...sampleUser(), coins: 50 } })),
    });
    expect(screen.getByTestId('coin-error')).toBeTruthy();
    expect(screen.getByTestId('dom-start').className).toContain('lobby-kind-short');
    expect(screen.queryByTestId('dom-guest')).toBeNull();
  });

  it('lets a signed-out visitor play a hand as a guest, or sign in', async () => {
    const { view } = findPosition('classic', 2, () => true);
    const api = fakeApi({
      '/game/create-guest': () => ({
        json: {
          success: true,
          gameData: gameDataOf(view),
          playerData: { seat: 0, username: 'guest', tricksWon: [] },
          accessToken: 'g',
          userData: sampleUser(),
        },
      }),
    });
    localStorage.setItem('dominoes.lobbyChoice', JSON.stringify({ mode: 'classic', seats: 2 }));
    renderWithApp(<DominoesScreen />, { route: '/game/dominoes', fetch: api.fetch });
    expect(screen.getByTestId('lobby-login')).toBeTruthy();
    expect(screen.queryByTestId('dom-start')).toBeNull();
    fireEvent.click(screen.getByTestId('dom-guest'));
    await screen.findByTestId('dominoes-table');
    expect(api.to('/game/create-guest')[0]?.body).toMatchObject({
      type: 'bots',
      map: 'dominoes',
      game_mode: 'classic',
      seats: 2,
    });
  });
});
