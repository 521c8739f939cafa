/**
 * Group commit of ordinary moves (decision 0024): the moves of different tables decided in the same turn of the
 * event loop are written by one statement (repository.ts `appendMoves`) instead of one each. At 1,000 tables a
 * statement per move spent a fifth of the server's thread writing queries to the socket and kept the pool's
 * connections queued; a batch costs about what one move did. A move still answers only after its own commit.
 *
 * At most MAX_IN_FLIGHT batches are written at once; moves decided meanwhile wait for the next batch, so the
 * batches grow with the load instead of the statements. A batch that fails as a whole (a deadlock, a lost
 * connection) is written again move by move, so one move's error never becomes another's.
 */
import type { Db } from '../db/client.js';
import { appendMove, appendMoves, type MoveToAppend } from './repository.js';

const MAX_IN_FLIGHT = 4;
/** Keeps one statement's parameter and lock set bounded. */
const MAX_BATCH = 256;

interface Pending {
  move: MoveToAppend;
  resolve(version: number | undefined): void;
  reject(error: unknown): void;
}

export interface MoveBatcher {
  /** The game's new version once the move is committed, or undefined when another writer committed first. */
  append(move: MoveToAppend): Promise<number | undefined>;
}

export function createMoveBatcher(db: Db, options: { unflushed: boolean }): MoveBatcher {
  let queued: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;

  const schedule = () => {
    if (scheduled || inFlight >= MAX_IN_FLIGHT || queued.length === 0) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  const writeOneByOne = (batch: Pending[]) =>
    Promise.all(
      batch.map(({ move, resolve, reject }) =>
        appendMove(db, move.gameId, move.version, move, options).then(resolve, reject),
      ),
    );

  const flush = async () => {
    const batch = takeBatch();
    if (batch.length === 0) return;
    inFlight++;
    try {
      const versions = await appendMoves(
        db,
        batch.map((pending) => pending.move),
        options,
      );
      for (const { move, resolve } of batch) resolve(versions.get(move.gameId));
    } catch {
      await writeOneByOne(batch);
    } finally {
      inFlight--;
      schedule();
    }
  };

  /** The oldest queued moves, one per game (a second move of a game waits for the next batch). */
  const takeBatch = (): Pending[] => {
    const batch: Pending[] = [];
    const games = new Set<string>();
    const rest: Pending[] = [];
    for (const pending of queued) {
      if (batch.length < MAX_BATCH && !games.has(pending.move.gameId)) {
        games.add(pending.move.gameId);
        batch.push(pending);
      } else rest.push(pending);
    }
    queued = rest;
    return batch;
  };

  return {
    append(move) {
      return new Promise((resolve, reject) => {
        queued.push({ move, resolve, reject });
        schedule();
      });
    },
  };
}
