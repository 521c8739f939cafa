/**
 * The daily reward through the HTTP API and over a month's days (spec §4: a login streak that starts again
 * each month): once per UTC day however many taps race, the calendar's rewards in order (credits on the 21st),
 * the streak back to day 1 on the 1st, the spec's rewards list and claim (titled in the reader's language), and
 * guests refused. The wallet's invariants hold after each claim.
 */
import type { DailyRewards, Reward, UserData } from '@cardroom/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeCatalogue } from '../src/store/catalogue.js';
import { claimDailyReward, dailyRewardsOf, rewardsOf } from '../src/store/daily-rewards.js';
import { getBalances } from '../src/wallet/wallet.js';
import { databaseTiers } from './databases.js';
import { expectLedgerBalanced, type Session, signUp } from './games/social-helpers.js';
import { get, json, post, startTestApp, type TestApp } from './harness.js';
import { expectError } from './mail-links.js';
import { expectWalletInvariants } from './wallet-invariants.js';

describe.each(databaseTiers())('daily rewards on %s', (tier) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(tier);
  });
  afterAll(async () => {
    await t.close();
  });

  const claim = (who: Session) => post(t.app, '/user/daily-reward', {}, { token: who.accessToken });
  const calendar = async (who: Session) =>
    json<{ dailyRewards: DailyRewards }>(await get(t.app, '/user/daily-reward', { token: who.accessToken }))
      .dailyRewards;
  const rewards = async (who: Session) =>
    json<{ rewards: Reward[] }>(await get(t.app, '/user/rewards', { token: who.accessToken })).rewards;

  it("shows the month's calendar, pays today's reward once however many taps race", async () => {
    const who = await signUp(t, 'daily');
    const before = await calendar(who);
    const today = new Date().toISOString().slice(0, 10);
    expect(before.today).toBe(today);
    expect(before.lastClaimedDate).toBeNull();
    expect(before.rewards[0]).toEqual({ day: 1, amount: { currency: 'coins', amount: 50 }, claimed: false });
    expect(before.rewards.every((day) => !day.claimed)).toBe(true);
    const coins = who.userData.coins;

    const replies = await Promise.all([claim(who), claim(who), claim(who)]);
    const ok = replies.filter((reply) => reply.statusCode === 200);
    expect(ok).toHaveLength(1);
    for (const refused of replies.filter((reply) => reply.statusCode !== 200))
      expectError(refused, 409, 'REWARD_NOT_AVAILABLE');
    const body = json<{ reward: unknown; dailyRewards: DailyRewards; userData: UserData }>(ok[0] as never);
    expect(body.reward).toEqual({ currency: 'coins', amount: 50 });
    expect(body.userData.coins).toBe(coins + 50);
    expect(body.dailyRewards.lastClaimedDate).toBe(today);
    expect(body.dailyRewards.rewards.filter((day) => day.claimed).map((day) => day.day)).toEqual([1]);
    expectError(
      await claim(who),
      409,
      'REWARD_NOT_AVAILABLE',
      "Today's reward is already claimed. Come back tomorrow.",
    );
    await expectLedgerBalanced(t, who.userData.id);
    await expectWalletInvariants(t.ctx.db, 'daily claims raced');
  });

  it("pays the calendar in order over a month's days, credits on the 21st, and starts again on the 1st", async () => {
    const who = await signUp(t, 'streak');
    const id = who.userData.id;
    const start = await getBalances(t.ctx.db, id);
    const days = storeCatalogue().daily_rewards;
    // A day missed (the 5th) delays the later rewards but loses none.
    const dates = Array.from({ length: 23 }, (_, i) => i + 1).filter((day) => day !== 5);
    for (const day of dates) await claimDailyReward(t.ctx.db, id, new Date(Date.UTC(2031, 2, day, 12)));
    const march = await dailyRewardsOf(t.ctx.db, id, new Date(Date.UTC(2031, 2, 31, 12)));
    expect(march.rewards).toHaveLength(31);
    expect(march.rewards.filter((day) => day.claimed)).toHaveLength(22);
    expect(march.lastClaimedDate).toBe('2031-03-23');
    const paid = days.slice(0, 22);
    const after = await getBalances(t.ctx.db, id);
    const sum = (currency: string) =>
      paid.filter((day) => day.currency === currency).reduce((total, day) => total + day.amount, 0);
    expect(days[20]).toEqual({ currency: 'credits', amount: 25 });
    expect(after.credits - start.credits).toBe(25);
    expect(after.coins - start.coins).toBe(sum('coins'));
    expect(after.ticket_bronze - start.ticket_bronze).toBe(1);
    expect(after.gems - start.gems).toBe(10);

    // April 1st: the streak starts again at day 1.
    expect(await claimDailyReward(t.ctx.db, id, new Date(Date.UTC(2031, 3, 1, 0, 0, 1)))).toEqual(days[0]);
    const april = await dailyRewardsOf(t.ctx.db, id, new Date(Date.UTC(2031, 3, 2)));
    expect(april.rewards).toHaveLength(30);
    expect(april.rewards.filter((day) => day.claimed).map((day) => day.day)).toEqual([1]);
    await expectLedgerBalanced(t, id);
    await expectWalletInvariants(t.ctx.db, 'a month of daily claims');
  });

  it("lists today's reward as pending and claims it through spec §7's rewards calls", async () => {
    const who = await signUp(t, 'rewards');
    const pending = await rewards(who);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', amount: { currency: 'coins', amount: 50 } });
    const claimed = json<{ rewards: Reward[]; userData: UserData }>(
      await post(t.app, '/user/claim-reward', {}, { token: who.accessToken }),
    );
    expect(claimed.rewards.map((reward) => reward.status)).toEqual(['claimed']);
    expect(claimed.userData.coins).toBe(who.userData.coins + 50);
    const again = json<{ rewards: Reward[] }>(
      await post(t.app, '/user/claim-reward', {}, { token: who.accessToken }),
    );
    expect(again.rewards).toEqual([]);
    expect((await rewards(who)).map((reward) => reward.status)).toEqual(['claimed']);
    expectError(await claim(who), 409, 'REWARD_NOT_AVAILABLE');
  });

  it("titles the rewards in the reader's language: Spanish for a Spanish-language user, English otherwise", async () => {
    const english = await signUp(t, 'rw-en');
    expect((await rewards(english)).map((reward) => reward.title)).toEqual(['Daily reward, day 1']);

    const spanish = await signUp(t, 'rw-es');
    const updated = await post(t.app, '/user/update', { locale: 'es' }, { token: spanish.accessToken });
    expect(updated.statusCode, updated.body).toBe(200);
    const reader = { ...spanish, accessToken: json<{ accessToken: string }>(updated).accessToken };
    expect((await rewards(reader)).map((reward) => reward.title)).toEqual(['Recompensa diaria, día 1']);
    const claimed = json<{ rewards: Reward[] }>(
      await post(t.app, '/user/claim-reward', {}, { token: reader.accessToken }),
    );
    expect(claimed.rewards.map((reward) => reward.title)).toEqual(['Recompensa diaria, día 1']);
    expect((await rewards(reader)).map((reward) => `${reward.status}: ${reward.title}`)).toEqual([
      'claimed: Recompensa diaria, día 1',
    ]);
    // The same claim read by an English-language reader is titled in English.
    expect((await rewardsOf(t.ctx.db, reader.userData.id, 'en')).map((reward) => reward.title)).toEqual([
      'Daily reward, day 1',
    ]);
  });

  it('refuses guests and visitors', async () => {
    const created = await post(t.app, '/game/create-guest', {
      type: 'bots',
      game_mode: 'classic',
      map: 'spades',
    });
    const guest = json<{ accessToken: string }>(created);
    expectError(
      await post(t.app, '/user/daily-reward', {}, { token: guest.accessToken }),
      403,
      'GUEST_NOT_ALLOWED',
    );
    expectError(
      await post(t.app, '/user/claim-reward', {}, { token: guest.accessToken }),
      403,
      'GUEST_NOT_ALLOWED',
    );
    expectError(await post(t.app, '/user/daily-reward', {}), 401, 'UNAUTHORIZED');
  });
});
