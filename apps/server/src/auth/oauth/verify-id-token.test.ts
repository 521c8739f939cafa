import type { Payload } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOAuthProviders, OAuthFlowError, type OAuthProvider } from './providers.js';
import { impostorIssuer, startTestIssuer, type TestIssuer } from './test-issuer.js';

const APPLE_CLIENT_ID = 'com.cardroom.app';

let issuer: TestIssuer;
let apple: OAuthProvider;

beforeAll(async () => {
  issuer = await startTestIssuer();
  apple = createOAuthProviders({
    google: {},
    apple: { issuer: issuer.url, clientId: APPLE_CLIENT_ID },
    facebook: {},
    paypal: {},
  }).apple;
});

afterAll(async () => {
  await issuer.server.stop();
});

/** A token as Apple's native SDK would hand it over: string email_verified, our bundle id as audience. */
function nativeToken(claims: Record<string, unknown> = {}, expiresIn?: number): Promise<string> {
  return issuer.server.issuer.buildToken({
    expiresIn,
    scopesOrTransform: (_header, payload: Payload) =>
      Object.assign(payload, {
        sub: '001234.abcdef',
        aud: APPLE_CLIENT_ID,
        email: 'Someone@PrivateRelay.AppleID.com',
        email_verified: 'true',
        ...claims,
      }),
  });
}

async function rejection(promise: Promise<unknown>): Promise<OAuthFlowError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(OAuthFlowError);
  if (!(error instanceof OAuthFlowError)) throw new Error('unreachable');
  expect(error.reason).toBe('invalid_token');
  return error;
}

describe('verifyIdToken', () => {
  it('accepts a token the issuer signed for our client id', async () => {
    await expect(apple.verifyIdToken(await nativeToken())).resolves.toEqual({
      provider: 'apple',
      subject: '001234.abcdef',
      email: 'someone@privaterelay.appleid.com',
      emailVerified: true,
    });
  });

  it('treats the string "false" and a missing email_verified as unverified', async () => {
    const stringFalse = await apple.verifyIdToken(await nativeToken({ email_verified: 'false' }));
    expect(stringFalse.emailVerified).toBe(false);
    const missing = await apple.verifyIdToken(await nativeToken({ email_verified: undefined }));
    expect(missing.emailVerified).toBe(false);
  });

  it('checks the nonce when the caller passes one', async () => {
    const token = await nativeToken({ nonce: 'from-the-app' });
    await expect(apple.verifyIdToken(token, { nonce: 'from-the-app' })).resolves.toMatchObject({
      provider: 'apple',
    });
    const error = await rejection(apple.verifyIdToken(token, { nonce: 'another' }));
    expect(error.message).toContain('nonce');
  });

  it('rejects a token for another audience', async () => {
    const error = await rejection(apple.verifyIdToken(await nativeToken({ aud: 'com.someone.else' })));
    expect(error.message).toBe('Apple sign-in failed: the ID token "aud" claim is invalid.');
  });

  it('rejects a token from another issuer', async () => {
    const error = await rejection(apple.verifyIdToken(await nativeToken({ iss: 'https://appleid.example' })));
    expect(error.message).toContain('"iss"');
  });

  it('rejects a token signed by a key the issuer never published', async () => {
    const impostor = await impostorIssuer(issuer);
    const forged = await impostor.buildToken({
      scopesOrTransform: (_header, payload) =>
        Object.assign(payload, { sub: 'victim', aud: APPLE_CLIENT_ID }),
    });
    const error = await rejection(apple.verifyIdToken(forged));
    expect(error.message).toBe('Apple sign-in failed: the ID token signature is invalid.');
  });

  it('rejects an expired token', async () => {
    // Past the 30 s clock tolerance.
    const error = await rejection(apple.verifyIdToken(await nativeToken({}, -120)));
    expect(error.message).toContain('expired');
  });

  it('rejects something that is not a JWT', async () => {
    const error = await rejection(apple.verifyIdToken('not-a-token'));
    expect(error.message).toContain('malformed');
  });
});
