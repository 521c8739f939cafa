/**
 * Email verification and email change. A change is two-step so that a stolen access token alone cannot
 * take an account: the caller proves who they are (current password, or for an account without one a
 * code mailed to the current address), the new address is only pending until its link is followed, and
 * the old address is told, with a link that undoes the change.
 */

import { VALIDATION_MESSAGES } from '@cardroom/protocol';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { rewardReferral } from '../referrals/service.js';
import { verifyPassword } from '../security/passwords.js';
import { randomCode, randomToken } from '../security/secrets.js';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/repository.js';
import { isGuest, linkFor, mapUniqueViolation, type Platform, sendTemplate } from './accounts.js';
import { consumeEmailToken, storeEmailToken } from './email-tokens.js';
import { followUndoLink } from './email-undo.js';
import { checkUnderLock, isLocked } from './lockout.js';
import { requireMailSlot } from './mail-limits.js';

export const EMAIL_VERIFIED_MESSAGE = 'Your email has been verified.';
export const EMAIL_CHANGED_MESSAGE = 'Your new email address is confirmed and now in use.';
export const EMAIL_CHANGE_UNDONE_MESSAGE =
  'Your previous email address is back and every session has been signed out. Choose a new password with "Forgot password" to sign in again.';
export const EMAIL_CHANGE_PENDING_MESSAGE =
  'Please check your new email address and follow the link to confirm it. Your current address stays in use until then.';
export const EMAIL_CHANGE_CODE_MESSAGE =
  'We sent a 6-digit code to your current email address. Enter it to confirm the change.';
export const EMAIL_UNCHANGED_MESSAGE = 'This is already your email address.';
export const INVALID_EMAIL_CHANGE_CODE_MESSAGE = 'This code is invalid or has expired.';

/** The mailed links that share POST /auth/verify-email with the undo link (email-undo.ts). */
const LINK_PURPOSES = ['verifyEmail', 'changeEmail'] as const;

/** The address is proved: mark it verified and pay a referral waiting on it (the service decides whether one is due). */
async function markVerified(ctx: AppContext, user: UserRow, email: string): Promise<UserRow> {
  const verified =
    (await updateUser(ctx.db, user.id, { email, emailVerified: true }).catch((error: unknown) =>
      mapUniqueViolation(error),
    )) ?? user;
  await rewardReferral(ctx, verified);
  return verified;
}

/**
 * Follows a mailed link: verifies the current address (registration), completes a pending change (the
 * new address must still be free), or undoes a change from the old address. A verification link for an
 * address the account no longer has is refused.
 */
export async function verifyEmail(
  ctx: AppContext,
  token: string,
): Promise<{ user: UserRow; message: string }> {
  const undone = await followUndoLink(ctx, token);
  if (undone) return { user: undone, message: EMAIL_CHANGE_UNDONE_MESSAGE };
  const used = await consumeEmailToken(ctx.db, LINK_PURPOSES, token);
  const user = used ? await findUserById(ctx.db, used.userId) : undefined;
  if (!used?.newEmail || !user) throw new AppError('INVALID_VERIFICATION_TOKEN');
  if (used.purpose === 'changeEmail') {
    const owner = await findUserByEmail(ctx.db, used.newEmail);
    if (owner && owner.id !== user.id) throw new AppError('EMAIL_IN_USE');
    const moved = await markVerified(ctx, user, used.newEmail);
    return { user: moved, message: EMAIL_CHANGED_MESSAGE };
  }
  if (user.email !== used.newEmail) throw new AppError('INVALID_VERIFICATION_TOKEN');
  return { user: await markVerified(ctx, user, used.newEmail), message: EMAIL_VERIFIED_MESSAGE };
}

export interface EmailChangeRequest {
  newEmail: string;
  /** The current password; required when the account has one. */
  password?: string | undefined;
  /** For an account without a password: the code mailed to the current address. */
  code?: string | undefined;
  ip?: string | undefined;
  platform?: Platform | undefined;
}

export type EmailChangeOutcome =
  | { status: 'unchanged'; user: UserRow; message: string }
  | { status: 'codeSent'; user: UserRow; message: string }
  | { status: 'pendingVerification'; user: UserRow; message: string; pendingEmail: string };

/** Wrong secrets count toward the same lock as wrong logins, so a stolen token cannot guess its way in. */
async function checkOrRefuse(
  ctx: AppContext,
  user: UserRow,
  check: () => Promise<boolean>,
  refusal: AppError,
) {
  const outcome = await checkUnderLock(ctx.db, user.id, check);
  if (outcome === 'failed') throw refusal;
  if (outcome !== 'passed') throw new AppError('ACCOUNT_LOCKED');
}

/**
 * Proves the caller is the owner. Returns false when a code had to be mailed first (an account without a
 * password that sent none).
 */
async function proveOwner(ctx: AppContext, user: UserRow, request: EmailChangeRequest, newEmail: string) {
  const { password, code } = request;
  const hash = user.passwordHash;
  if (hash) {
    if (!password) throw new AppError('VALIDATION_ERROR', VALIDATION_MESSAGES.passwordRequired, 'password');
    const refusal = new AppError('INCORRECT_PASSWORD', undefined, 'password');
    await checkOrRefuse(ctx, user, () => verifyPassword(hash, password), refusal);
    return true;
  }
  if (code) {
    // The code authorises the address it was mailed for, not whatever the caller sends with it.
    const codeMatches = async () =>
      (await consumeEmailToken(ctx.db, 'emailChangeCode', code, user.id))?.newEmail === newEmail;
    const refusal = new AppError('INVALID_LOGIN_CODE', INVALID_EMAIL_CHANGE_CODE_MESSAGE, 'code');
    await checkOrRefuse(ctx, user, codeMatches, refusal);
    return true;
  }
  // Mailing a code is no guess, but a locked account gets no new code either.
  if (isLocked(user)) throw new AppError('ACCOUNT_LOCKED');
  const current = user.email as string;
  await requireMailSlot(ctx, current, request.ip);
  const mailed = randomCode();
  await storeEmailToken(ctx.db, { userId: user.id, purpose: 'emailChangeCode', secret: mailed, newEmail });
  await sendTemplate(ctx, user, current, 'emailChangeCode', { code: mailed, newEmail });
  return false;
}

/**
 * Asks to move the account to `newEmail`. Nothing changes yet: the new address gets a link that completes
 * the move, the current one a notice with a link that undoes it. Asking again replaces the pending change.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: UserRow,
  request: EmailChangeRequest,
): Promise<EmailChangeOutcome> {
  const newEmail = request.newEmail.trim().toLowerCase();
  if (newEmail === user.email) return { status: 'unchanged', user, message: EMAIL_UNCHANGED_MESSAGE };
  // A guest has no address to tell and nothing to prove ownership with: registering sets the email.
  if (isGuest(user) || !user.email) throw new AppError('GUEST_NOT_ALLOWED');
  const oldEmail = user.email;
  if (!(await proveOwner(ctx, user, request, newEmail))) {
    return { status: 'codeSent', user, message: EMAIL_CHANGE_CODE_MESSAGE };
  }
  const owner = await findUserByEmail(ctx.db, newEmail);
  if (owner) throw new AppError('EMAIL_IN_USE', undefined, 'newEmail');
  // Both mails must go, or neither: a change the old address is not told about could not be undone.
  await requireMailSlot(ctx, newEmail, request.ip);
  await requireMailSlot(ctx, oldEmail, request.ip);

  const verifySecret = randomToken();
  const undoSecret = randomToken();
  await storeEmailToken(ctx.db, { userId: user.id, purpose: 'changeEmail', secret: verifySecret, newEmail });
  await storeEmailToken(ctx.db, {
    userId: user.id,
    purpose: 'undoEmailChange',
    secret: undoSecret,
    newEmail: oldEmail,
  });
  const verifyLink = linkFor(ctx, request.platform, '/auth/verify-email', { token: verifySecret });
  const undoLink = linkFor(ctx, request.platform, '/auth/undo-email-change', { token: undoSecret });
  await sendTemplate(ctx, user, oldEmail, 'emailChangeNotice', { newEmail, link: undoLink });
  await sendTemplate(ctx, user, newEmail, 'emailChange', { link: verifyLink });
  return {
    status: 'pendingVerification',
    user,
    message: EMAIL_CHANGE_PENDING_MESSAGE,
    pendingEmail: newEmail,
  };
}
