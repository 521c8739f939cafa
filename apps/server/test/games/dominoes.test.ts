/**
 * Dominoes through the table runtime (issue 13): tables of 2, 3 or 4 seats vs bots in both modes played to the
 * end over HTTP and settled through the wallet, people matched by search only at tables of their seat count
 * (then bots fill the rest), refusals, a resent request applied once, reload mid-hand, and no reply nor socket
 * event ever naming another seat's tile or the boneyard. On PGlite, and on PostgreSQL with Redis when
 * TEST_DATABASE_URL and REDIS_URL are set.
 */
import { chooseDominoesAction, type DominoesState, dominoesSideOf } from '@cardroom/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBalances } from '../../src/wallet/wallet.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { json, post, startTestApp, type TestApp } from '../harness.js';
import { dominoesTable, intentOf, dominoesViewOf as viewOf } from './dominoes-helpers.js';
import { FAST_TABLES, type Table } from './play-helpers.js';
import type { Session } from './social-helpers.js';
import { connectSeat, eventually, listen, stepServer } from './socket-helpers.js';

const TILE = /"[0-6]-[0-6]"/g;

/**
 * Fails when `payload` names a tile the viewer may not know: every dominoes view's own hand, line, finished
 * hands and first lead are public to it (checked against the server's state when given, then set aside); any
 * tile left anywhere else (another hand, the boneyard in any order) is a leak, and so is the server seed
 * before the end.
 */
function expectNothingHidden(
  payload: unknown,
  where: string,
  server?: { state: DominoesState; seat: number },
) {
  const copy = JSON.parse(JSON.stringify(payload)) as unknown;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    if (record.game === 'dominoes' && Array.isArray(record.myHand)) {
      if (server) {
        expect(new Set(record.myHand), `${where}: own hand`).toEqual(
          new Set(server.state.hands[server.seat]),
        );
        expect(record.line, `${where}: line`).toEqual(server.state.line);
        expect(record.boneyardCount, `${where}: boneyard count`).toBe(server.state.boneyard.length);
      }
      if (record.phase !== 'finished' && server)
        expect(JSON.stringify(record), `${where}: seed`).not.toContain(server.state.seed.serverSeed);
      for (const key of ['myHand', 'line', 'history', 'mustLead']) delete record[key];
    }
    for (const value of Object.values(record)) visit(value);
  };
  visit(copy);
  expect(JSON.stringify(copy).match(TILE) ?? [], `${where}: tiles outside the viewer's view`).toEqual([]);
}

describe.each(databaseTiers())('dominoes tables (%s)', (tier) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    // Bots fill a waiting table only when a test asks (fillWithBots), so who sits where is the test's.
    t = await startTestApp(tier, { ...FAST_TABLES, MATCH_FILL_SECONDS: '3600', ...redisSettingsFor(tier) });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { person, serverState, load, move, fillWithBots, playToTheEnd: playSeat } = dominoesTable(() => t);

  const coinsOf = async (session: Session) => (await getBalances(t.ctx.db, session.userData.id)).coins;

  /** Plays the caller's seat to the end, scanning every reply for tiles the seat may not know. */
  const playToTheEnd = (session: Session, gameId: string): Promise<Table> =>
    playSeat(session, gameId, {
      async afterMove(reply, view, step) {
        // Bots may have moved since the reply: the server's state is compared only when it is the replied one.
        const state = await serverState(gameId);
        const replied = viewOf(json<Table>(reply));
        expectNothingHidden(
          json(reply),
          `move ${step}`,
          state.moves === replied.moves ? { state, seat: view.seat } : undefined,
        );
      },
    });

  function expectSettled(final: Table, seat: number, before: number, after: number, entry: number) {
    const outcome = final.gameData.outcome;
    expect(outcome, 'settled outcome').toBeTruthy();
    const mine = outcome?.payouts.find((payout) => payout.playerId === final.playerData.id);
    const won = outcome?.winners.includes(final.playerData.id) ?? false;
    const expected = won ? (outcome?.draw ? entry : 2 * entry) : 0;
    expect(mine?.amount ?? 0, `payout of seat ${seat}`).toBe(expected);
    expect(after - before, 'coins: entry paid, payout received').toBe(expected - entry);
  }

  it.each([
    { seats: 2, mode: 'classic', quick: false },
    { seats: 4, mode: 'tilesonfire', quick: true },
    { seats: 2, mode: 'tilesonfire', quick: true },
    { seats: 4, mode: 'classic', quick: true },
    { seats: 3, mode: 'classic', quick: true },
  ] as const)(
    'plays a $seats-seat $mode table vs bots to settlement (quick: $quick)',
    async ({ seats, mode, quick }) => {
      const ann = await person('dom');
      const before = await coinsOf(ann);
      const socket = await connectSeat(baseUrl, ann.accessToken);
      try {
        const created = await post(
          t.app,
          '/game/create',
          { type: 'bots', map: 'dominoes', game_mode: mode, seats, quick },
          { token: ann.accessToken },
        );
        expect(created.statusCode, created.body).toBe(200);
        const table = json<Table>(created);
        const gameId = table.gameData.game_id;
        expect(table.gameData).toMatchObject({
          map: 'dominoes',
          people: seats,
          maxPeople: seats,
          hasStarted: true,
        });
        const view = viewOf(table);
        expect(view).toMatchObject({ seatCount: seats, mode, seat: 0 });
        expect(view.handCounts).toHaveLength(seats);
        const state = await serverState(gameId);
        expect(state.seatCount).toBe(seats);
        expectNothingHidden(
          json(created),
          'create',
          state.moves === view.moves ? { state, seat: 0 } : undefined,
        );
        const sides = mode === 'tilesonfire' && seats === 4 ? 2 : seats;
        expect(table.gameData.teams).toHaveLength(sides);

        const final = await playToTheEnd(ann, gameId);
        const finalView = viewOf(final);
        expect(finalView.phase).toBe('finished');
        expect(finalView.serverSeed).not.toBeNull();
        if (!quick) expect(Math.max(...finalView.scores)).toBeGreaterThanOrEqual(100);
        expect(final.gameData.score).toBe(finalView.scores[dominoesSideOf(mode, seats, 0)]);
        expectSettled(final, 0, before, await coinsOf(ann), 100);
        await eventually(
          async () => (socket.latest?.gameData.hasFinished ? true : undefined),
          10_000,
          'the end',
        );
        for (const [index, event] of socket.all.entries())
          expectNothingHidden(event.payload, `socket event ${index}`);
      } finally {
        socket.close();
      }
    },
  );

  it("has a scan that sees a tile outside the view and another seat's hand given as its own", async () => {
    const ann = await person('domscan');
    const created = await post(
      t.app,
      '/game/create',
      { type: 'bots', map: 'dominoes', game_mode: 'classic', seats: 2 },
      { token: ann.accessToken },
    );
    const reply = json<Table>(created);
    const state = await serverState(reply.gameData.game_id);
    expectNothingHidden(
      reply,
      'the reply',
      state.moves === viewOf(reply).moves ? { state, seat: 0 } : undefined,
    );
    const boneyard = { ...reply, boneyard: state.boneyard };
    expect(() => expectNothingHidden(boneyard, 'a leaky reply')).toThrow(/tiles outside/);
    const swapped = {
      ...reply,
      gameData: { ...reply.gameData, view: { ...viewOf(reply), myHand: state.hands[1] } },
    };
    expect(() => expectNothingHidden(swapped, 'a swapped hand', { state, seat: 0 })).toThrow(/own hand/);
    await post(t.app, '/game/exit', {}, { token: ann.accessToken });
  });

  it('refuses a seat count the game does not have, and seats on another map', async () => {
    const ann = await person('domseats');
    const five = await post(
      t.app,
      '/game/create',
      { type: 'bots', map: 'dominoes', game_mode: 'classic', seats: 5 },
      { token: ann.accessToken },
    );
    expect(five.statusCode).toBe(400);
    const spades = await post(
      t.app,
      '/game/create',
      { type: 'bots', map: 'spades', game_mode: 'classic', seats: 2 },
      { token: ann.accessToken },
    );
    expect(spades.statusCode).toBe(400);
  });

  it('matches two people by search at a four-seat table, bots fill the rest, and both play to the end', async () => {
    const ann = await person('domvs');
    const bob = await person('domvs');
    const cid = await person('domvs');
    const search = (session: Session, seats: 2 | 4) =>
      post(
        t.app,
        '/game/search',
        { type: 'vs', map: 'dominoes', game_mode: 'tilesonfire', seats },
        { token: session.accessToken },
      );
    const first = await search(ann, 4);
    expect(first.statusCode, first.body).toBe(200);
    const gameId = json<Table>(first).gameData.game_id;
    // A two-seat search never lands at the four-seat table.
    const other = await search(cid, 2);
    expect(json<Table>(other).gameData.game_id).not.toBe(gameId);
    expect(json<Table>(other).gameData.maxPeople).toBe(2);
    const second = await search(bob, 4);
    expect(json<Table>(second).gameData).toMatchObject({ game_id: gameId, people: 2, maxPeople: 4 });
    expect(json<Table>(second).gameData.hasStarted).toBe(false);
    const [annBefore, bobBefore] = [await coinsOf(ann), await coinsOf(bob)];
    await fillWithBots(gameId);
    const started = await load(ann.accessToken);
    expect(started.gameData).toMatchObject({ people: 4, hasStarted: true });
    expect(started.gameData.players.filter((player) => player.isBot)).toHaveLength(2);
    const [annFinal, bobFinal] = await Promise.all([playToTheEnd(ann, gameId), playToTheEnd(bob, gameId)]);
    // The entries were paid when each sat down (before annBefore/bobBefore): count them back in.
    expectSettled(annFinal, 0, annBefore + 150, await coinsOf(ann), 150);
    expectSettled(bobFinal, 1, bobBefore + 150, await coinsOf(bob), 150);
    await post(t.app, '/game/exit', {}, { token: cid.accessToken });
  });

  it('refuses illegal moves, applies a resent request once and reloads mid-hand', async () => {
    const ann = await person('domrules');
    const bob = await person('domrules');
    const search = (session: Session) =>
      post(
        t.app,
        '/game/search',
        { type: 'vs', map: 'dominoes', game_mode: 'classic', seats: 2 },
        { token: session.accessToken },
      );
    const gameId = json<Table>(await search(ann)).gameData.game_id;
    expect(json<Table>(await search(bob)).gameData).toMatchObject({ game_id: gameId, hasStarted: true });
    const state = await serverState(gameId);
    const sessions = [ann, bob] as const;
    const leader = sessions[state.turn] as Session;
    const waiter = sessions[1 - state.turn] as Session;
    const leaderHand = state.hands[state.turn] as string[];
    const otherHand = state.hands[1 - state.turn] as string[];

    const refused = async (
      session: Session,
      action: unknown,
      status: number,
      code: string,
      message?: RegExp,
    ) => {
      const reply = await move(session.accessToken, gameId, action);
      expect(reply.statusCode, reply.body).toBe(status);
      const body = json<{ success: boolean; code: string; message: string }>(reply);
      expect(body).toMatchObject({ success: false, code });
      if (message) expect(body.message).toMatch(message);
    };
    await refused(waiter, { type: 'draw' }, 409, 'NOT_YOUR_TURN');
    await refused(leader, { type: 'play', tile: otherHand[0], end: 'east' }, 422, 'NOT_IN_HAND', /not in/);
    await refused(leader, { type: 'draw' }, 422, 'MUST_PLAY', /play it/);
    await refused(leader, { type: 'pass' }, 422, 'MUST_PLAY', /play it/);
    await refused(leader, { type: 'play', tile: '3-6', end: 'east' }, 400, 'VALIDATION_ERROR');
    await refused(
      leader,
      { type: 'play', tile: leaderHand[0], end: 'east', seat: 1 },
      400,
      'VALIDATION_ERROR',
    );
    const lead = state.mustLead ?? (leaderHand[0] as string);
    const wrongLead = leaderHand.find((tile) => tile !== lead) as string;
    if (state.mustLead)
      await refused(leader, { type: 'play', tile: wrongLead, end: 'east' }, 422, 'MUST_LEAD', /led with/);
    expect((await serverState(gameId)).moves).toBe(0);

    // The lead, then the same request again: answered with the table, applied once.
    const led = await move(leader.accessToken, gameId, { type: 'play', tile: lead, end: 'east' }, 'lead-1');
    expect(led.statusCode, led.body).toBe(200);
    const again = await move(leader.accessToken, gameId, { type: 'play', tile: lead, end: 'east' }, 'lead-1');
    expect(again.statusCode, again.body).toBe(200);
    const afterLead = await serverState(gameId);
    expect(afterLead.moves).toBe(1);
    expect(afterLead.hands[afterLead.line.lead?.seat ?? -1]).toHaveLength(leaderHand.length - 1);

    // Reload mid-hand: the same table, the caller's own tiles only.
    for (const [seat, session] of sessions.entries()) {
      const reloaded = await load(session.accessToken);
      const view = viewOf(reloaded);
      expect(view.seat).toBe(seat);
      expect(view.moves).toBe(1);
      expectNothingHidden(reloaded, `reload of seat ${seat}`, { state: afterLead, seat });
    }

    // Both play on; the first draw is sent twice under one request id and draws one tile.
    let resentDraw = false;
    for (let step = 0; step < 2000; step++) {
      const current = await serverState(gameId);
      if (current.phase === 'finished') break;
      const session = sessions[current.turn] as Session;
      const view = viewOf(await load(session.accessToken));
      const action = chooseDominoesAction(view);
      const requestId = `step-${step}`;
      const reply = await move(session.accessToken, gameId, intentOf(action), requestId);
      expect(reply.statusCode, reply.body).toBe(200);
      if (action.type === 'draw' && !resentDraw) {
        const resent = await move(session.accessToken, gameId, intentOf(action), requestId);
        expect(resent.statusCode, resent.body).toBe(200);
        const drawn = await serverState(gameId);
        expect(drawn.hands[current.turn]).toHaveLength((current.hands[current.turn] as string[]).length + 1);
        expect(drawn.boneyard).toHaveLength(current.boneyard.length - 1);
        resentDraw = true;
      }
    }
    expect(resentDraw, 'a draw was resent').toBe(true);
    expect((await serverState(gameId)).phase).toBe('finished');
    expect((await load(ann.accessToken)).gameData.hasFinished).toBe(true);
  });

  it('plays for a person whose turn timed out, with the seat clock shown while it runs', async () => {
    const ann = await person('domclock');
    const bob = await person('domclock');
    const search = (session: Session) =>
      post(
        t.app,
        '/game/search',
        { type: 'vs', map: 'dominoes', game_mode: 'tilesonfire', seats: 2 },
        { token: session.accessToken },
      );
    const gameId = json<Table>(await search(ann)).gameData.game_id;
    await search(bob);
    const before = await serverState(gameId);
    const toAct = [ann, bob][before.turn] as Session;
    const table = await load(toAct.accessToken);
    expect(table.gameData.turn).toBe(table.playerData.id);
    expect(table.gameData.turnDeadline).toBeTruthy();
    await stepServer(t, gameId);
    const after = await serverState(gameId);
    expect(after.moves).toBe(before.moves + 1);
    expect(after.lastAction).toMatchObject({ seat: before.turn, auto: true });
    for (const session of [ann, bob]) await post(t.app, '/game/exit', {}, { token: session.accessToken });
  });
});
