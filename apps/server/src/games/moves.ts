/**
 * The one move pipeline for every game: take the table (held in memory by its actor, table-actors.ts, or read),
 * let the engine judge the actions, commit (versioned, optimistic concurrency: an ordinary move appends to the
 * moves log; a snapshot of the whole state at a change of the game's extra — Spades' hand end —, every
 * SNAPSHOT_EVERY moves and at the end, logged too; the final move and its settlement in one transaction), then publish and
 * arm the next deadline. The server also moves on its own when a deadline passes: bots, timed-out and
 * disconnected people, through the game's `autoActions`. A game's routes only map intents to actions.
 */
import { AppError } from '../http/errors.js';
import { createMoveBatcher, type MoveBatcher } from './move-batcher.js';
import { type MoveClock, startMoveClock } from './move-timings.js';
import { nextDeadline } from './pacing.js';
import { prizeOf } from './prize-pool-repository.js';
import { loadTable, seatOf } from './projection.js';
import type { AnyServerGame, Table } from './registry.js';
import {
  commitGame,
  currentVersion,
  type GameRecord,
  insertMove,
  type LoggedMove,
  loadActiveRecord,
  loadRecord,
} from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { recordSettlement, settle } from './settlement.js';
import { rememberTable, storedState, type TableExtra } from './stored-state.js';
import { type TableActors, tableActorsOf } from './table-actors.js';

const MAX_ATTEMPTS = 10;

/** Moves logged after a snapshot before the next commit writes a new one (bounds a load's replay). */
export const SNAPSHOT_EVERY = 64;

/** The actions a person's intent stands for at this table, computed by the game's routes from its state. */
export type IntentActions = (
  state: unknown,
  seat: number,
  game: AnyServerGame,
  record: GameRecord,
) => unknown[];

/** Applies `actions` in order; the first refusal is returned as the engine's error. */
function applyAll(game: AnyServerGame, state: unknown, actions: readonly unknown[]) {
  let current = state;
  for (const action of actions) {
    const result = game.engine.apply(current, action);
    if (!result.ok) return result;
    current = result.state;
  }
  return { ok: true as const, state: current };
}

/** The logged moves a record's state still needs replayed (after its snapshot). */
function pendingMoves(record: GameRecord): LoggedMove[] {
  return (record.moves ?? []).filter((move) => move.version > record.game.snapshotVersion);
}

const sameExtra = (a: TableExtra, b: TableExtra) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Commits `next` (reached by `actions`) over the table it was computed from; undefined when another writer
 * committed first. The final state and its settlement (payouts, results, ratings) are one transaction.
 */
export async function commitState(
  runtime: GamesRuntime,
  game: AnyServerGame,
  table: Table<unknown>,
  next: unknown,
  actions: unknown[],
  clock?: MoveClock,
): Promise<GameRecord | undefined> {
  const { db, config } = runtime.ctx;
  const { record } = table;
  const previous = table.state;
  const outcome = game.engine.outcome(next);
  const held = previous === null ? null : (game.hooks?.afterMove?.(config, table, previous, next) ?? null);
  const deadlineAt = held ? held.deadlineAt : nextDeadline(config, game, record, previous, next);
  const settlement = outcome
    ? settle(record, outcome, await prizeOf(db, record.game.prizePoolId))
    : undefined;
  const extra: TableExtra = held?.extra ?? {};
  const pending = pendingMoves(record);
  const snapshot =
    settlement !== undefined || pending.length + 1 >= SNAPSHOT_EVERY || !sameExtra(extra, table.extra);
  const logged = { actions, extra: Object.keys(extra).length > 0 ? extra : null };
  let committed: GameRecord | undefined;
  if (snapshot) {
    const patch = {
      state: storedState(game, next, extra),
      deadlineAt,
      ...(settlement ? { status: 'finished', finishedAt: new Date(), outcome: settlement.outcome } : {}),
    };
    // The move is logged with its snapshot (the log is every hand's replay), the final one with its payouts.
    const row = await db.transaction(async (tx) => {
      const written = await commitGame(tx, record.game.id, record.game.version, patch);
      if (!written) return undefined;
      await insertMove(tx, record.game.id, { version: written.version, ...logged });
      if (settlement) {
        await recordSettlement(tx, { ...record, game: written }, settlement);
        await game.hooks?.onSettled?.(tx, { ...record, game: written }, next);
      }
      return written;
    });
    if (row) committed = { game: row, seats: record.seats, moves: [] };
  } else {
    const version = await moveBatcherOf(runtime).append(
      { gameId: record.game.id, version: record.game.version, ...logged, deadlineAt },
      { person: clock?.source === 'person' },
    );
    if (version !== undefined)
      committed = {
        game: { ...record.game, version, deadlineAt },
        seats: record.seats,
        moves: [...pending, { version, ...logged }],
      };
  }
  if (!committed) return undefined;
  clock?.mark('written');
  rememberTable(committed, next, extra);
  tableActorsOf(runtime).hold(committed);
  await publishCommitted(runtime, committed);
  clock?.mark('published');
  clock?.committed();
  return committed;
}

const batchers = new WeakMap<GamesRuntime, MoveBatcher>();

/** The runtime's group commit of ordinary moves (move-batcher.ts). */
function moveBatcherOf(runtime: GamesRuntime): MoveBatcher {
  let batcher = batchers.get(runtime);
  if (!batcher) {
    batcher = createMoveBatcher(runtime.ctx.db, { unflushed: unflushedMovesAreSafe(runtime) });
    batchers.set(runtime, batcher);
  }
  return batcher;
}

/**
 * Ordinary moves may commit unflushed (decision 0016) on PostgreSQL served by this one process only: after a
 * crash of PostgreSQL the row's version can come back lower and be reached again with other moves, which a
 * second process still holding the lost state would take for its own; one process's next write just fails
 * its version check and reads the table afresh. With Redis (several processes) every move flushes.
 */
function unflushedMovesAreSafe(runtime: GamesRuntime): boolean {
  return runtime.ctx.databaseKind === 'postgres' && !runtime.ctx.config.REDIS_URL;
}

/** After a commit: every seat is sent its view and the table's timer is armed. */
export async function publishCommitted(runtime: GamesRuntime, record: GameRecord): Promise<GameRecord> {
  await runtime.events.publishState(record);
  runtime.scheduler.schedule(record.game.id, record.game.deadlineAt);
  return record;
}

/** The caller's current game read from the database (and held by its actor while it is played). */
async function readSeatedRecord(runtime: GamesRuntime, userId: string): Promise<GameRecord> {
  const record = await loadActiveRecord(runtime.ctx.db, userId);
  if (!record) throw new AppError('USER_NOT_IN_GAME');
  tableActorsOf(runtime).hold(record);
  return record;
}

/** The held table of `gameId` if `userId` has an active seat at it. */
function heldFor(actors: TableActors, gameId: string | undefined, userId: string): GameRecord | undefined {
  const record = gameId === undefined ? undefined : actors.get(gameId);
  const seated = record?.seats.some((row) => row.userId === userId && !row.isBot && row.active);
  return seated ? record : undefined;
}

/**
 * The caller's current game: a person who sits at none (never sat, or left) is not in the game they act on.
 * A table held here is answered from memory when the row's version says nobody (another process) committed
 * since: one index lookup instead of the table's three reads.
 */
export async function seatedRecord(runtime: GamesRuntime, userId: string): Promise<GameRecord> {
  const actors = tableActorsOf(runtime);
  const held = heldFor(actors, actors.gameOf(userId), userId);
  if (held && (await currentVersion(runtime.ctx.db, held.game.id)) === held.game.version) return held;
  return readSeatedRecord(runtime, userId);
}

/**
 * A person's move in their current game; refused moves throw the engine's code and message. A dry run only
 * asks whether the move is legal now; a move the state already holds (resent after a lost reply) answers the
 * current table. Runs in the table's actor; a refusal or a lost commit on a held table is decided again on a
 * fresh read, so a table changed elsewhere never answers from memory.
 */
export async function makeMove(
  runtime: GamesRuntime,
  userId: string,
  actionsFor: IntentActions,
  options: { dryRun?: boolean; map?: string; gameId?: string } = {},
): Promise<{ record: GameRecord; seat: number }> {
  const actors = tableActorsOf(runtime);
  const clock = startMoveClock('person');
  const gameId = actors.gameOf(userId) ?? (await readSeatedRecord(runtime, userId)).game.id;
  return actors.run(gameId, async () => {
    clock.mark('queued');
    let fresh = false;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const held = fresh ? undefined : heldFor(actors, gameId, userId);
      const record = held ?? (await readSeatedRecord(runtime, userId));
      fresh = true;
      const seat = seatOf(record, userId);
      if (options.map && record.game.map !== options.map) throw new AppError('INVALID_GAME_DATA');
      // The game the caller named, checked on every read: a held table may be stale (the caller left it
      // elsewhere) and is read afresh; the fresh read is of whatever game they sit at now.
      if (options.gameId && record.game.id !== options.gameId) {
        if (held) continue;
        throw new AppError('INVALID_GAME_DATA');
      }
      const { game, table } = loadTable(runtime.games, record);
      if (table.state === null) throw new AppError('WRONG_PHASE', 'The game has not started yet.');
      const actions = actionsFor(table.state, seat, game, record);
      const [first] = actions;
      if (actions.length === 1 && game.engine.isResend?.(table.state, first)) {
        if (held) continue;
        return { record, seat };
      }
      const result = applyAll(game, table.state, actions);
      if (!result.ok) {
        if (held) continue;
        const [only] = actions;
        const resent = actions.length === 1 && game.engine.isAlreadyApplied(table.state, only);
        if (!options.dryRun && resent) return { record, seat };
        throw new AppError(result.error.code as never, result.error.message);
      }
      if (options.dryRun) {
        // Nothing is written to catch a commit made elsewhere, so a held table answers only at the row's version.
        if (held && (await currentVersion(runtime.ctx.db, gameId)) !== held.game.version) continue;
        return { record, seat };
      }
      clock.mark('decided');
      const committed = await commitState(runtime, game, table, result.state, actions, clock);
      if (committed) return { record: committed, seat };
      // A write that lost to another writer is still writing time.
      clock.mark('written');
      actors.forget(record.game.id);
    }
    throw new AppError('INTERNAL_ERROR', 'The table is busy. Please try again.');
  });
}

/**
 * Called when a game's deadline passes: fills a free table that waited long enough, or plays the seat to
 * act's auto actions (a bot, a disconnected person, or a person whose turn timer ran out; rules.md: the
 * bot's move for that seat). A game's hook may take the deadline instead (Spades' hand-end pause).
 */
export async function advanceGame(
  runtime: GamesRuntime,
  gameId: string,
  fill: (gameId: string) => Promise<void>,
): Promise<void> {
  const actors = tableActorsOf(runtime);
  const clock = startMoveClock('server');
  await actors.run(gameId, async () => {
    clock.mark('queued');
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      // A held table whose deadline is not due yet may have been moved on elsewhere: that is decided on a read.
      const held = attempt === 0 ? actors.get(gameId) : undefined;
      const heldDue = held?.game.deadlineAt && held.game.deadlineAt.getTime() <= Date.now();
      const record = heldDue ? held : await loadRecord(runtime.ctx.db, gameId);
      if (record && record !== held) actors.hold(record);
      if (!record?.game.deadlineAt) return;
      if (record.game.deadlineAt.getTime() > Date.now()) {
        runtime.scheduler.schedule(gameId, record.game.deadlineAt);
        return;
      }
      if (record.game.status === 'waiting') {
        await fill(gameId);
        return;
      }
      if (record.game.status !== 'playing') return;
      const { game, table } = loadTable(runtime.games, record);
      const seat = table.state === null ? null : game.engine.toAct(table.state);
      if (seat === null) return;
      if (await game.hooks?.onDue?.(runtime, table)) return;
      const actions = game.engine.autoActions(table.state, seat);
      const result = applyAll(game, table.state, actions);
      if (!result.ok) {
        if (record === held) continue;
        throw new Error(`auto move refused: ${result.error.code}`);
      }
      clock.mark('decided');
      if (await commitState(runtime, game, table, result.state, actions, clock)) return;
      clock.mark('written');
      actors.forget(gameId);
    }
  });
}

/** A person went away or came back: the turn timer of the seat to act is re-armed for its new pace. */
export async function rearmDeadline(runtime: GamesRuntime, gameId: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = await loadRecord(runtime.ctx.db, gameId);
    if (record?.game.status !== 'playing') return;
    const { game, table } = loadTable(runtime.games, record);
    if (table.state === null) return;
    // A paused table keeps its pause's end (or ends it when nobody it waits for is still here).
    if (await game.hooks?.onDue?.(runtime, table)) return;
    const deadlineAt = nextDeadline(runtime.ctx.config, game, record, table.state, table.state);
    const row = await commitGame(runtime.ctx.db, gameId, record.game.version, { deadlineAt });
    if (!row) continue;
    await publishCommitted(runtime, { ...record, game: row });
    return;
  }
}
