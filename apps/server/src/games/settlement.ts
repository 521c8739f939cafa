/**
 * The end of a game, in the same transaction as its final state: payouts through the wallet (idempotent per
 * game and person), a result row per person, statistics with an openskill rating, and progression.
 */
import type { SpadesState } from '@cardroom/engine';
import type { GameOutcome } from '@cardroom/protocol';
import { eq, sql } from 'drizzle-orm';
import { ordinal, rate, rating } from 'openskill';
import type { Db } from '../db/client.js';
import { gameResults, playerStats, users } from '../db/schema.js';
import type { LedgerKind } from '../wallet/ledger-kinds.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { closePot, potOf } from './pots.js';
import { finishPrizePool } from './prize-pools.js';
import type { GameRecord, SeatRow } from './repository.js';
import { playerIdOf, sideOf } from './spades/projection.js';

type Result = 'win' | 'loss' | 'draw';

export interface PersonResult {
  userId: string;
  seat: number;
  result: Result;
  score: number;
  payout: number;
}

export interface Settlement {
  outcome: GameOutcome;
  people: PersonResult[];
}

/** A prize pool's prize, split between its winners. */
export interface Prize {
  amount: number;
}

function isPerson(seat: SeatRow): seat is SeatRow & { userId: string } {
  return seat.userId !== null;
}

/**
 * Who won and what each person gets: vs computer or vs people, a win pays twice the entry and a draw returns
 * it; a person who left before the end (their seat now a bot's) forfeits. A prize pool pays its prize instead.
 */
export function settle(record: GameRecord, state: SpadesState, prize?: Prize): Settlement {
  const { game } = record;
  const result = state.result ?? { winners: [], draw: false };
  const mode = game.gameMode;
  const winnerSeats = record.seats.filter((seat) => result.winners.includes(sideOf(mode, seat.seat)));
  const stayingWinners = winnerSeats.filter((seat) => isPerson(seat) && !seat.isBot).length;
  const people = record.seats.filter(isPerson).map((seat): PersonResult => {
    const side = sideOf(mode, seat.seat);
    const onTop = result.winners.includes(side);
    const outcome: Result = seat.isBot ? 'loss' : !onTop ? 'loss' : result.draw ? 'draw' : 'win';
    let payout = 0;
    if (outcome === 'win')
      payout = prize ? Math.floor(prize.amount / Math.max(1, stayingWinners)) : 2 * game.entryFee;
    if (outcome === 'draw') payout = prize ? 0 : game.entryFee;
    return {
      userId: seat.userId,
      seat: seat.seat,
      result: outcome,
      score: state.scores[side]?.score ?? 0,
      payout,
    };
  });
  return {
    outcome: {
      winners: winnerSeats.map(playerIdOf),
      draw: result.draw,
      payouts: people
        .filter((person) => !record.seats.find((seat) => seat.seat === person.seat)?.isBot)
        .map((person) => ({ playerId: person.userId, currency: 'coins' as const, amount: person.payout })),
    },
    people,
  };
}

async function credit(tx: Db, userId: string, amount: number, reason: LedgerKind, key: string) {
  if (amount <= 0) return;
  await applyBalanceChanges(tx, {
    userId,
    changes: [{ currency: 'coins', delta: amount }],
    reason,
    idempotencyKey: key,
  });
}

/**
 * The most the house may put up at a table: it stakes the entry for each seat nobody paid into the pot (the
 * bots' seats), and a winner's payout is their own entry plus one matching stake, so it never stakes more than
 * one entry per person paid.
 */
export function houseStakeLimit(record: GameRecord, settlement: Settlement): number {
  const fee = record.game.entryFee;
  const unfunded = record.seats.reduce((sum, seat) => sum + Math.max(0, fee - seat.entryCharged), 0);
  const paidPeople = settlement.people.filter((person) => person.payout > 0).length;
  return Math.min(unfunded, fee * paidPeople);
}

export interface TablePayout {
  userId: string;
  /** Out of the pot (`game-payout`). */
  fromPot: number;
  /** The house's stake for the bots' seats (`bot-table-prize`). */
  fromHouse: number;
}

/**
 * Where a table's payouts come from: the pot first, then the house, within houseStakeLimit. A payout needing
 * more is a bug, never a payment: this throws, and the settlement's transaction (the final move) rolls back.
 */
export function splitTablePayouts(
  record: GameRecord,
  settlement: Settlement,
): { payouts: TablePayout[]; rake: number } {
  let pot = potOf(record);
  let houseLeft = houseStakeLimit(record, settlement);
  const payouts = settlement.people.map((person): TablePayout => {
    const fromPot = Math.min(person.payout, pot);
    pot -= fromPot;
    const fromHouse = person.payout - fromPot;
    if (fromHouse > houseLeft)
      throw new Error(
        `payouts of ${record.game.id} need ${fromHouse} from the house beyond its stake (${houseLeft} left)`,
      );
    houseLeft -= fromHouse;
    return { userId: person.userId, fromPot, fromHouse };
  });
  return { payouts, rake: pot };
}

/**
 * Pays the settlement's payouts (same transaction as the final state): a table's as splitTablePayouts says,
 * what is left in its pot going to the house (`table-rake`). A prize pool's prize is put up by the house
 * (`prize-pool-prize`): its entrants paid tickets, not coins.
 */
async function payOut(tx: Db, record: GameRecord, settlement: Settlement): Promise<void> {
  const { game } = record;
  if (game.prizePoolId) {
    for (const person of settlement.people) {
      const key = `game-payout:${game.id}:${person.userId}`;
      await credit(tx, person.userId, person.payout, 'prize-pool-prize', key);
    }
    return closePot(tx, game.id, potOf(record));
  }
  const { payouts, rake } = splitTablePayouts(record, settlement);
  for (const { userId, fromPot, fromHouse } of payouts) {
    await credit(tx, userId, fromPot, 'game-payout', `game-payout:${game.id}:${userId}`);
    await credit(tx, userId, fromHouse, 'bot-table-prize', `bot-table-prize:${game.id}:${userId}`);
  }
  await closePot(tx, game.id, rake);
}

/** Applies a settlement: wallet credits, results, statistics, ratings and progression. */
export async function recordSettlement(tx: Db, record: GameRecord, settlement: Settlement): Promise<void> {
  const { game } = record;
  // The tutorial is practice: free, and it counts in no statistics, rating or leaderboard.
  if (game.type === 'tutorial') return;
  await payOut(tx, record, settlement);
  for (const person of settlement.people) {
    await tx
      .insert(gameResults)
      .values({
        gameId: game.id,
        userId: person.userId,
        map: game.map,
        gameMode: game.gameMode,
        outcome: person.result,
        score: person.score,
        payout: person.payout,
      })
      .onConflictDoNothing();
    await tx
      .insert(playerStats)
      .values({ userId: person.userId })
      .onConflictDoNothing({ target: playerStats.userId });
    await tx
      .update(playerStats)
      .set({
        gamesPlayed: sql`${playerStats.gamesPlayed} + 1`,
        wins: sql`${playerStats.wins} + ${person.result === 'win' ? 1 : 0}`,
        losses: sql`${playerStats.losses} + ${person.result === 'loss' ? 1 : 0}`,
        draws: sql`${playerStats.draws} + ${person.result === 'draw' ? 1 : 0}`,
      })
      .where(eq(playerStats.userId, person.userId));
    if (person.result === 'win') await advanceProgression(tx, person.userId);
  }
  await updateRatings(tx, record, settlement);
  if (game.prizePoolId) await finishPrizePool(tx, game.prizePoolId);
}

async function advanceProgression(tx: Db, userId: string): Promise<void> {
  const completes = sql`${users.gamesWon} + 1 >= ${users.gamesNeededToComplete}`;
  await tx
    .update(users)
    .set({
      progressionTier: sql`CASE WHEN ${completes} THEN ${users.progressionTier} + 1 ELSE ${users.progressionTier} END`,
      gamesWon: sql`CASE WHEN ${completes} THEN 0 ELSE ${users.gamesWon} + 1 END`,
      gamesNeededToComplete: sql`CASE WHEN ${completes} THEN ${users.gamesNeededToComplete} + 5 ELSE ${users.gamesNeededToComplete} END`,
    })
    .where(eq(users.id, userId));
}

/**
 * openskill over the sides of the table: people carry their stored rating, bots a fresh default one, so
 * beating bots moves a rating less than beating rated people.
 */
async function updateRatings(tx: Db, record: GameRecord, settlement: Settlement): Promise<void> {
  const people = settlement.people;
  if (people.length === 0) return;
  const stored = new Map<string, { mu: number; sigma: number }>();
  for (const person of people) {
    const [row] = await tx
      .select({ mu: playerStats.ratingMu, sigma: playerStats.ratingSigma })
      .from(playerStats)
      .where(eq(playerStats.userId, person.userId));
    stored.set(person.userId, row ? rating({ mu: row.mu, sigma: row.sigma }) : rating());
  }
  const sides = new Map<number, { userId: string | null; rank: number }[]>();
  for (const seat of record.seats) {
    const side = sideOf(record.game.gameMode, seat.seat);
    const person = people.find((candidate) => candidate.seat === seat.seat);
    const rank = settlement.outcome.winners.includes(playerIdOf(seat)) ? 1 : 2;
    sides.set(side, [...(sides.get(side) ?? []), { userId: person?.userId ?? null, rank }]);
  }
  const teams = [...sides.values()];
  const before = teams.map((team) =>
    team.map((member) => (member.userId ? (stored.get(member.userId) ?? rating()) : rating())),
  );
  const after = rate(before, { rank: teams.map((team) => team[0]?.rank ?? 2) });
  for (const [teamIndex, team] of teams.entries()) {
    for (const [memberIndex, member] of team.entries()) {
      const next = after[teamIndex]?.[memberIndex];
      if (!member.userId || !next) continue;
      await tx
        .update(playerStats)
        .set({ ratingMu: next.mu, ratingSigma: next.sigma })
        .where(eq(playerStats.userId, member.userId));
    }
  }
}

/** The rating shown to people: 1000 plus 40 × openskill's conservative ordinal (starts at 1000). */
export function displayRating(mu: number, sigma: number): number {
  return Math.round(1000 + 40 * ordinal(rating({ mu, sigma })));
}
