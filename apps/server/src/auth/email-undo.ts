/**
 * Undoing an email change from the old address. Whoever made the change knew the password (or read the
 * mailbox), and may have made more changes since, each mailing its own undo link to an address they
 * control. So an undo never trusts the link that was followed to say where the account goes back to: it
 * restores the EARLIEST address whose undo link is still live, which is the owner's as long as the owner's
 * link is. A later link can then neither cancel an earlier one nor take the account to a later address.
 */
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { hashSecret } from '../security/secrets.js';
import { findUserByEmail, lockUserRow, type UserRow, updateUser } from '../users/repository.js';
import { mapUniqueViolation } from './accounts.js';
import {
  findEarliestLiveTokenBefore,
  findLiveToken,
  useLiveTokenById,
  voidTokensExceptEarlier,
} from './email-token-repository.js';
import { deleteIdentitiesOf } from './identity-repository.js';
import { deleteLoginFailuresOf } from './lockout-repository.js';
import { revokeUserSessions } from './sessions.js';

const UNDO = 'undoEmailChange';

/**
 * Follows an undo link. Returns undefined when `token` is not a live undo link (the caller then tries the
 * other link kinds). Everything whoever made the change could have set up stops working: every other
 * mailed secret (the pending change too), the undo links mailed after the restored one, the password,
 * linked sign-in providers and every session. Earlier-or-equal undo links stay live, so the owner's own
 * link keeps working (and keeps restoring the same address) even if someone else's undo ran first.
 */
export async function followUndoLink(ctx: AppContext, token: string): Promise<UserRow | undefined> {
  const link = await findLiveToken(ctx.db, UNDO, hashSecret(token));
  if (!link) return undefined;

  const restored = await ctx.db.transaction(async (tx) => {
    // Undos of one account run one at a time: each sees the links the previous one voided.
    await lockUserRow(tx, link.userId);
    const followed = await useLiveTokenById(tx, link.id);
    if (!followed?.newEmail) throw new AppError('INVALID_VERIFICATION_TOKEN');
    const earliest = await findEarliestLiveTokenBefore(tx, link.userId, UNDO, followed.id);
    const target = earliest?.newEmail
      ? { id: earliest.id, email: earliest.newEmail }
      : { id: followed.id, email: followed.newEmail };

    const owner = await findUserByEmail(tx, target.email);
    if (owner && owner.id !== link.userId) throw new AppError('EMAIL_IN_USE');
    await voidTokensExceptEarlier(tx, link.userId, UNDO, target.id);
    const row = await updateUser(tx, link.userId, {
      email: target.email,
      emailVerified: true,
      passwordHash: null,
      lockedUntil: null,
    }).catch((error: unknown) => mapUniqueViolation(error));
    await deleteLoginFailuresOf(tx, link.userId);
    await deleteIdentitiesOf(tx, link.userId);
    return row;
  });
  if (!restored) throw new AppError('INVALID_VERIFICATION_TOKEN');
  await revokeUserSessions(ctx, restored.id);
  return restored;
}
