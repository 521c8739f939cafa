import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/repository.js';
import { mapUniqueViolation, sendVerification } from './accounts.js';
import { consumeEmailToken } from './email-tokens.js';

/** Confirms the address the link was sent to; a link for an address since replaced is refused. */
export async function verifyEmail(ctx: AppContext, token: string): Promise<UserRow> {
  const used = await consumeEmailToken(ctx.db, 'verifyEmail', token);
  const user = used ? await findUserById(ctx.db, used.userId) : undefined;
  if (!used || !user || user.email !== used.newEmail) throw new AppError('INVALID_VERIFICATION_TOKEN');
  const verified = await updateUser(ctx.db, user.id, { emailVerified: true });
  return verified ?? user;
}

/** Moves the account to a new address, which must be verified again (a link is mailed to it). */
export async function updateEmail(ctx: AppContext, user: UserRow, newEmail: string): Promise<UserRow> {
  const email = newEmail.toLowerCase();
  if (email === user.email) return user;
  const owner = await findUserByEmail(ctx.db, email);
  if (owner) throw new AppError('EMAIL_IN_USE', undefined, 'newEmail');
  const updated = await updateUser(ctx.db, user.id, { email, emailVerified: false }).catch((error: unknown) =>
    mapUniqueViolation(error, 'newEmail'),
  );
  if (!updated) throw new AppError('NOT_FOUND', 'User not found.');
  await sendVerification(ctx, updated, undefined, 'emailChange');
  return updated;
}
