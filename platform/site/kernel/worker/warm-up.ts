/**
 * The kernel's idle time between its start and the first cell, put to use: the page is still starting
 * its interface then (2 s or more), and the first cells would otherwise pay for TypeScript's standard
 * library (the first type check) and the course library's declarations (the first `import … from
 * './lib/notebook'`). Each step is one compile of a throw-away cell, in its own task, and the steps stop
 * as soon as a real request has arrived: a cell waits at most for the one step that is running. What
 * the steps leave behind is the compiler's cache of parsed and bound declaration files and the library's
 * script, loaded but none of its modules run; the cells' shared state (earlier declarations, variables)
 * is not touched, and no throw-away cell's code runs.
 */
import type { Compiler } from './compiler';
import { hooks } from './compile-hooks';

/** The throw-away cells, cheapest first: the standard library alone, then the library every notebook imports. */
export const WARM_UP_CELLS = ['const warm_up_0 = 1;', "import type * as warm_up_1 from './lib/notebook';"];

/** When each warm-up step started (ms since the epoch) and how long it took: the kernel's `timings`. */
export const warmUpSteps: { at: number; ms: number }[] = [];

/** Compiles a throw-away cell: its code is not run and it gets no name in the error report. */
function compileOnly(compiler: Compiler, cell: string): void {
  const registerCell = hooks.registerCell;
  hooks.registerCell = null;
  try {
    compiler.converter.convert('', cell);
  } finally {
    hooks.registerCell = registerCell;
  }
}

/**
 * Runs the warm-up steps (the cells, then `preload`: the library's script) one task at a time, until
 * `busy()` says a request is waiting. Resolves with the number of steps taken.
 */
export function warmUp(compiler: Compiler, busy: () => boolean, preload: () => void, cells: readonly string[] = WARM_UP_CELLS): Promise<number> {
  const steps = [...cells.map((cell) => () => compileOnly(compiler, cell)), preload];
  return new Promise((resolve) => {
    let done = 0;
    const step = () => {
      if (done === steps.length || busy()) return resolve(done);
      const started = performance.now();
      try {
        steps[done]();
      } catch {
        // a warm-up is only an optimisation: the real cell will report whatever this hit
      } finally {
        warmUpSteps.push({ at: Math.round(performance.timeOrigin + started), ms: Math.round(performance.now() - started) });
      }
      done++;
      setTimeout(step, 0);
    };
    setTimeout(step, 0);
  });
}
