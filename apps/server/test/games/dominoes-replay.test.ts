/**
 * GET /game/replay for a dominoes table (issue 13): refused while the game is played — to its own player as
 * to anyone else, without a tile in the body, since the log shows every hand and the boneyard's order — then,
 * once the game is over, answered with the table's settings, seats and every logged action, enough for the
 * engine to deal the seeds again and reach the stored final state exactly (the viewer does just this). A
 * four-seat Tiles on Fire table (partners, fires) and a two-seat Draw table (draws and passes). On PGlite, and
 * on PostgreSQL with Redis when TEST_DATABASE_URL and REDIS_URL are set.
 */
import { applyDominoes, type DominoesMode, newDominoesGame } from '@cardroom/engine';
import type { ApiErrorBody, DominoesReplay } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replayMoves } from '../../src/games/moves-log.js';
import { loadRecord } from '../../src/games/repository.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { dominoesTable, dominoesViewOf as viewOf } from './dominoes-helpers.js';
import { FAST_TABLES, type Table } from './play-helpers.js';

const TILE = /"[0-6]-[0-6]"/;

describe.each(databaseTiers())('the replay of a dominoes game (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, { ...FAST_TABLES, ...redisSettingsFor(tier) });
  });
  afterAll(async () => {
    await t?.close();
  });

  const { person, serverState, playToTheEnd } = dominoesTable(() => t);

  const replayOf = (gameId: string, token: string) =>
    get(t.app, `/game/replay?game_id=${encodeURIComponent(gameId)}`, { token });

  function expectRefused(reply: Awaited<ReturnType<typeof replayOf>>, who: string) {
    expect(reply.statusCode, `${who}: ${reply.body}`).toBe(409);
    expect(json<ApiErrorBody>(reply), who).toMatchObject({
      success: false,
      code: 'GAME_NOT_FINISHED',
      message: 'The replay opens when the game is over.',
    });
    expect(reply.body, who).not.toMatch(TILE);
  }

  it.each([
    { seats: 4, mode: 'tilesonfire' },
    { seats: 2, mode: 'classic' },
  ] as const)(
    'refuses a $seats-seat $mode game in play, then replays it to the stored final state once it is over',
    async ({ seats, mode }: { seats: number; mode: DominoesMode }) => {
      const ann = await person('dre');
      const bob = await person('drw');
      const created = await post(
        t.app,
        '/game/create',
        { type: 'bots', map: 'dominoes', game_mode: mode, seats, quick: true },
        { token: ann.accessToken },
      );
      expect(created.statusCode, created.body).toBe(200);
      const gameId = json<Table>(created).gameData.game_id;

      // In play: neither the player (who sees only their own tiles) nor anyone else gets the log.
      expectRefused(await replayOf(gameId, ann.accessToken), 'the player');
      expectRefused(await replayOf(gameId, bob.accessToken), 'another person');

      // Each of the player's moves is named by a request, which the log keeps.
      const final = await playToTheEnd(ann, gameId, { requestId: (step) => `replay-${step}` });
      expect(viewOf(final).phase).toBe('finished');
      const stored = await serverState(gameId);

      const reply = await replayOf(gameId, ann.accessToken);
      expect(reply.statusCode, reply.body).toBe(200);
      const { replay } = json<{ success: true; replay: DominoesReplay }>(reply);
      expect(replay).toMatchObject({ game_id: gameId, map: 'dominoes', game_mode: mode });
      expect(replay.settings).toEqual(stored.settings);
      expect(replay.settings.singleHand).toBe(true);
      expect(replay.fairness).toEqual(final.gameData.fairness);
      expect(replay.fairness.serverSeed).toBe(stored.seed.serverSeed);
      expect(replay.seats.map((seat) => seat.seat)).toEqual(Array.from({ length: seats }, (_, seat) => seat));
      expect(replay.seats.filter((seat) => !seat.bot)).toEqual([
        { seat: 0, username: ann.userData.username, bot: false },
      ]);
      expect(replay.moves.map((move) => move.version)).toEqual(
        [...replay.moves.map((move) => move.version)].sort((a, b) => a - b),
      );

      // What the viewer does: deal the revealed seeds under the settings, apply every action in order.
      const { serverSeed, clientSeed, nonce, shuffleVersion } = replay.fairness;
      if (serverSeed === null) throw new Error('the seed was not revealed');
      let state = newDominoesGame({
        mode: replay.game_mode,
        seed: { serverSeed, clientSeed, nonce, version: shuffleVersion },
        seatCount: replay.seats.length,
        settings: replay.settings,
      });
      const actions = replay.moves.flatMap((move) => move.actions);
      for (const [index, action] of actions.entries()) {
        const result = applyDominoes(state, action);
        if (!result.ok) throw new Error(`action ${index} was refused on replay: ${result.error.code}`);
        state = result.state;
      }
      expect(state).toEqual(stored);
      expect(actions.filter((action) => action.type === 'play').length).toBe(
        28 - stored.boneyard.length - stored.hands.flat().length,
      );
      // The bots' and the timed-out moves are marked; the player's own carry the requests they sent.
      expect(actions.some((action) => action.seat !== 0 && action.auto === true)).toBe(true);
      expect(actions.some((action) => action.seat === 0 && action.requestId?.startsWith('replay-'))).toBe(
        true,
      );

      // The moves log replays the same rows to the same state.
      const record = await loadRecord(t.ctx.db, gameId);
      if (!record) throw new Error('game row missing');
      const logged = replay.moves.map((move) => ({ ...move, extra: null }));
      expect(replayMoves(t.ctx.config, t.games.runtime.games, record, logged).final).toEqual(stored);

      // Finished, it is public like the fair page: another person may watch it too.
      expect((await replayOf(gameId, bob.accessToken)).statusCode).toBe(200);
    },
  );
});
