import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One stamp per run: what test files share (the notebooks executed once) is made once per run.
    globalSetup: ['test/setup/run-stamp.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
