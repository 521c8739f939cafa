#!/usr/bin/env node
/**
 * Synthesises the five music tracks of spec §3 (keys in play order) as seamless loops:
 * 16-bit PCM WAV, 22.05 kHz mono, about 16 s each, into apps/web/public/music/<key>.wav.
 *
 * Everything is deterministic: a seeded PRNG for noise, no clock, no Math.random. Notes are mixed
 * into a circular buffer (a tail that runs past the end wraps to the start) and the reverb runs over
 * the loop twice, keeping the second pass, so each file loops without a click or a gap.
 *
 * Skips the work when the files exist and were made by this exact script (a stamp under node_modules/.cache holds its hash).
 * Usage: node scripts/generate-tracks.mjs [--force]
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SR = 22050;
const here = dirname(fileURLToPath(import.meta.url));
const OUT = join(here, '..', 'public', 'music');
const STAMP_NAME = 'music.stamp';
const KEYS = ['triTachyonJazzPianoSong', 'phase', 'lookingAt', 'reunite', 'soFar'];
const TAU = Math.PI * 2;

// ---------------------------------------------------------------------------------------------
// Building blocks

/** mulberry32: a small seeded PRNG in [0, 1). */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const hz = (midi) => 440 * 2 ** ((midi - 69) / 12);

/** A loop of `seconds` with circular mixing. */
function loop(seconds) {
  const length = Math.round(seconds * SR);
  const data = new Float64Array(length);
  return {
    length,
    data,
    add(index, value) {
      data[((index % length) + length) % length] += value;
    },
    /** Mixes a rendered voice in at sample `from`, wrapping around the end. */
    mix(from, voice) {
      let at = ((from % length) + length) % length;
      for (let i = 0; i < voice.length; i++) {
        data[at] += voice[i];
        at = at + 1 === length ? 0 : at + 1;
      }
    },
  };
}

/** Attack, exponential decay, and a short release after `hold` seconds. */
function envelope(t, { attack = 0.005, decay = 1, hold = Number.POSITIVE_INFINITY, release = 0.08 }) {
  const rise = t < attack ? t / attack : 1;
  const body = Math.exp(-t / decay);
  const tail = t > hold ? Math.max(0, 1 - (t - hold) / release) : 1;
  return rise * body * tail;
}

/**
 * Additive voice: partials [ratio, amplitude, decay factor], each an exponentially decaying sine under
 * one attack/release shape. Phasors step by rotation and decays by multiplication (cheap, and exact
 * enough for a few seconds). `vibrato` is [rate Hz, depth in semitones].
 */
function additive(buf, start, freq, seconds, gain, partials, env, vibrato) {
  const { attack = 0.005, decay = 1, hold = Number.POSITIVE_INFINITY, release = 0.08 } = env;
  const count = Math.round(seconds * SR);
  const shape = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    const t = i / SR;
    shape[i] = (t < attack ? t / attack : 1) * (t > hold ? Math.max(0, 1 - (t - hold) / release) : 1) * gain;
  }
  const bend = vibrato ? new Float64Array(count) : null;
  if (bend && vibrato) {
    for (let i = 0; i < count; i++)
      bend[i] = 2 ** ((vibrato[1] * Math.sin((TAU * vibrato[0] * i) / SR)) / 12);
  }
  const voice = new Float64Array(count);
  for (const [ratio, amp, decayFactor] of partials) {
    const f = freq * ratio;
    if (f >= SR / 2 - 200) continue;
    const fall = Math.exp(-1 / (SR * decay * decayFactor));
    let level = amp;
    if (bend) {
      let phase = 0;
      for (let i = 0; i < count && level > 1e-5; i++) {
        phase += (TAU * f * bend[i]) / SR;
        voice[i] += Math.sin(phase) * level * shape[i];
        level *= fall;
      }
      continue;
    }
    const c = Math.cos((TAU * f) / SR);
    const s = Math.sin((TAU * f) / SR);
    let x = 1;
    let y = 0;
    for (let i = 0; i < count && level > 1e-5; i++) {
      voice[i] += y * level * shape[i];
      const nx = x * c - y * s;
      y = x * s + y * c;
      x = nx;
      level *= fall;
    }
  }
  buf.mix(Math.round(start * SR), voice);
}

/** A soft acoustic piano: slightly stretched partials, higher ones dying sooner. */
function piano(buf, start, midi, hold, gain) {
  const f = hz(midi);
  const partials = [];
  for (let n = 1; n <= 8; n++) {
    partials.push([n * Math.sqrt(1 + 0.0004 * n * n), 1 / n ** 1.4, 1 / (1 + 0.6 * (n - 1))]);
  }
  const decay = 1.6 * (261 / f) ** 0.35;
  additive(buf, start, f, hold + 0.35, gain, partials, { attack: 0.003, decay, hold, release: 0.3 });
}

/** An electric piano: two-operator FM with a decaying index and a faint bell tine. */
function epiano(buf, start, midi, hold, gain) {
  const f = hz(midi);
  const from = Math.round(start * SR);
  const count = Math.round((hold + 0.4) * SR);
  const env = { attack: 0.004, decay: 1.4, hold, release: 0.35 };
  for (let i = 0; i < count; i++) {
    const t = i / SR;
    const index = 1.6 * Math.exp(-t / 0.35) + 0.25;
    const mod = Math.sin(TAU * f * t) * index;
    const tine = Math.sin(TAU * f * 14 * t) * 0.08 * Math.exp(-t / 0.04);
    buf.add(from + i, (Math.sin(TAU * f * t + mod) + tine) * gain * envelope(t, env));
  }
}

/** Plucked string (Karplus-Strong) seeded by deterministic noise. */
function pluck(buf, start, midi, seconds, gain, rand, brightness = 0.5) {
  const period = Math.max(2, Math.round(SR / hz(midi)));
  const line = new Float64Array(period);
  let last = 0;
  for (let i = 0; i < period; i++) {
    // Smoothed noise: a darker excitation for a softer pluck.
    last = last * (1 - brightness) + (rand() * 2 - 1) * brightness;
    line[i] = last;
  }
  const from = Math.round(start * SR);
  const count = Math.round(seconds * SR);
  let index = 0;
  for (let i = 0; i < count; i++) {
    const next = (index + 1) % period;
    const value = line[index];
    line[index] = 0.996 * 0.5 * (line[index] + line[next]);
    index = next;
    const fade = i > count - 400 ? (count - i) / 400 : 1;
    buf.add(from + i, value * gain * fade);
  }
}

/** Sustained pad: a few detuned sawtooth-like partial stacks with a slow swell. */
function pad(buf, start, midis, seconds, gain) {
  for (const midi of midis) {
    for (const detune of [-0.06, 0.06]) {
      const partials = [];
      for (let n = 1; n <= 6; n++) partials.push([n, 0.5 / n ** 1.6, 1]);
      additive(
        buf,
        start,
        hz(midi + detune),
        seconds + 0.8,
        gain / midis.length,
        partials,
        { attack: 0.6, decay: 1e9, hold: seconds, release: 0.8 },
        [4.5, 0.04],
      );
    }
  }
}

/** Marimba-like mallet: fundamental plus the fourth harmonic, quick decay. */
function mallet(buf, start, midi, gain) {
  additive(
    buf,
    start,
    hz(midi),
    0.9,
    gain,
    [
      [1, 1, 1],
      [3.99, 0.35, 0.25],
      [9.9, 0.08, 0.1],
    ],
    { attack: 0.002, decay: 0.32 },
  );
}

/** Glassy bell: inharmonic partials. */
function bell(buf, start, midi, gain, decay = 0.9) {
  additive(
    buf,
    start,
    hz(midi),
    decay * 3,
    gain,
    [
      [1, 1, 1],
      [2.76, 0.45, 0.6],
      [5.4, 0.22, 0.35],
      [8.93, 0.1, 0.2],
    ],
    { attack: 0.002, decay },
  );
}

/** Round bass: sine with a touch of second harmonic. */
function bass(buf, start, midi, hold, gain) {
  additive(
    buf,
    start,
    hz(midi),
    hold + 0.12,
    gain,
    [
      [1, 1, 1],
      [2, 0.25, 0.6],
    ],
    { attack: 0.008, decay: 1.2, hold, release: 0.1 },
  );
}

function kick(buf, start, gain) {
  const from = Math.round(start * SR);
  let phase = 0;
  for (let i = 0; i < 0.35 * SR; i++) {
    const t = i / SR;
    phase += (TAU * (45 + 75 * Math.exp(-t / 0.04))) / SR;
    buf.add(from + i, Math.sin(phase) * gain * Math.exp(-t / 0.12));
  }
}

/** Filtered noise burst: hats, rides, brushes and snares by their colour and length. */
function noise(buf, start, seconds, gain, rand, { highpass = 0.6, decay = 0.05, body = 0 } = {}) {
  const from = Math.round(start * SR);
  let previous = 0;
  let low = 0;
  for (let i = 0; i < seconds * SR; i++) {
    const t = i / SR;
    const white = rand() * 2 - 1;
    low += (white - low) * (1 - highpass);
    const high = white - low;
    const tone = body ? Math.sin(TAU * body * t) * 0.6 * Math.exp(-t / 0.05) : 0;
    const value = (high * 0.7 + previous * 0.3 + tone) * gain * Math.exp(-t / decay);
    previous = high;
    buf.add(from + i, value);
  }
}

/** Freeverb-style reverb run twice around the loop; the second pass is steady state. */
function reverb(buf, wet, size = 0.8) {
  const combs = [558, 594, 638, 678].map((d) => ({ line: new Float64Array(d), i: 0, store: 0 }));
  const allpasses = [278, 220].map((d) => ({ line: new Float64Array(d), i: 0 }));
  const out = new Float64Array(buf.length);
  for (let pass = 0; pass < 2; pass++) {
    for (let n = 0; n < buf.length; n++) {
      const input = buf.data[n] * 0.25;
      let sum = 0;
      for (const comb of combs) {
        const y = comb.line[comb.i];
        comb.store = y * 0.7 + comb.store * 0.3;
        comb.line[comb.i] = input + comb.store * size;
        comb.i = (comb.i + 1) % comb.line.length;
        sum += y;
      }
      for (const ap of allpasses) {
        const y = ap.line[ap.i];
        ap.line[ap.i] = sum + y * 0.5;
        ap.i = (ap.i + 1) % ap.line.length;
        sum = y - sum;
      }
      if (pass === 1) out[n] = buf.data[n] + sum * wet;
    }
  }
  buf.data.set(out);
}

/** Scale to a common loudness with a peak ceiling; TPDF-dithered 16-bit PCM in a WAV container. */
function toWav(buf, rand) {
  let peak = 0;
  let energy = 0;
  for (const v of buf.data) {
    peak = Math.max(peak, Math.abs(v));
    energy += v * v;
  }
  const rms = Math.sqrt(energy / buf.length) || 1;
  const gain = Math.min(0.16 / rms, 0.89 / (peak || 1));
  const bytes = Buffer.alloc(44 + buf.length * 2);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(36 + buf.length * 2, 4);
  bytes.write('WAVE', 8, 'ascii');
  bytes.write('fmt ', 12, 'ascii');
  bytes.writeUInt32LE(16, 16);
  bytes.writeUInt16LE(1, 20); // PCM
  bytes.writeUInt16LE(1, 22); // mono
  bytes.writeUInt32LE(SR, 24);
  bytes.writeUInt32LE(SR * 2, 28);
  bytes.writeUInt16LE(2, 32);
  bytes.writeUInt16LE(16, 34);
  bytes.write('data', 36, 'ascii');
  bytes.writeUInt32LE(buf.length * 2, 40);
  for (let i = 0; i < buf.length; i++) {
    const dither = rand() - rand();
    const sample = Math.round(buf.data[i] * gain * 32767 + dither);
    bytes.writeInt16LE(Math.max(-32768, Math.min(32767, sample)), 44 + i * 2);
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// The five tracks

/** Tri-Tachyon Jazz Piano Song: swung ii–V–I in C, electric piano comping, walking bass, ride. */
function triTachyonJazzPianoSong() {
  const beat = 60 / 120;
  const bars = 8;
  const buf = loop(bars * 4 * beat);
  const rand = prng(1);
  // [start beat, voicing, length in beats] per bar.
  const chords = [
    [
      [0, [65, 69, 72, 76], 1.4],
      [2.67, [65, 69, 72, 76], 0.8],
    ],
    [
      [0, [65, 71, 76], 1.4],
      [2.67, [65, 71, 76], 0.8],
    ],
    [
      [0, [64, 67, 71, 74], 1.4],
      [2.67, [64, 67, 71, 74], 0.8],
    ],
    [
      [0, [67, 70, 73], 1.4],
      [2.67, [67, 70, 73], 0.8],
    ],
    [
      [0, [65, 69, 72, 76], 1.4],
      [2.67, [65, 69, 72, 76], 0.8],
    ],
    [
      [0, [65, 68, 71, 75], 1.4],
      [2.67, [65, 68, 71, 75], 0.8],
    ],
    [
      [0, [62, 67, 71], 1.4],
      [2, [61, 67, 71], 1.4],
    ],
    [
      [0, [60, 65, 69], 1.4],
      [2, [59, 65, 69], 1.4],
    ],
  ];
  const walk = [
    [38, 41, 45, 44],
    [43, 47, 50, 49],
    [48, 43, 45, 46],
    [45, 49, 52, 51],
    [50, 48, 45, 44],
    [43, 47, 44, 41],
    [40, 43, 45, 39],
    [38, 41, 43, 37],
  ];
  const melody = [
    [
      [1.67, 74, 0.33],
      [2, 76, 0.67],
      [2.67, 77, 0.33],
      [3, 76, 1],
    ],
    [
      [0, 74, 0.67],
      [0.67, 71, 0.33],
      [1, 67, 1],
      [2.67, 69, 0.33],
      [3, 71, 1],
    ],
    [
      [0, 72, 1.5],
      [2, 76, 0.67],
      [2.67, 79, 1.33],
    ],
    [
      [0, 82, 0.67],
      [0.67, 79, 0.33],
      [1, 76, 0.67],
      [1.67, 73, 0.33],
      [2, 70, 1.5],
    ],
    [
      [0, 69, 1],
      [1.67, 72, 0.33],
      [2, 74, 0.67],
      [2.67, 76, 0.33],
      [3, 77, 1],
    ],
    [
      [0, 75, 0.67],
      [0.67, 71, 0.33],
      [1, 68, 1],
      [2.67, 65, 0.33],
      [3, 67, 1],
    ],
    [
      [0, 71, 0.67],
      [0.67, 67, 0.33],
      [1, 64, 1],
      [2, 73, 0.67],
      [2.67, 76, 0.33],
      [3, 79, 1],
    ],
    [
      [0, 77, 1],
      [1, 74, 0.67],
      [1.67, 72, 0.33],
      [2, 71, 1.5],
      [3.67, 69, 0.33],
    ],
  ];
  for (let bar = 0; bar < bars; bar++) {
    const at = (b) => (bar * 4 + b) * beat;
    for (const [b, voicing, length] of chords[bar]) {
      for (const [n, midi] of voicing.entries()) epiano(buf, at(b) + n * 0.006, midi, length * beat, 0.09);
    }
    for (const [b, midi] of walk[bar].entries()) bass(buf, at(b), midi, beat * 0.85, 0.45);
    for (const [b, midi, length] of melody[bar]) piano(buf, at(b), midi, length * beat, 0.22);
    for (const b of [0, 1, 1.67, 2, 3, 3.67]) {
      noise(buf, at(b), 0.4, b % 1 ? 0.05 : 0.08, rand, { highpass: 0.85, decay: 0.11 });
    }
    for (const b of [1, 3]) noise(buf, at(b), 0.06, 0.05, rand, { highpass: 0.9, decay: 0.015 });
  }
  reverb(buf, 0.35);
  return buf;
}

/** Phase: a twelve-note mallet figure against itself, the copy drifting a note at a time. */
function phase() {
  const step = 0.13;
  const figure = [64, 66, 71, 73, 74, 66, 64, 73, 71, 66, 74, 73];
  const cycles = 10;
  const offsets = [0, 0, 1, 1, 2, 2, 3, 3, 2, 1];
  const buf = loop(cycles * figure.length * step);
  for (let cycle = 0; cycle < cycles; cycle++) {
    for (let i = 0; i < figure.length; i++) {
      const at = (cycle * figure.length + i) * step;
      mallet(buf, at, figure[i], 0.22);
      const shifted = figure[(i + offsets[cycle]) % figure.length];
      bell(buf, at + 0.004, shifted + 12, 0.06, 0.5);
    }
  }
  const cycleSeconds = figure.length * step;
  const pads = [
    [40, [52, 59, 66]],
    [40, [52, 59, 66]],
    [38, [50, 57, 64]],
    [38, [50, 57, 64]],
    [45, [49, 57, 64]],
  ];
  for (const [n, [root, voicing]] of pads.entries()) {
    const at = n * 2 * cycleSeconds;
    pad(buf, at, voicing, 2 * cycleSeconds, 0.16);
    bass(buf, at, root, 2 * cycleSeconds - 0.2, 0.22);
  }
  reverb(buf, 0.5, 0.84);
  return buf;
}

/** Looking At: lo-fi, plucked seventh chords, a lazy beat and a little vinyl dust. */
function lookingAt() {
  const beat = 60 / 90;
  const bars = 6;
  const buf = loop(bars * 4 * beat);
  const rand = prng(3);
  const chords = [
    [41, [53, 57, 60, 64]],
    [40, [52, 55, 59, 62]],
    [38, [50, 53, 57, 64]],
    [36, [48, 55, 59, 64]],
    [34, [46, 53, 57, 62]],
    [33, [45, 52, 55, 61]],
  ];
  const melody = [
    [
      [0.5, 76],
      [1, 74],
      [2.5, 72],
    ],
    [
      [0.5, 71],
      [1.5, 74],
      [3, 67],
    ],
    [
      [0.5, 69],
      [1, 72],
      [2.5, 76],
    ],
    [
      [0, 74],
      [1.5, 71],
      [2.5, 67],
    ],
    [
      [0.5, 69],
      [1, 70],
      [2.5, 74],
    ],
    [
      [0.5, 73],
      [1.5, 76],
      [3, 79],
    ],
  ];
  const swing = (b) => (b % 1 === 0.5 ? b + 0.08 : b);
  for (let bar = 0; bar < bars; bar++) {
    const at = (b) => (bar * 4 + swing(b)) * beat;
    const [root, voicing] = chords[bar];
    for (const strum of [0, 2.5]) {
      for (const [n, midi] of voicing.entries()) {
        pluck(buf, at(strum) + n * 0.028, midi, 2.2, strum ? 0.16 : 0.22, rand, 0.35);
      }
    }
    bass(buf, at(0), root, beat * 2.2, 0.5);
    bass(buf, at(2.5), root + 12, beat * 1.2, 0.3);
    for (const [b, midi] of melody[bar]) bell(buf, at(b), midi, 0.07, 0.6);
    for (const b of [0, 1.75, 2.5]) kick(buf, at(b), 0.55);
    for (const b of [1, 3]) noise(buf, at(b), 0.25, 0.22, rand, { highpass: 0.4, decay: 0.07, body: 185 });
    for (let b = 0; b < 4; b += 0.5) {
      noise(buf, at(b), 0.08, b % 1 ? 0.035 : 0.05, rand, { highpass: 0.9, decay: 0.02 });
    }
  }
  for (let i = 0; i < 40; i++) {
    noise(buf, (rand() * buf.length) / SR, 0.004, 0.15 * rand(), rand, { highpass: 0.2, decay: 0.001 });
  }
  reverb(buf, 0.3);
  return buf;
}

/** Reunite: bright D major, bell arpeggios, a four-on-the-floor pulse and a hopeful hook. */
function reunite() {
  const beat = 60 / 128;
  const bars = 8;
  const buf = loop(bars * 4 * beat);
  const rand = prng(4);
  const chords = [
    [38, [62, 66, 69, 74]],
    [45, [61, 64, 69, 73]],
    [47, [62, 66, 71, 74]],
    [43, [62, 67, 71, 74]],
    [38, [62, 66, 69, 74]],
    [45, [61, 64, 69, 73]],
    [43, [62, 67, 71, 74]],
    [45, [61, 64, 69, 76]],
  ];
  const melody = [
    [
      [0, 78, 1],
      [1, 76, 0.5],
      [1.5, 74, 0.5],
      [2, 76, 1],
      [3, 81, 1],
    ],
    [
      [0, 76, 1.5],
      [1.5, 73, 0.5],
      [2, 76, 1],
      [3, 73, 1],
    ],
    [
      [0, 74, 1],
      [1, 73, 0.5],
      [1.5, 71, 0.5],
      [2, 74, 1],
      [3, 78, 1],
    ],
    [
      [0, 79, 2],
      [2, 78, 1],
      [3, 76, 1],
    ],
    [
      [0, 78, 1],
      [1, 76, 0.5],
      [1.5, 74, 0.5],
      [2, 76, 1],
      [3, 81, 1],
    ],
    [
      [0, 76, 1],
      [1, 78, 0.5],
      [1.5, 81, 1.5],
      [3, 76, 1],
    ],
    [
      [0, 79, 1],
      [1, 78, 0.5],
      [1.5, 76, 0.5],
      [2, 74, 1],
      [3, 71, 1],
    ],
    [
      [0, 73, 2],
      [2, 76, 1],
      [3, 69, 1],
    ],
  ];
  const arpOrder = [0, 1, 2, 3, 2, 1, 2, 3];
  for (let bar = 0; bar < bars; bar++) {
    const at = (b) => (bar * 4 + b) * beat;
    const [root, voicing] = chords[bar];
    pad(
      buf,
      at(0),
      voicing.map((m) => m - 12),
      4 * beat,
      0.12,
    );
    for (let i = 0; i < 16; i++) {
      bell(buf, at(i / 2), voicing[arpOrder[i % 8]] + 12, i % 2 ? 0.03 : 0.045, 0.35);
    }
    for (const b of [0, 1.5, 2, 3.5]) bass(buf, at(b), root, beat * 0.45, 0.4);
    for (const [b, midi, length] of melody[bar]) piano(buf, at(b), midi, length * beat, 0.2);
    for (let b = 0; b < 4; b++) kick(buf, at(b), 0.45);
    for (const b of [1, 3]) noise(buf, at(b), 0.2, 0.16, rand, { highpass: 0.55, decay: 0.05, body: 220 });
    for (let b = 0.5; b < 4; b++) noise(buf, at(b), 0.12, 0.05, rand, { highpass: 0.88, decay: 0.04 });
  }
  reverb(buf, 0.3);
  return buf;
}

/** So Far: a slow waltz in A minor, piano over a string pad. */
function soFar() {
  const beat = 60 / 90;
  const bars = 8;
  const buf = loop(bars * 3 * beat);
  const chords = [
    [45, [57, 60, 64], [69, 72, 76]],
    [41, [57, 60, 65], [65, 69, 72]],
    [36, [55, 60, 64], [64, 67, 72]],
    [43, [55, 59, 62], [62, 67, 71]],
    [45, [57, 60, 64], [69, 72, 76]],
    [41, [57, 60, 65], [65, 69, 72]],
    [38, [57, 62, 65], [62, 65, 69]],
    [40, [56, 59, 62], [64, 68, 71]],
  ];
  const melody = [
    [
      [0, 76, 1.5],
      [1.5, 74, 0.5],
      [2, 72, 1],
    ],
    [
      [0, 72, 2],
      [2, 69, 1],
    ],
    [
      [0, 67, 1],
      [1, 72, 1],
      [2, 76, 1],
    ],
    [
      [0, 74, 2.5],
      [2.5, 71, 0.5],
    ],
    [
      [0, 72, 1.5],
      [1.5, 71, 0.5],
      [2, 69, 1],
    ],
    [
      [0, 65, 1],
      [1, 69, 1],
      [2, 72, 1],
    ],
    [
      [0, 74, 1.5],
      [1.5, 72, 0.5],
      [2, 69, 1],
    ],
    [
      [0, 68, 2],
      [2, 71, 1],
    ],
  ];
  for (let bar = 0; bar < bars; bar++) {
    const at = (b) => (bar * 3 + b) * beat;
    const [root, left, strings] = chords[bar];
    piano(buf, at(0), root, beat * 2.8, 0.3);
    for (const b of [1, 2]) for (const midi of left) piano(buf, at(b), midi, beat * 0.8, 0.07);
    for (const [b, midi, length] of melody[bar]) piano(buf, at(b), midi, length * beat, 0.26);
    pad(
      buf,
      at(0),
      strings.map((m) => m - 12),
      3 * beat,
      0.1,
    );
  }
  reverb(buf, 0.55, 0.86);
  return buf;
}

const TRACKS = { triTachyonJazzPianoSong, phase, lookingAt, reunite, soFar };

// ---------------------------------------------------------------------------------------------

const script = readFileSync(fileURLToPath(import.meta.url));
const stamp = createHash('sha256').update(script).digest('hex').slice(0, 16);
// The stamp lives outside public/ so it is not copied into the build.
const stampDir = join(here, '..', 'node_modules', '.cache', 'generated-assets');
const stampFile = join(stampDir, STAMP_NAME);
const upToDate =
  !process.argv.includes('--force') &&
  existsSync(stampFile) &&
  readFileSync(stampFile, 'utf8') === stamp &&
  KEYS.every((key) => existsSync(join(OUT, `${key}.wav`)));

if (upToDate) {
  console.log(`music: up to date in ${OUT}`);
} else {
  mkdirSync(OUT, { recursive: true });
  const started = performance.now();
  let total = 0;
  for (const [n, key] of KEYS.entries()) {
    const wav = toWav(TRACKS[key](), prng(1000 + n));
    writeFileSync(join(OUT, `${key}.wav`), wav);
    total += wav.length;
    const seconds = (wav.length - 44) / 2 / SR;
    console.log(`music: ${key}.wav ${seconds.toFixed(1)} s, ${(wav.length / 1024).toFixed(0)} KiB`);
  }
  mkdirSync(stampDir, { recursive: true });
  writeFileSync(stampFile, stamp);
  const elapsed = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`music: ${KEYS.length} tracks, ${(total / 1024 / 1024).toFixed(2)} MiB in ${elapsed} s`);
}
