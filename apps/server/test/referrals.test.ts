import { randomBytes } from 'node:crypto';
import { REFERRAL_REWARD_COINS, type ReferralData, type UserData } from '@cardroom/protocol';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuest, loginReply } from '../src/auth/accounts.js';
import {
  authorize,
  startTestIssuer,
  type TestIssuer,
  withTokenClaims,
} from '../src/auth/oauth/test-issuer.js';
import { ledger, notifications, referralRewards, users, walletOperations } from '../src/db/schema.js';
import { REFERRAL_REASON, rewardedEmailHash, rewardReferral } from '../src/referrals/service.js';
import { findUserByEmail, findUserById, insertUser } from '../src/users/repository.js';
import { getBalances, ledgerSums } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { get, json, post, startTestApp, type TestApp, uniqueUser } from './harness.js';
import { expectError, lastTokenTo } from './mail-links.js';

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

  /** Registers (upgrading the guest behind `token`, if any) without following the mailed link. */
  async function register(extra: Record<string, unknown> = {}, token?: string) {
    const user = { ...uniqueUser('ref'), ...extra } as ReturnType<typeof uniqueUser>;
    const registered = await post(t.app, '/auth/register', user, { token });
    expect(registered.statusCode, registered.body).toBe(200);
    return user;
  }

  async function verify(email: string) {
    const response = await post(t.app, '/auth/verify-email', { token: lastTokenTo(t.smtp, email) });
    expect(response.statusCode, response.body).toBe(200);
  }

  async function login(user: { email: string; password: string }): Promise<Session> {
    const response = await post(t.app, '/auth/login', { email: user.email, password: user.password });
    expect(response.statusCode, response.body).toBe(200);
    return json<Session>(response);
  }

  /** Registers, follows the verification link, and signs in. */
  async function signUp(extra: Record<string, unknown> = {}, token?: string): Promise<Session> {
    const user = await register(extra, token);
    await verify(user.email);
    return login(user);
  }

  async function rewardRowsOf(referrerId: string) {
    return t.ctx.db.select().from(referralRewards).where(eq(referralRewards.referrerId, referrerId));
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

  /** Signs up through Google's callback with a new verified address and `referralCode`: the new account. */
  async function googleSignUp(referralCode: string): Promise<UserData> {
    const { authUrl } = json<{ authUrl: string }>(await get(t.app, '/auth/google?platform=web'));
    const code = (await authorize(authUrl)).searchParams.get('code');
    const sub = `ref-${tier}-${randomBytes(4).toString('hex')}`;
    const response = await withTokenClaims(
      issuer,
      (payload) => Object.assign(payload, { sub, email: `${sub}@example.com`, email_verified: true }),
      () => post(t.app, '/auth/google-callback', { code, referral_code: referralCode }),
    );
    expect(response.statusCode, response.body).toBe(200);
    return json<Session>(response).userData;
  }

  async function referralData(token: string): Promise<ReferralData> {
    const response = await get(t.app, '/user/referral-data', { token });
    expect(response.statusCode, response.body).toBe(200);
    const body = json<ReferralData & { success: boolean }>(response);
    expect(body.success).toBe(true);
    return body;
  }

  it('pays both sides 100 coins through the ledger and tells the referrer, once the email is verified', async () => {
    const referrer = await signUp();
    const pending = await register({
      referral_code: await codeOf(referrer.userData.id),
      avatar: 'preset:koala',
    });
    // Registered but not verified: nobody is paid or told yet.
    const before = await login(pending);
    expect(before.userData.coins).toBe(1000);
    expect(await referralRows(before.userData.id)).toEqual([]);
    expect(await referralRows(referrer.userData.id)).toEqual([]);
    expect((await notesOf(referrer.userData.id)).map((n) => n.subject)).toEqual(['Welcome to Cardroom!']);

    await verify(pending.email);
    const invited = await login(pending);

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
    expect(told).toMatchObject({ sender: 'Cardroom', imgUrl: 'preset:koala', isRead: false });
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
    const registered = await register(
      { referral_code: await codeOf(referrer.userData.id) },
      guest.accessToken,
    );
    expect((await login(registered)).userData).toMatchObject({ id: guest.userData.id, coins: 500 + 1000 });
    await verify(registered.email);
    const upgraded = await login(registered);
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

  it('lets no guest invite: its referral data is refused and its code refers nobody, by form or by Google', async () => {
    const guest = await loginReply(t.ctx, await createGuest(t.ctx));
    expectError(
      await get(t.app, '/user/referral-data', { token: guest.accessToken }),
      403,
      'GUEST_NOT_ALLOWED',
      'Please register to use this feature.',
    );
    const guestCode = await codeOf(guest.userData.id);
    const newcomer = await signUp({ referral_code: guestCode });
    expect(newcomer.userData.coins).toBe(1000);
    expect((await findUserById(t.ctx.db, newcomer.userData.id))?.referredBy).toBeNull();
    const viaGoogle = await googleSignUp(guestCode);
    expect(viaGoogle.coins).toBe(1000);
    expect((await findUserById(t.ctx.db, viaGoogle.id))?.referredBy).toBeNull();
    expect((await getBalances(t.ctx.db, guest.userData.id)).coins).toBe(500);
    expect(await referralRows(guest.userData.id)).toEqual([]);
    expect(await referralRows(newcomer.userData.id)).toEqual([]);

    // An account referred by a guest before this rule (or by a hand-made row) is still paid nothing.
    const legacy = await signUp();
    await t.ctx.db
      .update(users)
      .set({ referredBy: guest.userData.id })
      .where(eq(users.id, legacy.userData.id));
    const row = await findUserById(t.ctx.db, legacy.userData.id);
    if (!row) throw new Error('no row');
    expect(await rewardReferral(t.ctx, row)).toBe('not-referred');
    expect((await getBalances(t.ctx.db, guest.userData.id)).coins).toBe(500);
  });

  it('rewards a Google sign-up that came with a referral_code', async () => {
    const referrer = await signUp();
    const referralCode = await codeOf(referrer.userData.id);
    const joined = await googleSignUp(referralCode);
    expect(joined.coins).toBe(1100);
    expect(joined.notifications.map((n) => n.subject)).toEqual(['Welcome to Cardroom!']);
    expect(await referralRows(joined.id)).toHaveLength(1);
    expect(await referralRows(referrer.userData.id)).toEqual([
      { key: `referral:${joined.id}:referrer`, currency: 'coins', delta: 100, balanceAfter: 1100 },
    ]);
  });

  it('pays nothing for 50 throwaway sign-ups; verifying 25 at once pays 20, the daily cap, each told once', async () => {
    const referrer = await signUp();
    const referralCode = await codeOf(referrer.userData.id);
    const throwaways: ReturnType<typeof uniqueUser>[] = [];
    for (let batch = 0; batch < 5; batch++) {
      throwaways.push(
        ...(await Promise.all(Array.from({ length: 10 }, () => register({ referral_code: referralCode })))),
      );
    }
    expect((await getBalances(t.ctx.db, referrer.userData.id)).coins).toBe(1000);
    expect(await referralRows(referrer.userData.id)).toEqual([]);
    expect(await rewardRowsOf(referrer.userData.id)).toEqual([]);

    // Concurrent verifications: the lock on the referrer keeps them from overshooting the cap.
    const verified = throwaways.slice(0, 25);
    await Promise.all(verified.map((user) => verify(user.email)));
    expect(t.ctx.config.REFERRAL_REWARDS_PER_DAY).toBe(20);
    expect(await rewardRowsOf(referrer.userData.id)).toHaveLength(20);
    expect(await referralRows(referrer.userData.id)).toHaveLength(20);
    expect((await getBalances(t.ctx.db, referrer.userData.id)).coins).toBe(1000 + 20 * REFERRAL_REWARD_COINS);
    const told = (await notesOf(referrer.userData.id)).filter((n) => n.subject === 'Your friend joined!');
    expect(told).toHaveLength(20);

    // Past the cap neither side is paid; the unverified half is never paid.
    const coins = await Promise.all(throwaways.map(async (user) => (await login(user)).userData.coins));
    expect(coins.slice(0, 25).filter((c) => c === 1100)).toHaveLength(20);
    expect(coins.slice(0, 25).filter((c) => c === 1000)).toHaveLength(5);
    expect(coins.slice(25).every((c) => c === 1000)).toBe(true);
    await expectLedgerMatchesBalances(referrer.userData.id);
  });

  it('pays an address once ever: deleting the account and registering the same email again pays nothing', async () => {
    const referrer = await signUp();
    const referralCode = await codeOf(referrer.userData.id);
    const first = await register({ referral_code: referralCode });
    await verify(first.email);
    const firstSession = await login(first);
    expect(firstSession.userData.coins).toBe(1100);
    expect((await post(t.app, '/auth/delete', {}, { token: firstSession.accessToken })).statusCode).toBe(200);

    const again = await register({ referral_code: referralCode, email: first.email.toUpperCase() });
    await verify(first.email);
    const secondSession = await login({ email: first.email, password: again.password });
    expect(secondSession.userData.id).not.toBe(firstSession.userData.id);
    expect(secondSession.userData.coins).toBe(1000);
    expect(await referralRows(secondSession.userData.id)).toEqual([]);
    expect((await getBalances(t.ctx.db, referrer.userData.id)).coins).toBe(1100);
    const [row] = await rewardRowsOf(referrer.userData.id);
    expect(row).toMatchObject({ emailHash: rewardedEmailHash(first.email), userId: null });
    const told = (await notesOf(referrer.userData.id)).filter((n) => n.subject === 'Your friend joined!');
    expect(told).toHaveLength(1);
  });

  it('past the cap keeps the address unburned: the same email pays once the rolling day has passed', async () => {
    const referrer = await signUp();
    const referralCode = await codeOf(referrer.userData.id);
    // Fill the referrer's day with rewards recorded just now.
    await t.ctx.db.insert(referralRewards).values(
      Array.from({ length: t.ctx.config.REFERRAL_REWARDS_PER_DAY }, (_, i) => ({
        emailHash: rewardedEmailHash(`filler-${tier}-${randomBytes(6).toString('hex')}-${i}@example.com`),
        referrerId: referrer.userData.id,
      })),
    );
    const late = await register({ referral_code: referralCode });
    await verify(late.email);
    const lateSession = await login(late);
    expect(lateSession.userData.coins).toBe(1000);
    expect((await getBalances(t.ctx.db, referrer.userData.id)).coins).toBe(1000);
    const burned = await t.ctx.db
      .select()
      .from(referralRewards)
      .where(eq(referralRewards.emailHash, rewardedEmailHash(late.email)));
    expect(burned).toEqual([]);

    // A day later (the rows age past 24 hours) the same address, on a new account, is paid.
    await t.ctx.db
      .update(referralRewards)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(referralRewards.referrerId, referrer.userData.id));
    expect((await post(t.app, '/auth/delete', {}, { token: lateSession.accessToken })).statusCode).toBe(200);
    const again = await register({ referral_code: referralCode, email: late.email });
    await verify(late.email);
    expect((await login(again)).userData.coins).toBe(1100);
    expect((await getBalances(t.ctx.db, referrer.userData.id)).coins).toBe(1100);
  });

  it('follows the model for any cap and any order of verifications, repeats, re-used emails and days', async () => {
    type Step =
      | { kind: 'verify'; referrer: number; email: number }
      | { kind: 'repeat' }
      | { kind: 'next-day'; referrer: number };
    const step = fc.oneof(
      fc.record({ kind: fc.constant('verify' as const), referrer: fc.nat(1), email: fc.nat(5) }),
      fc.constant({ kind: 'repeat' as const }),
      fc.record({ kind: fc.constant('next-day' as const), referrer: fc.nat(1) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(4),
        fc.array(step, { minLength: 1, maxLength: 14 }),
        async (cap, steps: Step[]) => {
          run += 1;
          const tag = `${tier}${run}${randomBytes(4).toString('hex')}`;
          const ctx = { db: t.ctx.db, config: { ...t.ctx.config, REFERRAL_REWARDS_PER_DAY: cap } };
          const referrers = await Promise.all(
            [0, 1].map((i) =>
              insertUser(t.ctx.db, {
                username: `m${i}${randomBytes(5).toString('hex')}${run}`.slice(0, 20),
                referralCode: `M${i}${tag}`,
              }),
            ),
          );
          const rewardedEmails = new Set<number>();
          const paidToday = [0, 0];
          const paidTotal = [0, 0];
          let last: { userId: string; email: number; referrer: number } | undefined;
          for (const action of steps) {
            if (action.kind === 'next-day') {
              const referrerId = referrers[action.referrer]?.id ?? '';
              await t.ctx.db
                .update(referralRewards)
                .set({ createdAt: sql`now() - interval '25 hours'` })
                .where(eq(referralRewards.referrerId, referrerId));
              paidToday[action.referrer] = 0;
              continue;
            }
            if (action.kind === 'repeat') {
              if (!last) continue;
              const row = await findUserById(t.ctx.db, last.userId);
              if (!row) continue;
              // A repeat never pays twice; one refused by yesterday's cap is paid once the day has rolled.
              const due = !rewardedEmails.has(last.email) && (paidToday[last.referrer] ?? 0) < cap;
              expect((await rewardReferral(ctx, row)) === 'paid').toBe(due);
              if (due) {
                rewardedEmails.add(last.email);
                paidToday[last.referrer] = (paidToday[last.referrer] ?? 0) + 1;
                paidTotal[last.referrer] = (paidTotal[last.referrer] ?? 0) + 1;
              }
              continue;
            }
            const email = `m${action.email}-${tag}@example.com`;
            const holder = await findUserByEmail(t.ctx.db, email);
            if (holder) await t.ctx.db.delete(users).where(eq(users.id, holder.id));
            const referrer = referrers[action.referrer];
            if (!referrer) throw new Error('missing referrer');
            const user = await insertUser(t.ctx.db, {
              email,
              emailVerified: true,
              // Random part first: the name is cut to 20 characters, and the tag alone is 17 or more.
              username: `n${randomBytes(5).toString('hex')}${run}`.slice(0, 20),
              referralCode: `N${tag}${randomBytes(3).toString('hex')}`,
              referredBy: referrer.id,
            });
            last = { userId: user.id, email: action.email, referrer: action.referrer };
            const due = !rewardedEmails.has(action.email) && (paidToday[action.referrer] ?? 0) < cap;
            const outcome = await rewardReferral(ctx, user);
            expect(outcome === 'paid').toBe(due);
            if (due) {
              rewardedEmails.add(action.email);
              paidToday[action.referrer] = (paidToday[action.referrer] ?? 0) + 1;
              paidTotal[action.referrer] = (paidTotal[action.referrer] ?? 0) + 1;
            }
            expect((await getBalances(t.ctx.db, user.id)).coins).toBe(due ? REFERRAL_REWARD_COINS : 0);
          }
          for (const [i, referrer] of referrers.entries()) {
            expect((await getBalances(t.ctx.db, referrer.id)).coins).toBe(
              (paidTotal[i] ?? 0) * REFERRAL_REWARD_COINS,
            );
            const told = (await notesOf(referrer.id)).filter((n) => n.subject === 'Your friend joined!');
            expect(told).toHaveLength(paidTotal[i] ?? 0);
            await expectLedgerMatchesBalances(referrer.id);
          }
        },
      ),
      { numRuns: 12 },
    );
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
    const me = await signUp({ avatar: 'preset:bear' });
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
    // Far above anything the other tests create (the throwaway test's referrer has 50), so this order is
    // the whole top of the board.
    const base = 100;
    const a = await referrer('a');
    const b = await referrer('b');
    const c = await referrer('c');
    const earlier = await referrer('early', new Date(now - 24 * 60 * 60 * 1000));
    const later = await referrer('late');
    const tail = [];
    for (let i = 0; i < 7; i++) tail.push(await referrer(`t${i}`));
    await refer(a.id, base + 40);
    await refer(b.id, base + 35);
    await refer(c.id, base + 30);
    await refer(earlier.id, base + 25);
    await refer(me.userData.id, base + 25);
    await refer(later.id, base + 25);
    for (const [i, row] of tail.entries()) await refer(row.id, base + 24 - i);

    const data = await referralData(me.accessToken);
    const [{ count }] = (await t.ctx.db.select({ count: sql<number>`count(*)::int` }).from(users)) as [
      { count: number },
    ];
    expect(data.totalUsers).toBe(count);
    expect(data.position).toBe(5);
    expect(data.userReferral).toEqual({ user_id: me.userData.id, total_referred: base + 25 });
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
    expect(data.leaderboard.map((row) => row.total_referred)).toEqual(
      [40, 35, 30, 25, 25, 25, 24, 23, 22, 21].map((n) => base + n),
    );
    expect(data.leaderboard[4]).toEqual({
      user_id: me.userData.id,
      username: me.userData.username,
      avatar: 'preset:bear',
      tagline: null,
      total_referred: base + 25,
    });

    // Someone outside the top 10 still learns their own place.
    const outside = tail[6];
    if (!outside) throw new Error('missing referrer');
    const outsideSession = await loginReply(t.ctx, outside);
    const theirs = await referralData(outsideSession.accessToken);
    expect(theirs.position).toBe(13);
    expect(theirs.userReferral).toEqual({ user_id: outside.id, total_referred: base + 18 });
    expect(theirs.leaderboard.map((row) => row.user_id)).not.toContain(outside.id);
  });
});
