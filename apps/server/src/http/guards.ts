import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveSession } from '../auth/live-session-cache.js';
import { type Authenticated, authenticate, authenticateCaller } from '../auth/sessions.js';
import type { AppContext } from '../context.js';
import { AppError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's user row and session; null on a caller-only route (makeRequireCaller). */
    auth: Authenticated | null;
    /** Who is calling, on every authenticated request (the per-user rate limit's key). */
    caller: LiveSession | null;
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
    request.caller = request.auth && { userId: request.auth.user.id, sessionId: request.auth.sessionId };
  };
}

export function makeRequireAuth(ctx: AppContext) {
  const optional = makeOptionalAuth(ctx);
  return async (request: FastifyRequest): Promise<void> => {
    await optional(request);
    if (!request.auth) throw new AppError('UNAUTHORIZED');
  };
}

/** For handlers that read only who is calling (currentCaller), such as moves: no user row is read. */
export function makeRequireCaller(ctx: AppContext) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearer(request);
    if (!token) throw new AppError('UNAUTHORIZED');
    request.caller = await authenticateCaller(ctx, token);
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

export function currentCaller(request: FastifyRequest): LiveSession {
  if (!request.caller) throw new AppError('UNAUTHORIZED');
  return request.caller;
}
