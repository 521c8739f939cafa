/**
 * Helpers for the hard table scenarios: one HTTP client shape over `inject` and over a real port, signed-in
 * users, sockets that record every `game:state` they receive, and a seat driven by those events.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { chooseSpadesAction, type SpadesAction, type SpadesState, toCardData } from '@cardroom/engine';
import {
  type GameStateEvent,
  type SpadesWireView,
  spadesViewSchema,
  type UserData,
} from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, vi } from 'vitest';
import { games } from '../../src/db/schema.js';
import { advanceGame } from '../../src/games/moves.js';
import { loadTable } from '../../src/games/projection.js';
import { type GameRecord, loadRecord } from '../../src/games/repository.js';
import type { Tier } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';

export interface Reply {
  status: number;
  /** The parsed JSON body (replies here are always JSON). */
  // biome-ignore lint/suspicious/noExplicitAny: test replies are read field by field
  body: any;
  text: string;
}

export type Http = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) => Promise<Reply>;

const authHeader = (token?: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

const parse = (text: string) => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/** Calls through Fastify's inject (no socket, no port). */
export function injectHttp(app: FastifyInstance): Http {
  return async (method, path, body, token) => {
    const reply = await app.inject({
      method,
      url: path,
      ...(method === 'POST' ? { payload: (body ?? {}) as Record<string, unknown> } : {}),
      headers: authHeader(token),
    });
    return { status: reply.statusCode, body: parse(reply.body), text: reply.body };
  };
}

/** Calls a server listening on `baseUrl` over real HTTP. */
export function fetchHttp(baseUrl: string): Http {
  return async (method, path, body, token) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { ...authHeader(token), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) },
      ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
    });
    const text = await response.text();
    return { status: response.status, body: parse(text), text };
  };
}

/** Starts listening on a free local port; returns the base URL. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

export interface Session {
  accessToken: string;
  userData: UserData;
}

let signIns = 0;
/** A signed-in user with a password (POST /auth/login-dev creates a verified account on first use). */
export async function signIn(http: Http, prefix = 'u'): Promise<Session> {
  signIns += 1;
  const tag = `${prefix}${signIns}x${randomBytes(4).toString('hex')}`;
  const reply = await http('POST', '/auth/login-dev', {
    email: `${tag}@example.com`,
    password: 'Secret#123',
  });
  if (reply.status !== 200) throw new Error(`login-dev failed: ${reply.text}`);
  return reply.body as Session;
}

/**
 * The Spades view an event or reply carries, parsed with the protocol's schema (what the web reads): a view
 * that is malformed, or not a Spades one, fails the test instead of being read as if it were.
 */
export function viewOfEvent(event: { gameData: { view?: unknown } }): SpadesWireView | undefined {
  const view = event.gameData.view;
  return view === undefined ? undefined : spadesViewSchema.parse(view);
}

export const isMyTurn = (view: SpadesWireView | undefined): view is SpadesWireView =>
  view !== undefined && view.phase !== 'finished' && view.turn === view.seat;

/** A socket.io connection that keeps every event it receives, in order. */
export class SeatSocket {
  readonly states: GameStateEvent[] = [];
  readonly left: unknown[] = [];
  /** Every event of any name, as received (what the hidden-information test scans). */
  readonly all: { name: string; payload: unknown }[] = [];
  /** Why the connection ended (socket.io's reason), once it has. */
  disconnectReason: string | undefined;
  private waiters = new Set<() => void>();

  constructor(readonly socket: Socket) {
    socket.onAny((name: string, payload: unknown) => {
      this.all.push({ name, payload });
      if (name === 'game:state') this.states.push(payload as GameStateEvent);
      if (name === 'game:left') this.left.push(payload);
      for (const wake of this.waiters) wake();
    });
    socket.on('disconnect', (reason) => {
      this.disconnectReason = reason;
      for (const wake of this.waiters) wake();
    });
  }

  /** Resolves with socket.io's reason once the connection has ended. */
  waitForDisconnect(timeoutMs = 10_000): Promise<string> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (this.disconnectReason === undefined) return;
        cleanup();
        resolve(this.disconnectReason);
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error('timed out waiting for the server to close the socket'));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** The payloads of every `realtime:error` received. */
  get realtimeErrors(): { code: string; message: string }[] {
    return this.all
      .filter((event) => event.name === 'realtime:error')
      .map((event) => event.payload as { code: string; message: string });
  }

  get latest(): GameStateEvent | undefined {
    return this.states.at(-1);
  }

  /** Resolves with the latest state once `accept` holds for it. */
  waitFor(accept: (event: GameStateEvent) => boolean, timeoutMs = 20_000): Promise<GameStateEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const latest = this.latest;
        if (latest && accept(latest)) {
          cleanup();
          resolve(latest);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        const last = this.latest;
        reject(
          new Error(
            `timed out waiting for a state (last version ${last?.version}, moves ${viewOfEvent(last ?? { gameData: {} })?.moves})`,
          ),
        );
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  close(): void {
    this.socket.close();
  }
}

/** Connects with the access token and resolves once connected. */
export function connectSeat(
  baseUrl: string,
  token: string,
  extraHeaders?: Record<string, string>,
): Promise<SeatSocket> {
  const socket = io(baseUrl, {
    path: '/socket.io',
    auth: { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(extraHeaders ? { extraHeaders } : {}),
  });
  const seat = new SeatSocket(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(seat));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** The `connect_error` data of a connection the server refuses (fails if it connects). */
export async function connectRefusal(
  baseUrl: string,
  token: string,
  extraHeaders?: Record<string, string>,
): Promise<{ code: string; message: string }> {
  try {
    const seat = await connectSeat(baseUrl, token, extraHeaders);
    seat.close();
  } catch (error) {
    return (error as { data: { code: string; message: string } }).data;
  }
  throw new Error('the server accepted a connection it should have refused');
}

/** The HTTP call that makes `action` for the caller (a bid or a play). */
export function sendAction(http: Http, token: string, gameId: string, action: SpadesAction): Promise<Reply> {
  if (action.type === 'bid') {
    return http(
      'POST',
      '/game/set-bid',
      { bid: action.bid, blind: action.blind ?? false, firestorm: action.firestorm ?? false },
      token,
    );
  }
  if (action.type === 'see') return http('POST', '/game/spades/see', {}, token);
  return http(
    'POST',
    '/game/play-spades',
    { gameData: { game_id: gameId }, cardData: toCardData(action.card) },
    token,
  );
}

export interface DriveOptions {
  /** Picks the seat's action from its view (the engine's bot by default). */
  choose?: (view: SpadesWireView) => SpadesAction;
  /** Sees every HTTP reply the seat gets. */
  onReply?: (reply: Reply) => void;
  /** Runs at each of the seat's turns before it acts (extra reads, probes). */
  beforeAct?: (event: GameStateEvent) => Promise<void>;
  timeoutMs?: number;
}

/**
 * Plays a seat from the `game:state` events its socket receives: acts whenever the latest event says it is
 * the seat's turn at a move count it has not acted at yet; returns the final event.
 */
export async function playFromSocket(
  http: Http,
  token: string,
  seat: SeatSocket,
  options: DriveOptions = {},
): Promise<GameStateEvent> {
  const until = Date.now() + (options.timeoutMs ?? 60_000);
  let actedAt = -1;
  for (;;) {
    const event = await seat.waitFor(
      (candidate) => {
        const view = viewOfEvent(candidate);
        return candidate.gameData.hasFinished || (isMyTurn(view) && view.moves > actedAt);
      },
      Math.max(1, until - Date.now()),
    );
    const view = viewOfEvent(event);
    if (event.gameData.hasFinished || !view) return event;
    actedAt = view.moves;
    await options.beforeAct?.(event);
    const action = (options.choose ?? chooseSpadesAction)(view);
    const reply = await sendAction(http, token, event.gameData.game_id, action);
    options.onReply?.(reply);
    if (reply.status !== 200) throw new Error(`move refused at moves ${view.moves}: ${reply.text}`);
  }
}

/** A fresh PostgreSQL database on TEST_DATABASE_URL's server, for servers that open it themselves. */
export async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `cardroom_scn_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const parsed = new URL(adminUrl);
  parsed.pathname = `/${name}`;
  return {
    url: parsed.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Waits on state: retries `probe` (vi.waitFor) until it returns a value (not undefined) or the time runs out.
 * An error thrown by `probe` ends the wait at once with that error, as a failed check should.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
  what = 'a condition',
  intervalMs = 20,
): Promise<T> {
  const failed: { error?: unknown } = {};
  const value = await vi.waitFor(
    async () => {
      let found: T | undefined;
      try {
        found = await probe();
      } catch (error) {
        failed.error = error ?? new Error(`the check for ${what} failed`);
        return undefined;
      }
      if (found === undefined) throw new Error(`timed out waiting for ${what}`);
      return found;
    },
    { timeout: timeoutMs, interval: intervalMs },
  );
  if (failed.error !== undefined) throw failed.error;
  return value as T;
}

/**
 * Bot pace for tables the test steps by hand: nothing is due for ten minutes, so only `stepServer` moves the
 * bots (the sweep only looks two seconds ahead).
 */
export const MANUAL_TABLES = {
  BOT_MIN_DELAY_MS: '600000',
  BOT_MAX_DELAY_MS: '600000',
  TRICK_PAUSE_MS: '0',
  HAND_PAUSE_MS: '0',
  TURN_SECONDS: '600',
  MATCH_FILL_SECONDS: '600',
};

/** Makes the server's next move (a bot's, or a timed-out seat's) at once, as its deadline would. */
export async function stepServer(t: TestApp, gameId: string): Promise<void> {
  await t.ctx.db
    .update(games)
    .set({ deadlineAt: new Date(Date.now() - 1) })
    .where(eq(games.id, gameId));
  await advanceGame(t.games.runtime, gameId, async () => {});
}

/** The stored record and its engine state. */
export async function storedGame(
  t: TestApp,
  gameId: string,
): Promise<{ record: GameRecord; state: SpadesState }> {
  const record = await loadRecord(t.ctx.db, gameId);
  const state = record ? (loadTable(t.games.runtime.games, record).table.state as SpadesState | null) : null;
  if (!record || !state) throw new Error(`game ${gameId} has no state`);
  return { record, state };
}

/** Steps the server until it is `seat`'s turn or the game is over; returns the stored game then. */
export async function serverUntilTurn(t: TestApp, gameId: string, seat: number) {
  for (let step = 0; step < 400; step++) {
    const stored = await storedGame(t, gameId);
    if (stored.state.phase === 'finished' || stored.state.turn === seat) return stored;
    await stepServer(t, gameId);
  }
  throw new Error('the server never reached the seat');
}

export interface ListeningApp {
  /** The suite's app (available once its beforeAll has run). */
  readonly t: TestApp;
  /** Calls through inject. */
  readonly http: Http;
  /** Where the app listens, for sockets. */
  readonly baseUrl: string;
  /** The sockets the suite's tests open, closed with the app. */
  readonly sockets: SeatSocket[];
}

/** Registers the suite's hooks: one test app listening on a free port, closed with its sockets after the suite. */
export function useListeningApp(tier: Tier, env: Record<string, string>): ListeningApp {
  let current: { t: TestApp; http: Http; baseUrl: string } | undefined;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    const t = await startTestApp(tier, env);
    current = { t, http: injectHttp(t.app), baseUrl: await listen(t.app) };
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await current?.t.close();
  });
  const started = () => {
    if (!current) throw new Error('the test app is used before its beforeAll ran');
    return current;
  };
  return {
    get t() {
      return started().t;
    },
    get http() {
      return started().http;
    },
    get baseUrl() {
      return started().baseUrl;
    },
    sockets,
  };
}

/**
 * Steps the server as if the table's deadline had come due (stepServer makes it due), then gives the table
 * back the deadline it had: a table paused between hands must not move, and keeps its pause's end.
 */
export async function stepKeepingDeadline(t: TestApp, gameId: string): Promise<void> {
  const [before] = await t.ctx.db
    .select({ deadlineAt: games.deadlineAt })
    .from(games)
    .where(eq(games.id, gameId));
  if (!before) throw new Error(`no game ${gameId}`);
  await stepServer(t, gameId);
  await t.ctx.db.update(games).set({ deadlineAt: before.deadlineAt }).where(eq(games.id, gameId));
}

/** Acknowledges `hand` for the user through the game's hook, awaited, as the socket's `game:hand-ack` calls it. */
export async function acknowledgeHand(
  t: TestApp,
  map: string,
  userId: string,
  ack: { game_id: string; hand: number },
): Promise<void> {
  const acknowledge = t.games.runtime.games.get(map).hooks?.handAck;
  if (!acknowledge) throw new Error(`${map} has no hand-ack hook`);
  await acknowledge(t.games.runtime, userId, ack);
}

/**
 * A new person's table against bots (`table`: the POST /game/create body beside its type), their socket
 * listening from before the deal and closed with the suite's app.
 */
export async function openBotTable(
  { http, baseUrl, sockets }: ListeningApp,
  prefix: string,
  table: Record<string, unknown>,
) {
  const session = await signIn(http, prefix);
  const socket = await connectSeat(baseUrl, session.accessToken);
  sockets.push(socket);
  const created = await http('POST', '/game/create', { type: 'bots', ...table }, session.accessToken);
  expect(created.status, created.text).toBe(200);
  return { session, socket, gameId: created.body.gameData.game_id as string };
}
