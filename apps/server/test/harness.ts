import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app.js';
import { type Config, loadConfig } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import type { Database } from '../src/db/client.js';
import type { Games } from '../src/games/index.js';
import { startTestSmtpServer } from '../src/mail/test-smtp-server.js';
import { openTestDatabase, type Tier } from './databases.js';

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  games: Games;
  database: Database;
  smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  close(): Promise<void>;
}

/** The real server on a fresh database, mailing through a real SMTP server the test reads from. */
export async function startTestApp(tier: Tier, env: Record<string, string> = {}): Promise<TestApp> {
  const smtp = await startTestSmtpServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'cardroom-test-'));
  const database = await openTestDatabase(tier);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://cardroom.test',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123',
    RATE_LIMIT_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '100000',
    RATE_LIMIT_PER_USER_PER_MINUTE: '100000',
    // Every injected request comes from one IP; suites that test the mail limits set their own.
    MAIL_PER_IP_PER_HOUR: '100000',
    GUESTS_PER_IP_PER_HOUR: '100000',
    SOCKET_CONNECTS_PER_MINUTE_PER_IP: '100000',
    ...env,
  });
  const { app, ctx, games } = await buildApp(config, { database });
  return {
    app,
    ctx,
    games,
    database,
    smtp,
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestAppWithVariants {
  /** The suite's app (available once its beforeAll has run). */
  readonly t: TestApp;
  /** The same server configured differently, on the suite's database (no second database to open). */
  variant(overrides: Partial<Config>, database?: Database): Promise<FastifyInstance>;
}

/** Registers the suite's hooks: one test app per suite, and its variants, all closed after the suite. */
export function useTestAppWithVariants(tier: Tier, env: Record<string, string> = {}): TestAppWithVariants {
  let current: TestApp | undefined;
  const variants: FastifyInstance[] = [];
  beforeAll(async () => {
    current = await startTestApp(tier, env);
  });
  afterAll(async () => {
    await Promise.all(variants.map((app) => app.close()));
    await current?.close();
  });
  const suite: TestAppWithVariants = {
    get t() {
      if (!current) throw new Error('the test app is used before its beforeAll ran');
      return current;
    },
    async variant(overrides, database) {
      const t = suite.t;
      const { app } = await buildApp({ ...t.ctx.config, ...overrides }, { database: database ?? t.database });
      variants.push(app);
      return app;
    },
  };
  return suite;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

export async function post(app: FastifyInstance, url: string, body: unknown, options: CallOptions = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
}

export async function get(app: FastifyInstance, url: string, options: CallOptions = {}) {
  return app.inject({
    method: 'GET',
    url,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
  });
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return response.json() as T;
}

let sequence = 0;
export function uniqueUser(prefix = 'user') {
  sequence += 1;
  const tag = `${prefix}${sequence}${Math.floor(Math.random() * 1e6)}`;
  return { email: `${tag}@example.com`, username: tag.slice(0, 20), password: 'Secret#123' };
}
