/**
 * apps/server/src/web/static.ts against the built app: cache headers, the SPA fallback for browser
 * navigations only, API paths untouched, no way out of the dist folder, and a start without a build.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { registerWebApp } from '../../apps/server/src/web/static.js';
import { WEB_DIST } from './harness.js';

const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
let app: FastifyInstance;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'cardroom-static-'));
  ({ app } = await buildApp(
    loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      JWT_SECRET: 'static-secret-static-secret-0123456789',
    }),
  ));
});

afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('web app serving', () => {
  it('serves index.html at / and for browser navigations, never cached', async () => {
    for (const url of ['/', '/auth/login', '/store', '/auth/verify-email?token=abc', '/no/such/page']) {
      const response = await app.inject({ method: 'GET', url, headers: HTML });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const asset = readdirSync(join(WEB_DIST, 'assets')).find((name) => name.endsWith('.js'));
    const response = await app.inject({ method: 'GET', url: `/assets/${asset}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('leaves the API alone: POST /auth/login and JSON requests get API answers', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a@b.co', password: 'x' },
    });
    expect(login.json()).toMatchObject({ success: false, code: 'INVALID_CREDENTIALS' });
    const missing = await app.inject({
      method: 'GET',
      url: '/no/such/route',
      headers: { accept: 'application/json' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const health = await app.inject({ method: 'GET', url: '/health', headers: HTML });
    expect(health.json()).toEqual({ status: 'ok' });
    const missingAsset = await app.inject({ method: 'GET', url: '/assets/nope.js', headers: HTML });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('never serves files from outside the build', async () => {
    for (const url of [
      '/..%2f..%2fpackage.json',
      '/%2e%2e/%2e%2e/package.json',
      '/assets/..%2f..%2f..%2fpackage.json',
    ]) {
      const response = await app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('starts without a build and only warns', async () => {
    const bare = Fastify({ logger: false });
    await registerWebApp(bare, { root: join(dataDir, 'no-dist') });
    await bare.ready();
    const response = await bare.inject({ method: 'GET', url: '/auth/login', headers: HTML });
    expect(response.statusCode).toBe(404);
    await bare.close();
  });
});
