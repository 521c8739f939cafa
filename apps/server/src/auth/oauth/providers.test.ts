import type { MutableResponse, MutableToken, TokenRequestIncomingMessage } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOAuthProviders,
  createPkcePair,
  OAuthFlowError,
  type OAuthProviders,
  ProviderNotConfiguredError,
  randomNonce,
  randomState,
} from './providers.js';
import {
  authorize,
  impostorIssuer,
  startTestIssuer,
  type TestIssuer,
  withListener,
  withTokenClaims,
} from './test-issuer.js';

const REDIRECT_URI = 'http://127.0.0.1:5173/auth/callback/google';
const CLIENT_ID = 'cardroom-web';
const CLIENT_SECRET = 'top-secret-client-value';

let issuer: TestIssuer;
let providers: OAuthProviders;

beforeAll(async () => {
  issuer = await startTestIssuer();
  providers = createOAuthProviders({
    google: {
      issuer: issuer.url,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: REDIRECT_URI,
    },
    apple: { issuer: issuer.url, clientId: 'cardroom-apple', redirectUri: REDIRECT_URI },
    facebook: {},
    paypal: { issuer: issuer.url },
  });
});

afterAll(async () => {
  await issuer.server.stop();
});

/** Runs the browser half of the flow and returns what the callback would receive. */
async function startFlow(options: { nonce?: string; codeChallenge?: string } = {}) {
  const state = randomState();
  const url = await providers.google.authorizationUrl({ state, ...options });
  const callback = await authorize(url);
  const code = callback.searchParams.get('code');
  if (code === null) throw new Error('the mock did not return a code');
  return { state, url: new URL(url), callback, code };
}

async function flowError(promise: Promise<unknown>): Promise<OAuthFlowError> {
  const error = await promise.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(OAuthFlowError);
  if (!(error instanceof OAuthFlowError)) throw new Error('unreachable');
  expect(error.message).not.toContain(CLIENT_SECRET);
  return error;
}

describe('configuration', () => {
  it('reports which providers are configured', () => {
    expect(providers.google.configured).toBe(true);
    expect(providers.facebook.configured).toBe(false);
    // An issuer without a client id cannot sign anyone in.
    expect(providers.paypal.configured).toBe(false);
  });

  it('throws ProviderNotConfiguredError from every method of an unconfigured provider', async () => {
    const message = 'PayPal sign-in is not configured.';
    await expect(providers.paypal.authorizationUrl({ state: 's' })).rejects.toThrow(
      ProviderNotConfiguredError,
    );
    await expect(providers.paypal.exchangeCode({ code: 'c' })).rejects.toThrow(message);
    await expect(providers.facebook.verifyIdToken('a.b.c')).rejects.toThrow(
      'Facebook sign-in is not configured.',
    );
  });

  it('refuses a plain-http issuer that is not on this machine', () => {
    expect(() =>
      createOAuthProviders({
        google: { issuer: 'http://idp.example.com', clientId: 'x' },
        apple: {},
        facebook: {},
        paypal: {},
      }),
    ).toThrow(/https/);
    // https issuers are accepted without any network call (discovery is lazy).
    const lazy = createOAuthProviders({
      google: { issuer: 'https://idp.invalid', clientId: 'x' },
      apple: {},
      facebook: {},
      paypal: {},
    });
    expect(lazy.google.configured).toBe(true);
  });

  it('retries a failed discovery and then caches the result', async () => {
    const probe = await startTestIssuer();
    const port = probe.server.address().port;
    await probe.server.stop();
    const google = createOAuthProviders({
      google: { issuer: `http://localhost:${port}`, clientId: CLIENT_ID, redirectUri: REDIRECT_URI },
      apple: {},
      facebook: {},
      paypal: {},
    }).google;

    const down = await flowError(google.authorizationUrl({ state: 'one' }));
    expect(down.reason).toBe('network');

    const revived = await startTestIssuer(port);
    await expect(google.authorizationUrl({ state: 'two' })).resolves.toContain(`localhost:${port}/authorize`);
    await revived.server.stop();
    // With the provider gone, only a cached discovery can still build the URL.
    await expect(google.authorizationUrl({ state: 'three' })).resolves.toContain('state=three');
  });
});

describe('authorization URL', () => {
  it('asks for a code with the client id, redirect URI, scopes, state, nonce and PKCE challenge', async () => {
    const { codeChallenge } = await createPkcePair();
    const url = new URL(
      await providers.google.authorizationUrl({ state: 'st-1', nonce: 'n-1', codeChallenge }),
    );
    expect(url.origin + url.pathname).toBe(`${issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: CLIENT_ID,
      response_type: 'code',
      redirect_uri: REDIRECT_URI,
      scope: 'openid email profile',
      state: 'st-1',
      nonce: 'n-1',
      code_challenge: codeChallenge,
      code_challenge_method: 'S256',
    });
  });

  it('uses Apple scopes and form_post, and honours a per-call redirect URI', async () => {
    const url = new URL(
      await providers.apple.authorizationUrl({ state: 's', redirectUri: 'https://app.example/apple' }),
    );
    expect(url.searchParams.get('scope')).toBe('openid email name');
    expect(url.searchParams.get('response_mode')).toBe('form_post');
    expect(url.searchParams.get('redirect_uri')).toBe('https://app.example/apple');
  });
});

describe('code exchange', () => {
  it('runs the full flow with PKCE, state and nonce and reads the email from the ID token', async () => {
    const { codeVerifier, codeChallenge } = await createPkcePair();
    const nonce = randomNonce();
    const { state, callback, code } = await startFlow({ nonce, codeChallenge });
    expect(callback.origin + callback.pathname).toBe(REDIRECT_URI);
    expect(callback.searchParams.get('state')).toBe(state);

    const identity = await withTokenClaims(
      issuer,
      (payload) => {
        payload.sub = 'google-108';
        payload.email = '  Player.One@Example.COM ';
        payload.email_verified = true;
      },
      () =>
        providers.google.exchangeCode({
          code,
          codeVerifier,
          nonce,
          state: callback.searchParams.get('state') ?? undefined,
          expectedState: state,
        }),
    );
    expect(identity).toEqual({
      provider: 'google',
      subject: 'google-108',
      email: 'player.one@example.com',
      emailVerified: true,
    });
  });

  it('falls back to the userinfo endpoint when the ID token has no email', async () => {
    const { code } = await startFlow();
    const identity = await withListener(
      issuer.server.service,
      'beforeUserinfo',
      (response: MutableResponse) => {
        // Same subject as the mock's ID token ("johndoe"), as a real provider would answer.
        response.body = { sub: 'johndoe', email: 'From.Userinfo@Example.com', email_verified: 'true' };
      },
      () => providers.google.exchangeCode({ code }),
    );
    expect(identity).toEqual({
      provider: 'google',
      subject: 'johndoe',
      email: 'from.userinfo@example.com',
      emailVerified: true,
    });
  });

  it('rejects a code the provider never issued', async () => {
    const error = await flowError(providers.google.exchangeCode({ code: 'made-up-code' }));
    expect(error.reason).toBe('rejected');
    expect(error.message).toBe('Google sign-in failed: the provider rejected the request (invalid_grant).');
  });

  it('rejects a code used twice', async () => {
    const { code } = await startFlow();
    await providers.google.exchangeCode({ code });
    const error = await flowError(providers.google.exchangeCode({ code }));
    expect(error.reason).toBe('rejected');
  });

  it('rejects the wrong PKCE verifier', async () => {
    const { codeChallenge } = await createPkcePair();
    const other = await createPkcePair();
    const { code } = await startFlow({ codeChallenge });
    const error = await flowError(providers.google.exchangeCode({ code, codeVerifier: other.codeVerifier }));
    expect(error.reason).toBe('rejected');
  });

  it('rejects a state that differs from the one issued', async () => {
    const { code } = await startFlow();
    const error = await flowError(
      providers.google.exchangeCode({ code, state: 'forged', expectedState: 'mine' }),
    );
    expect(error.reason).toBe('state_mismatch');
  });

  it('rejects an ID token whose nonce is not the one sent', async () => {
    const { code } = await startFlow({ nonce: 'sent-nonce' });
    const error = await flowError(providers.google.exchangeCode({ code, nonce: 'other-nonce' }));
    expect(error.reason).toBe('invalid_token');
    expect(error.message).toBe('Google sign-in failed: the ID token "nonce" claim is invalid.');
  });

  it('rejects an ID token issued to another client', async () => {
    const { code } = await startFlow();
    const error = await flowError(
      withTokenClaims(
        issuer,
        (payload) => {
          payload.aud = 'someone-else';
        },
        () => providers.google.exchangeCode({ code }),
      ),
    );
    expect(error.reason).toBe('invalid_token');
    expect(error.message).toBe('Google sign-in failed: the ID token "aud" claim is invalid.');
  });

  it('rejects an ID token not signed by the issuer', async () => {
    const impostor = await impostorIssuer(issuer);
    const forged = await impostor.buildToken({
      scopesOrTransform: (_header, payload) => Object.assign(payload, { sub: 'victim', aud: CLIENT_ID }),
    });
    const { code } = await startFlow();
    const error = await flowError(
      withListener(
        issuer.server.service,
        'beforeResponse',
        (response: MutableResponse, req: TokenRequestIncomingMessage) => {
          if (req.body.grant_type === 'authorization_code' && response.body !== '')
            response.body.id_token = forged;
        },
        () => providers.google.exchangeCode({ code }),
      ),
    );
    expect(error.reason).toBe('invalid_token');
    expect(error.message).toBe('Google sign-in failed: the ID token signature is invalid.');
  });

  it('exchanges a code whose redirect URI is not a callback URL (Google "postmessage", mobile)', async () => {
    const { code } = await startFlow();
    let sentRedirect: unknown;
    const identity = await withListener(
      issuer.server.service,
      'beforeTokenSigning',
      (token: MutableToken, req: TokenRequestIncomingMessage) => {
        token.payload.email = 'mobile@example.com';
        sentRedirect = 'redirect_uri' in req.body ? req.body.redirect_uri : undefined;
      },
      () => providers.google.exchangeCode({ code, redirectUri: 'postmessage' }),
    );
    expect(sentRedirect).toBe('postmessage');
    expect(identity.email).toBe('mobile@example.com');
    expect(identity.emailVerified).toBe(false);
  });
});
