import { readdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { MAX_UPLOAD_BYTES } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema.js';
import { UPLOADS_PER_USER_PER_HOUR } from '../src/uploads/routes.js';
import { databaseTiers } from './databases.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

/** A valid 1×1 RGBA PNG and a valid 1×1 greyscale JPEG (both decode in Chromium). */
const PNG_1X1 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const JPEG_1X1 =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////' +
  '////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>';

const dataUrl = (mime: string, bytes: Buffer | string) =>
  `data:${mime};base64,${Buffer.from(bytes).toString('base64')}`;
/** A PNG of exactly `size` bytes: the 1×1 image followed by padding (content sniffing reads the header). */
const pngOfSize = (size: number) => {
  const head = Buffer.from(PNG_1X1, 'base64');
  return Buffer.concat([head, Buffer.alloc(size - head.length)]);
};

interface Session {
  accessToken: string;
  userData: { id: string; avatar: string | null };
}

describe.each(databaseTiers())('image uploads on %s', (tier) => {
  let t: TestApp;
  let alice: Session;
  let dataDir: string;
  beforeAll(async () => {
    t = await startTestApp(tier);
    dataDir = t.ctx.config.DATA_DIR;
    alice = await signIn();
  });
  afterAll(async () => {
    await t.close();
  });

  async function signIn(): Promise<Session> {
    const user = uniqueUser('upl');
    const response = await post(t.app, '/auth/login-dev', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    return json<Session>(response);
  }

  const uploadAvatar = (data: string, token = alice.accessToken) =>
    post(t.app, '/upload/avatar', { data }, { token });
  const uploadAttachment = (data: string, token = alice.accessToken) =>
    post(t.app, '/user/upload-attachment', { data }, { token });
  const pathOf = (url: string) => new URL(url).pathname;

  it('sets a PNG avatar, stores it under a random name and serves the same bytes as image/png', async () => {
    const response = await uploadAvatar(`data:image/png;base64,${PNG_1X1}`);
    expect(response.statusCode).toBe(200);
    const { success, userData } = json<Session & { success: boolean }>(response);
    expect(success).toBe(true);
    expect(userData.id).toBe(alice.userData.id);
    expect(userData.avatar).toMatch(/^http:\/\/cardroom\.test\/uploads\/[0-9a-f]{32}\.png$/);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, alice.userData.id));
    expect(row?.avatar).toBe(userData.avatar);

    const served = await get(t.app, pathOf(userData.avatar ?? ''));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    expect(served.rawPayload.equals(Buffer.from(PNG_1X1, 'base64'))).toBe(true);
    const head = await t.app.inject({ method: 'HEAD', url: pathOf(userData.avatar ?? '') });
    expect(head.statusCode).toBe(200);
  });

  it('stores a JPEG attachment as .jpg and serves it as image/jpeg', async () => {
    const response = await uploadAttachment(`data:image/jpeg;base64,${JPEG_1X1}`);
    expect(response.statusCode).toBe(200);
    const { attachmentUrl } = json<{ attachmentUrl: string }>(response);
    expect(Object.keys(json(response)).sort()).toEqual(['attachmentUrl', 'success']);
    expect(attachmentUrl).toMatch(/^http:\/\/cardroom\.test\/uploads\/[0-9a-f]{32}\.jpg$/);
    const served = await get(t.app, pathOf(attachmentUrl));
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(Buffer.from(JPEG_1X1, 'base64'))).toBe(true);
  });

  it('trusts the bytes, not the declared type: a PNG declared as JPEG is stored and served as PNG', async () => {
    const response = await uploadAttachment(`data:image/jpeg;base64,${PNG_1X1}`);
    const { attachmentUrl } = json<{ attachmentUrl: string }>(response);
    expect(attachmentUrl).toMatch(/\.png$/);
    expect((await get(t.app, pathOf(attachmentUrl))).headers['content-type']).toBe('image/png');
  });

  it('refuses a text file or an HTML page claiming to be image/png with 415, storing nothing', async () => {
    const before = uploadsOnDisk();
    for (const call of [uploadAvatar, uploadAttachment]) {
      const text = await call(dataUrl('image/png', 'hello, I am a text file renamed to avatar.png\n'));
      expectError(text, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Image files only.', 'data');
      const html = await call(dataUrl('image/png', '<html><script>alert(document.cookie)</script></html>'));
      expectError(html, 415, 'UNSUPPORTED_MEDIA_TYPE', 'Image files only.', 'data');
    }
    expect(uploadsOnDisk()).toEqual(before);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, alice.userData.id));
    expect(row?.avatar).toMatch(/\.png$/);
  });

  it('refuses SVG, whether declared as SVG (protocol schema) or disguised as PNG (content sniffing)', async () => {
    const before = uploadsOnDisk();
    for (const call of [uploadAvatar, uploadAttachment]) {
      expectError(
        await call(dataUrl('image/svg+xml', SVG)),
        400,
        'VALIDATION_ERROR',
        'Image files only.',
        'data',
      );
      expectError(
        await call(dataUrl('image/png', SVG)),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        'Image files only.',
        'data',
      );
    }
    expectError(
      await uploadAttachment('not a data url'),
      400,
      'VALIDATION_ERROR',
      'Image files only.',
      'data',
    );
    expect(uploadsOnDisk()).toEqual(before);
  });

  it('accepts an image of exactly MAX_UPLOAD_BYTES above the 1 MiB global body limit, and refuses larger', async () => {
    expect(t.ctx.config.BODY_LIMIT_BYTES).toBeLessThan(MAX_UPLOAD_BYTES);
    const atLimit = await uploadAttachment(dataUrl('image/png', pngOfSize(MAX_UPLOAD_BYTES)));
    expect(atLimit.statusCode).toBe(200);
    const served = await get(t.app, pathOf(json<{ attachmentUrl: string }>(atLimit).attachmentUrl));
    expect(served.rawPayload.length).toBe(MAX_UPLOAD_BYTES);

    // Just over: the data URL still fits the body limit, the decoded size does not.
    const justOver = await uploadAttachment(dataUrl('image/png', pngOfSize(MAX_UPLOAD_BYTES + 3)));
    expectError(justOver, 413, 'PAYLOAD_TOO_LARGE', 'Image is too large.', 'data');
    // Well over: refused by the route's body limit before the JSON is parsed.
    const wayOver = await uploadAvatar(dataUrl('image/png', pngOfSize(3 * 1024 * 1024)));
    expectError(wayOver, 413, 'PAYLOAD_TOO_LARGE', 'Request body is too large.');
    // Other calls keep the global 1 MiB limit.
    const bigFeedback = await post(
      t.app,
      '/user/send-feedback',
      { message: 'x'.repeat(1024 * 1024 + 10) },
      { token: alice.accessToken },
    );
    expectError(bigFeedback, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('needs a bearer token for both uploads', async () => {
    for (const url of ['/upload/avatar', '/user/upload-attachment']) {
      expectError(await post(t.app, url, { data: `data:image/png;base64,${PNG_1X1}` }), 401, 'UNAUTHORIZED');
      expectError(
        await post(t.app, url, { data: `data:image/png;base64,${PNG_1X1}` }, { token: 'not-a-token' }),
        401,
        'INVALID_TOKEN',
      );
    }
    expectError(
      await post(
        t.app,
        '/upload/avatar',
        { data: `data:image/png;base64,${PNG_1X1}`, name: '../x.png' },
        {
          token: alice.accessToken,
        },
      ),
      400,
      'VALIDATION_ERROR',
      undefined,
      'name',
    );
  });

  it('serves only stored names: traversal and files the store did not write are 404', async () => {
    writeFileSync(join(dataDir, 'secret.txt'), 'top secret');
    writeFileSync(join(dataDir, 'uploads', 'planted.html'), '<script>alert(1)</script>');
    writeFileSync(join(dataDir, 'uploads', '.hidden.png'), Buffer.from(PNG_1X1, 'base64'));
    const attempts = [
      '/uploads/../package.json',
      '/uploads/../../package.json',
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/..%5csecret.txt',
      '/uploads/%252e%252e%252fsecret.txt',
      '/uploads/planted.html',
      '/uploads/.hidden.png',
      '/uploads/',
      '/uploads',
      '/uploads/0123456789abcdef0123456789abcdef.png',
    ];
    for (const url of attempts) {
      const response = await get(t.app, url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('top secret');
      expect(response.body).not.toContain('<script>');
    }
  });

  it('keeps traversal out over a raw socket too (no client-side URL normalisation)', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    writeFileSync(join(dataDir, 'secret.txt'), 'top secret');
    for (const path of [
      '/uploads/../secret.txt',
      '/uploads/../../package.json',
      '/uploads/..%2fsecret.txt',
    ]) {
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        });
        let received = '';
        socket.on('data', (chunk) => {
          received += chunk.toString('latin1');
        });
        socket.on('end', () => resolve(received));
        socket.on('error', reject);
      });
      expect({ path, status: raw.split('\r\n')[0] }).toEqual({ path, status: 'HTTP/1.1 404 Not Found' });
      expect(raw).not.toContain('top secret');
    }
  });

  it(`limits each user to ${UPLOADS_PER_USER_PER_HOUR} uploads an hour`, async () => {
    const bob = await signIn();
    const data = `data:image/png;base64,${PNG_1X1}`;
    for (let i = 0; i < UPLOADS_PER_USER_PER_HOUR; i += 1) {
      expect((await uploadAttachment(data, bob.accessToken)).statusCode).toBe(200);
    }
    expectError(await uploadAttachment(data, bob.accessToken), 429, 'RATE_LIMITED');
    expect((await uploadAttachment(data)).statusCode).toBe(200);
  });

  function uploadsOnDisk(): string[] {
    return readdirSync(join(dataDir, 'uploads')).sort();
  }
});
