import { type Notification, shownAvatar } from '@cardroom/protocol';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { notifications } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** How long a notification stays visible when its creator names no expiry. */
export const DEFAULT_NOTIFICATION_TTL_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The sender shown as 'From: …' on notifications the system itself sends. */
export const SYSTEM_SENDER = 'Cardroom';

export interface NewNotification {
  userId: string;
  subject: string;
  sender: string;
  message: string;
  imgUrl?: string | null;
  /** Defaults to DEFAULT_NOTIFICATION_TTL_DAYS from now. */
  expiresAt?: Date;
}

export async function createNotification(db: Db, input: NewNotification): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      subject: input.subject,
      sender: input.sender,
      message: input.message,
      imgUrl: input.imgUrl ?? null,
      expiresAt: input.expiresAt ?? new Date(Date.now() + DEFAULT_NOTIFICATION_TTL_DAYS * DAY_MS),
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** The wire shape of spec §3 (the same one userData.notifications carries). */
export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    subject: row.subject,
    sender: row.sender,
    message: row.message,
    // The picture is a user's avatar: one stored before avatars were checked is not shown.
    img_url: shownAvatar(row.imgUrl),
    time_stamp: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isRead: row.isRead,
  };
}

/** The user's notifications that have not expired, newest first. */
export async function listNotifications(db: Db, userId: string): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), gt(notifications.expiresAt, sql`now()`)))
    .orderBy(sql`${notifications.createdAt} desc`);
  return rows.map(toNotification);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One live notification of this user; another user's, an expired or a malformed id are all not found. */
function ownedLive(userId: string, notificationId: string) {
  // A non-uuid id would make PostgreSQL fail the query (a 500) instead of matching nothing.
  if (!UUID.test(notificationId)) throw new AppError('NOTIFICATION_NOT_FOUND');
  return and(
    eq(notifications.id, notificationId),
    eq(notifications.userId, userId),
    gt(notifications.expiresAt, sql`now()`),
  );
}

export type NotificationAction = 'read' | 'unread' | 'delete' | 'clear';

/** Spec §4's notification transitions: read, unread, delete one, or clear all of the user's. */
export async function updateNotifications(
  db: Db,
  userId: string,
  action: NotificationAction,
  notificationId?: string,
): Promise<void> {
  if (action === 'clear') {
    await db.delete(notifications).where(eq(notifications.userId, userId));
    return;
  }
  if (notificationId === undefined) {
    throw new AppError('VALIDATION_ERROR', 'notificationId is required for this action.', 'notificationId');
  }
  const where = ownedLive(userId, notificationId);
  const touched =
    action === 'delete'
      ? await db.delete(notifications).where(where).returning({ id: notifications.id })
      : await db
          .update(notifications)
          .set({ isRead: action === 'read' })
          .where(where)
          .returning({ id: notifications.id });
  if (touched.length === 0) throw new AppError('NOTIFICATION_NOT_FOUND');
}

type CopyLocale = 'en' | 'es';
const copyLocale = (locale: string): CopyLocale => (locale === 'es' ? 'es' : 'en');

const WELCOME: Record<CopyLocale, (username: string) => { subject: string; message: string }> = {
  en: (username) => ({
    subject: 'Welcome to Cardroom!',
    message: `Hi ${username}, thanks for joining. Your starting coins are in your wallet: pick a game and have fun!`,
  }),
  es: (username) => ({
    subject: '¡Bienvenido a Cardroom!',
    message: `Hola ${username}, gracias por unirte. Tus monedas de inicio ya están en tu cartera: ¡elige un juego y diviértete!`,
  }),
};

/** The greeting every new account (password or provider sign-up, or an upgraded guest) finds waiting. */
export async function sendWelcomeNotification(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<void> {
  await createNotification(ctx.db, {
    userId: user.id,
    sender: SYSTEM_SENDER,
    ...WELCOME[copyLocale(user.locale)](user.username),
  });
}

const REFERRAL_JOINED: Record<
  CopyLocale,
  (username: string, coins: number) => { subject: string; message: string }
> = {
  en: (username, coins) => ({
    subject: 'Your friend joined!',
    message: `${username} signed up with your referral code. You both received ${coins} coins.`,
  }),
  es: (username, coins) => ({
    subject: '¡Tu amigo se unió!',
    message: `${username} se registró con tu código de referido. Ambos recibieron ${coins} monedas.`,
  }),
};

/** Tells the referrer who joined with their code; the newcomer's avatar is the picture. */
export async function sendReferralJoinedNotification(
  db: Db,
  referrer: UserRow,
  joined: UserRow,
  coins: number,
): Promise<void> {
  await createNotification(db, {
    userId: referrer.id,
    sender: SYSTEM_SENDER,
    imgUrl: joined.avatar,
    ...REFERRAL_JOINED[copyLocale(referrer.locale)](joined.username, coins),
  });
}
