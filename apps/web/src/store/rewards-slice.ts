/** Spec §3: daily rewards and referral data, loaded by their screens and kept for the session. */
import type { DailyRewards, ReferralData } from '@cardroom/protocol';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface RewardsState {
  dailyRewards: DailyRewards | null;
  referralData: ReferralData | null;
}

const initialState: RewardsState = { dailyRewards: null, referralData: null };

export const rewardsSlice = createSlice({
  name: 'rewards',
  initialState,
  reducers: {
    dailyRewardsLoaded(state, action: PayloadAction<DailyRewards>) {
      state.dailyRewards = action.payload;
    },
    referralDataLoaded(state, action: PayloadAction<ReferralData>) {
      state.referralData = action.payload;
    },
  },
});

export const { dailyRewardsLoaded, referralDataLoaded } = rewardsSlice.actions;
