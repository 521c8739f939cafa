/**
 * Group commit of ordinary moves (decision 0024): the moves of different tables decided while a batch is being
 * written go together in one statement (repository.ts `appendMoves`) instead of one each. At 1,000 tables a
 * statement per move spent a fifth of the server's thread writing queries to the socket and kept the pool's
 * connections queued; a batch costs about what one move did. A move still answers only after its own commit.
 *
 * An idle writer sends a move at once. At most MAX_IN_FLIGHT batches are written at once; moves decided
 * meanwhile wait for the next batch, so the batches grow with the load instead of the statements. A batch that
 * fails as a whole (a deadlock, a lost connection) is written again move by move, so one move's error never
 * becomes another's.
 *
 * A committed batch answers people's moves first, and the server's own (bots, timers) a turn of the event loop
 * later: publishing a batch of a few hundred moves back to back held the loop for tens of milliseconds, and a
 * person's move and the requests that arrived meanwhile waited behind bots, whose pace is 600 ms or more.
 */
import type { Db } from '../db/client.js';
import { appendMove, appendMoves, type MoveToAppend } from './repository.js';

const MAX_IN_FLIGHT = 4;
/** Keeps one statement's parameter and lock set bounded. */
const MAX_BATCH = 256;

interface Pending {
  move: MoveToAppend;
  person: boolean;
  resolve(version: number | undefined): void;
  reject(error: unknown): void;
}

export interface MoveBatcher {
  /** The game's new version once the move is committed, or undefined when another writer committed first. */
  append(move: MoveToAppend, options?: { person?: boolean }): Promise<number | undefined>;
}

export function createMoveBatcher(db: Db, options: { unflushed: boolean }): MoveBatcher {
  let queued: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Games with a move in a batch being written: their next move waits for that answer. */
  const writing = new Set<string>();

  const schedule = () => {
    if (scheduled || inFlight >= MAX_IN_FLIGHT || queued.length === 0) return;
    // An idle writer sends at once (a quiet table pays no extra turn of the loop); a busy one gathers the
    // moves of this turn for the next batch.
    if (inFlight === 0) {
      void flush();
      return;
    }
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      void flush();
    });
  };

  /** People's moves now; the server's after the I/O that is ready (see the header). */
  const answer = (batch: Pending[], settle: (pending: Pending) => void) => {
    const later: Pending[] = [];
    for (const pending of batch) {
      if (pending.person) settle(pending);
      else later.push(pending);
    }
    if (later.length > 0) setImmediate(() => later.forEach(settle));
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
    for (const { move } of batch) writing.add(move.gameId);
    inFlight++;
    try {
      const versions = await appendMoves(
        db,
        batch.map((pending) => pending.move),
        options,
      );
      answer(batch, (pending) => pending.resolve(versions.get(pending.move.gameId)));
    } catch {
      await writeOneByOne(batch);
    } finally {
      for (const { move } of batch) writing.delete(move.gameId);
      inFlight--;
      schedule();
    }
  };

  /**
   * The oldest queued moves, one per game and none of a game still being written (its second move goes in a
   * later batch, after the first's answer).
   */
  const takeBatch = (): Pending[] => {
    const batch: Pending[] = [];
    const games = new Set<string>();
    const rest: Pending[] = [];
    for (const pending of queued) {
      const { gameId } = pending.move;
      if (batch.length < MAX_BATCH && !games.has(gameId) && !writing.has(gameId)) {
        games.add(gameId);
        batch.push(pending);
      } else rest.push(pending);
    }
    queued = rest;
    return batch;
  };

  return {
    append(move, options) {
      return new Promise((resolve, reject) => {
        queued.push({ move, person: options?.person ?? false, resolve, reject });
        schedule();
      });
    },
  };
}
