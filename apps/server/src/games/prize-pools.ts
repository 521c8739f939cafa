/**
 * Prize pools of every game that offers them (registry.ts): people enter with a ticket; when the last seat
 * fills, the entrants play one hand together, with no bots and no coin entry, and the winners share the prize
 * (settlement.ts). Every mode of such a game always has an open pool, created when the list is asked for. Entering and the start are one
 * transaction holding the pool row's lock, so a pool never seats more than it holds.
 */
import type { Currency, GameMap, GameModeId, PrizePool, PrizePoolEntry } from '@cardroom/protocol';
import type { Db } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { AppError } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { applyBalanceChanges, recordHouseMovement } from '../wallet/wallet.js';
import { isUuid } from './ids.js';
import {
  type EntryRow,
  enteredPeople,
  entrantCounts,
  entriesWithResults,
  entryById,
  insertEntry,
  insertPools,
  latestLiveEntry,
  lockPool,
  markPoolStarted,
  openEntryOf,
  openPools,
  type PoolRow,
  setEntryStatus,
  withPoolCreationLock,
} from './prize-pool-repository.js';
import type { AnyServerGame } from './registry.js';
import { findActiveGameId, loadRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { seatPeopleInTx } from './tables.js';

/** The pool opened on demand for a mode: one bronze ticket in, 400 coins shared by the winners. */
export const DEFAULT_POOL = {
  entryCurrency: 'ticket_bronze',
  entryAmount: 1,
  prizeCurrency: 'coins',
  prizeAmount: 400,
} as const;

function toPrizePool(pool: PoolRow, entrants: number): PrizePool {
  return {
    prizepool_id: pool.id,
    name: pool.name,
    map: pool.map as GameMap,
    game_mode: pool.gameMode as GameModeId,
    entryFee: { currency: pool.entryCurrency as Currency, amount: pool.entryAmount },
    prize: { currency: pool.prizeCurrency as Currency, amount: pool.prizeAmount },
    entrants,
    maxEntrants: pool.maxEntrants,
    startsAt: pool.startsAt.toISOString(),
    endsAt: pool.endsAt?.toISOString() ?? null,
  };
}

/** The games that offer prize pools, and each one's modes that have no open pool among `pools`. */
function missingPools(games: AnyServerGame[], pools: PoolRow[]) {
  return games.flatMap((game) =>
    game.engine.modes
      .filter((mode) => !pools.some((pool) => pool.map === game.engine.map && pool.gameMode === mode))
      .map((mode) => ({ game, mode })),
  );
}

/** Open pools of every game that offers them, first creating one for every mode that has none. */
/** The user's latest pool entries, as the pools screen shows them (their results once settled). */
export async function myPoolEntries(db: Db, userId: string): Promise<PrizePoolEntry[]> {
  return (await entriesWithResults(db, userId)).map((row) => ({
    prizepool_id: row.poolId,
    name: row.name,
    status: row.status as PrizePoolEntry['status'],
    game_id: row.gameId,
    outcome: (row.outcome as PrizePoolEntry['outcome']) ?? null,
    payout: row.payout === null ? null : { currency: row.prizeCurrency as Currency, amount: row.payout },
    entered_at: row.enteredAt.toISOString(),
  }));
}

export async function listPrizePools(
  runtime: Pick<GamesRuntime, 'ctx' | 'games'>,
  now = new Date(),
): Promise<PrizePool[]> {
  const { db } = runtime.ctx;
  const offering = runtime.games.all().filter((game) => game.prizePools);
  const maps = offering.map((game) => game.engine.map);
  let pools = await openPools(db, maps);
  if (missingPools(offering, pools).length > 0) {
    pools = await withPoolCreationLock(db, async (tx) => {
      await insertPools(
        tx,
        missingPools(offering, await openPools(tx, maps)).map(({ game, mode }) => ({
          name: `${game.modeNames[mode] ?? mode} Bronze Cup`,
          map: game.engine.map,
          gameMode: mode,
          startsAt: now,
          maxEntrants: game.engine.seats.max,
          ...DEFAULT_POOL,
        })),
      );
      return openPools(tx, maps);
    });
  }
  const counts = await entrantCounts(
    db,
    pools.map((pool) => pool.id),
  );
  return pools.map((pool) => toPrizePool(pool, counts.get(pool.id) ?? 0));
}

export async function refundEntry(tx: Db, pool: PoolRow, entry: EntryRow): Promise<void> {
  await applyBalanceChanges(tx, {
    userId: entry.userId,
    changes: [{ currency: pool.entryCurrency as Currency, delta: pool.entryAmount }],
    reason: 'prize-pool-refund',
    idempotencyKey: `prize-pool-refund:${pool.id}:${entry.userId}:${entry.id}`,
  });
  await setEntryStatus(tx, entry.id, 'left');
}

async function isAtLiveTable(db: Db, userId: string): Promise<boolean> {
  const gameId = await findActiveGameId(db, userId);
  const record = gameId ? await loadRecord(db, gameId) : undefined;
  return record?.game.status === 'waiting' || record?.game.status === 'playing';
}

/**
 * The pool is full: seat its entrants at a new table and mark it started. An entrant who sat down at
 * another live table meanwhile cannot play: their ticket is refunded and the pool waits for someone else.
 * Returns the new game's id, or null when the pool is not full after all.
 */
async function startPool(runtime: GamesRuntime, tx: Db, pool: PoolRow): Promise<string | null> {
  const entrants = await enteredPeople(tx, pool.id);
  const ready: { entry: EntryRow; user: UserRow }[] = [];
  for (const entrant of entrants) {
    if (await isAtLiveTable(tx, entrant.user.id)) await refundEntry(tx, pool, entrant.entry);
    else ready.push(entrant);
  }
  if (ready.length < pool.maxEntrants) return null;
  // Each entrant's own client seed goes on their seat, so the deal mixes the entrants' seeds in seat order.
  const gameId = await seatPeopleInTx(
    runtime,
    tx,
    ready.map(({ user }) => user),
    {
      type: 'vs',
      map: pool.map,
      gameMode: pool.gameMode,
      free: true,
      singleHand: true,
      prizePoolId: pool.id,
    },
    ready.map(({ entry }) => entry.clientSeed ?? undefined),
  );
  // The entrants' tickets are spent now: the prize is the house's, so the tickets leave the system.
  await recordHouseMovement(tx, {
    reason: 'prize-pool-ticket-use',
    currency: pool.entryCurrency as Currency,
    delta: -pool.entryAmount * ready.length,
    idempotencyKey: `prize-pool-ticket-use:${pool.id}`,
  });
  await markPoolStarted(tx, pool.id, gameId);
  return gameId;
}

/** Tells every seated entrant of a started pool's table about it (after the commit). */
async function announceTable(runtime: GamesRuntime, gameId: string): Promise<void> {
  const record = await loadRecord(runtime.ctx.db, gameId);
  if (!record) return;
  for (const seat of record.seats) if (seat.userId) await runtime.events.joinRoom(seat.userId, gameId);
  await runtime.events.publishState(record);
  runtime.scheduler.schedule(gameId, record.game.deadlineAt);
}

/**
 * Enters the user in a pool, spending its ticket, with their client seed for the pool's table (none: the
 * public placeholder); returns the entry (the reply's ticket_id).
 */
export async function joinPrizePool(
  runtime: GamesRuntime,
  user: UserRow,
  poolId: string,
  clientSeed?: string,
): Promise<string> {
  const { db } = runtime.ctx;
  if (!isUuid(poolId)) throw new AppError('PRIZE_POOL_NOT_FOUND');
  if (await isAtLiveTable(db, user.id)) throw new AppError('ALREADY_IN_GAME');
  let result: { entryId: string; gameId: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const pool = await lockPool(tx, poolId);
      if (!pool || !runtime.games.has(pool.map)) throw new AppError('PRIZE_POOL_NOT_FOUND');
      if (pool.status !== 'open') throw new AppError('GAME_ALREADY_STARTED');
      const open = await openEntryOf(tx, user.id);
      if (open?.prizePoolId === pool.id) return { entryId: open.id, gameId: null };
      if (open) throw new AppError('ALREADY_IN_GAME', 'You have already entered a prize pool.');
      const counts = await entrantCounts(tx, [pool.id]);
      const entrants = counts.get(pool.id) ?? 0;
      if (entrants >= pool.maxEntrants) throw new AppError('GAME_FULL');
      const entry = await insertEntry(tx, pool.id, user.id, clientSeed);
      const charged = await applyBalanceChanges(tx, {
        userId: user.id,
        changes: [{ currency: pool.entryCurrency as Currency, delta: -pool.entryAmount }],
        reason: 'prize-pool-entry',
        idempotencyKey: `prize-pool-entry:${pool.id}:${user.id}:${entry.id}`,
      });
      if (!charged.applied) throw new AppError('IDEMPOTENCY_CONFLICT', 'The ticket was not spent.');
      const gameId = entrants + 1 >= pool.maxEntrants ? await startPool(runtime, tx, pool) : null;
      return { entryId: entry.id, gameId };
    });
  } catch (error) {
    if (isUniqueViolation(error, 'prize_pool_entries_one_open'))
      throw new AppError('ALREADY_IN_GAME', 'You have already entered a prize pool.');
    if (isUniqueViolation(error, 'game_seats_one_active_game')) throw new AppError('ALREADY_IN_GAME');
    throw error;
  }
  if (result.gameId) await announceTable(runtime, result.gameId);
  return result.entryId;
}

/** Leaves the pool the user entered, refunding the ticket; GAME_ALREADY_STARTED once its game began. */
export async function leavePrizePool(runtime: GamesRuntime, user: Pick<UserRow, 'id'>): Promise<void> {
  const { db } = runtime.ctx;
  const latest = await latestLiveEntry(db, user.id);
  if (!latest) throw new AppError('PRIZE_POOL_NOT_FOUND');
  await db.transaction(async (tx) => {
    const pool = await lockPool(tx, latest.prizePoolId);
    const entry = await entryById(tx, latest.id);
    if (!pool || !entry) throw new AppError('PRIZE_POOL_NOT_FOUND');
    if (entry.status !== 'entered' || pool.status !== 'open') throw new AppError('GAME_ALREADY_STARTED');
    await refundEntry(tx, pool, entry);
  });
}

export { finishPrizePool } from './prize-pool-repository.js';
