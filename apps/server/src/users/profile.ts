import type { Locale } from '@cardroom/protocol';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../http/errors.js';
import { acceptAvatar } from './avatars.js';
import { findUserByUsername, type UserRow, updateUser } from './repository.js';
import { isGuest } from './roles.js';

export interface ProfileChanges {
  username?: string;
  avatar?: string;
  locale?: Locale;
  /** Where cash withdrawals are paid; null removes it. Registered accounts only. */
  payout_email?: string | null;
}

/** The fields refusals name: where they sit in POST /user/update's body. */
const USERNAME_FIELD = 'update.username';
const AVATAR_FIELD = 'update.avatar';
const PAYOUT_EMAIL_FIELD = 'update.payout_email';

/**
 * Applies the profile fields a user (guests included, except the payout email) may change. Usernames are
 * unique whatever their case; a user may change the case of their own. The protocol schema validates each
 * field's form; the avatar is checked here too, because only the server knows its own origin and files.
 */
export async function updateProfile(
  ctx: Pick<AppContext, 'db' | 'config'>,
  user: UserRow,
  changes: ProfileChanges,
): Promise<UserRow> {
  const { db } = ctx;
  const values: Partial<Pick<UserRow, 'username' | 'avatar' | 'locale' | 'payoutEmail'>> = {};
  if (changes.payout_email !== undefined) {
    // A guest has no verified address and cannot withdraw, so it keeps no payout address either.
    if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED', undefined, PAYOUT_EMAIL_FIELD);
    values.payoutEmail = changes.payout_email === null ? null : changes.payout_email.toLowerCase();
  }
  if (changes.username !== undefined) {
    const owner = await findUserByUsername(db, changes.username);
    if (owner && owner.id !== user.id) throw new AppError('USERNAME_TAKEN', undefined, USERNAME_FIELD);
    values.username = changes.username;
  }
  if (changes.avatar !== undefined)
    values.avatar = await acceptAvatar(ctx.config, changes.avatar, AVATAR_FIELD, user.id);
  if (changes.locale !== undefined) values.locale = changes.locale;
  try {
    const updated = await updateUser(db, user.id, values);
    if (!updated) throw new AppError('NOT_FOUND', 'User not found.');
    return updated;
  } catch (error) {
    // Two users claiming the same name at once: the unique index decides, with the same refusal.
    if (isUniqueViolation(error, 'users_username_unique'))
      throw new AppError('USERNAME_TAKEN', undefined, USERNAME_FIELD);
    throw error;
  }
}

export async function completeOnboarding(db: Db, user: UserRow): Promise<UserRow> {
  const updated = await updateUser(db, user.id, { onboardingCompleted: true });
  if (!updated) throw new AppError('NOT_FOUND', 'User not found.');
  return updated;
}
