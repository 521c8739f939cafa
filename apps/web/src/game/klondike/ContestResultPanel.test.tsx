import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { ContestResultPanel } from './ContestResultPanel.js';
import { contestEntryFixture, contestFixture, settledContestFixture } from './contest.fixture.js';
import { fakeApi } from './fake-api.fixture.js';
import { klondikeViewFixture } from './klondike-view.fixture.js';

const me = sampleUser();
const wonView = klondikeViewFixture({
  settings: { draw: 1, scoring: 'standard', ranked: true, maxPasses: 2 },
  status: 'won',
  won: true,
  finished: true,
  score: 4200,
  elapsedMs: 185_000,
  moves: 120,
});

function renderPanel(api: ReturnType<typeof fakeApi>, kind: 'contest' | 'daily' = 'contest', pollMs = 4000) {
  const handlers = { onAgain: vi.fn(), onClose: vi.fn() };
  renderWithApp(
    <ContestResultPanel
      contestRef={{ contestId: 'c-1', kind }}
      view={wonView}
      pollMs={pollMs}
      {...handlers}
    />,
    {
      fetch: api.fetch,
      prepare: (store) => store.dispatch(sessionStarted({ accessToken: 't', userData: me })),
    },
  );
  return handlers;
}

describe('ContestResultPanel', () => {
  it('waits for the other entrants, asking again, then shows the places and payouts once settled', async () => {
    const waiting = contestFixture({
      entrants: 2,
      status: 'closed',
      myEntry: {
        ...contestEntryFixture({
          user_id: me.id,
          username: 'me',
          status: 'won',
          score: 4200,
          seconds: 185,
          moves: 120,
        }),
        game_id: 'kl-1',
      },
      entries: [
        contestEntryFixture({
          user_id: me.id,
          username: 'me',
          status: 'won',
          score: 4200,
          seconds: 185,
          moves: 120,
        }),
        contestEntryFixture({ user_id: 'u-2', username: 'bruno', status: 'playing' }),
      ],
    });
    const replies = [waiting, waiting, settledContestFixture(me.id)];
    let asked = 0;
    const api = fakeApi({
      '/game/solitaire/contest': () => ({
        json: { success: true, contest: replies[Math.min(asked++, replies.length - 1)] },
      }),
    });
    renderPanel(api, 'contest', 20);
    expect(screen.getByTestId('kl-contest-result').textContent).toContain('You cleared the deal!');
    expect(screen.getByTestId('kl-result-mine').textContent).toBe('Score 4200 · 3:05 · 120 moves');
    expect((await screen.findByTestId('kl-result-waiting')).textContent).toBe(
      'Waiting for the other entrants…',
    );
    // Unsettled: no places and no payouts yet; the other entrant is still playing.
    expect(screen.getAllByTestId('kl-result-place').map((place) => place.textContent)).toEqual(['–', '–']);
    expect(screen.queryByTestId('kl-result-payout')).toBeNull();
    expect(screen.getByTestId('kl-result-u-2').textContent).toContain('Playing');

    await waitFor(() => expect(screen.queryByTestId('kl-result-waiting')).toBeNull());
    expect(api.to('/game/solitaire/contest').length).toBeGreaterThanOrEqual(3);
    expect(api.to('/game/solitaire/contest')[0]?.query.get('contest_id')).toBe('c-1');
    expect(screen.getAllByTestId('kl-result-place').map((place) => place.textContent)).toEqual(['#1', '#2']);
    expect(screen.getAllByTestId('kl-result-payout').map((payout) => payout.textContent)).toEqual([
      '180',
      '—',
    ]);
    expect(screen.getByTestId('kl-result-headline').textContent).toBe('You placed #1 and won 180');
    expect(screen.getByTestId('kl-my-payout').textContent).toBe('180');
    // Settled: the panel stops asking.
    const asks = api.to('/game/solitaire/contest').length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(api.to('/game/solitaire/contest').length).toBe(asks);
  });

  it('never has two asks in flight on a slow link, and stops after the answer that settles', async () => {
    const api = fakeApi({
      '/game/solitaire/contest': () => ({ json: { success: true, contest: settledContestFixture(me.id) } }),
    });
    let answer = () => {};
    const slowLink = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let sent = 0;
    const slowFetch: typeof globalThis.fetch = async (input, init) => {
      sent += 1;
      await slowLink;
      return api.fetch(input, init);
    };
    renderPanel({ ...api, fetch: slowFetch }, 'contest', 10);
    await waitFor(() => expect(sent).toBe(1));
    // Ten beats pass with the first ask unanswered: no second ask leaves.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBe(1);
    answer();
    await waitFor(() => expect(screen.queryByTestId('kl-result-waiting')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(sent).toBe(1);
  });

  it('refreshes on the button and says when the entry was refunded', async () => {
    const replies = [contestFixture({ status: 'closed' }), contestFixture({ status: 'refunded' })];
    let asked = 0;
    const api = fakeApi({
      '/game/solitaire/contest': () => ({ json: { success: true, contest: replies[Math.min(asked++, 1)] } }),
    });
    renderPanel(api, 'contest', 60_000);
    await screen.findByTestId('kl-result-waiting');
    fireEvent.click(screen.getByTestId('kl-result-refresh'));
    await waitFor(() =>
      expect(screen.getByTestId('kl-contest-result').textContent).toContain('your entry was refunded'),
    );
    expect(screen.queryByTestId('kl-result-waiting')).toBeNull();
  });

  it('shows today’s leaderboard for the daily deal, in the server’s order', async () => {
    const daily = contestFixture({
      kind: 'daily',
      seats: null,
      entrants: 3,
      entries: [
        contestEntryFixture({
          user_id: 'u-7',
          username: 'zoe',
          status: 'won',
          score: 5100,
          seconds: 150,
          moves: 98,
        }),
        contestEntryFixture({
          user_id: me.id,
          username: 'me',
          status: 'won',
          score: 4200,
          seconds: 185,
          moves: 120,
        }),
        contestEntryFixture({ user_id: 'u-8', username: 'lu', status: 'playing' }),
      ],
    });
    const handlers = renderPanel(
      fakeApi({ '/game/solitaire/contest': () => ({ json: { success: true, contest: daily } }) }),
      'daily',
    );
    await screen.findByTestId('kl-results');
    expect(screen.getByTestId('kl-contest-result').textContent).toContain('Today’s leaderboard');
    expect(screen.queryByTestId('kl-result-waiting')).toBeNull();
    expect(screen.getAllByTestId('kl-result-place').map((place) => place.textContent)).toEqual([
      '#1',
      '#2',
      '–',
    ]);
    expect(screen.getByTestId(`kl-result-${me.id}`).className).toContain('kl-result-mine');
    fireEvent.click(screen.getByTestId('kl-result-again'));
    expect(handlers.onAgain).toHaveBeenCalledTimes(1);
  });
});
