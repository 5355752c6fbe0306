// vitest's global set-up: one stamp per test run, so that what a run shares between test files (the
// notebooks executed once, test/helpers/course-run.ts) is made once per run and never read from an
// earlier one.
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    runStamp: string;
  }
}

export default function setup(project: TestProject): void {
  project.provide('runStamp', `${process.pid}-${Date.now()}`);
}
