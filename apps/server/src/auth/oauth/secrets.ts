import { createHash, timingSafeEqual } from 'node:crypto';
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier, randomState } from 'openid-client';

/**
 * Constant-time string equality. Both sides are hashed first because timingSafeEqual needs equal
 * lengths, and an early length check would tell an attacker how long the secret is.
 */
export function sameSecret(a: string, b: string): boolean {
  const digestA = createHash('sha256').update(a).digest();
  const digestB = createHash('sha256').update(b).digest();
  return timingSafeEqual(digestA, digestB);
}

export interface PkcePair {
  /** Keep server-side (or in an encrypted cookie) until the callback; pass to exchangeCode. */
  codeVerifier: string;
  /** Goes into the authorization URL (method S256). */
  codeChallenge: string;
}

/** A fresh RFC 7636 verifier and its S256 challenge. */
export async function createPkcePair(): Promise<PkcePair> {
  const codeVerifier = randomPKCECodeVerifier();
  return { codeVerifier, codeChallenge: await calculatePKCECodeChallenge(codeVerifier) };
}

/** 32 random bytes, base64url: unguessable values for `state` and `nonce`. */
export { randomNonce, randomState };
