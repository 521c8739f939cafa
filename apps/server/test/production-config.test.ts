import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, docsEnabled, loadConfig } from '../src/config.js';
import { createMailer } from '../src/mail/mailer.js';
import { databaseTiers } from './databases.js';
import { get, useTestAppWithVariants } from './harness.js';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'production-secret-production-secret-0123',
  SMTP_URL: 'smtp://mail.example:25',
  PUBLIC_URL: 'https://cardroom.example',
};

describe('production settings', () => {
  it.each(['JWT_SECRET', 'SMTP_URL', 'PUBLIC_URL'] as const)(
    'refuses to load without %s, naming it',
    (name) => {
      const env: Record<string, string | undefined> = { ...PRODUCTION, [name]: undefined };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        new RegExp(`Missing settings for NODE_ENV=production: ${name}\\b`),
      );
    },
  );

  it('names every missing setting at once, and loads when all are set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Missing settings for NODE_ENV=production: JWT_SECRET, SMTP_URL, PUBLIC_URL',
    );
    expect(loadConfig(PRODUCTION).PUBLIC_URL).toBe('https://cardroom.example');
    // Outside production the defaults still apply (a generated secret, the outbox, localhost links).
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4100' }).PUBLIC_URL).toBe('http://localhost:4100');
    expect(loadConfig({ PORT: '4100', PUBLIC_URL: 'https://play.example' }).PUBLIC_URL).toBe(
      'https://play.example',
    );
  });

  it('npm start exits with the names of the missing settings', () => {
    const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: PRODUCTION.JWT_SECRET },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Missing settings for NODE_ENV=production: SMTP_URL, PUBLIC_URL');
  });

  it('serves /docs outside production, and in production only when DOCS_ENABLED says so', () => {
    expect(docsEnabled({ NODE_ENV: 'development', DOCS_ENABLED: undefined })).toBe(true);
    expect(docsEnabled({ NODE_ENV: 'production', DOCS_ENABLED: undefined })).toBe(false);
    expect(docsEnabled({ NODE_ENV: 'production', DOCS_ENABLED: 'true' })).toBe(true);
    expect(docsEnabled({ NODE_ENV: 'production', DOCS_ENABLED: '1' })).toBe(true);
    expect(docsEnabled({ NODE_ENV: 'development', DOCS_ENABLED: 'false' })).toBe(false);
  });

  it('logs the body of outbox mail (links, codes) only in development', async () => {
    const logged: object[] = [];
    const mail = { to: 'ann@example.com', subject: 'Your code', text: 'code 123456', html: '<p>123456</p>' };
    for (const logBodies of [false, true]) {
      const mailer = createMailer({
        from: 'x@example.com',
        outbox: async () => undefined,
        logger: { info: (entry) => logged.push(entry) },
        logBodies,
      });
      await mailer.send(mail);
    }
    expect(logged).toEqual([
      { subject: 'Your code' },
      { to: mail.to, subject: mail.subject, text: mail.text },
    ]);
  });
});

describe.each(databaseTiers())('production app on %s', (tier) => {
  const suite = useTestAppWithVariants(tier);
  const { variant } = suite;

  it('has no /docs in production unless DOCS_ENABLED turns it on', async () => {
    expect((await get(suite.t.app, '/docs/json')).statusCode).toBe(200);
    const production = await variant({ NODE_ENV: 'production' });
    for (const url of ['/docs', '/docs/json', '/docs/static/swagger-ui.css']) {
      const response = await get(production, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    const documented = await variant({ NODE_ENV: 'production', DOCS_ENABLED: 'true' });
    expect((await get(documented, '/docs/json')).statusCode).toBe(200);
    const hidden = await variant({ NODE_ENV: 'development', DOCS_ENABLED: 'false' });
    expect((await get(hidden, '/docs/json')).statusCode).toBe(404);
  });
});
