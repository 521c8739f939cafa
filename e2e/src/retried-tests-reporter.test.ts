import { describe, expect, it } from 'vitest';
import { describeError, formatRetriedTests, type RetriedTest } from './retried-tests-reporter.js';

const test = (overrides: Partial<RetriedTest>): RetriedTest => ({
  project: 'e2e',
  file: 'e2e/src/spades.e2e.test.ts',
  name: 'spades > plays a hand',
  retries: 1,
  passed: true,
  errors: [],
  ...overrides,
});

describe('the retried-tests report', () => {
  it('says so in one line when no test was retried', () => {
    expect(formatRetriedTests([])).toBe('Retried tests: none.');
  });

  it('names every retried test with its project, file, outcome and retries, failures first', () => {
    const report = formatRetriedTests([
      test({}),
      test({
        file: 'e2e/src/lobby.e2e.test.ts',
        name: 'lobby > joins',
        retries: 2,
        passed: false,
        errors: ['Timeout 5000ms exceeded.', 'expected 2 to be 3 (at e2e/src/lobby.e2e.test.ts:40:7)'],
      }),
      test({ project: 'unit', file: 'apps/server/test/a.test.ts', name: 'a > b' }),
    ]);
    expect(report.split('\n')).toEqual([
      'Retried tests: 3 (2 flaky, 1 failed after retrying):',
      '  [e2e] e2e/src/lobby.e2e.test.ts > lobby > joins: failed on every try, 2 retries',
      '      Timeout 5000ms exceeded.',
      '      expected 2 to be 3 (at e2e/src/lobby.e2e.test.ts:40:7)',
      '  [e2e] e2e/src/spades.e2e.test.ts > spades > plays a hand: passed on a retry (flaky), 1 retry',
      '  [unit] apps/server/test/a.test.ts > a > b: passed on a retry (flaky), 1 retry',
    ]);
  });

  it('keeps the first line of an error and the test file line it was thrown from', () => {
    expect(
      describeError({
        message: 'expect(received).toBe(expected)\n\nExpected: 3\nReceived: 4',
        stack: [
          'AssertionError: expect(received).toBe(expected)',
          '    at check (/work/e2e/src/harness.ts:10:3)',
          '    at /work/e2e/src/table-layout.e2e.test.ts:98:54',
        ].join('\n'),
      }),
    ).toBe('expect(received).toBe(expected) (at /work/e2e/src/table-layout.e2e.test.ts:98:54)');
    expect(describeError({ message: 'x'.repeat(400) })).toBe('x'.repeat(300));
  });
});
