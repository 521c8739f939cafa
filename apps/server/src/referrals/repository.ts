/** The referral rewards' SQL and the referral leaderboard query; service.ts holds the reward rules. */
import { and, count, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { referralRewards, users } from '../db/schema.js';

export async function hasReferralReward(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ emailHash: referralRewards.emailHash })
    .from(referralRewards)
    .where(eq(referralRewards.userId, userId));
  return row !== undefined;
}

/** Rewards the referrer earned in the last 24 hours. */
export async function countRewardsInLastDay(db: Db, referrerId: string): Promise<number> {
  const [row] = await db
    .select({ rewards: count() })
    .from(referralRewards)
    .where(
      and(
        eq(referralRewards.referrerId, referrerId),
        gt(referralRewards.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return row?.rewards ?? 0;
}

/** Records the reward for the address; false when that address was rewarded before (nothing written). */
export async function recordReferralReward(
  db: Db,
  values: { emailHash: string; userId: string; referrerId: string },
): Promise<boolean> {
  const recorded = await db
    .insert(referralRewards)
    .values(values)
    .onConflictDoNothing()
    .returning({ emailHash: referralRewards.emailHash });
  return recorded.length > 0;
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

export interface ReferralStanding {
  id: string;
  username: string;
  avatar: string | null;
  totalReferred: number;
  position: number;
  totalUsers: number;
}

/** The user's own standing and the top `size` referrers who referred anyone, by position. */
export async function referralStandings(db: Db, userId: string, size: number): Promise<ReferralStanding[]> {
  const { counts, ranked } = rankedUsers(db);
  return db
    .with(counts, ranked)
    .select()
    .from(ranked)
    .where(or(eq(ranked.id, userId), and(lte(ranked.position, size), gt(ranked.totalReferred, 0))))
    .orderBy(ranked.position);
}
