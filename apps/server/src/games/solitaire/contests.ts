/**
 * Klondike contests and the daily deal (rules.md, "Contest"; decision 0018). Both are deals shared by their
 * entrants: one server seed the solver proved winnable under the ranked pass limit, one client seed (the first
 * entrant's; the daily deal's is its date), and a one-seat ranked table per entrant dealt from them. The seed
 * stays sealed (games.seed_sealed) until the contest is over, so an early finisher cannot hand the deal on.
 *
 * Money: an entry pays 100 coins into the contest's pot (`contest-entry`, a transfer: the pot is the unrefunded
 * entry_charged of its entries). A contest closes when its seats are filled or 24 h after it opened; a closed
 * contest settles when every table has ended, or 24 h after closing (tables still in play count as unfinished).
 * Settlement pays contest-payouts.ts's prizes (`contest-payout`) and the rest is the house's (`contest-rake`);
 * a contest that closes with a single entrant refunds it (`contest-refund`). Every step is keyed, so a retry
 * or a second process can never pay twice.
 *
 * A token contest (issue 14) is the same with an entry of 5 tokens into its pot; at settlement the house takes
 * the whole token pot (`contest-rake`) and puts up the places' prizes in coins (`contest-prize`): the prize table
 * applied to CONTEST_TOKEN_PURSE coins per entrant, so it pays like a coin contest of the same size.
 *
 * A cash contest (issue 14, decision 0018 "Cash contests") is open to people who pass the cash play checks
 * (users/cash-play.ts). Its $1.00 entry is paid with credits, then bonus cash, then cash, and the house
 * matches the credits and bonus cash in cash (contest-cash.ts), so its pot is cash and settles like a coin
 * contest's, in withdrawable cash.
 */
import { randomBytes } from 'node:crypto';
import {
  CURRENT_SHUFFLE_VERSION,
  commitment,
  type DrawCount,
  type KlondikeSettings,
  type KlondikeState,
  klondikeScore,
  klondikeSettings,
  mixClientSeeds,
  newKlondikeGame,
} from '@cardroom/engine';
import {
  CONTEST_CASH_ENTRY_CENTS,
  CONTEST_ENTRY_FEE,
  CONTEST_FINISH_HOURS,
  CONTEST_OPEN_HOURS,
  CONTEST_TOKEN_ENTRY_FEE,
  type ContestCurrency,
  type ContestSize,
  DEFAULT_CLIENT_SEED,
} from '@cardroom/protocol';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/errors.js';
import { sendContestResultNotification } from '../../notifications/service.js';
import { assertCashPlayAllowed } from '../../users/cash-play.js';
import { findUserById, type UserRow } from '../../users/repository.js';
import { INSUFFICIENT } from '../../wallet/currencies.js';
import { applyBalanceChanges, getBalances, recordHouseMovement } from '../../wallet/wallet.js';
import { type GameRecord, loadRecord } from '../repository.js';
import type { GamesRuntime } from '../runtime.js';
import { releaseFinished, seatPeopleInTx } from '../tables.js';
import { cashEntrySplitFor, payCashEntry, refundCashEntry } from './contest-cash.js';
import {
  contestPurse,
  entryCurrencyOf,
  placeContest,
  potCurrencyOf,
  prizeCurrencyOf,
} from './contest-payouts.js';
import {
  type ContestRow,
  contestsDue,
  countFinishedGame,
  dailyContestOf,
  type EntryRow,
  entriesOf,
  entryOfGame,
  insertContest,
  insertEntry,
  lockContest,
  lockOpenContest,
  type NewContest,
  playingGamesOf,
  unsealGames,
  updateContest,
  updateEntry,
} from './contest-repository.js';
import { type SolverPool, solverPoolOf } from './solver-pool.js';

const HOUR_MS = 3_600_000;
export const FINISH_MS = CONTEST_FINISH_HOURS * HOUR_MS;
/** The solver's time per candidate deal, and candidates tried, before a join is refused for now. */
const PROOF_MS = 1_500;
const PROOF_TRIES = 12;

export function rankedSettings(draw: DrawCount): KlondikeSettings {
  return klondikeSettings({ draw, ranked: true });
}

/** The deal of a contest's seeds, as every entrant's table deals it (the seat seed mixed like any table's). */
export function contestDeal(serverSeed: string, clientSeed: string, draw: DrawCount): KlondikeState {
  const seed = {
    serverSeed,
    clientSeed: mixClientSeeds([clientSeed]),
    nonce: 0,
    version: CURRENT_SHUFFLE_VERSION,
  };
  return newKlondikeGame(seed, rankedSettings(draw));
}

/**
 * A fresh server seed whose deal the solver proves winnable under the ranked pass limit (rules.md: a deal it
 * cannot decide is never dealt in ranked play), in the solver pool's thread.
 */
export async function provedServerSeed(
  solver: SolverPool,
  clientSeed: string,
  draw: DrawCount,
): Promise<string> {
  const { maxPasses } = rankedSettings(draw);
  for (let attempt = 0; attempt < PROOF_TRIES; attempt++) {
    const serverSeed = randomBytes(32).toString('hex');
    const deal = contestDeal(serverSeed, clientSeed, draw);
    // A solver thread that failed or a full queue is a try that proved nothing: the caller gets a clear
    // NOT_AVAILABLE below, never a 500.
    const solution = await solver.solve(deal, { draw, maxPasses, maxMs: PROOF_MS }).catch(() => undefined);
    if (solution?.verdict === 'winnable') return serverSeed;
  }
  throw new AppError('NOT_AVAILABLE', 'No winnable deal could be proved just now. Please try again.');
}

async function newContest(
  solver: SolverPool,
  row: Omit<NewContest, 'serverSeed' | 'commitment'>,
  draw: DrawCount,
): Promise<NewContest> {
  const serverSeed = await provedServerSeed(solver, row.clientSeed, draw);
  return { ...row, serverSeed, commitment: commitment(serverSeed) };
}

export function entryFeeIn(currency: ContestCurrency): number {
  if (currency === 'cash') return CONTEST_CASH_ENTRY_CENTS;
  return currency === 'tokens' ? CONTEST_TOKEN_ENTRY_FEE : CONTEST_ENTRY_FEE;
}

/** What an entry of this currency may be paid with: a cash entry takes credits and bonus cash first. */
function spendableFor(currency: ContestCurrency, balances: Awaited<ReturnType<typeof getBalances>>): number {
  if (currency === 'cash') return balances.credits + balances.bonus_cash + balances.cash_balance;
  return balances[currency];
}

/** The UTC day of `now` (YYYY-MM-DD): the daily deal's key. */
export function dealDateOf(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export interface Entered {
  contest: ContestRow;
  record: GameRecord;
}

/** Seats the user at a new table of the contest's deal and records the entry (inside the join's transaction). */
async function enter(runtime: GamesRuntime, tx: Db, user: UserRow, contest: ContestRow): Promise<string> {
  const draw = contest.draw as DrawCount;
  const gameId = await seatPeopleInTx(
    runtime,
    tx,
    [user],
    {
      type: 'bots',
      map: 'solitaire',
      gameMode: 'classic',
      free: true,
      singleHand: true,
      options: rankedSettings(draw),
      sharedSeed: { serverSeed: contest.serverSeed },
    },
    [contest.clientSeed],
  );
  // A cash entry's split over credits, bonus cash and cash is decided under the balance row's lock and stored
  // on the entry, so a refund gives back exactly what was paid in each.
  const split =
    entryCurrencyOf(contest) === 'cash' ? await cashEntrySplitFor(tx, user.id, contest.entryFee) : undefined;
  const entry = await insertEntry(tx, {
    contestId: contest.id,
    userId: user.id,
    username: user.username,
    avatar: user.avatar,
    gameId,
    entryCharged: contest.entryFee,
    paidCredits: split?.credits ?? 0,
    paidBonusCash: split?.bonusCash ?? 0,
  });
  if (split) await payCashEntry(tx, { userId: user.id, contestId: contest.id, entryId: entry.id }, split);
  else if (contest.entryFee > 0)
    await applyBalanceChanges(tx, {
      userId: user.id,
      changes: [{ currency: potCurrencyOf(contest), delta: -contest.entryFee }],
      reason: 'contest-entry',
      idempotencyKey: `contest-entry:${contest.id}:${entry.id}`,
    });
  return gameId;
}

/** Runs a join's transaction; the seat's unique indexes say a concurrent join of the same person won. */
async function joinTransaction<T>(runtime: GamesRuntime, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await runtime.ctx.db.transaction(work);
  } catch (error) {
    if (isUniqueViolation(error, 'game_seats_one_active_game')) throw new AppError('ALREADY_IN_GAME');
    throw error;
  }
}

/** After the join committed: the new table is published and the user's sockets join its room. */
async function announceTable(runtime: GamesRuntime, userId: string, gameId: string): Promise<GameRecord> {
  const record = await loadRecord(runtime.ctx.db, gameId);
  if (!record) throw new AppError('GAME_NOT_FOUND');
  await runtime.events.joinRoom(userId, gameId);
  await runtime.events.publishState(record);
  return record;
}

/**
 * Enters the oldest open contest of this draw, size and entry currency with room, or opens one with a proved
 * deal.
 */
export async function joinContest(
  runtime: GamesRuntime,
  user: UserRow,
  choice: { draw: DrawCount; seats: ContestSize; currency?: ContestCurrency; clientSeed?: string },
  now = new Date(),
): Promise<Entered> {
  const currency = choice.currency ?? 'coins';
  const entryFee = entryFeeIn(currency);
  // Cash play's checks (verified email, age, a recent location in an allowed region) before anything moves.
  if (currency === 'cash') await assertCashPlayAllowed(runtime.ctx.db, user, runtime.ctx.config);
  // Refused before a deal is proved for nothing: one live table per person, and the entry in the wallet (the
  // entry's own debit in the join's transaction still refuses a balance spent meanwhile).
  await releaseFinished(runtime.ctx.db, user.id);
  if (spendableFor(currency, await getBalances(runtime.ctx.db, user.id)) < entryFee)
    throw new AppError(INSUFFICIENT[currency === 'cash' ? 'cash_balance' : currency]);
  const join = (fresh?: NewContest) =>
    joinTransaction(runtime, async (tx) => {
      const contest = fresh
        ? await insertContest(tx, fresh)
        : await lockOpenContest(tx, {
            draw: choice.draw,
            seats: choice.seats,
            currency,
            userId: user.id,
            now,
          });
      if (!contest) return undefined;
      const gameId = await enter(runtime, tx, user, contest);
      const entrants = (await entriesOf(tx, contest.id)).length;
      if (entrants >= (contest.seats ?? Number.POSITIVE_INFINITY))
        await updateContest(tx, contest.id, { status: 'closed' });
      return { contest, gameId };
    });
  const joined =
    (await join()) ??
    (await join(
      await newContest(
        solverPoolOf(runtime),
        {
          kind: 'contest',
          draw: choice.draw,
          seats: choice.seats,
          entryFee,
          entryCurrency: currency,
          clientSeed: choice.clientSeed ?? DEFAULT_CLIENT_SEED,
          closesAt: new Date(now.getTime() + CONTEST_OPEN_HOURS * HOUR_MS),
        },
        choice.draw,
      ),
    ));
  if (!joined) throw new Error('a new contest was not inserted');
  const record = await announceTable(runtime, user.id, joined.gameId);
  return { contest: joined.contest, record };
}

/** Today's daily deal, made (and proved) by the first person who asks for it. */
export async function dailyContest(runtime: GamesRuntime, now = new Date()): Promise<ContestRow> {
  const { db } = runtime.ctx;
  const dealDate = dealDateOf(now);
  const existing = await dailyContestOf(db, dealDate);
  if (existing) return existing;
  const midnight = new Date(`${dealDate}T00:00:00.000Z`).getTime() + 24 * HOUR_MS;
  const fresh = await newContest(
    solverPoolOf(runtime),
    {
      kind: 'daily',
      draw: 1,
      seats: null,
      dealDate,
      clientSeed: `daily-${dealDate}`,
      closesAt: new Date(midnight),
    },
    1,
  );
  // Two first requests at once: one insert wins, the other reads its row.
  const inserted = await db.transaction((tx) => insertContest(tx, fresh));
  const row = inserted ?? (await dailyContestOf(db, dealDate));
  if (!row) throw new Error('daily deal not stored');
  return row;
}

/** Deals today's daily deal to the user once; while they play it, answers the same table. */
export async function playDaily(runtime: GamesRuntime, user: UserRow, now = new Date()): Promise<Entered> {
  const contest = await dailyContest(runtime, now);
  const mine = (await entriesOf(runtime.ctx.db, contest.id)).find((entry) => entry.userId === user.id);
  if (mine) {
    const record = await loadRecord(runtime.ctx.db, mine.gameId);
    if (record?.game.status !== 'playing') throw new AppError('DAILY_DEAL_PLAYED');
    return { contest, record };
  }
  await releaseFinished(runtime.ctx.db, user.id);
  let gameId: string;
  try {
    gameId = await joinTransaction(runtime, (tx) => enter(runtime, tx, user, contest));
  } catch (error) {
    if (isUniqueViolation(error, 'solitaire_entries_one_per_person')) throw new AppError('DAILY_DEAL_PLAYED');
    throw error;
  }
  return { contest, record: await announceTable(runtime, user.id, gameId) };
}

/**
 * In the transaction that settles a solitaire table: the person's statistics, and for a contest's table the
 * entry's result (then the contest settles if it was the last table to end).
 */
export async function onSolitaireSettled(tx: Db, record: GameRecord, final: KlondikeState): Promise<void> {
  const endedAt = final.endedAtMs ?? final.lastAtMs;
  const score = klondikeScore(final, endedAt);
  const seconds = Math.floor(endedAt / 1000);
  const person = record.seats.find((seat) => seat.userId && !seat.isBot);
  if (person?.userId)
    await countFinishedGame(tx, person.userId, {
      won: final.status === 'won',
      standardScore: final.settings.scoring === 'standard' ? score : null,
      seconds,
    });
  const entry = await entryOfGame(tx, record.game.id);
  if (entry?.status !== 'playing' || final.status === 'playing') return;
  // The contest row is locked before the entry row, in the order the sweep takes them (no deadlock).
  const contest = await lockContest(tx, entry.contestId);
  await updateEntry(tx, entry.id, {
    status: final.status,
    score,
    seconds,
    moves: final.moves,
    finishedAt: new Date(),
  });
  if (contest && (await settleWhenDone(tx, contest.id, new Date())))
    // This transaction already holds its own table's row; the others' are finished, so nobody holds them long.
    await unsealGames(tx, contest.id);
}

const ENDED = new Set(['won', 'lost', 'resigned', 'unfinished']);

/**
 * Settles a closed contest whose tables have all ended (an abandoned table ended unfinished); true when it did.
 * Its tables' seeds are unsealed by the caller: see advanceContest for why not here.
 */
async function settleWhenDone(tx: Db, contestId: string, now: Date): Promise<boolean> {
  const contest = await lockContest(tx, contestId);
  if (contest?.status !== 'closed') return false;
  const playing = await playingGamesOf(tx, contestId);
  if (playing.some(({ gameStatus }) => gameStatus === 'playing' || gameStatus === 'waiting')) return false;
  await settleContest(tx, contest, now);
  return true;
}

/**
 * Places and pays a closed contest; entries still playing count as unfinished. A coin contest pays its places
 * from its pot (`contest-payout`), a cash contest likewise in cash; a token contest's places are paid in coins
 * the house puts up (`contest-prize`) and its token pot is the house's (`contest-rake`).
 */
async function settleContest(tx: Db, contest: ContestRow, now: Date): Promise<void> {
  const entries = (await entriesOf(tx, contest.id)).filter((entry) => !entry.refunded);
  const tokens = entryCurrencyOf(contest) === 'tokens';
  const cash = entryCurrencyOf(contest) === 'cash';
  const results = entries.map((entry) => ({
    id: entry.id,
    finished: ENDED.has(entry.status) && entry.status !== 'unfinished',
    score: entry.score ?? 0,
    seconds: entry.seconds ?? 0,
    moves: entry.moves ?? 0,
  }));
  const pot = entries.reduce((sum, entry) => sum + entry.entryCharged, 0);
  let paid = 0;
  for (const placing of placeContest(results, contestPurse(contest, entries))) {
    const entry = entries.find((row) => row.id === placing.id) as EntryRow;
    // An erased account's share is owed to nobody: it stays in the pot, the house's.
    const payout = entry.userId ? placing.payout : 0;
    await updateEntry(tx, entry.id, {
      place: placing.place,
      payout,
      ...(entry.status === 'playing' ? { status: 'unfinished' } : {}),
    });
    if (payout > 0 && entry.userId && tokens)
      await applyBalanceChanges(tx, {
        userId: entry.userId,
        changes: [{ currency: 'coins', delta: payout }],
        reason: 'contest-prize',
        idempotencyKey: `contest-prize:${contest.id}:${entry.id}`,
      });
    else if (payout > 0 && entry.userId) {
      await applyBalanceChanges(tx, {
        userId: entry.userId,
        changes: [{ currency: prizeCurrencyOf(contest), delta: payout }],
        reason: 'contest-payout',
        idempotencyKey: `contest-payout:${contest.id}:${entry.id}`,
      });
      paid += payout;
    }
    if (contest.kind === 'contest')
      await tellEntrant(tx, entry, {
        outcome: payout > 0 ? 'paid' : 'placed',
        place: placing.place,
        entrants: entries.length,
        coins: payout,
        unit: cash ? 'cash' : 'coins',
      });
  }
  await closeContestPot(tx, contest, pot - paid);
  await updateContest(tx, contest.id, { status: 'settled', settledAt: now });
}

/** The entrant's notification of how the contest ended (none for an erased account). */
async function tellEntrant(
  tx: Db,
  entry: EntryRow,
  result: Parameters<typeof sendContestResultNotification>[2],
): Promise<void> {
  const user = entry.userId ? await findUserById(tx, entry.userId) : undefined;
  if (user) await sendContestResultNotification(tx, user, result);
}

/** What is left in the pot after its payouts is the house's: a token contest's whole pot (its prizes are coins). */
async function closeContestPot(tx: Db, contest: ContestRow, left: number): Promise<void> {
  if (left < 0) throw new Error(`contest ${contest.id} paid out ${-left} more than its pot`);
  if (left === 0) return;
  await recordHouseMovement(tx, {
    reason: 'contest-rake',
    currency: potCurrencyOf(contest),
    delta: -left,
    idempotencyKey: `contest-rake:${contest.id}`,
  });
}

/** A contest that closes with one entrant has nobody to play against: the entry goes back. */
async function refundContest(tx: Db, contest: ContestRow, entries: EntryRow[]): Promise<void> {
  for (const entry of entries) {
    if (entry.refunded) continue;
    await updateEntry(tx, entry.id, { refunded: true });
    if (entry.userId && entry.entryCharged > 0) {
      const currency = entryCurrencyOf(contest);
      if (currency === 'cash')
        await refundCashEntry(tx, {
          userId: entry.userId,
          contestId: contest.id,
          entryId: entry.id,
          entryCharged: entry.entryCharged,
          paidCredits: entry.paidCredits,
          paidBonusCash: entry.paidBonusCash,
        });
      else
        await applyBalanceChanges(tx, {
          userId: entry.userId,
          changes: [{ currency: potCurrencyOf(contest), delta: entry.entryCharged }],
          reason: 'contest-refund',
          idempotencyKey: `contest-refund:${contest.id}:${entry.id}`,
        });
      await tellEntrant(tx, entry, {
        outcome: 'refunded',
        place: 0,
        entrants: 1,
        coins: entry.entryCharged,
        unit: currency,
      });
    }
    // An erased account's entry cannot go back to anyone: the house takes it (a cash entry's whole pot share,
    // its match included; the credits and bonus cash it spent went with the account).
    else if (entry.entryCharged > 0)
      await recordHouseMovement(tx, {
        reason: 'contest-rake',
        currency: potCurrencyOf(contest),
        delta: -entry.entryCharged,
        idempotencyKey: `contest-rake:${contest.id}:${entry.id}`,
      });
  }
  await updateContest(tx, contest.id, { status: 'refunded', settledAt: new Date() });
}

/**
 * One contest's step when its time came: close (or refund) an open one, settle a closed one. The tables'
 * seeds are unsealed after this transaction: a table's final move locks its games row and then the contest
 * row, so touching games rows while holding the contest row could deadlock with it.
 */
async function advanceContest(db: Db, contestId: string, now: Date): Promise<void> {
  const over = await db.transaction(async (tx): Promise<boolean> => {
    const contest = await lockContest(tx, contestId);
    if (!contest) return false;
    if (contest.status === 'open' && contest.closesAt <= now) {
      const entries = await entriesOf(tx, contest.id);
      if (contest.kind === 'contest' && entries.length < 2) {
        await refundContest(tx, contest, entries);
        return true;
      }
      await updateContest(tx, contest.id, { status: 'closed' });
      return settleWhenDone(tx, contest.id, now);
    }
    if (contest.status === 'closed') {
      if (contest.closesAt.getTime() + FINISH_MS > now.getTime()) return settleWhenDone(tx, contest.id, now);
      await settleContest(tx, contest, now);
      return true;
    }
    return false;
  });
  if (over) await unsealGames(db, contestId);
}

/** The contests whose time has come (run every minute, and by tests with their own clock). */
export async function sweepContests(db: Db, now = new Date()): Promise<number> {
  const due = await contestsDue(db, now, FINISH_MS);
  for (const contest of due) await advanceContest(db, contest.id, now);
  return due.length;
}
