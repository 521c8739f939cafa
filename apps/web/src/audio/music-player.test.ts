import { TRACK_KEYS, TRACK_LENGTH_SECONDS } from '@cardroom/protocol';
import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { mediaSlice, stepTrack } from '../store/media-slice.js';
import { settingsSlice, settingToggled } from '../store/settings-slice.js';
import { type AudioLike, attachMusicPlayer, changeTrack, MUSIC_VOLUME } from './music-player.js';

class FakeAudio implements AudioLike {
  loop = false;
  volume = 1;
  preload = '';
  currentTime = 0;
  paused = true;
  plays = 0;
  constructor(
    readonly url: string,
    private readonly refuse: () => boolean,
  ) {}
  play() {
    if (this.refuse()) {
      const error = new Error('play() needs a user gesture');
      error.name = 'NotAllowedError';
      return Promise.reject(error);
    }
    this.plays += 1;
    this.paused = false;
    return Promise.resolve();
  }
  pause() {
    this.paused = true;
  }
}

function setup({ music = false, refuse = false } = {}) {
  const store = configureStore({
    reducer: { settings: settingsSlice.reducer, media: mediaSlice.reducer },
  });
  if (!music) store.dispatch(settingToggled('music'));
  const audios = new Map<string, FakeAudio>();
  let refusing = refuse;
  let tick: (() => void) | null = null;
  let retry: (() => void) | null = null;
  const detach = attachMusicPlayer(store, {
    createAudio(url) {
      const audio = new FakeAudio(url, () => refusing);
      audios.set(url.replace('/music/', '').replace('.wav', ''), audio);
      return audio;
    },
    setInterval(callback) {
      tick = callback;
      return 1;
    },
    clearInterval() {
      tick = null;
    },
    onBlocked(again) {
      retry = again;
    },
  });
  const seconds = (count: number) => {
    for (let i = 0; i < count; i++) tick?.();
  };
  const toggleMusic = () => store.dispatch(settingToggled('music'));
  const playing = () => [...audios].filter(([, audio]) => !audio.paused).map(([key]) => key);
  return {
    store,
    audios,
    seconds,
    toggleMusic,
    playing,
    detach,
    ticking: () => tick !== null,
    allow() {
      refusing = false;
      retry?.();
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('stepTrack', () => {
  it('cycles the five tracks in play order with wrap-around both ways', () => {
    expect(stepTrack('soFar', 1)).toBe('triTachyonJazzPianoSong');
    expect(stepTrack('triTachyonJazzPianoSong', -1)).toBe('soFar');
    expect(stepTrack('phase', 1)).toBe('lookingAt');
    expect(stepTrack(null, 1)).toBe('triTachyonJazzPianoSong');
    expect(stepTrack(null, -1)).toBe('soFar');
  });
});

describe('music player', () => {
  it('starts triTachyonJazzPianoSong, looping at volume 0.4, when music is turned on', () => {
    const player = setup();
    expect(player.store.getState().media.currentTrack).toBeNull();
    player.toggleMusic();
    const current = player.store.getState().media.currentTrack;
    expect(current).toMatchObject({
      key: 'triTachyonJazzPianoSong',
      progress: 0,
      producer: 'Cardroom Studio',
    });
    const audio = player.audios.get('triTachyonJazzPianoSong');
    expect(audio).toMatchObject({ loop: true, volume: MUSIC_VOLUME, paused: false });
    expect(audio?.url).toBe('/music/triTachyonJazzPianoSong.wav');
  });

  it('ticks the progress each second while playing; off pauses and keeps it, on resumes it', () => {
    const player = setup({ music: true });
    player.seconds(3);
    expect(player.store.getState().media.currentTrack?.progress).toBe(3);
    const audio = player.audios.get('triTachyonJazzPianoSong');
    if (!audio) throw new Error('no audio');
    audio.currentTime = 3;

    player.toggleMusic();
    expect(audio.paused).toBe(true);
    expect(player.ticking()).toBe(false);
    expect(player.store.getState().media.currentTrack).toMatchObject({ progress: 3 });

    player.toggleMusic();
    expect(audio.paused).toBe(false);
    expect(audio.currentTime).toBe(3);
    player.seconds(2);
    expect(player.store.getState().media.currentTrack).toMatchObject({
      key: 'triTachyonJazzPianoSong',
      progress: 5,
    });
  });

  it('next and previous wrap around, reset progress and stop every other track', () => {
    const player = setup({ music: true });
    player.seconds(4);
    const visited: string[] = [];
    for (let i = 0; i < TRACK_KEYS.length; i++) {
      player.store.dispatch(changeTrack(1));
      const current = player.store.getState().media.currentTrack;
      visited.push(current?.key ?? '');
      expect(current?.progress).toBe(0);
      expect(player.playing()).toEqual([current?.key]);
    }
    expect(visited).toEqual(['phase', 'lookingAt', 'reunite', 'soFar', 'triTachyonJazzPianoSong']);
    player.store.dispatch(changeTrack(-1));
    expect(player.store.getState().media.currentTrack?.key).toBe('soFar');
    expect(player.audios.get('triTachyonJazzPianoSong')?.currentTime).toBe(0);
  });

  it('keeps the five most recent stopped tracks with their progress, newest first', () => {
    const player = setup({ music: true });
    player.seconds(7);
    player.store.dispatch(changeTrack(1));
    player.seconds(2);
    player.store.dispatch(changeTrack(1));
    const history = player.store.getState().media.trackHistory;
    expect(history.map((entry) => [entry.key, entry.progress])).toEqual([
      ['phase', 2],
      ['triTachyonJazzPianoSong', 7],
    ]);
    for (let i = 0; i < 8; i++) player.store.dispatch(changeTrack(1));
    const keys = player.store.getState().media.trackHistory.map((entry) => entry.key);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(5);
    expect(player.store.getState().media.currentTrack?.key).toBe('triTachyonJazzPianoSong');
    expect(keys[0]).toBe('soFar');
  });

  it('at 180 s saves the track to the history and goes on with the next one', () => {
    const player = setup({ music: true });
    player.seconds(TRACK_LENGTH_SECONDS);
    const { currentTrack, trackHistory } = player.store.getState().media;
    expect(currentTrack).toMatchObject({ key: 'phase', progress: 0 });
    expect(trackHistory[0]).toMatchObject({ key: 'triTachyonJazzPianoSong', progress: 180 });
    expect(player.playing()).toEqual(['phase']);
  });

  it('changing track with music off plays nothing until music is on, then from 0', () => {
    const player = setup();
    player.store.dispatch(changeTrack(1));
    expect(player.store.getState().media.currentTrack?.key).toBe('triTachyonJazzPianoSong');
    expect(player.playing()).toEqual([]);
    player.toggleMusic();
    expect(player.playing()).toEqual(['triTachyonJazzPianoSong']);
  });

  it('does not tick while the browser refuses playback, and retries on the next gesture', async () => {
    const player = setup({ music: true, refuse: true });
    await flush();
    player.seconds(3);
    expect(player.store.getState().media.currentTrack?.progress).toBe(0);
    player.allow();
    player.seconds(2);
    expect(player.store.getState().media.currentTrack?.progress).toBe(2);
  });

  it('attaches once per store and detaches cleanly', () => {
    const player = setup({ music: true });
    expect(attachMusicPlayer(player.store)).toBe(player.detach);
    player.detach();
    expect(player.playing()).toEqual([]);
    expect(player.ticking()).toBe(false);
  });
});
