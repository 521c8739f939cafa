/**
 * Stripe's webhooks through the HTTP route, offline (issue 14): events signed as Stripe signs them
 * (`generateTestHeaderString`), a completed checkout credited once and its PaymentIntent remembered, so that a
 * dispute naming only that payment takes the purchase back; a partial refund is acknowledged, not applied.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPurchase, insertPurchase } from '../src/store/repository.js';
import { getBalances } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { signUp } from './games/social-helpers.js';
import { startTestApp, type TestApp } from './harness.js';
import { expectError } from './mail-links.js';

const WEBHOOK_SECRET = 'whsec_store_stripe_test_secret';

describe.each(databaseTiers())('Stripe webhooks on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function deliver(type: string, object: Record<string, unknown>, id: string, secret = WEBHOOK_SECRET) {
    const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
    return t.app.inject({
      method: 'POST',
      url: '/store/webhook/stripe',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      payload,
    });
  }

  it('credits a completed checkout once and takes it back on a dispute that names only the payment', async () => {
    const who = await signUp(t, 'stripe');
    const start = await getBalances(t.ctx.db, who.userData.id);
    const purchase = await insertPurchase(t.ctx.db, {
      userId: who.userData.id,
      productId: 'coins-5500',
      method: 'card',
      provider: 'stripe',
      providerRef: `cs_test_${who.userData.id}`,
      currency: 'coins',
      amount: 5500,
      priceCents: 499,
    });
    const session = {
      object: 'checkout.session',
      id: purchase.providerRef,
      client_reference_id: purchase.id,
      metadata: { purchase_id: purchase.id },
      payment_status: 'paid',
      amount_total: 499,
      payment_intent: `pi_${purchase.id}`,
    };
    for (const attempt of [1, 2]) {
      const reply = await deliver('checkout.session.completed', session, 'evt_completed');
      expect(reply.statusCode, `${attempt}: ${reply.body}`).toBe(200);
    }
    expect((await getBalances(t.ctx.db, who.userData.id)).coins).toBe(start.coins + 5500);
    expect((await findPurchase(t.ctx.db, purchase.id))?.providerPayment).toBe(`pi_${purchase.id}`);

    const partial = {
      object: 'charge',
      id: 'ch_1',
      amount_refunded: 100,
      payment_intent: `pi_${purchase.id}`,
    };
    expect((await deliver('charge.refunded', partial, 'evt_partial')).statusCode).toBe(200);
    expect((await findPurchase(t.ctx.db, purchase.id))?.status).toBe('succeeded');

    expectError(
      await deliver(
        'charge.dispute.created',
        { object: 'dispute', id: 'dp_1', amount: 499 },
        'evt_x',
        'whsec_other',
      ),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const dispute = {
      object: 'dispute',
      id: 'dp_1',
      amount: 499,
      metadata: {},
      payment_intent: `pi_${purchase.id}`,
    };
    expect((await deliver('charge.dispute.created', dispute, 'evt_dispute')).statusCode).toBe(200);
    expect((await findPurchase(t.ctx.db, purchase.id))?.status).toBe('refunded');
    expect((await getBalances(t.ctx.db, who.userData.id)).coins).toBe(start.coins);
    // The sandbox's payment page does not exist when Stripe takes the payments.
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/store/sandbox/pay',
        headers: { authorization: `Bearer ${who.accessToken}` },
        payload: { purchase_id: purchase.id, outcome: 'success' },
      }),
      404,
      'NOT_AVAILABLE',
    );
  });

  it('answers an event about a payment it does not know with PURCHASE_NOT_FOUND', async () => {
    const dispute = {
      object: 'dispute',
      id: 'dp_2',
      amount: 499,
      metadata: {},
      payment_intent: 'pi_unknown',
    };
    expectError(await deliver('charge.dispute.created', dispute, 'evt_unknown'), 404, 'PURCHASE_NOT_FOUND');
  });
});
