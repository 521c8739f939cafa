import { configDefaults, defineConfig } from 'vitest/config';

/** Files that replace a module with vi.mock: they need a module registry of their own (isolation). */
const MODULE_MOCKING = [
  'apps/server/test/lockout-concurrency.test.ts',
  'apps/server/test/games/entry-refunds.test.ts',
];

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
          // Files of a worker share its module registry instead of importing the server again each (the
          // import was about a third of this tier's time). Tests own their apps and databases; module state
          // that outlives an app (write listeners, caches keyed by runtime) must not change what a later file
          // sees, and module mocks run apart.
          isolate: false,
          exclude: [...configDefaults.exclude, ...MODULE_MOCKING],
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
          name: 'unit-mocked',
          maxWorkers: 3,
          include: MODULE_MOCKING,
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
          // After the other tiers, alone (a browser beside them slowed both on two cores: decision 0015).
          sequence: { groupOrder: 1 },
          // One module registry for the tier, as in 'unit' (about 6 s of server import per file saved); each
          // file still starts its own stack (server, database, SMTP, Chromium) and closes it.
          isolate: false,
          include: ['e2e/src/**/*.e2e.test.ts'],
          // A real browser on a 2-core CI machine shared with the other suites: one retry absorbs a
          // scheduling hiccup; a test that fails twice still fails the run.
          retry: 1,
        },
      },
    ],
  },
});
