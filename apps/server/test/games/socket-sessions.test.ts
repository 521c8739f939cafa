/**
 * A session that ends loses its sockets at once: logout closes that session's sockets only; account
 * deletion, password change and password reset close every socket of the user (the password change caller
 * reconnects with the fresh token it is given). A closed socket is told SESSION_REVOKED, receives no later
 * `game:state`, and cannot reconnect with the old token. With Redis, a logout on one process closes the
 * socket held by another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltApp, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { databaseTiers, redisSettingsFor } from '../databases.js';
import { startTestApp, type TestApp } from '../harness.js';
import { lastTokenTo } from '../mail-links.js';
import {
  connectRefusal,
  connectSeat,
  type Http,
  injectHttp,
  listen,
  type SeatSocket,
  type Session,
  scratchDatabase,
  signIn,
} from './socket-helpers.js';

const PASSWORD = 'Secret#123';
const REVOKED = {
  v: 1,
  code: 'SESSION_REVOKED',
  message: 'Your session has ended. Please log in again.',
};

describe.each(databaseTiers())('sockets of ended sessions (%s)', (tier) => {
  let t: TestApp;
  let http: Http;
  let baseUrl: string;
  const sockets: SeatSocket[] = [];
  beforeAll(async () => {
    t = await startTestApp(tier, redisSettingsFor(tier));
    http = injectHttp(t.app);
    baseUrl = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const connect = async (token: string) => {
    const socket = await connectSeat(baseUrl, token);
    sockets.push(socket);
    await socket.waitFor(() => true, 5000);
    return socket;
  };
  /** A seated user signed in twice (two sessions), each session with a live socket that has its state. */
  const twoDevices = async (prefix: string) => {
    const first = await signIn(http, prefix);
    const created = await http(
      'POST',
      '/game/create',
      { type: 'vs', game_mode: 'classic', map: 'spades' },
      first.accessToken,
    );
    expect(created.status, created.text).toBe(200);
    const login = await http('POST', '/auth/login', { email: first.userData.email, password: PASSWORD });
    expect(login.status, login.text).toBe(200);
    const second = login.body as Session;
    return { first, second, one: await connect(first.accessToken), two: await connect(second.accessToken) };
  };
  const expectRevoked = async (socket: SeatSocket, token: string) => {
    expect(await socket.waitForDisconnect()).toBe('io server disconnect');
    expect(socket.realtimeErrors).toEqual([REVOKED]);
    expect((await connectRefusal(baseUrl, token)).code).toBe('SESSION_REVOKED');
  };

  it('logout closes that session’s sockets, which get no later state; the other session keeps its own', async () => {
    const { first, second, one, two } = await twoDevices('out');
    expect((await http('POST', '/auth/logout', {}, first.accessToken)).status).toBe(200);
    await expectRevoked(one, first.accessToken);
    const heard = one.states.length;
    const before = two.latest?.version ?? 0;
    // The table changes: the signed-in device hears it, the signed-out one does not.
    expect((await http('POST', '/game/add-bot', {}, second.accessToken)).status).toBe(200);
    await two.waitFor((event) => event.version > before, 5000);
    expect(two.disconnectReason).toBeUndefined();
    expect(one.states).toHaveLength(heard);
  });

  it('account deletion closes every socket of the user', async () => {
    const { first, second, one, two } = await twoDevices('del');
    const deleted = await http('POST', '/auth/delete', {}, first.accessToken);
    expect(deleted.status, deleted.text).toBe(200);
    await expectRevoked(one, first.accessToken);
    await expectRevoked(two, second.accessToken);
  });

  it('a password change closes every socket, the caller’s too; its fresh token connects again', async () => {
    const { first, second, one, two } = await twoDevices('pwd');
    const changed = await http(
      'POST',
      '/auth/reset-password',
      { oldPassword: PASSWORD, newPassword: 'Newer#456' },
      first.accessToken,
    );
    expect(changed.status, changed.text).toBe(200);
    await expectRevoked(one, first.accessToken);
    await expectRevoked(two, second.accessToken);
    const fresh = await connect(changed.body.accessToken as string);
    expect(fresh.latest?.gameData.game_id).toBe(one.latest?.gameData.game_id);
  });

  it('a password reset by mailed token closes every socket of the user', async () => {
    const { first, second, one, two } = await twoDevices('rst');
    const email = first.userData.email as string;
    expect((await http('POST', '/auth/forgot-password', { email, platform: 'web' })).status).toBe(200);
    const reset = await http('POST', '/auth/reset-password', {
      email,
      token: lastTokenTo(t.smtp, email),
      password: 'Newer#456',
    });
    expect(reset.status, reset.text).toBe(200);
    await expectRevoked(one, first.accessToken);
    await expectRevoked(two, second.accessToken);
  });
});

const withRedis = Boolean(process.env.TEST_DATABASE_URL && process.env.REDIS_URL);

describe.runIf(withRedis)('a logout on one process closes the socket held by another (Redis)', () => {
  const apps: BuiltApp[] = [];
  let dropDatabase: (() => Promise<void>) | undefined;
  let socket: SeatSocket | undefined;

  beforeAll(async () => {
    const database = await scratchDatabase();
    dropDatabase = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: database.url,
      REDIS_URL: process.env.REDIS_URL,
      JWT_SECRET: 'socket-sessions-secret-socket-sessions-0123',
      RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '100000',
      RATE_LIMIT_PER_USER_PER_MINUTE: '100000',
      // Other files' sockets, mails and guests from 127.0.0.1 count in the same Redis (a refused connect
      // failed this test once in a run beside them).
      SOCKET_CONNECTS_PER_MINUTE_PER_IP: '100000',
      MAIL_PER_IP_PER_HOUR: '100000',
      GUESTS_PER_IP_PER_HOUR: '100000',
    });
    // One after the other: the first runs the migrations.
    apps.push(await buildApp(config));
    apps.push(await buildApp(config));
  });
  afterAll(async () => {
    socket?.close();
    for (const built of apps) await built.app.close();
    await dropDatabase?.();
  });

  it('the socket on process 2 is closed by a logout on process 1', async () => {
    const [one, two] = apps as [BuiltApp, BuiltApp];
    const me = await signIn(injectHttp(one.app), 'xr');
    const url2 = await listen(two.app);
    socket = await connectSeat(url2, me.accessToken);
    expect((await injectHttp(one.app)('POST', '/auth/logout', {}, me.accessToken)).status).toBe(200);
    expect(await socket.waitForDisconnect()).toBe('io server disconnect');
    expect(socket.realtimeErrors).toEqual([REVOKED]);
  });
});
