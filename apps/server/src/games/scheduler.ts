/**
 * In-process timers for game deadlines. The deadline itself lives in the games row, so a restart, or a game
 * committed by another process, is picked up by the sweep that looks for due deadlines every second; acting
 * twice is harmless because moves commit with a version check.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { listDueGames } from './repository.js';
import type { DeadlineScheduler } from './runtime.js';

export const SWEEP_INTERVAL_MS = 1000;

export interface SweepingScheduler extends DeadlineScheduler {
  /** Schedules every game already due (after a restart) and starts the periodic sweep. */
  start(): Promise<void>;
}

export function createScheduler(
  db: Db,
  logger: FastifyBaseLogger,
  onDue: (gameId: string) => Promise<void>,
): SweepingScheduler {
  const timers = new Map<string, { at: number; timer: NodeJS.Timeout }>();
  const running = new Set<string>();
  let sweeper: NodeJS.Timeout | undefined;
  let closed = false;

  const fire = async (gameId: string) => {
    timers.delete(gameId);
    if (running.has(gameId) || closed) return;
    running.add(gameId);
    try {
      await onDue(gameId);
    } catch (error) {
      logger.error({ err: error, gameId }, 'game deadline action failed');
    } finally {
      running.delete(gameId);
    }
  };

  const schedule = (gameId: string, at: Date | null) => {
    if (closed) return;
    const existing = timers.get(gameId);
    if (existing) {
      if (at && existing.at === at.getTime()) return;
      clearTimeout(existing.timer);
      timers.delete(gameId);
    }
    if (at) arm(gameId, at.getTime());
  };

  // Timers run on a monotonic clock rounded to the millisecond and may fire just before the wall clock reaches
  // the deadline; fired then, the table would not be due yet and would be read again from the database (a read
  // for about one bot move in ten on a busy server). Such a timer waits the rest.
  const arm = (gameId: string, at: number) => {
    const onTime = () => (Date.now() < at ? arm(gameId, at) : void fire(gameId));
    const timer = setTimeout(onTime, Math.max(0, at - Date.now()));
    timers.set(gameId, { at, timer });
  };

  const sweep = async () => {
    const due = await listDueGames(db, new Date(Date.now() + SWEEP_INTERVAL_MS * 2));
    for (const game of due)
      if (!timers.has(game.id) && !running.has(game.id)) schedule(game.id, game.deadlineAt);
  };

  return {
    schedule,
    async start() {
      // A database that is down at start must not stop the server from answering (with errors) meanwhile.
      await sweep().catch((error: unknown) => logger.warn({ err: error }, 'first deadline sweep failed'));
      sweeper = setInterval(() => {
        sweep().catch((error: unknown) => {
          if (!closed) logger.warn({ err: error }, 'deadline sweep failed');
        });
      }, SWEEP_INTERVAL_MS);
    },
    close() {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      for (const { timer } of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
