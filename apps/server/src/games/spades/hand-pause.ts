/**
 * The pause between hands. When a hand is scored the engine has already dealt the next one; the table waits
 * before its first bid until every person present has closed the score dialog (`game:hand-ack`) or
 * HAND_PAUSE_MS passes, so no turn timer runs behind the dialog. Bots and disconnected people are never
 * waited for. The pause is kept in the games row beside the engine state (key `handPause`, stripped before
 * the engine sees it), so it survives a restart and holds across server processes; the deadline is its end.
 */
import type { SpadesState } from '@cardroom/engine';
import type { Config } from '../../config.js';
import { commitGame, type GameRecord, loadActiveRecord, loadRecord } from '../repository.js';
import type { GamesRuntime } from '../runtime.js';
import { nextDeadline } from './pacing.js';

type PauseConfig = Pick<
  Config,
  'BOT_MIN_DELAY_MS' | 'BOT_MAX_DELAY_MS' | 'TRICK_PAUSE_MS' | 'HAND_PAUSE_MS' | 'TURN_SECONDS'
>;

export interface HandPause {
  /** The engine's number of the hand waiting to start. */
  hand: number;
  /** ISO time at which the hand starts whoever has not acknowledged. */
  until: string;
  /** Seats of the people still looking at the score dialog. */
  waiting: number[];
}

type StoredState = SpadesState & { handPause?: HandPause };

const MAX_ATTEMPTS = 10;

export function handPauseOf(record: GameRecord): HandPause | null {
  return (record.game.state as StoredState | null)?.handPause ?? null;
}

/** The engine state alone (what the engine and the projections work on). */
export function withoutPause(stored: unknown): SpadesState | null {
  if (!stored) return null;
  const { handPause: _pause, ...state } = stored as StoredState;
  return state;
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
export function pauseAfter(
  config: PauseConfig,
  record: GameRecord,
  previous: SpadesState,
  next: SpadesState,
  now = Date.now(),
): HandPause | null {
  if (next.phase === 'finished') return null;
  const running = handPauseOf(record);
  if (running && running.hand === next.hand) return running;
  if (next.hand === previous.hand || config.HAND_PAUSE_MS <= 0) return null;
  const waiting = presentPeople(record);
  if (waiting.length === 0) return null;
  return { hand: next.hand, until: new Date(now + config.HAND_PAUSE_MS).toISOString(), waiting };
}

/** What a committed move stores: the engine state, with the pause it opened beside it. */
export function storedState(next: SpadesState, pause: HandPause | null): SpadesState {
  return pause ? ({ ...next, handPause: pause } as StoredState) : next;
}

/** Ends the pause of `record` (all acknowledged, or its time is up): the first turn's clock starts now. */
async function commitPauseEnd(runtime: GamesRuntime, record: GameRecord): Promise<boolean> {
  const state = withoutPause(record.game.state);
  if (!state) return true;
  const deadlineAt = nextDeadline(runtime.ctx.config, record, state, state);
  const row = await commitGame(runtime.ctx.db, record.game.id, record.game.version, { state, deadlineAt });
  if (!row) return false;
  const committed = { ...record, game: row };
  await runtime.events.publishState(committed);
  runtime.scheduler.schedule(row.id, deadlineAt);
  return true;
}

/**
 * Called when a paused table's deadline passes or its people change: ends the pause when its time is up or
 * nobody it waits for is still present. True when the table was paused (whether or not the pause ended).
 */
export async function settlePause(runtime: GamesRuntime, record: GameRecord): Promise<boolean> {
  const pause = handPauseOf(record);
  if (!pause) return false;
  const present = new Set(presentPeople(record));
  const due = Date.parse(pause.until) <= Date.now();
  if (due || !pause.waiting.some((seat) => present.has(seat))) {
    if (!(await commitPauseEnd(runtime, record))) {
      const fresh = await loadRecord(runtime.ctx.db, record.game.id);
      if (fresh) await settlePause(runtime, fresh);
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
    const pause = handPauseOf(record);
    const seat = record.seats.find((row) => row.userId === userId && !row.isBot && row.active)?.seat;
    if (!pause || pause.hand !== ack.hand || seat === undefined || !pause.waiting.includes(seat)) return;
    const present = new Set(presentPeople(record));
    const waiting = pause.waiting.filter((other) => other !== seat && present.has(other));
    if (waiting.length === 0) {
      if (await commitPauseEnd(runtime, record)) return;
      continue;
    }
    const state = storedState(withoutPause(record.game.state) as SpadesState, { ...pause, waiting });
    const row = await commitGame(runtime.ctx.db, record.game.id, record.game.version, { state });
    if (row) {
      // Every version is published, so a client can tell a missed state from one never sent.
      await runtime.events.publishState({ ...record, game: row });
      return;
    }
  }
}
