/**
 * The shape of one HTTP call and the helpers that keep its types: `defineCall` returns its argument with
 * every literal and schema type intact, so `RequestOf<typeof call>` and `ResponseOf<typeof call>` are exact.
 */
import { z } from 'zod';

export type HttpMethod = 'GET' | 'POST';

/**
 * - none: public.
 * - bearer: a valid access token is required (Authorization: Bearer …).
 * - apiKey: the public API key header is required, no login (spec §6: active users, data request).
 * - optional: a token is read when present; the handler decides (POST /auth/reset-password, whose
 *   authenticated variant needs it and whose emailed-token variant does not).
 */
export type AuthMode = 'none' | 'bearer' | 'apiKey' | 'optional';

/** The header that carries the public API key. */
export const API_KEY_HEADER = 'x-api-key';

/** A request body: a strict object, or a union of strict objects when one path takes two payloads. */
export type BodySchema = z.ZodObject | z.ZodUnion<readonly z.ZodObject[]>;

export interface CallDefinition {
  /** Unique camelCase name; the key in API_CALLS. */
  readonly id: string;
  readonly method: HttpMethod;
  /** Fastify form: path parameters are ':name'. */
  readonly path: `/${string}`;
  readonly auth: AuthMode;
  readonly summary: string;
  /** POST only. A POST without payload has an empty strict object, so any field is refused. */
  readonly body?: BodySchema;
  /** Query string fields, all strings on the wire; strict so unknown parameters are refused. */
  readonly query?: z.ZodObject;
  /** Path parameters; present exactly when the path has ':name' segments. */
  readonly params?: z.ZodObject;
  /** The success reply (`{ success: true, … }`); failures are always an ApiErrorBody. */
  readonly response: z.ZodType;
}

/**
 * A call as stored: body, query and params are always present as keys (undefined when the call has none),
 * so code generic over any call can read `call.body` or `C['body']` without narrowing first.
 */
export type DefinedCall<C extends CallDefinition> = {
  readonly [K in keyof C | 'body' | 'query' | 'params']: K extends keyof C ? C[K] : undefined;
};

export function defineCall<const C extends CallDefinition>(call: C): DefinedCall<C> {
  return { body: undefined, query: undefined, params: undefined, ...call } as DefinedCall<C>;
}

export type CallsById<T extends readonly CallDefinition[]> = { [C in T[number] as C['id']]: C };

/** A record of calls keyed by their own id, so a key can never disagree with the id it holds. */
export function indexCalls<const T extends readonly CallDefinition[]>(calls: T): CallsById<T> {
  return Object.fromEntries(calls.map((call) => [call.id, call])) as CallsById<T>;
}

/** Shows `{ body: …; params: … }` in editors rather than an intersection of parts. */
type Flatten<T> = { [K in keyof T]: T[K] };

type Part<C, K extends 'body' | 'query' | 'params', Mode extends 'input' | 'output'> = C extends {
  [P in K]: infer S extends z.ZodType;
}
  ? { [P in K]: Mode extends 'input' ? z.input<S> : z.output<S> }
  : Record<never, never>;

/** What a caller sends: `{ body?, query?, params? }`, each present only when the call has it. */
export type RequestOf<C extends CallDefinition> = Flatten<
  Part<C, 'body', 'input'> & Part<C, 'query', 'input'> & Part<C, 'params', 'input'>
>;

/** What the server has after parsing (defaults applied, strings trimmed). */
export type ParsedRequestOf<C extends CallDefinition> = Flatten<
  Part<C, 'body', 'output'> & Part<C, 'query', 'output'> & Part<C, 'params', 'output'>
>;

export type BodyOf<C extends CallDefinition> = C extends { body: infer S extends z.ZodType }
  ? z.input<S>
  : undefined;

export type ResponseOf<C extends CallDefinition> = z.output<C['response']>;

/** `{ success: true, ...shape }`: the envelope of every successful reply. */
export function successResponse<const T extends z.ZodRawShape>(shape: T) {
  return z.object({ success: z.literal(true) }).extend(shape);
}

/** The body of a POST that takes no payload. */
export const emptyBody = z.strictObject({});

/** The names of a path's ':name' segments, in order. */
export function pathParamNames(path: string): string[] {
  return path
    .split('/')
    .filter((segment) => segment.startsWith(':'))
    .map((segment) => segment.slice(1));
}

/** The concrete URL path of a call: '/user/chat/get/:id' with { id: 'g1' } gives '/user/chat/get/g1'. */
export function buildPath(call: Pick<CallDefinition, 'path'>, params: Record<string, string> = {}): string {
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${call.path}`);
    return encodeURIComponent(value);
  });
}
