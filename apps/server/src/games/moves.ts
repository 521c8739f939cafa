/**
 * The one move pipeline for every game: read the table, let the engine judge the actions, commit (state and
 * version, optimistic concurrency; the final move and its settlement in one transaction), then publish and
 * arm the next deadline. The server also moves on its own when a deadline passes: bots, timed-out and
 * disconnected people, through the game's `autoActions`. A game's routes only map intents to actions.
 */
import { AppError } from '../http/errors.js';
import type { UserRow } from '../users/repository.js';
import { nextDeadline } from './pacing.js';
import { prizeOf } from './prize-pool-repository.js';
import { loadTable, seatOf } from './projection.js';
import type { AnyServerGame, Table } from './registry.js';
import { commitGame, type GameRecord, loadActiveRecord, loadRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { recordSettlement, settle } from './settlement.js';
import { storedState, type TableExtra } from './stored-state.js';

const MAX_ATTEMPTS = 10;

/** The actions a person's intent stands for at this table, computed by the game's routes from its state. */
export type IntentActions = (state: unknown, seat: number, game: AnyServerGame) => unknown[];

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

/**
 * Commits `next` over the table it was computed from; undefined when another writer committed first.
 * The final state and its settlement (payouts, results, ratings) are one transaction.
 */
export async function commitState(
  runtime: GamesRuntime,
  game: AnyServerGame,
  table: Table<unknown>,
  next: unknown,
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
  const patch = {
    state: storedState(game, next, extra),
    deadlineAt,
    ...(settlement ? { status: 'finished', finishedAt: new Date(), outcome: settlement.outcome } : {}),
  };
  // An ordinary move is one versioned UPDATE; only the final one, with its payouts, needs a transaction.
  const row = settlement
    ? await db.transaction(async (tx) => {
        const committed = await commitGame(tx, record.game.id, record.game.version, patch);
        if (committed) await recordSettlement(tx, { ...record, game: committed }, settlement);
        return committed;
      })
    : await commitGame(db, record.game.id, record.game.version, patch);
  if (!row) return undefined;
  return publishCommitted(runtime, { ...record, game: row });
}

/** After a commit: every seat is sent its view and the table's timer is armed. */
export async function publishCommitted(runtime: GamesRuntime, record: GameRecord): Promise<GameRecord> {
  await runtime.events.publishState(record);
  runtime.scheduler.schedule(record.game.id, record.game.deadlineAt);
  return record;
}

/** The caller's current game: a person who sits at none (never sat, or left) is not in the game they act on. */
export async function seatedRecord(runtime: GamesRuntime, userId: string): Promise<GameRecord> {
  const record = await loadActiveRecord(runtime.ctx.db, userId);
  if (!record) throw new AppError('USER_NOT_IN_GAME');
  return record;
}

/**
 * A person's move in their current game; refused moves throw the engine's code and message. A dry run only
 * asks whether the move is legal now; a move the state already holds (resent after a lost reply) answers the
 * current table.
 */
export async function makeMove(
  runtime: GamesRuntime,
  user: UserRow,
  actionsFor: IntentActions,
  options: { dryRun?: boolean; map?: string; preloaded?: GameRecord } = {},
): Promise<{ record: GameRecord; seat: number }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record =
      attempt === 0 && options.preloaded ? options.preloaded : await seatedRecord(runtime, user.id);
    const seat = seatOf(record, user.id);
    if (options.map && record.game.map !== options.map) throw new AppError('INVALID_GAME_DATA');
    const { game, table } = loadTable(runtime.games, record);
    if (table.state === null) throw new AppError('WRONG_PHASE', 'The game has not started yet.');
    const actions = actionsFor(table.state, seat, game);
    const result = applyAll(game, table.state, actions);
    if (!result.ok) {
      const [only] = actions;
      const resent = actions.length === 1 && game.engine.isAlreadyApplied(table.state, only);
      if (!options.dryRun && resent) return { record, seat };
      throw new AppError(result.error.code as never, result.error.message);
    }
    if (options.dryRun) return { record, seat };
    const committed = await commitState(runtime, game, table, result.state);
    if (committed) return { record: committed, seat };
  }
  throw new AppError('INTERNAL_ERROR', 'The table is busy. Please try again.');
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
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = await loadRecord(runtime.ctx.db, gameId);
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
    const result = applyAll(game, table.state, game.engine.autoActions(table.state, seat));
    if (!result.ok) throw new Error(`auto move refused: ${result.error.code}`);
    if (await commitState(runtime, game, table, result.state)) return;
  }
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
