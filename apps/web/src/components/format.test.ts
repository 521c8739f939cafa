/** Issue 10: positions read "1TH of 1", "9TH de 11"; ordinals follow each language's rules. */
import { describe, expect, it } from 'vitest';
import { formatCompactCount, formatOrdinal, tierProgressPercent } from './format.js';

describe('formatOrdinal', () => {
  it('writes English ordinals by the plural rules, teens included', () => {
    const cases: [number, string][] = [
      [1, '1st'],
      [2, '2nd'],
      [3, '3rd'],
      [4, '4th'],
      [9, '9th'],
      [11, '11th'],
      [12, '12th'],
      [13, '13th'],
      [21, '21st'],
      [22, '22nd'],
      [23, '23rd'],
      [101, '101st'],
      [111, '111th'],
      [112, '112th'],
      [1001, '1,001st'],
    ];
    for (const [value, text] of cases) expect(formatOrdinal(value, 'en'), String(value)).toBe(text);
  });

  it('writes Spanish ordinals with the ordinal indicator', () => {
    expect(formatOrdinal(1, 'es')).toBe('1.º');
    expect(formatOrdinal(9, 'es')).toBe('9.º');
    expect(formatOrdinal(11, 'es')).toBe('11.º');
    expect(formatOrdinal(21, 'es')).toBe('21.º');
  });
});

describe('tierProgressPercent', () => {
  it('is the share of the tier won, whole, capped at 100, and full for a tier that needs no wins', () => {
    expect(tierProgressPercent({ gamesWon: 0, gamesNeededToComplete: 10 })).toBe(0);
    expect(tierProgressPercent({ gamesWon: 1, gamesNeededToComplete: 3 })).toBe(33);
    expect(tierProgressPercent({ gamesWon: 12, gamesNeededToComplete: 10 })).toBe(100);
    expect(tierProgressPercent({ gamesWon: 0, gamesNeededToComplete: 0 })).toBe(100);
  });
});

describe('formatCompactCount', () => {
  it('keeps counts under the threshold whole and shortens larger ones in each language', () => {
    expect(formatCompactCount(99_999, 'en')).toBe('99,999');
    expect(formatCompactCount(99_999, 'es')).toBe('99.999');
    expect(formatCompactCount(123_456, 'en')).toBe('123.5K');
    expect(formatCompactCount(1_234_567, 'en')).toBe('1.2M');
    expect(formatCompactCount(1_234_567, 'es').replace(/\s/g, ' ')).toBe('1,2 M');
    expect(formatCompactCount(1_500, 'en', 1_000)).toBe('1.5K');
  });
});
