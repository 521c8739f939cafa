import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/{src,test}/**/*.test.ts',
      'apps/server/{src,test}/**/*.test.ts',
      'bench/src/**/*.test.ts',
      'apps/web/src/**/*.test.ts',
      'e2e/src/**/*.e2e.test.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
