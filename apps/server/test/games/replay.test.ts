/**
 * GET /game/replay: a guest's quick game against bots, played to the end over HTTP, replays from its reply
 * alone — the reply's moves applied to the deal of its revealed seeds reach the final state the server
 * stored, with every seat's thirteen cards — while a game in play is refused without a card in the body,
 * an unknown game is GAME_NOT_FOUND and a malformed id never reaches the database. A solitaire deal resigned
 * after a few moves (undo and a hint among them) re-deals from its reply's seeds and settings and reaches the
 * stored state exactly.
 */
import { randomUUID } from 'node:crypto';
import {
  applyKlondike,
  type KlondikeState,
  legalKlondikeActions,
  newKlondikeGame,
  SEATS,
} from '@cardroom/engine';
import type { ApiErrorBody, KlondikeReplay, SpadesReplay } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayMoves } from '../../src/games/moves-log.js';
import { loadTable } from '../../src/games/projection.js';
import { loadRecord } from '../../src/games/repository.js';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { FAST_TABLES, playToTheEnd, type Table } from './play-helpers.js';
import { signUp } from './social-helpers.js';
import { create, intentOf, klondikeViewOf, moveOk, serverState } from './solitaire-helpers.js';

const CARD_CODE = /"[2-9TJQKA][SHCD]"/;

describe.each(databaseTiers())('the replay of a finished game (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function guestGame() {
    const created = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
      quick: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const table = json<Table & { accessToken: string }>(created);
    return { token: table.accessToken, gameId: table.gameData.game_id };
  }

  const replayOf = (gameId: string, token?: string) =>
    get(t.app, `/game/replay?game_id=${encodeURIComponent(gameId)}`, token ? { token } : {});

  it('answers a finished game with moves that replay to the stored final state', async () => {
    const { token, gameId } = await guestGame();
    const final = await playToTheEnd(t.app, token);
    expect(final.gameData.hasFinished).toBe(true);

    const reply = await replayOf(gameId, token);
    expect(reply.statusCode, reply.body).toBe(200);
    const { replay } = json<{ success: true; replay: SpadesReplay }>(reply);
    expect(replay).toMatchObject({ game_id: gameId, map: 'spades', game_mode: 'classic' });
    expect(replay.fairness).toEqual(final.gameData.fairness);
    expect(replay.fairness.serverSeed).not.toBeNull();
    expect(replay.seats.map((seat) => seat.seat)).toEqual([0, 1, 2, 3]);
    expect(replay.seats.filter((seat) => !seat.bot)).toHaveLength(1);

    const record = await loadRecord(t.ctx.db, gameId);
    if (!record) throw new Error('game row missing');
    const stored = loadTable(t.games.runtime.games, record).table.state;
    const logged = replay.moves.map((move) => ({ ...move, extra: null }));
    const replayed = replayMoves(t.ctx.config, t.games.runtime.games, record, logged);
    expect(replayed.final).toEqual(stored);

    const plays = replay.moves.flatMap((move) => move.actions).filter((action) => action.type === 'play');
    for (const seat of SEATS)
      expect(
        plays.filter((play) => play.seat === seat),
        `seat ${seat}`,
      ).toHaveLength(13);
    expect(new Set(plays.map((play) => play.card)).size).toBe(52);
    expect(replay.moves.map((move) => move.version)).toEqual(
      [...replay.moves.map((move) => move.version)].sort((a, b) => a - b),
    );

    // Anyone signed in may watch it, as the fair page is public: another guest too.
    const other = await guestGame();
    expect((await replayOf(gameId, other.token)).statusCode).toBe(200);
    expect((await replayOf(gameId)).statusCode).toBe(401);
  });

  it('refuses a game in play without a card in the body, to its player and to anyone else', async () => {
    const { token, gameId } = await guestGame();
    const other = await guestGame();
    for (const caller of [token, other.token]) {
      const reply = await replayOf(gameId, caller);
      expect(reply.statusCode, reply.body).toBe(409);
      expect(json<ApiErrorBody>(reply)).toMatchObject({
        success: false,
        code: 'GAME_NOT_FINISHED',
        message: 'The replay opens when the game is over.',
      });
      expect(reply.body).not.toMatch(CARD_CODE);
    }
  });

  it('answers GAME_NOT_FOUND for an unknown game and a validation error for a malformed id', async () => {
    const { token } = await guestGame();
    const unknown = await replayOf(randomUUID(), token);
    expect(unknown.statusCode).toBe(404);
    expect(json<ApiErrorBody>(unknown).code).toBe('GAME_NOT_FOUND');
    for (const bad of ['not-a-game', "1' or '1'='1", '']) {
      const reply = await replayOf(bad, token);
      expect(reply.statusCode, bad).toBe(400);
      expect(json<ApiErrorBody>(reply).code, bad).toBe('VALIDATION_ERROR');
    }
  });
});

describe.each(databaseTiers())('the replay of a solitaire deal (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const replayOf = (gameId: string, token: string) =>
    get(t.app, `/game/replay?game_id=${encodeURIComponent(gameId)}`, { token });

  it('is refused while the deal is played, then re-deals from its seeds and settings to the stored state', async () => {
    const sol = await signUp(t, 'rpl');
    const token = sol.accessToken;
    // Not the default rules: the replay must carry them for the actions to replay the same.
    const created = await create(t, token, { draw: 3, scoring: 'vegas', clientSeed: 'replay-me' });
    const gameId = created.gameData.game_id;
    await moveOk(t, token, gameId, { type: 'draw' });
    await moveOk(t, token, gameId, { type: 'hint' });
    const firstMove = legalKlondikeActions(await serverState(t, gameId)).find((a) => a.type === 'move');
    if (firstMove) await moveOk(t, token, gameId, intentOf(firstMove));
    await moveOk(t, token, gameId, { type: 'undo' });
    await moveOk(t, token, gameId, { type: 'draw' });

    const inPlay = await replayOf(gameId, token);
    expect(inPlay.statusCode, inPlay.body).toBe(409);
    expect(json<ApiErrorBody>(inPlay).code).toBe('GAME_NOT_FINISHED');
    expect(inPlay.body).not.toMatch(CARD_CODE);

    const resigned = await moveOk(t, token, gameId, { type: 'resign' });
    expect(resigned.gameData.hasFinished).toBe(true);
    const stored = await serverState(t, gameId);

    const reply = await replayOf(gameId, token);
    expect(reply.statusCode, reply.body).toBe(200);
    const { replay } = json<{ success: true; replay: KlondikeReplay }>(reply);
    expect(replay).toMatchObject({ game_id: gameId, map: 'solitaire', game_mode: 'classic' });
    expect(replay.settings).toEqual(stored.settings);
    expect(replay.settings).toMatchObject({ draw: 3, scoring: 'vegas' });
    expect(replay.fairness).toEqual(resigned.gameData.fairness);
    expect(replay.fairness.serverSeed).not.toBeNull();
    expect(replay.seats).toEqual([{ seat: 0, username: expect.any(String), bot: false }]);

    const actions = replay.moves.flatMap((move) => move.actions);
    expect(actions.map((action) => action.type)).toEqual([
      'draw',
      'hint',
      ...(firstMove ? ['move'] : []),
      'undo',
      'draw',
      'resign',
    ]);
    const { serverSeed, clientSeed, nonce, shuffleVersion } = replay.fairness;
    if (serverSeed === null) throw new Error('the seed was not revealed');
    let state: KlondikeState = newKlondikeGame(
      { serverSeed, clientSeed, nonce, version: shuffleVersion },
      replay.settings,
    );
    expect(state.tableau.map((column) => column.up)).toEqual(
      klondikeViewOf(created).tableau.map((column) => column.up),
    );
    for (const action of actions) {
      const result = applyKlondike(state, action);
      if (!result.ok) throw new Error(`${action.type} was refused on replay: ${result.error.code}`);
      state = result.state;
    }
    expect(state).toEqual(stored);
  });
});
