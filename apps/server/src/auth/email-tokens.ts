import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailTokens } from '../db/schema.js';
import { hashSecret } from '../security/secrets.js';

export type TokenPurpose = 'verifyEmail' | 'resetPassword' | 'loginCode';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  verifyEmail: 24 * 3600 * 1000,
  resetPassword: 3600 * 1000,
  loginCode: 10 * 60 * 1000,
};

/** Stores the hash of a fresh secret; earlier unused secrets of the same purpose stop working. */
export async function storeEmailToken(
  db: Db,
  input: { userId: string; purpose: TokenPurpose; secret: string; newEmail?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(emailTokens.userId, input.userId),
          eq(emailTokens.purpose, input.purpose),
          isNull(emailTokens.usedAt),
        ),
      );
    await tx.insert(emailTokens).values({
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
  purpose: TokenPurpose,
  secret: string,
  userId?: string,
): Promise<{ userId: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.purpose, purpose),
        eq(emailTokens.tokenHash, hashSecret(secret)),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
        userId ? eq(emailTokens.userId, userId) : undefined,
      ),
    )
    .returning({ userId: emailTokens.userId, newEmail: emailTokens.newEmail });
  return row;
}
