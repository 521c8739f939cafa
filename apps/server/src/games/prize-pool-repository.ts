/** SQL of prize pools and their entries; no rules here (prize-pools.ts). */
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { gameResults, prizePoolEntries, prizePools, users } from '../db/schema.js';
import type { UserRow } from '../users/repository.js';

export type PoolRow = typeof prizePools.$inferSelect;
export type NewPool = typeof prizePools.$inferInsert;
export type EntryRow = typeof prizePoolEntries.$inferSelect;

/** The advisory lock key serialising the creation of open pools. */
const POOL_CREATION_LOCK = 7_310_501;

/** The prize of a prize game's pool (undefined for an ordinary table). */
export async function prizeOf(db: Db, poolId: string | null): Promise<{ amount: number } | undefined> {
  if (!poolId) return undefined;
  const [pool] = await db
    .select({ amount: prizePools.prizeAmount })
    .from(prizePools)
    .where(eq(prizePools.id, poolId));
  return pool ? { amount: pool.amount } : undefined;
}

export async function entrantCounts(db: Db, poolIds: string[]): Promise<Map<string, number>> {
  if (poolIds.length === 0) return new Map();
  const rows = await db
    .select({ poolId: prizePoolEntries.prizePoolId, entrants: count() })
    .from(prizePoolEntries)
    .where(and(inArray(prizePoolEntries.prizePoolId, poolIds), eq(prizePoolEntries.status, 'entered')))
    .groupBy(prizePoolEntries.prizePoolId);
  return new Map(rows.map((row) => [row.poolId, row.entrants]));
}

export async function openPools(db: Db, maps: string[]): Promise<PoolRow[]> {
  if (maps.length === 0) return [];
  return db
    .select()
    .from(prizePools)
    .where(and(eq(prizePools.status, 'open'), inArray(prizePools.map, maps)))
    .orderBy(asc(prizePools.createdAt));
}

/** Runs `create` holding the pool-creation lock (across processes too), so two first visitors open one pool. */
export async function withPoolCreationLock<T>(db: Db, create: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${POOL_CREATION_LOCK})`);
    return create(tx);
  });
}

export async function insertPools(tx: Db, pools: NewPool[]): Promise<void> {
  if (pools.length > 0) await tx.insert(prizePools).values(pools);
}

export async function setEntryStatus(tx: Db, entryId: string, status: string): Promise<void> {
  await tx.update(prizePoolEntries).set({ status }).where(eq(prizePoolEntries.id, entryId));
}

/** The entered people of a pool with their user rows, first come first. */
export async function enteredPeople(tx: Db, poolId: string): Promise<{ entry: EntryRow; user: UserRow }[]> {
  return tx
    .select({ entry: prizePoolEntries, user: users })
    .from(prizePoolEntries)
    .innerJoin(users, eq(users.id, prizePoolEntries.userId))
    .where(and(eq(prizePoolEntries.prizePoolId, poolId), eq(prizePoolEntries.status, 'entered')))
    .orderBy(asc(prizePoolEntries.createdAt));
}

/** The pool started its game: its row and its entered entries say so. */
export async function markPoolStarted(tx: Db, poolId: string, gameId: string): Promise<void> {
  await tx
    .update(prizePools)
    .set({ status: 'started', gameId, startsAt: new Date() })
    .where(eq(prizePools.id, poolId));
  await tx
    .update(prizePoolEntries)
    .set({ status: 'playing' })
    .where(and(eq(prizePoolEntries.prizePoolId, poolId), eq(prizePoolEntries.status, 'entered')));
}

export async function lockPool(tx: Db, poolId: string): Promise<PoolRow | undefined> {
  const [pool] = await tx.select().from(prizePools).where(eq(prizePools.id, poolId)).for('update');
  return pool;
}

/** The pool entry the user holds open (entered, not yet playing), if any. */
export async function openEntryOf(tx: Db, userId: string): Promise<EntryRow | undefined> {
  const [open] = await tx
    .select()
    .from(prizePoolEntries)
    .where(and(eq(prizePoolEntries.userId, userId), eq(prizePoolEntries.status, 'entered')));
  return open;
}

export async function insertEntry(
  tx: Db,
  poolId: string,
  userId: string,
  clientSeed?: string,
): Promise<EntryRow> {
  const [entry] = await tx
    .insert(prizePoolEntries)
    .values({ prizePoolId: poolId, userId, clientSeed: clientSeed ?? null })
    .returning();
  if (!entry) throw new Error('prize pool entry insert returned no row');
  return entry;
}

/** The user's latest entry still entered or playing. */
export async function latestLiveEntry(db: Db, userId: string): Promise<EntryRow | undefined> {
  const [latest] = await db
    .select()
    .from(prizePoolEntries)
    .where(and(eq(prizePoolEntries.userId, userId), inArray(prizePoolEntries.status, ['entered', 'playing'])))
    .orderBy(desc(prizePoolEntries.createdAt))
    .limit(1);
  return latest;
}

export async function entryById(tx: Db, entryId: string): Promise<EntryRow | undefined> {
  const [entry] = await tx.select().from(prizePoolEntries).where(eq(prizePoolEntries.id, entryId));
  return entry;
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

/** The user's latest pool entries with their pool, its table and, once settled, their result there. */
export async function entriesWithResults(db: Db, userId: string, limit = 10) {
  return db
    .select({
      poolId: prizePoolEntries.prizePoolId,
      name: prizePools.name,
      status: prizePoolEntries.status,
      gameId: prizePools.gameId,
      prizeCurrency: prizePools.prizeCurrency,
      outcome: gameResults.outcome,
      payout: gameResults.payout,
      enteredAt: prizePoolEntries.createdAt,
    })
    .from(prizePoolEntries)
    .innerJoin(prizePools, eq(prizePools.id, prizePoolEntries.prizePoolId))
    .leftJoin(
      gameResults,
      and(eq(gameResults.gameId, prizePools.gameId), eq(gameResults.userId, prizePoolEntries.userId)),
    )
    .where(eq(prizePoolEntries.userId, userId))
    .orderBy(desc(prizePoolEntries.createdAt))
    .limit(limit);
}
