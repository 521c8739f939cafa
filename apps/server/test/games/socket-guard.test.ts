/**
 * What one socket may ask of the server, over a real port: syncs are coalesced to one per interval (and the
 * last ask is still answered), events past the budget never reach a handler, a flood far past it is told
 * RATE_LIMITED, disconnected and refused new sockets for a while, malformed or unknown events are refused
 * with VALIDATION_ERROR before any handler (a fast-check run over arbitrary payloads), and live sockets are capped per
 * user and per address (a forged X-Forwarded-For does not get around the cap).
 */
import { clientEventSchemas } from '@cardroom/protocol';
import fc from 'fast-check';
import type { Socket as ServerSocket } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import {
  connectRefusal,
  connectSeat,
  eventually,
  type Http,
  injectHttp,
  listen,
  type SeatSocket,
  type Session,
  signIn,
} from './socket-helpers.js';

const SYNC_INTERVAL_MS = 1500;
/**
 * Answers are timed by the server's clock; their arrival may shift by a database read and a busy loop's delay
 * (more than 150 ms on a loaded CI machine). An answer not held back would come within a read of the ask.
 */
const JITTER_MS = 750;
const EVENT_LIMIT = 20;

describe.each(databaseTiers())('socket guard (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, {
      SOCKET_SYNC_INTERVAL_MS: String(SYNC_INTERVAL_MS),
      SOCKET_EVENTS_PER_WINDOW: String(EVENT_LIMIT),
      SOCKET_EVENT_WINDOW_SECONDS: '600',
      SOCKETS_PER_USER: '2',
      SOCKETS_PER_IP: '3',
      ...redisSettingsFor(tier),
    });
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const connect = async (session: Session, headers?: Record<string, string>) => {
    const socket = await connectSeat(baseUrl, session.accessToken, headers);
    sockets.push(socket);
    return socket;
  };
  const seated = async (prefix: string) => {
    const session = await signIn(http, prefix);
    const created = await http(
      'POST',
      '/game/create',
      { type: 'vs', game_mode: 'classic', map: 'spades' },
      session.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    return session;
  };
  /** Counts, on the server, the events that got past the guard to a handler. */
  const handled = (client: SeatSocket, names: string[]) => {
    const server = t.games.io.of('/').sockets.get(client.socket.id as string) as ServerSocket | undefined;
    if (!server) throw new Error('no server-side socket');
    const counts = new Map<string, number>();
    for (const name of names) server.on(name, () => counts.set(name, (counts.get(name) ?? 0) + 1));
    return (name: string) => counts.get(name) ?? 0;
  };
  const closeAll = async () => {
    for (const socket of sockets.splice(0)) socket.close();
  };

  it('answers a burst of syncs once, at the end of the interval, and a later sync once more', async () => {
    const me = await seated('burst');
    const socket = await connect(me);
    const arrivals: number[] = [];
    socket.socket.on('game:state', () => arrivals.push(Date.now()));
    await eventually(async () => (socket.states.length >= 1 ? true : undefined), 5000, 'the connect state');
    // Asked well within the interval that the connect-time state opened.
    for (let i = 0; i < 5; i++) socket.socket.emit('game:sync');
    await eventually(async () => (socket.states.length >= 2 ? true : undefined), 5000, 'the coalesced sync');
    socket.socket.emit('game:sync');
    await eventually(async () => (socket.states.length >= 3 ? true : undefined), 5000, 'the later sync');
    // Had any of the burst been answered on its own, it would have come before the later sync's answer.
    expect(socket.states).toHaveLength(3);
    // The connect-time state may have come before the listener; the last two are the burst's and the later's.
    expect(arrivals.length).toBeGreaterThanOrEqual(2);
    expect((arrivals.at(-1) as number) - (arrivals.at(-2) as number)).toBeGreaterThanOrEqual(
      SYNC_INTERVAL_MS - JITTER_MS,
    );
    await closeAll();
  });

  it('drops events past the budget before any handler, then disconnects a flood with RATE_LIMITED', async () => {
    const me = await seated('flood');
    const socket = await connect(me);
    const count = handled(socket, ['game:sync']);
    for (let i = 0; i < 2 * EVENT_LIMIT; i++) socket.socket.emit('game:sync');
    // The budget's window has room for EVENT_LIMIT; the next EVENT_LIMIT are dropped and the one after
    // that closes the socket.
    await eventually(async () => (count('game:sync') >= EVENT_LIMIT ? true : undefined), 5000, 'the budget');
    expect(socket.disconnectReason).toBeUndefined();
    socket.socket.emit('game:sync');
    expect(await socket.waitForDisconnect()).toBe('io server disconnect');
    expect(count('game:sync')).toBe(EVENT_LIMIT);
    expect(socket.realtimeErrors).toEqual([
      { v: 1, code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' },
    ]);
    // The flooder sits out a cool-down of one event window before any new socket.
    expect(await connectRefusal(baseUrl, me.accessToken)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many requests. Please try again later.',
    });
    await closeAll();
  });

  it('refuses malformed and unknown events with VALIDATION_ERROR, without a crash, and serves the valid ones', async () => {
    const me = await seated('bad');
    const socket = await connect(me);
    const names = [
      'game:sync',
      'game:hand-ack',
      'chat:send',
      'constructor',
      '__proto__',
      'hasOwnProperty',
      'toString',
    ];
    const count = handled(socket, names);
    socket.socket.emit('game:sync', { game_id: 'x' });
    socket.socket.emit('game:sync', 'a'.repeat(2000));
    socket.socket.emit('game:sync', null);
    socket.socket.emit('game:sync', () => undefined);
    socket.socket.emit('game:hand-ack', { game_id: 'g', hand: -1 });
    socket.socket.emit('game:hand-ack', { game_id: 'g', hand: 1, extra: true }, 'second');
    for (const name of names.slice(2)) socket.socket.emit(name, { text: 'hi' });
    socket.socket.emit('game:sync');
    await eventually(async () => (count('game:sync') >= 1 ? true : undefined), 5000, 'the valid sync');
    await eventually(
      async () => (socket.realtimeErrors.length >= 11 ? true : undefined),
      5000,
      'the refusals',
    );
    for (const name of names.slice(1)) expect(count(name)).toBe(0);
    expect(count('game:sync')).toBe(1);
    const invalid = { v: 1, code: 'VALIDATION_ERROR', message: 'Invalid request.' };
    // A known event is named in its refusal; a made-up name is not echoed back.
    expect(socket.realtimeErrors).toEqual([
      ...Array.from({ length: 4 }, () => ({ ...invalid, event: 'game:sync' })),
      ...Array.from({ length: 2 }, () => ({ ...invalid, event: 'game:hand-ack' })),
      ...Array.from({ length: 5 }, () => invalid),
    ]);
    expect(socket.disconnectReason).toBeUndefined();
    expect((await http('GET', '/health')).status).toBe(200);
    await closeAll();
  });

  it('lets through exactly the events the protocol schemas accept, whatever a client sends', async () => {
    const names = ['game:sync', 'game:hand-ack', 'game:play', 'valueOf'];
    const ack = fc.record({
      game_id: fc.constantFrom('g1', '', ' '),
      hand: fc.integer({ min: -2, max: 1002 }),
    });
    const args = fc.array(fc.oneof(fc.jsonValue({ maxDepth: 2 }), ack), { maxLength: 2 });
    /** What the guard should let through: the server reads what JSON carried (undefined, -0 do not survive). */
    const acceptable = (event: string, payload: unknown[]) =>
      Object.hasOwn(clientEventSchemas, event) &&
      clientEventSchemas[event as keyof typeof clientEventSchemas].safeParse(
        JSON.parse(JSON.stringify(payload)),
      ).success;
    const run = async (events: [string, unknown[]][]) => {
      const me = await signIn(http, 'fuzz');
      // A new socket per run keeps the runs inside one socket's event budget; the previous run's socket may
      // hold its address slot for a moment after closing.
      const socket = await eventually(
        async () => connectSeat(baseUrl, me.accessToken).catch(() => undefined),
        5000,
        'a free slot',
      );
      sockets.push(socket);
      const count = handled(socket, names);
      const total = () => names.reduce((sum, name) => sum + count(name), 0);
      for (const [event, payload] of events) socket.socket.emit(event, ...payload);
      const accepted = events.filter(([event, payload]) => acceptable(event, payload)).length;
      const refused = events.length - accepted;
      await eventually(
        async () => (socket.realtimeErrors.length >= refused && total() >= accepted ? true : undefined),
        5000,
        'every event handled or refused',
      );
      expect(total()).toBe(accepted);
      expect(socket.realtimeErrors).toHaveLength(refused);
      expect(socket.realtimeErrors.every((error) => error.code === 'VALIDATION_ERROR')).toBe(true);
      expect(count('game:play') + count('valueOf')).toBe(0);
      expect(socket.disconnectReason).toBeUndefined();
      await closeAll();
    };
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom(...names), args), { minLength: 1, maxLength: EVENT_LIMIT - 2 }),
        run,
      ),
      { numRuns: 8 },
    );
    expect((await http('GET', '/health')).status).toBe(200);
  });

  it('closes a connection that sends a frame too large to parse, and stays up', async () => {
    const me = await seated('big');
    const socket = await connect(me);
    socket.socket.emit('game:sync', 'x'.repeat(100_000));
    expect(await socket.waitForDisconnect()).toBe('transport close');
    expect((await http('GET', '/health')).status).toBe(200);
    await closeAll();
  });

  it('caps live sockets per user, and frees the slot when one closes', async () => {
    const me = await signIn(http, 'cap');
    const first = await connect(me);
    await connect(me);
    expect(await connectRefusal(baseUrl, me.accessToken)).toEqual({
      code: 'TOO_MANY_CONNECTIONS',
      message: 'Too many open connections. Close another tab or device and try again.',
    });
    first.close();
    const third = await eventually(
      async () => connectSeat(baseUrl, me.accessToken).catch(() => undefined),
      5000,
      'a free slot',
    );
    sockets.push(third);
    await closeAll();
  });

  it('caps live sockets per address, and a forged X-Forwarded-For does not get around it', async () => {
    const [one, two, three] = [
      await signIn(http, 'ipa'),
      await signIn(http, 'ipb'),
      await signIn(http, 'ipc'),
    ];
    await connect(one);
    await connect(one);
    await connect(two);
    const forged = { 'x-forwarded-for': '203.0.113.7' };
    expect((await connectRefusal(baseUrl, three.accessToken, forged)).code).toBe('TOO_MANY_CONNECTIONS');
    expect((await connectRefusal(baseUrl, two.accessToken)).code).toBe('TOO_MANY_CONNECTIONS');
    // A refused address is refused before its token is even read.
    expect((await connectRefusal(baseUrl, 'not-a-token')).code).toBe('TOO_MANY_CONNECTIONS');
    await closeAll();
    const back = await eventually(
      async () => connectSeat(baseUrl, three.accessToken).catch(() => undefined),
      5000,
      'a free slot',
    );
    sockets.push(back);
    await closeAll();
  });
});
