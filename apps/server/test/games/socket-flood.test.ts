/**
 * One hostile client floods its socket — 5,000 `game:sync` in about 0.1 s plus 5,000 unknown or malformed
 * events, reconnecting to start again each time the server closes it — while `/health` is timed over a
 * real HTTP listener and another player at the same table waits for their updates. With the production
 * limits (the defaults) `/health` answers within 1 s p99, the other player gets the change and an
 * answered sync, the flooder is refused new sockets for its cool-down, and the server stays up. Before the
 * limits, one such flood froze the server for 34–88 s; the bound is that freeze's, not a speed target (those
 * live in bench/): the server runs in the test's worker, beside two others on two cores, and 200 ms failed
 * there when two of the 100 requests met a GC pause or a descheduled worker.
 */
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import {
  connectRefusal,
  connectSeat,
  type Http,
  injectHttp,
  listen,
  type SeatSocket,
  signIn,
} from './socket-helpers.js';

const HEALTH_REQUESTS = 100;
const HEALTH_P99_MS = 1000;
const SYNCS_PER_FLOOD = 5000;
const OTHER_EVENTS_PER_FLOOD = 5000;
const FLOOD_BATCHES = 10;

/** The 99th percentile (nearest rank). */
const p99 = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil(0.99 * sorted.length) - 1] as number;
};

describe.each(databaseTiers())('a socket flood (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    // The production limits: only the table timing and, on PostgreSQL, Redis are the test's.
    t = await startTestApp(tier, {
      MATCH_FILL_SECONDS: '600',
      ...redisSettingsFor(tier),
    });
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  /** Starts the flooder thread; resolves once its first batch is out. */
  const startFlooder = async (token: string) => {
    const worker = new Worker(new URL('./socket-flooder.mjs', import.meta.url), {
      workerData: {
        baseUrl,
        token,
        syncs: SYNCS_PER_FLOOD,
        others: OTHER_EVENTS_PER_FLOOD,
        batches: FLOOD_BATCHES,
      },
    });
    const report = new Promise<{ rounds: number; closedByServer: number; refused: number }>(
      (resolve, reject) => {
        worker.on(
          'message',
          (message: { type: string; rounds: number; closedByServer: number; refused: number }) => {
            if (message.type === 'done') resolve(message);
          },
        );
        worker.on('error', reject);
      },
    );
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the flooder never started')), 10_000);
      worker.on('message', (message: { type: string }) => {
        if (message.type === 'started') resolve();
        clearTimeout(timer);
      });
      worker.on('error', reject);
      worker.on('exit', (code) => reject(new Error(`flooder exited ${code}`)));
    });
    return {
      async stop() {
        worker.postMessage('stop');
        const result = await report;
        await worker.terminate();
        return result;
      },
    };
  };

  const timeHealth = async () => {
    const samples: number[] = [];
    for (let i = 0; i < HEALTH_REQUESTS; i++) {
      const start = performance.now();
      const response = await fetch(`${baseUrl}/health`);
      await response.text();
      samples.push(performance.now() - start);
      expect(response.status).toBe(200);
    }
    return samples;
  };

  it('keeps /health within 200 ms p99 and the other player served while one client floods', async () => {
    const alice = await signIn(http, 'flood');
    const bob = await signIn(http, 'calm');
    const created = await http(
      'POST',
      '/game/create',
      { type: 'vs', game_mode: 'classic', map: 'spades' },
      alice.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    const gameId = created.body.gameData.game_id as string;
    const found = await http(
      'POST',
      '/game/search',
      { game_mode: 'classic', type: 'vs', map: 'spades', tier: 'free' },
      bob.accessToken,
    );
    expect(found.body?.gameData?.game_id, found.text).toBe(gameId);
    const bobSocket = await connectSeat(baseUrl, bob.accessToken);
    sockets.push(bobSocket);
    await bobSocket.waitFor((event) => event.gameData.people === 2, 5000);

    const flooder = await startFlooder(alice.accessToken);

    const otherPlayer = async () => {
      // A change to the table reaches the other player…
      const before = bobSocket.latest?.version ?? 0;
      const added = await http('POST', '/game/add-bot', {}, alice.accessToken);
      expect(added.status, added.text).toBe(200);
      await bobSocket.waitFor((event) => event.version > before, 3000);
      // …and so does the answer to their own sync.
      const heard = bobSocket.states.length;
      bobSocket.socket.emit('game:sync');
      await bobSocket.waitFor(() => bobSocket.states.length > heard, 3000);
    };
    let samples: number[] = [];
    let flood: { rounds: number; closedByServer: number; refused: number };
    try {
      [samples] = await Promise.all([timeHealth(), otherPlayer()]);
    } finally {
      flood = await flooder.stop();
    }

    expect(p99(samples), `p99 of ${samples.length} /health requests`).toBeLessThan(HEALTH_P99_MS);
    expect(flood.closedByServer).toBeGreaterThanOrEqual(1);
    expect(bobSocket.disconnectReason).toBeUndefined();
    // Still up; the flooder sits out its cool-down, and everyone else may still connect.
    expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
    expect(flood.refused).toBeGreaterThanOrEqual(1);
    expect((await connectRefusal(baseUrl, alice.accessToken)).code).toBe('RATE_LIMITED');
    const back = await connectSeat(baseUrl, bob.accessToken);
    sockets.push(back);
    await back.waitFor((event) => event.gameData.game_id === gameId, 5000);
  }, 120_000);
});
