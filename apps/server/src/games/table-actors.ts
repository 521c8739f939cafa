/**
 * Live tables held in memory by this process (an actor per table, as lichess and Colyseus do): the commands
 * of one table (people's moves, the deadline's auto moves) run one at a time here, against the table's record
 * and parsed state kept from the last commit, so an ordinary move reads nothing from the database. The
 * database stays the authority: every commit is versioned (repository.ts), so when another process or another
 * code path of this one (joins, leaving, the hand-end pause, prize pools) changed the table, the write fails,
 * the entry is dropped and the command runs again on a fresh read. Writes through the repository also drop
 * the entry at once (onTableWritten). Entries go when a game finishes, and the least recently used ones when
 * the cache is full. Routing each table's commands to the process holding it is an optimisation on top
 * (decision 0014), not needed for correctness.
 */
import type { GameRecord } from './repository.js';
import { onTableWritten } from './repository.js';
import type { GamesRuntime } from './runtime.js';

/** Live tables kept per process; beyond it the least recently used is dropped (and read again if needed). */
export const MAX_CACHED_TABLES = 20_000;

export interface TableActors {
  /** Runs `command` once every earlier command of the same table has ended (one at a time per table). */
  run<T>(gameId: string, command: () => Promise<T>): Promise<T>;
  /** The table as this process last committed or read it, if held. */
  get(gameId: string): GameRecord | undefined;
  /** The game a person was last seen seated at, if held. */
  gameOf(userId: string): string | undefined;
  /** Holds a record read or committed by this process (a game that is not playing is dropped instead). */
  hold(record: GameRecord): void;
  forget(gameId: string): void;
  /** How many tables are held (tests, the bench). */
  size(): number;
}

const noop = () => {};

export function createTableActors(maxTables = MAX_CACHED_TABLES): TableActors {
  const tables = new Map<string, GameRecord>();
  const gameOfUser = new Map<string, string>();
  const tails = new Map<string, Promise<void>>();

  const forget = (gameId: string) => {
    const record = tables.get(gameId);
    if (!record) return;
    tables.delete(gameId);
    for (const seat of record.seats)
      if (seat.userId && gameOfUser.get(seat.userId) === gameId) gameOfUser.delete(seat.userId);
  };

  return {
    run<T>(gameId: string, command: () => Promise<T>): Promise<T> {
      const previous = tails.get(gameId) ?? Promise.resolve();
      const result = previous.then(command);
      const tail = result.then(noop, noop);
      tails.set(gameId, tail);
      void tail.then(() => {
        if (tails.get(gameId) === tail) tails.delete(gameId);
      });
      return result;
    },
    get(gameId) {
      const record = tables.get(gameId);
      if (record) {
        // Map order is insertion order: re-inserting keeps the most recently used last.
        tables.delete(gameId);
        tables.set(gameId, record);
      }
      return record;
    },
    gameOf: (userId) => gameOfUser.get(userId),
    hold(record) {
      const gameId = record.game.id;
      if (record.game.status !== 'playing') {
        forget(gameId);
        return;
      }
      tables.delete(gameId);
      tables.set(gameId, record);
      for (const seat of record.seats)
        if (seat.userId && !seat.isBot && seat.active) gameOfUser.set(seat.userId, gameId);
      while (tables.size > maxTables) {
        const oldest = tables.keys().next().value;
        if (oldest === undefined) break;
        forget(oldest);
      }
    },
    forget,
    size: () => tables.size,
  };
}

const actorsByRuntime = new WeakMap<GamesRuntime, TableActors>();

/**
 * The table actors of a runtime, made on first use. The repository's write listener holds them weakly, so a
 * runtime that is gone (a test's app) takes its tables with it.
 */
export function tableActorsOf(runtime: GamesRuntime): TableActors {
  const existing = actorsByRuntime.get(runtime);
  if (existing) return existing;
  const actors = createTableActors();
  actorsByRuntime.set(runtime, actors);
  const held = new WeakRef(actors);
  const stop = onTableWritten((gameId) => {
    const live = held.deref();
    if (live) live.forget(gameId);
    else stop();
  });
  return actors;
}
