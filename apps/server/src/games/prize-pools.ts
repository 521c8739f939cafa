/**
 * Spades prize pools: people enter with a ticket; when the last seat fills, the entrants play one hand
 * together, with no bots and no coin entry, and the winners share the prize (settlement.ts). Every spades
 * mode always has an open pool, created when the list is asked for. Entering and the start are one
 * transaction holding the pool row's lock, so a pool never seats more than it holds.
 */
import { type Currency, type PrizePool, SPADES_MODE_IDS } from '@cardroom/protocol';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { prizePoolEntries, prizePools, users } from '../db/schema.js';
import { AppError } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { applyBalanceChanges, recordHouseMovement } from '../wallet/wallet.js';
import { isUuid } from './ids.js';
import { findActiveGameId, loadRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { isUniqueViolation, seatPeopleInTx } from './tables.js';

type SpadesModeId = (typeof SPADES_MODE_IDS)[number];

export const MODE_NAMES: Record<SpadesModeId, string> = {
  classic: 'Classic',
  deuceshigh: 'Deuces High',
  heartsonfire: 'Hearts on Fire',
  clubhouse: 'Clubhouse',
};

/** The pool opened on demand for a mode: one bronze ticket in, 400 coins shared by the winners. */
export const DEFAULT_POOL = {
  entryCurrency: 'ticket_bronze',
  entryAmount: 1,
  prizeCurrency: 'coins',
  prizeAmount: 400,
  maxEntrants: 4,
} as const;

/** The advisory lock key serialising the creation of open pools. */
const POOL_CREATION_LOCK = 7_310_501;

type PoolRow = typeof prizePools.$inferSelect;
type EntryRow = typeof prizePoolEntries.$inferSelect;

function toPrizePool(pool: PoolRow, entrants: number): PrizePool {
  return {
    prizepool_id: pool.id,
    name: pool.name,
    map: 'spades',
    game_mode: pool.gameMode as SpadesModeId,
    entryFee: { currency: pool.entryCurrency as Currency, amount: pool.entryAmount },
    prize: { currency: pool.prizeCurrency as Currency, amount: pool.prizeAmount },
    entrants,
    maxEntrants: pool.maxEntrants,
    startsAt: pool.startsAt.toISOString(),
    endsAt: pool.endsAt?.toISOString() ?? null,
  };
}

async function entrantCounts(db: Db, poolIds: string[]): Promise<Map<string, number>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .select({ poolId: prizePoolEntries.prizePoolId, entrants: count() })
    .from(prizePoolEntries)
    .where(and(inArray(prizePoolEntries.prizePoolId, poolIds), eq(prizePoolEntries.status, 'entered')))
    .groupBy(prizePoolEntries.prizePoolId);
  return new Map(rows.map((row) => [row.poolId, row.entrants]));
}

async function openPools(db: Db): Promise<PoolRow[]> {
  return db
    .select()
    .from(prizePools)
    .where(and(eq(prizePools.status, 'open'), eq(prizePools.map, 'spades')))
    .orderBy(asc(prizePools.createdAt));
}

const missingModes = (pools: PoolRow[]) =>
  SPADES_MODE_IDS.filter((mode) => !pools.some((pool) => pool.gameMode === mode));

/** Open spades pools, first creating one for every mode that has none. */
export async function listPrizePools(db: Db, now = new Date()): Promise<PrizePool[]> {
  let pools = await openPools(db);
  if (missingModes(pools).length > 0) {
    pools = await db.transaction(async (tx) => {
      // One creator at a time (across processes too), so two first visitors do not open two cups each.
      await tx.execute(sql`select pg_advisory_xact_lock(${POOL_CREATION_LOCK})`);
      const missing = missingModes(await openPools(tx));
      if (missing.length > 0) {
        await tx.insert(prizePools).values(
          missing.map((mode) => ({
            name: `${MODE_NAMES[mode]} Bronze Cup`,
            map: 'spades',
            gameMode: mode,
            startsAt: now,
            ...DEFAULT_POOL,
          })),
        );
      }
      return openPools(tx);
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
  await tx.update(prizePoolEntries).set({ status: 'left' }).where(eq(prizePoolEntries.id, entry.id));
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
  const entrants = await tx
    .select({ entry: prizePoolEntries, user: users })
    .from(prizePoolEntries)
    .innerJoin(users, eq(users.id, prizePoolEntries.userId))
    .where(and(eq(prizePoolEntries.prizePoolId, pool.id), eq(prizePoolEntries.status, 'entered')))
    .orderBy(asc(prizePoolEntries.createdAt));
  const ready: UserRow[] = [];
  for (const { entry, user } of entrants) {
    if (await isAtLiveTable(tx, user.id)) await refundEntry(tx, pool, entry);
    else ready.push(user);
  }
  if (ready.length < pool.maxEntrants) return null;
  const gameId = await seatPeopleInTx(runtime, tx, ready, {
    type: 'vs',
    map: 'spades',
    gameMode: pool.gameMode,
    free: true,
    singleHand: true,
    prizePoolId: pool.id,
  });
  // The entrants' tickets are spent now: the prize is the house's, so the tickets leave the system.
  await recordHouseMovement(tx, {
    reason: 'prize-pool-ticket-use',
    currency: pool.entryCurrency as Currency,
    delta: -pool.entryAmount * ready.length,
    idempotencyKey: `prize-pool-ticket-use:${pool.id}`,
  });
  await tx
    .update(prizePools)
    .set({ status: 'started', gameId, startsAt: new Date() })
    .where(eq(prizePools.id, pool.id));
  await tx
    .update(prizePoolEntries)
    .set({ status: 'playing' })
    .where(and(eq(prizePoolEntries.prizePoolId, pool.id), eq(prizePoolEntries.status, 'entered')));
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

async function lockPool(tx: Db, poolId: string): Promise<PoolRow | undefined> {
  const [pool] = await tx.select().from(prizePools).where(eq(prizePools.id, poolId)).for('update');
  return pool;
}

/** Enters the user in a pool, spending its ticket; returns the entry (the reply's ticket_id). */
export async function joinPrizePool(runtime: GamesRuntime, user: UserRow, poolId: string): Promise<string> {
  const { db } = runtime.ctx;
  if (!isUuid(poolId)) throw new AppError('PRIZE_POOL_NOT_FOUND');
  if (await isAtLiveTable(db, user.id)) throw new AppError('ALREADY_IN_GAME');
  let result: { entryId: string; gameId: string | null };
  try {
    result = await db.transaction(async (tx) => {
      const pool = await lockPool(tx, poolId);
      if (pool?.map !== 'spades') throw new AppError('PRIZE_POOL_NOT_FOUND');
      if (pool.status !== 'open') throw new AppError('GAME_ALREADY_STARTED');
      const [open] = await tx
        .select()
        .from(prizePoolEntries)
        .where(and(eq(prizePoolEntries.userId, user.id), eq(prizePoolEntries.status, 'entered')));
      if (open?.prizePoolId === pool.id) return { entryId: open.id, gameId: null };
      if (open) throw new AppError('ALREADY_IN_GAME', 'You have already entered a prize pool.');
      const counts = await entrantCounts(tx, [pool.id]);
      const entrants = counts.get(pool.id) ?? 0;
      if (entrants >= pool.maxEntrants) throw new AppError('GAME_FULL');
      const [entry] = await tx
        .insert(prizePoolEntries)
        .values({ prizePoolId: pool.id, userId: user.id })
        .returning();
      if (!entry) throw new Error('prize pool entry insert returned no row');
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
  const [latest] = await db
    .select()
    .from(prizePoolEntries)
    .where(
      and(eq(prizePoolEntries.userId, user.id), inArray(prizePoolEntries.status, ['entered', 'playing'])),
    )
    .orderBy(desc(prizePoolEntries.createdAt))
    .limit(1);
  if (!latest) throw new AppError('PRIZE_POOL_NOT_FOUND');
  await db.transaction(async (tx) => {
    const pool = await lockPool(tx, latest.prizePoolId);
    const [entry] = await tx.select().from(prizePoolEntries).where(eq(prizePoolEntries.id, latest.id));
    if (!pool || !entry) throw new AppError('PRIZE_POOL_NOT_FOUND');
    if (entry.status !== 'entered' || pool.status !== 'open') throw new AppError('GAME_ALREADY_STARTED');
    await refundEntry(tx, pool, entry);
  });
}

/** Settlement of a prize game: its pool is finished and its entrants are done (same transaction). */
export async function finishPrizePool(tx: Db, poolId: string, now = new Date()): Promise<void> {
  await tx
    .update(prizePools)
    .set({ status: 'finished', endsAt: now })
    .where(and(eq(prizePools.id, poolId), eq(prizePools.status, 'started')));
  await tx
    .update(prizePoolEntries)
    .set({ status: 'done' })
    .where(and(eq(prizePoolEntries.prizePoolId, poolId), eq(prizePoolEntries.status, 'playing')));
}
