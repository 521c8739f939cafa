/** SQL for cash withdrawals; no payout rules here (withdrawals.ts). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { cashWithdrawals } from '../db/schema.js';

export type WithdrawalRow = typeof cashWithdrawals.$inferSelect;
export type NewWithdrawal = typeof cashWithdrawals.$inferInsert;

/** Inserts the withdrawal; undefined when a row with its id exists already (a retried request). */
export async function insertWithdrawal(tx: Db, values: NewWithdrawal): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .insert(cashWithdrawals)
    .values(values)
    .onConflictDoNothing({ target: cashWithdrawals.id })
    .returning();
  return row;
}

export async function findWithdrawal(db: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await db.select().from(cashWithdrawals).where(eq(cashWithdrawals.id, id));
  return row;
}

/** The withdrawal locked for the rest of the transaction: one payout event of it applies at a time. */
export async function lockWithdrawal(tx: Db, id: string): Promise<WithdrawalRow | undefined> {
  const [row] = await tx.select().from(cashWithdrawals).where(eq(cashWithdrawals.id, id)).for('update');
  return row;
}

export async function updateWithdrawal(
  tx: Db,
  id: string,
  values: Pick<Partial<NewWithdrawal>, 'status' | 'providerRef'>,
): Promise<WithdrawalRow | undefined> {
  const [row] = await tx
    .update(cashWithdrawals)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(cashWithdrawals.id, id))
    .returning();
  return row;
}

export async function listWithdrawals(db: Db, userId: string): Promise<WithdrawalRow[]> {
  return db
    .select()
    .from(cashWithdrawals)
    .where(eq(cashWithdrawals.userId, userId))
    .orderBy(desc(cashWithdrawals.createdAt), desc(cashWithdrawals.id))
    .limit(100);
}
