/**
 * Issue 14: the Store screen against a fake store API: the catalogue by kind, the visitor and guest prompts,
 * and buying through the sandbox payment (success, pending, failure) with the payment choice.
 */
import {
  ERROR_MESSAGES,
  type Exchange,
  type Product,
  type Purchase,
  ROLE_GUEST,
  type UserData,
} from '@cardroom/protocol';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '../components/user.fixture.js';
import { sessionStarted } from '../store/session-slice.js';
import { renderWithApp } from '../test/render.js';
import { StoreScreen } from './StoreScreen.js';
import { checkoutNavigation } from './store/BuyDialog.js';
import { exchangeIds } from './store/ExchangeGroup.js';

const products: Product[] = [
  {
    product_id: 'coins-1000',
    kind: 'coins',
    currency: 'coins',
    amount: 1000,
    price_cents: 499,
    featured: false,
  },
  {
    product_id: 'coins-5000',
    kind: 'coins',
    currency: 'coins',
    amount: 5000,
    price_cents: 1999,
    featured: true,
  },
  { product_id: 'gems-50', kind: 'gems', currency: 'gems', amount: 50, price_cents: 299, featured: false },
  { product_id: 'gold-10', kind: 'gold', currency: 'gold', amount: 10, price_cents: 999, featured: false },
  {
    product_id: 'deposit-1000',
    kind: 'deposit',
    currency: 'cash_balance',
    amount: 1000,
    price_cents: 1000,
    featured: false,
  },
];

const exchanges: Exchange[] = [
  {
    exchange_id: 'gems-to-coins-1000',
    pay: { currency: 'gems', amount: 10 },
    get: { currency: 'coins', amount: 1000 },
  },
  {
    exchange_id: 'gems-to-coins-6000',
    pay: { currency: 'gems', amount: 50 },
    get: { currency: 'coins', amount: 6000 },
  },
];

interface Call {
  method: string;
  path: string;
  body: unknown;
}

interface FakeOptions {
  provider?: 'sandbox' | 'stripe';
  bonus?: boolean;
  /** What the sandbox page answers for each outcome; by default the outcome itself. */
  pay?(outcome: string, purchase: Purchase): Response;
  /** What GET /store/purchase answers. */
  poll?(purchase: Purchase): Purchase;
  /** Replaces POST /store/exchange's answer (a throw is a lost reply). */
  exchange?(body: Record<string, string>, attempt: number): Response | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A store server in memory: one user, its purchases, balances that move when a payment succeeds. */
function fakeStore(start: UserData, options: FakeOptions = {}) {
  const calls: Call[] = [];
  let user = start;
  const purchases: Purchase[] = [];
  const seenRequests = new Set<string>();
  let exchangeCalls = 0;
  const credit = (purchase: Purchase) => {
    const key = purchase.currency as 'coins' | 'gems' | 'gold' | 'cash_balance';
    user = { ...user, [key]: user[key] + purchase.amount, bonus_cash: user.bonus_cash + purchase.bonus_cash };
  };
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, string>) : null;
    calls.push({ method: init?.method ?? 'GET', path: url.pathname + url.search, body });
    switch (url.pathname) {
      case '/store/catalogue':
        return json({
          success: true,
          products,
          exchanges,
          payment_methods: ['card', 'paypal', 'apple_pay', 'google_pay'],
          provider: options.provider ?? 'sandbox',
          first_purchase_bonus_percent: 10,
          first_purchase_bonus_available: options.bonus ?? purchases.length === 0,
        });
      case '/store/checkout': {
        const product = products.find((p) => p.product_id === body?.product_id);
        if (!product) throw new Error('unknown product');
        const purchase: Purchase = {
          purchase_id: `p${purchases.length + 1}`,
          product_id: product.product_id,
          method: body?.method as Purchase['method'],
          provider: options.provider ?? 'sandbox',
          status: 'pending',
          currency: product.currency,
          amount: product.amount,
          price_cents: product.price_cents,
          bonus_cash: 0,
          created_at: '2026-11-29T06:00:00.000Z',
        };
        purchases.unshift(purchase);
        return json({ success: true, purchase, checkout_url: `https://pay.example/${purchase.purchase_id}` });
      }
      case '/store/sandbox/pay': {
        const index = purchases.findIndex((p) => p.purchase_id === body?.purchase_id);
        const current = purchases[index] as Purchase;
        if (options.pay) return options.pay(String(body?.outcome), current);
        const status = { success: 'succeeded', pending: 'pending', failure: 'failed' }[String(body?.outcome)];
        const purchase = {
          ...current,
          status,
          bonus_cash: status === 'succeeded' ? Math.round(current.price_cents / 10) : 0,
        } as Purchase;
        purchases[index] = purchase;
        if (status === 'succeeded') credit(purchase);
        return json({ success: true, purchase, userData: user });
      }
      case '/store/purchase': {
        const index = purchases.findIndex((p) => p.purchase_id === url.searchParams.get('purchase_id'));
        const current = purchases[index] as Purchase;
        const purchase = options.poll ? options.poll(current) : current;
        if (purchase.status === 'succeeded' && current.status !== 'succeeded') credit(purchase);
        purchases[index] = purchase;
        return json({ success: true, purchase, userData: user });
      }
      case '/store/exchange': {
        exchangeCalls += 1;
        const replaced = options.exchange?.(body ?? {}, exchangeCalls);
        if (replaced) return replaced;
        const exchange = exchanges.find((e) => e.exchange_id === body?.exchange_id);
        if (!exchange) return json({ success: false, code: 'EXCHANGE_NOT_FOUND', message: 'x' }, 404);
        if (user.gems < exchange.pay.amount)
          return json({ success: false, code: 'REQUIRES_GEMS', message: ERROR_MESSAGES.REQUIRES_GEMS }, 402);
        if (!seenRequests.has(String(body?.request_id))) {
          seenRequests.add(String(body?.request_id));
          user = { ...user, gems: user.gems - exchange.pay.amount, coins: user.coins + exchange.get.amount };
        }
        return json({ success: true, userData: user });
      }
      case '/store/purchases':
        return json({ success: true, purchases });
      default:
        return json({ success: false, code: 'NOT_FOUND', message: 'Route not found' }, 404);
    }
  };
  return { fetch, calls, purchases };
}

function renderStore(
  user: UserData | null,
  store = fakeStore(user ?? sampleUser()),
  language: 'en' | 'es' = 'en',
  route = '/store',
) {
  const ui = (
    <Routes>
      <Route path="/store" element={<StoreScreen />} />
      <Route path="/store/pay/:purchaseId" element={<StoreScreen />} />
    </Routes>
  );
  const result = renderWithApp(ui, {
    route,
    language,
    fetch: store.fetch,
    prepare: (app) => {
      if (user) app.dispatch(sessionStarted({ accessToken: 'token', userData: user }));
    },
  });
  return { ...result, fake: store };
}

/** Opens the payment choice for a product, picks a method and pays. */
async function payFor(productId: string, method: RegExp = /Credit card/) {
  fireEvent.click(await screen.findByTestId(`store-buy-${productId}`));
  const dialog = screen.getByTestId('store-pay');
  fireEvent.click(within(dialog).getByLabelText(method));
  fireEvent.click(within(dialog).getByTestId('store-pay-submit'));
  return screen.findByTestId('store-sandbox');
}

afterEach(() => vi.restoreAllMocks());

describe('StoreScreen', () => {
  it('lists the catalogue by kind with amounts and dollar prices, the featured pack highlighted', async () => {
    renderStore(sampleUser());
    const coins = await screen.findByTestId('store-group-coins');
    expect(within(coins).getByRole('heading').textContent).toBe('Coins');
    expect(screen.getByTestId('store-product-coins-1000').textContent).toContain('1,000 coins');
    expect(screen.getByTestId('store-buy-coins-1000').textContent).toBe('$4.99');
    expect(screen.getByRole('button', { name: 'Buy 1,000 coins for $4.99' })).toBeTruthy();
    expect(screen.getByTestId('store-product-coins-5000').className).toContain('store-featured');
    expect(screen.getByTestId('store-product-coins-5000').textContent).toContain('Best value');
    expect(screen.getByTestId('store-product-gems-50').textContent).toContain('50 gems');
    expect(screen.getByTestId('store-product-gold-10').textContent).toContain('10 gold');
    expect(screen.getByTestId('store-product-deposit-1000').textContent).toContain('$10.00 cash');
    expect(screen.getByTestId('store-group-deposit').textContent).toContain('Deposit');
    expect(screen.getByTestId('store-bonus').textContent).toBe(
      'First purchase bonus: 10% extra in bonus cash on your first purchase.',
    );
    expect(await screen.findByText('No purchases yet.')).toBeTruthy();
  });

  it('shows a visitor the products and prices with a sign-in prompt instead of buy buttons', async () => {
    const fake = fakeStore(sampleUser(), { bonus: false });
    renderStore(null, fake);
    expect((await screen.findByTestId('store-product-coins-1000')).textContent).toContain('$4.99');
    expect(screen.queryByTestId('store-buy-coins-1000')).toBeNull();
    const prompt = screen.getByTestId('store-visitor-prompt');
    expect(prompt.textContent).toContain('Log in or register to buy.');
    expect(within(prompt).getByTestId('store-login').getAttribute('href')).toBe('/auth/login');
    expect(within(prompt).getByTestId('store-register').getAttribute('href')).toBe('/auth/register');
    expect(screen.queryByTestId('store-bonus')).toBeNull();
    expect(screen.queryByTestId('store-history')).toBeNull();
    expect(fake.calls.map((call) => call.path)).toEqual(['/store/catalogue']);
  });

  it('shows the cash-play checks instead of a deposit button until they pass', async () => {
    const { unmount } = renderStore(
      sampleUser({ cash_play: { allowed: false, missing: ['age', 'location'] } }),
    );
    const deposits = await screen.findByTestId('store-group-deposit');
    expect(within(deposits).getByTestId('cash-play-checklist')).toBeTruthy();
    expect(within(deposits).queryByTestId('store-buy-deposit-1000')).toBeNull();
    expect(screen.getByTestId('store-buy-coins-1000')).toBeTruthy();
    unmount();
    localStorage.clear();
    renderStore(sampleUser({ cash_play: { allowed: true, missing: [] } }));
    const open = await screen.findByTestId('store-group-deposit');
    expect(within(open).queryByTestId('cash-play-checklist')).toBeNull();
    expect(within(open).getByTestId('store-buy-deposit-1000')).toBeTruthy();
  });

  it('asks a guest to register to buy', async () => {
    renderStore(sampleUser({ roles: [ROLE_GUEST] }));
    await screen.findByTestId('store-product-coins-1000');
    expect(screen.getByTestId('store-guest-prompt').textContent).toContain('Register to keep what you buy');
    expect(screen.queryByTestId('store-buy-coins-1000')).toBeNull();
    expect(screen.queryByTestId('store-login')).toBeNull();
  });

  it('offers the four payment methods and checks out with the one chosen', async () => {
    const { fake } = renderStore(sampleUser());
    fireEvent.click(await screen.findByTestId('store-buy-gems-50'));
    const dialog = screen.getByTestId('store-pay');
    const labels = within(dialog)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    expect(labels).toEqual(['Credit card', 'PayPal', 'Apple Pay', 'Google Pay']);
    fireEvent.click(within(dialog).getByLabelText('PayPal'));
    fireEvent.click(within(dialog).getByTestId('store-pay-submit'));
    await screen.findByTestId('store-sandbox');
    expect(fake.calls.find((call) => call.path === '/store/checkout')?.body).toEqual({
      product_id: 'gems-50',
      method: 'paypal',
    });
    const sandbox = screen.getByTestId('store-sandbox');
    expect(sandbox.textContent).toContain('This is a test payment');
    expect(
      within(sandbox)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Success', 'Pending', 'Failure']);
  });

  it('buys: a successful payment stores the new balances, shows the bonus, and lists the purchase', async () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { store } = renderStore(sampleUser({ gems: 5 }));
    await payFor('gems-50');
    fireEvent.click(screen.getByTestId('store-sandbox-success'));
    const success = await screen.findByTestId('store-pay-success');
    expect(success.textContent).toContain('Payment successful: 50 gems added to your balance.');
    expect(success.textContent).toContain('First purchase bonus: $0.30 bonus cash added.');
    expect(store.getState().session.user?.gems).toBe(55);
    expect(store.getState().session.user?.bonus_cash).toBe(30);
    // The balance animates to its new value; the success haptic played (gems: the top bar does not).
    await waitFor(() => expect(screen.getByTestId('store-balance-gems').textContent).toContain('55'));
    expect(vibrate).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('store-pay-close'));
    const row = await screen.findByTestId('store-purchase-p1');
    await waitFor(() => expect(row.textContent).toContain('Paid'));
    expect(row.textContent).toContain('Credit card');
    expect(row.textContent).toContain('$2.99');
    expect(row.textContent).toContain('$0.30');
    // The bonus was spent: the catalogue no longer offers it.
    await waitFor(() => expect(screen.queryByTestId('store-bonus')).toBeNull());
  });

  it('shows the pending text and checks again until the payment went through', async () => {
    const { store, fake } = renderStore(sampleUser({ coins: 1000 }), undefined);
    await payFor('coins-1000');
    fireEvent.click(screen.getByTestId('store-sandbox-pending'));
    const pending = await screen.findByTestId('store-pay-pending');
    expect(pending.textContent).toContain('Payment pending. Please check your email for confirmation.');
    expect(store.getState().session.user?.coins).toBe(1000);
    fireEvent.click(screen.getByTestId('store-pay-check'));
    await screen.findByText('Still pending.');
    expect(fake.calls.some((call) => call.path === '/store/purchase?purchase_id=p1')).toBe(true);
  });

  it('a pending payment that later succeeds updates the balances when checked again', async () => {
    const fake = fakeStore(sampleUser({ coins: 1000 }), {
      poll: (purchase) => ({ ...purchase, status: 'succeeded' }),
    });
    const { store } = renderStore(sampleUser({ coins: 1000 }), fake);
    await payFor('coins-1000');
    fireEvent.click(screen.getByTestId('store-sandbox-pending'));
    fireEvent.click(await screen.findByTestId('store-pay-check'));
    expect((await screen.findByTestId('store-pay-success')).textContent).toContain('1,000 coins added');
    expect(store.getState().session.user?.coins).toBe(2000);
  });

  it('shows the payment error on a failed payment and offers the choice again', async () => {
    const { store } = renderStore(sampleUser());
    await payFor('gold-10', /Google Pay/);
    fireEvent.click(screen.getByTestId('store-sandbox-failure'));
    expect((await screen.findByTestId('store-pay-error')).textContent).toBe(
      'Error processing payment. Please try again.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Google Pay').checked).toBe(true);
    expect(screen.getByTestId('store-pay-submit')).toBeTruthy();
    expect(store.getState().session.user?.gold).toBe(0);
  });

  it("shows the server's PAYMENT_ERROR message as the app does for errors, and the choice again", async () => {
    const fake = fakeStore(sampleUser(), {
      pay: () => json({ success: false, code: 'PAYMENT_ERROR', message: ERROR_MESSAGES.PAYMENT_ERROR }, 402),
    });
    const { store } = renderStore(sampleUser(), fake);
    await payFor('coins-1000');
    fireEvent.click(screen.getByTestId('store-sandbox-success'));
    expect((await screen.findByTestId('store-pay-error')).textContent).toBe(ERROR_MESSAGES.PAYMENT_ERROR);
    expect(store.getState().ui.errorMessage).toBe('Error processing payment. Please try again.');
    expect(screen.getByTestId('store-pay-submit')).toBeTruthy();
  });

  it("sends another provider's checkout to its checkout_url", async () => {
    const open = vi.spyOn(checkoutNavigation, 'open').mockImplementation(() => {});
    renderStore(sampleUser(), fakeStore(sampleUser(), { provider: 'stripe' }));
    fireEvent.click(await screen.findByTestId('store-buy-coins-1000'));
    fireEvent.click(screen.getByTestId('store-pay-submit'));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://pay.example/p1'));
    expect(screen.queryByTestId('store-sandbox')).toBeNull();
  });

  it("shows how a payment ended when another provider's page sends the buyer back", async () => {
    const fake = fakeStore(sampleUser({ gold: 2 }), {
      provider: 'stripe',
      poll: (purchase) => ({ ...purchase, status: 'succeeded' }),
    });
    fake.purchases.push({
      purchase_id: 'p7',
      product_id: 'gold-10',
      method: 'apple_pay',
      provider: 'stripe',
      status: 'pending',
      currency: 'gold',
      amount: 10,
      price_cents: 999,
      bonus_cash: 0,
      created_at: '2026-11-29T06:00:00.000Z',
    });
    const { store } = renderStore(sampleUser({ gold: 2 }), fake, 'en', '/store?purchase=p7');
    expect((await screen.findByTestId('store-checked-notice')).textContent).toBe(
      'Payment successful: 10 gold added to your balance.',
    );
    expect(store.getState().session.user?.gold).toBe(12);
    await waitFor(() => expect(screen.getByTestId('store-purchase-p7').textContent).toContain('Paid'));
    expect(screen.getByTestId('store-purchase-p7').textContent).toContain('Apple Pay');
  });

  it('checks a pending purchase again from the history', async () => {
    const fake = fakeStore(sampleUser());
    fake.purchases.push({
      purchase_id: 'p5',
      product_id: 'coins-1000',
      method: 'card',
      provider: 'sandbox',
      status: 'pending',
      currency: 'coins',
      amount: 1000,
      price_cents: 499,
      bonus_cash: 0,
      created_at: '2026-11-29T06:00:00.000Z',
    });
    renderStore(sampleUser(), fake);
    fireEvent.click(await screen.findByTestId('store-purchase-check-p5'));
    expect((await screen.findByTestId('store-checked-notice')).textContent).toContain(
      'Payment pending. Please check your email for confirmation.',
    );
  });

  it("opens the sandbox's own payment page, /store/pay/:purchaseId, at its test payment step", async () => {
    const fake = fakeStore(sampleUser({ gems: 0 }));
    fake.purchases.push({
      purchase_id: 'p8',
      product_id: 'gems-50',
      method: 'google_pay',
      provider: 'sandbox',
      status: 'pending',
      currency: 'gems',
      amount: 50,
      price_cents: 299,
      bonus_cash: 0,
      created_at: '2026-11-29T06:00:00.000Z',
    });
    const { store } = renderStore(sampleUser({ gems: 0 }), fake, 'en', '/store/pay/p8');
    fireEvent.click(await screen.findByTestId('store-sandbox-success'));
    expect((await screen.findByTestId('store-pay-success')).textContent).toContain('50 gems added');
    expect(store.getState().session.user?.gems).toBe(50);
    expect(fake.calls.filter((call) => call.path === '/store/checkout')).toEqual([]);
  });

  it('speaks Spanish: methods, sandbox buttons, and the pending text', async () => {
    renderStore(sampleUser(), undefined, 'es');
    fireEvent.click(await screen.findByTestId('store-buy-coins-1000'));
    expect(screen.getByRole('button', { name: /^Comprar 1000 monedas por 4,99\sUS\$$/ })).toBeTruthy();
    const dialog = screen.getByTestId('store-pay');
    expect(within(dialog).getByLabelText('Tarjeta de crédito')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('store-pay-submit'));
    fireEvent.click(await screen.findByTestId('store-sandbox-pending'));
    expect((await screen.findByTestId('store-pay-pending')).textContent).toContain(
      'Pago pendiente. Revisa tu correo para ver la confirmación.',
    );
  });

  describe('coins for gems', () => {
    it('lists the packs priced in gems and buys one with a fresh request id, the balances following', async () => {
      vi.spyOn(exchangeIds, 'next').mockReturnValueOnce('11111111-1111-4111-8111-111111111111');
      const { store, fake } = renderStore(sampleUser({ gems: 30, coins: 500 }));
      const group = await screen.findByTestId('store-group-exchanges');
      expect(within(group).getByRole('heading').textContent).toBe('Coins for gems');
      expect(screen.getByTestId('store-exchange-gems-to-coins-1000').textContent).toContain('1,000 coins');
      const buy = screen.getByRole('button', { name: 'Buy 1,000 coins for 10 gems' });
      expect(buy.textContent).toBe('10');
      expect(buy.textContent).not.toContain('$');
      fireEvent.click(buy);
      expect((await screen.findByTestId('store-exchange-notice')).textContent).toContain(
        '1,000 coins added to your balance for 10 gems.',
      );
      expect(store.getState().session.user?.gems).toBe(20);
      expect(store.getState().session.user?.coins).toBe(1500);
      expect(fake.calls.find((call) => call.path === '/store/exchange')?.body).toEqual({
        exchange_id: 'gems-to-coins-1000',
        request_id: '11111111-1111-4111-8111-111111111111',
      });
      await waitFor(() => expect(screen.getByTestId('store-balance-gems').textContent).toContain('20'));
    });

    it('sends a new request id for every tap', async () => {
      const { fake } = renderStore(sampleUser({ gems: 100 }));
      fireEvent.click(await screen.findByTestId('store-exchange-buy-gems-to-coins-1000'));
      await screen.findByTestId('store-exchange-notice');
      await waitFor(() =>
        expect(screen.getByTestId('store-exchange-buy-gems-to-coins-1000')).toHaveProperty('disabled', false),
      );
      fireEvent.click(screen.getByTestId('store-exchange-buy-gems-to-coins-1000'));
      await waitFor(() =>
        expect(fake.calls.filter((call) => call.path === '/store/exchange')).toHaveLength(2),
      );
      const ids = fake.calls
        .filter((call) => call.path === '/store/exchange')
        .map((call) => (call.body as { request_id: string }).request_id);
      expect(new Set(ids).size).toBe(2);
    });

    it('retries a lost reply with the same request id, so the pack is bought once', async () => {
      const fake = fakeStore(sampleUser({ gems: 60, coins: 0 }), {
        exchange: (_body, attempt) => {
          if (attempt === 1) throw new TypeError('Failed to fetch');
          return null;
        },
      });
      const { store } = renderStore(sampleUser({ gems: 60, coins: 0 }), fake);
      fireEvent.click(await screen.findByTestId('store-exchange-buy-gems-to-coins-6000'));
      expect((await screen.findByTestId('store-exchange-notice')).textContent).toContain('No answer');
      fireEvent.click(screen.getByTestId('store-exchange-retry'));
      expect((await screen.findByText(/6,000 coins added/)).textContent).toContain('for 50 gems');
      const ids = fake.calls
        .filter((call) => call.path === '/store/exchange')
        .map((call) => (call.body as { request_id: string }).request_id);
      expect(ids).toHaveLength(2);
      expect(ids[0]).toBe(ids[1]);
      expect(store.getState().session.user?.coins).toBe(6000);
    });

    it('offers the gem packs when the player has too few gems', async () => {
      const scroll = vi.fn();
      Element.prototype.scrollIntoView = scroll;
      const { store } = renderStore(sampleUser({ gems: 5, coins: 0 }));
      fireEvent.click(await screen.findByTestId('store-exchange-buy-gems-to-coins-1000'));
      expect((await screen.findByTestId('store-exchange-notice')).textContent).toContain(
        'Not enough gems for 1,000 coins.',
      );
      fireEvent.click(screen.getByTestId('store-exchange-gems'));
      expect(scroll).toHaveBeenCalled();
      expect(document.activeElement).toBe(screen.getByTestId('store-buy-gems-50'));
      expect(store.getState().session.user?.coins).toBe(0);
    });

    it('reloads the shop when a pack is no longer for sale', async () => {
      const fake = fakeStore(sampleUser({ gems: 60 }), {
        exchange: () =>
          json(
            { success: false, code: 'EXCHANGE_NOT_FOUND', message: ERROR_MESSAGES.EXCHANGE_NOT_FOUND },
            404,
          ),
      });
      renderStore(sampleUser({ gems: 60 }), fake);
      fireEvent.click(await screen.findByTestId('store-exchange-buy-gems-to-coins-1000'));
      expect((await screen.findByTestId('store-exchange-notice')).textContent).toBe(
        ERROR_MESSAGES.EXCHANGE_NOT_FOUND,
      );
      await waitFor(() =>
        expect(fake.calls.filter((call) => call.path === '/store/catalogue').length).toBeGreaterThan(1),
      );
    });

    it('shows visitors and guests the gem prices without a buy button', async () => {
      renderStore(null, fakeStore(sampleUser()));
      const pack = await screen.findByTestId('store-exchange-gems-to-coins-1000');
      expect(pack.textContent).toContain('10');
      expect(within(pack).queryByRole('button')).toBeNull();
      expect(screen.getByTestId('store-visitor-prompt')).toBeTruthy();
    });

    it('speaks Spanish', async () => {
      renderStore(sampleUser({ gems: 30 }), undefined, 'es');
      const group = await screen.findByTestId('store-group-exchanges');
      expect(within(group).getByRole('heading').textContent).toBe('Monedas por gemas');
      fireEvent.click(screen.getByRole('button', { name: 'Comprar 1000 monedas por 10 gemas' }));
      expect((await screen.findByTestId('store-exchange-notice')).textContent).toContain(
        '1000 monedas añadidas a tu saldo por 10 gemas.',
      );
    });
  });
});
