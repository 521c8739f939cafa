import { type Notification, type NotificationTemplateKey, shownAvatar } from '@cardroom/protocol';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { findUserNames, type UserRow } from '../users/repository.js';
import {
  deleteAllNotifications,
  deleteLiveNotification,
  findLiveNotifications,
  insertNotification,
  markLiveNotification,
  type NotificationRow,
} from './repository.js';
import { referencedUserIds, renderTemplate, resolveTemplate, type StoredParams } from './templates.js';

export type { NotificationRow };

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
  /** A system notification's template key and values (user ids, not names); see templates.ts. */
  template?: NotificationTemplateKey;
  params?: StoredParams;
  /** Defaults to DEFAULT_NOTIFICATION_TTL_DAYS from now. */
  expiresAt?: Date;
}

export async function createNotification(db: Db, input: NewNotification): Promise<NotificationRow> {
  return insertNotification(db, {
    userId: input.userId,
    subject: input.subject,
    sender: input.sender,
    message: input.message,
    imgUrl: input.imgUrl ?? null,
    template: input.template ?? null,
    params: input.params ?? null,
    expiresAt: input.expiresAt ?? new Date(Date.now() + DEFAULT_NOTIFICATION_TTL_DAYS * DAY_MS),
  });
}

/** The current username and avatar of the users a template names. */
export type NamedUsers = ReadonlyMap<string, { username: string; avatar: string | null }>;

/**
 * The wire shape of spec §3 (the same one userData.notifications carries). A templated row is rendered in
 * the reader's language with the current names and avatar of the users it names.
 */
export function toNotification(row: NotificationRow, readerLocale: string, named: NamedUsers): Notification {
  const usernames = new Map([...named].map(([id, user]) => [id, user.username]));
  const template = resolveTemplate(row.template, row.params, usernames);
  const pictured = row.template === 'referralJoined' ? named.get(String(row.params?.userId)) : undefined;
  return {
    id: row.id,
    ...(template ? renderTemplate(template, readerLocale) : { subject: row.subject, message: row.message }),
    sender: row.sender,
    // The picture is a user's avatar: one stored before avatars were checked is not shown.
    img_url: shownAvatar(pictured ? pictured.avatar : row.imgUrl),
    time_stamp: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    isRead: row.isRead,
    ...(template ? { template } : {}),
  };
}

/** The reader's notifications that have not expired, newest first, rendered for them as they are now. */
export async function listNotifications(
  db: Db,
  reader: Pick<UserRow, 'id' | 'locale'>,
): Promise<Notification[]> {
  const rows = await findLiveNotifications(db, reader.id);
  const ids = [...new Set(rows.flatMap((row) => referencedUserIds(row.params)))].filter((id) =>
    UUID.test(id),
  );
  const named: NamedUsers = new Map((await findUserNames(db, ids)).map((user) => [user.id, user]));
  return rows.map((row) => toNotification(row, reader.locale, named));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type NotificationAction = 'read' | 'unread' | 'delete' | 'clear';

/** Spec §4's notification transitions: read, unread, delete one, or clear all of the user's. */
export async function updateNotifications(
  db: Db,
  userId: string,
  action: NotificationAction,
  notificationId?: string,
): Promise<void> {
  if (action === 'clear') {
    await deleteAllNotifications(db, userId);
    return;
  }
  if (notificationId === undefined) {
    throw new AppError('VALIDATION_ERROR', 'notificationId is required for this action.', 'notificationId');
  }
  // Another user's, an expired or a malformed id are all not found; a non-uuid id would make PostgreSQL
  // fail the query (a 500) instead of matching nothing.
  if (!UUID.test(notificationId)) throw new AppError('NOTIFICATION_NOT_FOUND');
  const touched =
    action === 'delete'
      ? await deleteLiveNotification(db, userId, notificationId)
      : await markLiveNotification(db, userId, notificationId, action === 'read');
  if (!touched) throw new AppError('NOTIFICATION_NOT_FOUND');
}

/** The greeting every new account (password or provider sign-up, or an upgraded guest) finds waiting. */
export async function sendWelcomeNotification(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<void> {
  await createTemplated(ctx.db, user, { key: 'welcome', params: { userId: user.id } });
}

/** Tells the referrer who joined with their code; the newcomer's current avatar is the picture. */
export async function sendReferralJoinedNotification(
  db: Db,
  referrer: UserRow,
  joined: UserRow,
  coins: number,
): Promise<void> {
  await createTemplated(
    db,
    referrer,
    { key: 'referralJoined', params: { userId: joined.id, coins } },
    { username: joined.username, imgUrl: joined.avatar },
  );
}

/** Tells an entrant how their Klondike contest ended (written in the settling transaction). */
export async function sendContestResultNotification(
  db: Db,
  reader: UserRow,
  result: {
    outcome: 'paid' | 'placed' | 'refunded';
    place: number;
    entrants: number;
    /** The prize or the entry back, in `unit` (cash in cents). */
    coins: number;
    unit?: 'coins' | 'tokens' | 'cash';
  },
): Promise<void> {
  await createTemplated(db, reader, { key: 'contestResult', params: { ...result, userId: reader.id } });
}

/**
 * Stores the template with the text it renders to today in the reader's language: the text is what an
 * older server or a template this one no longer knows would show.
 */
async function createTemplated(
  db: Db,
  reader: UserRow,
  stored: { key: NotificationTemplateKey; params: StoredParams },
  named: { username?: string; imgUrl?: string | null } = {},
): Promise<void> {
  const usernames = new Map([[String(stored.params.userId), named.username ?? reader.username]]);
  const template = resolveTemplate(stored.key, stored.params, usernames);
  if (!template) throw new Error(`unknown notification template ${stored.key}`);
  await createNotification(db, {
    userId: reader.id,
    sender: SYSTEM_SENDER,
    imgUrl: named.imgUrl ?? null,
    template: stored.key,
    params: stored.params,
    ...renderTemplate(template, reader.locale),
  });
}
