/** Clearing stored pictures (users' avatars, people's seats, notification images) that fail a prefix check. */
import { and, isNotNull, not, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { gameSeats, notifications, users } from '../db/schema.js';

type AvatarColumn = typeof users.avatar | typeof gameSeats.avatar | typeof notifications.imgUrl;

/** Rows (per table) whose picture was set to null because it starts with none of `allowedPrefixes`. */
export interface ClearedAvatars {
  users: number;
  seats: number;
  notifications: number;
}

export async function clearAvatarsOutside(
  db: Db,
  allowedPrefixes: readonly string[],
): Promise<ClearedAvatars> {
  const outside = (column: AvatarColumn) =>
    and(
      isNotNull(column),
      not(or(...allowedPrefixes.map((prefix) => sql`starts_with(${column}, ${prefix})`)) ?? sql`false`),
    );
  const clearedUsers = await db
    .update(users)
    .set({ avatar: null })
    .where(outside(users.avatar))
    .returning({ id: users.id });
  // Bots' avatars are the app's own drawing keys ('bot-1'), never URLs.
  const clearedSeats = await db
    .update(gameSeats)
    .set({ avatar: null })
    .where(and(not(gameSeats.isBot), outside(gameSeats.avatar)))
    .returning({ seat: gameSeats.seat });
  const clearedNotifications = await db
    .update(notifications)
    .set({ imgUrl: null })
    .where(outside(notifications.imgUrl))
    .returning({ id: notifications.id });
  return {
    users: clearedUsers.length,
    seats: clearedSeats.length,
    notifications: clearedNotifications.length,
  };
}
