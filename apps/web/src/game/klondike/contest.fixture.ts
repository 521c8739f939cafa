/** Contests as the server answers them, for the chooser's and the results panel's tests. */
import type { ContestEntry, SolitaireContest } from '@cardroom/protocol';

const coins = (amount: number) => ({ currency: 'coins' as const, amount });

export function contestEntryFixture(overrides: Partial<ContestEntry> = {}): ContestEntry {
  return {
    user_id: 'u-1',
    username: 'ana',
    avatar: null,
    status: 'playing',
    score: null,
    seconds: null,
    moves: null,
    place: null,
    payout: coins(0),
    ...overrides,
  };
}

export function contestFixture(overrides: Partial<SolitaireContest> = {}): SolitaireContest {
  return {
    contest_id: 'c-1',
    kind: 'contest',
    draw: 1,
    seats: 2,
    entrants: 1,
    entryFee: coins(100),
    prize: coins(90),
    status: 'open',
    closesAt: '2026-11-28T03:00:00.000Z',
    createdAt: '2026-11-27T03:00:00.000Z',
    commitment: 'ab'.repeat(32),
    clientSeed: 'seed',
    serverSeed: null,
    myEntry: null,
    entries: [],
    ...overrides,
  };
}

/** A settled two-player contest: the signed-in player (sampleUser's id) won 180 of the 200 entries. */
export function settledContestFixture(meId: string): SolitaireContest {
  const winner = contestEntryFixture({
    user_id: meId,
    username: 'me',
    status: 'won',
    score: 4200,
    seconds: 185,
    moves: 120,
    place: 1,
    payout: coins(180),
  });
  return contestFixture({
    entrants: 2,
    prize: coins(180),
    status: 'settled',
    serverSeed: 'cd'.repeat(32),
    myEntry: { ...winner, game_id: 'kl-1' },
    entries: [
      winner,
      contestEntryFixture({
        user_id: 'u-2',
        username: 'bruno',
        status: 'resigned',
        score: 310,
        seconds: 64,
        moves: 30,
        place: 2,
      }),
    ],
  });
}
