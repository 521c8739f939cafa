/**
 * The end of a game, in the same transaction as its final state: payouts through the wallet (idempotent per
 * game and person), a result row per person, statistics with an openskill rating, and progression.
 */
import type { Outcome } from '@cardroom/engine';
import type { GameOutcome } from '@cardroom/protocol';
import { ordinal, rate, rating } from 'openskill';
import type { Db } from '../db/client.js';
import { storeCatalogue } from '../store/catalogue.js';
import type { LedgerKind } from '../wallet/ledger-kinds.js';
import { applyBalanceChanges } from '../wallet/wallet.js';
import { closePot, potOf } from './pots.js';
import { finishPrizePool } from './prize-pool-repository.js';
import { playerIdOf } from './projection.js';
import type { GameRecord, SeatRow } from './repository.js';
import { advanceProgression, readRatings, recordResult, writeRating } from './results-repository.js';

type Result = 'win' | 'loss' | 'draw';

export interface PersonResult {
  userId: string;
  seat: number;
  result: Result;
  score: number;
  /** The place of the person's side (1 = first). */
  place: number;
  payout: number;
}

export interface Settlement {
  outcome: GameOutcome;
  /** Seats of each side and each side's place, from the game's outcome (the ratings read them). */
  sides: number[][];
  places: number[];
  people: PersonResult[];
}

/** A prize pool's prize, split between its winners. */
export interface Prize {
  amount: number;
}

function isPerson(seat: SeatRow): seat is SeatRow & { userId: string } {
  return seat.userId !== null;
}

/** The side of every seat, read off the outcome's sides (the game's own partnership rules). */
function sideBySeat(outcome: Outcome): Map<number, number> {
  return new Map(outcome.sides.flatMap((seats, side) => seats.map((seat) => [seat, side] as const)));
}

/**
 * Who won and what each person gets, from the game module's outcome: the sides in first place win (a draw
 * when first place is shared). Vs computer or vs people, a win pays twice the entry and a draw returns it; a
 * person who left before the end (their seat now a bot's) forfeits. A prize pool pays its prize instead.
 */
export function settle(record: GameRecord, outcome: Outcome, prize?: Prize): Settlement {
  const { game } = record;
  const sides = sideBySeat(outcome);
  const placeOf = (seat: number) => outcome.places[sides.get(seat) ?? -1] ?? outcome.sides.length;
  const onTop = (seat: number) => placeOf(seat) === 1;
  const winnerSeats = record.seats.filter((seat) => onTop(seat.seat));
  const stayingWinners = winnerSeats.filter((seat) => isPerson(seat) && !seat.isBot).length;
  const people = record.seats.filter(isPerson).map((seat): PersonResult => {
    const result: Result = seat.isBot || !onTop(seat.seat) ? 'loss' : outcome.draw ? 'draw' : 'win';
    let payout = 0;
    if (result === 'win')
      payout = prize ? Math.floor(prize.amount / Math.max(1, stayingWinners)) : 2 * game.entryFee;
    if (result === 'draw') payout = prize ? 0 : game.entryFee;
    return {
      userId: seat.userId,
      seat: seat.seat,
      result,
      score: outcome.scores[sides.get(seat.seat) ?? -1] ?? 0,
      place: placeOf(seat.seat),
      payout,
    };
  });
  return {
    outcome: {
      winners: winnerSeats.map(playerIdOf),
      draw: outcome.draw,
      payouts: people
        .filter((person) => !record.seats.find((seat) => seat.seat === person.seat)?.isBot)
        .map((person) => ({ playerId: person.userId, currency: 'coins' as const, amount: person.payout })),
    },
    sides: outcome.sides,
    places: outcome.places,
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
    await recordResult(tx, {
      gameId: game.id,
      userId: person.userId,
      map: game.map,
      gameMode: game.gameMode,
      outcome: person.result,
      score: person.score,
      payout: person.payout,
    });
    if (person.result === 'win') await rewardWin(tx, game.id, person.userId);
  }
  await updateRatings(tx, settlement);
  if (game.prizePoolId) await finishPrizePool(tx, game.prizePoolId);
}

/** A win's rewards beyond the pot (catalogue.json `rewards`): gold, and tokens and a ticket when it completes a tier. */
async function rewardWin(tx: Db, gameId: string, userId: string): Promise<void> {
  const rewards = storeCatalogue().rewards;
  const completedTier = await advanceProgression(tx, userId);
  if (rewards.gold_per_win > 0) {
    await applyBalanceChanges(tx, {
      userId,
      changes: [{ currency: 'gold', delta: rewards.gold_per_win }],
      reason: 'play-reward',
      idempotencyKey: `play-reward:${gameId}:${userId}`,
    });
  }
  if (completedTier === null) return;
  await applyBalanceChanges(tx, {
    userId,
    changes: [
      { currency: 'tokens', delta: rewards.tokens_per_progression_tier },
      { currency: 'ticket_bronze', delta: rewards.bronze_tickets_per_progression_tier },
    ],
    reason: 'progression-reward',
    idempotencyKey: `progression-reward:${userId}:${completedTier}`,
  });
}

/**
 * openskill over the sides of the table, ranked by their places: people carry their stored rating, bots a
 * fresh default one, so beating bots moves a rating less than beating rated people.
 */
async function updateRatings(tx: Db, settlement: Settlement): Promise<void> {
  const people = settlement.people;
  if (people.length === 0) return;
  const stored = await readRatings(
    tx,
    people.map((person) => person.userId),
  );
  const teams = settlement.sides.map((seats) =>
    seats.map((seat) => people.find((person) => person.seat === seat)?.userId ?? null),
  );
  const before = teams.map((team) =>
    team.map((userId) => {
      const row = userId ? stored.get(userId) : undefined;
      return row ? rating(row) : rating();
    }),
  );
  const after = rate(before, { rank: settlement.places.map((place) => place) });
  for (const [teamIndex, team] of teams.entries()) {
    for (const [memberIndex, userId] of team.entries()) {
      const next = after[teamIndex]?.[memberIndex];
      if (userId && next) await writeRating(tx, userId, next);
    }
  }
}

/** The rating shown to people: 1000 plus 40 × openskill's conservative ordinal (starts at 1000). */
export function displayRating(mu: number, sigma: number): number {
  return Math.round(1000 + 40 * ordinal(rating({ mu, sigma })));
}
