import { availableParallelism } from 'os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One stamp per run: what test files share (the notebooks executed once) is made once per run.
    globalSetup: ['test/setup/run-stamp.ts'],
    // Three test files at a time on two cores (vitest's default there is one): the long files mostly wait
    // (kernels and servers starting, pages loading, the browser test on the notebooks' run), and a file
    // at a time used about 1.4 of the two cores (960 CPU-seconds in 690 s). What used to fail under that load no longer
    // measures the wall clock: the presentation fuzz's limit is CPU time, and the classroom's load test
    // waits for its stale user's process. Measured in environment.md ("the whole suite").
    maxWorkers: Math.min(3, availableParallelism() + 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
