/**
 * Issue 10: notifications kept the language and username of the moment they were written (a Spanish
 * "¡Tu amigo se unió!" in the English app, "Hi NewcomerNed" after a rename). They are stored as a template
 * and user ids and rendered when read, in the reader's language of now with current usernames and avatars.
 */
import { readFileSync } from 'node:fs';
import type { Notification, UserData } from '@cardroom/protocol';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, referralRewards } from '../src/db/schema.js';
import { createNotification, sendReferralJoinedNotification } from '../src/notifications/service.js';
import { findUserById, type UserRow } from '../src/users/repository.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';

interface Session {
  accessToken: string;
  userData: UserData;
}

const MIGRATION = new URL('../drizzle/0004_notification_templates.sql', import.meta.url);
const BACKFILL = readFileSync(MIGRATION, 'utf8')
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim())
  .filter((statement) => statement.includes('UPDATE "notifications"'));

describe.each(databaseTiers())('notifications rendered when read (%s)', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(extra: Record<string, unknown> = {}): Promise<Session> {
    const user = { ...uniqueUser('tpl'), ...extra };
    expect((await post(t.app, '/auth/register', user)).statusCode).toBe(200);
    const response = await post(t.app, '/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return json<Session>(response);
  }

  async function list(token: string): Promise<Notification[]> {
    const response = await post(t.app, '/user/get-notifications', {}, { token });
    expect(response.statusCode, response.body).toBe(200);
    return json<{ notifications: Notification[] }>(response).notifications;
  }

  async function updateUser(token: string, body: Record<string, unknown>) {
    const response = await post(t.app, '/user/update', body, { token });
    expect(response.statusCode, response.body).toBe(200);
    return json<Session>(response);
  }

  async function row(userId: string): Promise<UserRow> {
    const user = await findUserById(t.ctx.db, userId);
    if (!user) throw new Error('no user');
    return user;
  }

  const freshName = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8)}`;

  it('greets with the username of now after a rename, and stores the user id, not the name', async () => {
    const session = await signUp();
    const renamed = freshName('Renamed');
    await updateUser(session.accessToken, { update: { username: renamed } });

    const [welcome] = await list(session.accessToken);
    expect(welcome?.message).toContain(`Hi ${renamed},`);
    expect(welcome?.message).not.toContain(session.userData.username);
    expect(welcome?.template).toEqual({ key: 'welcome', params: { username: renamed } });

    const [stored] = await t.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, session.userData.id));
    expect(stored).toMatchObject({ template: 'welcome', params: { userId: session.userData.id } });
  });

  it("tells the referrer in the reader's language of now, with the newcomer's current name and avatar", async () => {
    const referrer = await signUp({ locale: 'es' });
    const newcomer = await signUp({ avatar: 'preset:koala' });
    await sendReferralJoinedNotification(
      t.ctx.db,
      await row(referrer.userData.id),
      await row(newcomer.userData.id),
      100,
    );
    const written = (await list(referrer.accessToken)).find((n) => n.template?.key === 'referralJoined');
    expect(written?.subject).toBe('¡Tu amigo se unió!');

    // The referrer switches the app to English; the newcomer renames and picks another avatar.
    await updateUser(referrer.accessToken, { locale: 'en' });
    const renamed = freshName('Ned');
    await updateUser(newcomer.accessToken, { update: { username: renamed, avatar: 'preset:panda' } });

    const read = (await list(referrer.accessToken)).find((n) => n.template?.key === 'referralJoined');
    expect(read).toMatchObject({
      subject: 'Your friend joined!',
      message: `${renamed} signed up with your referral code. You both received 100 coins.`,
      img_url: 'preset:panda',
      template: { key: 'referralJoined', params: { username: renamed, coins: 100 } },
    });
    // The welcome follows the language too, and userData carries the same rendering.
    const again = await updateUser(referrer.accessToken, { locale: 'en' });
    expect(again.userData.notifications.map((n) => n.subject)).toEqual([
      'Your friend joined!',
      'Welcome to Cardroom!',
    ]);
  });

  it('names "A friend" once the newcomer deleted the account', async () => {
    const referrer = await signUp();
    const newcomer = await signUp();
    await sendReferralJoinedNotification(
      t.ctx.db,
      await row(referrer.userData.id),
      await row(newcomer.userData.id),
      100,
    );
    expect((await post(t.app, '/auth/delete', {}, { token: newcomer.accessToken })).statusCode).toBe(200);
    const read = (await list(referrer.accessToken)).find((n) => n.template?.key === 'referralJoined');
    expect(read?.message).toBe('A friend signed up with your referral code. You both received 100 coins.');
    expect(read?.template?.key === 'referralJoined' && read.template.params.username).toBeNull();
  });

  it('keeps a free-text note as written, with no template field', async () => {
    const session = await signUp({ locale: 'es' });
    await createNotification(t.ctx.db, {
      userId: session.userData.id,
      subject: 'Maintenance tonight',
      sender: 'Support',
      message: 'Back at 2am.',
    });
    const [note] = await list(session.accessToken);
    expect(note).toMatchObject({ subject: 'Maintenance tonight', message: 'Back at 2am.' });
    expect(note).not.toHaveProperty('template');
  });

  it('the migration turns the old frozen welcomes and referral notices into templates', async () => {
    expect(BACKFILL).toHaveLength(2);
    const referrer = await signUp({ locale: 'es' });
    const newcomer = await signUp();
    const oldName = newcomer.userData.username;
    await t.ctx.db.delete(notifications).where(eq(notifications.userId, referrer.userData.id));
    await t.ctx.db.insert(referralRewards).values({
      emailHash: `hash-${newcomer.userData.id}`,
      userId: newcomer.userData.id,
      referrerId: referrer.userData.id,
    });
    const expiresAt = new Date(Date.now() + 86_400_000);
    const old = { userId: referrer.userData.id, sender: 'Cardroom', expiresAt };
    await t.ctx.db.insert(notifications).values([
      { ...old, subject: 'Welcome to Cardroom!', message: `Hi ${referrer.userData.username}, thanks…` },
      {
        ...old,
        subject: 'Your friend joined!',
        message: `${oldName} signed up with your referral code. You both received 100 coins.`,
      },
      { ...old, subject: 'Something else', message: 'Stays as written.' },
    ]);

    for (const statement of BACKFILL) await t.ctx.db.execute(sql.raw(statement));

    const renamed = freshName('Amigo');
    await updateUser(newcomer.accessToken, { update: { username: renamed } });
    const read = await list(referrer.accessToken);
    expect(read.map((n) => [n.subject, n.template?.key ?? null]).sort()).toEqual(
      [
        ['¡Bienvenido a Cardroom!', 'welcome'],
        ['¡Tu amigo se unió!', 'referralJoined'],
        ['Something else', null],
      ].sort(),
    );
    expect(read.find((n) => n.template?.key === 'referralJoined')?.message).toBe(
      `${renamed} se registró con tu código de referido. Ambos recibieron 100 monedas.`,
    );
  });
});
