import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIMITED_MESSAGE } from '../src/auth/mail-limits.js';
import { FORGOT_PASSWORD_MESSAGE } from '../src/auth/passwords.js';
import { users } from '../src/db/schema.js';
import { databaseTiers } from './databases.js';
import { json, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, lastTokenTo, mailsTo } from './mail-links.js';

const LOGIN_CODE_SENT = 'If an account exists for this email, a login code has been sent.';
const PER_IP = 8;

describe.each(databaseTiers())('mail limits on %s', (tier) => {
  let t: TestApp;
  // With Redis the counters outlive the app for an hour, so each run takes its own range of addresses.
  const net = `10.${randomInt(256)}.${randomInt(256)}`;
  let nextHost = 0;
  const freshIp = () => {
    nextHost += 1;
    return `${net}.${nextHost}`;
  };

  beforeAll(async () => {
    t = await startTestApp(tier, {
      MAIL_PER_RECIPIENT_PER_HOUR: '5',
      MAIL_PER_IP_PER_HOUR: String(PER_IP),
      // On the PostgreSQL tier, when Redis is there, count in Redis as production does.
      ...(tier === 'postgres' && process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    });
  });
  afterAll(async () => {
    await t.close();
  });

  function postFrom(ip: string, url: string, body: Record<string, unknown>, token?: string) {
    return t.app.inject({
      method: 'POST',
      url,
      payload: body,
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** A registered account; each comes from its own IP, so setting up spends no tested IP's quota. */
  async function account() {
    const user = uniqueUser('lim');
    const response = await postFrom(freshIp(), '/auth/register', user);
    expect(response.statusCode, response.body).toBe(200);
    return user;
  }

  async function signIn(user: { email: string; password: string }) {
    const response = await postFrom(freshIp(), '/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    return json<{ accessToken: string; userData: { id: string } }>(response);
  }

  it('sends 5 of 59 forgot-password mails to one address in a minute, answering every call the same way', async () => {
    const user = await account();
    const before = mailsTo(t.smtp, user.email).length;
    const ip = freshIp();
    const replies = [];
    for (let call = 0; call < 59; call++) {
      replies.push(await postFrom(ip, '/auth/forgot-password', { email: user.email, platform: 'web' }));
    }
    for (const reply of replies) {
      expect(reply.statusCode).toBe(200);
      expect(json(reply)).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    // One slot went to the verification mail at registration.
    expect(mailsTo(t.smtp, user.email).length - before).toBe(4);
    expect(mailsTo(t.smtp, user.email)).toHaveLength(5);
    // The calls that sent nothing did not void the last link that was mailed.
    const reset = await postFrom(freshIp(), '/auth/reset-password', {
      email: user.email,
      token: lastTokenTo(t.smtp, user.email),
      password: 'Newer#456',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it('sends at most 5 login codes to one address an hour, with the same neutral reply', async () => {
    const user = await account();
    for (let call = 0; call < 20; call++) {
      const reply = await postFrom(freshIp(), '/auth/login-token', { email: user.email });
      expect(json(reply)).toEqual({ success: true, message: LOGIN_CODE_SENT });
    }
    expect(mailsTo(t.smtp, user.email)).toHaveLength(5);
  });

  it('sends at most 5 verification mails to one address, however they are triggered; the rest answer 429', async () => {
    const victim = uniqueUser('victim').email;
    // Register the address, delete the account, register it again…
    const outcomes: number[] = [];
    for (let cycle = 0; cycle < 10; cycle++) {
      const user = { ...uniqueUser('cycle'), email: victim };
      const registered = await postFrom(freshIp(), '/auth/register', user);
      outcomes.push(registered.statusCode);
      if (registered.statusCode !== 200) {
        expectError(registered, 429, 'RATE_LIMITED', MAIL_LIMITED_MESSAGE);
        continue;
      }
      const { accessToken } = await signIn(user);
      expect((await postFrom(freshIp(), '/auth/delete', {}, accessToken)).statusCode).toBe(200);
    }
    // Refused registrations create nothing.
    expect(await t.ctx.db.select().from(users).where(eq(users.email, victim))).toEqual([]);
    // …and ask, from 20 other accounts, to move each of them to that address, 5 times each.
    const thieves = await Promise.all(Array.from({ length: 20 }, () => account()));
    for (const thief of thieves) {
      const { accessToken } = await signIn(thief);
      for (let call = 0; call < 5; call++) {
        const reply = await postFrom(
          freshIp(),
          '/user/update/email',
          { newEmail: victim, password: thief.password },
          accessToken,
        );
        outcomes.push(reply.statusCode);
        if (reply.statusCode !== 200) expectError(reply, 429, 'RATE_LIMITED', MAIL_LIMITED_MESSAGE);
      }
    }
    expect(outcomes).toHaveLength(110);
    // The goodbye mail of each deletion is not an account-mail request anyone can repeat at will.
    const verifications = mailsTo(t.smtp, victim).filter(
      (mail) => !mail.subject.includes('has been deleted'),
    );
    expect(verifications.length).toBeLessThanOrEqual(5);
    expect(verifications.every((mail) => /confirm your (new )?Cardroom email/.test(mail.subject))).toBe(true);
    expect(outcomes.filter((status) => status === 429).length).toBeGreaterThanOrEqual(100);
  });

  it('limits the mails one IP triggers across different addresses, and only that IP', async () => {
    const targets = await Promise.all(Array.from({ length: PER_IP + 4 }, () => account()));
    const ip = freshIp();
    const before = targets.map((target) => mailsTo(t.smtp, target.email).length);
    for (const target of targets) {
      const reply = await postFrom(ip, '/auth/forgot-password', { email: target.email, platform: 'web' });
      expect(json(reply)).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    const sent = targets.map((target, i) => mailsTo(t.smtp, target.email).length - (before[i] ?? 0));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(PER_IP);

    // That IP can no longer register (429, nothing created); another IP can.
    const blocked = uniqueUser('blocked');
    expectError(await postFrom(ip, '/auth/register', blocked), 429, 'RATE_LIMITED', MAIL_LIMITED_MESSAGE);
    expect(await t.ctx.db.select().from(users).where(eq(users.email, blocked.email))).toEqual([]);
    expect(mailsTo(t.smtp, blocked.email)).toEqual([]);
    expect((await postFrom(freshIp(), '/auth/register', blocked)).statusCode).toBe(200);
    const last = targets.at(-1);
    if (!last) throw new Error('no target');
    await postFrom(freshIp(), '/auth/forgot-password', { email: last.email, platform: 'web' });
    expect(mailsTo(t.smtp, last.email).length).toBe((before.at(-1) ?? 0) + (sent.at(-1) ?? 0) + 1);
  });

  it('refuses an email change past the limit with 429 and leaves no pending change', async () => {
    const me = await account();
    const { accessToken, userData } = await signIn(me);
    const ip = freshIp();
    const statuses = [];
    for (let call = 0; call < PER_IP + 2; call++) {
      const reply = await postFrom(
        ip,
        '/user/update/email',
        { newEmail: uniqueUser('dest').email, password: me.password },
        accessToken,
      );
      statuses.push(reply.statusCode);
    }
    // Each request mails two addresses (new and old): the old address's 5 an hour runs out first.
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
    const row = await t.ctx.db.select().from(users).where(eq(users.id, userData.id));
    expect(row[0]?.email).toBe(me.email);
  });
});
