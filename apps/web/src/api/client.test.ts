import { describe, expect, it } from 'vitest';
import { createApiClient } from './client.js';
import { ApiError } from './errors.js';
import { createRateLimiter } from './queue.js';

interface Sent {
  url: string;
  init: RequestInit;
}

function fakeFetch(reply: (sent: Sent) => Response) {
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const entry = { url, init };
    sent.push(entry);
    return reply(entry);
  }) as unknown as typeof globalThis.fetch;
  return { fetch, sent };
}

function headerOf(entry: Sent | undefined, name: string): string | undefined {
  return (entry?.init.headers as Record<string, string> | undefined)?.[name];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(fetch: typeof globalThis.fetch, token: string | null = 'tok') {
  return createApiClient({
    baseUrl: 'http://api.test',
    getToken: () => token,
    limiter: createRateLimiter(5),
    fetch,
  });
}

describe('createApiClient', () => {
  it('sends a POST with a JSON body and the bearer token', async () => {
    const { fetch, sent } = fakeFetch(() => json({ success: true, message: 'ok', userData: {} }));
    await client(fetch).call('userUpdateEmail', { body: { newEmail: 'a@b.co' } });
    expect(sent[0]?.url).toBe('http://api.test/user/update/email');
    expect(sent[0]?.init.method).toBe('POST');
    expect(sent[0]?.init.body).toBe('{"newEmail":"a@b.co"}');
    expect(headerOf(sent[0], 'authorization')).toBe('Bearer tok');
  });

  it('never sends the token to a public call', async () => {
    const { fetch, sent } = fakeFetch(() => json({ success: true, message: 'sent' }));
    await client(fetch).call('authForgotPassword', { body: { email: 'a@b.co', platform: 'web' } });
    expect(headerOf(sent[0], 'authorization')).toBeUndefined();
  });

  it('builds GET paths and query strings', async () => {
    const { fetch, sent } = fakeFetch(() => json({ success: true, messages: [] }));
    await client(fetch).call('userChatGetWith', { params: { id: 'g 1', other: 'p2' } });
    await client(fetch).call('gameLeaderboard', { query: { map: 'spades', scope: 'weekly' } });
    expect(sent.map((entry) => entry.url)).toEqual([
      'http://api.test/user/chat/get/g%201/p2',
      'http://api.test/game/leaderboard?map=spades&scope=weekly',
    ]);
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('turns an error body into an ApiError with code, message and field', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        { success: false, code: 'EMAIL_IN_USE', message: 'Email is already in use.', field: 'email' },
        409,
      ),
    );
    const error = await client(fetch)
      .call('userUpdateEmail', { body: { newEmail: 'a@b.co' } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: 'Email is already in use.',
      field: 'email',
      status: 409,
    });
  });

  it('reports a failed fetch with its own message', async () => {
    const fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof globalThis.fetch;
    await expect(client(fetch).call('authLogout', { body: {} })).rejects.toMatchObject({
      code: 'NETWORK_ERROR',
      message: 'Failed to fetch',
    });
  });

  it('keeps a non-JSON failure readable', async () => {
    const { fetch } = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(client(fetch).call('authLogout', { body: {} })).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
      status: 502,
    });
  });
});
