/**
 * Issue 14: the Prize pools screen against a fake pools API: the open pools by ticket tier with their entry,
 * prize and entrants, joining with a ticket, leaving while waiting, the missing ticket (the store offered),
 * the full pool taking the player to the table, and the player's entries the server lists (`myEntries`):
 * the pool waited in, the started one's table, the results.
 */
import {
  ERROR_MESSAGES,
  type PrizePool,
  type PrizePoolEntry,
  ROLE_GUEST,
  type UserData,
} from '@cardroom/protocol';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { POLL_MS, PrizePoolsScreen } from './PrizePoolsScreen.js';

const BRONZE = '00000000-0000-4000-8000-00000000000b';
const SILVER = '00000000-0000-4000-8000-00000000000s'.replace('s', '5');

function pool(id: string, tier: string, entrants: number, prize = 400): PrizePool {
  return {
    prizepool_id: id,
    name: `Classic ${tier[0]?.toUpperCase()}${tier.slice(1)} Cup`,
    map: 'spades',
    game_mode: 'classic',
    entryFee: { currency: `ticket_${tier}` as PrizePool['entryFee']['currency'], amount: 1 },
    prize: { currency: 'coins', amount: prize },
    entrants,
    maxEntrants: 4,
    startsAt: '2026-11-29T06:00:00.000Z',
    endsAt: null,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Call {
  method: string;
  path: string;
  body: unknown;
}

function entry(
  id: string,
  status: PrizePoolEntry['status'],
  more: Partial<PrizePoolEntry> = {},
): PrizePoolEntry {
  return {
    prizepool_id: id,
    name: 'Classic Bronze Cup',
    status,
    game_id: status === 'entered' || status === 'left' ? null : 'g-pool',
    outcome: null,
    payout: null,
    entered_at: '2026-11-28T12:00:00.000Z',
    ...more,
  };
}

/** A pools server in memory: one user's tickets and entries; the pool starts a table when its last seat fills. */
function fakePools(start: UserData, pools: PrizePool[], entries: PrizePoolEntry[] = []) {
  const calls: Call[] = [];
  let user = start;
  let list = pools;
  let mine = entries;
  let entered: string | null = entries.find((e) => e.status === 'entered')?.prizepool_id ?? null;
  let table = entries.some((e) => e.status === 'playing');
  const setStatus = (id: string, status: PrizePoolEntry['status']) => {
    mine = mine.map((e) =>
      e.prizepool_id === id && e.status !== 'done' && e.status !== 'left'
        ? entry(id, status, { name: e.name, entered_at: e.entered_at })
        : e,
    );
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : null;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    switch (url.pathname) {
      case '/game/spades/get-prize-pools':
        return json({ success: true, prizePools: list, myEntries: mine });
      case '/game/spades/join-prize-pool': {
        const target = list.find((p) => p.prizepool_id === body?.prizepool_id);
        if (!target) return json({ success: false, code: 'PRIZE_POOL_NOT_FOUND', message: 'x' }, 404);
        const tier = target.entryFee.currency.slice(7) as keyof UserData['tickets'];
        if (user.tickets[tier] < 1) {
          const code = `REQUIRES_TICKET_${tier.toUpperCase()}` as keyof typeof ERROR_MESSAGES;
          return json({ success: false, code, message: ERROR_MESSAGES[code] }, 402);
        }
        user = { ...user, tickets: { ...user.tickets, [tier]: user.tickets[tier] - 1 } };
        entered = target.prizepool_id;
        mine = [entry(target.prizepool_id, 'entered', { name: target.name }), ...mine];
        if (target.entrants + 1 >= target.maxEntrants) {
          list = list.filter((p) => p !== target);
          setStatus(target.prizepool_id, 'playing');
          table = true;
        } else {
          list = list.map((p) => (p === target ? { ...p, entrants: p.entrants + 1 } : p));
        }
        return json({ success: true, ticket_id: '00000000-0000-4000-8000-0000000000e1', userData: user });
      }
      case '/game/spades/leave-prize-pool': {
        const target = list.find((p) => p.prizepool_id === entered);
        if (!target) return json({ success: false, code: 'PRIZE_POOL_NOT_FOUND', message: 'x' }, 404);
        const tier = target.entryFee.currency.slice(7) as keyof UserData['tickets'];
        user = { ...user, tickets: { ...user.tickets, [tier]: user.tickets[tier] + 1 } };
        list = list.map((p) => (p === target ? { ...p, entrants: p.entrants - 1 } : p));
        setStatus(target.prizepool_id, 'left');
        entered = null;
        return json({ success: true, userData: user });
      }
      case '/game/load':
        return json({
          success: true,
          gameData: table ? { game_id: 'g-pool', version: 1, hasStarted: true, hasFinished: false } : null,
          playerData: null,
        });
      default:
        return json({ success: false, code: 'NOT_FOUND', message: 'Route not found' }, 404);
    }
  };
  return {
    fetch,
    calls,
    /** Another player takes the last seat: the server starts the table. */
    fill(id: string) {
      list = list.filter((p) => p.prizepool_id !== id);
      setStatus(id, 'playing');
      table = true;
    },
    /** The pool's table ended before the player got to it. */
    finish() {
      table = false;
    },
  };
}

function renderPools(
  user: UserData | null,
  fake = fakePools(user ?? sampleUser(), []),
  language: 'en' | 'es' = 'en',
) {
  const ui = (
    <Routes>
      <Route path="/prize-pools" element={<PrizePoolsScreen />} />
      <Route path="/game" element={<p data-testid="table">table</p>} />
      <Route path="/store" element={<p data-testid="store">store</p>} />
    </Routes>
  );
  const result = renderWithApp(ui, {
    route: '/prize-pools',
    language,
    fetch: fake.fetch,
    prepare: (app) => {
      if (user) app.dispatch(sessionStarted({ accessToken: 'token', userData: user }));
    },
  });
  return { ...result, fake };
}

const withTickets = (bronze: number, silver = 0) =>
  sampleUser({ tickets: { bronze, silver, gold: 0, vip: 0 } });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('PrizePoolsScreen', () => {
  it('lists the open pools by ticket tier with entry, prize, entrants and the tickets owned', async () => {
    const user = withTickets(2, 1);
    renderPools(user, fakePools(user, [pool(BRONZE, 'bronze', 1), pool(SILVER, 'silver', 3, 1500)]));
    const bronze = await screen.findByTestId('pools-tier-bronze');
    expect(within(bronze).getByRole('heading').textContent).toBe('Bronze');
    const card = within(bronze).getByTestId(`pool-${BRONZE}`);
    expect(card.textContent).toContain('Classic Bronze Cup');
    expect(within(card).getByTestId('pool-prize').textContent).toBe('400 coins');
    expect(within(card).getByTestId('pool-entry').textContent).toBe('1 bronze ticket');
    expect(within(card).getByTestId('pool-entrants').textContent).toBe('1 of 4 players');
    expect(card.textContent).toContain('Waiting for 3 more players');
    const silver = screen.getByTestId(`pool-${SILVER}`);
    expect(within(screen.getByTestId('pools-tier-silver')).getByTestId(`pool-${SILVER}`)).toBe(silver);
    expect(silver.textContent).toContain('1,500 coins');
    expect(silver.textContent).toContain('Waiting for 1 more player');
    expect(screen.getByTestId('pools-tier-gold').textContent).toContain(
      'No open pool in this tier right now.',
    );
    expect(screen.getByTestId('pools-tier-vip')).toBeTruthy();
    expect(screen.getByTestId('pools-tickets-bronze').textContent).toContain('2');
    expect(screen.getByTestId('pools-tickets-silver').textContent).toContain('Silver tickets');
    expect(screen.getByRole('button', { name: 'Join Classic Bronze Cup for 1 bronze ticket' })).toBeTruthy();
  });

  it('joins with a ticket, waits in the pool, and leaves with the ticket back', async () => {
    const user = withTickets(1);
    const { store, fake } = renderPools(user, fakePools(user, [pool(BRONZE, 'bronze', 1)]));
    fireEvent.click(await screen.findByTestId(`pool-join-${BRONZE}`));
    expect((await screen.findByTestId('pools-notice')).textContent).toContain(
      'You entered Classic Bronze Cup',
    );
    const join = fake.calls.find((call) => call.path === '/game/spades/join-prize-pool');
    expect(join?.body).toMatchObject({ prizepool_id: BRONZE });
    expect(store.getState().session.user?.tickets.bronze).toBe(0);
    const card = screen.getByTestId(`pool-${BRONZE}`);
    await waitFor(() => expect(within(card).getByTestId('pool-entrants').textContent).toBe('2 of 4 players'));
    expect(card.textContent).toContain('You are in');
    fireEvent.click(within(card).getByTestId(`pool-leave-${BRONZE}`));
    expect((await screen.findByTestId('pools-notice')).textContent).toBe(
      'You left Classic Bronze Cup: your ticket is back.',
    );
    expect(store.getState().session.user?.tickets.bronze).toBe(1);
    await waitFor(() => expect(within(card).getByTestId('pool-entrants').textContent).toBe('1 of 4 players'));
    expect(screen.getByTestId(`pool-join-${BRONZE}`)).toBeTruthy();
  });

  it('offers the tickets in the store when the player has none of the tier', async () => {
    const user = withTickets(0);
    const { store } = renderPools(user, fakePools(user, [pool(BRONZE, 'bronze', 0)]));
    fireEvent.click(await screen.findByTestId(`pool-join-${BRONZE}`));
    expect((await screen.findByTestId('pools-notice')).textContent).toContain(
      'You need 1 bronze ticket to join Classic Bronze Cup.',
    );
    expect(store.getState().ui.errorMessage).toBe(ERROR_MESSAGES.REQUIRES_TICKET_BRONZE);
    fireEvent.click(screen.getByTestId('pools-notice-store'));
    expect(await screen.findByTestId('store')).toBeTruthy();
  });

  it('takes the last entrant to the table the full pool started', async () => {
    const user = withTickets(1);
    const { store } = renderPools(user, fakePools(user, [pool(BRONZE, 'bronze', 3)]));
    fireEvent.click(await screen.findByTestId(`pool-join-${BRONZE}`));
    expect(await screen.findByTestId('table')).toBeTruthy();
    expect(store.getState().game.gameData?.game_id).toBe('g-pool');
  });

  it('takes a waiting entrant to the table when the pool fills', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = withTickets(1);
    const fake = fakePools(user, [pool(BRONZE, 'bronze', 1)]);
    renderPools(user, fake);
    fireEvent.click(await screen.findByTestId(`pool-join-${BRONZE}`));
    await screen.findByText(/You are in/);
    fake.fill(BRONZE);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS + 10);
    });
    vi.useRealTimers();
    expect(await screen.findByTestId('table')).toBeTruthy();
  });

  it('shows the pool the server says the player waits in, with Leave, and keeps polling it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = withTickets(0);
    const fake = fakePools(
      user,
      [pool(BRONZE, 'bronze', 2), pool(SILVER, 'silver', 1)],
      [entry(BRONZE, 'entered')],
    );
    renderPools(user, fake);
    const card = await screen.findByTestId(`pool-${BRONZE}`);
    await waitFor(() => expect(card.textContent).toContain('You are in'));
    expect(within(card).getByTestId(`pool-leave-${BRONZE}`)).toBeTruthy();
    expect(screen.queryByTestId(`pool-join-${BRONZE}`)).toBeNull();
    expect((screen.getByTestId(`pool-join-${SILVER}`) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('pools-playing')).toBeNull();
    expect(screen.queryByTestId('pools-results')).toBeNull();
    const asked = () => fake.calls.filter((call) => call.path === '/game/spades/get-prize-pools').length;
    const before = asked();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(POLL_MS + 10);
    });
    expect(asked()).toBe(before + 1);
    // The pool comes from the server, not from this browser's memory (the app may persist other things).
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    expect(keys.filter((key) => /pool/i.test(key))).toEqual([]);
  });

  it('offers the table of a pool that started, loads it and goes to /game', async () => {
    const user = withTickets(0);
    const { store, fake } = renderPools(
      user,
      fakePools(user, [pool(SILVER, 'silver', 1)], [entry(BRONZE, 'playing')]),
    );
    const playing = await screen.findByTestId('pools-playing');
    expect(playing.textContent).toContain('Classic Bronze Cup');
    expect(screen.queryByTestId('table')).toBeNull();
    fireEvent.click(within(playing).getByTestId('pools-go-table'));
    expect(await screen.findByTestId('table')).toBeTruthy();
    expect(store.getState().game.gameData?.game_id).toBe('g-pool');
    expect(fake.calls.some((call) => call.path === '/game/load')).toBe(true);
  });

  it("says so when the started pool's table is already over", async () => {
    const user = withTickets(0);
    const fake = fakePools(user, [], [entry(BRONZE, 'playing')]);
    renderPools(user, fake);
    fake.finish();
    fireEvent.click(await screen.findByTestId('pools-go-table'));
    expect((await screen.findByTestId('pools-notice')).textContent).toContain('Your table is over');
    expect(screen.queryByTestId('table')).toBeNull();
  });

  it('lists the results: won with the payout, lost, draw, and the pools left with the ticket back', async () => {
    const user = withTickets(0);
    const entries = [
      entry(BRONZE, 'done', { outcome: 'win', payout: { currency: 'coins', amount: 200 } }),
      entry(SILVER, 'done', {
        name: 'Classic Silver Cup',
        outcome: 'loss',
        payout: { currency: 'coins', amount: 0 },
        entered_at: '2026-11-27T12:00:00.000Z',
      }),
      entry(BRONZE, 'done', {
        outcome: 'draw',
        payout: { currency: 'coins', amount: 100 },
        entered_at: '2026-11-26T12:00:00.000Z',
      }),
      entry(BRONZE, 'left', { entered_at: '2026-11-25T12:00:00.000Z' }),
    ];
    renderPools(user, fakePools(user, [pool(BRONZE, 'bronze', 1)], entries));
    const results = await screen.findByTestId('pools-results');
    expect(within(results).getByRole('heading').textContent).toBe('Your results');
    const rows = within(results).getAllByTestId('pools-result');
    expect(rows).toHaveLength(4);
    const outcome = (row: HTMLElement) => within(row).getByTestId('pools-result-outcome').textContent;
    expect(rows.map(outcome)).toEqual(['Won', 'Lost', 'Draw', 'Left (ticket returned)']);
    expect(rows[0]?.textContent).toContain('Classic Bronze Cup');
    expect(within(rows[0] as HTMLElement).getByTestId('pools-result-date').textContent).toBe(
      'November 28, 2026',
    );
    expect(within(rows[0] as HTMLElement).getByTestId('pools-result-payout').textContent).toBe(
      'Payout: 200 coins',
    );
    expect(rows[1]?.textContent).toContain('Classic Silver Cup');
    expect(within(rows[3] as HTMLElement).queryByTestId('pools-result-payout')).toBeNull();
    expect(screen.getByTestId(`pool-join-${BRONZE}`)).toBeTruthy();
  });

  it('asks visitors to sign in and guests to register, without asking for pools', async () => {
    const { fake, unmount } = renderPools(null);
    expect(screen.getByTestId('pools-visitor-prompt').textContent).toContain('Log in or register');
    unmount();
    renderPools(sampleUser({ roles: [ROLE_GUEST] }), fake);
    expect(screen.getByTestId('pools-guest-prompt').textContent).toContain('Guest accounts cannot enter');
    expect(fake.calls).toEqual([]);
  });

  it('speaks Spanish', async () => {
    const user = withTickets(0);
    renderPools(user, fakePools(user, [pool(BRONZE, 'bronze', 1)]), 'es');
    const bronze = await screen.findByTestId('pools-tier-bronze');
    expect(within(bronze).getByRole('heading').textContent).toBe('Bronce');
    expect(screen.getByTestId('pool-entrants').textContent).toBe('1 de 4 jugadores');
    fireEvent.click(
      screen.getByRole('button', { name: 'Entrar en Classic Bronze Cup por 1 entrada de bronce' }),
    );
    expect((await screen.findByTestId('pools-notice')).textContent).toContain(
      'Necesitas 1 entrada de bronce para entrar en Classic Bronze Cup.',
    );
  });

  it('lists the results in Spanish', async () => {
    const user = withTickets(0);
    const entries = [
      entry(BRONZE, 'done', { outcome: 'win', payout: { currency: 'coins', amount: 200 } }),
      entry(BRONZE, 'left', { entered_at: '2026-11-25T12:00:00.000Z' }),
    ];
    renderPools(user, fakePools(user, [], entries), 'es');
    const results = await screen.findByTestId('pools-results');
    expect(within(results).getByRole('heading').textContent).toBe('Tus resultados');
    const rows = within(results).getAllByTestId('pools-result');
    expect(rows[0]?.textContent).toContain('Ganado');
    expect(rows[1]?.textContent).toContain('Abandonado (entrada devuelta)');
  });
});
