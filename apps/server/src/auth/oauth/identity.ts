import { OAuthFlowError } from './errors.js';
import type { ProviderName, VerifiedIdentity } from './types.js';

type Claims = Readonly<Record<string, unknown>>;

/** Trimmed, lower-cased email, or null when the claim is missing, empty or not a string. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length > 0 ? email : null;
}

/** Apple sends `email_verified` as the string "true"; Google and most others as a boolean. */
export function isEmailVerified(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Whether the claims name an email at all, so the caller knows to ask the userinfo endpoint. */
export function hasEmail(claims: Claims): boolean {
  return normalizeEmail(claims.email) !== null;
}

/**
 * Builds the identity from ID token (or userinfo) claims. A missing `sub` is a broken token, not an
 * anonymous user, so it fails the flow. An email without email_verified counts as unverified.
 */
export function identityFromClaims(provider: ProviderName, label: string, claims: Claims): VerifiedIdentity {
  const subject = claims.sub;
  if (typeof subject !== 'string' || subject.length === 0) {
    throw new OAuthFlowError(`${label} sign-in failed: the ID token has no subject.`, 'invalid_token');
  }
  const email = normalizeEmail(claims.email);
  return {
    provider,
    subject,
    email,
    emailVerified: email !== null && isEmailVerified(claims.email_verified),
  };
}
