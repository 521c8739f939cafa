import { REFERRAL_REWARD_COINS, type ReferralData, shownAvatar } from '@cardroom/protocol';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/errors.js';
import { sendReferralJoinedNotification } from '../notifications/service.js';
import { hashSecret } from '../security/secrets.js';
import { findUserByReferralCode, lockUserRow, type UserRow } from '../users/repository.js';
import { isGuest } from '../users/roles.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import {
  countRewardsInLastDay,
  hasReferralReward,
  recordReferralReward,
  referralStandings,
} from './repository.js';

/** How many rows the referral leaderboard shows. */
export const REFERRAL_LEADERBOARD_SIZE = 10;
export const REFERRAL_REASON = 'referral-bonus';

/** The referral_rewards key: one reward per verified address ever, whatever account holds it. */
export function rewardedEmailHash(email: string): string {
  return hashSecret(email.trim().toLowerCase());
}

/**
 * The account a referral code invites to, if it may invite: guests cannot (spec §1), so a guest's code refers
 * nobody, and an account made with it starts unreferred.
 */
export async function findReferrer(db: Db, code: string): Promise<UserRow | undefined> {
  const owner = await findUserByReferralCode(db, code);
  return owner && !isGuest(owner) ? owner : undefined;
}

export type ReferralOutcome =
  | 'paid'
  | 'not-referred'
  | 'already-paid'
  | 'email-already-rewarded'
  | 'daily-cap';

/**
 * Spec §9: when an account that registered with someone's referral code has a verified email, both sides
 * get 100 coins and the referrer is told. Throwaway sign-ups must not mint coins, so a reward is paid once
 * per verified address ever (an address freed by deleting its account earns nothing the second time) and
 * at most REFERRAL_REWARDS_PER_DAY times per referrer in any 24 hours. Past that cap neither side is paid
 * and the address is not recorded, so it is not burned. The referrer's row is locked while counting, so
 * concurrent verifications cannot overshoot the cap; the record and both payments commit together.
 */
export async function rewardReferral(
  ctx: Pick<AppContext, 'db' | 'config'>,
  user: UserRow,
): Promise<ReferralOutcome> {
  if (!user.referredBy || user.referredBy === user.id || !user.email || !user.emailVerified) {
    return 'not-referred';
  }
  const referrerId = user.referredBy;
  const email = user.email;
  const outcome = await ctx.db.transaction(async (tx) => {
    const referrer = await lockUserRow(tx, referrerId);
    // A referrer deleted since earns nothing, and neither does the newcomer; nor one who is (still) a guest.
    if (!referrer || isGuest(referrer)) return { kind: 'not-referred' as const };
    // An account paid once (before an email change, say) is never paid again.
    if (await hasReferralReward(tx, user.id)) return { kind: 'already-paid' as const };
    if ((await countRewardsInLastDay(tx, referrerId)) >= ctx.config.REFERRAL_REWARDS_PER_DAY)
      return { kind: 'daily-cap' as const };
    const recorded = await recordReferralReward(tx, {
      emailHash: rewardedEmailHash(email),
      userId: user.id,
      referrerId,
    });
    if (!recorded) return { kind: 'email-already-rewarded' as const };
    const coins = [{ currency: 'coins' as const, delta: REFERRAL_REWARD_COINS }];
    await applyBalanceChanges(tx, {
      userId: user.id,
      changes: coins,
      reason: REFERRAL_REASON,
      idempotencyKey: `referral:${user.id}:new`,
    });
    const paid = await applyBalanceChanges(tx, {
      userId: referrerId,
      changes: coins,
      reason: REFERRAL_REASON,
      idempotencyKey: `referral:${user.id}:referrer`,
    });
    return paid.applied ? { kind: 'paid' as const, referrer } : { kind: 'already-paid' as const };
  });
  if (outcome.kind === 'paid') {
    await sendReferralJoinedNotification(ctx.db, outcome.referrer, user, REFERRAL_REWARD_COINS);
  }
  return outcome.kind;
}

/** The referral modal's data: the caller's code and standing, and the top referrers (spec §2, §3). */
export async function referralData(db: Db, user: UserRow): Promise<ReferralData> {
  const rows = await referralStandings(db, user.id, REFERRAL_LEADERBOARD_SIZE);
  const mine = rows.find((row) => row.id === user.id);
  if (!mine) throw new AppError('NOT_FOUND', 'User not found.');
  return {
    referralCode: user.referralCode,
    position: mine.position,
    totalUsers: mine.totalUsers,
    userReferral: { user_id: user.id, total_referred: mine.totalReferred },
    leaderboard: rows
      .filter((row) => row.position <= REFERRAL_LEADERBOARD_SIZE && row.totalReferred > 0)
      .map((row) => ({
        user_id: row.id,
        username: row.username,
        avatar: shownAvatar(row.avatar),
        tagline: null,
        total_referred: row.totalReferred,
      })),
  };
}
