/**
 * The Sudoku stepper's trace: lib/exact-cover's `algorithmXSteps` (Algorithm X with Dancing Links,
 * one event at a time) run on the 729×324 Sudoku matrix, each event paired with the grid as it
 * stands after it, so the page can step forward and back.
 *
 * Glossary
 * - Matrix row and column: lib/exact-cover's Sudoku matrix (`sudokuRowIndex`, `sudokuCandidate`,
 *   `sudokuColumnOf`: a row is a digit in a cell, a column one of Knuth's four constraints).
 * - Step: one event, named for readers: choose, dead-end (a chosen column with no rows left),
 *   cover, try, backtrack (a tried row taken back: the library's `undo`), uncover (a column given
 *   up, one level up: the library's `backtrack`), solution.
 */
import { checkInteger } from '../check';
import type { DancingLinks } from '../exact-cover/dlx';
import { parseSudoku, sudokuCandidate, sudokuLinks, sudokuRowIndex } from '../exact-cover/sudoku';
import { algorithmXSteps } from '../exact-cover/trace';

/** What happened at one step of the search. */
export type StepKind = 'choose' | 'dead-end' | 'cover' | 'try' | 'backtrack' | 'uncover' | 'solution';

/** One event of Algorithm X on the Sudoku matrix. */
export interface SudokuStep {
  kind: StepKind;
  /** Search depth (rows chosen so far, givens not counted) after the event. */
  depth: number;
  /** The column involved (chosen, covered, uncovered), or −1. */
  column: number;
  /** The matrix row tried or taken back, or −1. */
  row: number;
  /** Rows left in the column when it was chosen (on 'choose', 'dead-end' and 'cover'). */
  size: number;
  /** Those rows (the candidates), on 'choose' and 'cover' steps; else empty. */
  candidates: number[];
  /** Rows tried so far (the fast solver's `nodes`). */
  nodes: number;
  /** Link updates so far (the fast solver's `updates`). */
  updates: number;
  /** The grid after the event: 81 digits, 0 for empty. */
  cells: Uint8Array;
}

/** The trace and how it ended. */
export interface SudokuTrace {
  givens: Uint8Array;
  steps: SudokuStep[];
  /** As the solvers say it: 'found' (the first solution was reached), 'none' (no solution), 'budget' (maxSteps ran out). */
  status: 'found' | 'none' | 'budget';
  solution: Uint8Array | null;
}

/** Largest `maxSteps` accepted (each step keeps an 81-byte grid). */
export const MAX_TRACE_STEPS = 1_000_000;

/**
 * Runs Algorithm X on the puzzle up to its first solution, or `maxSteps` events, recording every
 * event with the grid after it. Givens are selected first; clashing givens end at once ('none').
 * `dlx` defaults to a new Sudoku matrix of its own (sudokuLinks()); a given one is restored when the trace returns.
 */
export function traceSudoku(puzzle: string, options: { maxSteps?: number; dlx?: DancingLinks } = {}): SudokuTrace {
  const maxSteps = checkInteger('maxSteps', options.maxSteps ?? 5000, 1, MAX_TRACE_STEPS);
  const givens = Uint8Array.from(parseSudoku(puzzle));
  const dl = options.dlx ?? sudokuLinks();
  dl.unselectAll();
  const cells = Uint8Array.from(givens);
  const steps: SudokuStep[] = [];
  let status: SudokuTrace['status'] = 'none';
  let chosenSize = 0;
  let candidates: number[] = [];
  try {
    for (let i = 0; i < 81; i++) {
      if (givens[i] && !dl.select(sudokuRowIndex(givens[i], Math.floor(i / 9), i % 9))) return { givens, steps, status: 'none', solution: null };
    }
    // Leaving the loop early (break) returns the generator, which restores the structure.
    for (const ev of algorithmXSteps(dl, { heuristic: 'mrv', limit: 1 })) {
      if (ev.kind === 'done') break;
      if (steps.length >= maxSteps) {
        status = 'budget';
        break;
      }
      let kind: StepKind;
      let depth = ev.level;
      let column = 'column' in ev ? ev.column : -1;
      let row = -1;
      switch (ev.kind) {
        case 'choose':
          chosenSize = ev.size;
          candidates = dl.columnRows(ev.column); // read before the cover hides them
          kind = ev.size === 0 ? 'dead-end' : 'choose';
          break;
        case 'cover':
          kind = 'cover';
          break;
        case 'try': {
          kind = 'try';
          row = ev.row;
          depth = ev.level + 1;
          const { digit, row: r, col: c } = sudokuCandidate(row);
          cells[9 * r + c] = digit;
          break;
        }
        case 'undo': {
          kind = 'backtrack';
          row = ev.row;
          const { digit, row: r, col: c } = sudokuCandidate(row);
          if (cells[9 * r + c] === digit && !givens[9 * r + c]) cells[9 * r + c] = 0;
          break;
        }
        case 'backtrack':
          kind = 'uncover';
          break;
        case 'solution':
          kind = 'solution';
          column = -1;
          status = 'found';
          break;
      }
      const withCandidates = kind === 'choose' || kind === 'cover';
      steps.push({
        kind, depth, column, row, size: withCandidates || kind === 'dead-end' ? chosenSize : 0,
        candidates: withCandidates ? candidates : [], nodes: ev.nodes, updates: ev.updates, cells: Uint8Array.from(cells),
      });
      if (kind === 'solution') break;
    }
    return { givens, steps, status, solution: status === 'found' ? steps[steps.length - 1].cells : null };
  } finally {
    dl.unselectAll();
  }
}
