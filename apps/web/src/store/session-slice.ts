/** Spec §3 session state: the signed-in user, the access token and the inactive flag. */
import type { Notification, UserData, WalletBalances } from '@cardroom/protocol';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface SessionState {
  user: UserData | null;
  accessToken: string | null;
  /** Set when the session ended without the user asking (expired token, inactivity). */
  inactive: boolean;
}

const initialState: SessionState = { user: null, accessToken: null, inactive: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /** Every login-type reply carries both (spec §7). */
    sessionStarted(state, action: PayloadAction<{ accessToken: string; userData: UserData }>) {
      state.accessToken = action.payload.accessToken;
      state.user = action.payload.userData;
      state.inactive = false;
    },
    userUpdated(state, action: PayloadAction<UserData>) {
      state.user = action.payload;
    },
    /** Balances the server pushed (`user:balances`): the rest of the user stays as it is. */
    balancesReceived(state, action: PayloadAction<WalletBalances>) {
      if (state.user) Object.assign(state.user, action.payload);
    },
    notificationsSet(state, action: PayloadAction<Notification[]>) {
      if (state.user) state.user.notifications = action.payload;
    },
    tokenRefreshed(state, action: PayloadAction<string>) {
      state.accessToken = action.payload;
    },
    sessionCleared(state) {
      state.user = null;
      state.accessToken = null;
    },
    inactiveSet(state, action: PayloadAction<boolean>) {
      state.inactive = action.payload;
    },
  },
});

export const {
  sessionStarted,
  userUpdated,
  balancesReceived,
  notificationsSet,
  tokenRefreshed,
  sessionCleared,
  inactiveSet,
} = sessionSlice.actions;
