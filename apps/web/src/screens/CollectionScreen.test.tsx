/**
 * Issue 14: the Collection screen against a fake collection API: skins by slot with their state and gem
 * price, the Sharper hints upgrade with its level, buying (balances move, the skin is worn), wearing an
 * owned skin, and the server's refusals.
 */
import { type CollectionItem, ERROR_MESSAGES, type UserData } from '@cardroom/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { CollectionScreen } from './CollectionScreen.js';

const skin = (
  upgrade_id: string,
  slot: CollectionItem['slot'],
  gems: number,
  state: { owned?: boolean; active?: boolean } = {},
): CollectionItem => ({
  upgrade_id,
  name: upgrade_id,
  category: 'skin',
  slot,
  level: state.owned ? 1 : 0,
  maxLevel: 1,
  owned: state.owned ?? false,
  active: state.active ?? false,
  nextCost: state.owned ? null : { currency: 'gems', amount: gems },
});

const GOLD_COSTS = [200, 400, 800];

function startingCollection(): CollectionItem[] {
  return [
    skin('back-royal', 'card_back', 50, { owned: true, active: true }),
    skin('back-crimson', 'card_back', 80),
    skin('felt-midnight', 'felt', 100, { owned: true }),
    skin('felt-emerald', 'felt', 60, { owned: true, active: true }),
    skin('tile-ivory', 'tile', 80),
    skin('frame-gold', 'frame', 120),
    {
      upgrade_id: 'sharper-hints',
      name: 'Sharper Klondike hints',
      category: 'upgrade',
      slot: null,
      level: 1,
      maxLevel: 3,
      owned: true,
      active: true,
      nextCost: { currency: 'gold', amount: 400 },
    },
  ];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refuse = (code: keyof typeof ERROR_MESSAGES, status: number) =>
  json({ success: false, code, message: ERROR_MESSAGES[code] }, status);

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The collection calls in memory, paying as the server does (a skin bought is worn at once). */
function fakeCollection(start: UserData, items = startingCollection()) {
  const calls: Call[] = [];
  let user = start;
  let collection = items;
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as { upgrade_id: string }) : null;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname, body });
    const item = collection.find((entry) => entry.upgrade_id === body?.upgrade_id);
    switch (url.pathname) {
      case '/user/get-collection':
        return json({ success: true, collection });
      case '/user/upgrade-collection': {
        if (!item) return refuse('UPGRADE_NOT_FOUND', 404);
        if (!item.nextCost) return refuse('UPGRADE_MAXED', 409);
        const { currency, amount } = item.nextCost;
        if (currency === 'gems' && user.gems < amount) return refuse('REQUIRES_GEMS', 402);
        if (currency === 'gold' && user.gold < amount) return refuse('REQUIRES_GOLD', 402);
        user = { ...user, [currency]: user[currency as 'gems' | 'gold'] - amount };
        collection = collection.map((entry) => {
          if (entry.upgrade_id === item.upgrade_id) {
            const level = entry.level + 1;
            const nextAmount = GOLD_COSTS[level];
            return {
              ...entry,
              level,
              owned: true,
              active: true,
              nextCost:
                entry.category === 'skin' || nextAmount === undefined
                  ? null
                  : { currency: 'gold', amount: nextAmount },
            };
          }
          if (item.slot && entry.slot === item.slot) return { ...entry, active: false };
          return entry;
        });
        return json({ success: true, collection, userData: user });
      }
      case '/user/activate-collection': {
        if (!item) return refuse('UPGRADE_NOT_FOUND', 404);
        if (!item.owned) return refuse('UPGRADE_NOT_OWNED', 409);
        const wear = (body as { wear?: boolean } | null)?.wear !== false;
        collection = collection.map((entry) =>
          entry.slot === item.slot
            ? { ...entry, active: wear && entry.upgrade_id === item.upgrade_id }
            : entry,
        );
        return json({ success: true, collection, userData: user });
      }
      default:
        return json({ success: false, code: 'NOT_FOUND', message: 'Route not found' }, 404);
    }
  };
  return { fetch, calls };
}

function renderCollection(
  user: UserData | null,
  fake = fakeCollection(user ?? sampleUser()),
  language: 'en' | 'es' = 'en',
) {
  const result = renderWithApp(
    <Routes>
      <Route path="/collection" element={<CollectionScreen />} />
    </Routes>,
    {
      route: '/collection',
      language,
      fetch: fake.fetch,
      prepare: (app) => {
        if (user) app.dispatch(sessionStarted({ accessToken: 'token', userData: user }));
      },
    },
  );
  return { ...result, fake };
}

afterEach(() => vi.restoreAllMocks());

describe('CollectionScreen', () => {
  it('lists the skins by slot, drawn, with their state and gem price, and the upgrade with its level', async () => {
    renderCollection(sampleUser({ gems: 75, gold: 500 }));
    const backs = await screen.findByTestId('collection-slot-card_back');
    expect(within(backs).getByRole('heading').textContent).toBe('Card backs');
    expect(screen.getByTestId('collection-slot-felt').textContent).toContain('Table felt');
    expect(screen.getByTestId('collection-slot-tile').textContent).toContain('Domino tiles');
    expect(screen.getByTestId('collection-slot-frame').textContent).toContain('Avatar frames');

    const royal = screen.getByTestId('collection-item-back-royal');
    expect(royal.dataset.state).toBe('worn');
    expect(royal.textContent).toContain('Royal blue card back');
    expect(royal.textContent).toContain('Wearing');
    expect(royal.querySelector('svg[data-skin="back-royal"]')).not.toBeNull();

    const crimson = screen.getByTestId('collection-item-back-crimson');
    expect(crimson.dataset.state).toBe('for-sale');
    expect(crimson.querySelector('svg[data-skin="back-crimson"]')).not.toBeNull();
    expect(screen.getByTestId('collection-buy-back-crimson').textContent).toBe('80');
    expect(screen.getByRole('button', { name: 'Buy Crimson card back for 80 gems' })).toBeTruthy();

    expect(screen.getByTestId('collection-item-felt-midnight').dataset.state).toBe('owned');
    expect(screen.getByRole('button', { name: 'Wear Midnight felt' })).toBeTruthy();
    expect(
      screen.getByTestId('collection-item-frame-gold').querySelector('[data-frame="frame-gold"]'),
    ).not.toBeNull();

    const hints = screen.getByTestId('collection-item-sharper-hints');
    expect(hints.textContent).toContain('Sharper Klondike hints');
    expect(hints.textContent).toContain('A deeper Klondike hint search in free play.');
    expect(screen.getByTestId('collection-level-sharper-hints').textContent).toBe('Level 1/3');
    expect(screen.getByRole('button', { name: 'Level up Sharper Klondike hints for 400 gold' })).toBeTruthy();

    expect(screen.getByTestId('store-balance-gems').textContent).toContain('75');
    expect(screen.getByTestId('store-balance-gold').textContent).toContain('500');
    expect(screen.queryByTestId('store-balance-coins')).toBeNull();
    expect(screen.getByTestId('collection-store').getAttribute('href')).toBe('/store');
  });

  it('buys a skin with gems: the balance moves, the skin is worn and the slot’s other skin is not', async () => {
    const { fake, store } = renderCollection(sampleUser({ gems: 100, gold: 0 }));
    fireEvent.click(await screen.findByTestId('collection-buy-back-crimson'));
    expect((await screen.findByTestId('collection-notice')).textContent).toBe(
      'Crimson card back bought and worn.',
    );
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/user/upgrade-collection',
      body: { upgrade_id: 'back-crimson' },
    });
    expect(store.getState().session.user?.gems).toBe(20);
    await waitFor(() => expect(screen.getByTestId('store-balance-gems').textContent).toContain('20'));
    expect(screen.getByTestId('collection-item-back-crimson').dataset.state).toBe('worn');
    expect(screen.getByTestId('collection-item-back-royal').dataset.state).toBe('owned');
  });

  it('levels the upgrade up with gold until its highest level', async () => {
    const { store } = renderCollection(sampleUser({ gems: 0, gold: 1500 }));
    fireEvent.click(await screen.findByTestId('collection-buy-sharper-hints'));
    expect((await screen.findByTestId('collection-notice')).textContent).toBe(
      'Sharper Klondike hints is now level 2.',
    );
    expect(screen.getByTestId('collection-level-sharper-hints').textContent).toBe('Level 2/3');
    expect(store.getState().session.user?.gold).toBe(1100);
    fireEvent.click(screen.getByRole('button', { name: 'Level up Sharper Klondike hints for 800 gold' }));
    await waitFor(() =>
      expect(screen.getByTestId('collection-level-sharper-hints').textContent).toBe('Level 3/3'),
    );
    expect(store.getState().session.user?.gold).toBe(300);
    expect(screen.queryByTestId('collection-buy-sharper-hints')).toBeNull();
    expect(screen.getByTestId('collection-maxed-sharper-hints').textContent).toBe('Highest level');
  });

  it('wears an owned skin', async () => {
    const { fake } = renderCollection(sampleUser());
    fireEvent.click(await screen.findByTestId('collection-wear-felt-midnight'));
    expect((await screen.findByTestId('collection-notice')).textContent).toBe('Now wearing Midnight felt.');
    expect(fake.calls.at(-1)).toEqual({
      method: 'POST',
      path: '/user/activate-collection',
      body: { upgrade_id: 'felt-midnight', wear: true },
    });
    expect(screen.getByTestId('collection-item-felt-midnight').dataset.state).toBe('worn');
    expect(screen.getByTestId('collection-item-felt-emerald').dataset.state).toBe('owned');
  });

  it('takes a worn skin off: no skin of that slot is worn then', async () => {
    const { fake } = renderCollection(sampleUser());
    fireEvent.click(await screen.findByTestId('collection-wear-felt-midnight'));
    fireEvent.click(await screen.findByTestId('collection-take-off-felt-midnight'));
    expect((await screen.findByTestId('collection-notice')).textContent).toBe(
      'Midnight felt taken off: the default is back.',
    );
    expect(fake.calls.at(-1)?.body).toEqual({ upgrade_id: 'felt-midnight', wear: false });
    expect(screen.getByTestId('collection-item-felt-midnight').dataset.state).toBe('owned');
    expect(screen.queryByTestId('collection-take-off-felt-midnight')).toBeNull();
  });

  it('says when gems or gold are short and offers the store; the balances stay', async () => {
    const { store } = renderCollection(sampleUser({ gems: 10, gold: 100 }));
    fireEvent.click(await screen.findByTestId('collection-buy-frame-gold'));
    const notice = await screen.findByTestId('collection-notice');
    expect(notice.textContent).toContain('Not enough gems for Gold avatar frame.');
    expect(within(notice).getByTestId('collection-notice-store').getAttribute('href')).toBe('/store');
    expect(store.getState().ui.errorMessage).toBe(ERROR_MESSAGES.REQUIRES_GEMS);
    expect(store.getState().session.user?.gems).toBe(10);
    expect(screen.getByTestId('collection-item-frame-gold').dataset.state).toBe('for-sale');

    fireEvent.click(screen.getByTestId('collection-buy-sharper-hints'));
    await waitFor(() =>
      expect(screen.getByTestId('collection-notice').textContent).toContain(
        'Not enough gold for Sharper Klondike hints.',
      ),
    );
  });

  it("shows the server's text for an item already maxed, gone or not owned", async () => {
    const items = startingCollection();
    const fake = fakeCollection(sampleUser({ gold: 1000 }), items);
    const real = fake.fetch;
    let answer: Response | null = null;
    fake.fetch = async (input, init) => answer ?? real(input, init);
    renderCollection(sampleUser({ gold: 1000 }), fake);
    await screen.findByTestId('collection-buy-sharper-hints');

    answer = refuse('UPGRADE_MAXED', 409);
    fireEvent.click(screen.getByTestId('collection-buy-sharper-hints'));
    await waitFor(() =>
      expect(screen.getByTestId('collection-notice').textContent).toBe(ERROR_MESSAGES.UPGRADE_MAXED),
    );
    expect(screen.queryByTestId('collection-notice-store')).toBeNull();

    answer = refuse('UPGRADE_NOT_OWNED', 409);
    fireEvent.click(screen.getByTestId('collection-wear-felt-midnight'));
    await waitFor(() =>
      expect(screen.getByTestId('collection-notice').textContent).toBe(ERROR_MESSAGES.UPGRADE_NOT_OWNED),
    );

    answer = refuse('UPGRADE_NOT_FOUND', 404);
    fireEvent.click(screen.getByTestId('collection-buy-back-crimson'));
    await waitFor(() =>
      expect(screen.getByTestId('collection-notice').textContent).toBe(ERROR_MESSAGES.UPGRADE_NOT_FOUND),
    );
  });

  it('offers a retry when the collection cannot be loaded', async () => {
    let fail = true;
    const fake = fakeCollection(sampleUser());
    const real = fake.fetch;
    fake.fetch = async (input, init) => (fail ? refuse('INTERNAL_ERROR', 500) : real(input, init));
    renderCollection(sampleUser(), fake);
    const failed = await screen.findByTestId('collection-load-failed');
    expect(failed.textContent).toContain('Your collection could not be loaded.');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('collection-item-back-royal')).toBeTruthy();
  });

  it('asks a visitor to log in and calls nothing', async () => {
    const { fake } = renderCollection(null);
    const prompt = await screen.findByTestId('collection-visitor-prompt');
    expect(prompt.textContent).toContain('Log in or register to collect skins and upgrades.');
    expect(fake.calls).toEqual([]);
  });

  it('speaks Spanish: slots, names, prices and the errors', async () => {
    renderCollection(sampleUser({ gems: 0, gold: 0 }), undefined, 'es');
    const backs = await screen.findByTestId('collection-slot-card_back');
    expect(within(backs).getByRole('heading').textContent).toBe('Reversos de carta');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Colección');
    expect(screen.getByTestId('collection-item-back-royal').textContent).toContain('Puesto');
    expect(screen.getByRole('button', { name: 'Comprar Reverso carmesí por 80 gemas' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Usar Tapete medianoche' })).toBeTruthy();
    expect(screen.getByTestId('collection-level-sharper-hints').textContent).toBe('Nivel 1/3');
    fireEvent.click(screen.getByTestId('collection-buy-tile-ivory'));
    expect((await screen.findByTestId('collection-notice')).textContent).toContain(
      'No tienes gemas suficientes para Fichas de marfil.',
    );
  });
});
