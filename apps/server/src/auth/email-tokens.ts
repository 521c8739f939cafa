import type { Db } from '../db/client.js';
import { hashSecret } from '../security/secrets.js';
import { consumeLiveToken, insertEmailToken, voidUnusedTokens } from './email-token-repository.js';

/**
 * What a mailed secret proves. `newEmail` holds the address it is about: the one to verify (verifyEmail,
 * changeEmail), the one a code authorises moving to (emailChangeCode), or the one an undo link restores.
 */
export type TokenPurpose =
  | 'verifyEmail'
  | 'changeEmail'
  | 'emailChangeCode'
  | 'undoEmailChange'
  | 'resetPassword'
  | 'loginCode';

// Lifetimes the mails state (mail/copy.ts) must match these.
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verifyEmail: 24 * 3600 * 1000,
  changeEmail: 24 * 3600 * 1000,
  emailChangeCode: 10 * 60 * 1000,
  // Long enough for someone away from their mail for a few days to notice a change they did not make.
  undoEmailChange: 7 * 24 * 3600 * 1000,
  resetPassword: 3600 * 1000,
  loginCode: 10 * 60 * 1000,
};

/**
 * Each undo link must outlive later changes: a second change by whoever made the first must not cancel
 * the owner's way back. Every other purpose keeps only its newest secret alive.
 */
const KEEPS_EARLIER: ReadonlySet<TokenPurpose> = new Set(['undoEmailChange']);

/** Stores the hash of a fresh secret; earlier unused secrets of the same purpose stop working (but see KEEPS_EARLIER). */
export async function storeEmailToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; secret: string; newEmail?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!KEEPS_EARLIER.has(input.purpose)) await voidUnusedTokens(tx, input.userId, input.purpose);
    await insertEmailToken(tx, {
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: hashSecret(input.secret),
      newEmail: input.newEmail ?? null,
      expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[input.purpose]),
    });
  });
}

/**
 * Marks a live secret used and returns its row, or undefined when it is unknown, used or expired. The
 * conditional UPDATE makes two concurrent uses of one secret succeed at most once.
 */
export async function consumeEmailToken(
  db: Db,
  purpose: TokenPurpose | readonly TokenPurpose[],
  secret: string,
  userId?: string,
): Promise<{ userId: string; purpose: TokenPurpose; newEmail: string | null } | undefined> {
  const purposes = typeof purpose === 'string' ? [purpose] : [...purpose];
  const row = await consumeLiveToken(db, purposes, hashSecret(secret), userId);
  return row ? { ...row, purpose: row.purpose as TokenPurpose } : undefined;
}
