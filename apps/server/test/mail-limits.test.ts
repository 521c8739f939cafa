import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIMITED_MESSAGE } from '../src/auth/mail-limits.js';
import { FORGOT_PASSWORD_MESSAGE } from '../src/auth/passwords.js';
import { users } from '../src/db/schema.js';
import { databaseTiers, redisSettingsFor } from './databases.js';
import { json, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, lastCodeTo, lastTokenTo, mailsTo } from './mail-links.js';

const LOGIN_CODE_SENT = 'If an account exists for this email, a login code has been sent.';
const PER_IP = 8;
const PER_RECIPIENT_FROM_ONE_NETWORK = 5;
const PER_RECIPIENT_TOTAL = 12;

describe.each(databaseTiers())('mail limits on %s', (tier) => {
  let t: TestApp;
  // With Redis the counters outlive the app for an hour, so each run takes its own range of addresses.
  const net = `10.${randomInt(256)}.${randomInt(256)}`;
  let nextHost = 0;
  const freshIp = () => {
    nextHost += 1;
    return `${net}.${nextHost}`;
  };
  const hex = () => randomInt(0x10000).toString(16);
  /** A fresh IPv6 /64 and a way to pick any host in it. */
  const freshIpv6Network = () => {
    const prefix = `2001:db8:${hex()}:${hex()}`;
    return () => `${prefix}:${hex()}:${hex()}:${hex()}:${hex()}`;
  };

  beforeAll(async () => {
    t = await startTestApp(tier, {
      MAIL_PER_RECIPIENT_PER_HOUR: String(PER_RECIPIENT_FROM_ONE_NETWORK),
      MAIL_PER_RECIPIENT_TOTAL_PER_HOUR: String(PER_RECIPIENT_TOTAL),
      MAIL_PER_IP_PER_HOUR: String(PER_IP),
      // On the PostgreSQL tier, when Redis is there, count in Redis as production does.
      ...redisSettingsFor(tier),
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

  /** 59 forgot-password calls for `email` in a row, each from `from()`; every reply is the neutral one. */
  async function flood(email: string, from: () => string) {
    const before = mailsTo(t.smtp, email).length;
    for (let call = 0; call < 59; call++) {
      const reply = await postFrom(from(), '/auth/forgot-password', { email, platform: 'web' });
      expect(reply.statusCode).toBe(200);
      expect(json(reply)).toEqual({ success: true, message: FORGOT_PASSWORD_MESSAGE });
    }
    return mailsTo(t.smtp, email).length - before;
  }

  it('sends 5 of 59 forgot-password mails from one IP to one address, answering every call the same way', async () => {
    const user = await account();
    const ip = freshIp();
    expect(await flood(user.email, () => ip)).toBe(PER_RECIPIENT_FROM_ONE_NETWORK);
    // The calls that sent nothing did not void the last link that was mailed.
    const reset = await postFrom(freshIp(), '/auth/reset-password', {
      email: user.email,
      token: lastTokenTo(t.smtp, user.email),
      password: 'Newer#456',
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });

  it("does not let one network's flood lock the owner out: the refused mails do not count", async () => {
    const victim = await account();
    const attacker = freshIp();
    expect(await flood(victim.email, () => attacker)).toBe(PER_RECIPIENT_FROM_ONE_NETWORK);
    // The owner, from their own network, still gets a login code and signs in with it.
    const owner = freshIp();
    const asked = await postFrom(owner, '/auth/login-token', { email: victim.email });
    expect(json(asked)).toEqual({ success: true, message: LOGIN_CODE_SENT });
    const code = lastCodeTo(t.smtp, victim.email);
    const signedIn = await postFrom(owner, '/auth/login-token', { email: victim.email, token: code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    // Only the mails sent counted toward the overall cap: verification + 5 + this code, so the rest of it
    // is still there for other networks.
    const sentSoFar = 1 + PER_RECIPIENT_FROM_ONE_NETWORK + 1;
    const before = mailsTo(t.smtp, victim.email).length;
    for (let call = 0; call < PER_RECIPIENT_TOTAL; call++) {
      await postFrom(freshIp(), '/auth/login-token', { email: victim.email });
    }
    expect(mailsTo(t.smtp, victim.email).length - before).toBe(PER_RECIPIENT_TOTAL - sentSoFar);
  });

  it(`sends at most ${PER_RECIPIENT_TOTAL} mails to one address an hour from any number of networks, with the same neutral reply`, async () => {
    const user = await account();
    for (let call = 0; call < 20; call++) {
      const reply = await postFrom(freshIp(), '/auth/login-token', { email: user.email });
      expect(json(reply)).toEqual({ success: true, message: LOGIN_CODE_SENT });
    }
    // One of them is the verification mail sent at registration.
    expect(mailsTo(t.smtp, user.email)).toHaveLength(PER_RECIPIENT_TOTAL);
  });

  it('counts an IPv6 /64 as one network, for the per-address limit and the per-network limit', async () => {
    const user = await account();
    const sameNetwork = freshIpv6Network();
    expect(await flood(user.email, sameNetwork)).toBe(PER_RECIPIENT_FROM_ONE_NETWORK);

    const targets = await Promise.all(Array.from({ length: PER_IP + 4 }, () => account()));
    const otherNetwork = freshIpv6Network();
    const before = targets.map((target) => mailsTo(t.smtp, target.email).length);
    for (const target of targets) {
      await postFrom(otherNetwork(), '/auth/forgot-password', { email: target.email, platform: 'web' });
    }
    const sent = targets.map((target, i) => mailsTo(t.smtp, target.email).length - (before[i] ?? 0));
    expect(sent.reduce((a, b) => a + b, 0)).toBe(PER_IP);
  });

  it(`sends at most ${PER_RECIPIENT_TOTAL} verification mails to one address, however they are triggered; the rest answer 429`, async () => {
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
    expect(verifications.length).toBeLessThanOrEqual(PER_RECIPIENT_TOTAL);
    expect(verifications.every((mail) => /confirm your (new )?Cardroom email/.test(mail.subject))).toBe(true);
    expect(outcomes.filter((status) => status === 429).length).toBeGreaterThanOrEqual(
      110 - PER_RECIPIENT_TOTAL,
    );
    // 10 registrations and 20 sign-ins hash passwords with argon2id: slow on a loaded 2-core machine.
  }, 180_000);

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
    // Each request mails two addresses (new and old) from this IP: its 8 mails an hour run out after 4.
    expect(statuses.slice(0, 4)).toEqual([200, 200, 200, 200]);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
    const row = await t.ctx.db.select().from(users).where(eq(users.id, userData.id));
    expect(row[0]?.email).toBe(me.email);
  });
});
