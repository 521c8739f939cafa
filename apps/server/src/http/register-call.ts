import type { ApiCall } from '@cardroom/protocol';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../context.js';
import { makeOptionalAuth, makeRequireApiKey, makeRequireAuth, makeRequireCaller } from './guards.js';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;

export interface CallInput<C extends ApiCall> {
  body: Infer<C['body']>;
  query: Infer<C['query']>;
  params: Infer<C['params']>;
  request: FastifyRequest;
}

export type CallHandler<C extends ApiCall> = (input: CallInput<C>) => Promise<z.input<C['response']>>;

export interface RegisterCallOptions {
  /** This route's request body limit in bytes, in place of the global BODY_LIMIT_BYTES (uploads). */
  bodyLimit?: number;
  /**
   * A bearer call whose handler reads only who is calling (currentCaller), never the user row: a session
   * found live a moment ago is not read again (auth/live-session-cache.ts). For the hot calls: moves.
   */
  callerOnly?: boolean;
}

/**
 * Registers one spec §7 call from its protocol definition: the same zod schemas validate the request
 * (unknown fields refused), shape the response (nothing outside the schema leaves) and feed /docs.
 */
export function registerCall<C extends ApiCall>(
  app: FastifyInstance,
  ctx: AppContext,
  call: C,
  handler: CallHandler<C>,
  options: RegisterCallOptions = {},
): void {
  if (options.callerOnly && call.auth !== 'bearer')
    throw new Error(`${call.id}: callerOnly needs bearer auth`);
  const guard =
    call.auth === 'bearer'
      ? options.callerOnly
        ? makeRequireCaller(ctx)
        : makeRequireAuth(ctx)
      : call.auth === 'apiKey'
        ? makeRequireApiKey(ctx)
        : makeOptionalAuth(ctx);
  app.withTypeProvider<ZodTypeProvider>().route({
    method: call.method,
    url: call.path,
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    schema: {
      operationId: call.id,
      summary: call.summary,
      tags: [call.path.split('/')[1] ?? 'misc'],
      ...(call.auth === 'bearer' ? { security: [{ bearerAuth: [] }] } : {}),
      ...(call.auth === 'apiKey' ? { security: [{ apiKey: [] }] } : {}),
      ...(call.body ? { body: call.body } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.params ? { params: call.params } : {}),
      response: { 200: call.response },
    },
    // Before validation: an anonymous caller gets 401 rather than a schema error, and request.auth is
    // set before the global preHandler hooks (the per-user rate limit) run, which precede route ones.
    preValidation: async (request, reply) => {
      // A call without payload (logout, delete) may arrive with no body at all; read that as {}.
      if (call.body && (request.body === undefined || request.body === null)) request.body = {};
      await guard(request, reply);
    },
    handler: async (request) =>
      handler({
        body: request.body as Infer<C['body']>,
        query: request.query as Infer<C['query']>,
        params: request.params as Infer<C['params']>,
        request,
      }),
  });
}
