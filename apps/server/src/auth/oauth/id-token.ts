import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { OAuthFlowError } from './errors.js';

/** What an ID token must match: the discovered issuer(s), our client id, and the issuer's keys. */
export interface IdTokenPolicy {
  issuers: string[];
  audience: string;
  jwks: JWTVerifyGetKey;
  algorithms: string[];
}

// Same leeway openid-client applies to the code flow, so both paths accept the same clocks.
const CLOCK_TOLERANCE_SECONDS = 30;
const JWKS_TIMEOUT_MS = 10_000;

// Google documents both spellings for the `iss` of its ID tokens; its discovery lists only the https one.
const ISSUER_ALIASES: Readonly<Record<string, readonly string[]>> = {
  'https://accounts.google.com': ['accounts.google.com'],
};

// Public-key algorithms only: with a remote JWKS an HMAC ("HS256") token could only be checked against
// the client secret, which would let anyone holding that secret (e.g. a leaked mobile build) mint tokens.
const ASYMMETRIC_ALG = /^(?:(?:RS|PS|ES)(?:256|384|512)|EdDSA|Ed25519)$/;

export function acceptedIssuers(issuer: string): string[] {
  return [issuer, ...(ISSUER_ALIASES[issuer] ?? [])];
}

/** The discovered `id_token_signing_alg_values_supported`, keeping only public-key algorithms. */
export function signingAlgorithms(supported: unknown): string[] {
  const listed = Array.isArray(supported)
    ? supported.filter((alg): alg is string => typeof alg === 'string' && ASYMMETRIC_ALG.test(alg))
    : [];
  // OpenID Connect Discovery makes RS256 the algorithm every provider must support.
  return listed.length > 0 ? listed : ['RS256'];
}

/** A cached, rate-limited view of the issuer's JWKS (jose refetches on an unknown `kid`, at most every 30 s). */
export function remoteKeys(jwksUri: URL): JWTVerifyGetKey {
  return createRemoteJWKSet(jwksUri, { timeoutDuration: JWKS_TIMEOUT_MS });
}

/**
 * Verifies signature, issuer, audience, expiry and (optionally) nonce. jose throws its own errors for
 * the standard checks; the caller turns them into OAuthFlowError.
 */
export async function verifyIdTokenJwt(
  idToken: string,
  policy: IdTokenPolicy,
  label: string,
  nonce?: string,
): Promise<JWTPayload> {
  const { payload } = await jwtVerify(idToken, policy.jwks, {
    issuer: policy.issuers,
    audience: policy.audience,
    algorithms: policy.algorithms,
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    requiredClaims: ['sub', 'iat', 'exp'],
  });
  // OIDC Core 3.1.3.7: a token issued to several audiences must name us as its authorized party.
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== policy.audience) {
    throw new OAuthFlowError(
      `${label} sign-in failed: the ID token "azp" claim is invalid.`,
      'invalid_token',
    );
  }
  if (nonce !== undefined && payload.nonce !== nonce) {
    throw new OAuthFlowError(
      `${label} sign-in failed: the ID token "nonce" claim is invalid.`,
      'invalid_token',
    );
  }
  return payload;
}
