import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The default report, then the list of tests that needed a retry (e2e retries once): a retry that
    // rescues a flaky test shows in the log instead of passing silently.
    reporters: ['default', './e2e/src/retried-tests-reporter.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Vitest's default is one worker on a 2-core machine; these tests mostly wait on databases,
          // sockets and timers, so three files at a time finish in about half the time.
          maxWorkers: 3,
          include: [
            'packages/*/{src,test}/**/*.test.ts',
            'apps/server/{src,test}/**/*.test.ts',
            'bench/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'e2e/src/*-reporter.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          // Component tests (Testing Library) beside the React components, in a simulated DOM.
          name: 'web',
          // Same pool width as 'unit': Vitest runs projects of one group order side by side only when
          // their maxWorkers agree.
          maxWorkers: 3,
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          // One browser at a time: Chromium needs the CPU the server under test also uses.
          maxWorkers: 1,
          include: ['e2e/src/**/*.e2e.test.ts'],
          // A real browser on a 2-core CI machine shared with the other suites: one retry absorbs a
          // scheduling hiccup; a test that fails twice still fails the run.
          retry: 1,
        },
      },
    ],
  },
});
