import type { UserData } from '@cardroom/protocol';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, createVerifiedAccount, loginReply } from '../src/auth/accounts.js';
import { EMAIL_CHANGE_UNDONE_MESSAGE, EMAIL_CHANGED_MESSAGE } from '../src/auth/email.js';
import { emailTokens, identities, sessions } from '../src/db/schema.js';
import { findUserById } from '../src/users/repository.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, lastCodeTo, lastLinkTo, lastMailTo, lastTokenTo, mailsTo } from './mail-links.js';

interface Session {
  accessToken: string;
  userData: UserData;
}

interface ChangeReply {
  success: boolean;
  message: string;
  status: string;
  pendingEmail?: string;
  userData: UserData;
}

describe.each(databaseTiers())('email change on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, password: string) => post(t.app, '/auth/login', { email, password });

  async function signUp(locale = 'en') {
    const user = uniqueUser('chg');
    expect((await post(t.app, '/auth/register', { ...user, locale })).statusCode).toBe(200);
    const verified = await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, user.email) });
    expect(verified.statusCode).toBe(200);
    const response = await login(user.email, user.password);
    expect(response.statusCode).toBe(200);
    return { ...user, ...json<Session>(response) };
  }

  const change = (token: string, body: Record<string, unknown>) =>
    post(t.app, '/user/update/email', body, { token });

  async function emailOf(userId: string) {
    return (await findUserById(t.ctx.db, userId))?.email;
  }

  async function liveSessions(userId: string) {
    return t.ctx.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  }

  it('refuses a stolen token without the current password, or with a wrong one: nothing changes, nothing is mailed', async () => {
    const me = await signUp();
    const attacker = uniqueUser('thief').email;
    expectError(
      await change(me.accessToken, { newEmail: attacker }),
      400,
      'VALIDATION_ERROR',
      'Please enter your password.',
      'password',
    );
    expectError(
      await change(me.accessToken, { newEmail: attacker, password: 'not-my-password' }),
      400,
      'INCORRECT_PASSWORD',
      'Incorrect password',
      'password',
    );
    // A code is only for accounts without a password; it does not replace the password.
    expectError(
      await change(me.accessToken, { newEmail: attacker, code: '123456' }),
      400,
      'VALIDATION_ERROR',
      undefined,
      'password',
    );
    expect(mailsTo(t.smtp, attacker)).toEqual([]);
    expect(await emailOf(me.userData.id)).toBe(me.email);
    // The password-reset takeover the issue describes goes to the owner, not to the thief.
    await post(t.app, '/auth/forgot-password', { email: attacker, platform: 'web' });
    expect(mailsTo(t.smtp, attacker)).toEqual([]);
  });

  it('keeps the old address until the new one is verified, then moves the account', async () => {
    const me = await signUp();
    const newEmail = uniqueUser('new').email;
    const reply = await change(me.accessToken, { newEmail: newEmail.toUpperCase(), password: me.password });
    expect(reply.statusCode, reply.body).toBe(200);
    const body = json<ChangeReply>(reply);
    expect(body).toMatchObject({
      success: true,
      status: 'pendingVerification',
      pendingEmail: newEmail,
      userData: { email: me.email, email_verified: true },
    });
    // Pending: the old address still signs in, the new one does not, and nobody else can be told yet.
    expect(await emailOf(me.userData.id)).toBe(me.email);
    expect((await login(me.email, me.password)).statusCode).toBe(200);
    expectError(await login(newEmail, me.password), 401, 'INVALID_CREDENTIALS');

    const confirm = lastLinkTo(t.smtp, newEmail);
    expect(`${confirm.origin}${confirm.pathname}`).toBe('http://cardroom.test/auth/verify-email');
    const verified = await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, newEmail) });
    expect(json(verified)).toEqual({ success: true, message: EMAIL_CHANGED_MESSAGE });
    const moved = json<Session>(await login(newEmail, me.password));
    expect(moved.userData).toMatchObject({ id: me.userData.id, email: newEmail, email_verified: true });
    expectError(await login(me.email, me.password), 401, 'INVALID_CREDENTIALS');
  });

  it('tells the old address, in its language, with an undo link that restores it and signs out every session', async () => {
    const me = await signUp('es');
    const otherDevice = json<Session>(await login(me.email, me.password)).accessToken;
    const newEmail = uniqueUser('taken').email;
    expect((await change(me.accessToken, { newEmail, password: me.password })).statusCode).toBe(200);

    const notice = lastMailTo(t.smtp, me.email);
    expect(notice.subject).toBe(`${me.username}, se está cambiando tu correo de Cardroom`);
    expect(notice.text).toContain(newEmail);
    const undo = lastLinkTo(t.smtp, me.email);
    expect(`${undo.origin}${undo.pathname}`).toBe('http://cardroom.test/auth/undo-email-change');
    const undoToken = lastTokenTo(t.smtp, me.email);

    // The change completes (as if the thief confirmed their own address)…
    expect(
      (await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, newEmail) })).statusCode,
    ).toBe(200);
    expect(await emailOf(me.userData.id)).toBe(newEmail);

    // …and the owner undoes it from the old address.
    const undone = await post(t.app, '/auth/verify-email', { token: undoToken });
    expect(json(undone)).toEqual({ success: true, message: EMAIL_CHANGE_UNDONE_MESSAGE });
    const row = await findUserById(t.ctx.db, me.userData.id);
    expect(row).toMatchObject({ email: me.email, emailVerified: true, passwordHash: null });
    expect(await liveSessions(me.userData.id)).toEqual([]);
    for (const token of [me.accessToken, otherDevice]) {
      expectError(await post(t.app, '/auth/logout', {}, { token }), 401, 'SESSION_REVOKED');
    }
    // Whoever knew the password is locked out with it; the owner resets it at the restored address.
    expectError(await login(me.email, me.password), 401, 'INVALID_CREDENTIALS');
    expectError(await login(newEmail, me.password), 401, 'INVALID_CREDENTIALS');
    await post(t.app, '/auth/forgot-password', { email: me.email, platform: 'web' });
    const reset = await post(t.app, '/auth/reset-password', {
      email: me.email,
      token: lastTokenTo(t.smtp, me.email),
      password: 'Owner#2024',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(me.email, 'Owner#2024')).statusCode).toBe(200);
    expectError(
      await post(t.app, '/auth/verify-email', { token: undoToken }),
      400,
      'INVALID_VERIFICATION_TOKEN',
    );
  });

  it('undoes a change still pending: the new address link stops working', async () => {
    const me = await signUp();
    const newEmail = uniqueUser('pending').email;
    expect((await change(me.accessToken, { newEmail, password: me.password })).statusCode).toBe(200);
    const confirmToken = lastTokenTo(t.smtp, newEmail);
    const undone = await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, me.email) });
    expect(undone.statusCode).toBe(200);
    expectError(
      await post(t.app, '/auth/verify-email', { token: confirmToken }),
      400,
      'INVALID_VERIFICATION_TOKEN',
    );
    expect(await emailOf(me.userData.id)).toBe(me.email);
    const pending = await t.ctx.db
      .select()
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, me.userData.id), isNull(emailTokens.usedAt)));
    expect(pending).toEqual([]);
  });

  it('keeps the first undo link alive through a second change, and drops linked sign-in providers on undo', async () => {
    const me = await signUp();
    const first = uniqueUser('hop1').email;
    const second = uniqueUser('hop2').email;
    expect((await change(me.accessToken, { newEmail: first, password: me.password })).statusCode).toBe(200);
    const firstUndo = lastTokenTo(t.smtp, me.email);
    await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, first) });
    // The thief links a provider to the account and hops again, hoping to cut the owner's way back.
    await t.ctx.db
      .insert(identities)
      .values({ userId: me.userData.id, provider: 'google', subject: `thief-${tier}-${me.username}` });
    const session = json<Session>(await login(first, me.password));
    expect((await change(session.accessToken, { newEmail: second, password: me.password })).statusCode).toBe(
      200,
    );
    await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, second) });
    expect(await emailOf(me.userData.id)).toBe(second);

    expect((await post(t.app, '/auth/verify-email', { token: firstUndo })).statusCode).toBe(200);
    expect(await emailOf(me.userData.id)).toBe(me.email);
    expect(await t.ctx.db.select().from(identities).where(eq(identities.userId, me.userData.id))).toEqual([]);
    // The second undo link (to `first`, mailed to the thief's address) no longer works.
    expectError(
      await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, first) }),
      400,
      'INVALID_VERIFICATION_TOKEN',
    );
  });

  /** The takeover of the review: A→B (the thief's) verified, then B→C, whose undo link goes to B. */
  async function hopTwice() {
    const me = await signUp();
    const thiefAddress = uniqueUser('thiefb').email;
    const third = uniqueUser('thiefc').email;
    expect((await change(me.accessToken, { newEmail: thiefAddress, password: me.password })).statusCode).toBe(
      200,
    );
    const ownerUndo = lastTokenTo(t.smtp, me.email);
    await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, thiefAddress) });
    const session = json<Session>(await login(thiefAddress, me.password));
    expect((await change(session.accessToken, { newEmail: third, password: me.password })).statusCode).toBe(
      200,
    );
    await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, third) });
    expect(await emailOf(me.userData.id)).toBe(third);
    return { me, thiefAddress, ownerUndo, thiefUndo: lastTokenTo(t.smtp, thiefAddress) };
  }

  it("a later undo link cannot cancel or override the owner's: the earliest live undo wins", async () => {
    const { me, thiefAddress, ownerUndo, thiefUndo } = await hopTwice();
    // The thief follows the undo link mailed to their own address: it restores the owner's address, not theirs.
    expect((await post(t.app, '/auth/verify-email', { token: thiefUndo })).statusCode).toBe(200);
    expect(await emailOf(me.userData.id)).toBe(me.email);
    const mailsToThief = mailsTo(t.smtp, thiefAddress).length;
    await post(t.app, '/auth/forgot-password', { email: thiefAddress, platform: 'web' });
    expect(mailsTo(t.smtp, thiefAddress)).toHaveLength(mailsToThief);

    // The owner's own link still works and keeps the account at the owner's address.
    const undone = await post(t.app, '/auth/verify-email', { token: ownerUndo });
    expect(json(undone)).toEqual({ success: true, message: EMAIL_CHANGE_UNDONE_MESSAGE });
    expect(await emailOf(me.userData.id)).toBe(me.email);
    await post(t.app, '/auth/forgot-password', { email: me.email, platform: 'web' });
    const reset = await post(t.app, '/auth/reset-password', {
      email: me.email,
      token: lastTokenTo(t.smtp, me.email),
      password: 'Owner#2025',
    });
    expect(reset.statusCode).toBe(200);
    expect(json<Session>(await login(me.email, 'Owner#2025')).userData.id).toBe(me.userData.id);
    expectError(
      await post(t.app, '/auth/verify-email', { token: thiefUndo }),
      400,
      'INVALID_VERIFICATION_TOKEN',
    );
  });

  it('the owner wins when both undo links are followed at once', async () => {
    const { me, ownerUndo, thiefUndo } = await hopTwice();
    const [owner] = await Promise.all([
      post(t.app, '/auth/verify-email', { token: ownerUndo }),
      post(t.app, '/auth/verify-email', { token: thiefUndo }),
    ]);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await emailOf(me.userData.id)).toBe(me.email);
    const live = await t.ctx.db
      .select({ purpose: emailTokens.purpose, newEmail: emailTokens.newEmail })
      .from(emailTokens)
      .where(and(eq(emailTokens.userId, me.userData.id), isNull(emailTokens.usedAt)));
    // At most the owner's own undo link survives (when the thief's ran first), and it points home.
    expect(live.every((token) => token.purpose === 'undoEmailChange' && token.newEmail === me.email)).toBe(
      true,
    );
  });

  it('answers 409 EMAIL_IN_USE when the new address was taken before it was verified, keeping the old one', async () => {
    const me = await signUp();
    const wanted = uniqueUser('race').email;
    expect((await change(me.accessToken, { newEmail: wanted, password: me.password })).statusCode).toBe(200);
    const confirmToken = lastTokenTo(t.smtp, wanted);
    expect((await post(t.app, '/auth/register', { ...uniqueUser('other'), email: wanted })).statusCode).toBe(
      200,
    );
    expectError(await post(t.app, '/auth/verify-email', { token: confirmToken }), 409, 'EMAIL_IN_USE');
    expect(await emailOf(me.userData.id)).toBe(me.email);
    expectError(
      await change(me.accessToken, { newEmail: wanted, password: me.password }),
      409,
      'EMAIL_IN_USE',
      'Email is already in use.',
      'newEmail',
    );
  });

  it('counts wrong passwords toward the account lock: the 10th locks it, even for the right password', async () => {
    const me = await signUp();
    const newEmail = uniqueUser('lock').email;
    for (let attempt = 1; attempt <= 9; attempt++) {
      expectError(
        await change(me.accessToken, { newEmail, password: `guess-${attempt}` }),
        400,
        'INCORRECT_PASSWORD',
        undefined,
        'password',
      );
    }
    expectError(await change(me.accessToken, { newEmail, password: 'guess-10' }), 403, 'ACCOUNT_LOCKED');
    expectError(await change(me.accessToken, { newEmail, password: me.password }), 403, 'ACCOUNT_LOCKED');
    expectError(await login(me.email, me.password), 403, 'ACCOUNT_LOCKED');
    expect(mailsTo(t.smtp, newEmail)).toEqual([]);
  });

  it('asks an account without a password for a code mailed to its current address', async () => {
    const email = uniqueUser('google').email;
    const me = await loginReply(t.ctx, await createVerifiedAccount(t.ctx, email, {}));
    const newEmail = uniqueUser('moved').email;

    const asked = await change(me.accessToken, { newEmail });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(json<ChangeReply>(asked)).toMatchObject({ status: 'codeSent', userData: { email } });
    expect(mailsTo(t.smtp, newEmail)).toEqual([]);
    const codeMail = lastMailTo(t.smtp, email);
    expect(codeMail.subject).toContain('your code to change your Cardroom email');
    expect(codeMail.text).toContain(newEmail);
    const code = lastCodeTo(t.smtp, email);

    const wrong = code === '000000' ? '000001' : '000000';
    expectError(
      await change(me.accessToken, { newEmail, code: wrong }),
      401,
      'INVALID_LOGIN_CODE',
      'This code is invalid or has expired.',
      'code',
    );
    // The code authorises the address it was mailed for, and only once.
    const elsewhere = uniqueUser('elsewhere').email;
    expectError(
      await change(me.accessToken, { newEmail: elsewhere, code }),
      401,
      'INVALID_LOGIN_CODE',
      undefined,
      'code',
    );
    expect(mailsTo(t.smtp, elsewhere)).toEqual([]);

    expect((await change(me.accessToken, { newEmail })).statusCode).toBe(200);
    const fresh = lastCodeTo(t.smtp, email);
    const accepted = await change(me.accessToken, { newEmail, code: fresh });
    expect(json<ChangeReply>(accepted)).toMatchObject({
      status: 'pendingVerification',
      pendingEmail: newEmail,
    });
    expect(lastMailTo(t.smtp, email).subject).toContain('your Cardroom email is being changed');
    await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, newEmail) });
    expect(await emailOf(me.userData.id)).toBe(newEmail);
    expectError(
      await change(me.accessToken, { newEmail: email, code: fresh }),
      401,
      'INVALID_LOGIN_CODE',
      undefined,
      'code',
    );
  });

  it('refuses a guest (no address to tell), answers a same-address request as unchanged, and 401 without a token', async () => {
    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    expectError(
      await change(guest.accessToken, { newEmail: uniqueUser('guest').email }),
      403,
      'GUEST_NOT_ALLOWED',
    );
    const me = await signUp();
    const same = await change(me.accessToken, { newEmail: me.email.toUpperCase() });
    expect(json<ChangeReply>(same)).toMatchObject({ success: true, status: 'unchanged' });
    expectError(
      await post(t.app, '/user/update/email', { newEmail: 'x@example.com', password: 'x' }),
      401,
      'UNAUTHORIZED',
    );
  });
});
