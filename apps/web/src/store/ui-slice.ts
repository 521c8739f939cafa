/** Spec §3 UI state: the loading flag, the app and error messages, and the snackbar that shows them. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UiState {
  loading: boolean;
  message: string | null;
  errorMessage: string | null;
  snackbar: boolean;
  /** Changes with every message shown, so a repeated text restarts the snackbar's timer. */
  snackbarKey: number;
  /** The last named flow status (for example 'email-verified', 'password-reset'). */
  status: string | null;
  locationError: string | null;
}

const initialState: UiState = {
  loading: false,
  message: null,
  errorMessage: null,
  snackbar: false,
  snackbarKey: 0,
  status: null,
  locationError: null,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    loadingSet(state, action: PayloadAction<boolean>) {
      state.loading = action.payload;
    },
    /** An informational message in the snackbar. */
    messageShown(state, action: PayloadAction<string>) {
      state.message = action.payload;
      state.errorMessage = null;
      state.snackbar = true;
      state.snackbarKey += 1;
    },
    /** An error in the snackbar; whatever was loading has stopped (spec §8). */
    errorShown(state, action: PayloadAction<string>) {
      state.errorMessage = action.payload;
      state.message = null;
      state.snackbar = true;
      state.snackbarKey += 1;
      state.loading = false;
    },
    snackbarClosed(state) {
      state.snackbar = false;
    },
    statusSet(state, action: PayloadAction<string | null>) {
      state.status = action.payload;
    },
    locationErrorSet(state, action: PayloadAction<string | null>) {
      state.locationError = action.payload;
    },
  },
});

export const { loadingSet, messageShown, errorShown, snackbarClosed, statusSet, locationErrorSet } =
  uiSlice.actions;
