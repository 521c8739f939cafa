import { API_KEY_HEADER } from '@cardroom/protocol';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { isInputDataError, sqlState } from '../src/http/database-errors.js';
import { installErrorHandling } from '../src/http/error-handler.js';
import { databaseTiers, openTestDatabase } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';

const NUL = '\u0000';

/** Sets one dotted field of a copy of `body` to `value`. */
function withField(body: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  target[keys.at(-1) as string] = value;
  return copy;
}

describe.each(databaseTiers())('control characters and database data errors on %s', (tier) => {
  let t: TestApp;
  let token = '';
  const extraDatabases: Database[] = [];

  beforeAll(async () => {
    t = await startTestApp(tier);
    const { email, password } = uniqueUser('nul');
    token = json<{ accessToken: string }>(
      await post(t.app, '/auth/login-dev', { email, password }),
    ).accessToken;
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all(extraDatabases.map((database) => database.close()));
  });

  const register = () => ({
    ...uniqueUser('reg'),
    platform: 'web',
    avatar: 'preset:fox',
    referral_code: 'ABC',
  });
  const feedback = {
    message: 'The table froze after a bid.',
    attachments: ['/uploads/a.png'],
    version: 'beta-3.54',
  };
  const contact = {
    contactInfo: { name: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello there' },
  };
  const request = {
    requestInfo: {
      email: 'ann@example.com',
      firstName: 'Ann',
      lastName: 'Lee',
      contactNumber: '555',
      detail: 'Copy of my data',
      description: 'Everything please',
    },
  };
  const cases: {
    name: string;
    url: string;
    body: () => Record<string, unknown>;
    fields: string[];
    auth?: 'token' | 'apiKey';
  }[] = [
    {
      name: 'register',
      url: '/auth/register',
      body: register,
      fields: ['email', 'password', 'username', 'avatar', 'referral_code'],
    },
    {
      name: 'update',
      url: '/user/update',
      body: () => ({ update: { username: 'valid_name', avatar: 'preset:fox' } }),
      fields: ['update.username', 'update.avatar'],
      auth: 'token',
    },
    {
      name: 'feedback',
      url: '/user/send-feedback',
      body: () => feedback,
      fields: ['message', 'attachments.0', 'version'],
      auth: 'token',
    },
    {
      name: 'contact',
      url: '/user/contact',
      body: () => contact,
      fields: ['contactInfo.name', 'contactInfo.email', 'contactInfo.subject', 'contactInfo.message'],
    },
    {
      name: 'request',
      url: '/user/request',
      body: () => request,
      fields: [
        'requestInfo.email',
        'requestInfo.firstName',
        'requestInfo.lastName',
        'requestInfo.contactNumber',
        'requestInfo.detail',
        'requestInfo.description',
      ],
      auth: 'apiKey',
    },
    {
      name: 'chat',
      url: '/user/chat/send/some-game',
      body: () => ({ message: 'gg' }),
      fields: ['message'],
      auth: 'token',
    },
  ];

  it.each(cases)(
    'refuses a NUL byte in every text field of $name with 400 VALIDATION_ERROR',
    async (call) => {
      const headers: Record<string, string> =
        call.auth === 'apiKey' ? { [API_KEY_HEADER]: t.ctx.config.PUBLIC_API_KEY } : {};
      for (const field of call.fields) {
        const body = call.body();
        const current = field
          .split('.')
          .reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], body);
        for (const poisoned of [`${String(current)}${NUL}`, `${NUL}${String(current)}`, `a${NUL}b`]) {
          const response = await post(t.app, call.url, withField(body, field, poisoned), {
            headers,
            ...(call.auth === 'token' ? { token } : {}),
          });
          expect(response.statusCode, `${call.name} ${field}`).toBe(400);
          expect(json(response), `${call.name} ${field}`).toMatchObject({
            success: false,
            code: 'VALIDATION_ERROR',
          });
        }
      }
    },
  );

  it('refuses a NUL byte in a path parameter with 400, never a 500', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/user/chat/get/abc%00def',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
  });

  it('answers a database encoding error that validation missed with 400, not 500', async () => {
    let refused: unknown;
    await t.ctx.db.execute(sql`select ${`a${NUL}b`}::text`).catch((error: unknown) => {
      refused = error;
    });
    expect(sqlState(refused)).toBe('22021');
    expect(isInputDataError(refused)).toBe(true);
    await t.ctx.db.execute(sql`select ${JSON.stringify({ a: NUL })}::jsonb`).catch((error: unknown) => {
      refused = error;
    });
    expect(sqlState(refused)).toBe('22P05');

    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.post('/echo', async (req) =>
      t.ctx.db.execute(sql`select ${String((req.body as { text: string }).text)}::text`),
    );
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { text: `x${NUL}` } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: 'Text contains characters that are not allowed.',
    });
    await app.close();
  });

  it('logs a failing query without its parameters: no email, no password hash', async () => {
    const database = await openTestDatabase(tier);
    extraDatabases.push(database);
    // Every insert into users fails, as a real fault would, after the password was hashed.
    await database.db.execute(
      sql.raw(`create function refuse_users() returns trigger language plpgsql as $$
        begin raise exception 'users are read-only today'; end $$`),
    );
    await database.db.execute(
      sql.raw(
        'create trigger refuse_users before insert on users for each row execute function refuse_users()',
      ),
    );
    const lines: string[] = [];
    const { app } = await buildApp(
      { ...t.ctx.config, LOG_LEVEL: 'info' },
      { database, logStream: { write: (line) => void lines.push(line) } },
    );
    const account = uniqueUser('logged');
    const response = await post(app, '/auth/register', account);
    await app.close();
    expect(response.statusCode).toBe(500);
    const log = lines.join('');
    expect(log).toContain('unhandled error');
    expect(log).toContain('P0001');
    expect(log).toContain('users are read-only today');
    for (const secret of [account.email, account.username, account.password, '$argon2', 'insert into']) {
      expect(log.toLowerCase()).not.toContain(secret.toLowerCase());
    }
  });
});
