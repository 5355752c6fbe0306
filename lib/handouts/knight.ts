/**
 * Facts from the course's knight's-tour handout, kept as data so tests can hold the notebooks'
 * quotations against the library (the handout itself is not part of the project).
 *
 * Glossary
 * - Base case (caso base): a board whose tour the course stored in a text file and read back.
 * - Variant: for 5×5, 7×7 and 9×9 the course stored two tours — a closed structured tour of the
 *   board minus one corner ('cornerless'), and an open tour of the whole board ('open').
 * - Course case: one branch of the course's divide-and-conquer function (`unir_simple`, …).
 * - Piece: a smaller board the course builds a case from; the four pieces of a square board are
 *   its quarters (a corner-less piece leaves out one corner square).
 */
import { checkInteger } from '../check';
import { ManualGame } from '../knight/manual-game';
import { isKnightMove, knightGraph } from '../knight/board';
import { tourExists } from '../knight/existence';
import { divideAndConquerTour } from '../knight/divide-and-conquer';
import { validateTour } from '../knight/tour';

/** One of the course's base boards (rows ≤ cols) and the tours it stored for it. */
export interface CourseBaseCase {
  rows: number;
  cols: number;
  variants: ('closed' | 'cornerless' | 'open')[];
}

/** The course's 13 base boards, in the handout's order; 5×5, 7×7 and 9×9 have two variants. */
export const COURSE_BASE_CASES: readonly CourseBaseCase[] = Object.freeze([
  { rows: 6, cols: 6, variants: ['closed'] },
  { rows: 8, cols: 8, variants: ['closed'] },
  { rows: 5, cols: 6, variants: ['closed'] },
  { rows: 6, cols: 7, variants: ['closed'] },
  { rows: 7, cols: 8, variants: ['closed'] },
  { rows: 8, cols: 9, variants: ['closed'] },
  { rows: 9, cols: 10, variants: ['closed'] },
  { rows: 10, cols: 11, variants: ['closed'] },
  { rows: 6, cols: 8, variants: ['closed'] },
  { rows: 8, cols: 10, variants: ['closed'] },
  { rows: 5, cols: 5, variants: ['cornerless', 'open'] },
  { rows: 7, cols: 7, variants: ['cornerless', 'open'] },
  { rows: 9, cols: 9, variants: ['cornerless', 'open'] },
] as CourseBaseCase[]);

/**
 * The handout's closing recommendation for the base boards: n×n for 5 ≤ n ≤ 9, n×(n+1) for
 * 5 ≤ n ≤ 10, n×(n+2) for n = 6 and 8 (a test checks it names the same 13 boards as the list).
 */
export function courseRecommendedBaseBoards(): { rows: number; cols: number }[] {
  const out: { rows: number; cols: number }[] = [];
  for (let n = 5; n <= 9; n++) out.push({ rows: n, cols: n });
  for (let n = 5; n <= 10; n++) out.push({ rows: n, cols: n + 1 });
  for (const n of [6, 8]) out.push({ rows: n, cols: n + 2 });
  return out;
}

/**
 * The handout's rule for an m×(m+1) board (its case n = m + 1), as four pieces rows × cols in the
 * handout's orientation (the course turns l×(l−1) and (l+1)×l pieces before solving them). With
 * l = m/2 when m is even, else (m+1)/2: m divisible by 4 → l×l twice and l×(l+1) twice; m + 1
 * divisible by 4 → (l−1)×l twice and l×l twice; m even otherwise → (l+1)×l, (l+1)×(l+1), (l−1)×l,
 * (l−1)×(l+1); m + 1 even otherwise → l×(l+1), l×(l−1), (l−1)×(l+1), (l−1)×(l−1).
 */
export function courseMPlusOnePieces(m: number): [number, number][] {
  checkInteger('m', m, 1, 1_000_000);
  const n = m + 1;
  if (m % 4 === 0) { const l = m / 2; return [[l, l], [l, l], [l, l + 1], [l, l + 1]]; }
  if (n % 4 === 0) { const l = n / 2; return [[l - 1, l], [l - 1, l], [l, l], [l, l]]; }
  if (m % 2 === 0) { const l = m / 2; return [[l + 1, l], [l + 1, l + 1], [l - 1, l], [l - 1, l + 1]]; }
  const l = n / 2;
  return [[l, l + 1], [l, l - 1], [l - 1, l + 1], [l - 1, l - 1]];
}

/** The three families of boards the course's divide and conquer builds from four pieces (its recommendation names the same three). */
export type CourseRuleFamily = 'n×n' | 'n×(n+1)' | 'n×(n+2)';

/**
 * The four pieces the handout's rules cut a board into, rows ≤ cols: n×n by its square cases (n divisible by 4:
 * four (n/2)×(n/2), `unir_simple`; n even, n/2 odd: four (n/2)×(n/2) without a corner, `unir_complex`; n odd, h = n//2:
 * (h+1)×(h+1) without a corner, h×(h+1), (h+1)×h, h×h when h is even, h×h without a corner, h×(h+1), (h+1)×h,
 * (h+1)×(h+1) when h is odd, `unir_impar`), m×(m+1) by {@link courseMPlusOnePieces}, m×(m+2) with m even by four
 * (m/2)×(m/2+1). Any other board has no rule in the handout: refused.
 */
export function courseRulePieces(rows: number, cols: number): { family: CourseRuleFamily; pieces: CoursePiece[] } {
  checkInteger('rows', rows, 2, 1_000_000);
  checkInteger('cols', cols, rows, rows + 2);
  const m = rows;
  if (cols === m + 1) return { family: 'n×(n+1)', pieces: courseMPlusOnePieces(m).map(([r, c]) => [r, c] as CoursePiece) };
  if (cols === m + 2) {
    if (m % 2 !== 0) throw new RangeError(`rows must be even for an m×(m+2) board (the handout's case n = m + 2 needs both sides even), got ${m}`);
    return { family: 'n×(n+2)', pieces: Array.from({ length: 4 }, () => [m / 2, m / 2 + 1] as CoursePiece) };
  }
  if (m % 2 === 0) return { family: 'n×n', pieces: Array.from({ length: 4 }, () => (m % 4 === 2 ? [m / 2, m / 2, true] : [m / 2, m / 2]) as CoursePiece) };
  const h = (m - 1) / 2;
  const pieces: CoursePiece[] = h % 2 === 0 ? [[h + 1, h + 1, true], [h, h + 1], [h + 1, h], [h, h]] : [[h, h, true], [h, h + 1], [h + 1, h], [h + 1, h + 1]];
  return { family: 'n×n', pieces };
}

/** Largest corner-less piece with a side under 5 that {@link pieceHasClosedTour} decides by exhaustive search. */
const MAX_SMALL_CORNERLESS = 40;

/** Whether rows×cols minus its top-left corner has a knight's cycle through every other square: exhaustive search (small boards). */
function smallCornerlessCycle(rows: number, cols: number): boolean {
  const squares = rows * cols;
  if (squares > MAX_SMALL_CORNERLESS) throw new RangeError(`a corner-less piece with a side under 5 must have at most ${MAX_SMALL_CORNERLESS} squares, got ${rows}×${cols}`);
  const { adj, count } = knightGraph(rows, cols, 0);
  const visited = new Uint8Array(squares);
  const start = 1;
  const extend = (s: number, depth: number): boolean => {
    if (depth === squares - 1) return Array.from({ length: count[s] }, (_, k) => adj[8 * s + k]).includes(start);
    for (let k = 0; k < count[s]; k++) {
      const t = adj[8 * s + k];
      if (visited[t]) continue;
      visited[t] = 1;
      if (extend(t, depth + 1)) return true;
      visited[t] = 0;
    }
    return false;
  };
  visited[0] = 1;
  visited[start] = 1;
  return extend(start, 1);
}

/**
 * Whether a piece has the closed tour the course's joins need. A whole board: Schwenk's theorem (`tourExists`). A board
 * without its corner (both sides odd): with a side under 5, an exhaustive search; otherwise the library's construction
 * builds one — its open tour from the corner, whose squares after the corner close into a cycle (checked here).
 */
export function pieceHasClosedTour(piece: CoursePiece): boolean {
  const [rows, cols, cornerless] = piece;
  checkInteger('rows', rows, 1, 1000);
  checkInteger('cols', cols, 1, 1000);
  if (!cornerless) return tourExists(rows, cols, 'closed');
  if (rows % 2 === 0 || cols % 2 === 0) throw new RangeError(`a piece without a corner must have two odd sides, got ${rows}×${cols}`);
  if (Math.min(rows, cols) < 5) return smallCornerlessCycle(rows, cols);
  const tour = divideAndConquerTour(rows, cols);
  const path = tour.path;
  const ok = validateTour(tour).ok && path[0] === 0 && isKnightMove(rows, cols, path[path.length - 1], path[1]);
  if (!ok) throw new Error(`internal error: the ${rows}×${cols} construction is not a corner-less cycle entered from the corner`);
  return true;
}

/**
 * The figures the handout's text announces for its joins and does not include: each case with the words that
 * announce it. Notebook 02 and appendix 02a draw those of `unir_simple` and `unir_impar` from our plans; the one of
 * `unir_complex` is not reconstructed (our construction has no such case).
 */
export const COURSE_MISSING_FIGURES: readonly { name: string; announced: string }[] = Object.freeze([
  { name: 'unir_simple', announced: 'los une de la siguiente forma' },
  { name: 'unir_complex', announced: 'lo hace de la siguiente forma' },
  { name: 'unir_impar', announced: 'unir_impar funciona de la siguiente forma' },
]);

/** The corner the course's `unir_complex` quarter leaves out: "no pasa por la esquina inferior derecha". */
export const COURSE_COMPLEX_LEFT_OUT = 'bottom-right';

/**
 * The squares (row·n + col) the four quarters of the course's `unir_complex` leave out on an n×n
 * board (n even): the top-left quarter misses its bottom-right corner, and the others are that
 * quarter turned 90°, 180° and 270° about the board's centre — in the order top-left, top-right,
 * bottom-right, bottom-left.
 */
export function courseComplexLeftOut(n: number): number[] {
  checkInteger('n', n, 2, 1_000_000);
  if (n % 2 !== 0) throw new RangeError(`n must be even (unir_complex cuts the board into four equal quarters), got ${n}`);
  const k = n / 2;
  let [r, c] = [k - 1, k - 1];
  const out: number[] = [];
  for (let turn = 0; turn < 4; turn++) {
    out.push(r * n + c);
    [r, c] = [c, n - 1 - r]; // a quarter turn clockwise about the centre
  }
  return out;
}

/** A board the course builds from smaller ones: rows, cols, and whether it leaves out a corner. */
export type CoursePiece = readonly [number, number, boolean?];

/** A branch of the course's divide-and-conquer function, with one example board and the pieces the course uses for it. */
export interface CourseDcCase {
  name: string;
  when: string;
  board: readonly [number, number];
  pieces: readonly CoursePiece[];
  how: string;
}

/**
 * The branches of the course's divide-and-conquer function, each with an example board and the
 * four pieces the handout's rule cuts it into (a test checks the pieces cover the board exactly).
 */
export const COURSE_DC_CASES: readonly CourseDcCase[] = Object.freeze([
  { name: 'unir_simple', when: 'n×n, n divisible by 4', board: [16, 16], pieces: [[8, 8], [8, 8], [8, 8], [8, 8]], how: 'closed structured quarters' },
  { name: 'unir_complex', when: 'n×n, n even, n/2 odd', board: [14, 14], pieces: [[7, 7, true], [7, 7, true], [7, 7, true], [7, 7, true]], how: 'one tour turned 90°, 180°, 270°' },
  { name: 'unir_impar (n//2 even)', when: 'n×n, n odd', board: [13, 13], pieces: [[7, 7, true], [7, 6], [6, 7], [6, 6]], how: 'open tour' },
  { name: 'unir_impar (n//2 odd)', when: 'n×n, n odd', board: [15, 15], pieces: [[7, 7, true], [7, 8], [8, 7], [8, 8]], how: 'open tour' },
  // n = m + 1, the handout's four sub-cases (l = m/2 or (m+1)/2, whichever is whole); in the third the
  // handout prints the last piece as "(l-1)*l+1": the pieces cover the board only as (l−1)×(l+1).
  { name: 'n = m + 1 (m % 4 = 0)', when: 'm×(m+1), m divisible by 4', board: [12, 13], pieces: [[6, 6], [6, 6], [6, 7], [6, 7]], how: 'joined with unir_simple' },
  { name: 'n = m + 1 (n % 4 = 0)', when: 'm×(m+1), m + 1 divisible by 4', board: [15, 16], pieces: [[7, 8], [7, 8], [8, 8], [8, 8]], how: 'joined with unir_simple' },
  { name: 'n = m + 1 (m % 4 = 2)', when: 'm×(m+1), m even, not divisible by 4', board: [14, 15], pieces: [[8, 7], [8, 8], [6, 7], [6, 8]], how: 'joined with unir_simple' },
  { name: 'n = m + 1 (n % 4 = 2)', when: 'm×(m+1), m + 1 even, not divisible by 4', board: [13, 14], pieces: [[7, 8], [7, 6], [6, 8], [6, 6]], how: 'joined with unir_simple' },
  { name: 'n = m + 2', when: 'm×(m+2), both even', board: [14, 16], pieces: [[7, 8], [7, 8], [7, 8], [7, 8]], how: 'joined with unir_simple' },
] as CourseDcCase[]);

/** log₁₀ of the handout's backtracking bound 2^(n²) (one visited bit per square), for printing. */
export function log10CourseBound(n: number): number {
  return n * n * Math.LOG10E * Math.LN2;
}

/** One part of the course's manual mode (its function, the state it carries, a helper) and the `ManualGame` member that does its job. */
export interface CourseManualPart {
  /** The handout's name for it. */
  part: string;
  /** Ours, as a notebook cell calls it. */
  ours: string;
}

/**
 * The course's manual mode as the handout describes it: the recursive function
 * `manual(n, Kx, Ky, V, ct, Hx, Hy)`, the state it carries, its helpers `dibujarTabMan`, `overMan`
 * and `valid`, the −1 that undoes and the end test `ct == n²−1`, each beside the member of
 * `ManualGame` that does the same job (notebook 01 words both and checks each on a game).
 */
export const COURSE_MANUAL_PARTS: readonly CourseManualPart[] = Object.freeze([
  { part: 'manual(n, Kx, Ky, V, ct, Hx, Hy)', ours: 'new ManualGame(rows, cols, start)' },
  { part: 'Kx, Ky', ours: 'knight' },
  { part: 'V', ours: 'cells()' },
  { part: 'ct', ours: 'path.length − 1' },
  { part: 'Hx, Hy', ours: 'path' },
  { part: 'dibujarTabMan', ours: 'render()' },
  { part: 'overMan', ours: "status === 'stuck'" },
  { part: 'valid', ours: 'options(), move(label)' },
  { part: '−1', ours: 'undo()' },
  { part: 'ct == n²−1', ours: "status === 'won'" },
] as CourseManualPart[]);

/**
 * The jobs of the handout's manual-mode helpers, each checked on real games (notebook 01 §3's last claim):
 * `dibujarTabMan` prints rows of k, x, o and digits (`fresh`, any game in play); `overMan` ends a game with no
 * option left (`stuck`); `valid` refuses a label that is not on offer, `−1` takes a move back exactly, and
 * `ct == n²−1` ends a full board with x everywhere but the knight's square (`won`). A probe game of the same size
 * as `fresh`, started on its start square, is played here for `valid` and `−1`.
 */
export function manualPartJobs(games: { fresh: ManualGame; stuck: ManualGame; won: ManualGame }): [string, boolean][] {
  const { fresh, stuck, won } = games;
  const probe = new ManualGame(fresh.rows, fresh.cols, fresh.path[0]);
  let refused = false;
  try { probe.move(probe.options().length); } catch (e) { refused = e instanceof RangeError; }
  const before = probe.path.join();
  if (probe.options().length) probe.move(0);
  const undone = probe.undo() && probe.path.join() === before;
  const wonCells = won.cells().flat();
  const squares = won.rows * won.cols;
  return [
    ['dibujarTabMan', fresh.render().split('\n').every((l) => /^\|([kxo0-7]\|)+$/.test(l))],
    ['overMan', stuck.status === 'stuck' && stuck.options().length === 0 && stuck.path.length < stuck.rows * stuck.cols],
    ['valid', refused],
    ['−1', undone],
    ['ct == n²−1', won.status === 'won' && won.path.length === squares &&
      wonCells.filter((c) => c === 'x').length === squares - 1 && wonCells[won.knight] === 'k'],
  ];
}
