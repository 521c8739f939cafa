/** Issue 14: the account screen lists the buyer's purchases and checks a pending one again. */
import type { Purchase } from '@cardroom/protocol';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sampleUser } from '../../components/user.fixture.js';
import { sessionStarted } from '../../store/session-slice.js';
import { renderWithApp } from '../../test/render.js';
import { AccountPurchases } from './AccountPurchases.js';

const purchase = (id: string, status: Purchase['status']): Purchase => ({
  purchase_id: id,
  product_id: 'coins-1000',
  method: 'card',
  provider: 'sandbox',
  status,
  currency: 'coins',
  amount: 1000,
  price_cents: 99,
  bonus_cash: 0,
  created_at: '2026-11-29T06:00:00.000Z',
});

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('AccountPurchases', () => {
  it('lists the purchases and turns a pending one paid when checked again', async () => {
    let checked = 0;
    const fetch: typeof globalThis.fetch = async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/store/purchases') {
        return json({ success: true, purchases: [purchase('p2', 'pending'), purchase('p1', 'succeeded')] });
      }
      if (url.pathname === '/store/purchase') {
        checked += 1;
        return json({
          success: true,
          purchase: purchase('p2', 'succeeded'),
          userData: sampleUser({ coins: 2000 }),
        });
      }
      throw new Error(`unexpected ${url.pathname}`);
    };
    renderWithApp(<AccountPurchases />, {
      fetch,
      prepare: (app) => app.dispatch(sessionStarted({ accessToken: 'token', userData: sampleUser() })),
    });
    await screen.findByTestId('store-purchase-p1');
    fireEvent.click(await screen.findByTestId('store-purchase-check-p2'));
    await waitFor(() => expect(screen.queryByTestId('store-purchase-check-p2')).toBeNull());
    expect(checked).toBe(1);
  });
});
