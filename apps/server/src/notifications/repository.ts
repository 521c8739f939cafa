/** The notifications table's SQL; service.ts holds who may see and change what, and how rows render. */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotificationRow = typeof notifications.$inferInsert;

export async function insertNotification(db: Db, values: NewNotificationRow): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** The user's notifications that have not expired, newest first. */
export async function findLiveNotifications(db: Db, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.expiresAt, sql`now()`)))
    .orderBy(sql`${notifications.createdAt} desc`);
}

export async function deleteAllNotifications(db: Db, userId: string): Promise<void> {
  await db.delete(notifications).where(eq(notifications.userId, userId));
}

/** One live notification of this user (another user's or an expired one does not match). */
const ownedLive = (userId: string, notificationId: string) =>
  and(
    eq(notifications.id, notificationId),
    eq(notifications.userId, userId),
    gt(notifications.expiresAt, sql`now()`),
  );

/** Deletes one live notification of the user; false when there was none. */
export async function deleteLiveNotification(
  db: Db,
  userId: string,
  notificationId: string,
): Promise<boolean> {
  const deleted = await db
    .delete(notifications)
    .where(ownedLive(userId, notificationId))
    .returning({ id: notifications.id });
  return deleted.length > 0;
}

/** Marks one live notification of the user read or unread; false when there was none. */
export async function markLiveNotification(
  db: Db,
  userId: string,
  notificationId: string,
  isRead: boolean,
): Promise<boolean> {
  const updated = await db
    .update(notifications)
    .set({ isRead })
    .where(ownedLive(userId, notificationId))
    .returning({ id: notifications.id });
  return updated.length > 0;
}
