import { NOTIFICATION_ID_REQUIRED_MESSAGE, type Notification, type UserData } from '@cardroom/protocol';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../src/auth/accounts.js';
import { notifications } from '../src/db/schema.js';
import {
  createNotification,
  DEFAULT_NOTIFICATION_TTL_DAYS,
  SYSTEM_SENDER,
} from '../src/notifications/service.js';
import { buildUserData } from '../src/users/user-data.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

interface Session {
  accessToken: string;
  userData: UserData;
}

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseTiers())('notifications on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(extra: Record<string, unknown> = {}): Promise<Session> {
    const user = { ...uniqueUser('note'), ...extra };
    expect((await post(t.app, '/auth/register', user)).statusCode).toBe(200);
    const response = await post(t.app, '/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    return json<Session>(response);
  }

  async function list(token: string): Promise<Notification[]> {
    const response = await post(t.app, '/user/get-notifications', {}, { token });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<{ success: boolean; notifications: Notification[] }>(response);
    expect(body.success).toBe(true);
    return body.notifications;
  }

  function update(token: string, body: Record<string, unknown>) {
    return post(t.app, '/user/update-notifications', body, { token });
  }

  /** A session whose welcome notification is cleared, so each test sees only what it creates. */
  async function cleanSession(): Promise<Session> {
    const session = await signUp();
    await t.ctx.db.delete(notifications).where(eq(notifications.userId, session.userData.id));
    return session;
  }

  const note = (userId: string, subject: string, extra: { expiresAt?: Date; imgUrl?: string } = {}) =>
    createNotification(t.ctx.db, { userId, subject, sender: 'Tester', message: `${subject} body`, ...extra });
  // Newest first needs distinct instants: the embedded database's clock counts milliseconds, so two inserts
  // in one millisecond tie and come back in either order.
  const nextMillisecond = async () => {
    const now = Date.now();
    while (Date.now() <= now) await new Promise((resolve) => setTimeout(resolve, 1));
  };

  it('greets a new account with one unread welcome notification that expires in 30 days', async () => {
    const before = Date.now();
    const session = await signUp();
    const [welcome, ...rest] = await list(session.accessToken);
    expect(rest).toEqual([]);
    expect(welcome).toMatchObject({
      subject: 'Welcome to Cardroom!',
      sender: SYSTEM_SENDER,
      img_url: null,
      isRead: false,
    });
    expect(welcome?.message).toContain(session.userData.username);
    const expires = Date.parse(welcome?.expiresAt ?? '');
    expect(expires).toBeGreaterThanOrEqual(before + DEFAULT_NOTIFICATION_TTL_DAYS * DAY_MS - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + DEFAULT_NOTIFICATION_TTL_DAYS * DAY_MS + 1000);
    expect(session.userData.notifications).toEqual([welcome]);
  });

  it('welcomes a Spanish-speaking account in Spanish, and a provider sign-up too', async () => {
    const es = await signUp({ locale: 'es' });
    expect((await list(es.accessToken)).map((n) => n.subject)).toEqual(['¡Bienvenido a Cardroom!']);

    const provider = await createVerifiedAccount(t.ctx, uniqueUser('prov').email, {});
    const data = await buildUserData(t.ctx.db, provider.id);
    expect(data.notifications.map((n) => n.subject)).toEqual(['Welcome to Cardroom!']);
  });

  it('lists only unexpired notifications, newest first, with every field of spec §3', async () => {
    const session = await cleanSession();
    const id = session.userData.id;
    await note(id, 'first');
    await nextMillisecond();
    await note(id, 'expired', { expiresAt: new Date(Date.now() - 1000) });
    await nextMillisecond();
    await note(id, 'second', { imgUrl: 'preset:panda', expiresAt: new Date(Date.now() + 2 * DAY_MS) });
    await nextMillisecond();
    await note(id, 'third');

    const listed = await list(session.accessToken);
    expect(listed.map((n) => n.subject)).toEqual(['third', 'second', 'first']);
    expect(Object.keys(listed[1] ?? {}).sort()).toEqual(
      ['expiresAt', 'id', 'img_url', 'isRead', 'message', 'sender', 'subject', 'time_stamp'].sort(),
    );
    expect(listed[1]).toMatchObject({ sender: 'Tester', message: 'second body', img_url: 'preset:panda' });
    const stamps = listed.map((n) => Date.parse(n.time_stamp));
    expect([...stamps].sort((a, b) => b - a)).toEqual(stamps);
    expect((await buildUserData(t.ctx.db, id)).notifications.map((n) => n.subject)).toEqual([
      'third',
      'second',
      'first',
    ]);
  });

  it('marks one read and unread again, returning userData with the notifications', async () => {
    const session = await cleanSession();
    const target = await note(session.userData.id, 'target');
    // Newest first needs two instants: the embedded database's clock can give two inserts the same one.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const other = await note(session.userData.id, 'other');

    const read = await update(session.accessToken, { action: 'read', notificationId: target.id });
    expect(read.statusCode, read.body).toBe(200);
    const body = json<{ success: boolean; userData: UserData }>(read);
    expect(body.success).toBe(true);
    expect(body.userData.id).toBe(session.userData.id);
    expect(body.userData.notifications.map((n) => [n.id, n.isRead])).toEqual([
      [other.id, false],
      [target.id, true],
    ]);

    // Reading twice is harmless; unread flips it back.
    expect(
      (await update(session.accessToken, { action: 'read', notificationId: target.id })).statusCode,
    ).toBe(200);
    const unread = await update(session.accessToken, { action: 'unread', notificationId: target.id });
    expect(
      json<{ userData: UserData }>(unread).userData.notifications.find((n) => n.id === target.id)?.isRead,
    ).toBe(false);
  });

  it('deletes one; a second delete of it is NOTIFICATION_NOT_FOUND', async () => {
    const session = await cleanSession();
    const gone = await note(session.userData.id, 'gone');
    const kept = await note(session.userData.id, 'kept');
    const deleted = await update(session.accessToken, { action: 'delete', notificationId: gone.id });
    expect(deleted.statusCode).toBe(200);
    expect(json<{ userData: UserData }>(deleted).userData.notifications.map((n) => n.id)).toEqual([kept.id]);
    expectError(
      await update(session.accessToken, { action: 'delete', notificationId: gone.id }),
      404,
      'NOTIFICATION_NOT_FOUND',
      'Notification not found.',
    );
  });

  it("never touches another user's notification, an unknown, malformed or expired id", async () => {
    const me = await cleanSession();
    const someone = await cleanSession();
    const theirs = await note(someone.userData.id, 'theirs');
    const expired = await note(me.userData.id, 'expired', { expiresAt: new Date(Date.now() - 1000) });
    const ids = [theirs.id, expired.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid'];
    for (const notificationId of ids) {
      for (const action of ['read', 'unread', 'delete']) {
        expectError(
          await update(me.accessToken, { action, notificationId }),
          404,
          'NOTIFICATION_NOT_FOUND',
          'Notification not found.',
        );
      }
    }
    expect(await list(someone.accessToken)).toEqual([
      expect.objectContaining({ id: theirs.id, isRead: false }),
    ]);
  });

  it("clears all of the caller's notifications and nobody else's", async () => {
    const me = await signUp();
    const someone = await signUp();
    await note(me.userData.id, 'one');
    await note(me.userData.id, 'two');
    expect(await list(me.accessToken)).toHaveLength(3);

    const cleared = await update(me.accessToken, { action: 'clear' });
    expect(cleared.statusCode).toBe(200);
    expect(json<{ userData: UserData }>(cleared).userData.notifications).toEqual([]);
    expect(await list(me.accessToken)).toEqual([]);
    expect(await list(someone.accessToken)).toHaveLength(1);
    // Clearing an empty list is fine; a notificationId alongside clear is ignored.
    expect((await update(me.accessToken, { action: 'clear', notificationId: 'anything' })).statusCode).toBe(
      200,
    );
  });

  it('refuses a bad action, a missing notificationId or an unknown field, naming the field', async () => {
    const session = await cleanSession();
    const target = await note(session.userData.id, 'target');
    for (const action of ['read', 'unread', 'delete']) {
      expectError(
        await update(session.accessToken, { action }),
        400,
        'VALIDATION_ERROR',
        NOTIFICATION_ID_REQUIRED_MESSAGE,
        'notificationId',
      );
    }
    const badAction = await update(session.accessToken, { action: 'archive', notificationId: target.id });
    expectError(badAction, 400, 'VALIDATION_ERROR', undefined, 'action');
    expectError(await update(session.accessToken, {}), 400, 'VALIDATION_ERROR', undefined, 'action');
    expectError(
      await update(session.accessToken, { action: 'read', notificationId: target.id, isRead: true }),
      400,
      'VALIDATION_ERROR',
      'Unknown field: isRead.',
      'isRead',
    );
    expectError(
      await post(t.app, '/user/get-notifications', { all: true }, { token: session.accessToken }),
      400,
      'VALIDATION_ERROR',
      'Unknown field: all.',
      'all',
    );
    expect((await list(session.accessToken))[0]?.isRead).toBe(false);
  });

  it('answers 401 without a token, or with a revoked one', async () => {
    const session = await signUp();
    expectError(await post(t.app, '/user/get-notifications', {}), 401, 'UNAUTHORIZED');
    expectError(await post(t.app, '/user/update-notifications', { action: 'clear' }), 401, 'UNAUTHORIZED');
    await post(t.app, '/auth/logout', {}, { token: session.accessToken });
    expectError(
      await post(t.app, '/user/update-notifications', { action: 'clear' }, { token: session.accessToken }),
      401,
      'SESSION_REVOKED',
    );
    expect(
      await t.ctx.db.select().from(notifications).where(eq(notifications.userId, session.userData.id)),
    ).toHaveLength(1);
  });
});
