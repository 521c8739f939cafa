import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.js';
import { AppError } from './errors.js';

const MINUTE = 60_000;
const AUTH_PATHS = /^\/auth\/(login|login-token|login-dev|register|forgot-password|reset-password)\b/;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** One counter per IPv4 address and per IPv6 /64, since one IPv6 host commonly holds a whole /64. */
const clientAddress = (request: FastifyRequest) => normalizeIP(request.ip);

/** Answers 429 RATE_LIMITED with Retry-After once the limiter's window is used up; otherwise nothing. */
async function enforce(limiter: Limiter, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const result = await limiter(request);
  if (result.isAllowed || !result.isExceeded) return;
  reply.header('retry-after', Math.max(1, result.ttlInSeconds));
  reply.header('x-ratelimit-limit', result.max);
  reply.header('x-ratelimit-remaining', 0);
  throw new AppError('RATE_LIMITED');
}

/**
 * Per-IP limits on every request (tighter on the credential endpoints) and a per-user limit once a request
 * is authenticated, with @fastify/rate-limit. Counters live in Redis when REDIS_URL is set, so several
 * processes share them; a Redis outage lets requests through rather than failing them all.
 */
export async function installRateLimits(app: FastifyInstance, config: Config): Promise<void> {
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => undefined)));
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    timeWindow: MINUTE,
    ...(redis ? { redis, nameSpace: 'cardroom-rate:' } : {}),
  });
  const perIp = app.createRateLimit({
    max: config.RATE_LIMIT_PER_IP_PER_MINUTE,
    keyGenerator: (request) => `ip:${clientAddress(request)}`,
  });
  const perIpOnCredentials = app.createRateLimit({
    max: config.RATE_LIMIT_AUTH_PER_IP_PER_MINUTE,
    keyGenerator: (request) => `auth-ip:${clientAddress(request)}`,
  });
  const perUser = app.createRateLimit({
    max: config.RATE_LIMIT_PER_USER_PER_MINUTE,
    keyGenerator: (request) => `user:${request.caller?.userId}`,
  });
  app.addHook('onRequest', async (request, reply) => {
    await enforce(perIp, request, reply);
    if (AUTH_PATHS.test(request.url)) await enforce(perIpOnCredentials, request, reply);
  });
  // Route preValidation (register-call.ts) has set request.caller by the time global preHandler hooks run.
  app.addHook('preHandler', async (request, reply) => {
    if (request.caller) await enforce(perUser, request, reply);
  });
}
