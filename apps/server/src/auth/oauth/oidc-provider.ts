import * as client from 'openid-client';
import { OAuthFlowError, ProviderNotConfiguredError, toFlowError } from './errors.js';
import {
  acceptedIssuers,
  type IdTokenPolicy,
  remoteKeys,
  signingAlgorithms,
  verifyIdTokenJwt,
} from './id-token.js';
import { hasEmail, identityFromClaims } from './identity.js';
import { sameSecret } from './secrets.js';
import type {
  AuthorizationUrlInput,
  ExchangeCodeInput,
  OAuthProvider,
  ProviderName,
  ProviderSettings,
  VerifiedIdentity,
} from './types.js';

/** What differs between providers besides their settings. */
export interface ProviderProfile {
  label: string;
  scope: string;
  /** Extra authorization parameters the provider requires (Apple: response_mode=form_post). */
  authorizationParams?: Readonly<Record<string, string>>;
}

interface Discovered {
  config: client.Configuration;
  policy: IdTokenPolicy;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
// openid-client defaults to 30 s; a sign-in request should fail well before the user gives up.
const HTTP_TIMEOUT_SECONDS = 10;

/**
 * Parses the issuer and decides whether plain http may be used: only for a loopback issuer (the local
 * mock in tests, a dev IdP). Anything else must be https, and a bad value fails at start-up, not at the
 * first sign-in.
 */
export function checkIssuer(label: string, issuer: string): { url: URL; insecure: boolean } {
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new TypeError(`${label} issuer is not a valid URL.`);
  }
  if (url.protocol === 'https:') return { url, insecure: false };
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return { url, insecure: true };
  throw new TypeError(`${label} issuer must use https (plain http is allowed only on localhost).`);
}

/**
 * RFC 8414 defaults to client_secret_basic, but Apple accepts only client_secret_post and Google both,
 * so post is preferred unless the provider lists basic without post (PayPal).
 */
function clientAuthFor(supported: unknown, secret: string | undefined): client.ClientAuth {
  if (!secret) return client.None();
  const methods = Array.isArray(supported) ? supported : [];
  if (methods.includes('client_secret_basic') && !methods.includes('client_secret_post')) {
    return client.ClientSecretBasic(secret);
  }
  return client.ClientSecretPost(secret);
}

async function discover(
  label: string,
  issuer: string,
  clientId: string,
  secret?: string,
): Promise<Discovered> {
  const { url, insecure } = checkIssuer(label, issuer);
  const execute = insecure ? [client.allowInsecureRequests] : [];
  const found = await client.discovery(url, clientId, undefined, undefined, {
    execute,
    timeout: HTTP_TIMEOUT_SECONDS,
  });
  const metadata = found.serverMetadata();
  // Rebuilt rather than reused so the client authentication can follow the discovered metadata.
  const config = new client.Configuration(
    metadata,
    clientId,
    secret,
    clientAuthFor(metadata.token_endpoint_auth_methods_supported, secret),
  );
  config.timeout = HTTP_TIMEOUT_SECONDS;
  if (insecure) client.allowInsecureRequests(config);
  // openid-client does not check the signature of an ID token that arrives over the token endpoint's TLS
  // connection; we want it checked against the JWKS all the same (defence in depth, same rule as native).
  client.enableNonRepudiationChecks(config);

  if (!metadata.jwks_uri) {
    throw new OAuthFlowError(
      `${label} sign-in failed: the provider publishes no signing keys.`,
      'misconfigured',
    );
  }
  const jwksUri = new URL(metadata.jwks_uri);
  if (jwksUri.protocol !== 'https:' && !(insecure && jwksUri.protocol === 'http:')) {
    throw new OAuthFlowError(
      `${label} sign-in failed: the provider's key URL is not https.`,
      'misconfigured',
    );
  }
  const policy: IdTokenPolicy = {
    issuers: acceptedIssuers(metadata.issuer),
    audience: clientId,
    jwks: remoteKeys(jwksUri),
    algorithms: signingAlgorithms(metadata.id_token_signing_alg_values_supported),
  };
  return { config, policy };
}

/**
 * openid-client sends the callback URL minus its query as redirect_uri, so it can only be used when the
 * redirect URI is an absolute URL without query. Anything else ("postmessage" for Google's popup flow,
 * "" for a mobile serverAuthCode, a URI with a query) goes through a plain grant request instead.
 */
function usableAsCallback(redirectUri: string): URL | undefined {
  if (!URL.canParse(redirectUri)) return undefined;
  const url = new URL(redirectUri);
  return url.search === '' && url.hash === '' ? url : undefined;
}

export function createOidcProvider(
  name: ProviderName,
  settings: ProviderSettings,
  profile: ProviderProfile,
): OAuthProvider {
  const { label } = profile;
  const issuer = settings.issuer?.trim() || undefined;
  const clientId = settings.clientId?.trim() || undefined;
  const secret = settings.clientSecret || undefined;
  // Validate eagerly so a misconfigured issuer stops the server at boot; discovery itself stays lazy.
  if (issuer !== undefined) checkIssuer(label, issuer);

  let discovery: Promise<Discovered> | undefined;
  function ready(): Promise<Discovered> {
    if (issuer === undefined || clientId === undefined) throw new ProviderNotConfiguredError(label);
    discovery ??= discover(label, issuer, clientId, secret).catch((err: unknown) => {
      // Forget a failed discovery so the next sign-in retries instead of failing until restart.
      discovery = undefined;
      throw err;
    });
    return discovery;
  }

  function redirectFor(override: string | undefined): string {
    const uri = override ?? settings.redirectUri;
    if (uri === undefined) {
      throw new OAuthFlowError(`${label} sign-in failed: no redirect URI is configured.`, 'misconfigured');
    }
    return uri;
  }

  async function identityFromTokens(
    config: client.Configuration,
    tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers,
    nonce: string | undefined,
  ): Promise<VerifiedIdentity> {
    const claims = tokens.claims();
    if (claims === undefined) {
      throw new OAuthFlowError(`${label} sign-in failed: the provider sent no ID token.`, 'invalid_token');
    }
    if (nonce !== undefined && claims.nonce !== nonce) {
      throw new OAuthFlowError(
        `${label} sign-in failed: the ID token "nonce" claim is invalid.`,
        'invalid_token',
      );
    }
    if (hasEmail(claims) || config.serverMetadata().userinfo_endpoint === undefined) {
      return identityFromClaims(name, label, claims);
    }
    // Some providers keep the email out of the ID token unless asked; userinfo has it. fetchUserInfo
    // rejects an answer about a different subject than the ID token's.
    const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
    return identityFromClaims(name, label, {
      sub: claims.sub,
      email: info.email,
      email_verified: info.email_verified,
    });
  }

  return {
    name,
    configured: issuer !== undefined && clientId !== undefined,

    async authorizationUrl({ state, redirectUri, codeChallenge, nonce }: AuthorizationUrlInput) {
      if (state.length === 0) throw new TypeError('authorizationUrl needs a non-empty state.');
      try {
        const { config } = await ready();
        const params: Record<string, string> = {
          redirect_uri: redirectFor(redirectUri),
          scope: profile.scope,
          state,
          ...profile.authorizationParams,
        };
        if (codeChallenge !== undefined) {
          params.code_challenge = codeChallenge;
          params.code_challenge_method = 'S256';
        }
        if (nonce !== undefined) params.nonce = nonce;
        return client.buildAuthorizationUrl(config, params).href;
      } catch (err) {
        throw toFlowError(label, err);
      }
    },

    async exchangeCode({ code, redirectUri, codeVerifier, state, expectedState, nonce }: ExchangeCodeInput) {
      try {
        const { config } = await ready();
        if (expectedState !== undefined && (state === undefined || !sameSecret(state, expectedState))) {
          throw new OAuthFlowError(`${label} sign-in failed: the state does not match.`, 'state_mismatch');
        }
        const redirect = redirectFor(redirectUri);
        const callback = usableAsCallback(redirect);
        let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
        if (callback !== undefined) {
          // State was compared above, so only the code goes into the callback URL openid-client parses.
          // `iss` (RFC 9207) is required by openid-client when the provider advertises it; the routes get
          // only the code, and with one issuer per provider route there is no mix-up for it to prevent.
          callback.searchParams.set('code', code);
          callback.searchParams.set('iss', config.serverMetadata().issuer);
          tokens = await client.authorizationCodeGrant(config, callback, {
            pkceCodeVerifier: codeVerifier,
            expectedNonce: nonce,
            idTokenExpected: true,
          });
        } else {
          const params: Record<string, string> = { code };
          if (redirect !== '') params.redirect_uri = redirect;
          if (codeVerifier !== undefined) params.code_verifier = codeVerifier;
          tokens = await client.genericGrantRequest(config, 'authorization_code', params);
        }
        return await identityFromTokens(config, tokens, nonce);
      } catch (err) {
        throw toFlowError(label, err);
      }
    },

    async verifyIdToken(idToken, options) {
      try {
        const { policy } = await ready();
        const payload = await verifyIdTokenJwt(idToken, policy, label, options?.nonce);
        return identityFromClaims(name, label, payload);
      } catch (err) {
        throw toFlowError(label, err);
      }
    },
  };
}
