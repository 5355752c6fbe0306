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
    // Two test files at a time (vitest's default on 2 cores is one): the long files often wait (kernels
    // and servers starting, pages loading, the browser test on the notebooks' run), so two at once use the
    // second core. Three were faster (648 s against 727 s) but made the wall-clock guards of
    // test/presentation-fuzz.test.ts and a process listing of the classroom's test fail on two cores.
    // Measured in environment.md ("the whole suite").
    maxWorkers: Math.min(2, availableParallelism()),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
