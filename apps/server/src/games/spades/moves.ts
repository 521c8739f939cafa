/**
 * Moves on a spades table. The engine judges every move; an accepted one is committed (state and version,
 * optimistic concurrency) and, at the end of the game, settled in the same transaction, before anyone is
 * told. The server also moves on its own when a deadline passes: bots, timed-out and disconnected people.
 */
import {
  apply,
  type Card,
  chooseSpadesAction,
  chooseSpadesBid,
  isAlreadyApplied,
  type Seat,
  type SpadesAction,
  type SpadesState,
  viewFor,
} from '@cardroom/engine';
import { eq } from 'drizzle-orm';
import { prizePools } from '../../db/schema.js';
import { AppError } from '../../http/errors.js';
import type { UserRow } from '../../users/repository.js';
import { commitGame, type GameRecord, loadRecord } from '../repository.js';
import type { GamesRuntime } from '../runtime.js';
import { recordSettlement, settle } from '../settlement.js';
import { currentRecord, seatOf } from '../tables.js';
import { pauseAfter, settlePause, storedState } from './hand-pause.js';
import { nextDeadline } from './pacing.js';
import { spadesState } from './projection.js';

const MAX_ATTEMPTS = 10;

/** What a person asks for; the seat comes from their session, never from the request. */
export type Intent =
  | { type: 'bid'; bid: number; blind: boolean; firestorm: boolean; autoBid: boolean }
  | { type: 'play'; card: Card }
  | { type: 'auto' };

function actionFor(state: SpadesState, seat: Seat, intent: Intent): SpadesAction {
  if (intent.type === 'play') return { type: 'play', seat, card: intent.card };
  if (intent.type === 'auto' || (intent.type === 'bid' && intent.autoBid)) {
    if (state.turn !== seat || state.phase === 'finished') throw new AppError('NOT_YOUR_TURN');
    const view = viewFor(state, seat);
    const action = state.phase === 'bidding' ? chooseSpadesBid(view) : chooseSpadesAction(view);
    return { ...action, auto: true };
  }
  return { type: 'bid', seat, bid: intent.bid, blind: intent.blind, firestorm: intent.firestorm };
}

function playingState(record: GameRecord): SpadesState {
  const state = spadesState(record);
  if (record.game.map !== 'spades') throw new AppError('INVALID_GAME_DATA');
  if (!state) throw new AppError('WRONG_PHASE', 'The game has not started yet.');
  return state;
}

async function prizeOf(runtime: GamesRuntime, record: GameRecord) {
  if (!record.game.prizePoolId) return undefined;
  const [pool] = await runtime.ctx.db
    .select({ amount: prizePools.prizeAmount })
    .from(prizePools)
    .where(eq(prizePools.id, record.game.prizePoolId));
  return pool ? { amount: pool.amount } : undefined;
}

/**
 * Commits `next` over the record it was computed from; undefined when another writer committed first.
 * The final state and its settlement (payouts, results, ratings) are one transaction.
 */
async function commitState(
  runtime: GamesRuntime,
  record: GameRecord,
  previous: SpadesState,
  next: SpadesState,
): Promise<GameRecord | undefined> {
  const { db, config } = runtime.ctx;
  const finished = next.phase === 'finished';
  const pause = pauseAfter(config, record, previous, next);
  const deadlineAt = pause ? new Date(pause.until) : nextDeadline(config, record, previous, next);
  const settlement = finished ? settle(record, next, await prizeOf(runtime, record)) : undefined;
  const patch = {
    state: storedState(next, pause),
    deadlineAt,
    ...(finished ? { status: 'finished', finishedAt: new Date(), outcome: settlement?.outcome } : {}),
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
  const committed = { ...record, game: row };
  await runtime.events.publishState(committed);
  runtime.scheduler.schedule(row.id, deadlineAt);
  return committed;
}

/** A person's move in their current game; refused moves throw the engine's code and message. */
export async function makeMove(
  runtime: GamesRuntime,
  user: UserRow,
  intent: Intent,
  dryRun = false,
  /** The caller's record, when the route already read it: saves the first attempt its reads. */
  preloaded?: GameRecord,
) {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = attempt === 0 && preloaded ? preloaded : await currentRecord(runtime.ctx.db, user.id);
    const seat = seatOf(record, user.id) as Seat;
    const state = playingState(record);
    const action = actionFor(state, seat, intent);
    const result = apply(state, action);
    if (!result.ok) {
      // A resent move answers the current table; a dry run asks about playing the card now, so it is refused.
      if (!dryRun && isAlreadyApplied(state, action)) return { record, seat };
      throw new AppError(result.error.code, result.error.message);
    }
    if (dryRun) return { record, seat };
    const committed = await commitState(runtime, record, state, result.state);
    if (committed) return { record: committed, seat };
  }
  throw new AppError('INTERNAL_ERROR', 'The table is busy. Please try again.');
}

/**
 * Called when a game's deadline passes: fills a free table that waited long enough, or plays the move of a
 * bot, a disconnected person, or a person whose turn timer ran out (rules.md: the bot's move for that seat).
 */
export async function advanceGame(
  runtime: GamesRuntime,
  gameId: string,
  fill: (gameId: string) => Promise<void>,
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = await loadRecord(runtime.ctx.db, gameId);
    if (!record?.game.deadlineAt) return;
    const wait = record.game.deadlineAt.getTime() - Date.now();
    if (wait > 0) {
      runtime.scheduler.schedule(gameId, record.game.deadlineAt);
      return;
    }
    if (record.game.status === 'waiting') {
      await fill(gameId);
      return;
    }
    const state = spadesState(record);
    if (record.game.status !== 'playing' || !state || state.phase === 'finished') return;
    if (await settlePause(runtime, record)) return;
    const view = viewFor(state, state.turn);
    const result = apply(state, { ...chooseSpadesAction(view), auto: true });
    if (!result.ok) throw new Error(`bot move refused: ${result.error.code}`);
    if (await commitState(runtime, record, state, result.state)) return;
  }
}

/** A person went away or came back: the turn timer of the seat to act is re-armed for its new pace. */
export async function rearmDeadline(runtime: GamesRuntime, gameId: string): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = await loadRecord(runtime.ctx.db, gameId);
    const state = record ? spadesState(record) : null;
    if (!record || !state || record.game.status !== 'playing') return;
    // A paused table keeps its pause's end (or ends it when nobody it waits for is still here).
    if (await settlePause(runtime, record)) return;
    const deadlineAt = nextDeadline(runtime.ctx.config, record, state, state);
    const row = await commitGame(runtime.ctx.db, gameId, record.game.version, { deadlineAt });
    if (!row) continue;
    const committed = { ...record, game: row };
    await runtime.events.publishState(committed);
    runtime.scheduler.schedule(gameId, deadlineAt);
    return;
  }
}
