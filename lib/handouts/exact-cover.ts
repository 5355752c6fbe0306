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

/**
 * The slides' steps of Algorithm X, in order. Step 2 on the slides names the row it chooses *f* and
 * then adds *r* to the solution ("escoger una fila f … y añadir r"): one row under two letters; here,
 * as in notebook 04, it is *r* throughout.
 */
export const HANDOUT_ALGORITHM_X_STEPS = Object.freeze([
  'choose a column c deterministically',
  'choose, nondeterministically, a row r with a 1 in column c; add r to the solution',
  'remove every other row with a 1 in a column where r has a 1',
  'remove every column where r has a 1',
  'repeat on the reduced matrix until it is empty',
] as const);

/**
 * The slides' Sudoku: 9 digits × 81 cells rows, 4 kinds × 81 columns, four 1s per row, nine per column;
 * their example row ⟨2, 5, 7⟩ (digit 2 in cell 5, 7) and their example of a type-1 constraint,
 * ⟨5, 7⟩ ("cell 5, 7 holds one digit": a 1 in the rows ⟨1, 5, 7⟩ … ⟨9, 5, 7⟩, of which a solution takes
 * one). Rows, columns and digits count from 1, as on the slides.
 */
export const HANDOUT_SUDOKU = Object.freeze({
  rows: 729, columns: 324, onesPerRow: 4, onesPerColumn: 9,
  example: Object.freeze({ digit: 2, row: 5, col: 7 }),
  cellConstraint: Object.freeze({ row: 5, col: 7 }),
});

/**
 * The count of the slides' bibliography (Felgenhauer and Jarvis, "Enumerating possible Sudoku grids",
 * 2005): the filled 9×9 grids, as a decimal string (it needs 73 bits).
 */
export const HANDOUT_SUDOKU_GRIDS = '6670903752021072936960';
