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

import { checkChoice, checkLimit, checkOptions, describe } from '../check';
import { DancingLinks, HEURISTICS, takeStepHold, type Heuristic, type StepHold } from './dlx';

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

/**
 * Algorithm X on `dlx` as a stream of steps (explicit stack, no recursion). The structure is
 * restored when the generator finishes, and also when it is stopped early (return/break).
 * Arguments are checked here, when the generator is created. From its first step to its end it
 * holds `dlx`: other searches, selections and manual covers on it are refused meanwhile; reset()
 * on `dlx` ends the hold, and the generator then stops with an error at its next step.
 */
export function algorithmXSteps(dlx: DancingLinks, opts?: StepOptions): Generator<AlgorithmXStep, void, undefined> {
  if (!(dlx instanceof DancingLinks)) throw new TypeError(`dlx must be a DancingLinks, got ${describe(dlx)}`);
  const o = checkOptions(opts, ['heuristic', 'limit', 'maxNodes']);
  const heuristic = checkChoice('heuristic', o.heuristic ?? 'mrv', HEURISTICS);
  const limit = checkLimit('limit', o.limit ?? Infinity, 1);
  const maxNodes = checkLimit('maxNodes', o.maxNodes ?? DEFAULT_STEP_NODES, 0);
  const why = dlx.busyWith;
  if (why !== null) throw new RangeError(`dlx must be free for a new search, got a DancingLinks that is busy: ${why}`);
  return steps(dlx, heuristic, limit, maxNodes);
}

function* steps(dlx: DancingLinks, heuristic: Heuristic, limit: number, maxNodes: number): Generator<AlgorithmXStep, void, undefined> {
  // Taken at the first step, not at creation: a generator never started holds nothing.
  const hold = takeStepHold(dlx);
  let nodes = 0;
  let updates = 0;
  let count = 0;
  let status: 'complete' | 'limit' | 'budget' = 'complete';
  // Per level: the column branched on, its rows (fixed when it is covered), the row being tried.
  const stack: { column: number; rows: number[]; i: number; applied: boolean }[] = [];
  const base = dlx.selected.slice();
  try {
    const first = dlx.chooseColumn(heuristic);
    if (first < 0) {
      count = 1;
      yield { kind: 'solution', level: 0, rows: base, count, nodes, updates };
      checkLive(hold);
      status = limit <= 1 ? 'limit' : 'complete';
    } else {
      let column = first;
      search: for (;;) {
        // Choose and cover a column at level stack.length.
        const level = stack.length;
        const size = dlx.columnSize(column);
        yield { kind: 'choose', level, column, size, nodes, updates };
        checkLive(hold);
        const rows = dlx.columnRows(column);
        updates += hold.cover(column);
        stack.push({ column, rows, i: 0, applied: false });
        yield { kind: 'cover', level, column, nodes, updates };
        checkLive(hold);
        // Try rows at the top level, backing up while a level runs out.
        for (;;) {
          const top = stack[stack.length - 1];
          const lv = stack.length - 1;
          if (top.i < top.rows.length) {
            if (nodes >= maxNodes) {
              status = 'budget';
              break search;
            }
            const row = top.rows[top.i];
            nodes++;
            updates += hold.coverRow(row, top.column);
            top.applied = true;
            yield { kind: 'try', level: lv, column: top.column, row, nodes, updates };
            checkLive(hold);
            const next = dlx.chooseColumn(heuristic);
            if (next >= 0) {
              column = next;
              continue search;
            }
            count++;
            yield { kind: 'solution', level: lv + 1, rows: [...base, ...stack.map((s) => s.rows[s.i])], count, nodes, updates };
            checkLive(hold);
            if (count >= limit) {
              status = 'limit';
              break search;
            }
          } else {
            hold.uncover(top.column);
            stack.pop();
            yield { kind: 'backtrack', level: lv, column: top.column, nodes, updates };
            checkLive(hold);
            if (stack.length === 0) break search;
          }
          // Take back the row tried at the (new) top level and move to its next row.
          const t = stack[stack.length - 1];
          hold.uncoverRow(t.rows[t.i], t.column);
          t.applied = false;
          yield { kind: 'undo', level: stack.length - 1, column: t.column, row: t.rows[t.i], nodes, updates };
          checkLive(hold);
          t.i++;
        }
      }
    }
    // Free the matrix before the last step, so a consumer that stops reading at 'done' leaves it free.
    restore(hold, stack);
    yield { kind: 'done', level: 0, status, count, nodes, updates };
  } finally {
    // Also when the consumer stopped early (return/break); after reset() there is nothing to undo.
    restore(hold, stack);
  }
}

/** Undo the generator's covers, newest first, and give the matrix back (unless reset() took it). */
function restore(hold: StepHold, stack: { column: number; rows: number[]; i: number; applied: boolean }[]): void {
  if (!hold.live) return;
  while (stack.length > 0) {
    const t = stack.pop()!;
    if (t.applied) hold.uncoverRow(t.rows[t.i], t.column);
    hold.uncover(t.column);
  }
  hold.release();
}

/** After each yield: the consumer may have reset() the matrix meanwhile, which ends the hold. */
function checkLive(hold: StepHold): void {
  if (!hold.live) throw new Error('this algorithmXSteps generator was stopped: reset() was called on its matrix while it was part-way through');
}
