import { availableParallelism } from 'os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One stamp per run: what test files share (the notebooks executed once) is made once per run.
    globalSetup: ['test/setup/run-stamp.ts'],
    // Two test files at a time (vitest's default on 2 cores is one): the suite's long files mostly wait
    // (kernels and servers starting, pages loading), so two at once use the second core; more than two
    // would run three kernels and browsers on two cores. Measured in environment.md ("the whole suite").
    maxWorkers: Math.min(2, availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
