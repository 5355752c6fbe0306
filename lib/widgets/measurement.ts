/**
 * The measurement lab's solvers and its one measurement: run a library solver at size n, time it,
 * and read its machine-independent counter (nodes generated, squares visited …). The page runs
 * `measureSize` in a Web Worker built from the same bundle; the tests run it in Node.
 *
 * Glossary
 * - Solver: one entry of LAB_SOLVERS — a library call, the name of its counter, and the sizes it
 *   accepts (the largest a worker finishes in seconds, not minutes).
 * - Point: one size measured: n, the median time per call in ms, the counter of a call.
 */
import { checkChoice, checkInteger, checkOptions } from '../check';
import { backtrackTour } from '../knight/backtrack';
import { divideAndConquerTour } from '../knight/divide-and-conquer';
import { warnsdorffTour } from '../knight/warnsdorff';
import { median } from '../notebook/timing';
import { traceSearch } from '../queens/trace';

/** One solver the lab can measure. */
export interface LabSolver {
  // What it runs and what it counts, in words: lib/i18n's widgets.lab.solvers (one home per language).
  /** Sizes it accepts. */
  min: number;
  max: number;
  /** Default range shown first. */
  from: number;
  to: number;
  step: number;
  /** The method's key in the course palette (lib/notebook/palette). */
  method: string;
  /** Runs once at size n; returns the counter. */
  run(n: number): number;
}

/** The solvers of the lab (each a library function the notebooks use). */
export const LAB_SOLVERS = {
  'queens-dfs-all': {
    method: 'dfs',
    min: 4, max: 12, from: 4, to: 10, step: 1,
    run: (n: number) => traceSearch(n, 'dfs', { keep: false, stopAt: 'all', maxNodes: 1e9 }).stats.generated,
  },
  'queens-dfs-first': {
    method: 'dfs',
    min: 4, max: 28, from: 4, to: 24, step: 2,
    run: (n: number) => traceSearch(n, 'dfs', { keep: false, maxNodes: 1e9 }).stats.generated,
  },
  'knight-warnsdorff': {
    method: 'warnsdorff',
    min: 5, max: 1000, from: 20, to: 320, step: 50,
    run: (n: number) => warnsdorffTour(n, n, 0, { tieBreak: 'roth' }).stats.visited,
  },
  'knight-divide-and-conquer': {
    method: 'divide-and-conquer',
    min: 5, max: 1000, from: 20, to: 320, step: 50,
    run: (n: number) => divideAndConquerTour(n, n).path.length,
  },
  'knight-backtrack': {
    method: 'backtracking',
    min: 5, max: 200, from: 10, to: 100, step: 10,
    run: (n: number) => backtrackTour(n, n, 0, { order: 'warnsdorff', maxNodes: 10_000_000 }).stats.nodes,
  },
} satisfies Record<string, LabSolver>;

/** A solver's name. */
export type LabSolverName = keyof typeof LAB_SOLVERS;
/** The solvers' names, in the picker's order. */
export const LAB_SOLVER_NAMES = Object.keys(LAB_SOLVERS) as LabSolverName[];

/** What the lab measures: a solver and the sizes from, from + step, …, to. */
export interface LabPlan {
  solver: LabSolverName;
  from: number;
  to: number;
  step: number;
}

/** Checks a plan (the library's messages: `to must be an integer from …, got …`) and returns its sizes. */
export function labSizes(plan: { solver?: unknown; from?: unknown; to?: unknown; step?: unknown }): { solver: LabSolverName; sizes: number[] } {
  const o = checkOptions(plan, ['solver', 'from', 'to', 'step'], 'plan');
  const solver = checkChoice('solver', o.solver, LAB_SOLVER_NAMES);
  const s: LabSolver = LAB_SOLVERS[solver];
  const from = checkInteger('from', o.from ?? s.from, s.min, s.max);
  const to = checkInteger('to', o.to ?? s.to, from, s.max);
  const step = checkInteger('step', o.step ?? s.step, 1, s.max);
  const sizes: number[] = [];
  for (let n = from; n <= to; n += step) sizes.push(n);
  if (sizes.length > 60) throw new RangeError(`the plan must have at most 60 sizes, got ${sizes.length} (raise step)`);
  return { solver, sizes };
}

/** One size measured. */
export interface LabPoint {
  n: number;
  /** Median time per call over the samples, ms. */
  ms: number;
  /** Samples taken (each a batch of calls). */
  runs: number;
  /** Calls per sample. */
  batch: number;
  count: number;
}

/** A sample lasts at least this long, so a page's 0.1 ms clock does not round the time per call away. */
export const LAB_SAMPLE_MS = 2;

/**
 * Measures `solver` at size n: calls batched so that one sample lasts at least `LAB_SAMPLE_MS`, then
 * samples until `minMs` have passed (at least 3, at most 15); returns the median time per call and
 * the counter (the same on every run: the solvers are deterministic).
 */
export function measureSize(solver: LabSolverName, n: number, minMs = 40): LabPoint {
  const s: LabSolver = LAB_SOLVERS[checkChoice('solver', solver, LAB_SOLVER_NAMES)];
  checkInteger('n', n, s.min, s.max);
  // A first, untimed call: it can pay for compiling the solver (seen: 60 ms for one 80×80 pass that then takes 1 ms).
  let count = s.run(n);
  let batch = 1;
  for (;;) {
    const t = performance.now();
    for (let k = 0; k < batch; k++) count = s.run(n);
    const took = performance.now() - t;
    if (took >= LAB_SAMPLE_MS || batch >= 1 << 20) break;
    batch = took > 0 ? Math.min(1 << 20, Math.ceil((batch * LAB_SAMPLE_MS * 1.2) / took)) : batch * 8;
  }
  const times: number[] = [];
  const t0 = performance.now();
  do {
    const t = performance.now();
    for (let k = 0; k < batch; k++) count = s.run(n);
    times.push((performance.now() - t) / batch);
  } while (times.length < 3 || (times.length < 15 && performance.now() - t0 < minMs));
  return { n, ms: median(times), runs: times.length, batch, count };
}
