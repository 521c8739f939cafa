import { randomBytes } from 'node:crypto';
import { REFERRAL_REWARD_COINS, type ReferralData, type UserData } from '@cardroom/protocol';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, loginReply } from '../src/auth/accounts.js';
import {
  authorize,
  startTestIssuer,
  type TestIssuer,
  withTokenClaims,
} from '../src/auth/oauth/test-issuer.js';
import { ledger, notifications, users, walletOperations } from '../src/db/schema.js';
import { REFERRAL_REASON, rewardReferral } from '../src/referrals/service.js';
import { findUserById, insertUser } from '../src/users/repository.js';
import { getBalances, ledgerSums } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError } from './mail-links.js';

interface Session {
  accessToken: string;
  userData: UserData;
}

let issuer: TestIssuer;
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(async () => {
  await issuer.server.stop();
});

describe.each(databaseTiers())('referrals on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier, {
      GOOGLE_ISSUER: issuer.url,
      GOOGLE_CLIENT_ID: 'cardroom-google',
      GOOGLE_CLIENT_SECRET: 'google-client-secret',
      GOOGLE_REDIRECT_URI: 'http://cardroom.test/auth/google/callback',
    });
  });
  afterAll(async () => {
    await t.close();
  });

  async function signUp(extra: Record<string, unknown> = {}, token?: string): Promise<Session> {
    const user = { ...uniqueUser('ref'), ...extra };
    const registered = await post(t.app, '/auth/register', user, { token });
    expect(registered.statusCode, registered.body).toBe(200);
    const response = await post(t.app, '/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode).toBe(200);
    return json<Session>(response);
  }

  async function codeOf(userId: string): Promise<string> {
    const code = (await findUserById(t.ctx.db, userId))?.referralCode;
    if (!code) throw new Error('no referral code');
    return code;
  }

  /** The user's referral ledger rows with the idempotency key of their operation. */
  async function referralRows(userId: string) {
    return t.ctx.db
      .select({
        key: walletOperations.idempotencyKey,
        currency: ledger.currency,
        delta: ledger.delta,
        balanceAfter: ledger.balanceAfter,
      })
      .from(ledger)
      .innerJoin(walletOperations, eq(walletOperations.id, ledger.operationId))
      .where(and(eq(ledger.userId, userId), eq(ledger.reason, REFERRAL_REASON)))
      .orderBy(ledger.id);
  }

  async function notesOf(userId: string) {
    return t.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
  }

  async function expectLedgerMatchesBalances(userId: string) {
    expect(await ledgerSums(t.ctx.db, userId)).toEqual(await getBalances(t.ctx.db, userId));
  }

  async function referralData(token: string): Promise<ReferralData> {
    const response = await get(t.app, '/user/referral-data', { token });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<ReferralData & { success: boolean }>(response);
    expect(body.success).toBe(true);
    return body;
  }

  it('pays both sides 100 coins through the ledger and tells the referrer, on a password sign-up', async () => {
    const referrer = await signUp();
    const invited = await signUp({ referral_code: await codeOf(referrer.userData.id), avatar: 'avatar-5' });

    expect(invited.userData.coins).toBe(1000 + REFERRAL_REWARD_COINS);
    expect((await findUserById(t.ctx.db, invited.userData.id))?.referredBy).toBe(referrer.userData.id);
    expect(await referralRows(invited.userData.id)).toEqual([
      { key: `referral:${invited.userData.id}:new`, currency: 'coins', delta: 100, balanceAfter: 1100 },
    ]);
    expect(await referralRows(referrer.userData.id)).toEqual([
      { key: `referral:${invited.userData.id}:referrer`, currency: 'coins', delta: 100, balanceAfter: 1100 },
    ]);
    expect((await getBalances(t.ctx.db, referrer.userData.id)).coins).toBe(1100);
    await expectLedgerMatchesBalances(invited.userData.id);
    await expectLedgerMatchesBalances(referrer.userData.id);

    const told = (await notesOf(referrer.userData.id)).find((n) => n.subject === 'Your friend joined!');
    expect(told).toMatchObject({ sender: 'Cardroom', imgUrl: 'avatar-5', isRead: false });
    expect(told?.message).toBe(
      `${invited.userData.username} signed up with your referral code. You both received 100 coins.`,
    );
    // The newcomer gets the welcome only, no referral notice of its own.
    expect((await notesOf(invited.userData.id)).map((n) => n.subject)).toEqual(['Welcome to Cardroom!']);
  });

  it('pays each side once however often the reward runs', async () => {
    const referrer = await signUp();
    const invited = await signUp({ referral_code: await codeOf(referrer.userData.id) });
    const row = await findUserById(t.ctx.db, invited.userData.id);
    if (!row) throw new Error('missing user');
    await Promise.all([rewardReferral(t.ctx, row), rewardReferral(t.ctx, row)]);
    await rewardReferral(t.ctx, row);
    expect(await referralRows(invited.userData.id)).toHaveLength(1);
    expect(await referralRows(referrer.userData.id)).toHaveLength(1);
    expect((await getBalances(t.ctx.db, referrer.userData.id)).coins).toBe(1100);
    const told = (await notesOf(referrer.userData.id)).filter((n) => n.subject === 'Your friend joined!');
    expect(told).toHaveLength(1);
  });

  it('ignores an unknown referral code: the account is created, nobody is paid', async () => {
    const stray = await signUp({ referral_code: 'NOSUCHCD' });
    expect(stray.userData.coins).toBe(1000);
    expect((await findUserById(t.ctx.db, stray.userData.id))?.referredBy).toBeNull();
    expect(await referralRows(stray.userData.id)).toEqual([]);
  });

  it('rewards a guest that registers with a code, but a guest cannot refer itself', async () => {
    const referrer = await signUp();
    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    const upgraded = await signUp({ referral_code: await codeOf(referrer.userData.id) }, guest.accessToken);
    expect(upgraded.userData).toMatchObject({ id: guest.userData.id, coins: 500 + 1000 + 100 });
    expect(await referralRows(guest.userData.id)).toHaveLength(1);
    expect(await referralRows(referrer.userData.id)).toHaveLength(1);
    await expectLedgerMatchesBalances(guest.userData.id);

    const selfish = await loginReply(t.ctx, await createGuest(t.ctx));
    const own = await codeOf(selfish.userData.id);
    const self = await signUp({ referral_code: own }, selfish.accessToken);
    expect(self.userData).toMatchObject({ id: selfish.userData.id, coins: 1500 });
    expect((await findUserById(t.ctx.db, selfish.userData.id))?.referredBy).toBeNull();
    expect(await referralRows(selfish.userData.id)).toEqual([]);
  });

  it('rewards a Google sign-up that came with a referral_code', async () => {
    const referrer = await signUp();
    const referralCode = await codeOf(referrer.userData.id);
    const { authUrl } = json<{ authUrl: string }>(await get(t.app, '/auth/google?platform=web'));
    const code = (await authorize(authUrl)).searchParams.get('code');
    const sub = `ref-${tier}-${randomBytes(4).toString('hex')}`;
    const response = await withTokenClaims(
      issuer,
      (payload) => Object.assign(payload, { sub, email: `${sub}@example.com`, email_verified: true }),
      () => post(t.app, '/auth/google-callback', { code, referral_code: referralCode }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const joined = json<Session>(response).userData;
    expect(joined.coins).toBe(1100);
    expect(joined.notifications.map((n) => n.subject)).toEqual(['Welcome to Cardroom!']);
    expect(await referralRows(joined.id)).toHaveLength(1);
    expect(await referralRows(referrer.userData.id)).toEqual([
      { key: `referral:${joined.id}:referrer`, currency: 'coins', delta: 100, balanceAfter: 1100 },
    ]);
  });

  it('answers 401 without a token', async () => {
    expectError(await get(t.app, '/user/referral-data'), 401, 'UNAUTHORIZED');
  });

  it('gives a newcomer its code, last place and an exact-shaped reply', async () => {
    const me = await signUp();
    const response = await get(t.app, '/user/referral-data', { token: me.accessToken });
    const body = json<ReferralData & { success: boolean }>(response);
    expect(Object.keys(body).sort()).toEqual(
      ['leaderboard', 'position', 'referralCode', 'success', 'totalUsers', 'userReferral'].sort(),
    );
    const [{ count }] = (await t.ctx.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
      { count: number },
    ];
    expect(body).toMatchObject({
      success: true,
      referralCode: await codeOf(me.userData.id),
      totalUsers: count,
      // The newest account with no referrals comes after everyone.
      position: count,
      userReferral: { user_id: me.userData.id, total_referred: 0 },
    });
    expect(body.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    for (const row of body.leaderboard) {
      expect(Object.keys(row).sort()).toEqual(['avatar', 'tagline', 'total_referred', 'user_id', 'username']);
      expect(row.tagline).toBeNull();
      expect(row.total_referred).toBeGreaterThan(0);
    }
  });

  it('ranks by referrals, ties to the earlier account, and shows the top 10', async () => {
    const me = await signUp({ avatar: 'avatar-1' });
    const now = Date.now();
    let serial = 0;
    const tag = () => `${tier}${randomBytes(5).toString('hex')}${++serial}`;
    const referrer = async (name: string, createdAt?: Date) =>
      insertUser(t.ctx.db, {
        username: `${name}${tag()}`.slice(0, 20),
        referralCode: `T${tag()}`,
        ...(createdAt ? { createdAt } : {}),
      });
    const refer = async (referrerId: string, count: number) => {
      await t.ctx.db.insert(users).values(
        Array.from({ length: count }, () => ({
          username: `r${tag()}`.slice(0, 20),
          referralCode: `R${tag()}`,
          referredBy: referrerId,
        })),
      );
    };
    // Far above anything the other tests create, so this order is the whole top of the board.
    const a = await referrer('a');
    const b = await referrer('b');
    const c = await referrer('c');
    const earlier = await referrer('early', new Date(now - 24 * 60 * 60 * 1000));
    const later = await referrer('late');
    const tail = [];
    for (let i = 0; i < 7; i++) tail.push(await referrer(`t${i}`));
    await refer(a.id, 40);
    await refer(b.id, 35);
    await refer(c.id, 30);
    await refer(earlier.id, 25);
    await refer(me.userData.id, 25);
    await refer(later.id, 25);
    for (const [i, row] of tail.entries()) await refer(row.id, 24 - i);

    const data = await referralData(me.accessToken);
    const [{ count }] = (await t.ctx.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
      { count: number },
    ];
    expect(data.totalUsers).toBe(count);
    expect(data.position).toBe(5);
    expect(data.userReferral).toEqual({ user_id: me.userData.id, total_referred: 25 });
    expect(data.leaderboard).toHaveLength(10);
    expect(data.leaderboard.map((row) => row.user_id)).toEqual([
      a.id,
      b.id,
      c.id,
      earlier.id,
      me.userData.id,
      later.id,
      ...tail.slice(0, 4).map((row) => row.id),
    ]);
    expect(data.leaderboard.map((row) => row.total_referred)).toEqual([
      40, 35, 30, 25, 25, 25, 24, 23, 22, 21,
    ]);
    expect(data.leaderboard[4]).toEqual({
      user_id: me.userData.id,
      username: me.userData.username,
      avatar: 'avatar-1',
      tagline: null,
      total_referred: 25,
    });

    // Someone outside the top 10 still learns their own place.
    const outside = tail[6];
    if (!outside) throw new Error('missing referrer');
    const outsideSession = await loginReply(t.ctx, outside);
    const theirs = await referralData(outsideSession.accessToken);
    expect(theirs.position).toBe(13);
    expect(theirs.userReferral).toEqual({ user_id: outside.id, total_referred: 18 });
    expect(theirs.leaderboard.map((row) => row.user_id)).not.toContain(outside.id);
  });
});
