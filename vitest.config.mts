import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time on our 2-core machines (vitest's default leaves one core idle): the notebook,
    // browser and grading tests mostly wait on kernels and pages, so the long files overlap.
    maxWorkers: 2,
    benchmark: { include: ['test/**/*.bench.ts'] },
  },
});
