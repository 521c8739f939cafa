/**
 * Sound effects and haptics (spec §4, §9): synthesised with Web Audio (one shared AudioContext) at volumes
 * 0.6–0.9, vibrations of 10–100 ms. The success chime plays when coins or cash go up; `useFeedback` gates
 * every effect on the sound and haptics settings.
 */
import { useMemo } from 'react';
import { useAppSelector } from '../store/hooks.js';

/** Peak gains per effect, inside spec §9's 0.6–0.9. */
export const EFFECT_VOLUME = { success: 0.6, click: 0.6, invalid: 0.85 } as const;

/** Vibration patterns (ms), every pulse and pause inside spec §9's 10–100. */
export const HAPTIC_PATTERN = {
  tap: [10],
  success: [10],
  error: [80, 40, 100],
} as const satisfies Record<string, readonly number[]>;

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  void context.resume().catch(() => undefined);
  return context;
}

interface Tone {
  frequency: number;
  /** Frequency at the end of the tone (a glide), if any. */
  to?: number;
  type: OscillatorType;
  at: number;
  length: number;
  volume: number;
}

function play(tones: Tone[]): void {
  const ctx = audio();
  if (!ctx) return;
  const start = ctx.currentTime;
  for (const tone of tones) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    const at = start + tone.at;
    oscillator.type = tone.type;
    oscillator.frequency.setValueAtTime(tone.frequency, at);
    if (tone.to) oscillator.frequency.exponentialRampToValueAtTime(tone.to, at + tone.length);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(tone.volume, at + 0.008);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + tone.length);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + tone.length + 0.02);
  }
}

/** Two rising notes at spec §9's effect volume (0.6). */
export function playSuccessSound(): void {
  play([
    { frequency: 659.25, type: 'triangle', at: 0, length: 0.25, volume: EFFECT_VOLUME.success },
    { frequency: 987.77, type: 'triangle', at: 0.09, length: 0.25, volume: EFFECT_VOLUME.success },
  ]);
}

/** Spec §9 haptic patterns are 10 to 100 ms; a light tap is 10. */
export function vibrate(pattern: number | number[] = 10): void {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Not allowed without a user gesture in some browsers.
  }
}

/** A short soft tick for taps on controls. */
export function playClickSound(): void {
  play([{ frequency: 1800, to: 1200, type: 'sine', at: 0, length: 0.04, volume: EFFECT_VOLUME.click }]);
}

/** Two falling low tones: not allowed (spec §4: not enough coins to create a game). */
export function playInvalidSound(): void {
  play([
    { frequency: 220, to: 196, type: 'square', at: 0, length: 0.12, volume: EFFECT_VOLUME.invalid * 0.35 },
    { frequency: 165, to: 147, type: 'square', at: 0.13, length: 0.18, volume: EFFECT_VOLUME.invalid * 0.35 },
    { frequency: 110, type: 'sine', at: 0, length: 0.3, volume: EFFECT_VOLUME.invalid },
  ]);
}

export interface Feedback {
  click(): void;
  success(): void;
  invalid(): void;
}

/** Effects with their haptic, each only when its setting is on. */
export function feedbackFor({ sound, haptics }: { sound: boolean; haptics: boolean }): Feedback {
  return {
    click() {
      if (sound) playClickSound();
      if (haptics) vibrate([...HAPTIC_PATTERN.tap]);
    },
    success() {
      if (sound) playSuccessSound();
      if (haptics) vibrate([...HAPTIC_PATTERN.success]);
    },
    invalid() {
      if (sound) playInvalidSound();
      if (haptics) vibrate([...HAPTIC_PATTERN.error]);
    },
  };
}

export function useFeedback(): Feedback {
  const sound = useAppSelector((state) => state.settings.sound);
  const haptics = useAppSelector((state) => state.settings.haptics);
  return useMemo(() => feedbackFor({ sound, haptics }), [sound, haptics]);
}
