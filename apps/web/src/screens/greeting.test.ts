import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting.js';

const NOW = Date.parse('2025-03-10T18:00:00Z');

describe('greetingFor', () => {
  it('welcomes a visitor to the app', () => {
    expect(greetingFor(null, NOW)).toBe('welcomeTitle');
  });

  it('welcomes a player who joined today and has not played yet, not back', () => {
    const user = { createdAt: '2025-03-10T17:55:00Z', stats: undefined };
    expect(greetingFor(user, NOW)).toBe('welcomeNew');
    expect(
      greetingFor({ ...user, stats: { gamesPlayed: 0, wins: 0, losses: 0, rating: 1000, level: 1 } }, NOW),
    ).toBe('welcomeNew');
  });

  it('welcomes back a player who has played or joined before today', () => {
    const played = { gamesPlayed: 1, wins: 1, losses: 0, rating: 1010, level: 1 };
    expect(greetingFor({ createdAt: '2025-03-10T17:00:00Z', stats: played }, NOW)).toBe('welcomeBack');
    expect(greetingFor({ createdAt: '2025-03-08T10:00:00Z', stats: undefined }, NOW)).toBe('welcomeBack');
  });
});
