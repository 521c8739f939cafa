import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTiers } from './databases.js';
import { startTestApp, type TestApp } from './harness.js';

interface RawAnswer {
  status: number;
  headers: string;
  body: Record<string, unknown>;
}

/** Sends bytes as they are over TCP and reads the answer until the server closes or finishes it. */
function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      try {
        resolve({ status: Number(head.split(' ')[1]), headers: head, body: JSON.parse(body) });
      } catch (error) {
        reject(new Error(`not a JSON answer: ${text.slice(0, 300)}`, { cause: error }));
      }
    };
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const text = Buffer.concat(chunks).toString('utf8');
      const length = /content-length: (\d+)/i.exec(text)?.[1];
      const bodyStart = text.indexOf('\r\n\r\n');
      if (length && bodyStart >= 0 && Buffer.byteLength(text.slice(bodyStart + 4)) >= Number(length)) {
        socket.end();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.write(request);
  });
}

/** Exactly the error envelope: success false, a code, a message (and a field for validation), nothing else. */
function expectEnvelope(body: unknown, code: string): void {
  expect(body).toMatchObject({ success: false, code, message: expect.any(String) });
  const keys = Object.keys(body as object).filter((key) => key !== 'field');
  expect(keys.sort()).toEqual(['code', 'message', 'success']);
  expect(JSON.stringify(body)).not.toMatch(/FST_|HPE_|statusCode|node_modules|\.ts:\d+/);
}

describe.each(databaseTiers())('error bodies of the framework and Node on %s', (tier) => {
  let t: TestApp;
  let port = 0;

  beforeAll(async () => {
    t = await startTestApp(tier, { BODY_LIMIT_BYTES: '4096' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers headers over the limit with 431 HEADERS_TOO_LARGE in the JSON envelope', async () => {
    const answer = await rawRequest(
      port,
      `GET /health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json/i);
    expectEnvelope(answer.body, 'HEADERS_TOO_LARGE');
  });

  it('answers an over-long address with 414 URI_TOO_LONG, before and after Node parses it', async () => {
    const huge = await rawRequest(port, `GET /health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(huge.status).toBe(414);
    expectEnvelope(huge.body, 'URI_TOO_LONG');
    const long = await rawRequest(port, `GET /health?q=${'a'.repeat(5_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(long.status).toBe(414);
    expectEnvelope(long.body, 'URI_TOO_LONG');
    const param = await rawRequest(port, `GET /user/chat/get/${'g'.repeat(300)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(param.status).toBe(414);
    expectEnvelope(param.body, 'URI_TOO_LONG');
  });

  it('answers bytes that are not HTTP with 400 in the JSON envelope', async () => {
    const answer = await rawRequest(port, 'HELLO THERE\r\n\r\n');
    expect(answer.status).toBe(400);
    expectEnvelope(answer.body, 'VALIDATION_ERROR');
  });

  it('answers the framework errors Fastify raises itself in the envelope', async () => {
    const cases = [
      { request: { method: 'GET', url: '/no/such/route' }, status: 404, code: 'NOT_FOUND' },
      { request: { method: 'PUT', url: '/auth/login' }, status: 404, code: 'NOT_FOUND' },
      { request: { method: 'DELETE', url: '/health' }, status: 404, code: 'NOT_FOUND' },
      { request: { method: 'GET', url: '/user/chat/get/%zz' }, status: 400, code: 'VALIDATION_ERROR' },
      {
        request: {
          method: 'POST',
          url: '/auth/login',
          payload: '{"email":',
          headers: { 'content-type': 'application/json' },
        },
        status: 400,
        code: 'VALIDATION_ERROR',
      },
      {
        request: {
          method: 'POST',
          url: '/auth/login',
          payload: 'a=b',
          headers: { 'content-type': 'text/csv' },
        },
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
      },
      {
        request: {
          method: 'POST',
          url: '/auth/login',
          payload: JSON.stringify({ email: 'x'.repeat(5_000) }),
          headers: { 'content-type': 'application/json' },
        },
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
      {
        request: {
          method: 'POST',
          url: '/auth/login',
          payload: '{"__proto__":{"polluted":true}}',
          headers: { 'content-type': 'application/json' },
        },
        status: 400,
        code: 'VALIDATION_ERROR',
      },
      {
        request: {
          method: 'POST',
          url: '/auth/login',
          payload: '{}',
          headers: { 'content-type': 'application/json', 'content-length': 'abc' },
        },
        status: 400,
        code: 'VALIDATION_ERROR',
      },
    ] as const;
    for (const { request, status, code } of cases) {
      const response = await t.app.inject(request);
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(status);
      expectEnvelope(response.json(), code);
    }
  });
});
