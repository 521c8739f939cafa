// Test support only (imported by *.test.ts): a real local OpenID provider built on oauth2-mock-server.
import type { EventEmitter } from 'node:events';
import {
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  OAuth2Issuer,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

export interface TestIssuer {
  server: OAuth2Server;
  /** The issuer identifier, e.g. http://localhost:41234 (the mock always names itself localhost). */
  url: string;
  /** The kid of the issuer's only signing key. */
  kid: string;
}

export async function startTestIssuer(port = 0): Promise<TestIssuer> {
  const server = new OAuth2Server();
  const key = await server.issuer.keys.generate('RS256');
  await server.start(port, '127.0.0.1');
  const url = server.issuer.url;
  if (url === undefined) throw new Error('oauth2-mock-server did not report its issuer URL');
  enforceIssuedCodes(server);
  return { server, url, kid: key.kid };
}

/**
 * The mock hands out tokens for any code at all. Real providers accept only codes they issued, once;
 * make the mock do the same so a made-up or replayed code fails like it would in production.
 */
function enforceIssuedCodes(server: OAuth2Server): void {
  const issued = new Set<string>();
  server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
    const code = redirect.url.searchParams.get('code');
    if (code !== null) issued.add(code);
  });
  server.service.on('beforeResponse', (response: MutableResponse, req: TokenRequestIncomingMessage) => {
    if (req.body.grant_type !== 'authorization_code') return;
    const code = req.body.code;
    if (code === undefined || !issued.delete(code)) {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'unknown or used authorization code' };
    }
  });
}

/**
 * Runs `fn` with a listener attached, then detaches it. Note the mock emits beforeTokenSigning twice per
 * token request (access token first, then ID token), so `once` would only ever touch the access token.
 */
export async function withListener<T>(
  emitter: EventEmitter,
  event: string,
  // EventEmitter's own listener type, so typed handlers ((token: MutableToken) => void) fit as they are.
  listener: Parameters<EventEmitter['on']>[1],
  fn: () => Promise<T>,
): Promise<T> {
  emitter.on(event, listener);
  try {
    return await fn();
  } finally {
    emitter.off(event, listener);
  }
}

/** Shapes every token the mock signs during `fn` (both the access token and the ID token). */
export function withTokenClaims<T>(
  issuer: TestIssuer,
  edit: (payload: MutableToken['payload']) => void,
  fn: () => Promise<T>,
): Promise<T> {
  return withListener(
    issuer.server.service,
    'beforeTokenSigning',
    (token: MutableToken) => edit(token.payload),
    fn,
  );
}

/**
 * A key pair the provider has never published, under the same issuer URL and even the same kid, so
 * only the signature can tell its tokens apart from genuine ones.
 */
export async function impostorIssuer(issuer: TestIssuer): Promise<OAuth2Issuer> {
  const impostor = new OAuth2Issuer();
  impostor.url = issuer.url;
  await impostor.keys.generate('RS256', { kid: issuer.kid });
  return impostor;
}

/** Follows the authorization URL like a browser whose user is already signed in at the provider. */
export async function authorize(authorizationUrl: string): Promise<URL> {
  const response = await fetch(authorizationUrl, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 302 || location === null) {
    throw new Error(`authorize answered ${response.status} without a redirect`);
  }
  return new URL(location);
}
