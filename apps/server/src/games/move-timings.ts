/**
 * Where a move's time goes, for the API bench (bench/src/server-thread.ts subscribes): waiting for the table's
 * actor, deciding (reads and the engine), writing the commit, publishing the views. Published on a diagnostics
 * channel, so the product pays one `hasSubscribers` check per move while nobody listens.
 */
import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

export const MOVE_TIMINGS_CHANNEL = 'cardroom:move-timings';

export type MovePhase = 'queued' | 'decided' | 'written' | 'published';

export interface MoveTimings {
  /** A person's call (HTTP) or the server's own move at a deadline (bots, timers). */
  source: 'person' | 'server';
  /** Milliseconds spent in each phase, in order; a retried move adds each attempt's time to its phase. */
  phases: Partial<Record<MovePhase, number>>;
}

export interface MoveClock {
  /** Whose move it is: a person's commit is answered before the server's own (move-batcher.ts). */
  readonly source: MoveTimings['source'];
  /** The phase named ends now. */
  mark(phase: MovePhase): void;
  /** The move was committed: its timings are published. */
  committed(): void;
}

const timings = channel(MOVE_TIMINGS_CHANNEL);
const idle = (source: MoveTimings['source']): MoveClock => ({ source, mark() {}, committed() {} });
const IDLE = { person: idle('person'), server: idle('server') };

export function startMoveClock(source: MoveTimings['source']): MoveClock {
  if (!timings.hasSubscribers) return IDLE[source];
  const phases: MoveTimings['phases'] = {};
  let last = performance.now();
  return {
    source,
    mark(phase) {
      const at = performance.now();
      phases[phase] = (phases[phase] ?? 0) + (at - last);
      last = at;
    },
    committed() {
      timings.publish({ source, phases } satisfies MoveTimings);
    },
  };
}
