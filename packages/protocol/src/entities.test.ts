import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  cardSchema,
  DEFAULT_GAME_MODE,
  type GameData,
  gameCostFor,
  gameDataSchema,
  isGuest,
  isModeOfMap,
  ROLE_GUEST,
  type UserData,
  userDataSchema,
} from './entities.js';

const sampleUser: UserData = {
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
  credits: 50,
  tokens: 0,
  coins: 1000,
  gems: 3,
  gold: 0,
  tickets: { bronze: 1, silver: 0, gold: 0, vip: 0 },
  activeProgression: { tier: 1, gamesWon: 2, gamesNeededToComplete: 10 },
  notifications: [
    {
      id: 'n1',
      subject: 'Welcome',
      sender: 'Cardroom',
      message: 'Have fun!',
      time_stamp: '2025-01-31T12:00:00Z',
      expiresAt: null,
      isRead: false,
    },
  ],
  onboardingCompleted: true,
  linkedProviders: ['google'],
};

describe('entities', () => {
  it('lists the currencies in the agreed order', () => {
    expect(CURRENCIES).toEqual([
      'cash_balance',
      'bonus_cash',
      'credits',
      'tokens',
      'coins',
      'gems',
      'gold',
      'ticket_bronze',
      'ticket_silver',
      'ticket_gold',
      'ticket_vip',
    ]);
  });

  it('accepts a complete user and strips fields the protocol does not name', () => {
    const parsed = userDataSchema.parse({ ...sampleUser, passwordHash: 'secret' });
    expect(parsed).toEqual(sampleUser);
    expect('passwordHash' in parsed).toBe(false);
  });

  it('keeps balances as whole numbers (cents for cash, bonus cash and credits)', () => {
    expect(userDataSchema.safeParse({ ...sampleUser, cash_balance: 12.34 }).success).toBe(false);
    expect(userDataSchema.safeParse({ ...sampleUser, coins: -1 }).success).toBe(false);
  });

  it('recognises guests by role', () => {
    expect(isGuest(sampleUser)).toBe(false);
    expect(isGuest({ roles: [ROLE_GUEST] })).toBe(true);
  });

  it('uses the spec card form', () => {
    expect(cardSchema.safeParse({ suit: 'hearts', value: '2' }).success).toBe(true);
    expect(cardSchema.safeParse({ suit: 'stars', value: '2' }).success).toBe(false);
    expect(cardSchema.safeParse({ suit: 'hearts', value: '1' }).success).toBe(false);
  });

  it('describes a game table', () => {
    const game: GameData = {
      game_id: 'g1',
      map: 'spades',
      game_mode: 'deuceshigh',
      type: 'bots',
      people: 4,
      maxPeople: 4,
      round: 1,
      hasStarted: true,
      hasFinished: false,
      spadePlayed: false,
      players: [],
      teams: [{ id: 0, playerIds: ['u1', 'b2'], score: 0, bags: 0 }],
      currentTrick: [{ playerId: 'u1', seat: 0, card: { suit: 'clubs', value: 'A' } }],
      turn: 'b1',
      createdAt: '2025-01-31T12:00:00.000Z',
    };
    expect(gameDataSchema.parse(game)).toEqual(game);
  });

  it('pairs maps and modes as rules.md does, and prices games as spec §9 does', () => {
    expect(isModeOfMap('spades', 'heartsonfire')).toBe(true);
    expect(isModeOfMap('dominoes', 'tilesonfire')).toBe(true);
    expect(isModeOfMap('solitaire', 'deuceshigh')).toBe(false);
    expect(DEFAULT_GAME_MODE).toMatchObject({ name: 'Deuces High', game_mode: 'deuceshigh', map: 'spades' });
    expect(gameCostFor('vs')).toBe(150);
    expect(gameCostFor('bots')).toBe(100);
  });
});
