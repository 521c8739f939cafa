/** SQL for users' collection items (skins and upgrades); no pricing rules here. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { collectionItems } from '../db/schema.js';

export type CollectionRow = typeof collectionItems.$inferSelect;

export async function listCollectionRows(db: Db, userId: string): Promise<CollectionRow[]> {
  return db.select().from(collectionItems).where(eq(collectionItems.userId, userId));
}

export async function findCollectionRow(
  db: Db,
  userId: string,
  upgradeId: string,
): Promise<CollectionRow | undefined> {
  const [row] = await db
    .select()
    .from(collectionItems)
    .where(and(eq(collectionItems.userId, userId), eq(collectionItems.upgradeId, upgradeId)));
  return row;
}

export async function setCollectionLevel(
  tx: Db,
  userId: string,
  upgradeId: string,
  level: number,
): Promise<void> {
  await tx
    .insert(collectionItems)
    .values({ userId, upgradeId, level })
    .onConflictDoUpdate({
      target: [collectionItems.userId, collectionItems.upgradeId],
      set: { level, updatedAt: sql`now()` },
    });
}

/** Makes `upgradeId` the active one among `slotIds` (the items of its slot). */
export async function activateInSlot(
  tx: Db,
  userId: string,
  upgradeId: string,
  slotIds: string[],
): Promise<void> {
  await tx
    .update(collectionItems)
    .set({ active: sql`${collectionItems.upgradeId} = ${upgradeId}`, updatedAt: sql`now()` })
    .where(and(eq(collectionItems.userId, userId), inArray(collectionItems.upgradeId, slotIds)));
}
