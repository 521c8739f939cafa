/**
 * Undoing an email change from the old address. Whoever made the change knew the password (or read the
 * mailbox), and may have made more changes since, each mailing its own undo link to an address they
 * control. So an undo never trusts the link that was followed to say where the account goes back to: it
 * restores the EARLIEST address whose undo link is still live, which is the owner's as long as the owner's
 * link is. A later link can then neither cancel an earlier one nor take the account to a later address.
 */
import { and, asc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { emailTokens, identities, loginFailures, users } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { hashSecret } from '../security/secrets.js';
import type { UserRow } from '../users/repository.js';
import { mapUniqueViolation } from './accounts.js';
import { revokeUserSessions } from './sessions.js';

const UNDO = 'undoEmailChange';

const isLive = and(isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`));

/**
 * Follows an undo link. Returns undefined when `token` is not a live undo link (the caller then tries the
 * other link kinds). Everything whoever made the change could have set up stops working: every other
 * mailed secret (the pending change too), the undo links mailed after the restored one, the password,
 * linked sign-in providers and every session. Earlier-or-equal undo links stay live, so the owner's own
 * link keeps working (and keeps restoring the same address) even if someone else's undo ran first.
 */
export async function followUndoLink(ctx: AppContext, token: string): Promise<UserRow | undefined> {
  const tokenHash = hashSecret(token);
  const [link] = await ctx.db
    .select({ id: emailTokens.id, userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.purpose, UNDO), eq(emailTokens.tokenHash, tokenHash), isLive));
  if (!link) return undefined;

  const restored = await ctx.db.transaction(async (tx) => {
    // Undos of one account run one at a time: each sees the links the previous one voided.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, link.userId)).for('update');
    const [followed] = await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(emailTokens.id, link.id), isLive))
      .returning({ id: emailTokens.id, newEmail: emailTokens.newEmail, createdAt: emailTokens.createdAt });
    if (!followed?.newEmail) throw new AppError('INVALID_VERIFICATION_TOKEN');
    // Compared in SQL: a JS Date would drop the microseconds and misorder links of the same millisecond.
    const followedAt = sql`(select ${emailTokens.createdAt} from ${emailTokens} where ${emailTokens.id} = ${followed.id})`;
    const [earliest] = await tx
      .select({ id: emailTokens.id, newEmail: emailTokens.newEmail })
      .from(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, link.userId),
          eq(emailTokens.purpose, UNDO),
          isLive,
          lt(emailTokens.createdAt, followedAt),
        ),
      )
      .orderBy(asc(emailTokens.createdAt))
      .limit(1);
    const target = earliest?.newEmail
      ? { id: earliest.id, email: earliest.newEmail }
      : { ...followed, email: followed.newEmail };

    const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.email, target.email));
    if (owner && owner.id !== link.userId) throw new AppError('EMAIL_IN_USE');
    const targetAt = sql`(select ${emailTokens.createdAt} from ${emailTokens} where ${emailTokens.id} = ${target.id})`;
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, link.userId),
          isNull(emailTokens.usedAt),
          or(ne(emailTokens.purpose, UNDO), gt(emailTokens.createdAt, targetAt)),
        ),
      );
    const [row] = await tx
      .update(users)
      .set({ email: target.email, emailVerified: true, passwordHash: null, lockedUntil: null })
      .where(eq(users.id, link.userId))
      .returning()
      .catch((error: unknown) => mapUniqueViolation(error));
    await tx.delete(loginFailures).where(eq(loginFailures.userId, link.userId));
    await tx.delete(identities).where(eq(identities.userId, link.userId));
    return row;
  });
  if (!restored) throw new AppError('INVALID_VERIFICATION_TOKEN');
  await revokeUserSessions(ctx, restored.id);
  return restored;
}
