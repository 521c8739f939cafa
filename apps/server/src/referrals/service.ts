import { REFERRAL_REWARD_COINS, type ReferralData } from '@cardroom/protocol';
import { and, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import { sendReferralJoinedNotification } from '../notifications/service.js';
import { findUserById, type UserRow } from '../users/repository.js';
import { applyBalanceChanges } from '../wallet/wallet.js';

/** How many rows the referral leaderboard shows. */
export const REFERRAL_LEADERBOARD_SIZE = 10;
export const REFERRAL_REASON = 'referral-bonus';

/**
 * Spec §9: when an account registered with someone's referral code, both sides get 100 coins and the
 * referrer is told. Keyed by the new user's id, so however often this runs each side is paid once. A
 * referrer deleted since (or the account itself, which cannot refer itself) earns nothing.
 */
export async function rewardReferral(ctx: Pick<AppContext, 'db'>, user: UserRow): Promise<void> {
  if (!user.referredBy || user.referredBy === user.id) return;
  const referrer = await findUserById(ctx.db, user.referredBy);
  if (!referrer) return;
  const coins = [{ currency: 'coins' as const, delta: REFERRAL_REWARD_COINS }];
  await applyBalanceChanges(ctx.db, {
    userId: user.id,
    changes: coins,
    reason: REFERRAL_REASON,
    idempotencyKey: `referral:${user.id}:new`,
  });
  const paid = await applyBalanceChanges(ctx.db, {
    userId: referrer.id,
    changes: coins,
    reason: REFERRAL_REASON,
    idempotencyKey: `referral:${user.id}:referrer`,
  });
  if (paid.applied) await sendReferralJoinedNotification(ctx.db, referrer, user, REFERRAL_REWARD_COINS);
}

/**
 * Every user ranked by how many accounts registered with their code, ties going to the earlier account;
 * one pass over users (a GROUP BY for the counts, a window for the ranks).
 */
function rankedUsers(db: Db) {
  const counts = db.$with('referral_counts').as(
    db
      .select({
        referrerId: sql<string>`${users.referredBy}`.as('referrer_id'),
        total: sql<number>`count(*)::int`.as('total'),
      })
      .from(users)
      .where(isNotNull(users.referredBy))
      .groupBy(users.referredBy),
  );
  const total = sql`coalesce(${counts.total}, 0)`;
  const ranked = db.$with('referral_ranks').as(
    db
      .select({
        id: users.id,
        username: users.username,
        avatar: users.avatar,
        totalReferred: sql<number>`${total}::int`.as('total_referred'),
        position:
          sql<number>`(row_number() over (order by ${total} desc, ${users.createdAt} asc, ${users.id} asc))::int`.as(
            'position',
          ),
        totalUsers: sql<number>`(count(*) over ())::int`.as('total_users'),
      })
      .from(users)
      .leftJoin(counts, eq(counts.referrerId, users.id)),
  );
  return { counts, ranked };
}

/** The referral modal's data: the caller's code and standing, and the top referrers (spec §2, §3). */
export async function referralData(db: Db, user: UserRow): Promise<ReferralData> {
  const { counts, ranked } = rankedUsers(db);
  const rows = await db
    .with(counts, ranked)
    .select()
    .from(ranked)
    .where(
      or(
        eq(ranked.id, user.id),
        and(lte(ranked.position, REFERRAL_LEADERBOARD_SIZE), gt(ranked.totalReferred, 0)),
      ),
    )
    .orderBy(ranked.position);
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
        avatar: row.avatar,
        tagline: null,
        total_referred: row.totalReferred,
      })),
  };
}
