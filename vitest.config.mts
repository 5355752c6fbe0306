import { availableParallelism } from 'os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One stamp per run: what test files share (the notebooks executed once) is made once per run.
    globalSetup: ['test/setup/run-stamp.ts'],
    // Three test files at a time on two cores (vitest's default there is one): the suite's long files
    // mostly wait (kernels and servers starting, pages loading, the shared notebook run), so a third file
    // fills the cores while two wait. Measured on a fresh clone (environment.md, "the whole suite"):
    // vitest 713 s with two, 574 s with three.
    maxWorkers: Math.min(3, availableParallelism() + 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
