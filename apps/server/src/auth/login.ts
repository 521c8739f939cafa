import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { hashPassword, verifyPassword } from '../security/passwords.js';
import { randomCode } from '../security/secrets.js';
import { findUserByEmail, updateUser } from '../users/repository.js';
import { createVerifiedAccount, type LoginReply, loginReply, sendTemplate } from './accounts.js';
import { consumeEmailToken, storeEmailToken } from './email-tokens.js';
import { checkUnderLock } from './lockout.js';
import { takeMailSlot } from './mail-limits.js';

// A fixed argon2 hash to verify against when the email is unknown, so timing does not reveal accounts.
let decoyHash: Promise<string> | undefined;

/** Email + password login with the brute-force lock; unknown email and wrong password look the same. */
export async function login(ctx: AppContext, email: string, password: string): Promise<LoginReply> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user?.passwordHash) {
    decoyHash ??= hashPassword('decoy-password');
    await verifyPassword(await decoyHash, password);
    throw new AppError('INVALID_CREDENTIALS');
  }
  const hash = user.passwordHash;
  const outcome = await checkUnderLock(ctx.db, user.id, () => verifyPassword(hash, password));
  if (outcome === 'failed') throw new AppError('INVALID_CREDENTIALS');
  if (outcome !== 'passed') throw new AppError('ACCOUNT_LOCKED');
  return loginReply(ctx, user);
}

/**
 * Development login (never in production): logs in with the password when the account exists, else
 * creates a verified account for that email so local testing needs no mail round trip.
 */
export async function loginDev(ctx: AppContext, email: string, password: string): Promise<LoginReply> {
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (!existing.passwordHash || !(await verifyPassword(existing.passwordHash, password))) {
      throw new AppError('INVALID_CREDENTIALS');
    }
    return loginReply(ctx, existing);
  }
  const created = await createVerifiedAccount(ctx, email, {});
  const user =
    (await updateUser(ctx.db, created.id, { passwordHash: await hashPassword(password) })) ?? created;
  return loginReply(ctx, user);
}

/**
 * Temporary login code: without a token, mails a 6-digit code valid 10 minutes (the reply is the same
 * whether or not the email exists, and whether or not the hourly mail limits dropped the mail); with the
 * token, logs in once.
 */
export async function loginWithCode(
  ctx: AppContext,
  email: string,
  token: string | undefined,
  ip?: string,
): Promise<LoginReply | { message: string }> {
  const user = await findUserByEmail(ctx.db, email);
  if (!token) {
    if (user?.email && (await takeMailSlot(ctx, user.email, ip))) {
      const code = randomCode();
      await storeEmailToken(ctx.db, { userId: user.id, purpose: 'loginCode', secret: code });
      await sendTemplate(ctx, user, user.email, 'loginCode', { code });
    }
    return { message: 'If an account exists for this email, a login code has been sent.' };
  }
  if (!user) throw new AppError('INVALID_LOGIN_CODE');
  const outcome = await checkUnderLock(
    ctx.db,
    user.id,
    async () => (await consumeEmailToken(ctx.db, 'loginCode', token, user.id)) !== undefined,
  );
  if (outcome === 'failed') throw new AppError('INVALID_LOGIN_CODE');
  if (outcome !== 'passed') throw new AppError('ACCOUNT_LOCKED');
  return loginReply(ctx, user);
}
