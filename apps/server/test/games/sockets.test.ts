/**
 * Whole matches (to 500) played through the HTTP API, each seat driven by the `game:state` events its own
 * socket receives: a signed-in user vs three bots in every mode, and two people with two bots at one quick table.
 */
import { GAME_COST_DEFAULT, GAME_COST_VS, type GameStateEvent } from '@cardroom/protocol';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledger } from '../../src/db/schema.js';
import { getBalances, ledgerSums } from '../../src/wallet/wallet.js';
import { databaseTiers } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES } from './play-helpers.js';
import {
  connectSeat,
  type Http,
  injectHttp,
  listen,
  playFromSocket,
  type SeatSocket,
  type Session,
  signIn,
  viewOfEvent,
} from './socket-helpers.js';

const MODES = ['classic', 'deuceshigh', 'heartsonfire', 'clubhouse'] as const;

/** Versions a socket received only ever grow, and one version always carries one state. */
function expectIncreasingVersions(events: GameStateEvent[]) {
  const versions = events.map((event) => event.version);
  for (let i = 1; i < versions.length; i++) expect(versions[i]).toBeGreaterThan(versions[i - 1] as number);
}

/** What a person was paid, by the outcome: twice the entry on a win, the entry back on a draw, else 0. */
function expectedPayout(event: GameStateEvent, userId: string, entry: number): number {
  const outcome = event.gameData.outcome;
  if (!outcome) throw new Error('a finished game has an outcome');
  if (!outcome.winners.includes(userId)) return 0;
  return outcome.draw ? entry : 2 * entry;
}

describe.each(databaseTiers())('matches driven by socket events (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, MATCH_FILL_SECONDS: '600' });
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const connect = async (session: Session) => {
    const socket = await connectSeat(baseUrl, session.accessToken);
    sockets.push(socket);
    return socket;
  };
  const coins = async (session: Session) => (await getBalances(t.ctx.db, session.userData.id)).coins;
  const gameLedger = (session: Session) =>
    t.ctx.db
      .select({ delta: ledger.delta, reason: ledger.reason })
      .from(ledger)
      .where(and(eq(ledger.userId, session.userData.id), eq(ledger.currency, 'coins')));

  it.each(MODES)(
    'a signed-in user plays a full %s match vs bots; coins follow the outcome',
    async (mode) => {
      const me = await signIn(http, mode.slice(0, 4));
      expect(await coins(me)).toBe(1000);
      const created = await http(
        'POST',
        '/game/create',
        { type: 'bots', game_mode: mode, map: 'spades' },
        me.accessToken,
      );
      expect(created.status, created.text).toBe(200);
      expect(created.body.userData.coins).toBe(1000 - GAME_COST_DEFAULT);
      expect(await coins(me)).toBe(1000 - GAME_COST_DEFAULT);
      expect(created.body.gameData.singleHand).toBe(false);

      const socket = await connect(me);
      const final = await playFromSocket(http, me.accessToken, socket, { timeoutMs: 90_000 });
      const view = viewOfEvent(final);
      if (!view) throw new Error('no view');
      expect(final.gameData.hasFinished).toBe(true);
      expect(view.phase).toBe('finished');
      // A full match: more than one hand unless somebody's first hand already decided it.
      const best = Math.max(...view.scores.map((side) => side.score));
      const worst = Math.min(...view.scores.map((side) => side.score));
      expect(best >= 500 || worst <= -200).toBe(true);
      expect(view.history.length).toBeGreaterThanOrEqual(1);

      const payout = expectedPayout(final, me.userData.id, GAME_COST_DEFAULT);
      expect(final.gameData.outcome?.payouts).toEqual([
        { playerId: me.userData.id, currency: 'coins', amount: payout },
      ]);
      // A match ends with one side on top (a tie for the lead plays another hand): seat 0 is side 0.
      expect(final.gameData.outcome?.draw).toBe(false);
      expect(view.scores.filter((side) => side.score === best)).toHaveLength(1);
      expect(payout).toBe(view.scores[0]?.score === best ? 2 * GAME_COST_DEFAULT : 0);

      expect(await coins(me)).toBe(1000 - GAME_COST_DEFAULT + payout);
      expect(await ledgerSums(t.ctx.db, me.userData.id)).toEqual(await getBalances(t.ctx.db, me.userData.id));
      const rows = await gameLedger(me);
      expect(rows.filter((row) => row.reason === 'game-entry')).toEqual([
        { delta: -GAME_COST_DEFAULT, reason: 'game-entry' },
      ]);
      // The pot (the entry) pays what it holds; the bots' share of a win is the house's (bot-table-prize).
      expect(rows.filter((row) => row.reason === 'game-payout' || row.reason === 'bot-table-prize')).toEqual(
        payout > 0
          ? [
              { delta: GAME_COST_DEFAULT, reason: 'game-payout' },
              { delta: payout - GAME_COST_DEFAULT, reason: 'bot-table-prize' },
            ]
          : [],
      );
      // finish answers with the settled balance too, and settling again pays nothing more.
      const finished = await http('POST', '/game/spades/finish', {}, me.accessToken);
      expect(finished.status, finished.text).toBe(200);
      expect(finished.body.userData.coins).toBe(1000 - GAME_COST_DEFAULT + payout);
      expect(await coins(me)).toBe(1000 - GAME_COST_DEFAULT + payout);
      expectIncreasingVersions(socket.states);
    },
    120_000,
  );

  it('two people and two bots play a quick game, each from their own socket', async () => {
    const alice = await signIn(http, 'alice');
    const bob = await signIn(http, 'bob');
    const created = await http(
      'POST',
      '/game/create',
      { type: 'vs', game_mode: 'classic', map: 'spades', quick: true },
      alice.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    const gameId = created.body.gameData.game_id as string;
    expect(created.body.gameData.hasStarted).toBe(false);
    const aliceSocket = await connect(alice);
    await aliceSocket.waitFor((event) => event.gameData.game_id === gameId, 5000);

    const found = await http(
      'POST',
      '/game/search',
      { game_mode: 'classic', type: 'vs', map: 'spades', tier: 'free' },
      bob.accessToken,
    );
    expect(found.status, found.text).toBe(200);
    expect(found.body.gameData.game_id).toBe(gameId);
    expect(found.body.playerData.seat).toBe(1);
    const bobSocket = await connect(bob);
    await bobSocket.waitFor((event) => event.gameData.people === 2, 5000);
    // Alice's socket heard Bob sit down.
    await aliceSocket.waitFor((event) => event.gameData.people === 2, 5000);

    for (let i = 0; i < 2; i++) {
      const added = await http('POST', '/game/add-bot', {}, alice.accessToken);
      expect(added.status, added.text).toBe(200);
    }
    await aliceSocket.waitFor((event) => event.gameData.hasStarted, 5000);

    const [aliceFinal, bobFinal] = await Promise.all([
      playFromSocket(http, alice.accessToken, aliceSocket, { timeoutMs: 90_000 }),
      playFromSocket(http, bob.accessToken, bobSocket, { timeoutMs: 90_000 }),
    ]);
    // The last commit reaches both sockets.
    const last = Math.max(aliceFinal.version, bobFinal.version);
    const aliceLast = await aliceSocket.waitFor((event) => event.version === last, 5000);
    const bobLast = await bobSocket.waitFor((event) => event.version === last, 5000);
    expect(aliceLast.gameData.hasFinished && bobLast.gameData.hasFinished).toBe(true);
    expect(aliceLast.gameData.teams).toEqual(bobLast.gameData.teams);
    expect(aliceLast.gameData.outcome).toEqual(bobLast.gameData.outcome);
    expect(viewOfEvent(aliceLast)?.scores).toEqual(viewOfEvent(bobLast)?.scores);
    expect(viewOfEvent(aliceLast)?.history).toEqual(viewOfEvent(bobLast)?.history);

    expectIncreasingVersions(aliceSocket.states);
    expectIncreasingVersions(bobSocket.states);
    // Whatever both sockets saw at one version is the same table, each from its own seat.
    const bobByVersion = new Map(bobSocket.states.map((event) => [event.version, event]));
    let shared = 0;
    for (const event of aliceSocket.states) {
      const other = bobByVersion.get(event.version);
      if (!other || !event.gameData.hasStarted) continue;
      shared += 1;
      const mine = viewOfEvent(event);
      const theirs = viewOfEvent(other);
      expect(theirs?.moves).toBe(mine?.moves);
      expect(theirs?.trick).toEqual(mine?.trick);
      expect(theirs?.bids).toEqual(mine?.bids);
      expect(mine?.seat).toBe(0);
      expect(theirs?.seat).toBe(1);
    }
    expect(shared).toBeGreaterThan(50);
    expect(viewOfEvent(aliceLast)?.moves).toBe(56);

    // Alice (seat 0) and Bob (seat 1) sit on opposite sides: their payouts follow the outcome.
    for (const [session, final] of [
      [alice, aliceLast],
      [bob, bobLast],
    ] as const) {
      const payout = expectedPayout(final, session.userData.id, GAME_COST_VS);
      expect(await coins(session)).toBe(1000 - GAME_COST_VS + payout);
      expect(await ledgerSums(t.ctx.db, session.userData.id)).toEqual(
        await getBalances(t.ctx.db, session.userData.id),
      );
    }
    const outcome = aliceLast.gameData.outcome;
    if (!outcome?.draw) {
      const winners = [alice, bob].filter((session) => outcome?.winners.includes(session.userData.id));
      expect(winners).toHaveLength(1);
    }
  }, 120_000);
});
