/**
 * Issue 14: the store's power-ups against a fake API: packs with their gold price and the stock held, a pack
 * bought once per request (a lost reply retried with the same id), and not enough gold.
 */
import { ERROR_MESSAGES, type PowerUp, type PowerUpStock, type UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { PowerUpGroup, powerUpPackIds } from './PowerUpGroup.js';

const powerUps: PowerUp[] = [
  {
    power_up_id: 'advice',
    name: "Bot's advice",
    games: ['spades', 'dominoes'],
    packs: [{ pack_id: 'advice-3', count: 3, price: { currency: 'gold', amount: 30 } }],
  },
  {
    power_up_id: 'extra-time',
    name: 'Extra time',
    games: ['spades', 'dominoes'],
    packs: [{ pack_id: 'extra-time-3', count: 3, price: { currency: 'gold', amount: 20 } }],
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** One user's gold and stock; `lose` drops the reply of the given buy attempts (after applying them). */
function fakeShop(start: UserData, lose: number[] = []) {
  let user = start;
  const stock: PowerUpStock = { advice: 1, 'extra-time': 0 };
  const applied = new Set<string>();
  const buys: string[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/store/power-ups') return json({ success: true, power_ups: powerUps, stock });
    if (url.pathname === '/store/buy-power-up') {
      const body = JSON.parse(String(init?.body)) as { pack_id: string; request_id: string };
      buys.push(body.request_id);
      const powerUp = powerUps.find((entry) => entry.packs.some((pack) => pack.pack_id === body.pack_id));
      const pack = powerUp?.packs.find((entry) => entry.pack_id === body.pack_id);
      if (!powerUp || !pack) return json({ success: false, code: 'POWER_UP_NOT_FOUND', message: 'x' }, 404);
      if (!applied.has(body.request_id)) {
        if (user.gold < pack.price.amount)
          return json({ success: false, code: 'REQUIRES_GOLD', message: ERROR_MESSAGES.REQUIRES_GOLD }, 402);
        applied.add(body.request_id);
        user = { ...user, gold: user.gold - pack.price.amount };
        stock[powerUp.power_up_id] += pack.count;
      }
      if (lose.includes(buys.length)) throw new TypeError('network down');
      return json({ success: true, stock, userData: user });
    }
    return json({ success: false, code: 'NOT_FOUND', message: 'Route not found' }, 404);
  };
  return { fetch, buys, stock, user: () => user };
}

function renderGroup(shop: ReturnType<typeof fakeShop>, language: 'en' | 'es' = 'en') {
  return renderWithApp(<PowerUpGroup />, {
    route: '/store',
    language,
    fetch: shop.fetch,
    prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: shop.user() })),
  });
}

describe('PowerUpGroup', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists each pack with its gold price and the stock held', async () => {
    renderGroup(fakeShop({ ...sampleUser(), gold: 100 }));
    expect((await screen.findByTestId('store-power-up-buy-advice-3')).textContent).toBe('× 330');
    expect(screen.getByTestId('store-power-up-held-advice').textContent).toContain('You have 1');
    expect(screen.getByTestId('store-power-up-held-extra-time').textContent).toContain('You have 0');
    expect(
      (screen.getByRole('button', { name: 'Buy 3 Extra time for 20 gold' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('buys a pack, updates the stock and the gold, and retries a lost reply with the same id', async () => {
    const shop = fakeShop({ ...sampleUser(), gold: 100 }, [1]);
    const ids = vi.spyOn(powerUpPackIds, 'next').mockReturnValueOnce('r1').mockReturnValueOnce('r2');
    const { store } = renderGroup(shop);
    fireEvent.click(await screen.findByTestId('store-power-up-buy-advice-3'));
    expect((await screen.findByTestId('store-power-up-notice')).textContent).toContain(
      'No answer from the server',
    );
    fireEvent.click(screen.getByTestId('store-power-up-retry'));
    await waitFor(() =>
      expect(screen.getByTestId('store-power-up-notice').textContent).toContain('You have 4'),
    );
    expect(shop.buys).toEqual(['r1', 'r1']);
    expect(shop.stock.advice).toBe(4);
    expect(store.getState().session.user?.gold).toBe(70);
    expect(screen.getByTestId('store-power-up-held-advice').textContent).toContain('You have 4');
    expect(ids).toHaveBeenCalledTimes(1);
  });

  it('says how gold is earned when there is not enough, in Spanish too', async () => {
    renderGroup(fakeShop({ ...sampleUser(), gold: 5 }), 'es');
    fireEvent.click(await screen.findByTestId('store-power-up-buy-advice-3'));
    expect((await screen.findByRole('alert')).textContent).toContain('No tienes oro suficiente');
    expect(screen.getByRole('heading', { name: 'Potenciadores' })).toBeTruthy();
  });
});
