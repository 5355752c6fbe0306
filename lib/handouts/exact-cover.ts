/**
 * Facts from the course's Algorithm X slides, mapped onto lib/exact-cover: the four link lines of
 * Dancing Links and the steps of the nondeterministic algorithm.
 *
 * Glossary
 * - Handout line: a line of the slides, in their notation (x.left.right ← x.right).
 * - Our line: the statement of lib/exact-cover/dlx-search.ts that does the same (a test checks it is there).
 */

/** A line of the slides and the two statements of dlx-search.ts that do its job: on the header list (left/right), in a column (up/down). */
export interface LinkLine {
  handout: string;
  ours: readonly [string, string];
  job: string;
}

/** The slides' four link lines and the statements of dlx-search.ts that play their part. */
export const HANDOUT_LINK_LINES: readonly LinkLine[] = Object.freeze([
  { handout: 'x.left.right ← x.right', ours: ['rlink[l] = r;', 'ud[2 * uu + 1] = dd;'], job: 'delete x (borrar nodo x)' },
  { handout: 'x.right.left ← x.left', ours: ['llink[r] = l;', 'ud[2 * dd] = uu;'], job: 'delete x (borrar nodo x)' },
  { handout: 'x.left.right ← x', ours: ['rlink[l] = k;', 'ud[2 * uu + 1] = nn;'], job: 'restore x (restaurar nodo x)' },
  { handout: 'x.right.left ← x', ours: ['llink[r] = k;', 'ud[2 * dd] = nn;'], job: 'restore x (restaurar nodo x)' },
] as LinkLine[]);

/** The slides' steps of Algorithm X, in order. */
export const HANDOUT_ALGORITHM_X_STEPS = Object.freeze([
  'choose a column c deterministically',
  'choose, nondeterministically, a row r with a 1 in column c; add r to the solution',
  'remove every other row with a 1 in a column where r has a 1',
  'remove every column where r has a 1',
  'repeat on the reduced matrix until it is empty',
] as const);

/** The slides' Sudoku numbers: 9 digits × 81 cells rows, 4 kinds × 81 columns, four 1s per row, nine per column. */
export const HANDOUT_SUDOKU = Object.freeze({ rows: 729, columns: 324, onesPerRow: 4, onesPerColumn: 9 });
