import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Authenticated, authenticate } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: Authenticated | null;
  }
}

export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** Resolves the bearer token when one is sent; optional-auth routes (register by a guest) read request.auth. */
export function makeOptionalAuth(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    request.auth = token ? await authenticate(ctx, token) : null;
  };
}

export function makeRequireAuth(ctx: AppContext) {
  const optional = makeOptionalAuth(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await optional(request);
    if (!request.auth) throw new AppError('UNAUTHORIZED');
  };
}

export function makeRequireApiKey(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    const key = request.headers['x-api-key'];
    if (key !== ctx.config.PUBLIC_API_KEY) throw new AppError('API_KEY_INVALID');
  };
}

export function currentAuth(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}
