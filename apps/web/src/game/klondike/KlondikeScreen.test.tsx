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
function fakeServer(
  views = [klondikeViewFixture(), klondikeViewFixture({ stockCount: 9, moves: 8 })],
  failure: ((url: string) => Error | Response | null) | null = null,
) {
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
    const failed = failure?.(url);
    if (failed instanceof Error) throw failed;
    if (failed) return failed;
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

function renderScreen(fetch: typeof globalThis.fetch) {
  return renderWithApp(<KlondikeScreen />, {
    route: '/game/solitaire',
    fetch,
    prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: sampleUser() })),
  });
}

describe('KlondikeScreen', () => {
  it('deals with the chosen draw and scoring, then sends a stock tap as a draw without a time', async () => {
    const server = fakeServer();
    renderScreen(server.fetch);
    fireEvent.click(screen.getByTestId('kl-draw-3'));
    fireEvent.click(screen.getByTestId('kl-scoring-vegas'));
    fireEvent.click(screen.getByTestId('kl-deal'));
    await screen.findByTestId('klondike-table');
    expect(server.sent[0]?.url).toContain('/game/solitaire/create');
    expect(server.sent[0]?.body).toMatchObject({ map: 'solitaire', draw: 3, scoring: 'vegas' });
    fireEvent.click(screen.getByTestId('stock'));
    await waitFor(() => expect(screen.getByTestId('kl-moves').textContent).toBe('8'));
    expect(server.sent[1]?.url).toContain('/game/solitaire/move');
    expect(server.sent[1]?.body).toEqual({
      gameData: { game_id: 'kl-1' },
      action: { type: 'draw' },
      requestId: expect.stringMatching(/^[A-Za-z0-9_-]{1,64}$/),
    });
  });

  it('says no moves are left when the hint has none', async () => {
    const server = fakeServer();
    renderScreen(server.fetch);
    fireEvent.click(screen.getByTestId('kl-deal'));
    await screen.findByTestId('klondike-table');
    fireEvent.click(screen.getByTestId('kl-hint'));
    await waitFor(() =>
      expect(screen.getByTestId('kl-notice').textContent).toContain(
        'No moves left. Undo, or start a new deal.',
      ),
    );
    expect(server.sent[1]?.body).toMatchObject({ gameData: { game_id: 'kl-1' }, action: { type: 'hint' } });
  });

  it('sends every action under a fresh request id, and resends one whose reply was lost under the same id', async () => {
    let movesSeen = 0;
    // The first draw reaches the server but its reply never comes back (the connection drops).
    const server = fakeServer(
      [
        klondikeViewFixture(),
        klondikeViewFixture({ stockCount: 9, moves: 8 }),
        klondikeViewFixture({ stockCount: 8, moves: 9 }),
      ],
      (url) => (url.endsWith('/move') && ++movesSeen === 1 ? new TypeError('Failed to fetch') : null),
    );
    const rendered = renderScreen(server.fetch);
    fireEvent.click(screen.getByTestId('kl-deal'));
    await screen.findByTestId('klondike-table');
    fireEvent.click(screen.getByTestId('stock'));
    await waitFor(() => expect(screen.getByTestId('kl-moves').textContent).toBe('8'));
    const [lost, resent] = server.sent.slice(1).map((request) => request.body as { requestId?: string });
    expect(lost?.requestId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(resent).toEqual(lost);
    expect(rendered.store.getState().ui.errorMessage).toBeNull();

    fireEvent.click(screen.getByTestId('stock'));
    await waitFor(() => expect(screen.getByTestId('kl-moves').textContent).toBe('9'));
    const next = server.sent[3]?.body as { requestId?: string };
    expect(server.sent).toHaveLength(4);
    expect(next.requestId).not.toBe(lost?.requestId);
  });

  it('does not resend an action the server answered with an error', async () => {
    const refusal = { success: false, code: 'INVALID_ACTION', message: 'That move is not allowed.' };
    const server = fakeServer(undefined, (url) =>
      url.endsWith('/move') ? new Response(JSON.stringify(refusal), { status: 400 }) : null,
    );
    const rendered = renderScreen(server.fetch);
    fireEvent.click(screen.getByTestId('kl-deal'));
    await screen.findByTestId('klondike-table');
    fireEvent.click(screen.getByTestId('stock'));
    await waitFor(() => expect(rendered.store.getState().ui.errorMessage).not.toBeNull());
    expect(server.sent).toHaveLength(2);
  });
});
