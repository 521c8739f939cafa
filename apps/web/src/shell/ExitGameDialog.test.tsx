/**
 * Issue 10: a guest's "Exit game" put them back at the same table, because no server call freed the seat
 * and /game/load restored it. The exit now tells the server for guests too, then lands on /game.
 */
import type { GameData, UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { klondikeViewFixture } from '../game/klondike/klondike-view.fixture.js';
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

  it('warns at a ranked solitaire table that leaving abandons the deal and wins no prize, and leaves only on confirm', async () => {
    const calls: string[] = [];
    const player = { ...guest, id: 'u1', roles: ['ROLE_USER'] } as unknown as UserData;
    const fetchExit: typeof fetch = async (input) => {
      calls.push(String(input));
      return new Response(JSON.stringify({ success: true, userData: player, accessToken: 't' }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const ranked = {
      game_id: 'kl-7',
      map: 'solitaire',
      game_mode: 'classic',
      view: klondikeViewFixture({ settings: { draw: 1, scoring: 'standard', ranked: true, maxPasses: 2 } }),
    } as unknown as GameData;
    let closed = 0;
    const { store } = renderWithApp(<ExitGameDialog onClose={() => closed++} />, {
      route: '/game',
      fetch: fetchExit,
      prepare: (app) => {
        app.dispatch(sessionStarted({ accessToken: 't', userData: player }));
        app.dispatch(gameLoaded({ gameData: ranked, playerData: null }));
      },
    });
    const dialog = screen.getByTestId('exit-game-dialog');
    expect(dialog.textContent).toContain('Leave this ranked deal?');
    expect(dialog.textContent).toContain('Leaving abandons the deal');
    expect(screen.getByTestId('exit-ranked-warning').textContent).toBe(
      'A contest counts an abandoned table as unfinished: it wins no prize.',
    );
    expect(dialog.textContent).not.toContain('A bot takes your seat');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(closed).toBe(1);
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByTestId('exit-game-confirm'));
    await waitFor(() => expect(store.getState().game.gameData).toBeNull());
    expect(calls.some((url) => url.endsWith('/game/exit'))).toBe(true);
  });

  it('speaks Spanish at a ranked table, and keeps the plain solitaire text once the deal is over', () => {
    const view = klondikeViewFixture({
      settings: { draw: 3, scoring: 'standard', ranked: true, maxPasses: 3 },
    });
    const table = (finished: boolean) =>
      ({
        game_id: 'kl-8',
        map: 'solitaire',
        game_mode: 'classic',
        view: { ...view, finished, status: finished ? 'won' : 'playing' },
      }) as unknown as GameData;
    const first = renderWithApp(<ExitGameDialog onClose={() => {}} />, {
      language: 'es',
      prepare: (app) => app.dispatch(gameLoaded({ gameData: table(false), playerData: null })),
    });
    expect(screen.getByTestId('exit-game-dialog').textContent).toContain('¿Salir de esta partida de torneo?');
    expect(screen.getByTestId('exit-ranked-warning').textContent).toContain('no gana ningún premio');
    first.unmount();
    renderWithApp(<ExitGameDialog onClose={() => {}} />, {
      prepare: (app) => app.dispatch(gameLoaded({ gameData: table(true), playerData: null })),
    });
    expect(screen.queryByTestId('exit-ranked-warning')).toBeNull();
    expect(screen.getByTestId('exit-game-dialog').textContent).toContain('Leaving ends this deal');
  });
});
