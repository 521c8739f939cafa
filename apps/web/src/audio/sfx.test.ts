import { afterEach, describe, expect, it, vi } from 'vitest';
import { EFFECT_VOLUME, feedbackFor, HAPTIC_PATTERN } from './sfx.js';

describe('effects', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('keeps volumes within 0.6–0.9 and haptic pulses within 10–100 ms', () => {
    for (const volume of Object.values(EFFECT_VOLUME)) {
      expect(volume).toBeGreaterThanOrEqual(0.6);
      expect(volume).toBeLessThanOrEqual(0.9);
    }
    for (const pattern of Object.values(HAPTIC_PATTERN)) {
      for (const ms of pattern) {
        expect(ms).toBeGreaterThanOrEqual(10);
        expect(ms).toBeLessThanOrEqual(100);
      }
    }
  });

  it('vibrates only with haptics on', () => {
    const vibrate = vi.fn(() => true);
    vi.stubGlobal('navigator', { vibrate });
    feedbackFor({ sound: false, haptics: false }).invalid();
    expect(vibrate).not.toHaveBeenCalled();
    feedbackFor({ sound: false, haptics: true }).invalid();
    expect(vibrate).toHaveBeenCalledWith([80, 40, 100]);
  });

  it('plays through Web Audio only with sound on', () => {
    const started: number[] = [];
    const param = () => ({
      setValueAtTime: vi.fn(),
      exponentialRampToValueAtTime: vi.fn(),
    });
    class FakeContext {
      currentTime = 0;
      destination = {};
      resume = () => Promise.resolve();
      createOscillator() {
        return {
          type: 'sine',
          frequency: param(),
          connect: (node: unknown) => node,
          start: (at: number) => started.push(at),
          stop: vi.fn(),
        };
      }
      createGain() {
        const node = { gain: param(), connect: (next: unknown) => next };
        return node;
      }
    }
    vi.stubGlobal('AudioContext', FakeContext);
    vi.stubGlobal('navigator', {});
    feedbackFor({ sound: false, haptics: false }).click();
    expect(started).toHaveLength(0);
    feedbackFor({ sound: true, haptics: false }).click();
    feedbackFor({ sound: true, haptics: false }).invalid();
    expect(started).toHaveLength(4);
  });
});
