import type { GameData, UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { gameLoaded } from '../../store/game-slice.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { contestEntryFixture, contestFixture, settledContestFixture } from './contest.fixture.js';
import { fakeApi } from './fake-api.fixture.js';
import { klondikeViewFixture } from './klondike-view.fixture.js';
import { type ChooserTab, PlayChooser } from './PlayChooser.js';

const me = sampleUser({ coins: 500 });

function renderChooser(
  api: ReturnType<typeof fakeApi>,
  options: {
    tab?: ChooserTab;
    rankedInProgress?: boolean;
    language?: 'en' | 'es';
    table?: GameData;
    user?: Partial<UserData>;
  } = {},
) {
  const handlers = {
    onDeal: vi.fn(),
    onSeated: vi.fn(),
    onClose: vi.fn(),
    onLeftHanded: vi.fn(),
    onResetRunningTotal: vi.fn(),
  };
  const result = renderWithApp(
    <PlayChooser
      initialTab={options.tab}
      initialFree={{ draw: 1, scoring: 'standard', runningTotal: false }}
      leftHanded={false}
      runningTotal={-104}
      rankedInProgress={options.rankedInProgress ?? false}
      {...handlers}
    />,
    {
      fetch: api.fetch,
      language: options.language,
      prepare: (store) => {
        const userData = options.user ? { ...me, ...options.user } : me;
        store.dispatch(sessionStarted({ accessToken: 't', userData }));
        if (options.table) store.dispatch(gameLoaded({ gameData: options.table, playerData: null }));
      },
    },
  );
  return { ...result, handlers };
}

const rankedGame = {
  game_id: 'kl-9',
  map: 'solitaire',
  game_mode: 'classic',
  view: klondikeViewFixture({ settings: { draw: 3, scoring: 'standard', ranked: true, maxPasses: 3 } }),
};

describe('PlayChooser', () => {
  it('opens on free play and deals with the chosen draw and scoring', () => {
    const { handlers } = renderChooser(fakeApi({}));
    fireEvent.click(screen.getByTestId('kl-draw-3'));
    fireEvent.click(screen.getByTestId('kl-scoring-vegas'));
    fireEvent.click(screen.getByTestId('kl-deal'));
    expect(handlers.onDeal).toHaveBeenCalledWith({ draw: 3, scoring: 'vegas', runningTotal: false });
  });

  it('offers the running total with Vegas scoring only: shows the total so far, resets it, deals with it on', () => {
    const { handlers } = renderChooser(fakeApi({}));
    expect(screen.queryByTestId('kl-running-total-on')).toBeNull();
    fireEvent.click(screen.getByTestId('kl-scoring-vegas'));
    expect(screen.queryByTestId('kl-running-total-now')).toBeNull();
    fireEvent.click(screen.getByTestId('kl-running-total-on'));
    expect(screen.getByTestId('kl-running-total-now').textContent).toBe('Total so far: -104');
    fireEvent.click(screen.getByTestId('kl-running-total-reset'));
    expect(handlers.onResetRunningTotal).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('kl-deal'));
    expect(handlers.onDeal).toHaveBeenCalledWith({ draw: 1, scoring: 'vegas', runningTotal: true });
  });

  it('joins a ranked contest: shows the entry and the prizes, posts {draw, seats} and seats the player', async () => {
    const contest = contestFixture({ contest_id: 'c-4', draw: 3, seats: 4, entrants: 2 });
    const api = fakeApi({
      '/game/solitaire/contests': () => ({
        json: { success: true, open: [contestFixture({ draw: 3, seats: 4, entrants: 2 })], mine: [] },
      }),
      '/game/solitaire/contest/join': () => ({
        json: {
          success: true,
          gameData: rankedGame,
          playerData: {},
          accessToken: 't2',
          userData: { ...me, coins: 400 },
          contest,
        },
      }),
    });
    const { handlers, store } = renderChooser(api, { tab: 'contest' });
    expect(screen.getByTestId('kl-contest-entry').textContent).toBe('100');
    // Two players: the winner takes the 200 entries less the house's 10%.
    expect(screen.getByTestId('kl-contest-prize').textContent).toBe('180');
    fireEvent.click(screen.getByTestId('kl-contest-draw-3'));
    fireEvent.click(screen.getByTestId('kl-contest-seats-4'));
    expect(screen.getByTestId('kl-contest-prize').textContent).toBe('#1 252#2 108');
    await waitFor(() =>
      expect(screen.getByTestId('kl-contest-open').textContent).toBe(
        '2 of 4 have joined: you would play the same deal.',
      ),
    );
    expect(screen.getByTestId('kl-contest-join').textContent).toBe('Join for 100 coins');
    fireEvent.click(screen.getByTestId('kl-contest-join'));
    await waitFor(() => expect(handlers.onSeated).toHaveBeenCalledTimes(1));
    expect(api.to('/contest/join')).toHaveLength(1);
    expect(api.to('/contest/join')[0]).toMatchObject({ method: 'POST', body: { draw: 3, seats: 4 } });
    expect(handlers.onSeated.mock.calls[0]?.[0]).toMatchObject({ contest: { contest_id: 'c-4' } });
    expect(store.getState().game.gameData?.game_id).toBe('kl-9');
    expect(store.getState().session.user?.coins).toBe(400);
  });

  it('joins a token contest: 5 tokens in, prizes in coins, the token balance shown, posts the currency', async () => {
    const tokenContest = contestFixture({
      contest_id: 'c-t',
      entrants: 2,
      status: 'closed',
      entryFee: { currency: 'tokens', amount: 5 },
      prize: { currency: 'coins', amount: 180 },
    });
    const api = fakeApi({
      '/game/solitaire/contests': () => ({
        json: {
          success: true,
          // A coin contest waiting at the same draw and size is not the token contest the player would join.
          open: [
            contestFixture({ draw: 1, seats: 2, entrants: 1 }),
            contestFixture({
              contest_id: 'c-t4',
              draw: 1,
              seats: 4,
              entrants: 3,
              entryFee: { currency: 'tokens', amount: 5 },
            }),
          ],
          mine: [],
        },
      }),
      '/game/solitaire/contest/join': () => ({
        json: {
          success: true,
          gameData: rankedGame,
          playerData: {},
          accessToken: 't2',
          userData: { ...me, tokens: 7 },
          contest: tokenContest,
        },
      }),
    });
    const { handlers, store } = renderChooser(api, { tab: 'contest', user: { coins: 500, tokens: 12 } });
    await waitFor(() =>
      expect(screen.getByTestId('kl-contest-open').textContent).toBe(
        '1 of 2 has joined: you would play the same deal.',
      ),
    );
    expect(screen.getByTestId('kl-contest-balance').textContent).toBe('500');
    fireEvent.click(screen.getByTestId('kl-contest-currency-tokens'));
    expect(screen.getByTestId('kl-contest-entry').textContent).toBe('5 tokens');
    // Paid like a coin contest of the same size: 2 × 100 coins less the house's 10%, named as coins.
    expect(screen.getByTestId('kl-contest-prize').textContent).toBe('180 coins');
    expect(screen.getByTestId('kl-contest-balance').textContent).toBe('12 tokens');
    expect(screen.getByTestId('kl-contest-token-terms').textContent).toBe(
      'Tokens come with each progression tier. Prizes are paid in coins, put up by the house.',
    );
    expect(screen.getByTestId('kl-contest-open').textContent).toBe(
      'You start a new contest: others join within 24 hours.',
    );
    fireEvent.click(screen.getByTestId('kl-contest-seats-4'));
    expect(screen.getByTestId('kl-contest-prize').textContent).toBe('#1 252 coins#2 108 coins');
    expect(screen.getByTestId('kl-contest-open').textContent).toBe(
      '3 of 4 have joined: you would play the same deal.',
    );
    fireEvent.click(screen.getByTestId('kl-contest-seats-2'));
    const join = screen.getByTestId('kl-contest-join') as HTMLButtonElement;
    expect([join.textContent, join.disabled]).toEqual(['Join for 5 tokens', false]);
    fireEvent.click(join);
    await waitFor(() => expect(handlers.onSeated).toHaveBeenCalledTimes(1));
    expect(api.to('/contest/join')[0]).toMatchObject({
      method: 'POST',
      body: { draw: 1, seats: 2, currency: 'tokens' },
    });
    expect(store.getState().session.user?.tokens).toBe(7);
    expect(screen.getByTestId('kl-contest-balance').textContent).toBe('7 tokens');
  });

  it('does not offer a token entry without 5 tokens, and says where tokens come from', () => {
    const api = fakeApi({
      '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [] } }),
    });
    renderChooser(api, { tab: 'contest', user: { coins: 500, tokens: 4 } });
    fireEvent.click(screen.getByTestId('kl-contest-currency-tokens'));
    expect(screen.getByTestId('kl-contest-balance').textContent).toBe('4 tokens');
    expect(screen.getByTestId('kl-contest-token-terms').textContent).toBe(
      'You need 5 tokens: tokens come with each progression tier.',
    );
    expect((screen.getByTestId('kl-contest-join') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('kl-contest-currency-coins'));
    expect((screen.getByTestId('kl-contest-join') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('kl-contest-token-terms')).toBeNull();
  });

  it('joins a cash contest when cash play is allowed: $1.00 in, credits and bonus cash first, prizes in dollars', async () => {
    const cashContest = contestFixture({
      contest_id: 'c-c',
      entrants: 2,
      status: 'closed',
      entryFee: { currency: 'cash_balance', amount: 100 },
      prize: { currency: 'cash_balance', amount: 180 },
    });
    const api = fakeApi({
      '/game/solitaire/contests': () => ({
        json: {
          success: true,
          open: [
            // A coin contest waiting at the same draw and size is not the cash contest the player would join.
            contestFixture({ draw: 1, seats: 2, entrants: 1 }),
            contestFixture({
              contest_id: 'c-c4',
              draw: 1,
              seats: 4,
              entrants: 2,
              entryFee: { currency: 'cash_balance', amount: 100 },
            }),
          ],
          mine: [],
        },
      }),
      '/game/solitaire/contest/join': () => ({
        json: {
          success: true,
          gameData: rankedGame,
          playerData: {},
          accessToken: 't2',
          userData: { ...me, credits: 0, bonus_cash: 0, cash_balance: 480 },
          contest: cashContest,
        },
      }),
    });
    const { handlers, store } = renderChooser(api, {
      tab: 'contest',
      user: { credits: 30, bonus_cash: 50, cash_balance: 500, cash_play: { allowed: true, missing: [] } },
    });
    await screen.findByText('1 of 2 has joined: you would play the same deal.');
    fireEvent.click(screen.getByTestId('kl-contest-currency-cash'));
    expect(screen.getByTestId('kl-contest-entry').textContent).toBe('$1.00');
    // Two $1.00 entries (the house matches the credits and bonus cash spent) less the house's 10%.
    expect(screen.getByTestId('kl-contest-prize').textContent).toBe('$1.80');
    expect(screen.getByTestId('kl-contest-balance').textContent).toBe('Cash $5.00Bonus $0.50Credits $0.30');
    expect(screen.getByTestId('kl-contest-cash-terms').textContent).toBe(
      'Credits and bonus cash are used first, then your cash. Prizes are paid in cash you can withdraw.',
    );
    expect(screen.getByTestId('kl-contest-open').textContent).toBe(
      'You start a new contest: others join within 24 hours.',
    );
    expect(screen.queryByTestId('kl-contest-cash-gate')).toBeNull();
    fireEvent.click(screen.getByTestId('kl-contest-seats-4'));
    expect(screen.getByTestId('kl-contest-prize').textContent).toBe('#1 $2.52#2 $1.08');
    expect(screen.getByTestId('kl-contest-open').textContent).toBe(
      '2 of 4 have joined: you would play the same deal.',
    );
    fireEvent.click(screen.getByTestId('kl-contest-seats-2'));
    const join = screen.getByTestId('kl-contest-join') as HTMLButtonElement;
    expect([join.textContent, join.disabled]).toEqual(['Join for $1.00', false]);
    fireEvent.click(join);
    await waitFor(() => expect(handlers.onSeated).toHaveBeenCalledTimes(1));
    expect(api.to('/contest/join')[0]).toMatchObject({
      method: 'POST',
      body: { draw: 1, seats: 2, currency: 'cash' },
    });
    expect(store.getState().session.user?.cash_balance).toBe(480);
    expect(screen.getByTestId('kl-contest-balance').textContent).toBe('Cash $4.80Bonus $0.00Credits $0.00');
  });

  it('shows the cash play steps still missing instead of Join, and Join again for coins', () => {
    const api = fakeApi({
      '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [] } }),
    });
    renderChooser(api, {
      tab: 'contest',
      user: { cash_balance: 500, cash_play: { allowed: false, missing: ['age', 'location'] } },
    });
    fireEvent.click(screen.getByTestId('kl-contest-currency-cash'));
    expect(screen.queryByTestId('kl-contest-join')).toBeNull();
    // Cash play's checklist: the email done, the age and the location still to do, each with its link.
    const gate = screen.getByTestId('kl-contest-cash-gate');
    const done = (step: string) =>
      gate.querySelector(`[data-testid="cash-play-step-${step}"]`)?.getAttribute('data-done');
    expect(['email', 'age', 'location'].map(done)).toEqual(['true', 'false', 'false']);
    expect(gate.querySelector('[data-testid="cash-play-age-link"]')?.getAttribute('href')).toBe(
      '/cash-play/age',
    );
    expect(screen.getByTestId('kl-contest-entry').textContent).toBe('$1.00');
    // Nothing to join yet, so no word of the contest it would start.
    expect(screen.queryByTestId('kl-contest-open')).toBeNull();
    fireEvent.click(screen.getByTestId('kl-contest-currency-coins'));
    expect(screen.queryByTestId('kl-contest-cash-gate')).toBeNull();
    expect((screen.getByTestId('kl-contest-join') as HTMLButtonElement).disabled).toBe(false);
  });

  it('does not offer a cash entry when credits, bonus cash and cash together are under $1.00', () => {
    const api = fakeApi({
      '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [] } }),
    });
    renderChooser(api, {
      tab: 'contest',
      language: 'es',
      user: { credits: 30, bonus_cash: 50, cash_balance: 19, cash_play: { allowed: true, missing: [] } },
    });
    fireEvent.click(screen.getByTestId('kl-contest-currency-cash'));
    expect(screen.getByTestId('kl-contest-cash-terms').textContent).toBe(
      `Necesitas ${(1).toLocaleString('es', { style: 'currency', currency: 'USD' })} entre créditos, bonificación y saldo.`,
    );
    expect((screen.getByTestId('kl-contest-join') as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows a cash contest among my contests with its payout in dollars', async () => {
    const settled = settledContestFixture(me.id);
    const cashContest = {
      ...settled,
      contest_id: 'c-8',
      entryFee: { currency: 'cash_balance' as const, amount: 100 },
      prize: { currency: 'cash_balance' as const, amount: 180 },
      myEntry: settled.myEntry
        ? { ...settled.myEntry, payout: { currency: 'cash_balance' as const, amount: 180 } }
        : null,
    };
    renderChooser(
      fakeApi({
        '/game/solitaire/contests': () => ({
          json: { success: true, open: [], mine: [cashContest] },
        }),
      }),
      { tab: 'mine' },
    );
    const row = await screen.findByTestId('kl-mine-c-8');
    expect(row.textContent).toContain(' · Cash');
    expect(row.textContent).toContain('$1.80');
  });

  it('shows a token contest among my contests with its coin payout', async () => {
    const settled = settledContestFixture(me.id);
    const tokenContest = {
      ...settled,
      contest_id: 'c-9',
      entryFee: { currency: 'tokens' as const, amount: 5 },
    };
    renderChooser(
      fakeApi({
        '/game/solitaire/contests': () => ({
          json: { success: true, open: [], mine: [tokenContest, settled] },
        }),
      }),
      { tab: 'mine' },
    );
    const row = await screen.findByTestId('kl-mine-c-9');
    expect(row.textContent).toContain('players · ');
    expect(row.textContent).toContain(' · Tokens');
    expect(row.textContent).toContain('180');
    expect(screen.getByTestId('kl-mine-c-1').textContent).not.toContain('Tokens');
  });

  it('abandons a free deal still being played before sitting at the daily deal (one live table per person)', async () => {
    const calls: string[] = [];
    const dailyFixture = contestFixture({ contest_id: 'd-1', kind: 'daily', seats: null, entrants: 7 });
    const api = fakeApi({
      '/game/exit': (request) => {
        calls.push(request.path);
        return { json: { success: true, userData: me, accessToken: 't' } };
      },
      '/game/solitaire/daily': (request) => {
        if (request.method === 'GET') return { json: { success: true, contest: dailyFixture } };
        calls.push(request.path);
        return {
          json: {
            success: true,
            gameData: rankedGame,
            playerData: {},
            accessToken: 't2',
            userData: me,
            contest: dailyFixture,
          },
        };
      },
    });
    const freeTable = {
      game_id: 'kl-free',
      map: 'solitaire',
      game_mode: 'classic',
      view: klondikeViewFixture(),
    };
    const { handlers, store } = renderChooser(api, { tab: 'daily', table: freeTable as unknown as GameData });
    fireEvent.click(await screen.findByTestId('kl-daily-play'));
    await waitFor(() => expect(handlers.onSeated).toHaveBeenCalledTimes(1));
    expect(calls).toEqual(['/game/exit', '/game/solitaire/daily']);
    expect(store.getState().game.gameData?.game_id).toBe('kl-9');
  });

  it('shows the server’s message in the snackbar when the entry is refused', async () => {
    const api = fakeApi({
      '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [] } }),
      '/game/solitaire/contest/join': () => ({
        status: 402,
        json: { success: false, code: 'NOT_ENOUGH_COINS', message: 'Not enough coins for this contest.' },
      }),
    });
    const { handlers, store } = renderChooser(api, { tab: 'contest' });
    expect(screen.getByTestId('kl-contest-open').textContent).toBe(
      'You start a new contest: others join within 24 hours.',
    );
    fireEvent.click(screen.getByTestId('kl-contest-join'));
    await waitFor(() => expect(store.getState().ui.errorMessage).toBe('Not enough coins for this contest.'));
    expect(store.getState().ui.snackbar).toBe(true);
    expect(handlers.onSeated).not.toHaveBeenCalled();
    expect(api.to('/contest/join')[0]?.body).toEqual({ draw: 1, seats: 2 });
  });

  it('starts nothing new while a ranked game is being played', () => {
    const api = fakeApi({
      '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [] } }),
    });
    renderChooser(api, { tab: 'contest', rankedInProgress: true });
    expect(screen.getByTestId('kl-ranked-in-progress')).toBeTruthy();
    expect((screen.getByTestId('kl-contest-join') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('kl-tab-free'));
    expect((screen.getByTestId('kl-deal') as HTMLButtonElement).disabled).toBe(true);
  });

  it('plays today’s deal when it has not been played yet', async () => {
    const daily = contestFixture({ contest_id: 'd-1', kind: 'daily', seats: null, entrants: 7 });
    const api = fakeApi({
      '/game/solitaire/daily': (request) =>
        request.method === 'POST'
          ? {
              json: {
                success: true,
                gameData: rankedGame,
                playerData: {},
                accessToken: 't2',
                userData: me,
                contest: daily,
              },
            }
          : { json: { success: true, contest: daily } },
    });
    const { handlers } = renderChooser(api, { tab: 'daily' });
    const play = await screen.findByTestId('kl-daily-play');
    expect(screen.getByTestId('kl-daily').textContent).toContain('7 players so far today');
    fireEvent.click(play);
    await waitFor(() => expect(handlers.onSeated).toHaveBeenCalledTimes(1));
    const posted = api.sent.filter((request) => request.method === 'POST');
    expect(posted).toEqual([expect.objectContaining({ path: '/game/solitaire/daily', body: {} })]);
  });

  it('shows the player’s result and today’s leaderboard once the daily deal is played', async () => {
    const mine = contestEntryFixture({
      user_id: me.id,
      username: me.username,
      status: 'won',
      score: 3900,
      seconds: 200,
      moves: 110,
    });
    const leader = contestEntryFixture({
      user_id: 'u-7',
      username: 'zoe',
      status: 'won',
      score: 5100,
      seconds: 150,
      moves: 98,
    });
    const daily = contestFixture({
      kind: 'daily',
      seats: null,
      entrants: 2,
      myEntry: { ...mine, game_id: 'kl-3' },
      entries: [leader, mine],
    });
    renderChooser(fakeApi({ '/game/solitaire/daily': () => ({ json: { success: true, contest: daily } }) }), {
      tab: 'daily',
    });
    expect((await screen.findByTestId('kl-daily-mine')).textContent).toBe(
      'You played today’s deal: Won, 3,900 points in 3:20.',
    );
    expect(screen.queryByTestId('kl-daily-play')).toBeNull();
    const rows = screen.getAllByTestId('kl-result-place').map((place) => place.textContent);
    expect(rows).toEqual(['#1', '#2']);
    expect(screen.getByTestId(`kl-result-${me.id}`).textContent).toContain('(you)');
    expect(screen.getByTestId('kl-result-u-7').textContent).toContain('5,100 pts · 2:30 · 98 moves');
  });

  it('lists my contests with their state, place and payout, and opens one to its results', async () => {
    const settled = settledContestFixture(me.id);
    const open = contestFixture({
      contest_id: 'c-2',
      draw: 3,
      myEntry: { ...contestEntryFixture({ user_id: me.id }), game_id: 'kl-5' },
    });
    const api = fakeApi({
      '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [settled, open] } }),
      '/game/solitaire/contest': () => ({ json: { success: true, contest: settled } }),
    });
    renderChooser(api, { tab: 'mine' });
    const settledRow = await screen.findByTestId('kl-mine-c-1');
    expect(within(settledRow).getByTestId('kl-contest-status').textContent).toBe('Settled');
    expect(settledRow.textContent).toContain('#1');
    expect(settledRow.textContent).toContain('180');
    const openRow = screen.getByTestId('kl-mine-c-2');
    expect(within(openRow).getByTestId('kl-contest-status').textContent).toBe('Open');
    expect(openRow.textContent).toContain('Playing');
    fireEvent.click(settledRow);
    await screen.findByTestId('kl-results');
    expect(api.to('/game/solitaire/contest')[0]?.query.get('contest_id')).toBe('c-1');
    expect(screen.getAllByTestId('kl-result-place').map((place) => place.textContent)).toEqual(['#1', '#2']);
    expect(screen.getAllByTestId('kl-result-payout').map((payout) => payout.textContent)).toEqual([
      '180',
      '—',
    ]);
    fireEvent.click(screen.getByTestId('kl-detail-back'));
    await screen.findByTestId('kl-mine-c-1');
  });

  it('speaks Spanish', () => {
    renderChooser(
      fakeApi({ '/game/solitaire/contests': () => ({ json: { success: true, open: [], mine: [] } }) }),
      {
        tab: 'contest',
        language: 'es',
      },
    );
    expect(screen.getByTestId('kl-tab-daily').textContent).toBe('Partida del día');
    expect(screen.getByTestId('kl-contest-join').textContent).toBe('Entrar por 100 monedas');
    fireEvent.click(screen.getByTestId('kl-contest-currency-tokens'));
    expect(screen.getByTestId('kl-contest-currency-tokens').parentElement?.textContent).toBe('Fichas');
    expect(screen.getByTestId('kl-contest-entry').textContent).toBe('5 fichas');
    expect(screen.getByTestId('kl-contest-prize').textContent).toBe('180 monedas');
    expect(screen.getByTestId('kl-contest-join').textContent).toBe('Entrar por 5 fichas');
  });
});
