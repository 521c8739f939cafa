import type { KlondikeView } from '@cardroom/engine';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { gameLoaded } from '../../store/game-slice.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { contestEntryFixture, contestFixture } from './contest.fixture.js';
import { fakeApi } from './fake-api.fixture.js';
import { KlondikeControls } from './KlondikeControls.js';
import { KlondikeScreen } from './KlondikeScreen.js';
import { klondikeViewFixture } from './klondike-view.fixture.js';

const me = sampleUser();
const rankedSettings = { draw: 1, scoring: 'standard', ranked: true, maxPasses: 2 } as const;
const noop = () => undefined;

function controls(
  view: KlondikeView,
  rankedKind: 'contest' | 'daily' | null = null,
  language: 'en' | 'es' = 'en',
) {
  renderWithApp(
    <KlondikeControls
      view={view}
      dealtAt={null}
      rankedKind={rankedKind}
      onUndo={noop}
      onHint={noop}
      onAutoComplete={noop}
      onNewDeal={noop}
      onResign={noop}
    />,
    { language },
  );
}

describe('KlondikeControls at a ranked table', () => {
  it('has no undo, resigns instead, prices the hint and names the contest', () => {
    controls(klondikeViewFixture({ settings: rankedSettings, canUndo: false }), 'contest');
    expect(screen.queryByTestId('kl-undo')).toBeNull();
    expect(screen.getByTestId('kl-resign').textContent).toContain('Resign');
    expect(screen.getByTestId('kl-hint').textContent).toContain('Hint −20');
    expect(screen.getByTestId('kl-hint').getAttribute('aria-label')).toBe('Hint (costs 20 points)');
    expect(screen.getByTestId('kl-ranked-label').textContent).toBe('Contest');
  });

  it('names the daily deal, in Spanish too', () => {
    controls(klondikeViewFixture({ settings: rankedSettings }), 'daily', 'es');
    expect(screen.getByTestId('kl-ranked-label').textContent).toBe('Partida del día');
    expect(screen.getByTestId('kl-hint').textContent).toContain('Pista −20');
  });

  it('keeps undo and the free hint in free play', () => {
    controls(klondikeViewFixture());
    expect(screen.getByTestId('kl-undo')).toBeTruthy();
    expect(screen.queryByTestId('kl-resign')).toBeNull();
    expect(screen.queryByTestId('kl-ranked-label')).toBeNull();
    expect(screen.getByTestId('kl-hint').textContent).toBe('?Hint');
  });
});

describe('KlondikeScreen at a contest table', () => {
  it('resigns after confirming, then shows the contest waiting for the other entrants', async () => {
    const playing = klondikeViewFixture({ settings: rankedSettings, canUndo: false });
    const resigned = klondikeViewFixture({ settings: rankedSettings, status: 'resigned', finished: true });
    const mine = contestEntryFixture({
      user_id: me.id,
      username: 'me',
      status: 'resigned',
      score: 15,
      seconds: 42,
      moves: 7,
    });
    const contest = contestFixture({
      contest_id: 'c-5',
      status: 'closed',
      entrants: 2,
      myEntry: { ...mine, game_id: 'kl-1' },
      entries: [mine, contestEntryFixture({ user_id: 'u-2', username: 'bruno' })],
    });
    const gameData = (view: KlondikeView) => ({
      game_id: 'kl-1',
      map: 'solitaire',
      game_mode: 'classic',
      view,
    });
    const api = fakeApi({
      '/game/load': () => ({ json: { success: true, gameData: gameData(playing), playerData: {} } }),
      '/game/solitaire/move': () => ({
        json: { success: true, gameData: gameData(resigned), playerData: {} },
      }),
      '/game/solitaire/daily': () => ({
        json: { success: true, contest: contestFixture({ kind: 'daily' }) },
      }),
      '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [contest] } }),
      '/game/solitaire/contest': () => ({ json: { success: true, contest } }),
    });
    renderWithApp(<KlondikeScreen />, {
      route: '/game/solitaire',
      fetch: api.fetch,
      prepare: (store) => {
        store.dispatch(sessionStarted({ accessToken: 't', userData: me }));
        store.dispatch(gameLoaded({ gameData: gameData(playing), playerData: {} } as never));
      },
    });
    // The table came from elsewhere: its contest is found among the player's contests.
    await waitFor(() => expect(screen.getByTestId('kl-ranked-label').textContent).toBe('Contest'));
    expect(screen.queryByTestId('kl-undo')).toBeNull();
    fireEvent.click(screen.getByTestId('kl-resign'));
    fireEvent.click(screen.getByTestId('kl-resign-confirm'));
    await screen.findByTestId('kl-contest-result');
    expect(api.to('/game/solitaire/move')[0]?.body).toEqual({
      gameData: { game_id: 'kl-1' },
      action: { type: 'resign' },
      requestId: expect.any(String),
    });
    expect(await screen.findByTestId('kl-result-waiting')).toBeTruthy();
    expect(screen.queryByTestId('kl-win')).toBeNull();
    expect(api.to('/game/solitaire/contest')[0]?.query.get('contest_id')).toBe('c-5');
    // Closed, it can be opened again from the table.
    fireEvent.click(screen.getByTestId('kl-result-close'));
    fireEvent.click(screen.getByTestId('kl-results-open'));
    expect(screen.getByTestId('kl-contest-result')).toBeTruthy();
  });
});
