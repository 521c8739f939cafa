import { describe, expect, it } from 'vitest';
import { OAuthFlowError } from './errors.js';
import { identityFromClaims, isEmailVerified, normalizeEmail } from './identity.js';

describe('claims to identity', () => {
  it('lower-cases and trims emails, and ignores empty or non-string ones', () => {
    expect(normalizeEmail(' Mixed.Case@Example.COM ')).toBe('mixed.case@example.com');
    expect(normalizeEmail('   ')).toBeNull();
    expect(normalizeEmail(42)).toBeNull();
  });

  it('accepts true and "true" (Apple) as verified, nothing else', () => {
    expect([true, 'true', false, 'false', 'TRUE', 1, undefined].map(isEmailVerified)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('never reports a missing email as verified', () => {
    expect(identityFromClaims('google', 'Google', { sub: 'x', email_verified: true })).toEqual({
      provider: 'google',
      subject: 'x',
      email: null,
      emailVerified: false,
    });
  });

  it('fails on claims without a subject', () => {
    expect(() => identityFromClaims('apple', 'Apple', { email: 'a@b.c' })).toThrow(OAuthFlowError);
  });
});
