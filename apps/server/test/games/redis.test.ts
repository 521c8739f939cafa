/**
 * Two server processes (two buildApp instances) on one PostgreSQL database and one Redis: each person's socket
 * is on a different process, each person's moves go to the other process, and both processes run deadline
 * timers for the same game. Every committed state reaches both sockets through the Redis adapter, in order,
 * and each version is one commit.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { games } from '../../src/db/schema.js';
import {
  connectSeat,
  type Http,
  injectHttp,
  listen,
  playFromSocket,
  type SeatSocket,
  scratchDatabase,
  signIn,
  viewOfEvent,
} from './socket-helpers.js';

const enabled = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

describe.runIf(enabled)('two server processes sharing PostgreSQL and Redis', () => {
  const apps: BuiltApp[] = [];
  const sockets: SeatSocket[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  let urls: string[] = [];
  let http: Http[] = [];

  beforeAll(async () => {
    const database = await scratchDatabase();
    dropDatabase = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      JWT_SECRET: 'redis-test-secret-redis-test-secret-0123',
      // Bots move within a few tens of milliseconds: both processes' sweeps see the same due deadlines.
      BOT_MIN_DELAY_MS: '0',
      BOT_MAX_DELAY_MS: '40',
      TRICK_PAUSE_MS: '0',
      HAND_PAUSE_MS: '0',
      MATCH_FILL_SECONDS: '600',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_PER_USER_PER_MINUTE: '100000',
      // Other files' sockets from 127.0.0.1 count in the same Redis.
      SOCKET_CONNECTS_PER_MINUTE_PER_IP: '100000',
    });
    // One after the other: the first runs the migrations.
    apps.push(await buildApp(config));
    apps.push(await buildApp(config));
    urls = [];
    for (const built of apps) urls.push(await listen(built.app));
    http = apps.map((built) => injectHttp(built.app));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    for (const built of apps) await built.app.close();
    await dropDatabase?.();
  });

  it('both sockets get every state, in order, and the game finishes with one commit per version', async () => {
    const [one, two] = http as [Http, Http];
    const [url1, url2] = urls as [string, string];
    const alice = await signIn(one, 'ra');
    const bob = await signIn(two, 'rb');
    const created = await one(
      'POST',
      '/game/create',
      { type: 'vs', game_mode: 'classic', map: 'spades' },
      alice.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    const gameId = created.body.gameData.game_id as string;
    const aliceSocket = await connectSeat(url1, alice.accessToken);
    sockets.push(aliceSocket);
    await aliceSocket.waitFor((event) => event.gameData.game_id === gameId, 5000);

    // Bob is matched by the other process, and his socket lives there.
    const found = await two(
      'POST',
      '/game/search',
      { game_mode: 'classic', type: 'vs', map: 'spades', tier: 'free' },
      bob.accessToken,
    );
    expect(found.status, found.text).toBe(200);
    expect(found.body.gameData.game_id).toBe(gameId);
    // Alice's socket (process 1) hears a seat change made on process 2.
    await aliceSocket.waitFor((event) => event.gameData.people === 2, 5000);
    const bobSocket = await connectSeat(url2, bob.accessToken);
    sockets.push(bobSocket);
    await bobSocket.waitFor((event) => event.gameData.people === 2, 5000);

    // Alice adds the bots through process 2; Bob's socket on process 2 and hers on process 1 see the deal.
    for (let i = 0; i < 2; i++)
      expect((await two('POST', '/game/add-bot', {}, alice.accessToken)).status).toBe(200);
    const dealt = await aliceSocket.waitFor((event) => event.gameData.hasStarted, 5000);
    await bobSocket.waitFor((event) => event.version >= dealt.version, 5000);

    // Each plays through the process their socket is not on.
    const [aliceFinal, bobFinal] = await Promise.all([
      playFromSocket(two, alice.accessToken, aliceSocket, { timeoutMs: 80_000 }),
      playFromSocket(one, bob.accessToken, bobSocket, { timeoutMs: 80_000 }),
    ]);
    const [row] = (await apps[0]?.ctx.db.select().from(games).where(eq(games.id, gameId))) ?? [];
    if (!row) throw new Error('game row missing');
    expect(row.status).toBe('finished');
    const last = row.version;
    const aliceLast = await aliceSocket.waitFor((event) => event.version === last, 5000);
    const bobLast = await bobSocket.waitFor((event) => event.version === last, 5000);
    expect(Math.max(aliceFinal.version, bobFinal.version)).toBe(last);
    expect(aliceLast.gameData.outcome).toEqual(bobLast.gameData.outcome);
    expect(aliceLast.gameData.teams).toEqual(bobLast.gameData.teams);
    expect(viewOfEvent(aliceLast)?.phase).toBe('finished');
    expect(viewOfEvent(aliceLast)?.history).toEqual(viewOfEvent(bobLast)?.history);

    for (const socket of [aliceSocket, bobSocket]) {
      const versions = socket.states.map((event) => event.version);
      // In order, no repeats, and from the deal on not one commit missing.
      for (let i = 1; i < versions.length; i++)
        expect(versions[i]).toBeGreaterThan(versions[i - 1] as number);
      const fromDeal = versions.filter((version) => version >= dealt.version);
      expect(fromDeal).toEqual(Array.from({ length: last - dealt.version + 1 }, (_, i) => dealt.version + i));
    }
    // One version, one state: both sockets saw the same table at every version, each from their own seat,
    // and a version carries one decision: one move, or an auto-played blind-nil seat's see and bid together
    // (autoActions: what the server plays for a seat is one commit).
    const bobByVersion = new Map(bobSocket.states.map((event) => [event.version, event]));
    const bidsIn = (view: ReturnType<typeof viewOfEvent>) =>
      view?.bids.filter((bid) => bid !== null).length ?? 0;
    let previousMoves = -1;
    let previousBids = 0;
    for (const event of aliceSocket.states.filter((candidate) => candidate.version >= dealt.version)) {
      const other = bobByVersion.get(event.version);
      const mine = viewOfEvent(event);
      expect(viewOfEvent(other ?? event)?.moves).toBe(mine?.moves);
      expect(viewOfEvent(other ?? event)?.trick).toEqual(mine?.trick);
      expect(viewOfEvent(other ?? event)?.tricks).toEqual(mine?.tricks);
      const moves = mine?.moves ?? 0;
      const oneBid = bidsIn(mine) - previousBids === 1;
      if (previousMoves >= 0) expect(moves - previousMoves).toBeLessThanOrEqual(oneBid ? 2 : 1);
      previousMoves = moves;
      previousBids = bidsIn(mine);
    }
  }, 120_000);
});
