import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { balances, users } from '../db/schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  return row;
}

export async function findUserByReferralCode(db: Db, code: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code));
  return row;
}

/** Inserts the user and an empty wallet in one transaction; starting coins go through the ledger after. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned no row');
    await tx.insert(balances).values({ userId: row.id });
    return row;
  });
}

export async function updateUser(db: Db, id: string, values: Partial<NewUser>): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row;
}

/** Deleting the row erases personal data; FKs cascade sessions, identities, tokens and notifications and
 * set the ledger's user id to null, so the money trail stays, anonymised. */
export async function deleteUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function usernameExists(db: Db, username: string): Promise<boolean> {
  return (await findUserByUsername(db, username)) !== undefined;
}
