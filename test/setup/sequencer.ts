// The order of the test files. The suite's longest chain is the notebooks' run (test/helpers/course-run.ts:
// every notebook of both editions through Jupyter, a few minutes), which the browser test starts and reads
// notebook by notebook as it goes: so the browser test goes first, then the site test (the longest file
// of its own), then the rest in vitest's order, and last the files that only read the finished run (a
// file waiting for it would hold a worker doing nothing).
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const FIRST = ['browser.test.ts', 'site.test.ts'];
const LAST = ['notebooks.test.ts', 'colours.test.ts'];

const rank = (spec: TestSpecification): number => {
  const name = spec.moduleId.split('/').pop() ?? '';
  if (FIRST.includes(name)) return FIRST.indexOf(name) - FIRST.length;
  if (LAST.includes(name)) return 1 + LAST.indexOf(name);
  return 0;
};

export default class CourseRunFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a rank, vitest's order stays.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
