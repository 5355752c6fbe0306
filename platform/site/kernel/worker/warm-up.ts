/**
 * The kernel's idle time between its start and the first cell, put to use: the page is still starting
 * its interface then (2 s or more), and the first cells would otherwise pay for TypeScript's standard
 * library (the first type check) and the course library's declarations (the first `import … from
 * './lib/notebook'`). Each step is one compile of a throw-away cell, in its own task, and the steps stop
 * as soon as a real request has arrived: a cell waits at most for the one step that is running. What
 * the steps leave behind is only the compiler's cache of parsed and bound declaration files; the cells'
 * shared state (earlier declarations, variables) is not touched, and no step's code runs.
 */
import type { Compiler } from './compiler';
import { hooks } from './compile-hooks';

/** The throw-away cells, cheapest first: the standard library alone, then the library every notebook imports. */
export const WARM_UP_CELLS = ['const warm_up_0 = 1;', "import type * as warm_up_1 from './lib/notebook';"];

/** When each warm-up step started (ms since the epoch) and how long it took: the kernel's `timings`. */
export const warmUpSteps: { at: number; ms: number }[] = [];

/** Compiles the warm-up cells one task at a time until `busy()` says a request is waiting. */
export function warmUp(compiler: Compiler, busy: () => boolean, cells: readonly string[] = WARM_UP_CELLS): Promise<number> {
  return new Promise((resolve) => {
    let done = 0;
    const step = () => {
      if (done === cells.length || busy()) return resolve(done);
      const registerCell = hooks.registerCell;
      hooks.registerCell = null; // a throw-away cell gets no name in the error report
      const started = performance.now();
      try {
        compiler.converter.convert('', cells[done]);
      } catch {
        // a warm-up is only an optimisation: the real cell will report whatever this hit
      } finally {
        hooks.registerCell = registerCell;
        warmUpSteps.push({ at: Math.round(performance.timeOrigin + started), ms: Math.round(performance.now() - started) });
      }
      done++;
      setTimeout(step, 0);
    };
    setTimeout(step, 0);
  });
}
