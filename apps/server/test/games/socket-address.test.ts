/**
 * A socket's address is the one HTTP sees: for any X-Forwarded-For a client sends, with the proxy trusted or
 * not, it equals Fastify's own `request.ip` for the same request, and its limit key groups IPv6 by /64.
 */
import type { IncomingMessage } from 'node:http';
import fc from 'fast-check';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { socketAddressKey, socketClientAddress } from '../../src/games/socket-address.js';

const PEER = '127.0.0.1';

const forwardedFor = fc.array(fc.oneof(fc.ipV4(), fc.ipV6(), fc.constantFrom('unknown', '', ' ')), {
  maxLength: 4,
});

describe('socket client address', () => {
  it.each([true, false])(
    'equals Fastify request.ip for any X-Forwarded-For (trustProxy %s)',
    async (trust) => {
      const app = Fastify({ trustProxy: trust });
      app.get('/ip', async (request) => ({ ip: request.ip }));
      await app.ready();
      try {
        await fc.assert(
          fc.asyncProperty(forwardedFor, async (hops) => {
            const headers = hops.length > 0 ? { 'x-forwarded-for': hops.join(', ') } : {};
            const reply = await app.inject({ method: 'GET', url: '/ip', headers, remoteAddress: PEER });
            const request = { headers, socket: { remoteAddress: PEER } } as unknown as IncomingMessage;
            expect(socketClientAddress(request, trust)).toBe(reply.json<{ ip: string }>().ip);
          }),
          { numRuns: 200 },
        );
      } finally {
        await app.close();
      }
    },
  );

  it('ignores X-Forwarded-For unless the proxy is trusted, and keys IPv6 by /64', () => {
    const request = (forwarded: string, peer = PEER) =>
      ({
        headers: { 'x-forwarded-for': forwarded },
        socket: { remoteAddress: peer },
      }) as unknown as IncomingMessage;
    expect(socketAddressKey(request('203.0.113.7'), false)).toBe(PEER);
    expect(socketAddressKey(request('203.0.113.7, 10.0.0.1'), true)).toBe('203.0.113.7');
    expect(socketAddressKey(request('2001:db8:1:2::a'), true)).toBe(
      socketAddressKey(request('2001:db8:1:2:ffff:ffff:ffff:ffff'), true),
    );
    expect(socketAddressKey(request('2001:db8:1:2::a'), true)).not.toBe(
      socketAddressKey(request('2001:db8:1:3::a'), true),
    );
    expect(socketAddressKey(request('x', '::ffff:192.0.2.4'), false)).toBe('192.0.2.4');
  });
});
