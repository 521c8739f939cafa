/** SQL for purchases, applied payment events and store debts; no payment rules here. */
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { paymentEvents, purchases, storeDebts } from '../db/schema.js';
import type { Currency } from '../wallet/currencies.js';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;

export async function insertPurchase(db: Db, values: NewPurchase): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('purchase insert returned no row');
  return row;
}

export async function setProviderRef(db: Db, purchaseId: string, providerRef: string): Promise<void> {
  await db.update(purchases).set({ providerRef }).where(eq(purchases.id, purchaseId));
}

export async function findPurchase(db: Db, purchaseId: string): Promise<PurchaseRow | undefined> {
  const [row] = await db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return row;
}

/** The purchase row locked for the rest of the transaction: one event of a purchase applies at a time. */
export async function lockPurchase(tx: Db, purchaseId: string): Promise<PurchaseRow | undefined> {
  const [row] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for('update');
  return row;
}

/** The purchase a provider's payment id belongs to (see purchases.provider_payment). */
export async function findPurchaseIdByPayment(
  db: Db,
  provider: string,
  providerPayment: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.provider, provider), eq(purchases.providerPayment, providerPayment)));
  return row?.id;
}

export async function listPurchases(db: Db, userId: string): Promise<PurchaseRow[]> {
  return db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(100);
}

export async function updatePurchase(
  tx: Db,
  purchaseId: string,
  values: Pick<Partial<NewPurchase>, 'status' | 'bonusCash' | 'providerPayment'>,
): Promise<void> {
  await tx
    .update(purchases)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(purchases.id, purchaseId));
}

/** Records an event as applied; false when its id was applied before (a replay or a concurrent duplicate). */
export async function recordPaymentEvent(
  tx: Db,
  event: { id: string; purchaseId: string; type: string },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Whether the user's first-purchase bonus is spent: a purchase of theirs ever brought one. */
export async function firstPurchaseBonusUsed(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), gt(purchases.bonusCash, 0)))
    .limit(1);
  return row !== undefined;
}

/** Whether the user ever completed a payment (a refunded one included). */
export async function hasPaid(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.status, ['succeeded', 'refunded'])))
    .limit(1);
  return row !== undefined;
}

export async function findDebt(tx: Db, userId: string, currency: Currency): Promise<number> {
  const [row] = await tx
    .select({ amount: storeDebts.amount })
    .from(storeDebts)
    .where(and(eq(storeDebts.userId, userId), eq(storeDebts.currency, currency)));
  return row?.amount ?? 0;
}

/** Adds `delta` (negative pays off) to the user's debt in `currency`. */
export async function changeDebt(tx: Db, userId: string, currency: Currency, delta: number): Promise<void> {
  if (delta === 0) return;
  if (delta < 0) {
    // An UPDATE: an upsert's proposed row (a negative amount) would fail the CHECK before the conflict is seen.
    await tx
      .update(storeDebts)
      .set({ amount: sql`${storeDebts.amount} + ${delta}` })
      .where(and(eq(storeDebts.userId, userId), eq(storeDebts.currency, currency)));
    return;
  }
  await tx
    .insert(storeDebts)
    .values({ userId, currency, amount: delta })
    .onConflictDoUpdate({
      target: [storeDebts.userId, storeDebts.currency],
      set: { amount: sql`${storeDebts.amount} + ${delta}` },
    });
}

export async function listDebts(db: Db, userId: string): Promise<{ currency: string; amount: number }[]> {
  return db
    .select({ currency: storeDebts.currency, amount: storeDebts.amount })
    .from(storeDebts)
    .where(and(eq(storeDebts.userId, userId), gt(storeDebts.amount, 0)));
}
