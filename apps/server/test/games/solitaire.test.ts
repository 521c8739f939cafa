/**
 * Klondike free play through the table runtime (issue 12): a deal made for the caller from the fair shuffle,
 * won through HTTP with the solver's moves, refusals with the rules' codes, a foreign or stale game refused,
 * undo, hints, reload mid-game, resigning and exit; no reply nor socket event ever names a card the player may
 * not know. On PGlite, and on PostgreSQL with Redis when TEST_DATABASE_URL and REDIS_URL are set.
 */
import { type KlondikeState, newKlondikeGame } from '@cardroom/engine';
import { solveKlondikePosition } from '@cardroom/engine/klondike-solver';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameResults, games } from '../../src/db/schema.js';
import { getBalances } from '../../src/wallet/wallet.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES } from './play-helpers.js';
import { signUp } from './social-helpers.js';
import { connectSeat, eventually, listen } from './socket-helpers.js';
import {
  create,
  expectNoHiddenCard,
  intentOf,
  klondikeViewOf,
  moveOk,
  refusal,
  type SolitaireReply,
  serverState,
  serverTable,
} from './solitaire-helpers.js';

describe.each(databaseTiers())('solitaire free play (%s)', (tier) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, ...redisSettingsFor(tier) });
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const exit = async (token: string) => {
    const reply = await post(t.app, '/game/exit', {}, { token });
    expect(reply.statusCode, reply.body).toBe(200);
  };

  /** A fresh deal the solver wins (most are): deals again after exiting an unwinnable or undecided one. */
  async function winnableDeal(token: string) {
    for (let attempt = 0; attempt < 12; attempt++) {
      const created = await create(t, token);
      const state = await serverState(t, created.gameData.game_id);
      const solution = solveKlondikePosition(state, {
        draw: state.settings.draw,
        maxPasses: state.settings.maxPasses,
        maxMs: 3000,
      });
      if (solution.verdict === 'winnable') return { created, actions: solution.actions };
      await exit(token);
    }
    throw new Error('no winnable deal in 12 tries');
  }

  it('deals from the fair shuffle, then a whole deal is won through HTTP with nothing hidden shown', async () => {
    const ann = await signUp(t, 'sol');
    const coinsBefore = (await getBalances(t.ctx.db, ann.userData.id)).coins;
    const socket = await connectSeat(baseUrl, ann.accessToken);
    try {
      const { created, actions } = await winnableDeal(ann.accessToken);
      const gameId = created.gameData.game_id;
      // Answers like every create call: the table, the player, the user and the token.
      expect(created.accessToken).toBe(ann.accessToken);
      expect(created.userData?.id).toBe(ann.userData.id);
      expect(created.gameData).toMatchObject({
        map: 'solitaire',
        game_mode: 'classic',
        people: 1,
        maxPeople: 1,
        hasStarted: true,
        hasFinished: false,
        round: 1,
        entryFee: 0,
        turn: ann.userData.id,
        turnDeadline: null,
      });
      expect(created.playerData).toMatchObject({ id: ann.userData.id, seat: 0, isBot: false });
      const first = klondikeViewOf(created);
      expect(first).toMatchObject({
        game: 'klondike',
        viewVersion: 1,
        stockCount: 24,
        wasteCount: 0,
        moves: 0,
        status: 'playing',
        settings: { draw: 1, scoring: 'standard', ranked: false },
      });
      expect(first.tableau.map((column) => [column.down, column.up.length])).toEqual(
        [0, 1, 2, 3, 4, 5, 6].map((down) => [down, 1]),
      );
      // The deal is the fair shuffle of the committed server seed and the table's client seed.
      const [row] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
      if (!row) throw new Error('no game row');
      const dealt = newKlondikeGame(
        { serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: 0, version: row.shuffleVersion },
        first.settings,
      );
      expect(dealt.tableau.map((column) => column.up)).toEqual(first.tableau.map((column) => column.up));
      expect(first.fair).toMatchObject({
        commitment: row.commitment,
        clientSeed: row.clientSeed,
        serverSeed: null,
      });

      const hiddenByVersion = new Map<number, KlondikeState>();
      hiddenByVersion.set((await serverTable(t, gameId)).version, await serverState(t, gameId));
      let last: SolitaireReply = created;
      for (const action of actions) {
        last = await moveOk(t, ann.accessToken, gameId, intentOf(action));
        const table = await serverTable(t, gameId);
        hiddenByVersion.set(table.version, table.state);
      }
      const end = klondikeViewOf(last);
      expect(end).toMatchObject({ status: 'won', won: true, finished: true, stockCount: 0 });
      expect(end.foundations).toEqual({ S: 13, H: 13, C: 13, D: 13 });
      expect(end.fair?.serverSeed).toBe(row.serverSeed);
      expect(last.gameData.hasFinished).toBe(true);
      expect(last.gameData.outcome?.winners).toEqual([ann.userData.id]);
      // Free play: no coins moved; the result is recorded for statistics.
      expect((await getBalances(t.ctx.db, ann.userData.id)).coins).toBe(coinsBefore);
      const results = await t.ctx.db
        .select()
        .from(gameResults)
        .where(and(eq(gameResults.gameId, gameId), eq(gameResults.userId, ann.userData.id)));
      expect(results.map((result) => [result.map, result.outcome, result.payout])).toEqual([
        ['solitaire', 'win', 0],
      ]);
      // Every socket event of this game names only cards the player could see at its version.
      await eventually(
        async () => (socket.states.some((event) => event.gameData.hasFinished) ? true : undefined),
        10_000,
        'the final game:state',
      );
      const events = socket.states.filter((event) => event.gameData.game_id === gameId);
      expect(events.length).toBeGreaterThan(actions.length / 2);
      for (const event of events) {
        klondikeViewOf(event);
        const state = hiddenByVersion.get(event.version);
        if (state) expectNoHiddenCard(event, state, `game:state version ${event.version}`);
        else expect(event.gameData.hasFinished || event.version <= row.version).toBe(true);
      }
      // A finished game: a move is refused, and exit releases the player.
      expect(await refusal(t, ann.accessToken, gameId, { type: 'draw' })).toEqual({
        status: 409,
        code: 'GAME_FINISHED',
      });
      await exit(ann.accessToken);
      const load = json<{ gameData: unknown }>(await get(t.app, '/game/load', { token: ann.accessToken }));
      expect(load.gameData).toBeNull();
    } finally {
      socket.close();
    }
  }, 120_000);

  it('refuses illegal moves with the rules’ codes, and a foreign or stale game', async () => {
    const bea = await signUp(t, 'sob');
    const cal = await signUp(t, 'soc');
    const game = (await create(t, bea.accessToken)).gameData.game_id;
    const token = bea.accessToken;
    const cases: [unknown, number, string][] = [
      [{ type: 'recycle' }, 422, 'STOCK_NOT_EMPTY'],
      [{ type: 'undo' }, 409, 'NOTHING_TO_UNDO'],
      [{ type: 'move', from: { pile: 'waste' }, to: { pile: 'tableau', index: 0 } }, 422, 'WASTE_EMPTY'],
      [
        { type: 'move', from: { pile: 'tableau', index: 3 }, to: { pile: 'tableau', index: 3 } },
        422,
        'SAME_PILE',
      ],
      [
        { type: 'move', from: { pile: 'tableau', index: 6 }, to: { pile: 'tableau', index: 0 }, count: 2 },
        422,
        'CARD_FACE_DOWN',
      ],
      [
        { type: 'move', from: { pile: 'tableau', index: 0 }, to: { pile: 'tableau', index: 1 }, count: 2 },
        422,
        'BAD_COUNT',
      ],
      [
        { type: 'move', from: { pile: 'foundation', suit: 'S' }, to: { pile: 'tableau', index: 0 } },
        422,
        'NO_CARD',
      ],
      [{ type: 'autoComplete' }, 422, 'INVALID_ACTION'],
      // The body's own checks: a column that does not exist, a time the client tries to set.
      [{ type: 'move', from: { pile: 'tableau', index: 7 }, to: { pile: 'waste' } }, 400, 'VALIDATION_ERROR'],
      [{ type: 'draw', atMs: 0 }, 400, 'VALIDATION_ERROR'],
    ];
    for (const [action, status, code] of cases)
      expect(await refusal(t, token, game, action), JSON.stringify(action)).toEqual({ status, code });
    // Nothing changed.
    const state = await serverState(t, game);
    expect([state.moves, state.stock.length, state.waste.length]).toEqual([0, 24, 0]);

    // Another player's game, and a game the caller left, are refused; so is a caller at no table.
    const calGame = (await create(t, cal.accessToken)).gameData.game_id;
    expect(await refusal(t, token, calGame, { type: 'draw' })).toEqual({
      status: 400,
      code: 'INVALID_GAME_DATA',
    });
    await exit(token);
    expect((await refusal(t, token, game, { type: 'draw' })).code).toBe('USER_NOT_IN_GAME');
    const second = (await create(t, token)).gameData.game_id;
    expect(second).not.toBe(game);
    expect(await refusal(t, token, game, { type: 'draw' })).toEqual({
      status: 400,
      code: 'INVALID_GAME_DATA',
    });
    // A second deal while one is played is refused: exit (or resign) first.
    const again = await post(t.app, '/game/solitaire/create', { map: 'solitaire' }, { token });
    expect([again.statusCode, json<{ code: string }>(again).code]).toEqual([409, 'ALREADY_IN_GAME']);
    // The body says which game: only solitaire.
    const spades = await post(t.app, '/game/solitaire/create', { map: 'spades' }, { token: cal.accessToken });
    expect(spades.statusCode).toBe(400);
  });

  it('draws, undoes, hints, reloads mid-game and resigns', async () => {
    const dan = await signUp(t, 'sod');
    const token = dan.accessToken;
    const created = await create(t, token, { draw: 3, scoring: 'vegas', clientSeed: 'my-own-seed-123' });
    const gameId = created.gameData.game_id;
    const first = klondikeViewOf(created);
    expect(first.settings).toMatchObject({ draw: 3, scoring: 'vegas' });
    expect(first.score).toBe(-52);
    expect(created.gameData.score).toBe(-52);

    const drawn = klondikeViewOf(await moveOk(t, token, gameId, { type: 'draw' }));
    expect([drawn.stockCount, drawn.wasteCount, drawn.wasteTop.length, drawn.moves]).toEqual([21, 3, 3, 1]);
    expect(drawn.canUndo).toBe(true);
    const undone = klondikeViewOf(await moveOk(t, token, gameId, { type: 'undo' }));
    expect([undone.stockCount, undone.wasteCount, undone.moves, undone.canUndo]).toEqual([24, 0, 0, false]);
    expect(undone.tableau).toEqual(first.tableau);

    // A hint suggests an action the rules accept now.
    const hinted = await moveOk(t, token, gameId, { type: 'hint' });
    expect(klondikeViewOf(hinted).hints).toBe(1);
    expect(hinted.hint).not.toBeNull();
    const suggestion = hinted.hint as Parameters<typeof intentOf>[0];
    await moveOk(t, token, gameId, intentOf({ ...suggestion, atMs: 0 }));

    // The server keeps the time: atMs is ms since the deal by its clock, never sent by the client.
    const state = await serverState(t, gameId);
    expect(state.lastAtMs).toBeGreaterThanOrEqual(0);
    expect(state.lastAtMs).toBeLessThan(60_000);

    // Reload: GET /game/load answers the same view, with nothing hidden.
    const loaded = json<SolitaireReply>(await get(t.app, '/game/load', { token }));
    expect(loaded.gameData.game_id).toBe(gameId);
    expectNoHiddenCard(loaded, state, 'GET /game/load');
    const reloaded = klondikeViewOf(loaded);
    expect(reloaded.moves).toBe(1);
    expect(reloaded.hints).toBe(1);

    const resigned = await moveOk(t, token, gameId, { type: 'resign' });
    expect(klondikeViewOf(resigned)).toMatchObject({ status: 'resigned', finished: true, won: false });
    expect(resigned.gameData.hasFinished).toBe(true);
    expect(resigned.gameData.outcome?.winners).toEqual([]);
    const [result] = await t.ctx.db.select().from(gameResults).where(eq(gameResults.gameId, gameId));
    expect(result?.outcome).toBe('loss');
    // A new deal once the last one is over, without exiting first.
    const next = await create(t, token);
    expect(next.gameData.game_id).not.toBe(gameId);
  });

  it('applies a draw or an undo resent under the same request id once', async () => {
    const gil = await signUp(t, 'sog');
    const token = gil.accessToken;
    const gameId = (await create(t, token)).gameData.game_id;
    const send = (action: { type: string }, requestId: string) =>
      post(t.app, '/game/solitaire/move', { gameData: { game_id: gameId }, action, requestId }, { token });
    const viewAfter = async (reply: Awaited<ReturnType<typeof send>>) => {
      expect(reply.statusCode, reply.body).toBe(200);
      return klondikeViewOf(json<SolitaireReply>(reply));
    };
    // The first draw's reply was lost; the app sends it again, and twice at once for good measure.
    expect((await viewAfter(await send({ type: 'draw' }, 'req-1'))).stockCount).toBe(23);
    const resent = await Promise.all([send({ type: 'draw' }, 'req-1'), send({ type: 'draw' }, 'req-1')]);
    for (const reply of resent) expect((await viewAfter(reply)).stockCount).toBe(23);
    // Another request draws again; an undo resent takes back one draw, not two.
    expect((await viewAfter(await send({ type: 'draw' }, 'req-2'))).stockCount).toBe(22);
    expect((await viewAfter(await send({ type: 'undo' }, 'req-3'))).stockCount).toBe(23);
    expect((await viewAfter(await send({ type: 'undo' }, 'req-3'))).stockCount).toBe(23);
    expect((await serverState(t, gameId)).moves).toBe(1);
    const bad = await send({ type: 'draw' }, 'not a request id!');
    expect([bad.statusCode, json<{ code: string }>(bad).code]).toEqual([400, 'VALIDATION_ERROR']);
    await exit(token);
  });

  it('the generic create call deals a free solitaire table too (no entry, so no payout to fund)', async () => {
    const fay = await signUp(t, 'sof');
    const token = fay.accessToken;
    const coins = (await getBalances(t.ctx.db, fay.userData.id)).coins;
    const reply = await post(
      t.app,
      '/game/create',
      { type: 'vs', game_mode: 'classic', map: 'solitaire' },
      { token },
    );
    expect(reply.statusCode, reply.body).toBe(200);
    const table = json<SolitaireReply>(reply);
    expect(table.gameData).toMatchObject({ map: 'solitaire', entryFee: 0, hasStarted: true });
    expect(klondikeViewOf(table).settings).toMatchObject({ draw: 1, scoring: 'standard' });
    expect((await getBalances(t.ctx.db, fay.userData.id)).coins).toBe(coins);
    const resigned = await moveOk(t, token, table.gameData.game_id, { type: 'resign' });
    expect(resigned.gameData.hasFinished).toBe(true);
    expect((await getBalances(t.ctx.db, fay.userData.id)).coins).toBe(coins);
  });

  it('exit during play abandons the deal and frees the player', async () => {
    const eve = await signUp(t, 'soe');
    const token = eve.accessToken;
    const gameId = (await create(t, token)).gameData.game_id;
    await moveOk(t, token, gameId, { type: 'draw' });
    await exit(token);
    const [row] = await t.ctx.db.select().from(games).where(eq(games.id, gameId));
    expect(row?.status).toBe('abandoned');
    const load = json<{ gameData: unknown }>(await get(t.app, '/game/load', { token }));
    expect(load.gameData).toBeNull();
  });
});
