/**
 * API benchmark: the real server in a worker thread of its own on 127.0.0.1 (server-thread.ts; --same-thread
 * puts it on the clients' thread, as --trace-db needs) (embedded PGlite, or PostgreSQL with
 * --database-url / BENCH_DATABASE_URL, in a scratch database created and dropped for the run) with N guest
 * games against three server bots kept in play. Each game's person seat is a socket.io client that answers
 * every `game:state` showing its turn with the engine bot's choice, sent over HTTP (keep-alive; global fetch
 * by default, node:http; --client fetch for undici's fetch).
 * Figures: committed actions a second (every move, bots' too, from the state versions), the latency of a
 * client's move from sending it to the `game:state` of the version it committed (commit + broadcast), the
 * HTTP round trip alone, and the same concurrency against a bare Fastify route as the ceiling.
 * By default the 200 games are played at the product's pace (bots 600–1200 ms, people think 1 s), which is
 * what "200 games in play" means; --bot-delay 0 --think-ms 0 saturates the server instead (every game always
 * has a move outstanding, so the latency is mostly queueing, Little's law). --trace-db (or --sql-trace) counts the server's SQL, --cpu-prof FILE (or
 * --cpu-profile FILE) profiles the server's thread in the window.
 * Run: npm run bench:api [-- --games 200 --seconds 20 --database-url postgres://user@host:5432/db
 *   --client http|fetch --bot-delay 600-1200 --think-ms 1000 --warmup 5 --ping-seconds 3 --trace-db --cpu-prof FILE
 *   --ramp-seconds N (default games/50, at least 1) --setup-seconds 60 --same-thread]
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { chooseSpadesAction, SPADES_MODES, type SpadesView, toCardData } from '@cardroom/engine';
import {
  type ClientToServerEvents,
  type GameStateEvent,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@cardroom/protocol';
import { io, type Socket } from 'socket.io-client';
import { loadConfig } from '../../apps/server/src/config.js';
import { printProfile, startCpuProfile } from './cpu-profile.js';
import { type DbTrace, installDbTrace } from './db-trace.js';
import { type ClientKind, createHttpClient, type HttpOptions, type HttpReply } from './http-client.js';
import { LAG_RESOLUTION_MS, lagP99Of } from './loop-lag.js';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database.js';
import {
  listenHere,
  loopMeter,
  percentile,
  type ServerKind,
  type ServerLoopFigures,
  type ServerThread,
  startServerThread,
} from './server-thread.js';

const { values } = parseArgs({
  options: {
    games: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '5' },
    'ping-seconds': { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    /** Server bot pace, "min-max" ms (the product's 600-1200 by default; 0 saturates the server). */
    'bot-delay': { type: 'string', default: '600-1200' },
    /** The client seat's thinking time before it sends its move, ms. */
    'think-ms': { type: 'string', default: '1000' },
    /** Count the server's SQL statements by kind during the window (drizzle patched in-process). */
    'trace-db': { type: 'boolean', default: false },
    /** The same as --trace-db (the name the issue and decision 0014 use). */
    'sql-trace': { type: 'boolean', default: false },
    /** Write a V8 CPU profile of the measuring window to this file and print where the time went. */
    'cpu-prof': { type: 'string' },
    /** The same as --cpu-prof. */
    'cpu-profile': { type: 'string' },
    /** PGlite in memory instead of in DATA_DIR (separates file-system cost from the rest). */
    'pglite-memory': { type: 'boolean', default: false },
    /** Seconds over which the first games are created (1,000 games: about 1 s per 50, so guest creation and
     * socket handshakes do not arrive as one burst the listen backlog resets). */
    'ramp-seconds': { type: 'string' },
    /** How long the start waits for every game to be in play before warming up anyway. */
    'setup-seconds': { type: 'string', default: '60' },
    /** HTTP client of the game seats and the bare route: http (node:http keep-alive, the default) or fetch. */
    client: { type: 'string', default: 'http' },
    /** The server on the main thread beside the clients (before this option, the only layout); --trace-db
     * needs it, since it patches the server's database client in-process. */
    'same-thread': { type: 'boolean', default: false },
  },
});
const GAMES = Number(values.games);
const SECONDS = Number(values.seconds);
const WARMUP_SECONDS = Number(values.warmup);
const PING_SECONDS = Number(values['ping-seconds']);
const DATABASE_URL = values['database-url'] ?? process.env.BENCH_DATABASE_URL;
const [BOT_MIN_DELAY = '0', BOT_MAX_DELAY = BOT_MIN_DELAY] = (values['bot-delay'] ?? '0').split('-');
const THINK_MS = Number(values['think-ms']);
const RAMP_SECONDS =
  values['ramp-seconds'] === undefined ? Math.max(1, GAMES / 50) : Number(values['ramp-seconds']);
const SETUP_SECONDS = Number(values['setup-seconds']);
const TRACE_DB = (values['trace-db'] || values['sql-trace']) ?? false;
const CPU_PROFILE = values['cpu-prof'] ?? values['cpu-profile'];
const PGLITE_MEMORY = values['pglite-memory'] ?? false;
const CLIENT_KIND: ClientKind = values.client === 'http' ? 'http' : 'fetch';
const SAME_THREAD = (values['same-thread'] ?? false) || TRACE_DB;
const httpClient = createHttpClient(CLIENT_KIND);
/** design.md's budgets: p99 < 25 ms at 200 games (PGlite and PostgreSQL), < 50 ms at 1,000 games on PostgreSQL. */
const { p99: TARGET_P99_MS, games: TARGET_GAMES } =
  DATABASE_URL && GAMES >= 1000 ? { p99: 50, games: 1000 } : { p99: 25, games: 200 };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const now = () => performance.now();

interface Summary {
  count: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length),
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)} ms` : '—');
const ratio = (value: number, base: number) =>
  Number.isFinite(value) && base > 0 ? `${(value / base).toFixed(1)}×` : '—';

/** The ceiling: a bare Fastify GET /ping hit by `concurrency` loops of the same HTTP client as the games. */
async function measureBareRoute(concurrency: number, seconds: number) {
  const bare = await startServer({ kind: 'bare' });
  const url = `${bare.base}/ping`;
  const times: number[] = [];
  let measuring = false;
  let stop = false;
  let errors = 0;
  const loop = async () => {
    while (!stop) {
      const began = now();
      try {
        await httpClient.request(url);
        if (measuring) times.push(now() - began);
      } catch {
        errors++;
      }
    }
  };
  const loops = Array.from({ length: concurrency }, loop);
  await sleep(2000);
  await bare.measureStart();
  measuring = true;
  const began = now();
  await sleep(seconds * 1000);
  measuring = false;
  const elapsed = (now() - began) / 1000;
  const server = await bare.measureStop();
  stop = true;
  await Promise.all(loops);
  await bare.close();
  return { ...summarize(times), perSecond: times.length / elapsed, errors, server };
}

/**
 * The noise floor at the games' own pace: the bare route asked `perSecond` times a second, each request on its
 * own (an open loop, as players' moves arrive), so its p99 is what this machine adds to any request at that
 * load, where the saturating run above shows queueing at full speed.
 */
async function measurePacedBareRoute(perSecond: number, seconds: number) {
  const bare = await startServer({ kind: 'bare' });
  const url = `${bare.base}/ping`;
  const times: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let errors = 0;
  const ask = () => {
    const began = now();
    const request = httpClient
      .request(url)
      .then(() => void times.push(now() - began))
      .catch(() => void errors++)
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  };
  const pace = async (forMs: number) => {
    const began = now();
    let sent = 0;
    while (now() - began < forMs) {
      const due = Math.floor(((now() - began) / 1000) * perSecond);
      for (; sent < due; sent++) ask();
      await sleep(5);
    }
    await Promise.all(inFlight);
    return { sent, elapsed: (now() - began) / 1000 };
  };
  await pace(1000);
  times.length = 0;
  errors = 0;
  await bare.measureStart();
  const { sent, elapsed } = await pace(seconds * 1000);
  const server = await bare.measureStop();
  await bare.close();
  return { ...summarize(times), perSecond: sent / elapsed, errors, server };
}

/** A server (the app or the bare route) in a worker thread of its own, or with --same-thread on this one. */
async function startServer(kind: ServerKind): Promise<ServerThread> {
  if (!SAME_THREAD) return startServerThread(kind);
  const server = await listenHere(kind);
  const meter = loopMeter();
  return {
    base: `http://127.0.0.1:${server.port}`,
    measureStart: async () => meter.start(),
    measureStop: async () => meter.stop(),
    close: server.close,
  };
}

/** Where committed moves spent their time on the server (moves.ts phases), people's and the server's own. */
function printMovePhases(phases: ServerLoopFigures['movePhases']) {
  const order = ['queued', 'decided', 'written', 'published', 'total'];
  const rank = (name: string) => {
    const [source = '', phase = ''] = name.split(' ');
    return `${source} ${order.indexOf(phase)}`;
  };
  const rows = Object.entries(phases)
    .sort(([a], [b]) => rank(a).localeCompare(rank(b)))
    .map(([phase, figures]) => ({
      phase,
      moves: figures.count,
      p50: ms(figures.p50),
      p99: ms(figures.p99),
      max: ms(figures.max),
    }));
  if (rows.length === 0) return;
  console.log('server time per committed move, by phase (queued → decided → written → published):');
  console.table(rows);
}

/** Shared counters of the game run; samples and counts are kept only while `measuring`. */
class Run {
  measuring = false;
  stopping = false;
  committed = 0;
  clientActions = 0;
  gamesFinished = 0;
  readonly actionLatency: number[] = [];
  readonly httpLatency: number[] = [];
  readonly startLatency: number[] = [];
  readonly errors = new Map<string, number>();
  resyncs = 0;
  /** HTTP calls not answered yet: the server is closed only once they are. */
  inFlight = 0;

  /** An HTTP call, counted in `inFlight` until its body has been read. */
  async call(url: string, options: HttpOptions): Promise<HttpReply> {
    this.inFlight++;
    try {
      return await httpClient.request(url, options);
    } finally {
      this.inFlight--;
    }
  }

  error(kind: string) {
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
  }
}

type TableSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** One person seat: a guest playing one game after another, moving whenever a state event shows its turn. */
class SeatClient {
  private socket: TableSocket | undefined;
  private gameId: string | undefined;
  private token = '';
  private lastVersion = -1;
  private lastEventAt = 0;
  /** The client's move in flight: committed once a state event passes `version`. */
  private pending: { version: number; sentAt: number; measured: boolean } | undefined;
  private gamesPlayed = 0;
  /** From the game's first state on this client's socket until it finishes. */
  inGame = false;

  constructor(
    private readonly index: number,
    private readonly base: string,
    private readonly run: Run,
  ) {}

  async newGame(): Promise<void> {
    while (!this.run.stopping) {
      try {
        await this.openGame();
        return;
      } catch (error) {
        this.run.error(`create-guest: ${error instanceof Error ? error.message : String(error)}`);
        await sleep(200);
      }
    }
  }

  private async openGame(): Promise<void> {
    const mode = SPADES_MODES[(this.index + this.gamesPlayed++) % SPADES_MODES.length];
    const began = now();
    const measured = this.run.measuring;
    const reply = await this.run.call(`${this.base}/game/create-guest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'bots', game_mode: mode, map: 'spades' }),
    });
    if (!reply.ok) throw new Error(`${reply.status} ${reply.text.slice(0, 120)}`);
    const body = JSON.parse(reply.text) as { accessToken: string; gameData: { game_id: string } };
    if (this.run.stopping) return;
    this.gameId = body.gameData.game_id;
    this.token = body.accessToken;
    this.lastVersion = -1;
    this.pending = undefined;
    this.lastEventAt = now();
    const socket: TableSocket = io(this.base, {
      path: SOCKET_PATH,
      auth: { token: body.accessToken },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
      // Under saturation the handshake's own queries queue with everything else: slow is not failed.
      timeout: 60_000,
    });
    this.socket = socket;
    socket.on('game:state', (event) => this.onState(socket, event));
    socket.on('connect_error', (error) => {
      this.run.error(`socket connect: ${error.message}`);
      this.abandon(socket);
    });
    socket.on('disconnect', (reason) => {
      if (socket === this.socket && !this.run.stopping && reason !== 'io client disconnect') {
        this.run.error(`socket disconnect: ${reason}`);
        this.abandon(socket);
      }
    });
    socket.once('game:state', () => {
      if (measured) this.run.startLatency.push(now() - began);
    });
  }

  /** The game can no longer be followed (socket lost): drop it and start another. */
  private abandon(socket: TableSocket) {
    if (socket !== this.socket) return;
    socket.disconnect();
    this.socket = undefined;
    this.inGame = false;
    void this.newGame();
  }

  private onState(socket: TableSocket, event: GameStateEvent) {
    if (socket !== this.socket || event.gameData.game_id !== this.gameId) return;
    if (event.version <= this.lastVersion) return;
    const at = now();
    this.lastEventAt = at;
    this.inGame = true;
    if (this.lastVersion >= 0 && this.run.measuring) this.run.committed += event.version - this.lastVersion;
    this.lastVersion = event.version;
    if (this.pending && this.pending.sentAt > 0 && event.version > this.pending.version) {
      if (this.pending.measured) this.run.actionLatency.push(at - this.pending.sentAt);
      this.pending = undefined;
    }
    const view = event.gameData.view as SpadesView | undefined;
    if (event.gameData.hasFinished || view?.phase === 'finished') {
      if (this.run.measuring) this.run.gamesFinished++;
      socket.disconnect();
      this.socket = undefined;
      this.inGame = false;
      void this.newGame();
      return;
    }
    if (!view || this.pending || this.run.stopping || view.turn !== view.seat) return;
    const version = event.version;
    const pending = { version, sentAt: 0, measured: false };
    this.pending = pending;
    if (THINK_MS > 0) setTimeout(() => this.send(socket, view, pending), THINK_MS);
    else this.send(socket, view, pending);
  }

  private send(socket: TableSocket, view: SpadesView, pending: { sentAt: number; measured: boolean }) {
    if (socket !== this.socket || this.pending !== pending || this.run.stopping) return;
    const action = chooseSpadesAction(view);
    const [path, body] =
      action.type === 'bid'
        ? [
            '/game/set-bid',
            { bid: action.bid, blind: action.blind ?? false, firestorm: action.firestorm ?? false },
          ]
        : action.type === 'see'
          ? ['/game/spades/see', {}]
          : ['/game/play-spades', { gameData: { game_id: this.gameId }, cardData: toCardData(action.card) }];
    pending.sentAt = now();
    pending.measured = this.run.measuring;
    if (pending.measured) this.run.clientActions++;
    this.run
      .call(`${this.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
        body: JSON.stringify(body),
      })
      .then((reply) => {
        if (pending.measured) this.run.httpLatency.push(now() - pending.sentAt);
        if (!reply.ok) {
          this.run.error(`${path} ${reply.status} ${reply.text.slice(0, 100)}`);
          this.resync(socket, pending);
        }
      })
      .catch((error: unknown) => {
        this.run.error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
        this.resync(socket, pending);
      });
  }

  /** True while a move sent in the measuring window has not been seen committed yet. */
  get awaitsMeasuredMove(): boolean {
    return this.pending?.measured === true && this.socket?.connected === true;
  }

  /** A refused or failed move: forget it and ask for the current state again. */
  private resync(socket: TableSocket, pending: unknown) {
    if (this.pending !== pending || socket !== this.socket) return;
    this.pending = undefined;
    this.lastVersion = -1;
    this.run.resyncs++;
    socket.emit('game:sync');
  }

  /** Asks for the state again when nothing arrived for a while (a lost event would stall the game). */
  watchdog(staleMs: number) {
    if (!this.socket?.connected || this.run.stopping || now() - this.lastEventAt < staleMs) return;
    this.lastEventAt = now();
    this.run.resyncs++;
    this.pending = undefined;
    this.lastVersion = -1;
    this.socket.emit('game:sync');
  }

  close() {
    this.socket?.disconnect();
    this.socket = undefined;
    this.inGame = false;
  }
}

function printDbTrace(trace: DbTrace, committed: number, clientActions: number, seconds: number) {
  const statements = [...trace.statements].sort((a, b) => b[1].count - a[1].count);
  const total = statements.reduce((sum, [, figures]) => sum + figures.count, 0);
  const perAction = (count: number) => (committed > 0 ? (count / committed).toFixed(2) : '—');
  console.log(
    `SQL in the window: ${total} statements (${Math.round(total / seconds)}/s, ${perAction(total)} per committed ` +
      `action; ${clientActions} client + ${committed - clientActions} server moves), ` +
      `${trace.transactions.count} transactions (${perAction(trace.transactions.count)} per action, ` +
      `mean ${(trace.transactions.totalMs / Math.max(1, trace.transactions.count)).toFixed(2)} ms)`,
  );
  console.table(
    statements.map(([kind, figures]) => ({
      statement: kind,
      count: figures.count,
      'per action': perAction(figures.count),
      'mean ms (incl. queueing)': (figures.totalMs / figures.count).toFixed(2),
    })),
  );
}

async function main() {
  console.log(
    `api benchmark — node ${process.version}, ${cpus().length} CPUs, load average ${loadavg()[0]?.toFixed(2)}; ` +
      `${GAMES} games, ${SECONDS} s measured after ${WARMUP_SECONDS} s warm-up, HTTP client ${CLIENT_KIND}`,
  );
  const ceiling = await measureBareRoute(GAMES, PING_SECONDS);

  const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-bench-'));
  let scratch: ScratchDatabase | undefined;
  const clients: SeatClient[] = [];
  let gameServer: ServerThread | undefined;
  try {
    if (DATABASE_URL) scratch = await createScratchDatabase(DATABASE_URL);
    const env: Record<string, string> = {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      ...(scratch ? { DATABASE_URL: scratch.url } : {}),
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
      // Production requires these; the bench sends no mail (guests only), so nothing connects to SMTP.
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'http://127.0.0.1',
      BOT_MIN_DELAY_MS: BOT_MIN_DELAY,
      BOT_MAX_DELAY_MS: BOT_MAX_DELAY,
      TRICK_PAUSE_MS: '0',
      HAND_PAUSE_MS: '0',
      // The server never plays the client seats' turns for them, however slow the run gets.
      TURN_SECONDS: '3600',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000000',
      RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '100000000',
      RATE_LIMIT_PER_USER_PER_MINUTE: '100000000',
      // Every simulated guest comes from this one address.
      GUESTS_PER_IP_PER_HOUR: '100000000',
      SOCKET_CONNECTS_PER_MINUTE_PER_IP: '100000000',
      SOCKETS_PER_IP: '100000000',
    };
    const config = loadConfig(env);
    const trace = TRACE_DB ? installDbTrace() : undefined;
    gameServer = await startServer({
      kind: 'app',
      env,
      pgliteMemory: PGLITE_MEMORY && !scratch,
      ...(CPU_PROFILE && !SAME_THREAD ? { cpuProfile: CPU_PROFILE } : {}),
    });
    const { base } = gameServer;
    const database = scratch
      ? `PostgreSQL (scratch database ${scratch.name}, pool of ${config.DATABASE_POOL_SIZE})`
      : `embedded PGlite (${PGLITE_MEMORY ? 'in memory' : 'in DATA_DIR'})`;
    console.log(
      `server on ${base} (${SAME_THREAD ? "on the clients' thread" : 'in a worker thread of its own'}), database: ${database}`,
    );

    const run = new Run();
    for (let index = 0; index < GAMES; index++) clients.push(new SeatClient(index, base, run));
    // Stagger the first games (--ramp-seconds) so the start is not one burst of guest creations.
    clients.forEach((client, index) => {
      setTimeout(() => void client.newGame(), Math.floor((index * RAMP_SECONDS * 1000) / GAMES));
    });
    const watchdog = setInterval(() => {
      for (const client of clients) client.watchdog(15_000);
    }, 1000);
    // Warm-up starts once every client plays its first game (at most --setup-seconds after the start).
    const rampStarted = now();
    while (clients.some((client) => !client.inGame) && now() - rampStarted < SETUP_SECONDS * 1000)
      await sleep(100);
    const playing = clients.filter((client) => client.inGame).length;
    console.log(
      `${playing} of ${GAMES} games in play after ${((now() - rampStarted) / 1000).toFixed(1)} s; warming up`,
    );
    await sleep(WARMUP_SECONDS * 1000);

    const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
    const inPlay: number[] = [];
    let peakRss = 0;
    const sampler = setInterval(() => {
      inPlay.push(clients.filter((client) => client.inGame).length);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 250);
    const stopProfile = CPU_PROFILE && SAME_THREAD ? await startCpuProfile() : undefined;
    if (trace) trace.recording = true;
    lag.enable();
    await gameServer.measureStart();
    const cpuBefore = process.cpuUsage();
    run.measuring = true;
    const began = now();
    await sleep(SECONDS * 1000);
    run.measuring = false;
    const elapsed = (now() - began) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    lag.disable();
    const server = await gameServer.measureStop();
    if (trace) trace.recording = false;
    const profile = CPU_PROFILE && stopProfile ? await stopProfile(CPU_PROFILE) : server.profile;
    clearInterval(sampler);
    // Moves sent in the window count when their commit arrives after it (up to 10 s later).
    for (let waited = 0; clients.some((client) => client.awaitsMeasuredMove) && waited < 10_000; waited += 50)
      await sleep(50);
    run.stopping = true;
    clearInterval(watchdog);
    // Moves still on their way are answered before the sockets go: a seat whose last socket closes is
    // played by the server from then on, which would refuse those moves (NOT_YOUR_TURN).
    for (let waited = 0; run.inFlight > 0 && waited < 10_000; waited += 50) await sleep(50);
    for (const client of clients) client.close();
    // The game server goes before the paced bare run, so the tables it would go on playing (every seat now
    // the server's) do not share the machine with the noise floor being measured.
    await gameServer.close();
    gameServer = undefined;

    const action = summarize(run.actionLatency);
    const http = summarize(run.httpLatency);
    const start = summarize(run.startLatency);
    const meanInPlay = inPlay.reduce((sum, value) => sum + value, 0) / Math.max(1, inPlay.length);
    const minInPlay = inPlay.length > 0 ? Math.min(...inPlay) : 0;
    const lagP99 = lagP99Of(lag);
    const pass = action.p99 < TARGET_P99_MS && GAMES >= TARGET_GAMES && minInPlay >= TARGET_GAMES * 0.9;
    const clientRate = run.clientActions / elapsed;
    const paced = clientRate > 0 ? await measurePacedBareRoute(clientRate, PING_SECONDS) : undefined;
    const rows: Record<string, string | number> = {
      'games in play (mean / min)': `${meanInPlay.toFixed(1)} / ${minInPlay}`,
      'games finished': `${run.gamesFinished} (${(run.gamesFinished / elapsed).toFixed(1)}/s)`,
      'actions/s (all moves)': Math.round(run.committed / elapsed),
      'client actions/s': Math.round(run.clientActions / elapsed),
      'action p50 (commit + broadcast)': ms(action.p50),
      'action p90': ms(action.p90),
      'action p99': ms(action.p99),
      'action max': ms(action.max),
      'action samples': action.count,
      'HTTP p50': ms(http.p50),
      'HTTP p99': ms(http.p99),
      'new game (create-guest → first state) p50 / p99': `${ms(start.p50)} / ${ms(start.p99)}`,
      'bare GET /ping requests/s': `${Math.round(ceiling.perSecond)}${ceiling.errors ? ` (${ceiling.errors} failed)` : ''}`,
      'bare GET /ping p50 / p99': `${ms(ceiling.p50)} / ${ms(ceiling.p99)}`,
      "bare GET /ping at the clients' pace (req/s): p50 / p99": paced
        ? `${Math.round(paced.perSecond)}: ${ms(paced.p50)} / ${ms(paced.p99)}${paced.errors ? ` (${paced.errors} failed)` : ''}`
        : '—',
      'action p99 vs paced bare p99': paced ? ratio(action.p99, paced.p99) : '—',
      'action p50 vs bare p50': ratio(action.p50, ceiling.p50),
      'action p99 vs bare p99': ratio(action.p99, ceiling.p99),
      'HTTP p50 vs bare p50': ratio(http.p50, ceiling.p50),
      'client actions/s vs bare requests/s': `${((run.clientActions / elapsed / ceiling.perSecond) * 100).toFixed(1)}%`,
      'server event-loop lag p99 (games / bare)': `${ms(server.lagP99)} / ${ms(ceiling.server.lagP99)}`,
      'server event loop busy (games / bare)': `${(server.utilization * 100).toFixed(0)}% / ${(ceiling.server.utilization * 100).toFixed(0)}%`,
      'clients event-loop lag p99': SAME_THREAD ? '(same thread)' : ms(lagP99),
      'CPU (user + system, whole process)': `${((cpu.user + cpu.system) / 1e4 / elapsed).toFixed(0)}%`,
      'RSS MB (peak)': Math.round(peakRss / 2 ** 20),
      'refused or failed calls': [...run.errors.values()].reduce((sum, value) => sum + value, 0),
      resyncs: run.resyncs,
      'machine load average (1 min, at the end)': loadavg()[0]?.toFixed(2) ?? '—',
    };
    console.table(rows);
    printMovePhases(server.movePhases);
    for (const [kind, count] of run.errors) console.log(`  ${count}× ${kind}`);
    const actionsPerSecond = run.committed / elapsed;
    if (BOT_MAX_DELAY !== '0' || THINK_MS > 0)
      console.log(`pacing: bots ${BOT_MIN_DELAY}-${BOT_MAX_DELAY} ms, client thinks ${THINK_MS} ms`);
    else if (actionsPerSecond > 0)
      console.log(
        `closed loop at zero delay: each game waits on one move at a time, so a move waits about ` +
          `games ÷ actions/s = ${((meanInPlay / actionsPerSecond) * 1000).toFixed(0)} ms on average (Little's law)`,
      );
    if (trace) printDbTrace(trace, run.committed, run.clientActions, elapsed);
    if (profile && CPU_PROFILE)
      printProfile(
        profile,
        CPU_PROFILE,
        SAME_THREAD ? 'server and clients on one thread' : "the server's thread",
      );
    console.log(
      `target: p99 < ${TARGET_P99_MS} ms with ${TARGET_GAMES} games: ${pass ? 'PASS' : 'FAIL'} ` +
        `(p99 ${ms(action.p99)}, ${meanInPlay.toFixed(0)} games in play)`,
    );
  } finally {
    for (const client of clients) client.close();
    await gameServer?.close().catch((error: unknown) => console.error('server close failed', error));
    await scratch
      ?.drop()
      .catch((error: unknown) => console.error('could not drop the scratch database', error));
    rmSync(dataDir, { recursive: true, force: true });
    httpClient.close();
  }
}

// PASS or FAIL, the exit code is 0 (a benchmark, not a test); keep-alive sockets of fetch's pool could
// hold the loop a moment after everything closed.
main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    setTimeout(() => process.exit(0), 2000).unref();
  });
