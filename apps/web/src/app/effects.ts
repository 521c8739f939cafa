/**
 * Feedback effects of spec §4: a short success chime synthesised with Web Audio (no audio files for
 * effects) and a light vibration. Both respect the device settings and fail quietly where unsupported.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof AudioContext === 'undefined') return null;
  context ??= new AudioContext();
  return context;
}

/** Two rising notes at spec §9's effect volume (0.6). */
export function playSuccessSound(): void {
  const ctx = audio();
  if (!ctx) return;
  void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime;
  for (const [index, frequency] of [659.25, 987.77].entries()) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'triangle';
    oscillator.frequency.value = frequency;
    const at = start + index * 0.09;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.6, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.25);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.3);
  }
}

/** Spec §9 haptic patterns are 10 to 100 ms; a light tap is 10. */
export function vibrate(pattern: number | number[] = 10): void {
  try {
    navigator.vibrate?.(pattern);
  } catch {
    // Not allowed without a user gesture in some browsers.
  }
}
