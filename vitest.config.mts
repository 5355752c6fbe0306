import { availableParallelism } from 'os';
import { defineConfig } from 'vitest/config';
import CourseRunFirst from './test/setup/sequencer';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // One stamp per run: what test files share (the notebooks executed once) is made once per run.
    globalSetup: ['test/setup/run-stamp.ts'],
    // The file that starts the notebooks' run first, the files that only read it last (test/setup/sequencer.ts).
    sequence: { sequencer: CourseRunFirst },
    // Three test files at a time on two cores (vitest's default there is one): the browser test spends
    // most of its time waiting for the notebooks' run, which runs two kernels of its own, and the other
    // long files wait on kernels, servers and pages. Measured in environment.md ("the whole suite").
    maxWorkers: Math.min(3, availableParallelism() + 1),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
