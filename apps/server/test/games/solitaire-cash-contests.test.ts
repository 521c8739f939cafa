/**
 * Cash contests (issue 14, decision 0018 "Cash contests") through HTTP, on PGlite and PostgreSQL: only a
 * person who passes the cash play checks may enter, and a refusal moves nothing; the $1.00 entry is paid with
 * credits first, then bonus cash, then cash (`promo-entry-use`, `contest-entry`), the house matching the credits
 * and bonus cash in cash (`promo-entry-match`); a settled contest pays its places in withdrawable cash
 * (`contest-payout`, the rest `contest-rake`); a lone entrant gets back exactly what it paid in each currency
 * (`contest-refund`, `promo-entry-refund`, the house's `promo-entry-unmatch`), once however many sweeps race.
 * The wallet's invariants (balances + pots = named sources + sinks, per currency) hold after each step.
 */

import { CONTEST_CASH_ENTRY_CENTS, type SolitaireContest, type SolitaireStats } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.js';
import { sweepContests } from '../../src/games/solitaire/contests.js';
import type { Currency } from '../../src/wallet/currencies.js';
import { getBalances } from '../../src/wallet/wallet.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectWalletInvariants } from '../wallet-invariants.js';
import { contestLedger, exitTable, resignTable, settleAgain, winWithSolver } from './contest-helpers.js';
import { FAST_TABLES } from './play-helpers.js';
import { grant, type Session, signUp } from './social-helpers.js';
import type { SolitaireReply } from './solitaire-helpers.js';

type Joined = SolitaireReply & { contest: SolitaireContest };
type Purse = { credits: number; bonus_cash: number; cash_balance: number };
const HOUR_MS = 3_600_000;
const CASH = { currency: 'cash' } as const;

describe.each(databaseTiers())('solitaire cash contests (%s)', (tier) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, ...redisSettingsFor(tier) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const purse = async (session: Session): Promise<Purse & { coins: number }> => {
    const balances = await getBalances(t.ctx.db, session.userData.id);
    return {
      credits: balances.credits,
      bonus_cash: balances.bonus_cash,
      cash_balance: balances.cash_balance,
      coins: balances.coins,
    };
  };

  /** Cash play's checks passed, as the verify-age and location routes leave a person (US-FL, checked now). */
  async function passGate(session: Session, region = 'US-FL'): Promise<void> {
    await t.ctx.db
      .update(users)
      .set({
        emailVerified: true,
        ageVerified: true,
        dateOfBirth: '1990-04-01',
        locationRegion: region,
        locationCheckedAt: new Date(),
      })
      .where(eq(users.id, session.userData.id));
  }

  /** A new account holding exactly these cent balances, through the cash play checks unless told. */
  async function player(prefix: string, held: Purse, gate = true): Promise<Session> {
    const session = await signUp(t, prefix);
    for (const currency of ['credits', 'bonus_cash', 'cash_balance'] as const satisfies Currency[])
      if (held[currency] > 0) await grant(t, session.userData.id, currency, held[currency]);
    if (gate) await passGate(session);
    return session;
  }

  const joinReply = (session: Session, body: Record<string, unknown>) =>
    post(t.app, '/game/solitaire/contest/join', body, { token: session.accessToken });

  async function join(session: Session, body: Record<string, unknown>): Promise<Joined> {
    const reply = await joinReply(session, body);
    expect(reply.statusCode, reply.body).toBe(200);
    return json<Joined>(reply);
  }

  async function refused(session: Session, body: Record<string, unknown>) {
    const reply = await joinReply(session, body);
    const { code, message } = json<{ code: string; message: string }>(reply);
    return [reply.statusCode, code, message];
  }

  async function contestOf(session: Session, contestId: string): Promise<SolitaireContest> {
    const reply = await get(t.app, `/game/solitaire/contest?contest_id=${contestId}`, {
      token: session.accessToken,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<{ contest: SolitaireContest }>(reply).contest;
  }

  const mineOf = async (session: Session) =>
    json<{ mine: SolitaireContest[] }>(
      await get(t.app, '/game/solitaire/contests', { token: session.accessToken }),
    ).mine;

  const ledgerOf = (contestId: string) => contestLedger(t, contestId);
  const winSolved = (session: Session, gameId: string) => winWithSolver(t, session, gameId);
  const resign = (session: Session, gameId: string) => resignTable(t, session, gameId);
  const exit = (session: Session) => exitTable(t, session);

  it('refuses a cash entry at each cash play check before any money moves', async () => {
    const held = { credits: 30, bonus_cash: 50, cash_balance: 500 };
    const eve = await player('ceve', held, false);
    const before = await purse(eve);
    const setUser = (patch: Partial<typeof users.$inferInsert>) =>
      t.ctx.db.update(users).set(patch).where(eq(users.id, eve.userData.id));

    await setUser({ emailVerified: false });
    expect(await refused(eve, { draw: 1, seats: 2, ...CASH })).toEqual([
      403,
      'ACCOUNT_NOT_VERIFIED',
      expect.any(String),
    ]);
    await setUser({ emailVerified: true });
    expect(await refused(eve, { draw: 1, seats: 2, ...CASH })).toEqual([
      403,
      'AGE_VERIFICATION_REQUIRED',
      'Verify your age to play for cash.',
    ]);
    await setUser({ ageVerified: true, dateOfBirth: '1990-04-01' });
    expect(await refused(eve, { draw: 1, seats: 2, ...CASH })).toEqual([
      403,
      'LOCATION_REQUIRED',
      'Share your location to play for cash.',
    ]);
    // A check older than the gate's window counts as none.
    await setUser({ locationRegion: 'US-FL', locationCheckedAt: new Date(Date.now() - 30 * 24 * HOUR_MS) });
    expect((await refused(eve, { draw: 1, seats: 2, ...CASH }))[1]).toBe('LOCATION_REQUIRED');
    await setUser({ locationRegion: 'US-AZ', locationCheckedAt: new Date() });
    expect(await refused(eve, { draw: 1, seats: 2, ...CASH })).toEqual([
      403,
      'REGION_NOT_AVAILABLE',
      'This feature is not available in your region.',
    ]);
    expect(await purse(eve)).toEqual(before);
    expect(await mineOf(eve)).toEqual([]);
    await expectWalletInvariants(t.ctx.db, 'after refused cash entries');

    // Coin contests ask none of it: the same person enters one for coins.
    const coins = await join(eve, { draw: 1, seats: 2 });
    expect(coins.contest.entryFee).toEqual({ currency: 'coins', amount: 100 });
    expect(await purse(eve)).toEqual({ ...before, coins: before.coins - 100 });
    await resign(eve, coins.gameData.game_id);
    await exit(eve);
  });

  it('takes credits, then bonus cash, then cash, settles in withdrawable cash and pays once', async () => {
    // Ann pays 30 credits + 50 bonus cash + 20 cash; Bob pays with bonus cash alone.
    const ann = await player('cann', { credits: 30, bonus_cash: 50, cash_balance: 500 });
    const bob = await player('cbob', { credits: 0, bonus_cash: 150, cash_balance: 0 });
    const [annBefore, bobBefore] = [await purse(ann), await purse(bob)];

    const first = await join(ann, { draw: 1, seats: 2, ...CASH });
    expect(first.contest).toMatchObject({
      status: 'open',
      entrants: 1,
      entryFee: { currency: 'cash_balance', amount: CONTEST_CASH_ENTRY_CENTS },
      prize: { currency: 'cash_balance', amount: 90 },
    });
    expect(await purse(ann)).toEqual({ ...annBefore, credits: 0, bonus_cash: 0, cash_balance: 480 });
    expect(await ledgerOf(first.contest.contest_id)).toEqual({
      'promo-entry-use credits': -30,
      'promo-entry-use bonus_cash': -50,
      'promo-entry-match cash_balance': 80,
      'contest-entry cash_balance': -20,
    });
    let totals = await expectWalletInvariants(t.ctx.db, 'after a mixed cash entry');
    expect(totals.held.cash_balance).toBeGreaterThanOrEqual(100);

    const second = await join(bob, { draw: 1, seats: 2, ...CASH });
    expect(second.contest.contest_id).toBe(first.contest.contest_id);
    expect(second.contest).toMatchObject({
      status: 'closed',
      entrants: 2,
      prize: { currency: 'cash_balance', amount: 180 },
    });
    expect(await purse(bob)).toEqual({ ...bobBefore, bonus_cash: 50 });
    await expectWalletInvariants(t.ctx.db, 'after a bonus cash entry');

    await winSolved(ann, first.gameData.game_id);
    await resign(bob, second.gameData.game_id);
    const settled = await contestOf(ann, first.contest.contest_id);
    expect(settled.status).toBe('settled');
    expect(settled.entries.map((entry) => [entry.username, entry.place, entry.payout])).toEqual([
      [ann.userData.username, 1, { currency: 'cash_balance', amount: 180 }],
      [bob.userData.username, 2, { currency: 'cash_balance', amount: 0 }],
    ]);
    // The prize is withdrawable cash: the bonus cash spent does not come back as bonus cash.
    const annSettled = { ...annBefore, credits: 0, bonus_cash: 0, cash_balance: 480 + 180 };
    expect(await purse(ann)).toEqual(annSettled);
    expect(await purse(bob)).toEqual({ ...bobBefore, bonus_cash: 50 });
    const settledLedger = {
      'promo-entry-use credits': -30,
      'promo-entry-use bonus_cash': -150,
      'promo-entry-match cash_balance': 180,
      'contest-entry cash_balance': -20,
      'contest-payout cash_balance': 180,
      'contest-rake cash_balance': -20,
    };
    expect(await ledgerOf(first.contest.contest_id)).toEqual(settledLedger);
    totals = await expectWalletInvariants(t.ctx.db, 'after a cash contest settled');
    // Cash prizes are not coin statistics.
    const stats = json<{ stats: SolitaireStats }>(
      await get(t.app, '/game/solitaire/stats', { token: ann.accessToken }),
    ).stats;
    expect(stats).toMatchObject({ contestsEntered: 1, contestsWon: 1 });
    expect(stats.contestWinnings).toEqual({ currency: 'coins', amount: 0 });

    // Settled again, as a retry or a second process would: nothing is paid or raked twice.
    await settleAgain(t, first.contest.contest_id);
    expect(await purse(ann)).toEqual(annSettled);
    expect(await ledgerOf(first.contest.contest_id)).toEqual(settledLedger);
    await expectWalletInvariants(t.ctx.db, 'after settling twice');
    await exit(ann);
    await exit(bob);
  });

  it('refuses with REQUIRES_CASH when credits, bonus cash and cash together fall short, taking nothing', async () => {
    const poor = await player('cpoor', { credits: 30, bonus_cash: 50, cash_balance: 19 });
    const before = await purse(poor);
    expect(await refused(poor, { draw: 3, seats: 2, ...CASH })).toEqual([
      402,
      'REQUIRES_CASH',
      'requires cash',
    ]);
    expect(await purse(poor)).toEqual(before);
    expect(await mineOf(poor)).toEqual([]);
    // Coins never stand in for cash.
    expect(before.coins).toBeGreaterThan(CONTEST_CASH_ENTRY_CENTS);
    await expectWalletInvariants(t.ctx.db, 'after a short cash entry');
  });

  it('gives a lone entrant back exactly what it paid in each currency, once', async () => {
    // Dana pays 30 credits + 50 bonus cash + 20 cash (all she has); Carl pays 100 cash alone.
    const dana = await player('cdana', { credits: 30, bonus_cash: 50, cash_balance: 20 });
    const carl = await player('ccarl', { credits: 0, bonus_cash: 0, cash_balance: 250 });
    const [danaBefore, carlBefore] = [await purse(dana), await purse(carl)];
    const danaJoined = await join(dana, { draw: 3, seats: 4, ...CASH });
    const carlJoined = await join(carl, { draw: 1, seats: 4, ...CASH });
    expect(danaJoined.contest.contest_id).not.toBe(carlJoined.contest.contest_id);
    expect(await purse(dana)).toEqual({ ...danaBefore, credits: 0, bonus_cash: 0, cash_balance: 0 });
    expect(await purse(carl)).toEqual({ ...carlBefore, cash_balance: 150 });
    expect(await ledgerOf(carlJoined.contest.contest_id)).toEqual({ 'contest-entry cash_balance': -100 });
    await resign(dana, danaJoined.gameData.game_id);
    await resign(carl, carlJoined.gameData.game_id);
    await expectWalletInvariants(t.ctx.db, 'while the lone cash entries wait');

    const closed = new Date(Date.now() + 24 * HOUR_MS + 1000);
    await Promise.all([sweepContests(t.ctx.db, closed), sweepContests(t.ctx.db, closed)]);
    expect((await contestOf(dana, danaJoined.contest.contest_id)).status).toBe('refunded');
    expect((await contestOf(carl, carlJoined.contest.contest_id)).status).toBe('refunded');
    expect(await purse(dana)).toEqual(danaBefore);
    expect(await purse(carl)).toEqual(carlBefore);
    const danaLedger = {
      'promo-entry-use credits': -30,
      'promo-entry-use bonus_cash': -50,
      'promo-entry-match cash_balance': 80,
      'contest-entry cash_balance': -20,
      'contest-refund cash_balance': 20,
      'promo-entry-refund credits': 30,
      'promo-entry-refund bonus_cash': 50,
      'promo-entry-unmatch cash_balance': -80,
    };
    expect(await ledgerOf(danaJoined.contest.contest_id)).toEqual(danaLedger);
    expect(await ledgerOf(carlJoined.contest.contest_id)).toEqual({
      'contest-entry cash_balance': -100,
      'contest-refund cash_balance': 100,
    });
    await Promise.all([
      sweepContests(t.ctx.db, new Date(Date.now() + 50 * HOUR_MS)),
      sweepContests(t.ctx.db, new Date(Date.now() + 50 * HOUR_MS)),
    ]);
    expect(await purse(dana)).toEqual(danaBefore);
    expect(await purse(carl)).toEqual(carlBefore);
    expect(await ledgerOf(danaJoined.contest.contest_id)).toEqual(danaLedger);
    await expectWalletInvariants(t.ctx.db, 'after the cash refunds');
    await exit(dana);
    await exit(carl);
  });
});
