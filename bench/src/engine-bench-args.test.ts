import { describe, expect, it } from 'vitest';
import { engineBenchOptions } from './engine-bench-args.js';

describe('engineBenchOptions', () => {
  it('runs everything with 500 bot-only matches by default', () => {
    const options = engineBenchOptions([]);
    expect(options.qualityOnly).toBe(false);
    expect(options.botMatches).toBe(500);
    expect(options.matches).toBe(500);
    expect(options.klondikeDeals).toBe(1000);
  });

  it('reads --quality-only and --bot-matches as npm passes them after --', () => {
    const options = engineBenchOptions(['--quality-only', '--bot-matches', '2000']);
    expect(options.qualityOnly).toBe(true);
    expect(options.botMatches).toBe(2000);
    expect(engineBenchOptions(['--bot-matches=300']).botMatches).toBe(300);
  });

  it('refuses a match count that is not a whole number of at least 1, and unknown flags', () => {
    expect(() => engineBenchOptions(['--bot-matches', 'lots'])).toThrow(/--bot-matches/);
    expect(() => engineBenchOptions(['--bot-matches', '0'])).toThrow(/--bot-matches/);
    expect(() => engineBenchOptions(['--bot-matches', '2.5'])).toThrow(/--bot-matches/);
    expect(() => engineBenchOptions(['--quality_only'])).toThrow();
  });
});
