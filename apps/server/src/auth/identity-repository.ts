/** The identities table's SQL: provider sign-ins (Google, Apple, Facebook, PayPal) linked to accounts. */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { identities } from '../db/schema.js';

/** The account a provider identity is linked to, if any. */
export async function findLinkedUserId(
  db: Db,
  provider: string,
  subject: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: identities.userId })
    .from(identities)
    .where(and(eq(identities.provider, provider), eq(identities.subject, subject)));
  return row?.userId;
}

/** The providers linked to the user. */
export async function findLinkedProviders(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ provider: identities.provider })
    .from(identities)
    .where(eq(identities.userId, userId));
  return rows.map((row) => row.provider);
}

/** Links the identity to the user; an identity already linked (to anyone) stays as it is. */
export async function insertIdentity(
  db: Db,
  values: { userId: string; provider: string; subject: string; email: string | null },
): Promise<void> {
  await db.insert(identities).values(values).onConflictDoNothing();
}

/** Unlinks the user's identities: every provider's, or one provider's. */
export async function deleteIdentitiesOf(db: Db, userId: string, provider?: string): Promise<void> {
  await db
    .delete(identities)
    .where(
      provider
        ? and(eq(identities.userId, userId), eq(identities.provider, provider))
        : eq(identities.userId, userId),
    );
}
