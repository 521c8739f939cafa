/**
 * Issue 10: a guest's "Exit game" put them back at the same table, because no server call freed the seat
 * and /game/load restored it. The exit now tells the server for guests too, then lands on /game.
 */
import type { GameData, UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { gameLoaded } from '../store/game-slice.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { ExitGameDialog } from './ExitGameDialog.js';

const guest = { id: 'g1', username: 'Guest123', roles: ['ROLE_GUEST'], coins: 500 } as unknown as UserData;
const game = { game_id: '00000000-0000-4000-8000-0000000000aa', map: 'spades' } as unknown as GameData;

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

describe('ExitGameDialog', () => {
  it("frees a guest's seat on the server, clears the table and lands on /game", async () => {
    const calls: string[] = [];
    const fetchExit: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ success: true, userData: guest, accessToken: 'guest-token' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const { store } = renderWithApp(
      <>
        <ExitGameDialog onClose={() => {}} />
        <Where />
      </>,
      {
        route: '/game',
        fetch: fetchExit,
        prepare: (app) => {
          app.dispatch(sessionStarted({ accessToken: 'guest-token', userData: guest }));
          app.dispatch(gameLoaded({ gameData: game, playerData: null }));
        },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Exit game' }));
    await waitFor(() => expect(store.getState().game.gameData).toBeNull());
    expect(calls.some((url) => url.endsWith('/game/exit'))).toBe(true);
    expect(screen.getByTestId('where').textContent).toBe('/game');
  });
});
