/**
 * Avatars stored before they were checked may name another site's server in the exact shape of one of our
 * uploads ("https://elsewhere/uploads/<name>.png"), which the protocol's shape check cannot tell apart. At
 * start the server knows its own origin, so it clears every stored avatar that is neither a preset nor an
 * upload on this origin: nobody's browser is ever sent to a stranger's server for a picture.
 */
import { AVATAR_PRESET_PREFIX, UPLOADS_PATH } from '@cardroom/protocol';
import { and, isNotNull, not, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { gameSeats, notifications, users } from '../db/schema.js';

export interface ClearedAvatars {
  users: number;
  seats: number;
  notifications: number;
}

type AvatarColumn = typeof users.avatar | typeof gameSeats.avatar | typeof notifications.imgUrl;

export async function clearForeignAvatars(db: Db, publicUrl: string): Promise<ClearedAvatars> {
  const ownUploads = `${new URL(publicUrl).origin}${UPLOADS_PATH}`;
  const foreign = (column: AvatarColumn) =>
    and(
      isNotNull(column),
      not(
        sql`(starts_with(${column}, ${AVATAR_PRESET_PREFIX}) or starts_with(${column}, ${UPLOADS_PATH}) or starts_with(${column}, ${ownUploads}))`,
      ),
    );
  const clearedUsers = await db
    .update(users)
    .set({ avatar: null })
    .where(foreign(users.avatar))
    .returning({ id: users.id });
  // Bots' avatars are the app's own drawing keys ('bot-1'), never URLs.
  const clearedSeats = await db
    .update(gameSeats)
    .set({ avatar: null })
    .where(and(not(gameSeats.isBot), foreign(gameSeats.avatar)))
    .returning({ seat: gameSeats.seat });
  const clearedNotifications = await db
    .update(notifications)
    .set({ imgUrl: null })
    .where(foreign(notifications.imgUrl))
    .returning({ id: notifications.id });
  return {
    users: clearedUsers.length,
    seats: clearedSeats.length,
    notifications: clearedNotifications.length,
  };
}
