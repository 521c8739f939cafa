/**
 * A Vitest reporter that names, at the end of the run, every test that needed a retry: the e2e project
 * retries a failed browser test once, and a test that passes only on its second try is flaky, not fine.
 * Listed after the default reporter in vitest.config.ts, so CI's log ends with the list. A flaky test's
 * failed tries are shown nowhere else, so each retried test also carries what its failed tries threw.
 */
import type { Reporter, TestCase } from 'vitest/node';

export interface RetriedTest {
  project: string;
  /** The test file, relative to its project's root. */
  file: string;
  /** Suite names and the test name, joined with " > ". */
  name: string;
  retries: number;
  /** How it ended after its retries. */
  passed: boolean;
  /** The first line of each error its tries threw, with where it was thrown when known. */
  errors: string[];
}

const MAX_ERROR_CHARS = 300;

const retries = (count: number) => `${count} ${count === 1 ? 'retry' : 'retries'}`;

/** The end-of-run text: one line per retried test, failures first, or a line saying none was retried. */
export function formatRetriedTests(tests: readonly RetriedTest[]): string {
  if (tests.length === 0) return 'Retried tests: none.';
  const ordered = [...tests].sort(
    (a, b) =>
      Number(a.passed) - Number(b.passed) ||
      a.project.localeCompare(b.project) ||
      a.file.localeCompare(b.file) ||
      a.name.localeCompare(b.name),
  );
  const flaky = tests.filter((test) => test.passed).length;
  const lines = ordered.map((test) => {
    const outcome = test.passed ? 'passed on a retry (flaky)' : 'failed on every try';
    const head = `  [${test.project}] ${test.file} > ${test.name}: ${outcome}, ${retries(test.retries)}`;
    return [head, ...test.errors.map((error) => `      ${error}`)].join('\n');
  });
  return [
    `Retried tests: ${tests.length} (${flaky} flaky, ${tests.length - flaky} failed after retrying):`,
    ...lines,
  ].join('\n');
}

/** What the reporter keeps of a finished test, or undefined when it ran once. */
export function retriedTest(test: TestCase): RetriedTest | undefined {
  const diagnostic = test.diagnostic();
  if (!diagnostic || diagnostic.retryCount === 0) return undefined;
  return {
    project: test.project.name,
    file: test.module.relativeModuleId,
    name: test.fullName,
    retries: diagnostic.retryCount,
    passed: test.result().state === 'passed',
    errors: (test.result().errors ?? []).map(describeError),
  };
}

export function describeError(error: { message?: string; stack?: string }): string {
  const message = (error.message ?? 'unknown error').split('\n')[0]?.slice(0, MAX_ERROR_CHARS) ?? '';
  const where = error.stack
    ?.split('\n')
    .find((line) => /\.test\.tsx?:\d+/.test(line))
    ?.trim();
  return where ? `${message} (${where})` : message;
}

export default class RetriedTestsReporter implements Reporter {
  private retried: RetriedTest[] = [];

  onTestRunStart() {
    this.retried = [];
  }

  onTestCaseResult(test: TestCase) {
    const retried = retriedTest(test);
    if (retried) this.retried.push(retried);
  }

  onTestRunEnd() {
    process.stdout.write(`\n${formatRetriedTests(this.retried)}\n`);
  }
}
