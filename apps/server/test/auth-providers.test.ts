/**
 * Issue 10: sign-in buttons showed for providers the server was not configured for, and failed on click.
 * GET /auth/providers names the configured ones; the sign-in screens show buttons for those only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { get, json, startTestApp, type TestApp } from './harness.js';

describe('GET /auth/providers', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function providers(env: Record<string, string>): Promise<unknown> {
    t = await startTestApp('pglite', env);
    const response = await get(t.app, '/auth/providers');
    expect(response.statusCode, response.body).toBe(200);
    return json(response);
  }

  it('names none when no provider is configured, without a token', async () => {
    expect(await providers({})).toEqual({ success: true, providers: [] });
  });

  it('names only the providers with an issuer and a client id', async () => {
    expect(
      await providers({
        GOOGLE_ISSUER: 'https://accounts.google.com',
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        // An issuer without a client id is not usable.
        APPLE_ISSUER: 'https://appleid.apple.com',
        PAYPAL_ISSUER: 'https://www.paypal.com',
        PAYPAL_CLIENT_ID: 'paypal-id',
      }),
    ).toEqual({ success: true, providers: ['google', 'paypal'] });
  });
});
