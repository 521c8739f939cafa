import type { Histogram } from 'node:perf_hooks';

/** The event-loop delay histogram's sampling interval, ms. */
export const LAG_RESOLUTION_MS = 10;

/**
 * The loop's delay p99 beyond the sampling interval. monitorEventLoopDelay times the gap between its own
 * samples, so with a 10 ms resolution an idle loop reads about 10 ms; the bench printed that as lag until
 * stop 25.
 */
export function lagP99Of(histogram: Pick<Histogram, 'percentile'>): number {
  return Math.max(0, histogram.percentile(99) / 1e6 - LAG_RESOLUTION_MS);
}
