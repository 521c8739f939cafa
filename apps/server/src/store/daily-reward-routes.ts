/** The daily reward's calls: its calendar, claiming it, and spec §7's rewards list and claim. */
import { API_CALLS } from '@cardroom/protocol';
import type { FastifyInstance } from 'fastify';
import { isGuest } from '../auth/accounts.js';
import type { AppContext } from '../context.js';
import { AppError } from '../http/errors.js';
import { currentAuth } from '../http/guards.js';
import { registerCall } from '../http/register-call.js';
import type { UserRow } from '../users/repository.js';
import { buildUserData } from '../users/user-data.js';
import { claimDailyReward, dailyRewardsOf, rewardsOf } from './daily-rewards.js';

/** A guest account is thrown away easily: a streak of free rewards is for registered players. */
function registered(user: UserRow): UserRow {
  if (isGuest(user)) throw new AppError('GUEST_NOT_ALLOWED');
  return user;
}

export function registerDailyRewardRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerCall(app, ctx, API_CALLS.userDailyRewardState, async ({ request }) => ({
    success: true,
    dailyRewards: await dailyRewardsOf(ctx.db, currentAuth(request).user.id),
  }));

  registerCall(app, ctx, API_CALLS.userDailyReward, async ({ request }) => {
    const user = registered(currentAuth(request).user);
    const reward = await claimDailyReward(ctx.db, user.id);
    return {
      success: true,
      reward,
      dailyRewards: await dailyRewardsOf(ctx.db, user.id),
      userData: await buildUserData(ctx.db, user.id),
    };
  });

  registerCall(app, ctx, API_CALLS.userRewards, async ({ request }) => {
    const { user } = currentAuth(request);
    return { success: true, rewards: await rewardsOf(ctx.db, user.id, user.locale) };
  });

  registerCall(app, ctx, API_CALLS.userClaimReward, async ({ request }) => {
    const user = registered(currentAuth(request).user);
    const pending = (await rewardsOf(ctx.db, user.id, user.locale)).filter(
      (reward) => reward.status === 'pending',
    );
    // Nothing pending is no error: the list of what was claimed is empty.
    const claimed = [];
    for (const reward of pending) {
      try {
        await claimDailyReward(ctx.db, user.id);
        claimed.push({ ...reward, status: 'claimed' as const, expiresAt: null });
      } catch (error) {
        // Claimed meanwhile by another tap or device: not claimed by this call.
        if (!(error instanceof AppError && error.code === 'REWARD_NOT_AVAILABLE')) throw error;
      }
    }
    return { success: true, rewards: claimed, userData: await buildUserData(ctx.db, user.id) };
  });
}
