/**
 * Token contests (issue 14: tokens come from progression and enter token contests) through HTTP, on PGlite and
 * PostgreSQL: the entry is 5 tokens into the contest's pot (`contest-entry`), a lone entrant gets them back
 * (`contest-refund`), and a settled contest's token pot is the house's (`contest-rake`) while its places are paid
 * in coins the house puts up (`contest-prize`), as a coin contest of the same size pays. Every step is keyed:
 * settling again (a retry, a second process) pays nothing more, and the wallet's invariants (balances + pots =
 * named sources + sinks, per currency) hold after each step.
 */

import { CONTEST_TOKEN_ENTRY_FEE, type SolitaireContest, type SolitaireStats } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepContests } from '../../src/games/solitaire/contests.js';
import { getBalances } from '../../src/wallet/wallet.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectWalletInvariants } from '../wallet-invariants.js';
import { contestLedger, exitTable, resignTable, settleAgain, winWithSolver } from './contest-helpers.js';
import { FAST_TABLES } from './play-helpers.js';
import { grant, type Session, signUp } from './social-helpers.js';
import type { SolitaireReply } from './solitaire-helpers.js';

type Joined = SolitaireReply & { contest: SolitaireContest };
const HOUR_MS = 3_600_000;

describe.each(databaseTiers())('solitaire token contests (%s)', (tier) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, ...redisSettingsFor(tier) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const wallet = async (session: Session) => {
    const balances = await getBalances(t.ctx.db, session.userData.id);
    return { coins: balances.coins, tokens: balances.tokens };
  };

  /** A new account holding exactly `tokens` tokens (accounts start with none). */
  async function player(prefix: string, tokens: number): Promise<Session> {
    const session = await signUp(t, prefix);
    const held = (await getBalances(t.ctx.db, session.userData.id)).tokens;
    if (tokens !== held) await grant(t, session.userData.id, 'tokens', tokens - held);
    return session;
  }

  const joinReply = (session: Session, body: Record<string, unknown>) =>
    post(t.app, '/game/solitaire/contest/join', body, { token: session.accessToken });

  async function join(session: Session, body: Record<string, unknown>): Promise<Joined> {
    const reply = await joinReply(session, body);
    expect(reply.statusCode, reply.body).toBe(200);
    return json<Joined>(reply);
  }

  async function contestOf(session: Session, contestId: string): Promise<SolitaireContest> {
    const reply = await get(t.app, `/game/solitaire/contest?contest_id=${contestId}`, {
      token: session.accessToken,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<{ contest: SolitaireContest }>(reply).contest;
  }

  const ledgerOf = (contestId: string) => contestLedger(t, contestId);
  const winSolved = (session: Session, gameId: string) => winWithSolver(t, session, gameId);
  const resign = (session: Session, gameId: string) => resignTable(t, session, gameId);
  const exit = (session: Session) => exitTable(t, session);

  it('takes 5 tokens into a token contest of its own, pays its places in coins and rakes the token pot', async () => {
    const [ann, bob] = [await player('tann', 12), await player('tbob', 5)];
    const [annBefore, bobBefore] = [await wallet(ann), await wallet(bob)];

    const first = await join(ann, { draw: 1, seats: 2, currency: 'tokens' });
    expect(first.contest).toMatchObject({
      status: 'open',
      entrants: 1,
      entryFee: { currency: 'tokens', amount: CONTEST_TOKEN_ENTRY_FEE },
      prize: { currency: 'coins', amount: 90 },
    });
    expect(await wallet(ann)).toEqual({ coins: annBefore.coins, tokens: annBefore.tokens - 5 });
    let totals = await expectWalletInvariants(t.ctx.db, 'after a token entry');
    expect(totals.held.tokens).toBeGreaterThanOrEqual(5);

    // A coin entrant of the same draw and size opens a coin contest: the currencies never share a pot.
    const coinPlayer = await signUp(t, 'tcoin');
    const coinContest = await join(coinPlayer, { draw: 1, seats: 2 });
    expect(coinContest.contest.contest_id).not.toBe(first.contest.contest_id);
    expect(coinContest.contest.entryFee).toEqual({ currency: 'coins', amount: 100 });

    const second = await join(bob, { draw: 1, seats: 2, currency: 'tokens' });
    expect(second.contest.contest_id).toBe(first.contest.contest_id);
    expect(second.contest).toMatchObject({
      status: 'closed',
      entrants: 2,
      prize: { currency: 'coins', amount: 180 },
    });
    expect(await wallet(bob)).toEqual({ coins: bobBefore.coins, tokens: 0 });
    const listed = json<{ mine: SolitaireContest[] }>(
      await get(t.app, '/game/solitaire/contests', { token: bob.accessToken }),
    ).mine.find((contest) => contest.contest_id === first.contest.contest_id);
    expect(listed?.entryFee).toEqual({ currency: 'tokens', amount: 5 });
    expect(listed?.prize.currency).toBe('coins');
    await expectWalletInvariants(t.ctx.db, 'after two token entries');

    await winSolved(ann, first.gameData.game_id);
    await resign(bob, second.gameData.game_id);
    const settled = await contestOf(ann, first.contest.contest_id);
    expect(settled.status).toBe('settled');
    expect(settled.entries.map((entry) => [entry.username, entry.place, entry.payout])).toEqual([
      [ann.userData.username, 1, { currency: 'coins', amount: 180 }],
      [bob.userData.username, 2, { currency: 'coins', amount: 0 }],
    ]);
    expect(await wallet(ann)).toEqual({ coins: annBefore.coins + 180, tokens: annBefore.tokens - 5 });
    expect(await wallet(bob)).toEqual({ coins: bobBefore.coins, tokens: 0 });
    expect(await ledgerOf(first.contest.contest_id)).toEqual({
      'contest-entry tokens': -10,
      'contest-prize coins': 180,
      'contest-rake tokens': -10,
    });
    totals = await expectWalletInvariants(t.ctx.db, 'after a token contest settled');
    const stats = json<{ stats: SolitaireStats }>(
      await get(t.app, '/game/solitaire/stats', { token: ann.accessToken }),
    ).stats;
    expect(stats).toMatchObject({ contestsEntered: 1, contestsWon: 1 });
    expect(stats.contestWinnings).toEqual({ currency: 'coins', amount: 180 });

    // Settled again, as a retry or a second process would (the row put back to closed, two sweeps at once):
    // every step is keyed, so nothing is paid or raked twice.
    await settleAgain(t, first.contest.contest_id);
    expect((await contestOf(ann, first.contest.contest_id)).status).toBe('settled');
    expect(await wallet(ann)).toEqual({ coins: annBefore.coins + 180, tokens: annBefore.tokens - 5 });
    expect(await wallet(bob)).toEqual({ coins: bobBefore.coins, tokens: 0 });
    expect(await ledgerOf(first.contest.contest_id)).toEqual({
      'contest-entry tokens': -10,
      'contest-prize coins': 180,
      'contest-rake tokens': -10,
    });
    await expectWalletInvariants(t.ctx.db, 'after settling twice');
    await exit(ann);
    await exit(bob);
    await resign(coinPlayer, coinContest.gameData.game_id);
    await exit(coinPlayer);
  });

  it('refuses a token entry without 5 tokens with REQUIRES_TOKENS and takes nothing', async () => {
    const poor = await player('tpoor', CONTEST_TOKEN_ENTRY_FEE - 1);
    const before = await wallet(poor);
    const refused = await joinReply(poor, { draw: 3, seats: 2, currency: 'tokens' });
    expect([refused.statusCode, json<{ code: string; message: string }>(refused)]).toEqual([
      402,
      expect.objectContaining({ code: 'REQUIRES_TOKENS', message: 'requires tokens' }),
    ]);
    expect(await wallet(poor)).toEqual(before);
    const mine = json<{ mine: SolitaireContest[] }>(
      await get(t.app, '/game/solitaire/contests', { token: poor.accessToken }),
    ).mine;
    expect(mine).toEqual([]);
    // Coins do not stand in for tokens, nor tokens for coins.
    expect(before.coins).toBeGreaterThan(100);
    const unknown = await joinReply(poor, { draw: 3, seats: 2, currency: 'gems' });
    expect(unknown.statusCode).toBe(400);
    await expectWalletInvariants(t.ctx.db, 'after a refused token entry');
  });

  it('gives a lone token entrant their 5 tokens back when the contest closes after 24 h, once', async () => {
    const cat = await player('tcat', 5);
    const before = await wallet(cat);
    const joined = await join(cat, { draw: 3, seats: 4, currency: 'tokens' });
    expect(await wallet(cat)).toEqual({ coins: before.coins, tokens: 0 });
    await resign(cat, joined.gameData.game_id);
    expect((await contestOf(cat, joined.contest.contest_id)).status).toBe('open');
    await expectWalletInvariants(t.ctx.db, 'while the lone entry waits');

    await sweepContests(t.ctx.db, new Date(Date.now() + 24 * HOUR_MS + 1000));
    const refunded = await contestOf(cat, joined.contest.contest_id);
    expect(refunded.status).toBe('refunded');
    expect(await wallet(cat)).toEqual(before);
    expect(await ledgerOf(joined.contest.contest_id)).toEqual({
      'contest-entry tokens': -5,
      'contest-refund tokens': 5,
    });
    await sweepContests(t.ctx.db, new Date(Date.now() + 50 * HOUR_MS));
    expect(await wallet(cat)).toEqual(before);
    const totals = await expectWalletInvariants(t.ctx.db, 'after the token refund');
    expect(totals.held.tokens).toBeGreaterThanOrEqual(0);
    await exit(cat);
  });
});
