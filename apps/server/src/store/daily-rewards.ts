/**
 * The daily reward (spec §4 "Daily rewards: reset at the start of each month (login streak bonus)"): once per
 * UTC day a registered player claims the next reward of the month's calendar (catalogue.json
 * `daily_rewards`: the month's 1st claim pays the first entry, the 2nd the second…), so missing a day delays
 * the bigger rewards but loses none; the streak starts again on the 1st. Paid as `daily-reward`, keyed by
 * person and day, with the claim row in one transaction: a double tap or a second device pays once.
 *
 * The spec's rewards calls read the same data: today's unclaimed reward is the one pending reward, and this
 * month's claims are the claimed ones.
 */
import type { Amount, DailyRewards, Reward } from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { copyLocale } from '../notifications/templates.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { storeCatalogue } from './catalogue.js';
import { claimsOfMonth, insertClaim } from './daily-reward-repository.js';

const dayOf = (now: Date) => now.toISOString().slice(0, 10);
const daysInMonth = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate();

function calendarAmount(streakDay: number): Amount {
  const amount = storeCatalogue().daily_rewards[streakDay - 1];
  if (!amount) throw new Error(`no daily reward for day ${streakDay}`);
  return amount;
}

export async function dailyRewardsOf(db: Db, userId: string, now = new Date()): Promise<DailyRewards> {
  const today = dayOf(now);
  const claims = await claimsOfMonth(db, userId, today.slice(0, 7));
  return {
    lastClaimedDate: claims.at(-1)?.claimedOn ?? null,
    today,
    rewards: Array.from({ length: daysInMonth(now) }, (_, index) => ({
      day: index + 1,
      amount: calendarAmount(index + 1),
      claimed: index < claims.length,
    })),
  };
}

/** Claims today's reward; REWARD_NOT_AVAILABLE once today's is claimed. */
export async function claimDailyReward(db: Db, userId: string, now = new Date()): Promise<Amount> {
  const today = dayOf(now);
  return db.transaction(async (tx) => {
    const streakDay = (await claimsOfMonth(tx, userId, today.slice(0, 7))).length + 1;
    const amount = calendarAmount(streakDay);
    const claimed = await insertClaim(tx, { userId, claimedOn: today, streakDay, ...amount });
    if (!claimed)
      throw new AppError('REWARD_NOT_AVAILABLE', "Today's reward is already claimed. Come back tomorrow.");
    await applyBalanceChanges(tx, {
      userId,
      changes: [{ currency: amount.currency, delta: amount.amount }],
      reason: 'daily-reward',
      idempotencyKey: `daily-reward:${userId}:${today}`,
    });
    return amount;
  });
}

const endOfDay = (day: string) => `${day}T23:59:59.999Z`;

/** A reward's title in each language the server writes for a user (the web app says "Recompensa diaria"). */
const TITLE: Record<ReturnType<typeof copyLocale>, (streakDay: number) => string> = {
  en: (streakDay) => `Daily reward, day ${streakDay}`,
  es: (streakDay) => `Recompensa diaria, día ${streakDay}`,
};

/**
 * The spec's rewards list: today's reward while unclaimed, then this month's claims, newest first, titled in
 * the reader's language (`locale`, the user's setting; English unless Spanish).
 */
export async function rewardsOf(
  db: Db,
  userId: string,
  locale: string | null | undefined,
  now = new Date(),
): Promise<Reward[]> {
  const today = dayOf(now);
  const title = TITLE[copyLocale(locale)];
  const claims = await claimsOfMonth(db, userId, today.slice(0, 7));
  const claimed: Reward[] = claims.reverse().map((claim) => ({
    id: `daily-${claim.claimedOn}`,
    title: title(claim.streakDay),
    amount: { currency: claim.currency as Amount['currency'], amount: claim.amount },
    status: 'claimed',
    expiresAt: null,
  }));
  if (claims.some((claim) => claim.claimedOn === today)) return claimed;
  const streakDay = claims.length + 1;
  const pending: Reward = {
    id: `daily-${today}`,
    title: title(streakDay),
    amount: calendarAmount(streakDay),
    status: 'pending',
    expiresAt: endOfDay(today),
  };
  return [pending, ...claimed];
}
