/** SQL of table chat; no rules here (chat.ts). */
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { chatMessages } from '../db/schema.js';

export type ChatRow = typeof chatMessages.$inferSelect;

export async function insertChatMessage(db: Db, values: typeof chatMessages.$inferInsert): Promise<ChatRow> {
  const [row] = await db.insert(chatMessages).values(values).returning();
  if (!row) throw new Error('chat insert returned no row');
  return row;
}

/** The last `limit` messages of a game with a sender, newest first; only those of `senders` when given. */
export async function recentChat(
  db: Db,
  gameId: string,
  limit: number,
  senders?: string[],
): Promise<ChatRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.gameId, gameId),
        isNotNull(chatMessages.senderId),
        senders ? inArray(chatMessages.senderId, senders) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.createdAt))
    .limit(limit);
}
