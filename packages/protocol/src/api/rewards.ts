/**
 * The daily reward calendar without claiming it: the Daily Rewards screen shows the month's streak before the
 * player taps Claim (POST /user/daily-reward, spec §7, claims and answers the same calendar).
 */
import { dailyRewardsSchema } from '../entities.js';
import { defineCall, successResponse } from './define.js';

export const REWARD_CALL_LIST = [
  defineCall({
    id: 'userDailyRewardState',
    method: 'GET',
    path: '/user/daily-reward',
    auth: 'bearer',
    summary:
      "The caller's login-streak calendar for this month and whether today's reward is still to claim.",
    response: successResponse({ dailyRewards: dailyRewardsSchema }),
  }),
] as const;
