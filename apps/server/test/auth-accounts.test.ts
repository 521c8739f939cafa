import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, loginReply } from '../src/auth/accounts.js';
import { REGISTERED_MESSAGE } from '../src/auth/routes.js';
import { ledger, users } from '../src/db/schema.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, lastLinkTo, lastMailTo, lastTokenTo, mailsTo } from './mail-links.js';

interface Session {
  accessToken: string;
  userData: Record<string, unknown> & { id: string; coins: number; roles: string[] };
}

/** Every field spec §3 lists for the current user. */
const SPEC_USER_FIELDS = (
  'username avatar roles email_verified age_verified createdAt city_name region_name country_code locale ' +
  'cash_balance bonus_cash credits tokens coins gems gold tickets activeProgression notifications'
).split(' ');

describe.each(databaseTiers())('registration and account lifecycle on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  function register(extra: Record<string, unknown> = {}, token?: string) {
    const user = uniqueUser('acc');
    const body = { ...user, platform: 'web', avatar: 'preset:fox', locale: 'en', ...extra };
    return {
      user: { ...user, ...extra } as typeof user,
      reply: post(t.app, '/auth/register', body, { token }),
    };
  }

  async function login(email: string, password: string): Promise<Session> {
    const response = await post(t.app, '/auth/login', { email, password });
    expect(response.statusCode).toBe(200);
    return json<Session>(response);
  }

  async function userRow(id: string) {
    const [row] = await t.ctx.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  it('registers, mails a verification link over SMTP and verifies the email with it exactly once', async () => {
    const { user, reply } = register();
    const response = await reply;
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ success: true, message: REGISTERED_MESSAGE });

    const mail = lastMailTo(t.smtp, user.email);
    expect(mail.subject).toBe(`${user.username}, please confirm your Cardroom email`);
    const link = lastLinkTo(t.smtp, user.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://cardroom.test/auth/verify-email');
    expect((await login(user.email, user.password)).userData.email_verified).toBe(false);

    const token = lastTokenTo(t.smtp, user.email);
    const verified = await post(t.app, '/auth/verify-email', { token });
    expect(json(verified)).toEqual({ success: true, message: 'Your email has been verified.' });
    expect((await login(user.email, user.password)).userData.email_verified).toBe(true);

    const reused = await post(t.app, '/auth/verify-email', { token });
    expectError(reused, 400, 'INVALID_VERIFICATION_TOKEN');
    expectError(
      await post(t.app, '/auth/verify-email', { token: 'bogus-token' }),
      400,
      'INVALID_VERIFICATION_TOKEN',
    );
  });

  it('starts an account with 1,000 coins and a signup-bonus ledger row, and never shows a secret', async () => {
    const { user, reply } = register();
    await reply;
    const response = await post(t.app, '/auth/login', { email: user.email, password: user.password });
    const { userData, accessToken } = json<Session>(response);
    expect(accessToken.split('.')).toHaveLength(3);
    for (const field of SPEC_USER_FIELDS) expect(userData).toHaveProperty(field);
    expect(userData).toMatchObject({
      username: user.username,
      email: user.email,
      avatar: 'preset:fox',
      locale: 'en',
      roles: ['ROLE_USER'],
      coins: 1000,
      gems: 0,
      tickets: { bronze: 0, silver: 0, gold: 0, vip: 0 },
      activeProgression: { tier: 1, gamesWon: 0, gamesNeededToComplete: 10 },
      notifications: [expect.objectContaining({ subject: 'Welcome to Cardroom!', isRead: false })],
    });
    expect(response.body.toLowerCase()).not.toContain('password');
    expect(response.body.toLowerCase()).not.toContain('hash');

    const rows = await t.ctx.db.select().from(ledger).where(eq(ledger.userId, userData.id));
    expect(
      rows.map(({ currency, delta, balanceAfter, reason }) => ({ currency, delta, balanceAfter, reason })),
    ).toEqual([{ currency: 'coins', delta: 1000, balanceAfter: 1000, reason: 'signup-bonus' }]);
  });

  it("refuses an email already in use, whatever its case, with 'Email is already in use.'", async () => {
    const { user, reply } = register();
    await reply;
    const again = await post(t.app, '/auth/register', {
      ...uniqueUser('dup'),
      email: user.email.toUpperCase(),
    });
    expectError(again, 409, 'EMAIL_IN_USE', 'Email is already in use.', 'email');
  });

  it('refuses a username already taken, whatever its case', async () => {
    const { user, reply } = register();
    await reply;
    const again = await post(t.app, '/auth/register', {
      ...uniqueUser('dup'),
      username: user.username.toUpperCase(),
    });
    expectError(again, 409, 'USERNAME_TAKEN', 'Username is already taken.', 'username');
  });

  it.each([
    [
      'a too-short password',
      { password: '12345' },
      'Password must be at least 6 characters long.',
      'password',
    ],
    ['an invalid email', { email: 'not-an-email' }, 'Invalid email address.', 'email'],
    [
      'a 2-character username',
      { username: 'ab' },
      'Username must be at least 3 characters long.',
      'username',
    ],
    [
      'a username with prohibited characters',
      { username: 'bad name!' },
      'Username contains prohibited characters.',
      'username',
    ],
    ['an unknown field', { isAdmin: true }, 'Unknown field: isAdmin.', 'isAdmin'],
    ['an unsupported locale', { locale: 'xx' }, 'Unsupported locale.', 'locale'],
  ])('refuses %s without creating an account or mailing', async (_label, extra, message, field) => {
    const { user, reply } = register(extra);
    expectError(await reply, 400, 'VALIDATION_ERROR', message, field);
    expect(mailsTo(t.smtp, user.email)).toHaveLength(0);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, user.email))).toHaveLength(0);
  });

  it('mails a Spanish-speaking user (locale es) in Spanish', async () => {
    const { user, reply } = register({ locale: 'es' });
    expect((await reply).statusCode).toBe(200);
    const mail = lastMailTo(t.smtp, user.email);
    expect(mail.subject).toBe(`${user.username}, confirma tu correo de Cardroom`);
    expect(mail.text).not.toContain('Thanks for joining');
    expect((await login(user.email, user.password)).userData.locale).toBe('es');
  });

  it('links a referral_code to the inviter, and ignores an unknown code', async () => {
    const inviter = register();
    await inviter.reply;
    const inviterSession = await login(inviter.user.email, inviter.user.password);
    const inviterRow = await userRow(inviterSession.userData.id);
    expect(inviterRow?.referralCode).toMatch(/^[A-Z2-9]{8}$/);

    const invited = register({ referral_code: inviterRow?.referralCode });
    expect((await invited.reply).statusCode).toBe(200);
    const invitedSession = await login(invited.user.email, invited.user.password);
    expect((await userRow(invitedSession.userData.id))?.referredBy).toBe(inviterSession.userData.id);

    const stray = register({ referral_code: 'NOSUCHCODE' });
    expect((await stray.reply).statusCode).toBe(200);
    const straySession = await login(stray.user.email, stray.user.password);
    expect((await userRow(straySession.userData.id))?.referredBy).toBeNull();
  });

  it('upgrades a guest in place when it registers with its own token, keeping its 500 coins', async () => {
    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    expect(guest.userData).toMatchObject({ roles: ['ROLE_GUEST'], coins: 500, email: null });

    const { user, reply } = register({}, guest.accessToken);
    expect((await reply).statusCode).toBe(200);
    const session = await login(user.email, user.password);
    expect(session.userData).toMatchObject({ id: guest.userData.id, roles: ['ROLE_USER'], coins: 1500 });
    const reasons = await t.ctx.db
      .select({ reason: ledger.reason })
      .from(ledger)
      .where(eq(ledger.userId, guest.userData.id));
    expect(reasons.map((row) => row.reason).sort()).toEqual(['guest-start', 'signup-bonus']);
  });

  it('leaves a guest a guest when its upgrade is refused, and never upgrades a registered caller', async () => {
    const taken = register();
    await taken.reply;
    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    const refused = await post(
      t.app,
      '/auth/register',
      { ...uniqueUser(), email: taken.user.email },
      { token: guest.accessToken },
    );
    expectError(refused, 409, 'EMAIL_IN_USE', 'Email is already in use.', 'email');
    expect((await userRow(guest.userData.id))?.roles).toEqual(['ROLE_GUEST']);

    const member = await login(taken.user.email, taken.user.password);
    const other = register({}, member.accessToken);
    expect((await other.reply).statusCode).toBe(200);
    const otherSession = await login(other.user.email, other.user.password);
    expect(otherSession.userData.id).not.toBe(member.userData.id);
    expect(otherSession.userData.coins).toBe(1000);
  });

  it('moves the account to a new email once its link is followed; the first verification link stops working', async () => {
    const { user, reply } = register();
    await reply;
    const oldToken = lastTokenTo(t.smtp, user.email);
    const { accessToken } = await login(user.email, user.password);
    const newEmail = uniqueUser('moved').email;

    const moved = await post(
      t.app,
      '/user/update/email',
      { newEmail, password: user.password },
      { token: accessToken },
    );
    expect(moved.statusCode).toBe(200);
    // Pending: the account keeps its address until the new one is confirmed.
    expect(json(moved)).toMatchObject({
      success: true,
      status: 'pendingVerification',
      pendingEmail: newEmail,
      userData: { email: user.email, email_verified: false },
    });
    expect(lastMailTo(t.smtp, newEmail).subject).toBe(`${user.username}, confirm your new Cardroom email`);

    const verified = await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, newEmail) });
    expect(verified.statusCode).toBe(200);
    expectError(
      await post(t.app, '/auth/verify-email', { token: oldToken }),
      400,
      'INVALID_VERIFICATION_TOKEN',
    );
    expect((await login(newEmail, user.password)).userData).toMatchObject({
      email: newEmail,
      email_verified: true,
    });
    expectError(
      await post(t.app, '/auth/login', { email: user.email, password: user.password }),
      401,
      'INVALID_CREDENTIALS',
    );
  });

  it('refuses moving to an email already in use, or without a session', async () => {
    const first = register();
    const second = register();
    await Promise.all([first.reply, second.reply]);
    const { accessToken } = await login(first.user.email, first.user.password);
    const taken = await post(
      t.app,
      '/user/update/email',
      { newEmail: second.user.email.toUpperCase(), password: first.user.password },
      { token: accessToken },
    );
    expectError(taken, 409, 'EMAIL_IN_USE', 'Email is already in use.', 'newEmail');
    expectError(await post(t.app, '/user/update/email', { newEmail: 'x@example.com' }), 401, 'UNAUTHORIZED');
    expect((await login(first.user.email, first.user.password)).userData.email).toBe(first.user.email);
  });

  it('deletes an account: sessions revoked, login refused, email reusable, ledger kept anonymised', async () => {
    const { user, reply } = register();
    await reply;
    const first = await login(user.email, user.password);
    const second = await login(user.email, user.password);
    const id = first.userData.id;
    const ledgerIds = (await t.ctx.db.select().from(ledger).where(eq(ledger.userId, id))).map(
      (row) => row.id,
    );
    expect(ledgerIds).toHaveLength(1);

    const deleted = await post(t.app, '/auth/delete', {}, { token: first.accessToken });
    expect(json(deleted)).toEqual({ success: true, message: 'Your account has been deleted.' });
    expectError(await post(t.app, '/auth/logout', {}, { token: first.accessToken }), 401, 'SESSION_REVOKED');
    expectError(await post(t.app, '/auth/logout', {}, { token: second.accessToken }), 401, 'SESSION_REVOKED');
    expectError(
      await post(t.app, '/auth/login', { email: user.email, password: user.password }),
      401,
      'INVALID_CREDENTIALS',
    );
    expect(await userRow(id)).toBeUndefined();
    expect(await t.ctx.db.select().from(ledger).where(eq(ledger.userId, id))).toHaveLength(0);
    const [kept] = await t.ctx.db
      .select()
      .from(ledger)
      .where(eq(ledger.id, ledgerIds[0] ?? -1));
    expect(kept).toMatchObject({ userId: null, delta: 1000, reason: 'signup-bonus' });

    const again = await post(t.app, '/auth/register', { ...uniqueUser(), email: user.email });
    expect(again.statusCode).toBe(200);
    expect((await login(user.email, 'Secret#123')).userData.id).not.toBe(id);
  });
});
