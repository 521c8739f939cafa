import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

const YEAR_SECONDS = 365 * 24 * 3600;

export function isHttps(config: Pick<Config, 'PUBLIC_URL'>): boolean {
  return new URL(config.PUBLIC_URL).protocol === 'https:';
}

/**
 * Security headers on every answer (the web app, the API and the errors) with @fastify/helmet. The CSP is
 * what the built web app needs and nothing more: its own scripts, styles, fonts, sounds, service worker
 * and socket, pictures from this site plus data: and blob: URLs (canvas and uploads previews); no framing.
 * Strict-Transport-Security and upgrade-insecure-requests only when the site is served over https, so a
 * plain-http deployment (a LAN, the tests) keeps working.
 */
export async function installSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const https = isHttps(config);
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        mediaSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: https ? { maxAge: YEAR_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
  });
}

/**
 * The /docs page (swagger-ui) runs its own inline bootstrap script and styles, allowed by hash; it gets
 * swagger-ui's static CSP adjusted to the site's rules (no framing, https upgrade only on https).
 */
export function docsContentSecurityPolicy(config: Config): (header: string) => string {
  const https = isHttps(config);
  return (header) => {
    let policy = header.replace("frame-ancestors 'self'", "frame-ancestors 'none'");
    if (!https) policy = policy.replace(/\s*upgrade-insecure-requests;?/, '');
    return policy;
  };
}
