import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { databaseTiers } from './databases.js';
import { get, post, useTestAppWithVariants } from './harness.js';

function directives(response: LightMyRequestResponse): Map<string, string> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = '', ...values] = part.split(/\s+/);
        return [name, values.join(' ')];
      }),
  );
}

describe.each(databaseTiers())('security headers on %s', (tier) => {
  const suite = useTestAppWithVariants(tier);
  const { variant } = suite;

  it('sends the CSP and the other headers on API answers, errors included', async () => {
    const answers = [
      await get(suite.t.app, '/health'),
      await post(suite.t.app, '/auth/login', { email: 'nobody@example.com', password: 'wrong' }),
      await get(suite.t.app, '/no/such/route'),
      await get(suite.t.app, '/user/get-collection'),
    ];
    for (const response of answers) {
      const csp = directives(response);
      expect(csp.get('default-src')).toBe("'self'");
      expect(csp.get('img-src')).toBe("'self' data: blob:");
      expect(csp.get('connect-src')).toBe("'self'");
      expect(csp.get('frame-ancestors')).toBe("'none'");
      expect(csp.get('object-src')).toBe("'none'");
      expect(csp.get('script-src')).toBe("'self'");
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('no-referrer');
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('adds HSTS and upgrade-insecure-requests only when PUBLIC_URL is https', async () => {
    const secure = await variant({ PUBLIC_URL: 'https://cardroom.example' });
    const response = await get(secure, '/health');
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response).has('upgrade-insecure-requests')).toBe(true);
    expect(directives(response).get('frame-ancestors')).toBe("'none'");
  });

  it('gives the /docs page swagger-ui’s own policy (its validator badge), still unframeable', async () => {
    const page = await get(suite.t.app, '/docs');
    expect(page.statusCode).toBe(200);
    const csp = directives(page);
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' data: validator.swagger.io");
    expect(csp.get('frame-ancestors')).toBe("'none'");
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });
});
