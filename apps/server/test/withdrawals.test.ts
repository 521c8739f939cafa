/**
 * Cash withdrawals end to end through the HTTP API (issue 14: "cash is deposited and won and can be
 * withdrawn; bonus cash is never withdrawn"): the payout email, every refusal before cash moves, the cash
 * taken when requested, the sandbox's signed payout webhooks ending it once (paid; or failed, the cash given
 * back once), retried request ids withdrawing once, and the wallet's invariants after every path.
 */
import { randomUUID } from 'node:crypto';
import { MIN_WITHDRAWAL_CENTS, type UserData, type Withdrawal } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SandboxProvider } from '../src/store/providers.js';
import { signatureHeader } from '../src/store/webhook-signature.js';
import { requestWithdrawal } from '../src/store/withdrawals.js';
import { findUserById } from '../src/users/repository.js';
import { getBalances } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { grant, passCashPlayChecks, signUp } from './games/social-helpers.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';
import { expectWalletInvariants } from './wallet-invariants.js';

const SECRET = 'withdrawals-test-sandbox-secret-0123456789';

interface Player {
  token: string;
  userId: string;
  email?: string;
  password?: string;
}

interface WithdrawReply {
  withdrawal: Withdrawal;
  userData: UserData;
}

describe.each(databaseTiers())('cash withdrawals on %s', (tier) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(tier, { SANDBOX_WEBHOOK_SECRET: SECRET, LOG_LEVEL: 'error' });
  });
  afterAll(async () => {
    await t.close();
  });

  /** A registered account with a verified email (dev login), `cash` cents of cash and a payout email. */
  async function player(
    options: { cash?: number; bonus?: number; payoutEmail?: boolean; ageVerified?: boolean } = {},
  ) {
    const { email, password } = uniqueUser('wd');
    const login = await post(t.app, '/auth/login-dev', { email, password });
    expect(login.statusCode, login.body).toBe(200);
    const body = json<{ accessToken: string; userData: UserData }>(login);
    const who: Player = { token: body.accessToken, userId: body.userData.id, email, password };
    if (options.ageVerified ?? true) await passCashPlayChecks(t, who.token);
    if (options.cash) await grant(t, who.userId, 'cash_balance', options.cash);
    if (options.bonus) await grant(t, who.userId, 'bonus_cash', options.bonus);
    if (options.payoutEmail ?? true) {
      const set = await setPayoutEmail(who.token, `payout-${who.userId}@example.com`);
      expect(set.statusCode, set.body).toBe(200);
    }
    return who;
  }

  function setPayoutEmail(token: string, payoutEmail: unknown) {
    return post(t.app, '/user/update', { update: { payout_email: payoutEmail } }, { token });
  }

  function withdraw(who: Player, amountCents: unknown, requestId: unknown = randomUUID()) {
    return post(
      t.app,
      '/user/withdraw',
      { amount_cents: amountCents, request_id: requestId },
      { token: who.token },
    );
  }

  async function withdrawOk(
    who: Player,
    amountCents: number,
    requestId = randomUUID(),
  ): Promise<WithdrawReply> {
    const response = await withdraw(who, amountCents, requestId);
    expect(response.statusCode, response.body).toBe(200);
    return json<WithdrawReply>(response);
  }

  function sandboxPayout(who: Player, withdrawalId: string, outcome: string) {
    return post(
      t.app,
      '/store/sandbox/payout',
      { withdrawal_id: withdrawalId, outcome },
      { token: who.token },
    );
  }

  function payoutWebhook(
    event: { id?: string; type: string; withdrawal_id: string; amount_cents: number },
    options: { secret?: string } = {},
  ) {
    const body = JSON.stringify({ id: event.id ?? `evt_${randomUUID()}`, ...event });
    const header = signatureHeader(options.secret ?? SECRET, body, Math.floor(Date.now() / 1000));
    return t.app.inject({
      method: 'POST',
      url: '/store/webhook/sandbox',
      headers: { 'content-type': 'application/json', 'sandbox-signature': header },
      payload: body,
    });
  }

  async function cashOf(who: Player) {
    const balances = await getBalances(t.ctx.db, who.userId);
    return { cash: balances.cash_balance, bonus: balances.bonus_cash };
  }

  async function withdrawalsOf(who: Player): Promise<Withdrawal[]> {
    const response = await get(t.app, '/user/withdrawals', { token: who.token });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ withdrawals: Withdrawal[] }>(response).withdrawals;
  }

  it('sets, shows to its owner and removes the payout email; refuses a bad address and a guest', async () => {
    const who = await player({ payoutEmail: false });
    const set = await setPayoutEmail(who.token, '  Pay.Me@Example.COM ');
    expect(set.statusCode, set.body).toBe(200);
    expect(json<{ userData: UserData }>(set).userData.payout_email).toBe('pay.me@example.com');
    // A later sign-in carries it too.
    const again = await post(t.app, '/auth/login-dev', { email: who.email, password: who.password });
    expect(json<{ userData: UserData }>(again).userData.payout_email).toBe('pay.me@example.com');
    const bad = await setPayoutEmail(who.token, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(json<{ code: string }>(bad).code).toBe('VALIDATION_ERROR');
    const cleared = await setPayoutEmail(who.token, null);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(json<{ userData: UserData }>(cleared).userData.payout_email).toBeNull();

    const guest = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'deuceshigh',
      map: 'spades',
    });
    const guestToken = json<{ accessToken: string }>(guest).accessToken;
    expectError(
      await setPayoutEmail(guestToken, 'guest@example.com'),
      403,
      'GUEST_NOT_ALLOWED',
      undefined,
      'update.payout_email',
    );
    await expectWalletInvariants(t.ctx.db, 'payout email');
  });

  it('refuses a visitor, a guest, an unverified email and a missing payout email before any cash moves', async () => {
    expectError(
      await post(t.app, '/user/withdraw', { amount_cents: 2000, request_id: randomUUID() }),
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
        '/user/withdraw',
        { amount_cents: 2000, request_id: randomUUID() },
        { token: guestToken },
      ),
      403,
      'GUEST_NOT_ALLOWED',
    );

    const unverified = await signUp(t, 'wdu');
    const pending: Player = { token: unverified.accessToken, userId: unverified.userData.id };
    expect(unverified.userData.email_verified).toBe(false);
    await grant(t, pending.userId, 'cash_balance', 5000);
    expect((await setPayoutEmail(pending.token, 'payout-unverified@example.com')).statusCode).toBe(200);
    expectError(
      await withdraw(pending, 2000),
      403,
      'ACCOUNT_NOT_VERIFIED',
      'Your account is not verified. Please check your email for verification instructions.',
    );
    expect(await cashOf(pending)).toEqual({ cash: 5000, bonus: 0 });

    const minorOrUnknown = await player({ cash: 5000, ageVerified: false });
    expectError(await withdraw(minorOrUnknown, 2000), 403, 'AGE_VERIFICATION_REQUIRED');
    expect(await cashOf(minorOrUnknown)).toEqual({ cash: 5000, bonus: 0 });

    const noPayout = await player({ cash: 5000, payoutEmail: false });
    expectError(await withdraw(noPayout, 2000), 409, 'PAYOUT_EMAIL_REQUIRED');
    expect(await cashOf(noPayout)).toEqual({ cash: 5000, bonus: 0 });
    expect(await withdrawalsOf(noPayout)).toEqual([]);
    await expectWalletInvariants(t.ctx.db, 'refusals');
  });

  it('refuses less than the minimum, more than the cash, bonus cash, and malformed amounts and ids', async () => {
    const who = await player({ cash: 1500, bonus: 5000 });
    expectError(
      await withdraw(who, MIN_WITHDRAWAL_CENTS - 1),
      400,
      'WITHDRAWAL_BELOW_MINIMUM',
      'The smallest withdrawal is $10.00.',
      'amount_cents',
    );
    // 1,500 cents of cash and 5,000 of bonus cash: only the cash counts.
    expectError(await withdraw(who, 2000), 402, 'REQUIRES_CASH', 'requires cash');
    expectError(await withdraw(who, 1501), 402, 'REQUIRES_CASH');
    for (const amount of [12.5, '2000', -2000, 0, null, 2 ** 60]) {
      const response = await withdraw(who, amount);
      expect(response.statusCode, `amount ${String(amount)}`).toBe(400);
      expect(json<{ code: string }>(response).code).toBe('VALIDATION_ERROR');
    }
    const badId = await withdraw(who, 2000, 'not-a-uuid');
    expect(json<{ code: string }>(badId).code).toBe('VALIDATION_ERROR');
    const extra = await post(
      t.app,
      '/user/withdraw',
      { amount_cents: 1000, request_id: randomUUID(), currency: 'bonus_cash' },
      { token: who.token },
    );
    expect(json<{ code: string }>(extra).code).toBe('VALIDATION_ERROR');
    expect(await cashOf(who)).toEqual({ cash: 1500, bonus: 5000 });
    expect(await withdrawalsOf(who)).toEqual([]);
    // All of the cash may go; the bonus cash stays.
    const all = await withdrawOk(who, 1500);
    expect(all.userData).toMatchObject({ cash_balance: 0, bonus_cash: 5000 });
    await expectWalletInvariants(t.ctx.db, 'amount refusals');
  });

  it('takes the cash when requested and keeps it gone once the payout is paid; a paid one never fails', async () => {
    const who = await player({ cash: 5000 });
    const first = await withdrawOk(who, 2500);
    expect(first.withdrawal).toMatchObject({
      amount_cents: 2500,
      status: 'requested',
      provider: 'sandbox',
      payout_email: `payout-${who.userId}@example.com`,
    });
    expect(first.userData.cash_balance).toBe(2500);
    const paid = await sandboxPayout(who, first.withdrawal.withdrawal_id, 'paid');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(json<WithdrawReply>(paid).withdrawal.status).toBe('paid');
    expect(json<WithdrawReply>(paid).userData.cash_balance).toBe(2500);

    const lateFailure = await payoutWebhook({
      type: 'payout.failed',
      withdrawal_id: first.withdrawal.withdrawal_id,
      amount_cents: 2500,
    });
    expect(lateFailure.statusCode, lateFailure.body).toBe(200);
    expect(await cashOf(who)).toEqual({ cash: 2500, bonus: 0 });

    const second = await withdrawOk(who, 1000);
    const list = await withdrawalsOf(who);
    expect(list.map((withdrawal) => [withdrawal.withdrawal_id, withdrawal.status])).toEqual([
      [second.withdrawal.withdrawal_id, 'requested'],
      [first.withdrawal.withdrawal_id, 'paid'],
    ]);
    // Another user's withdrawal is not theirs to see or settle.
    const other = await player({ cash: 0 });
    expect(await withdrawalsOf(other)).toEqual([]);
    expectError(
      await sandboxPayout(other, second.withdrawal.withdrawal_id, 'failed'),
      404,
      'WITHDRAWAL_NOT_FOUND',
    );
    await expectWalletInvariants(t.ctx.db, 'paid');
  });

  it('gives the cash back once when the payout fails, however often and however concurrently it is told', async () => {
    const who = await player({ cash: 4000 });
    const { withdrawal } = await withdrawOk(who, 3000);
    expect(await cashOf(who)).toEqual({ cash: 1000, bonus: 0 });
    const failed = await sandboxPayout(who, withdrawal.withdrawal_id, 'failed');
    expect(failed.statusCode, failed.body).toBe(200);
    expect(json<WithdrawReply>(failed)).toMatchObject({
      withdrawal: { status: 'failed' },
      userData: { cash_balance: 4000 },
    });
    // Told again, by new events and by a late "paid": nothing more comes back and it stays failed.
    const again = await Promise.all(
      ['payout.failed', 'payout.failed', 'payout.paid'].map((type) =>
        payoutWebhook({ type, withdrawal_id: withdrawal.withdrawal_id, amount_cents: 3000 }),
      ),
    );
    expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await cashOf(who)).toEqual({ cash: 4000, bonus: 0 });
    expect((await withdrawalsOf(who))[0]?.status).toBe('failed');

    // One delivery replayed five times at once, on a fresh withdrawal: applied once.
    const next = await withdrawOk(who, 2000);
    const event = {
      id: `evt_${randomUUID()}`,
      type: 'payout.failed',
      withdrawal_id: next.withdrawal.withdrawal_id,
      amount_cents: 2000,
    };
    const replays = await Promise.all(Array.from({ length: 5 }, () => payoutWebhook(event)));
    expect(replays.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await cashOf(who)).toEqual({ cash: 4000, bonus: 0 });
    await expectWalletInvariants(t.ctx.db, 'failed');
  });

  it('refuses a bad signature, another amount and an unknown withdrawal without moving anything', async () => {
    const who = await player({ cash: 3000 });
    const { withdrawal } = await withdrawOk(who, 2000);
    const event = { type: 'payout.failed', withdrawal_id: withdrawal.withdrawal_id, amount_cents: 2000 };
    expectError(await payoutWebhook(event, { secret: 'another-secret' }), 400, 'WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/store/webhook/sandbox',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'evt_unsigned', ...event }),
    });
    expectError(unsigned, 400, 'WEBHOOK_SIGNATURE_INVALID');
    expectError(await payoutWebhook({ ...event, amount_cents: 1 }), 400, 'VALIDATION_ERROR');
    expectError(await payoutWebhook({ ...event, withdrawal_id: randomUUID() }), 404, 'WITHDRAWAL_NOT_FOUND');
    expectError(await payoutWebhook({ ...event, withdrawal_id: 'nope' }), 404, 'WITHDRAWAL_NOT_FOUND');
    expect(await cashOf(who)).toEqual({ cash: 1000, bonus: 0 });
    expect((await withdrawalsOf(who))[0]?.status).toBe('requested');
    // An event type the store does not know is acknowledged and ignored.
    const unknown = await payoutWebhook({ ...event, type: 'payout.updated' });
    expect(unknown.statusCode).toBe(200);
    expect((await withdrawalsOf(who))[0]?.status).toBe('requested');
    await expectWalletInvariants(t.ctx.db, 'bad webhooks');
  });

  it('takes no withdrawal where the sandbox is closed (production), before any cash moves', async () => {
    const who = await player({ cash: 5000 });
    const user = await findUserById(t.ctx.db, who.userId);
    if (!user) throw new Error('no user');
    await expect(
      requestWithdrawal(t.ctx.db, new SandboxProvider(SECRET), {
        user,
        amountCents: 2000,
        requestId: randomUUID(),
        payoutsOpen: false,
      }),
    ).rejects.toMatchObject({ code: 'PAYOUTS_NOT_AVAILABLE' });
    expect(await cashOf(who)).toEqual({ cash: 5000, bonus: 0 });
    expect(await withdrawalsOf(who)).toEqual([]);
  });

  it('withdraws once for a retried or doubled request id, and refuses the id for another amount', async () => {
    const who = await player({ cash: 10_000 });
    const requestId = randomUUID();
    const first = await withdrawOk(who, 3000, requestId);
    const retry = await withdrawOk(who, 3000, requestId);
    expect(retry.withdrawal.withdrawal_id).toBe(first.withdrawal.withdrawal_id);
    expect(await cashOf(who)).toEqual({ cash: 7000, bonus: 0 });
    expectError(await withdraw(who, 4000, requestId), 409, 'IDEMPOTENCY_CONFLICT');

    const doubled = randomUUID();
    const replies = await Promise.all(Array.from({ length: 4 }, () => withdraw(who, 2000, doubled)));
    expect(replies.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(replies.map((response) => json<WithdrawReply>(response).withdrawal.withdrawal_id));
    expect(ids.size).toBe(1);
    expect(await cashOf(who)).toEqual({ cash: 5000, bonus: 0 });
    expect(await withdrawalsOf(who)).toHaveLength(2);
    // Two different requests racing for the last of the cash: one is refused.
    const racing = await Promise.all([withdraw(who, 3000), withdraw(who, 3000)]);
    expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 402]);
    expect(await cashOf(who)).toEqual({ cash: 2000, bonus: 0 });
    await expectWalletInvariants(t.ctx.db, 'retries');
  });
});

describe.each(databaseTiers())('cash withdrawals with Stripe on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_offline',
      STRIPE_WEBHOOK_SECRET: 'whsec_withdrawals_test',
      LOG_LEVEL: 'error',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a withdrawal (Stripe pays people only through Connect, not set up) and keeps the cash', async () => {
    const { email, password } = uniqueUser('wds');
    const login = json<{ accessToken: string; userData: UserData }>(
      await post(t.app, '/auth/login-dev', { email, password }),
    );
    await grant(t, login.userData.id, 'cash_balance', 5000);
    const token = login.accessToken;
    await passCashPlayChecks(t, token);
    expect(
      (await post(t.app, '/user/update', { update: { payout_email: email } }, { token })).statusCode,
    ).toBe(200);
    expectError(
      await post(t.app, '/user/withdraw', { amount_cents: 2000, request_id: randomUUID() }, { token }),
      503,
      'PAYOUTS_NOT_AVAILABLE',
    );
    expect((await getBalances(t.ctx.db, login.userData.id)).cash_balance).toBe(5000);
    expectError(
      await post(t.app, '/store/sandbox/payout', { withdrawal_id: randomUUID(), outcome: 'paid' }, { token }),
      404,
      'NOT_AVAILABLE',
    );
    await expectWalletInvariants(t.ctx.db, 'stripe');
  });
});
