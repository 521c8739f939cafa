/**
 * The real server (`node --import tsx apps/server/src/main.ts`, a child process) is killed with SIGKILL in the middle of a
 * hand and started again on the same database: no committed move is lost, the deadline sweep resumes the
 * bots' moves on its own, and the game is finished over HTTP. On PGlite the database is the DATA_DIR folder
 * the killed process had open (PGlite survived SIGKILL in repeated runs here; should a future PGlite need a
 * clean close, SIGTERM — main.ts's graceful stop — is the fallback for that tier).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Card, chooseSpadesAction } from '@cardroom/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTiers } from '../databases.js';
import { freePort, type Loaded, startServer, untilMyTurn, viewOf, waitHealthy } from './server-process.js';
import { fetchHttp, scratchDatabase, sendAction, signIn } from './socket-helpers.js';

describe.each(databaseTiers())('a server restart mid-hand (%s)', (tier) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('loses no committed move, resumes the bots by itself and finishes the game', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-restart-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env: Record<string, string> = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      JWT_SECRET: 'restart-secret-restart-secret-0123456789',
      // Bots keep a short pace so the kill lands while their moves are due, not yet made.
      BOT_MIN_DELAY_MS: '150',
      BOT_MAX_DELAY_MS: '250',
      TRICK_PAUSE_MS: '0',
      HAND_PAUSE_MS: '0',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_PER_USER_PER_MINUTE: '100000',
      DATABASE_URL: '',
    };
    if (tier === 'postgres') {
      const database = await scratchDatabase();
      cleanups.push(() => database.drop());
      env.DATABASE_URL = database.url;
    } else {
      delete env.DATABASE_URL;
    }
    const baseUrl = `http://127.0.0.1:${env.PORT}`;
    const http = fetchHttp(baseUrl);

    let server = startServer(env);
    cleanups.push(() => {
      server.child.kill('SIGKILL');
    });
    await waitHealthy(baseUrl, server);
    const me = await signIn(http, 'rst');
    const created = await http(
      'POST',
      '/game/create',
      { type: 'bots', game_mode: 'classic', map: 'spades', quick: true },
      me.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    const gameId = created.body.gameData.game_id as string;

    // Bid, then play until a card of ours leaves the turn with a bot (so a bot move is due at the kill).
    const mine: Card[] = [];
    let movesAtKill = -1;
    let after = -1;
    while (movesAtKill < 0) {
      const table = await untilMyTurn(http, me.accessToken, after);
      const view = viewOf(table);
      expect(table.gameData.hasFinished).toBe(false);
      after = view.moves;
      const action = chooseSpadesAction(view);
      const reply = await sendAction(http, me.accessToken, gameId, action);
      expect(reply.status, reply.text).toBe(200);
      if (action.type === 'play') mine.push(action.card);
      const next = viewOf(reply.body);
      if (mine.length >= 2 && next.turn !== next.seat && next.phase === 'playing') movesAtKill = next.moves;
    }

    // The bot's move is due at most BOT_MAX_DELAY_MS after our last reply.
    const botDueBy = Date.now() + Number(env.BOT_MAX_DELAY_MS);
    server.child.kill('SIGKILL');
    await server.exited;

    // The old process is gone: nothing answers on its port until the new one is up.
    expect(
      await fetch(`${baseUrl}/health`).then(
        () => 'answered',
        () => 'refused',
      ),
    ).toBe('refused');
    server = startServer(env);
    await waitHealthy(baseUrl, server);
    // By the time the new process answers, the bot's move is due (starting a process takes longer than the
    // bot's delay): only the new process can make it, from what the database holds.
    expect(Date.now()).toBeGreaterThan(botDueBy);
    // Nobody calls anything that moves: the restarted server's sweep plays the bots up to our turn.
    const resumed = await untilMyTurn(http, me.accessToken, movesAtKill);
    const resumedView = viewOf(resumed);
    expect(resumed.gameData.game_id).toBe(gameId);
    expect(resumedView.moves).toBeGreaterThan(movesAtKill);
    // Every card we played before the kill is still on the table's record.
    const played = [...resumedView.tricks.flatMap((trick) => trick.plays), ...resumedView.trick]
      .filter((play) => play.seat === resumedView.seat)
      .map((play) => play.card);
    expect(played.slice(0, mine.length)).toEqual(mine);

    // And the game plays to its end on the new process.
    let finalTable: Loaded | undefined;
    after = -1;
    for (;;) {
      const table = await untilMyTurn(http, me.accessToken, after);
      if (table.gameData.hasFinished) {
        finalTable = table;
        break;
      }
      const view = viewOf(table);
      after = view.moves;
      const reply = await sendAction(http, me.accessToken, gameId, chooseSpadesAction(view));
      expect(reply.status, reply.text).toBe(200);
    }
    const finalView = viewOf(finalTable);
    expect(finalView.phase).toBe('finished');
    // One hand, 4 bids and 52 cards, each card once: nothing lost, nothing doubled across the restart.
    expect(finalView.moves).toBe(56);
    const cards = finalView.tricks.flatMap((trick) => trick.plays.map((play) => play.card));
    expect(cards).toHaveLength(52);
    expect(new Set(cards).size).toBe(52);
    const finished = await http('POST', '/game/spades/finish', {}, me.accessToken);
    expect(finished.status, finished.text).toBe(200);
    const payout = finished.body.gameData.outcome.payouts[0].amount as number;
    expect(finished.body.userData.coins).toBe(1000 - 100 + payout);

    server.child.kill('SIGTERM');
    await server.exited;
  }, 120_000);
});
