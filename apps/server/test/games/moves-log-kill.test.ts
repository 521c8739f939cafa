/**
 * kill -9 right after an accepted move: the real server (`node --import tsx apps/server/src/main.ts`, a child
 * process) answers a card with 200 and is killed with SIGKILL at once, mid-hand, while that move lives only in
 * the moves log (an ordinary move writes no snapshot). Started again on the same database, the table is its
 * snapshot plus the log replayed: every move that got a 200 is on it, in order, and the game plays to its end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Card, chooseSpadesAction } from '@cardroom/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTiers } from '../databases.js';
import { freePort, load, startServer, untilMyTurn, viewOf, waitHealthy } from './server-process.js';
import { fetchHttp, scratchDatabase, sendAction, signIn } from './socket-helpers.js';

describe.each(databaseTiers())('kill -9 right after an accepted move (%s)', (tier) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps every move that got a 200, from the snapshot and the log', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-kill-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      JWT_SECRET: 'killnine-secret-killnine-secret-012345678',
      BOT_MIN_DELAY_MS: '0',
      BOT_MAX_DELAY_MS: '0',
      TRICK_PAUSE_MS: '0',
      HAND_PAUSE_MS: '0',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_PER_USER_PER_MINUTE: '100000',
    };
    if (tier === 'postgres') {
      const database = await scratchDatabase();
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    }
    const baseUrl = `http://127.0.0.1:${env.PORT}`;
    const http = fetchHttp(baseUrl);

    let server = startServer(env);
    cleanups.push(() => {
      server.child.kill('SIGKILL');
    });
    await waitHealthy(baseUrl, server);
    const me = await signIn(http, 'kil');
    const created = await http(
      'POST',
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades', quick: true },
      me.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    const gameId = created.body.gameData.game_id as string;

    // Bid and play three cards: the kill comes the instant the third card's 200 arrives.
    const mine: Card[] = [];
    let movesAccepted = -1;
    let after = -1;
    while (mine.length < 3) {
      const table = await untilMyTurn(http, me.accessToken, after);
      expect(table.gameData.hasFinished).toBe(false);
      const view = viewOf(table);
      after = view.moves;
      const action = chooseSpadesAction(view);
      const reply = await sendAction(http, me.accessToken, gameId, action);
      expect(reply.status, reply.text).toBe(200);
      if (action.type === 'play') mine.push(action.card);
      movesAccepted = viewOf(reply.body).moves;
    }
    server.child.kill('SIGKILL');
    await server.exited;

    server = startServer(env);
    await waitHealthy(baseUrl, server);
    const resumed = await load(http, me.accessToken);
    const view = viewOf(resumed);
    expect(resumed.gameData.game_id).toBe(gameId);
    expect(view.moves).toBeGreaterThanOrEqual(movesAccepted);
    const played = [...view.tricks.flatMap((trick) => trick.plays), ...view.trick]
      .filter((play) => play.seat === view.seat)
      .map((play) => play.card);
    expect(played.slice(0, mine.length)).toEqual(mine);

    // The table goes on from there on the new process, to the end of the hand.
    after = -1;
    for (;;) {
      const table = await untilMyTurn(http, me.accessToken, after);
      if (table.gameData.hasFinished) break;
      const next = viewOf(table);
      after = next.moves;
      const reply = await sendAction(http, me.accessToken, gameId, chooseSpadesAction(next));
      expect(reply.status, reply.text).toBe(200);
    }
    const final = viewOf(await load(http, me.accessToken));
    const cards = final.tricks.flatMap((trick) => trick.plays.map((play) => play.card));
    expect(new Set(cards).size).toBe(52);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 180_000);
});
