import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { KlondikeScreen } from './KlondikeScreen.js';
import { klondikeViewFixture } from './klondike-view.fixture.js';

interface Sent {
  url: string;
  body: unknown;
}

/** A server with no table in progress that deals the fixture's view and answers every move with the next view. */
function fakeServer(views = [klondikeViewFixture(), klondikeViewFixture({ stockCount: 9, moves: 8 })]) {
  const sent: Sent[] = [];
  let next = 0;
  const answer: typeof fetch = async (input, init) => {
    const url = String(input);
    if (url.endsWith('/game/load')) {
      return new Response(JSON.stringify({ success: true, gameData: null, playerData: null }), {
        status: 200,
      });
    }
    sent.push({ url, body: init?.body ? JSON.parse(String(init.body)) : null });
    const view = views[Math.min(next++, views.length - 1)];
    const gameData = { game_id: 'kl-1', map: 'solitaire', game_mode: 'classic', view };
    const reply = url.endsWith('/create')
      ? { success: true, gameData, playerData: {}, accessToken: 't2', userData: sampleUser() }
      : { success: true, gameData, playerData: {}, hint: null };
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: answer, sent };
}

describe('KlondikeScreen', () => {
  it('deals with the chosen draw and scoring, then sends a stock tap as a draw without a time', async () => {
    const server = fakeServer();
    renderWithApp(<KlondikeScreen />, {
      route: '/game/solitaire',
      fetch: server.fetch,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
    });
    fireEvent.click(screen.getByTestId('kl-draw-3'));
    fireEvent.click(screen.getByTestId('kl-scoring-vegas'));
    fireEvent.click(screen.getByTestId('kl-deal'));
    await screen.findByTestId('klondike-table');
    expect(server.sent[0]?.url).toContain('/game/solitaire/create');
    expect(server.sent[0]?.body).toMatchObject({ map: 'solitaire', draw: 3, scoring: 'vegas' });
    fireEvent.click(screen.getByTestId('stock'));
    await waitFor(() => expect(screen.getByTestId('kl-moves').textContent).toBe('8'));
    expect(server.sent[1]?.url).toContain('/game/solitaire/move');
    expect(server.sent[1]?.body).toEqual({ gameData: { game_id: 'kl-1' }, action: { type: 'draw' } });
  });

  it('says no moves are left when the hint has none', async () => {
    const server = fakeServer();
    renderWithApp(<KlondikeScreen />, {
      route: '/game/solitaire',
      fetch: server.fetch,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
    });
    fireEvent.click(screen.getByTestId('kl-deal'));
    await screen.findByTestId('klondike-table');
    fireEvent.click(screen.getByTestId('kl-hint'));
    await waitFor(() =>
      expect(screen.getByTestId('kl-notice').textContent).toContain(
        'No moves left. Undo, or start a new deal.',
      ),
    );
    expect(server.sent[1]?.body).toEqual({ gameData: { game_id: 'kl-1' }, action: { type: 'hint' } });
  });
});
