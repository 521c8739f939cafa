/**
 * Dominoes with friends (issue 13, "Online"): a friendly Tiles on Fire table shared by link and QR code, a
 * friend seated from the link, chat between them at the table, the empty seats filled with bots,
 * both people playing the hand to the end, and the result reaching the dominoes leaderboard (and not the
 * spades one) and both players' statistics. On PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { dominoesViewSchema, type LeaderboardData, type UserData } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTiers } from '../databases.js';
import { get, json, post, startTestApp, type TestApp } from '../harness.js';
import { dominoesTable } from './dominoes-helpers.js';
import { FAST_TABLES } from './play-helpers.js';
import type { Session, TableReply } from './social-helpers.js';

describe.each(databaseTiers())('dominoes with friends (%s)', (tier) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(tier, FAST_TABLES);
  });
  afterAll(async () => {
    await t?.close();
  });

  const { person, playToTheEnd } = dominoesTable(() => t);

  const board = async (session: Session, map: string) => {
    const reply = await get(t.app, `/game/leaderboard?map=${map}&scope=all`, { token: session.accessToken });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<LeaderboardData>(reply);
  };

  /** Leaves the finished table; the reply carries the player's statistics. */
  const statsOf = async (session: Session) => {
    const reply = await post(t.app, '/game/exit', {}, { token: session.accessToken });
    expect(reply.statusCode, reply.body).toBe(200);
    return json<{ userData: UserData }>(reply).userData.stats;
  };

  it('shares a table by link and QR, chats, fills with bots, plays it out and ranks the winners', async () => {
    const [ann, bob] = [await person('domfa'), await person('domfb')];
    const created = await post(
      t.app,
      '/game/create-friendly',
      { type: 'vs', map: 'dominoes', game_mode: 'tilesonfire', seats: 4, quick: true },
      { token: ann.accessToken },
    );
    expect(created.statusCode, created.body).toBe(200);
    const opened = json<TableReply>(created);
    const gameId = opened.gameData.game_id;
    expect(opened.gameData).toMatchObject({ map: 'dominoes', maxPeople: 4, people: 1, hasStarted: false });

    const qr = await get(t.app, '/game/generate-qr', { token: ann.accessToken });
    expect(qr.statusCode, qr.body).toBe(200);
    const shared = json<{ shareableLink: string; qrCodeDataUrl: string }>(qr);
    expect(shared.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const linked = new URL(shared.shareableLink).searchParams.get('join');
    expect(linked).toBe(gameId);

    const joined = await post(t.app, '/game/join-friendly', { game_id: linked }, { token: bob.accessToken });
    expect(joined.statusCode, joined.body).toBe(200);
    expect(json<TableReply>(joined).gameData).toMatchObject({
      game_id: gameId,
      people: 2,
      hasStarted: false,
    });

    const said = await post(
      t.app,
      `/user/chat/send/${gameId}`,
      { message: 'partners?' },
      { token: bob.accessToken },
    );
    expect(said.statusCode, said.body).toBe(200);
    const heard = await get(t.app, `/user/chat/get/${gameId}`, { token: ann.accessToken });
    expect(heard.statusCode, heard.body).toBe(200);
    expect(JSON.stringify(json(heard))).toContain('partners?');

    // Anyone seated may seat a bot, one per call (as at spades tables); the last seat filled deals the hand.
    const oneBot = json<TableReply>(await post(t.app, '/game/add-bot', {}, { token: bob.accessToken }));
    expect(oneBot.gameData).toMatchObject({ people: 3, hasStarted: false });
    const started = json<TableReply>(await post(t.app, '/game/add-bot', {}, { token: ann.accessToken }));
    expect(started.gameData).toMatchObject({ people: 4, hasStarted: true });
    expect(started.gameData.players.filter((player) => player.isBot)).toHaveLength(2);
    const seats = dominoesViewSchema.parse(started.gameData.view);
    expect(seats).toMatchObject({ mode: 'tilesonfire', seatCount: 4 });

    const [annFinal, bobFinal] = await Promise.all([playToTheEnd(ann, gameId), playToTheEnd(bob, gameId)]);
    const outcome = annFinal.gameData.outcome;
    expect(outcome).toBeTruthy();
    expect(bobFinal.gameData.outcome).toEqual(outcome);

    // A drawn game lists every seat among its winners but counts as a win for nobody.
    const winners = new Set(outcome?.draw ? [] : (outcome?.winners ?? []));
    const people = [ann, bob];
    const ranked = await board(ann, 'dominoes');
    for (const session of people) {
      const row = ranked.leaderboard.find((entry) => entry.user_id === session.userData.id);
      expect(row, `${session.userData.username} on the dominoes board`).toBeTruthy();
      expect(row?.score).toBe(winners.has(session.userData.id) ? 1 : 0);
      const stats = await statsOf(session);
      expect(stats?.gamesPlayed).toBe(1);
      expect(stats?.wins).toBe(winners.has(session.userData.id) ? 1 : 0);
    }
    const spadesBoard = await board(ann, 'spades');
    expect(spadesBoard.leaderboard.some((entry) => entry.user_id === ann.userData.id)).toBe(false);
  });
});
