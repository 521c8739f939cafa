/** The SQL of erasing an account (deletion.ts holds what an erase must do, and in which order). */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatMessages, feedback, gameSeats, prizePoolEntries, prizePools, users } from '../db/schema.js';
import { idleGuestSince, type UserRow } from './repository.js';

/**
 * The user's row, locked until the transaction ends; with `idleSince`, only while the account is still a
 * guest idle since then (so the idle check and the delete are one step).
 */
export async function lockUserToErase(
  tx: Db,
  userId: string,
  idleSince?: Date,
): Promise<UserRow | undefined> {
  const [user] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), idleSince ? idleGuestSince(idleSince) : undefined))
    .for('update');
  return user;
}

/** The user's entries still waiting in a prize pool, with their pools; the entries locked. */
export async function lockEnteredPoolEntries(tx: Db, userId: string) {
  return tx
    .select({ entry: prizePoolEntries, pool: prizePools })
    .from(prizePoolEntries)
    .innerJoin(prizePools, eq(prizePools.id, prizePoolEntries.prizePoolId))
    .where(and(eq(prizePoolEntries.userId, userId), eq(prizePoolEntries.status, 'entered')))
    .for('update', { of: prizePoolEntries });
}

/** The attachment URLs of every feedback the user sent. */
export async function feedbackAttachmentsOf(tx: Db, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ urls: feedback.attachments })
    .from(feedback)
    .where(eq(feedback.userId, userId));
  return rows.flatMap((row) => row.urls);
}

/** Whether another user's avatar or feedback names an upload whose URL ends like `pattern` (a LIKE pattern). */
export async function isUploadUsedByOthers(tx: Db, userId: string, pattern: string): Promise<boolean> {
  const [avatarUse] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, userId), sql`${users.avatar} like ${pattern}`))
    .limit(1);
  if (avatarUse) return true;
  const [attachmentUse] = await tx
    .select({ id: feedback.id })
    .from(feedback)
    .where(
      and(
        ne(feedback.userId, userId),
        sql`exists (select 1 from unnest(${feedback.attachments}) a where a like ${pattern})`,
      ),
    )
    .limit(1);
  return attachmentUse !== undefined;
}

/** The user's seats at past tables keep their place under another name and no picture. */
export async function renameSeatsOf(tx: Db, userId: string, username: string): Promise<void> {
  await tx.update(gameSeats).set({ username, avatar: null }).where(eq(gameSeats.userId, userId));
}

export async function deleteChatMessagesOf(tx: Db, userId: string): Promise<void> {
  await tx.delete(chatMessages).where(eq(chatMessages.senderId, userId));
}

/** Deletes the user row; its foreign keys cascade or null what refers to it. */
export async function deleteUserRow(tx: Db, userId: string): Promise<void> {
  await tx.delete(users).where(eq(users.id, userId));
}
