/**
 * The store end to end through the HTTP API (issue 14): checkout, the sandbox's payment page, signed webhooks
 * applied once per event, the first-purchase bonus once per account, refunds and chargebacks taken back with a
 * debt for what was already spent, and the ledger adding up after every path.
 */
import { randomUUID } from 'node:crypto';
import type { Purchase, UserData } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeader } from '../src/store/webhook-signature.js';
import { applyBalanceChanges, getBalances, ledgerSums } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { passCashPlayChecks } from './games/social-helpers.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, mailsTo } from './mail-links.js';

const SECRET = 'store-test-sandbox-secret-0123456789';

interface Buyer {
  token: string;
  userId: string;
  email: string;
}

describe.each(databaseTiers())('the store on %s', (tier) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(tier, { SANDBOX_WEBHOOK_SECRET: SECRET, LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function buyer(): Promise<Buyer> {
    const { email, password } = uniqueUser('buy');
    const login = await post(t.app, '/auth/login-dev', { email, password });
    expect(login.statusCode, login.body).toBe(200);
    const body = json<{ accessToken: string; userData: UserData & { id?: string } }>(login);
    const me = await t.ctx.db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, email) });
    if (!me) throw new Error('no user');
    return { token: body.accessToken, userId: me.id, email };
  }

  async function checkout(who: Buyer, productId = 'coins-1000', method = 'card'): Promise<Purchase> {
    const response = await post(
      t.app,
      '/store/checkout',
      { product_id: productId, method },
      { token: who.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ purchase: Purchase; checkout_url: string }>(response);
    expect(body.purchase.status).toBe('pending');
    expect(body.checkout_url).toBe(`/store/pay/${body.purchase.purchase_id}`);
    return body.purchase;
  }

  async function pay(who: Buyer, purchase: Purchase, outcome: 'success' | 'pending' | 'failure') {
    return post(
      t.app,
      '/store/sandbox/pay',
      { purchase_id: purchase.purchase_id, outcome },
      { token: who.token },
    );
  }

  function webhook(
    event: { id: string; type: string; purchase_id: string; amount_cents: number },
    options: { secret?: string; at?: number; tamper?: boolean } = {},
  ) {
    const body = JSON.stringify(event);
    const at = options.at ?? Math.floor(Date.now() / 1000);
    const header = signatureHeader(options.secret ?? SECRET, body, at);
    return t.app.inject({
      method: 'POST',
      url: '/store/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': header },
      payload: options.tamper ? body.replace('"amount_cents":', '"amount_cents": ') : body,
    });
  }

  async function expectLedgerMatches(who: Buyer): Promise<void> {
    expect(await ledgerSums(t.ctx.db, who.userId)).toEqual(await getBalances(t.ctx.db, who.userId));
  }

  it('lists the catalogue with the first-purchase bonus for a new account, not for a visitor', async () => {
    const visitor = json<{ products: { product_id: string }[]; first_purchase_bonus_available: boolean }>(
      await get(t.app, '/store/catalogue'),
    );
    expect(visitor.products.map((product) => product.product_id)).toContain('coins-1000');
    expect(visitor.first_purchase_bonus_available).toBe(false);
    const who = await buyer();
    const signedIn = json<{
      first_purchase_bonus_available: boolean;
      provider: string;
      payment_methods: string[];
    }>(await get(t.app, '/store/catalogue', { token: who.token }));
    expect(signedIn).toMatchObject({
      first_purchase_bonus_available: true,
      provider: 'sandbox',
      payment_methods: ['card', 'paypal', 'apple_pay', 'google_pay'],
    });
  });

  it('refuses a visitor, a guest, an unknown product and an unknown method', async () => {
    expectError(
      await post(t.app, '/store/checkout', { product_id: 'coins-1000', method: 'card' }),
      401,
      'UNAUTHORIZED',
    );
    const guest = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'deuceshigh',
      map: 'spades',
    });
    const guestToken = json<{ accessToken: string }>(guest).accessToken;
    expectError(
      await post(
        t.app,
        '/store/checkout',
        { product_id: 'coins-1000', method: 'card' },
        { token: guestToken },
      ),
      403,
      'GUEST_NOT_ALLOWED',
    );
    const who = await buyer();
    expectError(
      await post(t.app, '/store/checkout', { product_id: 'coins-1', method: 'card' }, { token: who.token }),
      404,
      'PRODUCT_NOT_FOUND',
      'Product not found.',
    );
    const badMethod = await post(
      t.app,
      '/store/checkout',
      { product_id: 'coins-1000', method: 'cash' },
      { token: who.token },
    );
    expect(badMethod.statusCode).toBe(400);
    expectError(
      await pay(who, { purchase_id: 'not-a-purchase' } as Purchase, 'success'),
      404,
      'PURCHASE_NOT_FOUND',
    );
  });

  it('credits a paid pack once, with 10% bonus cash on the first purchase only', async () => {
    const who = await buyer();
    const before = await getBalances(t.ctx.db, who.userId);
    const first = await checkout(who, 'coins-5500', 'paypal');
    const paid = await pay(who, first, 'success');
    expect(paid.statusCode, paid.body).toBe(200);
    const reply = json<{ purchase: Purchase; userData: UserData }>(paid);
    expect(reply.purchase).toMatchObject({ status: 'succeeded', bonus_cash: 49, method: 'paypal' });
    expect(reply.userData.coins).toBe(before.coins + 5500);
    expect(reply.userData.bonus_cash).toBe(before.bonus_cash + 49);

    // Paying again for the same purchase changes nothing.
    expect((await pay(who, first, 'success')).statusCode).toBe(200);
    const second = await checkout(who, 'gems-100', 'apple_pay');
    const secondReply = json<{ purchase: Purchase; userData: UserData }>(await pay(who, second, 'success'));
    expect(secondReply.purchase.bonus_cash).toBe(0);
    expect(secondReply.userData).toMatchObject({
      coins: before.coins + 5500,
      gems: before.gems + 100,
      bonus_cash: before.bonus_cash + 49,
    });
    const catalogue = json<{ first_purchase_bonus_available: boolean }>(
      await get(t.app, '/store/catalogue', { token: who.token }),
    );
    expect(catalogue.first_purchase_bonus_available).toBe(false);
    const history = json<{ purchases: Purchase[] }>(
      await get(t.app, '/store/purchases', { token: who.token }),
    );
    expect(history.purchases.map((purchase) => purchase.product_id)).toEqual(['gems-100', 'coins-5500']);
    // One receipt per paid purchase, the first with its bonus.
    const receipts = mailsTo(t.smtp, who.email).filter((mail) => /receipt/.test(mail.subject ?? ''));
    expect(receipts.map((mail) => mail.subject)).toEqual([
      expect.stringContaining('5,500 coins'),
      expect.stringContaining('100 gems'),
    ]);
    expect(receipts[0]?.text).toContain('$0.49 in bonus cash');
    await expectLedgerMatches(who);
  });

  it('keeps a pending payment pending until it succeeds, and a failed one credits nothing', async () => {
    const who = await buyer();
    const before = await getBalances(t.ctx.db, who.userId);
    // A deposit is for cash play: refused before its checks, as anything cash is.
    expectError(
      await post(
        t.app,
        '/store/checkout',
        { product_id: 'deposit-1000', method: 'card' },
        { token: who.token },
      ),
      403,
      'AGE_VERIFICATION_REQUIRED',
    );
    await passCashPlayChecks(t, who.token);
    const purchase = await checkout(who, 'deposit-1000', 'google_pay');
    const pending = json<{ purchase: Purchase; userData: UserData }>(await pay(who, purchase, 'pending'));
    expect(pending.purchase.status).toBe('pending');
    expect(pending.userData.cash_balance).toBe(before.cash_balance);
    const polled = json<{ purchase: Purchase }>(
      await get(t.app, `/store/purchase?purchase_id=${purchase.purchase_id}`, { token: who.token }),
    );
    expect(polled.purchase.status).toBe('pending');
    const done = json<{ purchase: Purchase; userData: UserData }>(await pay(who, purchase, 'success'));
    expect(done.purchase.status).toBe('succeeded');
    expect(done.userData.cash_balance).toBe(before.cash_balance + 1000);

    const failing = await checkout(who, 'coins-1000');
    expectError(
      await pay(who, failing, 'failure'),
      402,
      'PAYMENT_ERROR',
      'Error processing payment. Please try again.',
    );
    const failed = json<{ purchase: Purchase; userData: UserData }>(
      await get(t.app, `/store/purchase?purchase_id=${failing.purchase_id}`, { token: who.token }),
    );
    expect(failed.purchase.status).toBe('failed');
    expect(failed.userData.coins).toBe(before.coins);
    await expectLedgerMatches(who);
  });

  it('applies a replayed or concurrently duplicated webhook once, and refuses bad signatures', async () => {
    const who = await buyer();
    const before = await getBalances(t.ctx.db, who.userId);
    const purchase = await checkout(who, 'coins-1000');
    const event = {
      id: `evt_dup_${purchase.purchase_id}`,
      type: 'payment.succeeded',
      purchase_id: purchase.purchase_id,
      amount_cents: 99,
    };
    const deliveries = await Promise.all(Array.from({ length: 6 }, () => webhook(event)));
    expect(deliveries.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await webhook(event)).statusCode).toBe(200);
    // Another event id for the same payment (a provider's retry under a new id) does not pay twice either.
    expect((await webhook({ ...event, id: `${event.id}-again` })).statusCode).toBe(200);
    expect((await getBalances(t.ctx.db, who.userId)).coins).toBe(before.coins + 1000);

    const other = await checkout(who, 'gems-550');
    const otherEvent = {
      id: `evt_bad_${other.purchase_id}`,
      type: 'payment.succeeded',
      purchase_id: other.purchase_id,
      amount_cents: 499,
    };
    expectError(
      await webhook(otherEvent, { secret: 'someone-elses-secret-000000' }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    expectError(await webhook(otherEvent, { tamper: true }), 400, 'WEBHOOK_SIGNATURE_INVALID');
    expectError(
      await webhook(otherEvent, { at: Math.floor(Date.now() / 1000) - 3600 }),
      400,
      'WEBHOOK_SIGNATURE_INVALID',
    );
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/store/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(otherEvent),
    });
    expectError(unsigned, 400, 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await webhook({ ...otherEvent, amount_cents: 1 }), 400, 'VALIDATION_ERROR');
    const wrongProvider = await t.app.inject({
      method: 'POST',
      url: '/store/webhook/stripe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(otherEvent),
    });
    expect(wrongProvider.statusCode).toBe(404);
    expect((await getBalances(t.ctx.db, who.userId)).gems).toBe(before.gems);
    await expectLedgerMatches(who);
  });

  it('takes a refunded purchase back, and what was spent becomes a debt the next purchase settles', async () => {
    const who = await buyer();
    const start = await getBalances(t.ctx.db, who.userId);
    const first = await checkout(who, 'coins-1000');
    await pay(who, first, 'success');
    const refund = {
      id: `evt_refund_${first.purchase_id}`,
      type: 'payment.refunded',
      purchase_id: first.purchase_id,
      amount_cents: 99,
    };
    expect((await webhook(refund)).statusCode).toBe(200);
    expect(await getBalances(t.ctx.db, who.userId)).toEqual(start);
    expect((await webhook(refund)).statusCode).toBe(200);
    expect(await getBalances(t.ctx.db, who.userId)).toEqual(start);

    // Spend the pack before the chargeback: the balance stays at zero and the rest is owed.
    const second = await checkout(who, 'gems-550');
    await pay(who, second, 'success');
    await applyBalanceChanges(t.ctx.db, {
      userId: who.userId,
      changes: [{ currency: 'gems', delta: -500 }],
      reason: 'test-spend',
      idempotencyKey: `spend-${second.purchase_id}`,
    });
    const chargeback = {
      id: `evt_dispute_${second.purchase_id}`,
      type: 'payment.refunded',
      purchase_id: second.purchase_id,
      amount_cents: 499,
    };
    expect((await webhook(chargeback)).statusCode).toBe(200);
    expect((await getBalances(t.ctx.db, who.userId)).gems).toBe(0);
    const third = await checkout(who, 'gems-1200');
    const settledReply = await pay(who, third, 'success');
    expect(settledReply.statusCode, settledReply.body).toBe(200);
    const settled = json<{ userData: UserData }>(settledReply);
    expect(settled.userData.gems).toBe(1200 - 500);
    const statuses = json<{ purchases: Purchase[] }>(
      await get(t.app, '/store/purchases', { token: who.token }),
    );
    expect(statuses.purchases.map((purchase) => purchase.status)).toEqual([
      'succeeded',
      'refunded',
      'refunded',
    ]);
    await expectLedgerMatches(who);
  });

  it("does not show one person's purchase to another", async () => {
    const owner = await buyer();
    const stranger = await buyer();
    const purchase = await checkout(owner);
    expectError(
      await get(t.app, `/store/purchase?purchase_id=${purchase.purchase_id}`, { token: stranger.token }),
      404,
      'PURCHASE_NOT_FOUND',
    );
    expectError(await pay(stranger, purchase, 'success'), 404, 'PURCHASE_NOT_FOUND');
  });

  it('sells coin packs for gems once per request, and refuses without gems', async () => {
    const who = await buyer();
    const exchange = (exchangeId: string, requestId: string) =>
      post(
        t.app,
        '/store/exchange',
        { exchange_id: exchangeId, request_id: requestId },
        { token: who.token },
      );
    const first = randomUUID();
    expectError(await exchange('coins-for-gems-50', first), 402, 'REQUIRES_GEMS', 'requires gems');
    await pay(who, await checkout(who, 'gems-550'), 'success');
    const start = await getBalances(t.ctx.db, who.userId);
    const request = randomUUID();
    const replies = await Promise.all([1, 2, 3].map(() => exchange('coins-for-gems-200', request)));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200]);
    const after = await getBalances(t.ctx.db, who.userId);
    expect({ gems: after.gems, coins: after.coins }).toEqual({
      gems: start.gems - 200,
      coins: start.coins + 5500,
    });
    expectError(await exchange('coins-for-gems-50', request), 409, 'IDEMPOTENCY_CONFLICT');
    expectError(await exchange('coins-for-nothing', randomUUID()), 404, 'EXCHANGE_NOT_FOUND');
    const catalogue = json<{ exchanges: { exchange_id: string }[] }>(await get(t.app, '/store/catalogue'));
    expect(catalogue.exchanges.map((offer) => offer.exchange_id)).toContain('coins-for-gems-200');
    await expectLedgerMatches(who);
  });

  it('sells tickets of every tier, so prize pools can be entered', async () => {
    const who = await buyer();
    const start = await getBalances(t.ctx.db, who.userId);
    for (const productId of ['tickets-bronze-5', 'tickets-silver-3', 'tickets-gold-2', 'tickets-vip-1']) {
      expect((await pay(who, await checkout(who, productId), 'success')).statusCode).toBe(200);
    }
    const after = await getBalances(t.ctx.db, who.userId);
    expect([after.ticket_bronze, after.ticket_silver, after.ticket_gold, after.ticket_vip]).toEqual([
      start.ticket_bronze + 5,
      start.ticket_silver + 3,
      start.ticket_gold + 2,
      start.ticket_vip + 1,
    ]);
    await expectLedgerMatches(who);
  });
});
