/**
 * Spec §3 music state: the current track and the recent track history, driven by the music player
 * (src/audio/music-player.ts) under spec §4's rules. Progress counts seconds listened (it ticks once a
 * second while music plays, against spec §9's 180 s track length); history keeps the 5 most recent
 * tracks that stopped, newest first, one entry per track.
 */
import { TRACK_HISTORY_SIZE, TRACK_KEYS } from '@cardroom/protocol';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type TrackKey = (typeof TRACK_KEYS)[number];

/** The music ships with the app: every track is the repo's own synthesis (scripts/generate-tracks.mjs). */
export const TRACK_PRODUCER = 'Cardroom Studio';

export interface TrackEntry {
  key: TrackKey;
  producer: string;
  /** Seconds played. */
  progress: number;
  /** ISO time the track last started or stopped. */
  lastPlayed: string;
}

export interface MediaState {
  currentTrack: TrackEntry | null;
  trackHistory: TrackEntry[];
}

const initialState: MediaState = { currentTrack: null, trackHistory: [] };

/** The track `step` places away in play order, wrapping around; from no track, the first or the last. */
export function stepTrack(from: TrackKey | null, step: 1 | -1): TrackKey {
  const count = TRACK_KEYS.length;
  const index = from === null ? (step === 1 ? -1 : count) : TRACK_KEYS.indexOf(from);
  return TRACK_KEYS[(((index + step) % count) + count) % count] ?? TRACK_KEYS[0];
}

function remember(state: MediaState, entry: TrackEntry): void {
  state.trackHistory = [entry, ...state.trackHistory.filter((item) => item.key !== entry.key)].slice(
    0,
    TRACK_HISTORY_SIZE,
  );
}

export const mediaSlice = createSlice({
  name: 'media',
  initialState,
  reducers: {
    /**
     * A track starts (at `progress`, 0 unless resumed) and becomes the current one. A different track
     * that was current stops: its progress goes to the history.
     */
    trackStarted: {
      reducer(state, action: PayloadAction<TrackEntry>) {
        const previous = state.currentTrack;
        if (previous && previous.key !== action.payload.key) {
          remember(state, { ...previous, lastPlayed: action.payload.lastPlayed });
        }
        state.currentTrack = action.payload;
      },
      prepare(key: TrackKey, progress = 0) {
        return {
          payload: { key, producer: TRACK_PRODUCER, progress, lastPlayed: new Date().toISOString() },
        };
      },
    },
    /** One more second of the current track played. */
    trackTicked(state) {
      if (state.currentTrack) state.currentTrack.progress += 1;
    },
  },
});

export const { trackStarted, trackTicked } = mediaSlice.actions;
