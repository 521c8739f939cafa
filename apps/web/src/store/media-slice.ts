/** Spec §3 music state: the current track and the recent track history (played by the music player). */
import { TRACK_HISTORY_SIZE, type TRACK_KEYS } from '@cardroom/protocol';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type TrackKey = (typeof TRACK_KEYS)[number];

export interface TrackEntry {
  key: TrackKey;
  /** Seconds played. */
  progress: number;
  lastPlayed: string;
}

export interface MediaState {
  currentTrack: TrackEntry | null;
  trackHistory: TrackEntry[];
}

const initialState: MediaState = { currentTrack: null, trackHistory: [] };

export const mediaSlice = createSlice({
  name: 'media',
  initialState,
  reducers: {
    trackStarted(state, action: PayloadAction<TrackEntry>) {
      state.currentTrack = action.payload;
    },
    /** Saves the progress of the track that stopped and keeps the most recent entries. */
    trackStopped(state, action: PayloadAction<TrackEntry>) {
      state.currentTrack = null;
      state.trackHistory = [
        action.payload,
        ...state.trackHistory.filter((entry) => entry.key !== action.payload.key),
      ].slice(0, TRACK_HISTORY_SIZE);
    },
  },
});

export const { trackStarted, trackStopped } = mediaSlice.actions;
