/** The wallet's SQL: operations (idempotency keys), balance rows and ledger rows. wallet.ts holds the rules. */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { balances, ledger, walletOperations } from '../db/schema.js';
import type { Balances, Currency } from './currencies.js';

export type BalanceRow = typeof balances.$inferSelect;
export type NewLedgerRow = typeof ledger.$inferInsert;

/** Records an operation under its key; undefined when the key was used before (nothing is written then). */
export async function insertOperation(
  db: Db,
  values: { userId: string | null; idempotencyKey: string; reason: string; changes: unknown },
): Promise<number | undefined> {
  const [row] = await db
    .insert(walletOperations)
    .values(values)
    .onConflictDoNothing({ target: walletOperations.idempotencyKey })
    .returning({ id: walletOperations.id });
  return row?.id;
}

export async function findOperationByKey(db: Db, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(walletOperations)
    .where(eq(walletOperations.idempotencyKey, idempotencyKey));
  return row;
}

/** The user's balance row, locked until the transaction ends (so changes to one wallet apply in turn). */
export async function lockBalanceRow(tx: Db, userId: string): Promise<BalanceRow | undefined> {
  const [row] = await tx.select().from(balances).where(eq(balances.userId, userId)).for('update');
  return row;
}

export async function findBalanceRow(db: Db, userId: string): Promise<BalanceRow | undefined> {
  const [row] = await db.select().from(balances).where(eq(balances.userId, userId));
  return row;
}

export async function writeBalances(tx: Db, userId: string, values: Partial<Balances>): Promise<void> {
  await tx.update(balances).set(values).where(eq(balances.userId, userId));
}

export async function insertLedgerRows(tx: Db, rows: NewLedgerRow[]): Promise<void> {
  if (rows.length > 0) await tx.insert(ledger).values(rows);
}

/** Per-currency sums of the user's ledger rows. */
export async function ledgerTotals(db: Db, userId: string): Promise<{ currency: Currency; total: number }[]> {
  const rows = await db
    .select({ currency: ledger.currency, total: sql<string>`sum(${ledger.delta})` })
    .from(ledger)
    .where(eq(ledger.userId, userId))
    .groupBy(ledger.currency);
  return rows.map((row) => ({ currency: row.currency as Currency, total: Number(row.total) }));
}
