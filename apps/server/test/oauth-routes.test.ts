import { ERROR_HTTP_STATUS, type ErrorCode, type UserData } from '@cardroom/protocol';
import type { LightMyRequestResponse } from 'fastify';
import type { MutableToken, TokenRequestIncomingMessage } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIdentity } from '../src/auth/linking.js';
import type { VerifiedIdentity } from '../src/auth/oauth/providers.js';
import {
  authorize,
  startTestIssuer,
  type TestIssuer,
  withListener,
  withTokenClaims,
} from '../src/auth/oauth/test-issuer.js';
import { authenticate } from '../src/auth/sessions.js';
import { findUserById } from '../src/users/repository.js';
import { buildUserData } from '../src/users/user-data.js';
import { databaseTiers } from './databases.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';

const GOOGLE_ID = 'cardroom-google';
const GOOGLE_REDIRECT = 'http://cardroom.test/auth/google/callback';
const APPLE_ID = 'cardroom-apple';
const MOBILE_REDIRECT = 'cardroom://auth/google/callback';

function providerEnv(issuerUrl: string): Record<string, string> {
  const env: Record<string, string> = {
    GOOGLE_CLIENT_ID: GOOGLE_ID,
    GOOGLE_REDIRECT_URI: GOOGLE_REDIRECT,
    APPLE_CLIENT_ID: APPLE_ID,
    APPLE_REDIRECT_URI: 'http://cardroom.test/auth/apple/callback',
    PAYPAL_CLIENT_ID: 'cardroom-paypal',
    FACEBOOK_CLIENT_ID: 'cardroom-facebook',
  };
  for (const name of ['GOOGLE', 'APPLE', 'PAYPAL', 'FACEBOOK']) {
    env[`${name}_ISSUER`] = issuerUrl;
    env[`${name}_CLIENT_SECRET`] = `${name.toLowerCase()}-client-secret`;
  }
  return env;
}

interface Session {
  success: true;
  accessToken: string;
  userData: UserData;
}
type Claims = { sub: string; email?: string; email_verified?: boolean | string };

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(async () => {
  await issuer.server.stop();
});

/** Every token the mock signs during `fn` names this provider user. */
function asProviderUser<T>(claims: Claims, fn: () => Promise<T>): Promise<T> {
  return withTokenClaims(issuer, (payload) => Object.assign(payload, claims), fn);
}

/** The browser half: follow the authorization URL (redirect: 'manual') and read the code off Location. */
const codeFrom = async (authUrl: string) => (await authorize(authUrl)).searchParams.get('code') ?? 'none';

/** The error body is exactly { success: false, code, message }, under the catalogue's HTTP status. */
function expectError(response: LightMyRequestResponse, code: ErrorCode, message: string) {
  expect({ status: response.statusCode, body: json(response) }).toEqual({
    status: ERROR_HTTP_STATUS[code],
    body: { success: false, code, message },
  });
}
const NO_TOKEN = ['UNAUTHORIZED', 'Authentication required.'] as const;
const BAD_CODE = 'Google sign-in failed: the provider rejected the request (invalid_grant).';

/** Runs `fn` as this provider user and reports the redirect_uri our server sent to the token endpoint. */
async function redeemAs(claims: Claims, fn: () => Promise<LightMyRequestResponse>) {
  let redirect: unknown;
  const response = await withListener(
    issuer.server.service,
    'beforeTokenSigning',
    (token: MutableToken, req: TokenRequestIncomingMessage) => {
      Object.assign(token.payload, claims);
      redirect = 'redirect_uri' in req.body ? req.body.redirect_uri : undefined;
    },
    fn,
  );
  return { response, redirect };
}

function session(response: LightMyRequestResponse): Session {
  expect(response.statusCode, response.body).toBe(200);
  return json<Session>(response);
}

describe.each(databaseTiers())('OAuth routes on %s', (tier) => {
  let t: TestApp;
  let bare: TestApp;
  let sequence = 0;
  const subject = (prefix: string) => `${prefix}-${tier}-${++sequence}`;

  beforeAll(async () => {
    [t, bare] = await Promise.all([startTestApp(tier, providerEnv(issuer.url)), startTestApp(tier)]);
  });
  afterAll(async () => {
    await Promise.all([t?.close(), bare?.close()]);
  });

  async function googleCode(query = ''): Promise<string> {
    return codeFrom(json<{ authUrl: string }>(await get(t.app, `/auth/google${query}`)).authUrl);
  }
  async function googleSignIn(claims: Claims, body: Record<string, unknown> = {}) {
    const code = await googleCode();
    return asProviderUser(claims, () => post(t.app, '/auth/google-callback', { code, ...body }));
  }
  async function passwordAccount() {
    const { email, password } = uniqueUser('pw');
    return { email, password, ...session(await post(t.app, '/auth/login-dev', { email, password })) };
  }
  const userData = (id: string) => buildUserData(t.ctx.db, id);
  async function connectPaypal(token: string | undefined, sub: string) {
    const redirectUri = 'http://cardroom.test/auth/paypal/callback';
    const code = await codeFrom(await t.ctx.oauth.paypal.authorizationUrl({ state: 'pp', redirectUri }));
    return asProviderUser({ sub, email: `${sub}@paypal.test`, email_verified: true }, () =>
      post(t.app, '/auth/paypal/connect', { code }, { token }),
    );
  }

  it('GET /auth/google answers an authorization URL on the issuer for the web and the app', async () => {
    const read = async (query: string) => {
      const response = await get(t.app, `/auth/google${query}`);
      expect(response.statusCode).toBe(200);
      return new URL(json<{ authUrl: string }>(response).authUrl);
    };
    const web = await read('?locale=es');
    expect(`${web.origin}${web.pathname}`).toBe(`${issuer.url}/authorize`);
    expect(web.searchParams.get('client_id')).toBe(GOOGLE_ID);
    expect(web.searchParams.get('redirect_uri')).toBe(GOOGLE_REDIRECT);
    expect(web.searchParams.get('response_type')).toBe('code');
    expect(web.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    const mobile = await read('?platform=mobile');
    expect(mobile.searchParams.get('redirect_uri')).toBe(MOBILE_REDIRECT);
    expect(mobile.searchParams.get('state')).not.toBe(web.searchParams.get('state'));
  });

  it('the web flow creates a new verified account with 1,000 coins and a Google link', async () => {
    const email = `${subject('new')}@Example.com`;
    const code = await googleCode();
    const { response, redirect } = await redeemAs({ sub: subject('g'), email, email_verified: true }, () =>
      post(t.app, '/auth/google-callback', { code, locale: 'es' }),
    );
    const { accessToken, userData: user } = session(response);
    expect(redirect).toBe(GOOGLE_REDIRECT);
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      email_verified: true,
      coins: 1000,
      locale: 'es',
      linkedProviders: ['google'],
    });
    expect((await authenticate(t.ctx, accessToken)).user.id).toBe(user.id);
  });

  it('signs the same provider subject into the same account, even after its email changed', async () => {
    const sub = subject('g');
    const first = session(await googleSignIn({ sub, email: `${sub}@example.com`, email_verified: true }));
    const again = session(await googleSignIn({ sub, email: `${sub}-new@example.com`, email_verified: true }));
    expect(again.userData.id).toBe(first.userData.id);
    expect(again.userData.coins).toBe(1000);
    expect(again.accessToken).not.toBe(first.accessToken);
  });

  it('links a verified provider email to the existing password account instead of creating one', async () => {
    const account = await passwordAccount();
    const signedIn = session(
      await googleSignIn({ sub: subject('g'), email: account.email.toUpperCase(), email_verified: true }),
    );
    expect(signedIn.userData).toMatchObject({ id: account.userData.id, coins: 1000 });
    expect(signedIn.userData.linkedProviders).toEqual(['google']);
    const password = await post(t.app, '/auth/login', { email: account.email, password: account.password });
    expect(session(password).userData.id).toBe(account.userData.id);
  });

  it('refuses an unverified or missing provider email and never claims the existing account', async () => {
    const account = await passwordAccount();
    const message = 'The provider did not confirm an email address for this account.';
    for (const claims of [
      { sub: subject('g'), email: account.email, email_verified: false },
      { sub: subject('g'), email: account.email, email_verified: 'false' },
      { sub: subject('g'), email: account.email },
    ]) {
      expectError(await googleSignIn(claims), 'OAUTH_FAILED', message);
    }
    expect((await userData(account.userData.id)).linkedProviders).toEqual([]);
  });

  it('lets the provider-verified owner take over an unverified password account', async () => {
    // Someone registered the address first without proving it (account pre-hijacking): once the
    // provider proves who owns the email, that earlier password must not keep a way in.
    const { email, password, username } = uniqueUser('pre');
    expect((await post(t.app, '/auth/register', { email, password, username })).statusCode).toBe(200);
    const squatter = session(await post(t.app, '/auth/login', { email, password }));
    expect((await connectPaypal(squatter.accessToken, subject('p'))).statusCode).toBe(200);
    const owner = session(await googleSignIn({ sub: subject('g'), email, email_verified: true }));
    expect(owner.userData).toMatchObject({ id: squatter.userData.id, email_verified: true, coins: 1000 });
    expect(owner.userData.linkedProviders).toEqual(['google']);
    const again = await post(t.app, '/auth/login', { email, password });
    expectError(again, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    const stale = authenticate(t.ctx, squatter.accessToken);
    await expect(stale).rejects.toMatchObject({ code: 'SESSION_REVOKED' });
  });

  it('answers OAUTH_FAILED for a code the provider never issued or already redeemed', async () => {
    expectError(await post(t.app, '/auth/google-callback', { code: 'made-up' }), 'OAUTH_FAILED', BAD_CODE);
    const sub = subject('g');
    const code = await googleCode();
    const claims = { sub, email: `${sub}@example.com`, email_verified: true };
    session(await asProviderUser(claims, () => post(t.app, '/auth/google-callback', { code })));
    const replay = await asProviderUser(claims, () => post(t.app, '/auth/google-callback', { code }));
    expectError(replay, 'OAUTH_FAILED', BAD_CODE);
  });

  it('google-mobile-callback redeems a code issued to the app deep link with that redirect', async () => {
    const code = await googleCode('?platform=android');
    const sub = subject('m');
    const { response, redirect } = await redeemAs({ sub, email: `${sub}@m.test`, email_verified: true }, () =>
      post(t.app, '/auth/google-mobile-callback', { code, platform: 'android' }),
    );
    expect(session(response).userData).toMatchObject({ email: `${sub}@m.test`, linkedProviders: ['google'] });
    expect(redirect).toBe(MOBILE_REDIRECT);
  });

  it('apple/login signs in with the authorization code sent as token', async () => {
    const code = await codeFrom(await t.ctx.oauth.apple.authorizationUrl({ state: 'apple-state' }));
    const sub = subject('a');
    // Apple sends email_verified as the string "true".
    const response = await asProviderUser(
      { sub, email: `${sub}@privaterelay.test`, email_verified: 'true' },
      () => post(t.app, '/auth/apple/login', { token: code, locale: 'fr' }),
    );
    expect(session(response).userData).toMatchObject({
      locale: 'fr',
      email_verified: true,
      linkedProviders: ['apple'],
    });
  });

  it('apple/login-native accepts an ID token for this app and refuses one for another audience', async () => {
    const sub = subject('a');
    const idToken = (aud: string) =>
      issuer.server.issuer.buildToken({
        scopesOrTransform: (_header, payload) =>
          Object.assign(payload, { sub, aud, email: `${sub}@example.com`, email_verified: 'true' }),
      });
    const ok = await post(t.app, '/auth/apple/login-native', {
      id_token: await idToken(APPLE_ID),
      platform: 'ios',
    });
    expect(session(ok).userData).toMatchObject({ email: `${sub}@example.com`, linkedProviders: ['apple'] });
    const wrong = await post(t.app, '/auth/apple/login-native', {
      id_token: await idToken(GOOGLE_ID),
      platform: 'ios',
    });
    expectError(wrong, 'OAUTH_FAILED', 'Apple sign-in failed: the ID token "aud" claim is invalid.');
  });

  it('paypal/connect links PayPal to the caller, once per PayPal identity, and needs a token', async () => {
    const owner = await passwordAccount();
    const sub = subject('p');
    const linked = await connectPaypal(owner.accessToken, sub);
    expect(linked.statusCode).toBe(200);
    expect(json<{ userData: UserData }>(linked).userData).toMatchObject({
      id: owner.userData.id,
      linkedProviders: ['paypal'],
    });
    expect((await connectPaypal(owner.accessToken, sub)).statusCode).toBe(200);

    const other = await passwordAccount();
    const taken = await connectPaypal(other.accessToken, sub);
    expectError(taken, 'PAYPAL_ERROR', 'This PayPal account is already connected to another user.');
    expect((await userData(other.userData.id)).linkedProviders).toEqual([]);
    expectError(await connectPaypal(undefined, subject('p')), ...NO_TOKEN);
  });

  it('facebook/deauth removes the Facebook link and reports where the deletion can be followed', async () => {
    const account = await passwordAccount();
    const identity: VerifiedIdentity = {
      provider: 'facebook',
      subject: subject('f'),
      email: null,
      emailVerified: false,
    };
    await linkIdentity(t.ctx, account.userData.id, identity);
    expect((await userData(account.userData.id)).linkedProviders).toEqual(['facebook']);
    const response = await post(t.app, '/auth/facebook/deauth', {}, { token: account.accessToken });
    expect(response.statusCode).toBe(200);
    const body = json<{ status_url: string; confirmation_code: string }>(response);
    expect(body.confirmation_code).toMatch(/^\S{8,}$/);
    expect(body.status_url).toBe(`http://cardroom.test/support?facebook_deletion=${body.confirmation_code}`);
    expect((await userData(account.userData.id)).linkedProviders).toEqual([]);
    expectError(await post(t.app, '/auth/facebook/deauth', {}), ...NO_TOKEN);
  });

  it('credits the referrer whose referral_code came with the Google sign-in', async () => {
    const referrer = await passwordAccount();
    const code = (await findUserById(t.ctx.db, referrer.userData.id))?.referralCode;
    const sub = subject('r');
    const joined = session(
      await googleSignIn({ sub, email: `${sub}@example.com`, email_verified: true }, { referral_code: code }),
    );
    expect((await findUserById(t.ctx.db, joined.userData.id))?.referredBy).toBe(referrer.userData.id);
  });

  it('answers PROVIDER_NOT_CONFIGURED on every provider route of an app without providers', async () => {
    const { email, password } = uniqueUser('bare');
    const { accessToken } = session(await post(bare.app, '/auth/login-dev', { email, password }));
    const cases: [string, Promise<LightMyRequestResponse>][] = [
      ['Google', get(bare.app, '/auth/google?platform=web')],
      ['Google', post(bare.app, '/auth/google-callback', { code: 'c' })],
      ['Google', post(bare.app, '/auth/google-mobile-callback', { code: 'c', platform: 'ios' })],
      ['Apple', post(bare.app, '/auth/apple/login', { token: 'c' })],
      ['Apple', post(bare.app, '/auth/apple/login-native', { id_token: 'a.b.c', platform: 'ios' })],
      ['PayPal', post(bare.app, '/auth/paypal/connect', { code: 'c' }, { token: accessToken })],
      ['Facebook', post(bare.app, '/auth/facebook/deauth', {}, { token: accessToken })],
    ];
    for (const [label, pending] of cases) {
      expectError(await pending, 'PROVIDER_NOT_CONFIGURED', `${label} sign-in is not configured.`);
    }
  });
});
