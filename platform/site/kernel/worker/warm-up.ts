/**
 * The kernel's idle time put to use. The course's own cells need no compiler (checked-cells.ts), but a
 * cell the student changed does, and making tslab's converter costs TypeScript's modules (1–2 s) and the
 * first type check, with the standard library and the course library's declarations. So once the
 * page has been quiet for a moment (after its first Run All, or while the student reads), the worker
 * makes the converter and compiles two throw-away cells; each step is one task, and the steps stop as
 * soon as a real request has arrived (a cell waits at most for the step that is running). The steps
 * wait for quiet because, on a machine with two cores, the page starting its interface needs the other
 * core. What they leave behind is the converter and its cache of parsed and bound declaration files; the
 * cells' shared state (earlier declarations, variables) is not touched, and no throw-away cell's code runs.
 */
import type { Compiler } from './kernel-compiler';
import { hooks } from './compile-hooks';

/** The throw-away cells, cheapest first: the standard library alone, then the library every notebook imports. */
export const WARM_UP_CELLS = ['const warm_up_0 = 1;', "import type * as warm_up_1 from './lib/notebook';"];

/** When each warm-up step started (ms since the epoch) and how long it took: the kernel's `timings`. */
export const warmUpSteps: { at: number; ms: number }[] = [];

/** Compiles a throw-away cell: its code is not run and it gets no name in the error report. */
async function compileOnly(compiler: Compiler, cell: string): Promise<void> {
  const { converter } = await compiler.live();
  const registerCell = hooks.registerCell;
  hooks.registerCell = null;
  try {
    converter.convert('', cell);
  } finally {
    hooks.registerCell = registerCell;
  }
}

/**
 * Runs the warm-up steps (make the converter, then the throw-away cells) one task at a time, until
 * `busy()` says a request is waiting. Resolves with the number of steps taken.
 */
export async function warmUp(compiler: Compiler, busy: () => boolean, cells: readonly string[] = WARM_UP_CELLS): Promise<number> {
  const steps = [() => compiler.live(), ...cells.map((cell) => () => compileOnly(compiler, cell))];
  let done = 0;
  while (done < steps.length) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (busy()) break;
    const started = performance.now();
    try {
      await steps[done]();
    } catch {
      // a warm-up is only an optimisation: the real cell will report whatever this hit
    } finally {
      warmUpSteps.push({ at: Math.round(performance.timeOrigin + started), ms: Math.round(performance.now() - started) });
    }
    done++;
  }
  return done;
}
