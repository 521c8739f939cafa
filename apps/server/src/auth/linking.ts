import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { rewardReferral } from '../referrals/service.js';
import { findUserByEmail, findUserById, type UserRow, updateUser } from '../users/repository.js';
import { createVerifiedAccount } from './accounts.js';
import { deleteIdentitiesOf, findLinkedUserId, insertIdentity } from './identity-repository.js';
import type { VerifiedIdentity } from './oauth/providers.js';
import { revokeUserSessions } from './sessions.js';

async function linkedUser(ctx: AppContext, identity: VerifiedIdentity): Promise<UserRow | undefined> {
  const userId = await findLinkedUserId(ctx.db, identity.provider, identity.subject);
  return userId ? findUserById(ctx.db, userId) : undefined;
}

export async function linkIdentity(
  ctx: AppContext,
  userId: string,
  identity: VerifiedIdentity,
): Promise<void> {
  await insertIdentity(ctx.db, {
    userId,
    provider: identity.provider,
    subject: identity.subject,
    email: identity.email,
  });
}

/**
 * The provider has just proved who owns the email. An account that never proved it may have been opened
 * by someone else first (account pre-hijacking), so whatever that registrant set up stops working: the
 * password, live sessions and connected identities. The owner can set a password again by email.
 */
async function claimUnverified(ctx: AppContext, user: UserRow): Promise<UserRow> {
  if (user.emailVerified) return user;
  const claimed = await updateUser(ctx.db, user.id, { emailVerified: true, passwordHash: null });
  await revokeUserSessions(ctx, user.id);
  await deleteIdentitiesOf(ctx.db, user.id);
  // The address is now proven, which is what a referral reward waits for.
  if (claimed) await rewardReferral(ctx, claimed);
  return claimed ?? user;
}

/**
 * The account for a provider sign-in: the one already linked to this provider identity, else the one with
 * the provider's verified email (then linked), else a new verified account. An unverified email never
 * claims an existing account.
 */
export async function accountForIdentity(
  ctx: AppContext,
  identity: VerifiedIdentity,
  options: { locale?: string; referralCode?: string },
): Promise<UserRow> {
  const linked = await linkedUser(ctx, identity);
  if (linked) return linked;
  if (!identity.email || !identity.emailVerified) {
    throw new AppError('OAUTH_FAILED', 'The provider did not confirm an email address for this account.');
  }
  const existing = await findUserByEmail(ctx.db, identity.email);
  const user = existing
    ? await claimUnverified(ctx, existing)
    : await createVerifiedAccount(ctx, identity.email, options);
  await linkIdentity(ctx, user.id, identity);
  return user;
}

/** Connects a provider identity (PayPal) to the signed-in user; one identity belongs to one account. */
export async function connectIdentity(
  ctx: AppContext,
  user: UserRow,
  identity: VerifiedIdentity,
): Promise<void> {
  const linked = await linkedUser(ctx, identity);
  if (linked && linked.id !== user.id) {
    throw new AppError('PAYPAL_ERROR', 'This PayPal account is already connected to another user.');
  }
  await linkIdentity(ctx, user.id, identity);
}

export async function unlinkProvider(
  ctx: AppContext,
  userId: string,
  provider: VerifiedIdentity['provider'],
) {
  await deleteIdentitiesOf(ctx.db, userId, provider);
}
