import { createHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { LAG_RESOLUTION_MS, lagP99Of } from './loop-lag.js';

const histogramOf = (milliseconds: number[]) => {
  const histogram = createHistogram();
  for (const value of milliseconds) histogram.record(Math.round(value * 1e6));
  return histogram;
};

describe('the event-loop lag the bench prints', () => {
  it('is the p99 beyond the sampling interval, never below zero', () => {
    expect(lagP99Of(histogramOf(Array.from({ length: 100 }, () => 10.5)))).toBeCloseTo(0.5, 2);
    expect(lagP99Of(histogramOf([...Array.from({ length: 98 }, () => 10.1), 45, 45]))).toBeCloseTo(35, 1);
    expect(lagP99Of(histogramOf([4, 4, 4]))).toBe(0);
  });

  // The reason for the subtraction: a loop that only waits still reads the interval itself.
  it('finds every sample of a waiting loop at least the sampling interval', async () => {
    const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
    lag.enable();
    await new Promise((resolve) => setTimeout(resolve, 300));
    lag.disable();
    expect(lag.min / 1e6).toBeGreaterThanOrEqual(LAG_RESOLUTION_MS * 0.9);
  });
});
