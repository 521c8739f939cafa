/**
 * SQL for tables, seats and the moves log; no rules here. A table is read as one record: the game row (its
 * latest snapshot), its seats and the moves logged after that snapshot (stored-state.ts replays them).
 * Every write to a table's rows here tells the listeners of `onTableWritten` (the in-process table cache).
 */
import { and, asc, desc, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { gameMoves, gameSeats, games } from '../db/schema.js';

export type GameRow = typeof games.$inferSelect;
export type NewGame = typeof games.$inferInsert;
export type SeatRow = typeof gameSeats.$inferSelect;

/** One accepted move of the log: the engine actions it applied and the game module's extra after it. */
export interface LoggedMove {
  version: number;
  actions: unknown[];
  extra: Record<string, unknown> | null;
}

export interface GameRecord {
  game: GameRow;
  /** Ordered by seat. */
  seats: SeatRow[];
  /**
   * The moves logged after `game.state` (version > game.snapshotVersion), in order; absent or empty when the
   * state is current. Records built in memory after a commit carry the current state and no moves.
   */
  moves?: LoggedMove[];
}

type TableWriteListener = (gameId: string) => void;
const writeListeners = new Set<TableWriteListener>();

/**
 * Called with the game id after any write to a table's game row or seats through this repository (also inside
 * a transaction that may still roll back: a listener may only forget what it holds, never trust the write).
 */
export function onTableWritten(listener: TableWriteListener): () => void {
  writeListeners.add(listener);
  return () => writeListeners.delete(listener);
}

function tableWritten(gameId: string): void {
  for (const listener of writeListeners) listener(gameId);
}

/**
 * The moves of `game` logged after its snapshot up to its version (none when the snapshot is current): the
 * row and the log are two reads, and a move committed between them belongs to a later version of the row.
 */
async function movesAfterSnapshot(db: Db, game: GameRow): Promise<LoggedMove[]> {
  if (game.version <= game.snapshotVersion) return [];
  return listMoves(db, game.id, game.snapshotVersion, game.version);
}

/** A game's logged moves after `afterVersion` (0: all of them) up to `upToVersion`, in order: its replay. */
export async function listMoves(
  db: Db,
  gameId: string,
  afterVersion = 0,
  upToVersion?: number,
): Promise<LoggedMove[]> {
  return db
    .select({ version: gameMoves.version, actions: gameMoves.actions, extra: gameMoves.extra })
    .from(gameMoves)
    .where(
      and(
        eq(gameMoves.gameId, gameId),
        gt(gameMoves.version, afterVersion),
        upToVersion === undefined ? undefined : lte(gameMoves.version, upToVersion),
      ),
    )
    .orderBy(asc(gameMoves.version));
}

export const LIVE_STATUSES = ['waiting', 'playing'] as const;

export async function loadRecord(db: Db, gameId: string, lock = false): Promise<GameRecord | undefined> {
  const query = db.select().from(games).where(eq(games.id, gameId));
  const [game] = lock ? await query.for('update') : await query;
  if (!game) return undefined;
  const seats = await db
    .select()
    .from(gameSeats)
    .where(eq(gameSeats.gameId, gameId))
    .orderBy(asc(gameSeats.seat));
  return { game, seats, moves: await movesAfterSnapshot(db, game) };
}

/** The record of the game the user sits at now, in two queries (the hot path of every move). */
export async function loadActiveRecord(db: Db, userId: string): Promise<GameRecord | undefined> {
  const [row] = await db
    .select({ game: games })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .where(and(eq(gameSeats.userId, userId), eq(gameSeats.active, true)));
  if (!row) return undefined;
  const seats = await db
    .select()
    .from(gameSeats)
    .where(eq(gameSeats.gameId, row.game.id))
    .orderBy(asc(gameSeats.seat));
  return { game: row.game, seats, moves: await movesAfterSnapshot(db, row.game) };
}

/** The version of a game row now (one index lookup): whether a table held in memory is still current. */
export async function currentVersion(db: Db, gameId: string): Promise<number | undefined> {
  const [row] = await db.select({ version: games.version }).from(games).where(eq(games.id, gameId));
  return row?.version;
}

/** The game the user sits at now (finished games stay theirs until they reset, exit or start another). */
export async function findActiveGameId(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ gameId: gameSeats.gameId })
    .from(gameSeats)
    .where(and(eq(gameSeats.userId, userId), eq(gameSeats.active, true)));
  return row?.gameId;
}

export async function insertGame(db: Db, values: NewGame): Promise<GameRow> {
  const [row] = await db.insert(games).values(values).returning();
  if (!row) throw new Error('game insert returned no row');
  return row;
}

export async function insertSeat(db: Db, values: typeof gameSeats.$inferInsert): Promise<void> {
  tableWritten(values.gameId);
  await db.insert(gameSeats).values(values);
}

export async function updateSeat(
  db: Db,
  gameId: string,
  seat: number,
  patch: Partial<typeof gameSeats.$inferInsert>,
): Promise<void> {
  tableWritten(gameId);
  await db
    .update(gameSeats)
    .set(patch)
    .where(and(eq(gameSeats.gameId, gameId), eq(gameSeats.seat, seat)));
}

export async function deleteSeat(db: Db, gameId: string, seat: number): Promise<void> {
  tableWritten(gameId);
  await db.delete(gameSeats).where(and(eq(gameSeats.gameId, gameId), eq(gameSeats.seat, seat)));
}

/** Releases the user's seat of a game they are done with, so they can sit elsewhere. */
export async function releaseUser(db: Db, gameId: string, userId: string): Promise<void> {
  tableWritten(gameId);
  await db
    .update(gameSeats)
    .set({ active: false })
    .where(and(eq(gameSeats.gameId, gameId), eq(gameSeats.userId, userId)));
}

/**
 * Writes a change only if nobody committed since `version` was read (optimistic concurrency); returns the
 * new row, or undefined when another writer won and the caller must re-read and decide again. A patch with a
 * state is a snapshot: the moves logged before it are no longer replayed.
 */
export async function commitGame(
  db: Db,
  gameId: string,
  version: number,
  patch: Partial<NewGame>,
): Promise<GameRow | undefined> {
  tableWritten(gameId);
  const snapshot = patch.state === undefined ? {} : { snapshotVersion: version + 1 };
  const [row] = await db
    .update(games)
    .set({ ...patch, ...snapshot, version: version + 1 })
    .where(and(eq(games.id, gameId), eq(games.version, version)))
    .returning();
  return row;
}

/**
 * An ordinary accepted move, one statement (`appendMoves` with a batch of one): the version (checked, as commitGame) and deadline of the game row
 * move on and the move is appended to the log, the state itself is not rewritten. Returns the new version, or
 * undefined when another writer committed first. The caller's listener is not told: it wrote the move.
 *
 * `unflushed` (PostgreSQL only) commits without waiting for the WAL flush (`synchronous_commit` off for this
 * statement's transaction only, decision 0016): the flush was most of a move's tail. Crash-safe all the same:
 * a server process killed after the commit loses nothing (PostgreSQL has it), and after a database crash the
 * log ends at a move boundary (WAL order) while every money write (entries, snapshots with settlement) still
 * flushes, and flushes the moves before it. Never inside a transaction that writes money, never on PGlite
 * (in-process: a kill -9 would lose the unflushed moves).
 */
export async function appendMove(
  db: Db,
  gameId: string,
  version: number,
  move: { actions: unknown[]; extra: Record<string, unknown> | null; deadlineAt: Date | null },
  options: { unflushed: boolean },
): Promise<number | undefined> {
  return (await appendMoves(db, [{ gameId, version, ...move }], options)).get(gameId);
}

/** One ordinary move of a batch for `appendMoves`: the game's version it was decided on, and what it logs. */
export interface MoveToAppend {
  gameId: string;
  version: number;
  actions: unknown[];
  extra: Record<string, unknown> | null;
  deadlineAt: Date | null;
}

/**
 * Several ordinary moves of different games in one statement (a group commit, move-batcher.ts): each game row
 * whose version is still the move's moves on and gets its move logged, exactly as `appendMove` would, and the
 * others are left alone. Returns the new version of each game that committed, by game id. Each game may appear
 * once: its actor sends its next move only after this one's answer. `unflushed` as for `appendMove`.
 */
export async function appendMoves(
  db: Db,
  moves: readonly MoveToAppend[],
  options: { unflushed: boolean },
): Promise<Map<string, number>> {
  const input = JSON.stringify(
    moves.map((move) => ({
      game_id: move.gameId,
      version: move.version,
      deadline_at: move.deadlineAt?.toISOString() ?? null,
      actions: move.actions,
      extra: move.extra,
    })),
  );
  const flush = options.unflushed
    ? sql`, (SELECT set_config('synchronous_commit', 'off', true)) AS unflushed`
    : sql``;
  const result = await db.execute(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb)
        AS t("game_id" uuid, "version" integer, "deadline_at" timestamptz, "actions" jsonb, "extra" jsonb)
    ), bumped AS (
      UPDATE ${games} SET "version" = input."version" + 1, "deadline_at" = input."deadline_at"
      FROM input WHERE ${games.id} = input."game_id" AND ${games.version} = input."version"
      RETURNING ${games.id} AS "id", ${games.version} AS "version"
    )
    INSERT INTO ${gameMoves} ("game_id", "version", "actions", "extra")
    SELECT bumped."id", bumped."version", input."actions", input."extra"
    FROM bumped JOIN input ON input."game_id" = bumped."id"${flush}
    RETURNING "game_id", "version"`);
  return new Map(
    rowsOf<{ game_id: string; version: number }>(result).map((row) => [row.game_id, Number(row.version)]),
  );
}

/** Logs a move committed with a snapshot (inside that commit's transaction), so the log holds every move. */
export async function insertMove(db: Db, gameId: string, move: LoggedMove): Promise<void> {
  await db.insert(gameMoves).values({ gameId, ...move });
}

/** The rows of db.execute's result (node-postgres and PGlite shape it differently). */
function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}

/** Live games whose server action is due by `until` (timers after a restart, or made by another process). */
export async function listDueGames(db: Db, until: Date): Promise<{ id: string; deadlineAt: Date }[]> {
  const rows = await db
    .select({ id: games.id, deadlineAt: games.deadlineAt })
    .from(games)
    .where(
      and(
        inArray(games.status, [...LIVE_STATUSES]),
        isNotNull(games.deadlineAt),
        lte(games.deadlineAt, until),
      ),
    );
  return rows.flatMap((row) => (row.deadlineAt ? [{ id: row.id, deadlineAt: row.deadlineAt }] : []));
}

/** Open public tables of a mode and tier with a free seat, oldest first (matchmaking candidates). */
export async function listOpenTables(
  db: Db,
  filter: { map: string; gameMode: string; tier?: string; type?: string },
): Promise<GameRecord[]> {
  const rows = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.status, 'waiting'),
        eq(games.friendly, false),
        sql`${games.prizePoolId} IS NULL`,
        eq(games.map, filter.map),
        eq(games.gameMode, filter.gameMode),
        filter.tier ? eq(games.tier, filter.tier) : undefined,
        filter.type ? eq(games.type, filter.type) : undefined,
      ),
    )
    .orderBy(asc(games.createdAt))
    .limit(50);
  if (rows.length === 0) return [];
  const seats = await db
    .select()
    .from(gameSeats)
    .where(
      inArray(
        gameSeats.gameId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(gameSeats.seat));
  return rows.map((game) => ({ game, seats: seats.filter((seat) => seat.gameId === game.id) }));
}

/** Every published change carries a new version (clients drop states older than the one they hold). */
export async function bumpVersion(db: Db, gameId: string, patch: Partial<NewGame> = {}): Promise<void> {
  tableWritten(gameId);
  const snapshot = patch.state === undefined ? {} : { snapshotVersion: sql`${games.version} + 1` };
  await db
    .update(games)
    .set({ ...patch, ...snapshot, version: sql`${games.version} + 1` })
    .where(eq(games.id, gameId));
}

export async function setDeadline(db: Db, gameId: string, deadlineAt: Date | null): Promise<void> {
  tableWritten(gameId);
  await db.update(games).set({ deadlineAt }).where(eq(games.id, gameId));
}

/** Live games (waiting or playing) where the user still has an active seat. */
export async function liveGameIdsOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ gameId: gameSeats.gameId })
    .from(gameSeats)
    .innerJoin(games, eq(games.id, gameSeats.gameId))
    .where(
      and(
        eq(gameSeats.userId, userId),
        eq(gameSeats.active, true),
        inArray(games.status, [...LIVE_STATUSES]),
      ),
    );
  return rows.map((row) => row.gameId);
}

/** The last finished game of `map` the user sat at (their seat still listed), newest first. */
export async function lastFinishedGameId(db: Db, userId: string, map: string): Promise<string | undefined> {
  const [last] = await db
    .select({ id: games.id })
    .from(games)
    .innerJoin(gameSeats, eq(gameSeats.gameId, games.id))
    .where(and(eq(gameSeats.userId, userId), eq(games.status, 'finished'), eq(games.map, map)))
    .orderBy(desc(games.finishedAt))
    .limit(1);
  return last?.id;
}

/** True when the user has a seat (now or before) at the game. */
export async function hasSeatAt(db: Db, gameId: string, userId: string): Promise<boolean> {
  const [seat] = await db
    .select({ seat: gameSeats.seat })
    .from(gameSeats)
    .where(and(eq(gameSeats.gameId, gameId), eq(gameSeats.userId, userId)))
    .limit(1);
  return seat !== undefined;
}
