/** A signed-in player for component tests; override what a test is about. */
import type { UserData } from '@cardroom/protocol';

export function sampleUser(overrides: Partial<UserData> = {}): UserData {
  return {
    id: 'u1',
    username: 'ann',
    email: 'ann@example.com',
    avatar: null,
    roles: ['ROLE_USER'],
    email_verified: true,
    age_verified: false,
    createdAt: '2025-01-31T12:00:00.000Z',
    lastLoginAt: null,
    city_name: null,
    region_name: null,
    country_code: 'US',
    locale: 'en',
    cash_balance: 1234,
    bonus_cash: 0,
    credits: 0,
    tokens: 0,
    coins: 1000,
    gems: 0,
    gold: 0,
    tickets: { bronze: 0, silver: 0, gold: 0, vip: 0 },
    activeProgression: { tier: 1, gamesWon: 2, gamesNeededToComplete: 10 },
    stats: { gamesPlayed: 12, wins: 5, losses: 7, rating: 1000, level: 3 },
    notifications: [],
    onboardingCompleted: true,
    linkedProviders: [],
    ...overrides,
  };
}
