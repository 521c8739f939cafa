/**
 * The typed HTTP client: every call is named by its protocol id, so the request and the reply have the
 * types of packages/protocol. Requests go through the 5-per-second queue and carry the bearer token.
 */
import {
  API_CALLS,
  API_KEY_HEADER,
  type ApiCalls,
  buildPath,
  type CallId,
  isErrorCode,
  type RequestOf,
  type ResponseOf,
} from '@cardroom/protocol';
import { ApiError } from './errors.js';
import type { RateLimiter } from './queue.js';

export type { CallId };
export type CallRequest<K extends CallId> = RequestOf<ApiCalls[K]>;
export type CallResponse<K extends CallId> = ResponseOf<ApiCalls[K]>;

/** Calls without body, query or params may be made without a request argument. */
export type RequestArgs<K extends CallId> = keyof CallRequest<K> extends never
  ? [request?: CallRequest<K>]
  : [request: CallRequest<K>];

export interface ApiClient {
  call<K extends CallId>(id: K, ...args: RequestArgs<K>): Promise<CallResponse<K>>;
}

export interface ApiClientOptions {
  /** Origin of the API; empty for the same origin that served the app. */
  baseUrl: string;
  getToken(): string | null;
  limiter: RateLimiter;
  apiKey?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

interface LooseRequest {
  body?: unknown;
  query?: Record<string, string | undefined>;
  params?: Record<string, string>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

function queryString(query: LooseRequest['query']): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function failure(status: number, body: unknown): ApiError {
  const error = body as { success?: unknown; code?: unknown; message?: unknown; field?: unknown } | null;
  if (error && error.success === false && typeof error.message === 'string') {
    return new ApiError(
      error.message,
      isErrorCode(error.code) ? error.code : 'INTERNAL_ERROR',
      status,
      typeof error.field === 'string' ? error.field : undefined,
    );
  }
  return new ApiError(`Request failed with status ${status}.`, 'INTERNAL_ERROR', status);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function send(id: CallId, request: LooseRequest): Promise<unknown> {
    const call = API_CALLS[id];
    const url = `${options.baseUrl}${buildPath(call, request.params)}${queryString(request.query)}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.getToken();
    if (token && call.auth !== 'none' && call.auth !== 'apiKey') headers.authorization = `Bearer ${token}`;
    if (call.auth === 'apiKey' && options.apiKey) headers[API_KEY_HEADER] = options.apiKey;
    let body: string | undefined;
    if (call.method === 'POST') {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body ?? {});
    }
    let response: Response;
    try {
      response = await doFetch(url, {
        method: call.method,
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new ApiError(message, 'NETWORK_ERROR', 0);
    }
    const json = await readJson(response);
    if (!response.ok || (json as { success?: unknown } | null)?.success === false) {
      throw failure(response.status, json);
    }
    return json;
  }

  return {
    call<K extends CallId>(id: K, ...args: RequestArgs<K>): Promise<CallResponse<K>> {
      const request = (args[0] ?? {}) as LooseRequest;
      return options.limiter.schedule(() => send(id, request)) as Promise<CallResponse<K>>;
    },
  };
}
