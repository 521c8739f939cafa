/**
 * The email_tokens table's SQL: hashes of mailed secrets (links and codes). email-tokens.ts holds their
 * lifetimes and which purposes replace earlier secrets; email-undo.ts the rules of undo links.
 */
import { and, asc, eq, gt, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { emailTokens } from '../db/schema.js';

const isLive = and(isNull(emailTokens.usedAt), gt(emailTokens.expiresAt, sql`now()`));

/** A token's created_at read in SQL: a JS Date would drop the microseconds and misorder tokens of one millisecond. */
const createdAtOf = (id: string): SQL =>
  sql`(select ${emailTokens.createdAt} from ${emailTokens} where ${emailTokens.id} = ${id})`;

export async function insertEmailToken(db: Db, values: typeof emailTokens.$inferInsert): Promise<void> {
  await db.insert(emailTokens).values(values);
}

/** Marks the user's unused secrets of one purpose used. */
export async function voidUnusedTokens(db: Db, userId: string, purpose: string): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

/**
 * Marks a live secret used and returns its row, or undefined when it is unknown, used or expired. One
 * conditional UPDATE, so two concurrent uses of one secret succeed at most once.
 */
export async function consumeLiveToken(
  db: Db,
  purposes: readonly string[],
  tokenHash: string,
  userId?: string,
): Promise<{ userId: string; purpose: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        inArray(emailTokens.purpose, [...purposes]),
        eq(emailTokens.tokenHash, tokenHash),
        isLive,
        userId ? eq(emailTokens.userId, userId) : undefined,
      ),
    )
    .returning({ userId: emailTokens.userId, purpose: emailTokens.purpose, newEmail: emailTokens.newEmail });
  return row;
}

/** A live secret of this purpose with this hash, without using it. */
export async function findLiveToken(
  db: Db,
  purpose: string,
  tokenHash: string,
): Promise<{ id: string; userId: string } | undefined> {
  const [row] = await db
    .select({ id: emailTokens.id, userId: emailTokens.userId })
    .from(emailTokens)
    .where(and(eq(emailTokens.purpose, purpose), eq(emailTokens.tokenHash, tokenHash), isLive));
  return row;
}

/** Marks one secret used if it is still live; returns it then. */
export async function useLiveTokenById(
  db: Db,
  id: string,
): Promise<{ id: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailTokens.id, id), isLive))
    .returning({ id: emailTokens.id, newEmail: emailTokens.newEmail });
  return row;
}

/** The user's earliest live secret of this purpose created before the token `beforeId`. */
export async function findEarliestLiveTokenBefore(
  db: Db,
  userId: string,
  purpose: string,
  beforeId: string,
): Promise<{ id: string; newEmail: string | null } | undefined> {
  const [row] = await db
    .select({ id: emailTokens.id, newEmail: emailTokens.newEmail })
    .from(emailTokens)
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isLive,
        lt(emailTokens.createdAt, createdAtOf(beforeId)),
      ),
    )
    .orderBy(asc(emailTokens.createdAt))
    .limit(1);
  return row;
}

/**
 * Marks used every unused secret of the user except those of `keptPurpose` created no later than the token
 * `keepUpToId`.
 */
export async function voidTokensExceptEarlier(
  db: Db,
  userId: string,
  keptPurpose: string,
  keepUpToId: string,
): Promise<void> {
  await db
    .update(emailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(emailTokens.userId, userId),
        isNull(emailTokens.usedAt),
        or(ne(emailTokens.purpose, keptPurpose), gt(emailTokens.createdAt, createdAtOf(keepUpToId))),
      ),
    );
}
