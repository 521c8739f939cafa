import { AUTH_CALL_LIST } from '@cardroom/protocol';
import { count, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database, Db } from '../src/db/client.js';
import { ledger, sessions, users } from '../src/db/schema.js';
import { databaseTiers } from './databases.js';
import { get, json, post, uniqueUser, useTestAppWithVariants } from './harness.js';
import { expectError } from './mail-links.js';

const INJECTIONS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "admin'--",
  '1; SELECT pg_sleep(5)',
];
const STACK_TRACE = /\bat .*\.[jt]s:\d+|\.ts:\d+|node_modules|"stack"/;

describe.each(databaseTiers())('request hardening on %s', (tier) => {
  const suite = useTestAppWithVariants(tier);
  const { variant } = suite;
  /** Awaits a reply and checks it leaks no stack trace or internal path; every reply here goes through it. */
  const checked = async (reply: Promise<LightMyRequestResponse>) => {
    const response = await reply;
    expect(response.body).not.toMatch(STACK_TRACE);
    return response;
  };

  it('treats SQL-shaped input as data: refused or matched literally, never a server error', async () => {
    const user = {
      ...uniqueUser('sql'),
      email: `o'neil--${Date.now()}@example.com`,
      password: "x' OR 'x'='x'; --",
    };
    // The referral code is looked up literally: it links nobody.
    const other = { ...uniqueUser('ref'), referral_code: "' OR 1=1 --" };
    for (const account of [user, other])
      expect((await checked(post(suite.t.app, '/auth/register', account))).statusCode).toBe(200);
    const login = await checked(
      post(suite.t.app, '/auth/login', { email: user.email, password: user.password }),
    );
    expect(json(login)).toMatchObject({ success: true, userData: { email: user.email } });

    for (const attack of INJECTIONS) {
      expectError(
        await checked(post(suite.t.app, '/auth/login', { email: user.email, password: attack })),
        401,
        'INVALID_CREDENTIALS',
      );
      const asEmail = await checked(post(suite.t.app, '/auth/login', { email: attack, password: 'x' }));
      expectError(asEmail, 400, 'VALIDATION_ERROR', 'Invalid email address.', 'email');
      const asUsername = await checked(
        post(suite.t.app, '/auth/register', { ...uniqueUser(), username: attack }),
      );
      expectError(asUsername, 400, 'VALIDATION_ERROR', undefined, 'username');
      expectError(
        await checked(post(suite.t.app, '/auth/verify-email', { token: attack })),
        400,
        'INVALID_VERIFICATION_TOKEN',
      );
      const reset = await checked(
        post(suite.t.app, '/auth/reset-password', {
          email: user.email,
          token: attack,
          password: 'Newer#456',
        }),
      );
      expectError(reset, 400, 'INVALID_RESET_TOKEN');
      // On the other account: the wrong codes and the wrong passwords together would reach the lockout.
      const code = await checked(
        post(suite.t.app, '/auth/login-token', { email: other.email, token: attack }),
      );
      expectError(code, 401, 'INVALID_LOGIN_CODE');
    }

    const rows = await suite.t.ctx.db
      .select()
      .from(users)
      .where(inArray(users.email, [user.email, other.email]));
    expect(rows.map((row) => row.referredBy)).toEqual([null, null]);
    const [sessionCount] = await suite.t.ctx.db.select({ n: count() }).from(sessions);
    expect(sessionCount?.n).toBeGreaterThan(0);
    const [ledgerCount] = await suite.t.ctx.db.select({ n: count() }).from(ledger);
    expect(ledgerCount?.n).toBeGreaterThanOrEqual(2);
    expect(
      (await post(suite.t.app, '/auth/login', { email: user.email, password: user.password })).statusCode,
    ).toBe(200);
  });

  it('refuses a body over BODY_LIMIT_BYTES with 413 PAYLOAD_TOO_LARGE, and accepts one under it', async () => {
    const small = await variant({ BODY_LIMIT_BYTES: 2048 });
    const big = await checked(post(small, '/auth/register', { ...uniqueUser(), avatar: 'x'.repeat(2100) }));
    expectError(big, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large.');
    // Padding the avatar with spaces (trimmed away) makes a body near the limit that is still valid.
    const padded = `${' '.repeat(1500)}preset:fox`;
    const fits = await checked(post(small, '/auth/register', { ...uniqueUser(), avatar: padded }));
    expect(json(fits).success).toBe(true);
  });

  it('answers malformed JSON and an unsupported content type with success:false', async () => {
    const inject = (payload: string, contentType: string) =>
      checked(
        suite.t.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload,
          headers: { 'content-type': contentType },
        }),
      );
    expectError(
      await inject('{"email": "a@b.co", "password":', 'application/json'),
      400,
      'VALIDATION_ERROR',
      'Malformed request.',
    );
    expectError(await inject('{"__proto__": {"admin": true}}', 'application/json'), 400, 'VALIDATION_ERROR');
    expectError(await inject('', 'application/json'), 400, 'VALIDATION_ERROR');
    const xml = await inject('<login/>', 'application/xml');
    expectError(xml, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type.');
    expectError(await checked(post(suite.t.app, '/auth/login', [1, 2])), 400, 'VALIDATION_ERROR');
  });

  it('answers unknown routes and methods with 404 NOT_FOUND', async () => {
    expectError(
      await checked(get(suite.t.app, '/no/such/route')),
      404,
      'NOT_FOUND',
      'Route not found: GET /no/such/route',
    );
    expectError(await checked(post(suite.t.app, '/auth/nope', {})), 404, 'NOT_FOUND');
    expectError(
      await checked(get(suite.t.app, '/auth/login?x=1')),
      404,
      'NOT_FOUND',
      'Route not found: GET /auth/login',
    );
  });

  it('hides internal failures behind 500 INTERNAL_ERROR with a generic message', async () => {
    const broken = new Proxy({} as Db, {
      get() {
        throw new Error('connection lost at query (/srv/app/src/db/client.ts:12:5)');
      },
    });
    const app = await variant({}, { db: broken, kind: 'pglite', close: async () => {} } as Database);
    const response = await checked(
      post(app, '/auth/login', { email: uniqueUser().email, password: 'whatever' }),
    );
    expectError(response, 500, 'INTERNAL_ERROR', 'Something went wrong. Please try again.');
  });

  it('reports health and documents every auth route (login-dev only outside production)', async () => {
    const health = await checked(get(suite.t.app, '/health'));
    expect({ status: health.statusCode, body: json(health) }).toEqual({
      status: 200,
      body: { status: 'ok' },
    });
    const docs = json<{ paths: Record<string, Record<string, unknown>> }>(
      await get(suite.t.app, '/docs/json'),
    );
    for (const call of AUTH_CALL_LIST) {
      expect(docs.paths[call.path]?.[call.method.toLowerCase()], `${call.method} ${call.path}`).toBeDefined();
    }
    expect(docs.paths['/user/update/email']?.post).toBeDefined();
  });

  it('has no login-dev route in production, while /auth/login still works', async () => {
    const production = await variant({ NODE_ENV: 'production' });
    const { email, password } = uniqueUser('prod');
    const user = { email, password };
    expect((await checked(post(suite.t.app, '/auth/login-dev', user))).statusCode).toBe(200);
    expectError(await checked(post(production, '/auth/login-dev', user)), 404, 'NOT_FOUND');
    expect((await checked(post(production, '/auth/login', user))).statusCode).toBe(200);
    const documented = await variant({ NODE_ENV: 'production', DOCS_ENABLED: 'true' });
    const docs = json<{ paths: Record<string, unknown> }>(await get(documented, '/docs/json'));
    expect(docs.paths['/auth/login']).toBeDefined();
    expect(docs.paths['/auth/login-dev']).toBeUndefined();
  });

  it('rate-limits credential calls per IP: the 4th login in a minute gets 429 RATE_LIMITED', async () => {
    const limited = await variant({ RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: 3 });
    const attempt = (remoteAddress = '203.0.113.7') =>
      checked(
        limited.inject({
          method: 'POST',
          url: '/auth/login',
          remoteAddress,
          payload: { email: 'a@example.com', password: 'x' },
        }),
      );
    for (let i = 0; i < 3; i++) expectError(await attempt(), 401, 'INVALID_CREDENTIALS');
    expectError(await attempt(), 429, 'RATE_LIMITED', 'Too many requests. Please try again later.');
    expectError(await attempt(), 429, 'RATE_LIMITED');
    expectError(await attempt('203.0.113.8'), 401, 'INVALID_CREDENTIALS');
    const health = await limited.inject({ method: 'GET', url: '/health', remoteAddress: '203.0.113.7' });
    expect(health.statusCode).toBe(200);
  });

  it('rate-limits signed-in calls per user', async () => {
    const limited = await variant({ RATE_LIMIT_PER_USER_PER_MINUTE: 2 });
    const signIn = async () => {
      const { email, password } = uniqueUser('rl');
      const user = { email, password };
      const { accessToken } = json<{ accessToken: string }>(await post(limited, '/auth/login-dev', user));
      return (times: number) =>
        Promise.all(
          Array.from({ length: times }, () =>
            checked(post(limited, '/user/update/email', { newEmail: user.email }, { token: accessToken })),
          ),
        );
    };
    const [first, second] = await Promise.all([signIn(), signIn()]);
    const statuses = (await first(3)).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 200, 429]);
    expect((await second(1))[0]?.statusCode).toBe(200);
  });
});
