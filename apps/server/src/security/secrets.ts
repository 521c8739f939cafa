import { createHash, randomBytes, randomInt } from 'node:crypto';

/** URL-safe random secret for mailed links. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A 6-digit code, leading zeros kept. */
export function randomCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/** Mailed secrets are stored only as hashes, so a database leak does not leak live links. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
