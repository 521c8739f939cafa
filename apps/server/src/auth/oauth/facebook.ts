import { createHmac, timingSafeEqual } from 'node:crypto';
import { OAuthFlowError, ProviderNotConfiguredError } from './errors.js';

/** The decoded payload of a Facebook `signed_request` (deauthorize and data-deletion callbacks). */
export interface FacebookSignedRequest {
  /** App-scoped Facebook user id. */
  user_id: string;
  algorithm: string;
  issued_at?: number;
  [field: string]: unknown;
}

// base64url as Facebook sends it (no padding), tolerating padding; Buffer.from would silently skip junk.
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function fail(detail: string): OAuthFlowError {
  return new OAuthFlowError(`Facebook request rejected: ${detail}.`, 'invalid_token');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Verifies and decodes `signed_request` = base64url(HMAC-SHA256(payload, appSecret)) "." base64url(JSON).
 * The HMAC is over the encoded payload text, checked in constant time before the JSON is even parsed,
 * so nothing an attacker controls is interpreted unless it was signed with our app secret.
 */
export function parseSignedRequest(
  signedRequest: string,
  appSecret: string | undefined,
): FacebookSignedRequest {
  if (!appSecret) throw new ProviderNotConfiguredError('Facebook');
  const parts = signedRequest.split('.');
  const [encodedSignature, encodedPayload] = parts;
  if (parts.length !== 2 || encodedSignature === undefined || encodedPayload === undefined) {
    throw fail('malformed signed_request');
  }
  if (!BASE64URL.test(encodedSignature) || !BASE64URL.test(encodedPayload)) {
    throw fail('malformed signed_request');
  }
  const signature = Buffer.from(encodedSignature, 'base64url');
  const expected = createHmac('sha256', appSecret).update(encodedPayload).digest();
  // The length of an HMAC-SHA256 is public (32 bytes), so checking it first leaks nothing.
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    throw fail('bad signature');
  }

  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(encodedPayload, 'base64url').toString('utf8'));
  } catch {
    throw fail('malformed payload');
  }
  if (!isRecord(payload)) throw fail('malformed payload');
  // Signed with our secret, but still refuse a payload claiming another algorithm: we only checked HMAC-SHA256.
  if (typeof payload.algorithm !== 'string' || payload.algorithm.toUpperCase() !== 'HMAC-SHA256') {
    throw fail('unsupported algorithm');
  }
  if (typeof payload.user_id !== 'string' || payload.user_id.length === 0) throw fail('no user id');
  if (payload.issued_at !== undefined && typeof payload.issued_at !== 'number')
    throw fail('malformed payload');
  return { ...payload, user_id: payload.user_id, algorithm: payload.algorithm };
}
