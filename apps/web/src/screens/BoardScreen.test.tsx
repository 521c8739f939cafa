/** Issue 10: the board read "9TH of 10" and "9TH de 11"; positions are ordinals of the interface language. */
import type { UserData } from '@cardroom/protocol';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { BoardScreen } from './BoardScreen.js';

const user = { id: 'u1', username: 'ana', roles: ['ROLE_USER'], notifications: [] } as unknown as UserData;

function renderBoard(language: 'en' | 'es', position: number, totalPlayers: number) {
  const board = { success: true, leaderboard: [], playerEntry: null, position, totalPlayers };
  return renderWithApp(<BoardScreen />, {
    language,
    route: '/board',
    fetch: async () =>
      new Response(JSON.stringify(board), { status: 200, headers: { 'content-type': 'application/json' } }),
    prepare: (store) => store.dispatch(sessionStarted({ accessToken: 'token', userData: user })),
  });
}

describe('BoardScreen position', () => {
  it('reads "9th of 10" in English', async () => {
    renderBoard('en', 9, 10);
    expect((await screen.findByTestId('board-position')).textContent).toBe('Your position: 9th of 10');
  });

  it('reads "22nd of 1,200" in English', async () => {
    renderBoard('en', 22, 1200);
    expect((await screen.findByTestId('board-position')).textContent).toBe('Your position: 22nd of 1,200');
  });

  it('reads "9.º de 11" in Spanish', async () => {
    renderBoard('es', 9, 11);
    expect((await screen.findByTestId('board-position')).textContent).toBe('Tu puesto: 9.º de 11');
  });
});
