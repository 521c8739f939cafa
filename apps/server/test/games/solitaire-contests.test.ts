/**
 * Klondike ranked contests and the daily deal (issue 12, rules.md "Contest") through HTTP: entrants get the
 * same proved deal at ranked tables (no undo, hints cost 20), nobody sees another's result or the seed before
 * finishing, the winner is paid from the pot with the house's 10% named, a lone entrant is refunded after 24 h,
 * a table never finished ranks last and wins nothing, and the wallet's invariants hold after every step. The
 * daily deal: one deal for everyone, once per person, with its leaderboard; statistics count every game.
 */
import type { KlondikeState } from '@cardroom/engine';
import type { SolitaireContest, SolitaireStats } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, solitaireContests } from '../../src/db/schema.js';
import { FINISH_MS, sweepContests } from '../../src/games/solitaire/contests.js';
import { getBalances } from '../../src/wallet/wallet.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { expectWalletInvariants } from '../wallet-invariants.js';
import { exitTable, resignTable, winWithSolver as winSolvedTable } from './contest-helpers.js';
import { FAST_TABLES } from './play-helpers.js';
import { grant, type Session, signUp } from './social-helpers.js';
import {
  expectNoHiddenCard,
  klondikeViewOf,
  moveOk,
  refusal,
  type SolitaireReply,
  serverState,
} from './solitaire-helpers.js';

type Joined = SolitaireReply & { contest: SolitaireContest };
const HOUR_MS = 3_600_000;

describe.each(databaseTiers())('solitaire contests (%s)', (tier) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, ...redisSettingsFor(tier) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const sealed = async (gameId: string) =>
    (await t.ctx.db.select().from(games).where(eq(games.id, gameId)))[0]?.seedSealed;

  const coins = async (session: Session) => (await getBalances(t.ctx.db, session.userData.id)).coins;

  async function join(session: Session, body: Record<string, unknown>): Promise<Joined> {
    const reply = await post(t.app, '/game/solitaire/contest/join', body, { token: session.accessToken });
    expect(reply.statusCode, reply.body).toBe(200);
    const joined = json<Joined>(reply);
    expectNoHiddenCard(joined, await serverState(t, joined.gameData.game_id), 'the join reply');
    return joined;
  }

  async function contestOf(session: Session, contestId: string): Promise<SolitaireContest> {
    const reply = await get(t.app, `/game/solitaire/contest?contest_id=${contestId}`, {
      token: session.accessToken,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<{ contest: SolitaireContest }>(reply).contest;
  }

  const winWithSolver = (session: Session, gameId: string) => winSolvedTable(t, session, gameId);
  const resign = (session: Session, gameId: string) => resignTable(t, session, gameId);
  const exit = (session: Session) => exitTable(t, session);

  /** The server seed of a table's deal, read from the database (the test's view of the secret). */
  const seedOf = async (gameId: string) => {
    const seed = (await serverState(t, gameId)).seed?.serverSeed;
    if (!seed) throw new Error(`table ${gameId} has no server seed`);
    return seed;
  };

  /**
   * A finished seat of a sealed deal learns nothing of its seed: others still play that deal, and the seed
   * with the public client seed would give them every face-down card.
   */
  async function expectSeedWithheld(session: Session, gameId: string, replies: Record<string, unknown>) {
    const seed = await seedOf(gameId);
    const load = await get(t.app, '/game/load', { token: session.accessToken });
    expect(load.statusCode, load.body).toBe(200);
    for (const [what, text] of Object.entries({ ...replies, 'the load': load.body }))
      expect(JSON.stringify(text).includes(seed), `${what} holds the sealed seed`).toBe(false);
  }

  it('deals two entrants the same proved deal, seals results and the seed, and pays the winner', async () => {
    const [ann, bob] = [await signUp(t, 'ann'), await signUp(t, 'bob')];
    const [annBefore, bobBefore] = [await coins(ann), await coins(bob)];
    const first = await join(ann, { draw: 1, seats: 2 });
    const second = await join(bob, { draw: 1, seats: 2 });
    expect(second.contest.contest_id).toBe(first.contest.contest_id);
    expect(second.contest.status).toBe('closed');
    expect(await coins(ann)).toBe(annBefore - 100);
    expect(await coins(bob)).toBe(bobBefore - 100);
    await expectWalletInvariants(t.ctx.db, 'after two entries');

    const [annState, bobState] = [
      await serverState(t, first.gameData.game_id),
      await serverState(t, second.gameData.game_id),
    ];
    expect(bobState.tableau).toEqual(annState.tableau);
    expect(bobState.stock).toEqual(annState.stock);
    expect(annState.settings).toMatchObject({ ranked: true, draw: 1, maxPasses: 2 });
    expect(first.gameData.fairness?.commitment).toBe(second.gameData.fairness?.commitment);

    // Ranked: no undo, and a hint costs 20 points.
    const bobGame = second.gameData.game_id;
    expect(await refusal(t, bob.accessToken, bobGame, { type: 'undo' })).toEqual({
      status: 422,
      code: 'UNDO_NOT_ALLOWED',
    });
    const hinted = await moveOk(t, bob.accessToken, bobGame, { type: 'hint' });
    expect(klondikeViewOf(hinted).hints).toBe(1);

    const won = await winWithSolver(ann, first.gameData.game_id);
    expect(klondikeViewOf(won).won).toBe(true);
    // Ann has finished but Bob has not: the seed stays sealed and Ann's score is hidden from Bob.
    expect(won.gameData.fairness?.serverSeed).toBeNull();
    await expectSeedWithheld(ann, first.gameData.game_id, { 'the winning move': won });
    const replay = await get(t.app, `/game/replay?game_id=${first.gameData.game_id}`, {
      token: bob.accessToken,
    });
    expect(replay.statusCode).toBe(409);
    const seenByBob = await contestOf(bob, first.contest.contest_id);
    expect(seenByBob.entries.find((entry) => entry.username === ann.userData.username)?.score).toBeNull();
    expect(seenByBob.status).toBe('closed');

    await resign(bob, bobGame);
    const settled = await contestOf(bob, first.contest.contest_id);
    expect(settled.status).toBe('settled');
    expect(settled.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(await sealed(first.gameData.game_id)).toBe(false);
    expect(await sealed(bobGame)).toBe(false);
    // Settled: the seed is out, in the finished table too, so the deal can be verified.
    const annLoad = await get(t.app, '/game/load', { token: ann.accessToken });
    expect(annLoad.body).toContain(await seedOf(first.gameData.game_id));
    expect(settled.entries.map((entry) => [entry.username, entry.place, entry.payout.amount])).toEqual([
      [ann.userData.username, 1, 180],
      [bob.userData.username, 2, 0],
    ]);
    expect(await coins(ann)).toBe(annBefore - 100 + 180);
    expect(await coins(bob)).toBe(bobBefore - 100);
    const totals = await expectWalletInvariants(t.ctx.db, 'after settlement');
    expect(totals.held.coins).toBe(0);

    const notices = json<{ notifications: { subject: string; message: string }[] }>(
      await post(t.app, '/user/get-notifications', {}, { token: ann.accessToken }),
    ).notifications;
    expect(notices.map((notice) => notice.message)).toContain('You placed 1 of 2 and won 180 coins.');
    const stats = json<{ stats: SolitaireStats }>(
      await get(t.app, '/game/solitaire/stats', { token: ann.accessToken }),
    ).stats;
    expect(stats).toMatchObject({ played: 1, won: 1, winRate: 100, currentStreak: 1, contestsWon: 1 });
    expect(stats.contestWinnings.amount).toBe(180);
    await exit(ann);
    await exit(bob);
  });

  it('refunds a lone entrant when the contest closes after 24 h', async () => {
    const cat = await signUp(t, 'cat');
    const before = await coins(cat);
    const joined = await join(cat, { draw: 3, seats: 4 });
    expect(await coins(cat)).toBe(before - 100);
    await resign(cat, joined.gameData.game_id);
    expect((await contestOf(cat, joined.contest.contest_id)).status).toBe('open');
    await sweepContests(t.ctx.db, new Date(Date.now() + 24 * HOUR_MS + 1000));
    const refunded = await contestOf(cat, joined.contest.contest_id);
    expect(refunded.status).toBe('refunded');
    expect(await coins(cat)).toBe(before);
    const notices = json<{ notifications: { message: string }[] }>(
      await post(t.app, '/user/get-notifications', {}, { token: cat.accessToken }),
    ).notifications;
    expect(notices.map((notice) => notice.message)).toContain(
      'Nobody else entered within 24 hours, so your 100-coin entry is back in your wallet.',
    );
    // The refund is keyed: a second sweep pays nothing more.
    await sweepContests(t.ctx.db, new Date(Date.now() + 50 * HOUR_MS));
    expect(await coins(cat)).toBe(before);
    await expectWalletInvariants(t.ctx.db, 'after the refund');
    await exit(cat);
  });

  it('ranks a table left unfinished a day after closing last, with nothing paid to it', async () => {
    const [dan, eve] = [await signUp(t, 'dan'), await signUp(t, 'eve')];
    const first = await join(dan, { draw: 3, seats: 2 });
    const second = await join(eve, { draw: 3, seats: 2 });
    expect(second.contest.contest_id).toBe(first.contest.contest_id);
    await resign(dan, first.gameData.game_id);
    expect((await contestOf(dan, first.contest.contest_id)).status).toBe('closed');
    // Eve walks away from her table (abandoned): the contest waits until its time to finish runs out.
    await exit(eve);
    expect(await sealed(first.gameData.game_id)).toBe(true);
    const [row] = await t.ctx.db
      .select()
      .from(solitaireContests)
      .where(eq(solitaireContests.id, first.contest.contest_id));
    if (!row) throw new Error('contest row missing');
    await sweepContests(t.ctx.db, new Date(row.closesAt.getTime() + FINISH_MS + 1000));
    const settled = await contestOf(dan, first.contest.contest_id);
    expect(settled.status).toBe('settled');
    expect(await sealed(first.gameData.game_id)).toBe(false);
    expect(
      settled.entries.map((entry) => [entry.username, entry.status, entry.place, entry.payout.amount]),
    ).toEqual([
      [dan.userData.username, 'resigned', 1, 180],
      [eve.userData.username, 'unfinished', 2, 0],
    ]);
    await expectWalletInvariants(t.ctx.db, 'after an unfinished entry');
    await exit(dan);
  });

  it('refuses guests, players without the entry, and players already at a table', async () => {
    const guest = json<{ accessToken: string }>(
      await post(t.app, '/game/create-guest', { type: 'bots', map: 'solitaire', game_mode: 'classic' }),
    );
    await post(t.app, '/game/exit', {}, { token: guest.accessToken });
    const asGuest = await post(t.app, '/game/solitaire/contest/join', {}, { token: guest.accessToken });
    expect([asGuest.statusCode, json<{ code: string }>(asGuest).code]).toEqual([403, 'GUEST_NOT_ALLOWED']);

    const poor = await signUp(t, 'poor');
    await grant(t, poor.userData.id, 'coins', -(await coins(poor)) + 40);
    const broke = await post(
      t.app,
      '/game/solitaire/contest/join',
      { draw: 1, seats: 4 },
      {
        token: poor.accessToken,
      },
    );
    expect([broke.statusCode, json<{ code: string }>(broke).code]).toEqual([402, 'NOT_ENOUGH_COINS']);
    expect(await coins(poor)).toBe(40);

    const busy = await signUp(t, 'busy');
    await post(t.app, '/game/solitaire/create', { map: 'solitaire' }, { token: busy.accessToken });
    const before = await coins(busy);
    const twice = await post(t.app, '/game/solitaire/contest/join', {}, { token: busy.accessToken });
    expect(json<{ code: string }>(twice).code).toBe('ALREADY_IN_GAME');
    expect(await coins(busy)).toBe(before);
    await expectWalletInvariants(t.ctx.db, 'after refusals');
    await exit(busy);
  });

  it('seats concurrent joiners once each and never over-fills a contest', async () => {
    const people = await Promise.all([1, 2, 3].map((n) => signUp(t, `race${n}`)));
    const joined = await Promise.all(people.map((person) => join(person, { draw: 1, seats: 4 })));
    const ids = new Set(joined.map((reply) => reply.contest.contest_id));
    for (const id of ids) expect((await contestOf(people[0] as Session, id)).entrants).toBeLessThanOrEqual(4);
    expect(joined.map((reply) => reply.gameData.game_id)).toHaveLength(
      new Set(joined.map((r) => r.gameData.game_id)).size,
    );
    await expectWalletInvariants(t.ctx.db, 'after concurrent joins');
    for (const person of people) await exit(person);
  });

  it('deals the daily deal to everyone once and ranks it', async () => {
    const [fay, gus] = [await signUp(t, 'fay'), await signUp(t, 'gus')];
    const play = (session: Session) =>
      post(t.app, '/game/solitaire/daily', {}, { token: session.accessToken });
    const fayDeal = json<Joined>(await play(fay));
    const again = json<Joined>(await play(fay));
    expect(again.gameData.game_id).toBe(fayDeal.gameData.game_id);
    const gusDeal = json<Joined>(await play(gus));
    expect(gusDeal.contest.contest_id).toBe(fayDeal.contest.contest_id);
    const fayState: KlondikeState = await serverState(t, fayDeal.gameData.game_id);
    const gusState: KlondikeState = await serverState(t, gusDeal.gameData.game_id);
    expect(gusState.tableau).toEqual(fayState.tableau);
    expect(fayState.settings).toMatchObject({ ranked: true, draw: 1, scoring: 'standard' });

    await winWithSolver(fay, fayDeal.gameData.game_id);
    const resigned = await resign(gus, gusDeal.gameData.game_id);
    // Resigning must not buy the deal: a throwaway account would hand it to the next player of the day.
    await expectSeedWithheld(gus, gusDeal.gameData.game_id, { 'the resign': resigned });
    const replayed = await play(fay);
    expect([replayed.statusCode, json<{ code: string }>(replayed).code]).toEqual([409, 'DAILY_DEAL_PLAYED']);
    const today = json<{ contest: SolitaireContest }>(
      await get(t.app, '/game/solitaire/daily', { token: gus.accessToken }),
    ).contest;
    expect(today.kind).toBe('daily');
    expect(today.entries.slice(0, 2).map((entry) => [entry.username, entry.status])).toEqual([
      [fay.userData.username, 'won'],
      [gus.userData.username, 'resigned'],
    ]);
    expect(today.entries[0]?.score).toBeGreaterThan(0);
    const gusStats = json<{ stats: SolitaireStats }>(
      await get(t.app, '/game/solitaire/stats', { token: gus.accessToken }),
    ).stats;
    expect(gusStats).toMatchObject({ played: 1, won: 0, winRate: 0, currentStreak: 0, bestStreak: 0 });
    await exit(fay);
    await exit(gus);
  });

  it('answers CONTEST_NOT_FOUND for an unknown contest', async () => {
    const hal = await signUp(t, 'hal');
    const reply = await get(
      t.app,
      '/game/solitaire/contest?contest_id=00000000-0000-4000-8000-000000000009',
      {
        token: hal.accessToken,
      },
    );
    expect([reply.statusCode, json<{ code: string }>(reply).code]).toEqual([404, 'CONTEST_NOT_FOUND']);
  });
});
