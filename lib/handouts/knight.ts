/**
 * Facts from the course's knight's-tour handout, kept as data so tests can hold the notebooks'
 * quotations against the library (the handout itself is not part of the project).
 *
 * Glossary
 * - Base case (caso base): a board whose tour the course stored in a text file and read back.
 * - Variant: for 5×5, 7×7 and 9×9 the course stored two tours — a closed structured tour of the
 *   board minus one corner ('cornerless'), and an open tour of the whole board ('open').
 * - Course case: one branch of the course's divide-and-conquer function (`unir_simple`, …).
 */

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

/** The branches of the course's divide-and-conquer function, with the condition each handles. */
export const COURSE_DC_CASES = Object.freeze([
  { name: 'unir_simple', when: 'square board, n divisible by 4', how: 'four equal closed structured quarter tours, joined into one closed structured tour' },
  { name: 'unir_complex', when: 'square board, n even, n/2 odd', how: 'one quarter tour that skips a corner, copied rotated by 90°, 180°, 270° so the skipped corners meet in the middle, then joined' },
  { name: 'unir_impar', when: 'square board, n odd', how: 'quarters of sides ⌊n/2⌋ and ⌊n/2⌋ + 1, one of them without a corner, joined into an open tour' },
  { name: 'n = m + 1', when: 'rectangle one wider than high (the quarters of odd boards)', how: 'cut into four smaller rectangles, joined with unir_simple' },
  { name: 'n = m + 2', when: 'rectangle two wider than high, both even (only inside n = m + 1)', how: 'four rectangles of half the sides, joined with unir_simple' },
] as const);

/** The course program's menu: its three modes, in order. */
export const COURSE_MENU = Object.freeze(['manual', 'backtracking (Warnsdorff order)', 'divide and conquer'] as const);

/** log₁₀ of the handout's backtracking bound 2^(n²) (one visited bit per square), for printing. */
export function log10CourseBound(n: number): number {
  return n * n * Math.LOG10E * Math.LN2;
}
