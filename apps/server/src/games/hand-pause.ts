/**
 * The pause between hands, for the games played in hands (Spades, Dominoes). When a hand is scored the engine
 * has already dealt the next one; the table waits before its first action until every person present has
 * closed the hand's score dialog or summary (`game:hand-ack`) or the game's pause passes (HAND_PAUSE_MS for
 * Spades), so no turn timer runs behind it. Bots and disconnected people are never waited for. The pause is
 * kept in the games row beside the engine state (the stored state's `extra`), so it survives a restart and
 * holds across server processes; the deadline is its end.
 */
import { publishCommitted } from './moves.js';
import { nextDeadline } from './pacing.js';
import { loadTable } from './projection.js';
import type { AnyServerGame, PacingConfig, Table } from './registry.js';
import { commitGame, type GameRecord, loadActiveRecord, loadRecord } from './repository.js';
import type { GamesRuntime } from './runtime.js';
import { storedState } from './stored-state.js';

/** What the pause reads of a game's state: the number of the hand being played, and whether it is over. */
export interface HandState {
  hand: number;
  phase: string;
}

export interface HandPause {
  /** The engine's number of the hand waiting to start. */
  hand: number;
  /** ISO time at which the hand starts whoever has not acknowledged. */
  until: string;
  /** Seats of the people still looking at the score dialog. */
  waiting: number[];
}

const MAX_ATTEMPTS = 10;

export function handPauseOf(table: Pick<Table<unknown>, 'extra'>): HandPause | null {
  return (table.extra.handPause as HandPause | undefined) ?? null;
}

/** Seats of the people at the table now: not bots, still seated, connected. */
function presentPeople(record: GameRecord): number[] {
  return record.seats
    .filter((row) => row.userId && !row.isBot && row.active && !row.away)
    .map((row) => row.seat);
}

/**
 * The pause the table is in after a move: the one a move that dealt a new hand opens, or the one still
 * running (a first bidder who has closed the scores may bid while others read theirs; the rest of the
 * table keeps waiting). Null when there is none: no new hand, game over, nobody to wait for.
 */
export function pauseAfter<S extends HandState>(
  config: Pick<PacingConfig, 'HAND_PAUSE_MS'>,
  table: Table<S>,
  previous: S,
  next: S,
  now = Date.now(),
): HandPause | null {
  if (next.phase === 'finished') return null;
  const running = handPauseOf(table);
  if (running && running.hand === next.hand) return running;
  if (next.hand === previous.hand || config.HAND_PAUSE_MS <= 0) return null;
  const waiting = presentPeople(table.record);
  if (waiting.length === 0) return null;
  return { hand: next.hand, until: new Date(now + config.HAND_PAUSE_MS).toISOString(), waiting };
}

/** Ends the pause of `table` (all acknowledged, or its time is up): the first turn's clock starts now. */
async function commitPauseEnd(runtime: GamesRuntime, game: AnyServerGame, table: Table<unknown>) {
  const { record, state } = table;
  if (state === null) return true;
  const deadlineAt = nextDeadline(runtime.ctx.config, game, record, state, state);
  const row = await commitGame(runtime.ctx.db, record.game.id, record.game.version, {
    state: storedState(game, state),
    deadlineAt,
  });
  if (!row) return false;
  await publishCommitted(runtime, { ...record, game: row });
  return true;
}

/**
 * Called when a paused table's deadline passes or its people change: ends the pause when its time is up or
 * nobody it waits for is still present. True when the table was paused (whether or not the pause ended).
 */
export async function settlePause(runtime: GamesRuntime, table: Table<unknown>): Promise<boolean> {
  const pause = handPauseOf(table);
  if (!pause) return false;
  const { record } = table;
  const present = new Set(presentPeople(record));
  const due = Date.parse(pause.until) <= Date.now();
  if (due || !pause.waiting.some((seat) => present.has(seat))) {
    const { game } = loadTable(runtime.games, record);
    if (!(await commitPauseEnd(runtime, game, table))) {
      const fresh = await loadRecord(runtime.ctx.db, record.game.id);
      if (fresh) await settlePause(runtime, loadTable(runtime.games, fresh).table);
    }
  } else {
    runtime.scheduler.schedule(record.game.id, new Date(pause.until));
  }
  return true;
}

/** A person closed the score dialog of the pause before `hand`; the hand starts once nobody is left waiting. */
export async function acknowledgeHand(
  runtime: GamesRuntime,
  userId: string,
  ack: { game_id: string; hand: number },
): Promise<void> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const record = await loadActiveRecord(runtime.ctx.db, userId);
    if (record?.game.id !== ack.game_id || record.game.status !== 'playing') return;
    const { game, table } = loadTable(runtime.games, record);
    const pause = handPauseOf(table);
    const seat = record.seats.find((row) => row.userId === userId && !row.isBot && row.active)?.seat;
    if (!pause || pause.hand !== ack.hand || seat === undefined || !pause.waiting.includes(seat)) return;
    const present = new Set(presentPeople(record));
    const waiting = pause.waiting.filter((other) => other !== seat && present.has(other));
    if (waiting.length === 0) {
      if (await commitPauseEnd(runtime, game, table)) return;
      continue;
    }
    const state = storedState(game, table.state, { handPause: { ...pause, waiting } });
    const row = await commitGame(runtime.ctx.db, record.game.id, record.game.version, { state });
    if (row) {
      // Every version is published, so a client can tell a missed state from one never sent.
      await runtime.events.publishState({ ...record, game: row });
      return;
    }
  }
}
