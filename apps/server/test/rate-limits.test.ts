import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { Config } from '../src/config.js';
import { databaseTiers, redisSettingsFor, type Tier } from './databases.js';
import { json, uniqueUser, useTestAppWithVariants } from './harness.js';

/** A fresh IPv6 /64 per call: counters of earlier runs (kept a minute in Redis) never meet this one's. */
const freshAddress = () =>
  `2001:db8:${randomInt(0xffff).toString(16)}:${randomInt(0xffff).toString(16)}::${randomInt(1, 0xffff).toString(16)}`;

function expectLimited(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(429);
  expect(json(response)).toEqual({
    success: false,
    code: 'RATE_LIMITED',
    message: 'Too many requests. Please try again later.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(
    Number.isInteger(retryAfter) && retryAfter >= 1 && retryAfter <= 60,
    `Retry-After ${retryAfter}`,
  ).toBe(true);
}

const tiers: [Tier, 'redis' | 'memory'][] = databaseTiers().map((tier) => [
  tier,
  redisSettingsFor(tier).REDIS_URL ? 'redis' : 'memory',
]);

describe.each(tiers)('HTTP rate limits on %s with the %s store', (tier, store) => {
  const suite = useTestAppWithVariants(tier);
  const variant = (overrides: Partial<Config>) =>
    suite.variant({ ...(store === 'redis' ? redisSettingsFor(tier) : {}), ...overrides });

  it('limits every request per IP (routes, unknown paths) and answers 429 with Retry-After', async () => {
    const app = await variant({ RATE_LIMIT_PER_IP_PER_MINUTE: 4 });
    const ip = freshAddress();
    const call = (url: string, remoteAddress = ip) => app.inject({ method: 'GET', url, remoteAddress });
    expect((await call('/health')).statusCode).toBe(200);
    expect((await call('/no/such/route')).statusCode).toBe(404);
    expect((await call('/health')).statusCode).toBe(200);
    expect((await call('/health')).statusCode).toBe(200);
    expectLimited(await call('/health'));
    expectLimited(await call('/no/such/route'));
    expect((await call('/health', freshAddress())).statusCode).toBe(200);
  });

  it('limits credential calls tighter, per IP', async () => {
    const app = await variant({ RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: 2 });
    const ip = freshAddress();
    const login = (remoteAddress = ip) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress,
        payload: { email: 'a@example.com', password: 'x' },
      });
    expect((await login()).statusCode).toBe(401);
    expect((await login()).statusCode).toBe(401);
    expectLimited(await login());
    // Other calls from the same address are not held by the credential limit.
    expect((await app.inject({ method: 'GET', url: '/health', remoteAddress: ip })).statusCode).toBe(200);
    expect((await login(freshAddress())).statusCode).toBe(401);
  });

  it('limits each signed-in user, whichever address the calls come from', async () => {
    const app = await variant({ RATE_LIMIT_PER_USER_PER_MINUTE: 2 });
    const signIn = async () => {
      const { email, password } = uniqueUser('rl');
      const response = await app.inject({
        method: 'POST',
        url: '/auth/login-dev',
        remoteAddress: freshAddress(),
        payload: { email, password },
      });
      const token = json<{ accessToken: string }>(response).accessToken;
      return () =>
        app.inject({
          method: 'POST',
          url: '/user/get-notifications',
          payload: {},
          remoteAddress: freshAddress(),
          headers: { authorization: `Bearer ${token}` },
        });
    };
    const [ann, bob] = await Promise.all([signIn(), signIn()]);
    expect((await ann()).statusCode).toBe(200);
    expect((await ann()).statusCode).toBe(200);
    expectLimited(await ann());
    expect((await bob()).statusCode).toBe(200);
  });

  // Only where a Redis server is configured: the tier list above pairs it with PostgreSQL.
  if (store !== 'redis') return;
  it('shares the counters between server processes through Redis', async () => {
    const [first, second] = [
      await variant({ RATE_LIMIT_PER_IP_PER_MINUTE: 3 }),
      await variant({ RATE_LIMIT_PER_IP_PER_MINUTE: 3 }),
    ];
    const ip = freshAddress();
    const call = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/health', remoteAddress: ip });
    expect((await call(first)).statusCode).toBe(200);
    expect((await call(second)).statusCode).toBe(200);
    expect((await call(first)).statusCode).toBe(200);
    expectLimited(await call(second));
    const redis = new Redis(process.env.REDIS_URL as string);
    try {
      expect((await redis.keys('cardroom-rate:*')).length).toBeGreaterThan(0);
    } finally {
      await redis.quit();
    }
  });
});
