import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { AppError } from './errors.js';

const MINUTE = 60_000;
const AUTH_PATHS = /^\/auth\/(login|login-token|login-dev|register|forgot-password|reset-password)\b/;

/**
 * Per-IP limits on every call (tighter on the credential endpoints) and per-user limits once a request is
 * authenticated. Counters live in Redis when configured, so several processes share them.
 */
export function installRateLimits(app: FastifyInstance, ctx: AppContext): void {
  const { config, counters } = ctx;
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const ip = request.ip;
    if ((await counters.hit(`ip:${ip}`, MINUTE)) > config.RATE_LIMIT_PER_IP_PER_MINUTE) {
      throw new AppError('RATE_LIMITED');
    }
    if (
      AUTH_PATHS.test(request.url) &&
      (await counters.hit(`auth-ip:${ip}`, MINUTE)) > config.RATE_LIMIT_AUTH_PER_IP_PER_MINUTE
    ) {
      throw new AppError('RATE_LIMITED');
    }
  });
  app.addHook('preHandler', async (request: FastifyRequest) => {
    const userId = request.auth?.user.id;
    if (userId && (await counters.hit(`user:${userId}`, MINUTE)) > config.RATE_LIMIT_PER_USER_PER_MINUTE) {
      throw new AppError('RATE_LIMITED');
    }
  });
}
