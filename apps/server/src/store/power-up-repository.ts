/** SQL for power-ups held and their bought/used events; no pricing or table rules here. */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { powerUpEvents, powerUpStock } from '../db/schema.js';

export async function listStock(db: Db, userId: string): Promise<{ powerUpId: string; count: number }[]> {
  return db
    .select({ powerUpId: powerUpStock.powerUpId, count: powerUpStock.count })
    .from(powerUpStock)
    .where(eq(powerUpStock.userId, userId));
}

export async function addStock(tx: Db, userId: string, powerUpId: string, count: number): Promise<void> {
  await tx
    .insert(powerUpStock)
    .values({ userId, powerUpId, count })
    .onConflictDoUpdate({
      target: [powerUpStock.userId, powerUpStock.powerUpId],
      set: { count: sql`${powerUpStock.count} + ${count}` },
    });
}

/** Takes one from the stock; false when none is left (nothing changes then). */
export async function takeOne(tx: Db, userId: string, powerUpId: string): Promise<boolean> {
  const rows = await tx
    .update(powerUpStock)
    .set({ count: sql`${powerUpStock.count} - 1` })
    .where(
      and(eq(powerUpStock.userId, userId), eq(powerUpStock.powerUpId, powerUpId), gte(powerUpStock.count, 1)),
    )
    .returning({ count: powerUpStock.count });
  return rows.length > 0;
}

/** Records an event once per key; false when the key was already recorded (a retried request). */
export async function insertPowerUpEvent(tx: Db, event: typeof powerUpEvents.$inferInsert): Promise<boolean> {
  const rows = await tx
    .insert(powerUpEvents)
    .values(event)
    .onConflictDoNothing({ target: powerUpEvents.idempotencyKey })
    .returning({ id: powerUpEvents.id });
  return rows.length > 0;
}

export async function findPowerUpEvent(db: Db, idempotencyKey: string) {
  const [row] = await db.select().from(powerUpEvents).where(eq(powerUpEvents.idempotencyKey, idempotencyKey));
  return row;
}
