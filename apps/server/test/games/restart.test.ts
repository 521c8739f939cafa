/**
 * The real server (`node --import tsx apps/server/src/main.ts`, a child process) is killed with SIGKILL in the middle of a
 * hand and started again on the same database: no committed move is lost, the deadline sweep resumes the
 * bots' moves on its own, and the game is finished over HTTP. On PGlite the database is the DATA_DIR folder
 * the killed process had open (PGlite survived SIGKILL in repeated runs here; should a future PGlite need a
 * clean close, SIGTERM — main.ts's graceful stop — is the fallback for that tier).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Card, chooseSpadesAction } from '@cardroom/engine';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTiers } from '../databases.js';
import {
  eventually,
  fetchHttp,
  type Http,
  scratchDatabase,
  sendAction,
  signIn,
  viewOfEvent,
} from './socket-helpers.js';

const ROOT = resolve(fileURLToPath(new URL('../../../../', import.meta.url)));

async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
}

function startServer(env: Record<string, string>): Running {
  // `node --import tsx` rather than the tsx CLI, which would run the server in a grandchild a kill misses.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr?.on('data', (chunk) => {
    output += String(chunk);
  });
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(baseUrl: string, running: Running) {
  await eventually(
    async () => {
      if (running.child.exitCode !== null) throw new Error(`server exited: ${running.output()}`);
      const ok = await fetch(`${baseUrl}/health`).then(
        (response) => response.ok,
        () => false,
      );
      return ok ? true : undefined;
    },
    60_000,
    'the server to start',
  );
}

interface Loaded {
  gameData: { game_id: string; hasFinished: boolean; view?: unknown };
}

/** The table's Spades view, parsed with the protocol's schema (a reply without one fails the test). */
function viewOf(table: Loaded) {
  const view = viewOfEvent(table);
  if (!view) throw new Error('the table has no view');
  return view;
}

const load = async (http: Http, token: string): Promise<Loaded> => {
  const reply = await http('GET', '/game/spades/load', undefined, token);
  if (reply.status !== 200) throw new Error(`load failed: ${reply.text}`);
  return reply.body as Loaded;
};

/** Polls until it is the seat's turn (or the game is over) at a move count above `after`. */
const untilMyTurn = (http: Http, token: string, after = -1) =>
  eventually(
    async () => {
      const table = await load(http, token);
      const view = viewOfEvent(table);
      if (table.gameData.hasFinished) return table;
      return view && view.turn === view.seat && view.moves > after ? table : undefined;
    },
    30_000,
    'the seat’s turn',
  );

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
