import { describe, expect, it } from 'vitest';
import { turnBar, turnSecondsLeft } from './countdown.js';

const NOW = Date.parse('2030-01-01T10:00:00.000Z');
const at = (ms: number) => new Date(NOW + ms).toISOString();

describe('turnSecondsLeft', () => {
  it('never shows more than the turn length (a trick pause before the turn)', () => {
    expect(turnSecondsLeft({ deadline: at(20_900), now: NOW, offsetMs: 0, turnSeconds: 20 })).toBe(20);
    expect(turnSecondsLeft({ deadline: at(24_000), now: NOW, offsetMs: 0, turnSeconds: 20 })).toBe(20);
  });

  it("counts on the server's clock when this device runs behind or ahead", () => {
    // The device is 1.5 s behind the server: 20 s on the server's clock is 18.5 s left.
    expect(turnSecondsLeft({ deadline: at(20_000), now: NOW, offsetMs: 1500, turnSeconds: 20 })).toBe(19);
    // The device is 3 s ahead: without the offset it would read 17.
    expect(turnSecondsLeft({ deadline: at(17_000), now: NOW, offsetMs: -3000, turnSeconds: 20 })).toBe(20);
    expect(turnSecondsLeft({ deadline: at(10_000), now: NOW, offsetMs: -3000, turnSeconds: 20 })).toBe(13);
  });

  it('stops at 0 and ignores an unreadable deadline', () => {
    expect(turnSecondsLeft({ deadline: at(-5000), now: NOW, offsetMs: 0, turnSeconds: 20 })).toBe(0);
    expect(turnSecondsLeft({ deadline: 'soon', now: NOW, offsetMs: 0, turnSeconds: 20 })).toBeNull();
  });
});

describe('turnBar', () => {
  it('waits out a pause before the turn, then drains the turn from full', () => {
    expect(turnBar({ deadline: at(20_900), now: NOW, offsetMs: 0, turnSeconds: 20 })).toEqual({
      delayMs: 900,
      durationMs: 20_000,
      start: 1,
    });
  });

  it('drains what is left of a turn already running', () => {
    expect(turnBar({ deadline: at(5000), now: NOW, offsetMs: 0, turnSeconds: 20 })).toEqual({
      delayMs: 0,
      durationMs: 5000,
      start: 0.25,
    });
  });
});
