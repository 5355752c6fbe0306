/**
 * Algorithm X, step by step: a generator beside the fast solver, for pictures and teaching.
 *
 * Glossary
 * - Step: one event of the search, with the counters so far: 'choose' (the column to branch on
 *   and its size), 'cover' (that column covered), 'try' (a row taken into the partial solution),
 *   'solution', 'undo' (the row taken back), 'backtrack' (the column uncovered, one level up),
 *   'done' (how it ended).
 * - Level: how many rows the partial solution holds (selected rows not counted).
 *
 * It runs the same moves as `DancingLinks.solve` through the structure's teaching API (one
 * cover/uncover at a time), so its final `nodes` and `updates` equal the solver's; a test checks.
 * Far slower than `solve`: use it on small instances or with a `maxNodes` budget.
 */

import { checkObject, describe } from '../check';
import { DancingLinks, openStepSession, type Heuristic, type StepSession } from './dlx';
import { checkSolveOptions } from './dlx-options';
import type { CheckedSolveOptions, DlxSolveOptions } from './dlx-types';

/** One event of Algorithm X. */
export type AlgorithmXStep =
  | { kind: 'choose'; level: number; column: number; size: number; nodes: number; updates: number }
  | { kind: 'cover'; level: number; column: number; nodes: number; updates: number }
  | { kind: 'try'; level: number; column: number; row: number; nodes: number; updates: number }
  | { kind: 'solution'; level: number; rows: number[]; count: number; nodes: number; updates: number }
  | { kind: 'undo'; level: number; column: number; row: number; nodes: number; updates: number }
  | { kind: 'backtrack'; level: number; column: number; nodes: number; updates: number }
  | { kind: 'done'; level: 0; status: 'complete' | 'limit' | 'budget'; count: number; nodes: number; updates: number };

/** Options for {@link algorithmXSteps}. */
export interface StepOptions {
  heuristic?: Heuristic;
  limit?: number;
  /** Rows to try before stopping with status 'budget'. Default {@link DEFAULT_STEP_NODES}; Infinity for none. */
  maxNodes?: number;
}

/**
 * Default node budget of {@link algorithmXSteps}: each node makes a handful of step objects, so a
 * caller who collects them all (`[...algorithmXSteps(d)]`) stays within memory and seconds.
 */
export const DEFAULT_STEP_NODES = 1_000_000;

/** The options {@link algorithmXSteps} accepts (a part of solve's, checked by the same function). */
const STEP_OPTIONS: readonly (keyof DlxSolveOptions)[] = ['heuristic', 'limit', 'maxNodes'];

/**
 * Algorithm X on `dlx` as a stream of steps (explicit stack, no recursion). The structure is
 * restored when the generator finishes, and also when it is stopped early (return/break).
 * Arguments are checked here, when the generator is created. From its first step to its end it
 * holds `dlx`: other searches, selections and manual covers on it are refused meanwhile; reset()
 * on `dlx` ends the hold, and the generator then stops with an error at its next step.
 */
export function algorithmXSteps(dlx: DancingLinks, opts?: StepOptions): Generator<AlgorithmXStep, void, undefined> {
  if (!(dlx instanceof DancingLinks)) throw new TypeError(`dlx must be a DancingLinks, got ${describe(dlx)}`);
  const o = checkSolveOptions(opts, STEP_OPTIONS, { maxNodes: DEFAULT_STEP_NODES });
  const why = dlx.busyWith;
  if (why !== null) throw new RangeError(`dlx must be free for a new search, got a DancingLinks that is busy: ${why}`);
  return stepGenerator(dlx, o);
}

/** One level of the traced search: the column branched on, its rows (fixed when covered), the row tried. */
interface Level {
  column: number;
  rows: number[];
  i: number;
}

/** The traced search's settings and counters, shared by its parts. */
interface Trace {
  dlx: DancingLinks;
  /** The hold on dlx: it keeps the covers made, newest last, so undo() and close() need no arguments. */
  session: StepSession;
  heuristic: Heuristic;
  limit: number;
  maxNodes: number;
  stack: Level[];
  /** The selected rows, which every solution starts with. */
  base: number[];
  nodes: number;
  updates: number;
  count: number;
  status: 'complete' | 'limit' | 'budget';
}

function* stepGenerator(dlx: DancingLinks, o: CheckedSolveOptions): Generator<AlgorithmXStep, void, undefined> {
  // Taken at the first step, not at creation: a generator never started holds nothing.
  const session = dlx[openStepSession]();
  const { heuristic, limit, maxNodes } = o;
  const t: Trace = { dlx, session, heuristic, limit, maxNodes, stack: [], base: dlx.selected.slice(), nodes: 0, updates: 0, count: 0, status: 'complete' };
  try {
    const first = dlx.chooseColumn(heuristic);
    if (first < 0) {
      t.count = 1;
      yield { kind: 'solution', level: 0, rows: t.base, count: 1, nodes: 0, updates: 0 };
      checkLive(session);
      t.status = limit <= 1 ? 'limit' : 'complete';
    } else {
      yield* explore(t, first);
    }
    // Free the matrix before the last step, so a consumer that stops reading at 'done' leaves it free.
    session.close();
    yield { kind: 'done', level: 0, status: t.status, count: t.count, nodes: t.nodes, updates: t.updates };
  } finally {
    // Also when the consumer stopped early (return/break); after reset() there is nothing to undo.
    session.close();
  }
}

/** The search from the first column on: choose and cover a column, try its rows, back up; sets t.status. */
function* explore(t: Trace, first: number): Generator<AlgorithmXStep, void, undefined> {
  const { dlx, session, stack } = t;
  const at = () => ({ nodes: t.nodes, updates: t.updates });
  let column = first;
  for (;;) {
    // Choose and cover a column at level stack.length.
    const level = stack.length;
    yield { kind: 'choose', level, column, size: dlx.columnSize(column), ...at() };
    checkLive(session);
    const rows = dlx.columnRows(column);
    t.updates += session.cover(column);
    stack.push({ column, rows, i: 0 });
    yield { kind: 'cover', level, column, ...at() };
    checkLive(session);
    // Try rows at the top level, backing up while a level runs out.
    for (;;) {
      const top = stack[stack.length - 1];
      const lv = stack.length - 1;
      if (top.i < top.rows.length) {
        if (t.nodes >= t.maxNodes) {
          t.status = 'budget';
          return;
        }
        const row = top.rows[top.i];
        t.nodes++;
        t.updates += session.coverRow(row, top.column);
        yield { kind: 'try', level: lv, column: top.column, row, ...at() };
        checkLive(session);
        const next = dlx.chooseColumn(t.heuristic);
        if (next >= 0) {
          column = next;
          break;
        }
        t.count++;
        yield { kind: 'solution', level: lv + 1, rows: [...t.base, ...stack.map((s) => s.rows[s.i])], count: t.count, ...at() };
        checkLive(session);
        if (t.count >= t.limit) {
          t.status = 'limit';
          return;
        }
      } else {
        session.undo(); // the column: its last row is taken back already
        stack.pop();
        yield { kind: 'backtrack', level: lv, column: top.column, ...at() };
        checkLive(session);
        if (stack.length === 0) return;
      }
      // Take back the row tried at the (new) top level and move to its next row.
      const u = stack[stack.length - 1];
      session.undo();
      yield { kind: 'undo', level: stack.length - 1, column: u.column, row: u.rows[u.i], ...at() };
      checkLive(session);
      u.i++;
    }
  }
}

/** After each yield: the consumer may have reset() the matrix meanwhile, which ends the hold. */
function checkLive(session: StepSession): void {
  if (!session.live) throw new Error('this algorithmXSteps generator was stopped: reset() was called on its matrix while it was part-way through');
}

/** One level's branching in a trace: the column chosen, its size, and each row tried with the solutions found below it. */
export interface TraceBranch {
  level: number;
  column: number;
  size: number;
  tries: { row: number; solutions: number }[];
}

/**
 * The nondeterministic choice made deterministic, read from a trace: per 'choose', the column chosen and every row
 * tried in it, in order, with how many solutions each try led to (notebook 04 §3 words them).
 */
export function traceBranches(steps: Iterable<AlgorithmXStep>): TraceBranch[] {
  if (steps === null || typeof steps !== 'object' || typeof (steps as Iterable<unknown>)[Symbol.iterator] !== 'function') {
    throw new TypeError(`steps must be an iterable of Algorithm X steps (from algorithmXSteps), got ${describe(steps)}`);
  }
  const branches: TraceBranch[] = [];
  const open: TraceBranch[] = [];
  let i = 0;
  for (const s of steps) {
    checkObject(`steps[${i++}]`, s);
    if (s.kind === 'choose') {
      const b: TraceBranch = { level: s.level, column: s.column, size: s.size, tries: [] };
      open.push(b);
      branches.push(b);
    } else if (s.kind === 'try') {
      if (!open.length) throw new RangeError(`steps must choose a column before trying row ${s.row}`);
      open[open.length - 1].tries.push({ row: s.row, solutions: 0 });
    } else if (s.kind === 'solution') {
      for (const b of open) if (b.tries.length) b.tries[b.tries.length - 1].solutions++;
    } else if (s.kind === 'backtrack') {
      open.pop();
    }
  }
  return branches;
}
