import { errors as joseErrors } from 'jose';
import { AuthorizationResponseError, ResponseBodyError, WWWAuthenticateChallengeError } from 'openid-client';

/** Raised when a provider has no issuer or client id; the server answers PROVIDER_NOT_CONFIGURED. */
export class ProviderNotConfiguredError extends Error {
  override readonly name = 'ProviderNotConfiguredError';

  constructor(readonly providerLabel: string) {
    super(`${providerLabel} sign-in is not configured.`);
  }
}

/**
 * Why a flow failed, for logs and metrics; the message is what a user may see.
 * - rejected: the provider answered with an OAuth error (bad or reused code, bad client credentials)
 * - invalid_token: an ID token failed signature, issuer, audience, nonce or expiry checks
 * - state_mismatch: the callback's state is not the one the caller issued
 * - network: the provider could not be reached or answered with something that is not OAuth
 * - misconfigured: the provider's metadata or our settings cannot work (no JWKS, no redirect URI)
 */
export type OAuthFailureReason =
  | 'rejected'
  | 'invalid_token'
  | 'state_mismatch'
  | 'network'
  | 'misconfigured';

/** Raised when a sign-in flow fails; the server answers OAUTH_FAILED. Never carries secrets in its message. */
export class OAuthFlowError extends Error {
  override readonly name = 'OAuthFlowError';

  constructor(
    message: string,
    readonly reason: OAuthFailureReason,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

// openid-client wraps oauth4webapi's processing failures in ClientError with a code; these codes mean
// "the ID token (or another JWT) failed a check" rather than "the network or server misbehaved".
const TOKEN_CHECK_CODES = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_KEY_SELECTION_FAILED',
]);

function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null || !('code' in err)) return undefined;
  return typeof err.code === 'string' ? err.code : undefined;
}

/**
 * Digs the failed check out of openid-client's error chain (ClientError -> OperationProcessingError ->
 * { claim }), so code-flow messages read like the native ones ("the ID token "aud" claim is invalid").
 */
function tokenCheckDetail(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 4 && current instanceof Error; depth += 1) {
    if (current.message === 'JWT signature verification failed') return 'the ID token signature is invalid';
    const cause: unknown = current.cause;
    if (typeof cause === 'object' && cause !== null && 'claim' in cause && typeof cause.claim === 'string') {
      return `the ID token "${cause.claim}" claim is invalid`;
    }
    current = cause;
  }
  return undefined;
}

function describeJoseError(err: joseErrors.JOSEError): string {
  if (err instanceof joseErrors.JWTExpired) return 'the ID token has expired';
  if (err instanceof joseErrors.JWTClaimValidationFailed)
    return `the ID token "${err.claim}" claim is invalid`;
  if (
    err instanceof joseErrors.JWSSignatureVerificationFailed ||
    err instanceof joseErrors.JWKSNoMatchingKey
  ) {
    return 'the ID token signature is invalid';
  }
  if (err instanceof joseErrors.JOSEAlgNotAllowed)
    return 'the ID token uses a signing algorithm that is not allowed';
  return 'the ID token is malformed';
}

/**
 * Turns whatever openid-client, jose or fetch threw into an OAuthFlowError. Only fixed wording and the
 * provider's OAuth error code (e.g. invalid_grant) reach the message; the original error is kept as
 * `cause` for server logs. None of these errors hold the client secret, which is only ever sent in
 * request bodies/headers that the errors do not keep.
 */
export function toFlowError(label: string, err: unknown): Error {
  if (err instanceof OAuthFlowError || err instanceof ProviderNotConfiguredError) return err;
  const failed = `${label} sign-in failed`;
  if (err instanceof ResponseBodyError || err instanceof AuthorizationResponseError) {
    return new OAuthFlowError(`${failed}: the provider rejected the request (${err.error}).`, 'rejected', {
      cause: err,
    });
  }
  if (err instanceof WWWAuthenticateChallengeError) {
    return new OAuthFlowError(`${failed}: the provider refused the access token.`, 'rejected', {
      cause: err,
    });
  }
  if (err instanceof joseErrors.JWKSTimeout) {
    return new OAuthFlowError(`${failed}: the provider's signing keys could not be fetched.`, 'network', {
      cause: err,
    });
  }
  if (err instanceof joseErrors.JOSEError) {
    return new OAuthFlowError(`${failed}: ${describeJoseError(err)}.`, 'invalid_token', { cause: err });
  }
  const code = errorCode(err);
  const detail = tokenCheckDetail(err);
  if (detail !== undefined || (code !== undefined && TOKEN_CHECK_CODES.has(code))) {
    const message = `${failed}: ${detail ?? 'the ID token did not pass verification'}.`;
    return new OAuthFlowError(message, 'invalid_token', { cause: err });
  }
  if (code === 'OAUTH_HTTP_REQUEST_FORBIDDEN' || code === 'OAUTH_MISSING_SERVER_METADATA') {
    return new OAuthFlowError(`${failed}: the provider is misconfigured.`, 'misconfigured', { cause: err });
  }
  const unreachable = err instanceof TypeError && err.message === 'fetch failed';
  if (unreachable || (err instanceof DOMException && err.name === 'TimeoutError')) {
    // fetch() reports refused connections, DNS and TLS failures as TypeError('fetch failed').
    return new OAuthFlowError(`${failed}: the provider could not be reached.`, 'network', { cause: err });
  }
  // Non-JSON, non-conforming or otherwise unusable answers: the provider misbehaved, not the user.
  // (Argument errors would be our bug; they land here too and keep the detail in `cause`.)
  return new OAuthFlowError(`${failed}: the provider sent an unexpected response.`, 'network', {
    cause: err,
  });
}
