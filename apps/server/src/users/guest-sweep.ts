/**
 * Idle guest accounts are removed after GUEST_IDLE_DAYS with their data (the same erasure as a deleted
 * account: balances forfeited, seats anonymised, chat deleted). Runs a minute after start, then hourly;
 * tests call sweepIdleGuests directly.
 */
import type { AppContext } from '../context.js';
import { eraseAccount } from './deletion.js';
import { findIdleGuestIds } from './repository.js';

const DAY_MS = 86_400_000;
export const GUEST_SWEEP_INTERVAL_MS = 3_600_000;
/** Not at once on start: a restart loop must not turn into a sweep loop, and tests stay undisturbed. */
export const GUEST_SWEEP_FIRST_DELAY_MS = 60_000;
const BATCH = 200;

/** Removes every guest idle for GUEST_IDLE_DAYS before `now`; returns how many were removed. */
export async function sweepIdleGuests(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.GUEST_IDLE_DAYS * DAY_MS);
  let removed = 0;
  for (;;) {
    const ids = await findIdleGuestIds(ctx.db, cutoff, BATCH);
    let removedNow = 0;
    for (const userId of ids) {
      try {
        // Checked again under the row lock: a guest who came back since the query stays.
        if (await eraseAccount(ctx, userId, { idleGuestSince: cutoff })) {
          removedNow += 1;
          await ctx.lifecycle.emit('sessionsRevoked', { userId });
        }
      } catch (error) {
        ctx.logger.error({ err: error, userId }, 'removing an idle guest failed');
      }
    }
    removed += removedNow;
    // A batch that removed nothing would come back the same: stop rather than spin.
    if (ids.length < BATCH || removedNow === 0) return removed;
  }
}

export interface GuestSweep {
  start(): void;
  stop(): void;
}

export function createGuestSweep(ctx: AppContext): GuestSweep {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    sweepIdleGuests(ctx)
      .then((removed) => {
        if (removed > 0) ctx.logger.info({ removed }, 'idle guests removed');
      })
      .catch((error: unknown) => {
        if (!stopped) ctx.logger.warn({ err: error }, 'idle guest sweep failed');
      })
      .finally(() => {
        if (!stopped) timer = setTimeout(run, GUEST_SWEEP_INTERVAL_MS).unref();
      });
  };
  return {
    start() {
      if (!stopped && !timer) timer = setTimeout(run, GUEST_SWEEP_FIRST_DELAY_MS).unref();
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
