import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, loginReply } from '../src/auth/accounts.js';
import { FORGOT_PASSWORD_MESSAGE, PASSWORD_RESET_MESSAGE } from '../src/auth/passwords.js';
import { emailTokens, loginFailures, users } from '../src/db/schema.js';
import { databaseTiers } from './databases.js';
import { json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, lastCodeTo, lastLinkTo, lastMailTo, lastTokenTo, mailsTo } from './mail-links.js';

const LOGIN_CODE_SENT = 'If an account exists for this email, a login code has been sent.';

describe.each(databaseTiers())('passwords, login codes and lockout on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  async function registered() {
    const user = uniqueUser('pw');
    const response = await post(t.app, '/auth/register', user);
    expect(response.statusCode).toBe(200);
    return user;
  }

  const login = (email: string, password: string) => post(t.app, '/auth/login', { email, password });
  const tokenOf = async (email: string, password: string) =>
    json<{ accessToken: string }>(await login(email, password)).accessToken;

  it('logs in with the email in any case and returns accessToken and userData', async () => {
    const user = await registered();
    const response = await login(user.email.toUpperCase(), user.password);
    expect(response.statusCode).toBe(200);
    const body = json<{ success: boolean; accessToken: string; userData: { email: string } }>(response);
    expect(body.success).toBe(true);
    expect(body.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.userData.email).toBe(user.email);
  });

  it('answers a wrong password and an unknown email with the same INVALID_CREDENTIALS reply', async () => {
    const user = await registered();
    const wrong = await login(user.email, 'not-the-password');
    const unknown = await login(uniqueUser('ghost').email, user.password);
    expectError(wrong, 401, 'INVALID_CREDENTIALS', 'Invalid email or password.');
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.body).toBe(wrong.body);
  });

  it('mails a 6-digit login code that logs in once', async () => {
    const user = await registered();
    const request = await post(t.app, '/auth/login-token', { email: user.email });
    expect(json(request)).toEqual({ success: true, message: LOGIN_CODE_SENT });
    const code = lastCodeTo(t.smtp, user.email);
    expect(code).toMatch(/^\d{6}$/);
    expect(lastMailTo(t.smtp, user.email).subject).toBe(`${code} is your Cardroom login code`);

    const used = await post(t.app, '/auth/login-token', { email: user.email, token: code });
    expect(used.statusCode).toBe(200);
    expect(json(used)).toMatchObject({ success: true, userData: { email: user.email } });
    const reused = await post(t.app, '/auth/login-token', { email: user.email, token: code });
    expectError(reused, 401, 'INVALID_LOGIN_CODE', 'This login code is invalid or has expired.');
  });

  it('refuses a wrong, superseded or expired login code, and a code for an unknown email', async () => {
    const user = await registered();
    await post(t.app, '/auth/login-token', { email: user.email });
    const superseded = lastCodeTo(t.smtp, user.email);
    await post(t.app, '/auth/login-token', { email: user.email });
    const code = lastCodeTo(t.smtp, user.email);
    const wrong = code === '000000' ? '000001' : '000000';
    expectError(
      await post(t.app, '/auth/login-token', { email: user.email, token: wrong }),
      401,
      'INVALID_LOGIN_CODE',
    );
    if (superseded !== code) {
      const old = await post(t.app, '/auth/login-token', { email: user.email, token: superseded });
      expectError(old, 401, 'INVALID_LOGIN_CODE');
    }
    const other = uniqueUser('ghost').email;
    expectError(
      await post(t.app, '/auth/login-token', { email: other, token: code }),
      401,
      'INVALID_LOGIN_CODE',
    );

    const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    await t.ctx.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(and(eq(emailTokens.userId, row?.id ?? ''), eq(emailTokens.purpose, 'loginCode')));
    expectError(
      await post(t.app, '/auth/login-token', { email: user.email, token: code }),
      401,
      'INVALID_LOGIN_CODE',
    );
  });

  it('answers a login-code request for an unknown email the same way, without mailing', async () => {
    const email = uniqueUser('ghost').email;
    const response = await post(t.app, '/auth/login-token', { email });
    expect(json(response)).toEqual({ success: true, message: LOGIN_CODE_SENT });
    expect(mailsTo(t.smtp, email)).toHaveLength(0);
  });

  it('mails a web reset link to PUBLIC_URL and a mobile one to the app deep link; only the newest works', async () => {
    const user = await registered();
    const web = await post(t.app, '/auth/forgot-password', { email: user.email, platform: 'web' });
    expect(json(web)).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    const webLink = lastLinkTo(t.smtp, user.email);
    expect(`${webLink.origin}${webLink.pathname}`).toBe('http://cardroom.test/auth/reset-password');
    expect(webLink.searchParams.get('email')).toBe(user.email);
    const webToken = lastTokenTo(t.smtp, user.email);

    await post(t.app, '/auth/forgot-password', { email: user.email, platform: 'mobile' });
    const mobileLink = lastLinkTo(t.smtp, user.email);
    expect(mobileLink.href.startsWith('cardroom://auth/reset-password?')).toBe(true);
    expect(mobileLink.searchParams.get('email')).toBe(user.email);
    const stale = await post(t.app, '/auth/reset-password', {
      email: user.email,
      token: webToken,
      password: 'Newer#456',
    });
    expectError(stale, 400, 'INVALID_RESET_TOKEN', 'This password reset link is invalid or has expired.');
  });

  it('resets the password with the mailed token once, revoking every old session', async () => {
    const user = await registered();
    const oldToken = await tokenOf(user.email, user.password);
    await post(t.app, '/auth/forgot-password', { email: user.email, platform: 'web' });
    const token = lastTokenTo(t.smtp, user.email);

    const otherUser = await registered();
    const misdirected = await post(t.app, '/auth/reset-password', {
      email: otherUser.email,
      token,
      password: 'Newer#456',
    });
    expectError(misdirected, 400, 'INVALID_RESET_TOKEN');

    const reset = await post(t.app, '/auth/reset-password', {
      email: user.email,
      token,
      password: 'Newer#456',
    });
    expect(json(reset)).toEqual({ success: true, message: PASSWORD_RESET_MESSAGE });
    expectError(await post(t.app, '/auth/logout', {}, { token: oldToken }), 401, 'SESSION_REVOKED');
    expectError(await login(user.email, user.password), 401, 'INVALID_CREDENTIALS');
    expect((await login(user.email, 'Newer#456')).statusCode).toBe(200);
    const again = await post(t.app, '/auth/reset-password', {
      email: user.email,
      token,
      password: 'Third#789',
    });
    expectError(again, 400, 'INVALID_RESET_TOKEN');
    expect((await login(user.email, 'Newer#456')).statusCode).toBe(200);
  });

  it('answers forgot-password for an unknown email with success and sends nothing', async () => {
    const email = uniqueUser('ghost').email;
    const response = await post(t.app, '/auth/forgot-password', { email, platform: 'web' });
    expect(json(response)).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    expect(mailsTo(t.smtp, email)).toHaveLength(0);
    const short = await post(t.app, '/auth/reset-password', { email, token: 'x', password: '12345' });
    expectError(short, 400, 'VALIDATION_ERROR', 'Password must be at least 6 characters long.', 'password');
  });

  it("refuses a password change with the wrong old password ('Incorrect password')", async () => {
    const user = await registered();
    const token = await tokenOf(user.email, user.password);
    const wrong = await post(
      t.app,
      '/auth/reset-password',
      { oldPassword: 'nope-nope', newPassword: 'Newer#456' },
      { token },
    );
    expectError(wrong, 400, 'INCORRECT_PASSWORD', 'Incorrect password', 'oldPassword');
    const short = await post(
      t.app,
      '/auth/reset-password',
      { oldPassword: user.password, newPassword: '123' },
      { token },
    );
    expectError(
      short,
      400,
      'VALIDATION_ERROR',
      'Password must be at least 6 characters long.',
      'newPassword',
    );
    const anonymous = await post(t.app, '/auth/reset-password', {
      oldPassword: user.password,
      newPassword: 'Newer#456',
    });
    expectError(anonymous, 401, 'UNAUTHORIZED');
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    const guestChange = await post(
      t.app,
      '/auth/reset-password',
      { oldPassword: 'anything', newPassword: 'Newer#456' },
      { token: guest.accessToken },
    );
    expectError(guestChange, 400, 'INCORRECT_PASSWORD', 'Incorrect password', 'oldPassword');
  });

  it('changes the password, revokes the old sessions and returns a fresh working token', async () => {
    const user = await registered();
    const token = await tokenOf(user.email, user.password);
    const otherDevice = await tokenOf(user.email, user.password);
    const changed = await post(
      t.app,
      '/auth/reset-password',
      { oldPassword: user.password, newPassword: 'Newer#456' },
      { token },
    );
    expect(changed.statusCode).toBe(200);
    const body = json<{ success: boolean; message: string; accessToken: string }>(changed);
    expect(body).toMatchObject({ success: true, message: 'Your password has been changed.' });
    expect(body.accessToken).not.toBe(token);

    expectError(await post(t.app, '/auth/logout', {}, { token }), 401, 'SESSION_REVOKED');
    expectError(await post(t.app, '/auth/logout', {}, { token: otherDevice }), 401, 'SESSION_REVOKED');
    expectError(await login(user.email, user.password), 401, 'INVALID_CREDENTIALS');
    expect((await login(user.email, 'Newer#456')).statusCode).toBe(200);
    expect(json(await post(t.app, '/auth/logout', {}, { token: body.accessToken }))).toEqual({
      success: true,
    });
  });

  it('locks the account on the 10th wrong password within 15 minutes, even for the right one; a reset unlocks', async () => {
    const user = await registered();
    for (let attempt = 1; attempt <= 9; attempt++) {
      expectError(await login(user.email, `wrong-${attempt}`), 401, 'INVALID_CREDENTIALS');
    }
    const locked = 'Account locked. Please contact support.';
    expectError(await login(user.email, 'wrong-10'), 403, 'ACCOUNT_LOCKED', locked);
    expectError(await login(user.email, user.password), 403, 'ACCOUNT_LOCKED', locked);
    await post(t.app, '/auth/login-token', { email: user.email });
    const code = lastCodeTo(t.smtp, user.email);
    expectError(
      await post(t.app, '/auth/login-token', { email: user.email, token: code }),
      403,
      'ACCOUNT_LOCKED',
      locked,
    );

    await post(t.app, '/auth/forgot-password', { email: user.email, platform: 'web' });
    const token = lastTokenTo(t.smtp, user.email);
    expect(
      (await post(t.app, '/auth/reset-password', { email: user.email, token, password: 'Newer#456' }))
        .statusCode,
    ).toBe(200);
    expect((await login(user.email, 'Newer#456')).statusCode).toBe(200);
  });

  it('counts wrong old passwords on a password change toward the lock: the 10th locks the account', async () => {
    const user = await registered();
    const token = await tokenOf(user.email, user.password);
    const change = (oldPassword: string) =>
      post(t.app, '/auth/reset-password', { oldPassword, newPassword: 'Newer#456' }, { token });
    for (let attempt = 1; attempt <= 9; attempt++) {
      expectError(
        await change(`wrong-${attempt}`),
        400,
        'INCORRECT_PASSWORD',
        'Incorrect password',
        'oldPassword',
      );
    }
    const locked = 'Account locked. Please contact support.';
    expectError(await change('wrong-10'), 403, 'ACCOUNT_LOCKED', locked);
    // Locked: the right old password changes nothing, and login refuses the right password too.
    expectError(await change(user.password), 403, 'ACCOUNT_LOCKED', locked);
    expectError(await login(user.email, user.password), 403, 'ACCOUNT_LOCKED', locked);
    expectError(await login(user.email, 'Newer#456'), 403, 'ACCOUNT_LOCKED', locked);
    const [row] = await t.ctx.db.select().from(users).where(eq(users.email, user.email));
    expect(row?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });

  it('clears the failure count on a successful password change, as a successful login does', async () => {
    const user = await registered();
    const token = await tokenOf(user.email, user.password);
    const change = (oldPassword: string, newPassword: string, bearer = token) =>
      post(t.app, '/auth/reset-password', { oldPassword, newPassword }, { token: bearer });
    for (let attempt = 1; attempt <= 9; attempt++) {
      expectError(
        await change(`wrong-${attempt}`, 'Newer#456'),
        400,
        'INCORRECT_PASSWORD',
        undefined,
        'oldPassword',
      );
    }
    const changed = await change(user.password, 'Newer#456');
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = json<{ accessToken: string }>(changed).accessToken;
    expectError(
      await change('wrong-again', 'Third#789', fresh),
      400,
      'INCORRECT_PASSWORD',
      undefined,
      'oldPassword',
    );
    expect((await login(user.email, 'Newer#456')).statusCode).toBe(200);
  });

  it('counts only failures of the last 15 minutes, and a successful login clears them', async () => {
    const user = await registered();
    const [row] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
    const userId = row?.id ?? '';
    for (let attempt = 1; attempt <= 9; attempt++) await login(user.email, `wrong-${attempt}`);
    await t.ctx.db
      .update(loginFailures)
      .set({ at: sql`now() - interval '16 minutes'` })
      .where(eq(loginFailures.userId, userId));
    expectError(await login(user.email, 'wrong-10'), 401, 'INVALID_CREDENTIALS');

    for (let attempt = 1; attempt <= 8; attempt++) await login(user.email, `again-${attempt}`);
    expect((await login(user.email, user.password)).statusCode).toBe(200);
    expect(await t.ctx.db.select().from(loginFailures).where(eq(loginFailures.userId, userId))).toHaveLength(
      0,
    );
    expectError(await login(user.email, 'after-success'), 401, 'INVALID_CREDENTIALS');
  });
});
