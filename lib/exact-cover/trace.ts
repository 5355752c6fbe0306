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

import { checkChoice, checkLimit } from '../check';
import { HEURISTICS, type DancingLinks, type Heuristic } from './dlx';

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
  maxNodes?: number;
}

/**
 * Algorithm X on `dlx` as a stream of steps (explicit stack, no recursion). The structure is
 * restored when the generator finishes, and also when it is stopped early (return/break).
 */
export function* algorithmXSteps(dlx: DancingLinks, opts: StepOptions = {}): Generator<AlgorithmXStep, void, undefined> {
  const heuristic = checkChoice('heuristic', opts.heuristic ?? 'mrv', HEURISTICS);
  const limit = checkLimit('limit', opts.limit ?? Infinity, 1);
  const maxNodes = checkLimit('maxNodes', opts.maxNodes ?? Infinity, 0);
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
      status = limit <= 1 ? 'limit' : 'complete';
    } else {
      let column = first;
      search: for (;;) {
        // Choose and cover a column at level stack.length.
        const level = stack.length;
        const size = dlx.columnSize(column);
        yield { kind: 'choose', level, column, size, nodes, updates };
        const rows = dlx.columnRows(column);
        updates += dlx.coverColumn(column);
        stack.push({ column, rows, i: 0, applied: false });
        yield { kind: 'cover', level, column, nodes, updates };
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
            updates += dlx.coverRowFrom(row, top.column);
            top.applied = true;
            yield { kind: 'try', level: lv, column: top.column, row, nodes, updates };
            const next = dlx.chooseColumn(heuristic);
            if (next >= 0) {
              column = next;
              continue search;
            }
            count++;
            yield { kind: 'solution', level: lv + 1, rows: [...base, ...stack.map((s) => s.rows[s.i])], count, nodes, updates };
            if (count >= limit) {
              status = 'limit';
              break search;
            }
          } else {
            dlx.uncoverColumn(top.column);
            stack.pop();
            yield { kind: 'backtrack', level: lv, column: top.column, nodes, updates };
            if (stack.length === 0) break search;
          }
          // Take back the row tried at the (new) top level and move to its next row.
          const t = stack[stack.length - 1];
          dlx.uncoverRowFrom(t.rows[t.i], t.column);
          t.applied = false;
          yield { kind: 'undo', level: stack.length - 1, column: t.column, row: t.rows[t.i], nodes, updates };
          t.i++;
        }
      }
    }
    yield { kind: 'done', level: 0, status, count, nodes, updates };
  } finally {
    // Restore the structure, also when the consumer stopped early.
    while (stack.length > 0) {
      const t = stack.pop()!;
      if (t.applied) dlx.uncoverRowFrom(t.rows[t.i], t.column);
      dlx.uncoverColumn(t.column);
    }
  }
}
