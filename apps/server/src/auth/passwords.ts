import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import { randomToken } from '../security/secrets.js';
import { findUserByEmail, type UserRow, updateUser } from '../users/repository.js';
import { linkFor, type Platform, sendTemplate } from './accounts.js';
import { consumeEmailToken, storeEmailToken } from './email-tokens.js';
import { checkUnderLock, clearLoginFailures } from './lockout.js';
import { takeMailSlot } from './mail-limits.js';
import { revokeUserSessions } from './sessions.js';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for this email, a password reset link has been sent.';
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. Please log in.';
export const PASSWORD_CHANGED_MESSAGE = 'Your password has been changed.';

/**
 * Mails a reset link (web page or app deep link); the reply never reveals whether the email exists, nor
 * whether the hourly mail limits dropped the mail (then the newest link already mailed stays the live one).
 */
export async function forgotPassword(
  ctx: AppContext,
  email: string,
  platform: Platform,
  ip?: string,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.email) return;
  if (!(await takeMailSlot(ctx, user.email, ip))) return;
  const secret = randomToken();
  await storeEmailToken(ctx.db, { userId: user.id, purpose: 'resetPassword', secret });
  const link = linkFor(ctx, platform, '/auth/reset-password', { token: secret, email: user.email });
  await sendTemplate(ctx, user, user.email, 'resetPassword', { link });
}

/** Sets a new password from a mailed token, unlocks the account and signs out every session. */
export async function resetPasswordWithToken(
  ctx: AppContext,
  email: string,
  token: string,
  password: string,
) {
  const user = await findUserByEmail(ctx.db, email);
  const used = user ? await consumeEmailToken(ctx.db, 'resetPassword', token, user.id) : undefined;
  if (!user || !used) throw new AppError('INVALID_RESET_TOKEN');
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(password), lockedUntil: null });
  await clearLoginFailures(ctx.db, user.id);
  await revokeUserSessions(ctx, user.id);
}

/**
 * Changes the signed-in user's password and signs out every session; the caller gets a fresh one. A wrong
 * old password counts toward the same lock as a wrong login (a stolen token must not become a free
 * password oracle), and a locked account answers ACCOUNT_LOCKED as login does.
 */
export async function changePassword(
  ctx: AppContext,
  user: UserRow,
  oldPassword: string,
  newPassword: string,
) {
  const hash = user.passwordHash;
  if (!hash) throw new AppError('INCORRECT_PASSWORD', undefined, 'oldPassword');
  const outcome = await checkUnderLock(ctx.db, user.id, () => verifyPassword(hash, oldPassword));
  if (outcome === 'failed') throw new AppError('INCORRECT_PASSWORD', undefined, 'oldPassword');
  if (outcome !== 'passed') throw new AppError('ACCOUNT_LOCKED');
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(newPassword) });
  await revokeUserSessions(ctx, user.id);
}
