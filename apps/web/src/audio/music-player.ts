/**
 * The music player of spec §4, driven by the store: it plays the current track while the music setting
 * is on (each track a looping HTMLAudioElement at spec §9's volume 0.4), pauses it when the setting goes
 * off (the progress stays in the state, so turning music on again resumes), starts the first track when
 * music is on and nothing is current, stops every other track when one plays, and ticks the progress
 * once a second while the track really plays. At spec §9's 180 s a track ends: its progress goes to the
 * history and, music being on, the next track in play order takes its place (rather than leaving the
 * music setting on with nothing playing).
 */
import { TRACK_KEYS, TRACK_LENGTH_SECONDS } from '@cardroom/protocol';
import type { UnknownAction } from '@reduxjs/toolkit';
import {
  type MediaState,
  stepTrack,
  type TrackKey,
  trackStarted,
  trackTicked,
} from '../store/media-slice.js';

export const MUSIC_VOLUME = 0.4;

/** The part of HTMLAudioElement the player uses (a fake in tests). */
export interface AudioLike {
  loop: boolean;
  volume: number;
  preload: string;
  currentTime: number;
  readonly paused: boolean;
  play(): Promise<void>;
  pause(): void;
}

export interface MusicState {
  settings: { music: boolean };
  media: MediaState;
}

export interface MusicStore {
  getState(): MusicState;
  dispatch(action: UnknownAction): unknown;
  subscribe(listener: () => void): () => void;
}

export interface MusicPlayerOptions {
  createAudio?(url: string): AudioLike;
  setInterval?(callback: () => void, ms: number): unknown;
  clearInterval?(handle: unknown): void;
  /** Called when the browser refused to start playback without a user gesture; `retry` tries again. */
  onBlocked?(retry: () => void): void;
}

export function trackUrl(key: TrackKey): string {
  return `/music/${key}.wav`;
}

/** Changes to the previous or next track (wrapping around); the new one starts at 0. */
export function changeTrack(step: 1 | -1) {
  return (dispatch: (action: UnknownAction) => unknown, getState: () => Pick<MusicState, 'media'>) => {
    dispatch(trackStarted(stepTrack(getState().media.currentTrack?.key ?? null, step)));
  };
}

/** After a refused play(), try again on the next tap or key press anywhere on the page. */
function retryOnGesture(retry: () => void): void {
  const once = () => {
    window.removeEventListener('pointerdown', once, true);
    window.removeEventListener('keydown', once, true);
    retry();
  };
  window.addEventListener('pointerdown', once, true);
  window.addEventListener('keydown', once, true);
}

const players = new WeakMap<MusicStore, () => void>();

/** Starts following `store`; once per store (later calls return the same detach function). */
export function attachMusicPlayer(store: MusicStore, options: MusicPlayerOptions = {}): () => void {
  const existing = players.get(store);
  if (existing) return existing;
  const createAudio = options.createAudio ?? ((url: string) => new Audio(url));
  const startTimer = options.setInterval ?? ((callback, ms) => globalThis.setInterval(callback, ms));
  const stopTimer =
    options.clearInterval ?? ((handle) => globalThis.clearInterval(handle as ReturnType<typeof setInterval>));
  const onBlocked = options.onBlocked ?? retryOnGesture;

  const audios = new Map<TrackKey, AudioLike>();
  /** The track the player has set playing, and the one whose audio position belongs to the state. */
  let active: TrackKey | null = null;
  let positioned: TrackKey | null = null;
  let timer: unknown = null;

  const audioFor = (key: TrackKey): AudioLike => {
    let audio = audios.get(key);
    if (!audio) {
      audio = createAudio(trackUrl(key));
      audio.loop = true;
      audio.volume = MUSIC_VOLUME;
      audio.preload = 'auto';
      audios.set(key, audio);
    }
    return audio;
  };

  const play = (key: TrackKey) => {
    audioFor(key)
      .play()
      .catch((error: unknown) => {
        if ((error as { name?: unknown } | null)?.name === 'NotAllowedError') {
          onBlocked(() => {
            if (active === key) play(key);
          });
        }
      });
  };

  const tick = () => {
    const current = store.getState().media.currentTrack;
    if (!current || active !== current.key || audioFor(current.key).paused) return;
    store.dispatch(trackTicked());
    if (current.progress + 1 >= TRACK_LENGTH_SECONDS) store.dispatch(trackStarted(stepTrack(current.key, 1)));
  };

  const sync = () => {
    const { settings, media } = store.getState();
    if (settings.music && !media.currentTrack) {
      // Runs sync again from inside the dispatch.
      store.dispatch(trackStarted(TRACK_KEYS[0]));
      return;
    }
    const want = settings.music && media.currentTrack ? media.currentTrack.key : null;
    if (want === active) return;
    active = want;
    for (const [key, audio] of audios) {
      if (key === want) continue;
      audio.pause();
      // Playing one track stops the others; the paused current one keeps its place to resume.
      if (key !== media.currentTrack?.key) audio.currentTime = 0;
    }
    if (want) {
      if (positioned !== want) audioFor(want).currentTime = 0;
      positioned = want;
      play(want);
      timer ??= startTimer(tick, 1000);
    } else if (timer !== null) {
      stopTimer(timer);
      timer = null;
    }
  };

  const unsubscribe = store.subscribe(sync);
  sync();
  const detach = () => {
    unsubscribe();
    if (timer !== null) stopTimer(timer);
    for (const audio of audios.values()) audio.pause();
    players.delete(store);
  };
  players.set(store, detach);
  return detach;
}
