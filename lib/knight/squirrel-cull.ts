/**
 * Squirrel & Cull's move-order schedules for Warnsdorff's rule on n×n boards.
 *
 * Glossary
 * - Ordering: a permutation of the 8 moves; among squares of equal (minimum) degree the knight takes
 *   the move that comes first in the ordering.
 * - Schedule: a list of orderings, each used until the knight reaches its switch square.
 *
 * Source: D. Squirrel and P. Cull, "A Warnsdorff-rule algorithm for knight's tours on square
 * chessboards" (Oregon State REU, 1996), as tabulated in S. Ganzfried, "A simple algorithm for
 * knight's tours" (Oregon State REU, 2004). Moves there are numbered 1…8 as
 * (−2,+1) (−1,+2) (+1,+2) (+2,+1) (+2,−1) (+1,−2) (−1,−2) (−2,−1) in (row, column) with row 1 on
 * top; squares are 1-based (row, column); the tour starts in the top-left corner, the schedule is
 * chosen by n mod 8 (n mod 16 for n ≡ 5), and the ordering switches when the knight stands on the
 * switch square, before it chooses its next move.
 *
 * Checked entry by entry against Squirrel's own program (github.com/douglassquirrel/warnsdorff,
 * config.py and tour.py): every ordering and switch square is the same. That program (run as Python 3)
 * also gets stuck at n = 74 after 5432 of 5476 squares, exactly where this one does;
 * every other n from 5 to 400 gives a full tour (tests). So n = 74 is a failure of the published
 * schedule, not of our transcription: see test/knight-warnsdorff.test.ts.
 *
 * The repair (the library's default, `'repaired'`): in the n ≡ 2 (mod 8) schedule the fifth switch
 * square moves one column right, from (5, n/2 − 3) to (5, n/2 − 2): the fifth ordering then starts one
 * move later. Tested: a full tour from the corner for every n = 5…400 (test/knight-warnsdorff.test.ts);
 * the benchmark runs the n ≡ 2 (mod 8) sizes further. `'published'` keeps the source, for comparison.
 */
import { checkChoice, checkInteger } from '../check';
import { MOVE_DC, MOVE_DR, checkBoard } from './board';

/** The two editions of the schedule: the repaired one (the library's) and the one Squirrel & Cull published. */
export const SQUIRREL_SCHEDULES = Object.freeze(['repaired', 'published'] as const);
/** An edition of the schedule. */
export type SquirrelScheduleName = (typeof SQUIRREL_SCHEDULES)[number];

/** One phase of a schedule: the ordering (Squirrel & Cull's digits) and the 1-based switch square. */
interface PhaseSpec {
  order: string;
  until: ((n: number) => [number, number]) | null;
}

const h = (n: number) => Math.floor((n - 1) / 2);
const S: PhaseSpec[][] = [
  /* n ≡ 0 */ [
    { order: '34261578', until: (n) => [n - 1, n - 2] },
    { order: '87642135', until: () => [2, 2] },
    { order: '51867342', until: (n) => [n - 8, 1] },
    { order: '51342678', until: (n) => [7, n - 3] },
    { order: '21435678', until: null },
  ],
  /* n ≡ 1 */ [
    { order: '34261578', until: (n) => [n - 1, n - 2] },
    { order: '87642135', until: () => [2, 2] },
    { order: '51324678', until: (n) => [n - 6, h(n) + 5] },
    { order: '32481765', until: null },
  ],
  /* n ≡ 2 */ [
    { order: '34261578', until: () => [6, 1] },
    { order: '87642135', until: () => [3, 1] },
    { order: '54132678', until: (n) => [n - 15, 4] },
    { order: '52431678', until: (n) => [10, n - 2] },
    { order: '85647123', until: (n) => [5, Math.floor(n / 2) - 3] },
    { order: '15746823', until: null },
  ],
  /* n ≡ 3 */ [
    { order: '34625718', until: (n) => [n - 1, n - 2] },
    { order: '42681357', until: (n) => [n - 6, n] },
    { order: '86512347', until: () => [2, 5] },
    { order: '51867342', until: (n) => [n - 10, 3] },
    { order: '61825437', until: (n) => [h(n) + 1, n - 2] },
    { order: '71642538', until: null },
  ],
  /* n ≡ 4 */ [
    { order: '34261578', until: (n) => [n - 1, n - 2] },
    { order: '87642135', until: () => [2, 2] },
    { order: '51867342', until: (n) => [n - 8, 1] },
    { order: '51342678', until: (n) => [10, n - 5] },
    { order: '86753421', until: (n) => [13, Math.floor(n / 2) + 1] },
    { order: '78563421', until: null },
  ],
  /* n ≡ 5 */ [
    { order: '34261578', until: (n) => [n - 1, n - 2] },
    { order: '87642135', until: () => [2, 2] },
    { order: '51324678', until: (n) => (n % 16 === 5 ? [n - 2, h(n) - 2] : [n - 2, h(n) - 6]) },
    { order: '15234678', until: null },
  ],
  /* n ≡ 6 */ [
    { order: '34261578', until: () => [6, 1] },
    { order: '87642135', until: () => [3, 1] },
    { order: '54132678', until: (n) => [n - 10, 1] },
    { order: '52431678', until: (n) => [10, n - 2] },
    { order: '85647123', until: (n) => [3, Math.floor(n / 2) + 4] },
    { order: '12453678', until: null },
  ],
  /* n ≡ 7 */ [
    { order: '34625718', until: (n) => [n - 1, n - 2] },
    { order: '42681357', until: (n) => [n - 6, n] },
    { order: '86512347', until: () => [2, 5] },
    { order: '51867342', until: (n) => [n - 6, 3] },
    { order: '61825437', until: (n) => [h(n) + 1, n - 2] },
    { order: '61357284', until: null },
  ],
];

/** The repair: which phase of which schedule (n mod 8) moves its switch square, and where to. */
const REPAIR = { residue: 2, phase: 4, until: (n: number): [number, number] => [5, Math.floor(n / 2) - 2] } as const;

/** The switch square of phase `phase` of the n mod 8 schedule, in the edition asked for (1-based, or null: the last phase). */
export function squirrelSwitchSquare(n: number, phase: number, schedule: SquirrelScheduleName = 'repaired'): [number, number] | null {
  checkBoard(n, n);
  checkChoice('schedule', schedule, SQUIRREL_SCHEDULES);
  const specs = S[n % 8];
  checkInteger('phase', phase, 0, specs.length - 1);
  if (schedule === 'repaired' && n % 8 === REPAIR.residue && phase === REPAIR.phase) return REPAIR.until(n);
  const until = specs[phase].until;
  return until ? until(n) : null;
}

/** A schedule phase in library terms: `rank[m]` = priority of MOVES[m] (0 = preferred), `until` = square or −1. */
export interface SchedulePhase {
  rank: Uint8Array;
  until: number;
}

/** Squirrel & Cull's move number (1…8) → index into MOVES. */
function moveIndexOf(digit: number): number {
  const dr = [-2, -1, 1, 2, 2, 1, -1, -2][digit - 1];
  const dc = [1, 2, 2, 1, -1, -2, -2, -1][digit - 1];
  for (let m = 0; m < 8; m++) if (MOVE_DR[m] === dr && MOVE_DC[m] === dc) return m;
  throw new Error(`bad move digit ${digit}`);
}

/**
 * The Squirrel–Cull schedule for a rows×cols board, in library terms, repaired unless `'published'` is
 * asked for. It was designed for n×n from the top-left corner; on a rectangle we use the schedule of
 * n = min(rows, cols) (no guarantee).
 * Switch squares that fall off a small board are never reached, so that phase lasts to the end.
 */
export function squirrelSchedule(rows: number, cols: number = rows, schedule: SquirrelScheduleName = 'repaired'): SchedulePhase[] {
  checkBoard(rows, cols);
  checkChoice('schedule', schedule, SQUIRREL_SCHEDULES);
  const n = Math.min(rows, cols);
  return S[n % 8].map((spec, phase) => {
    const rank = new Uint8Array(8);
    for (let i = 0; i < 8; i++) rank[moveIndexOf(Number(spec.order[i]))] = i;
    let until = -1;
    const square = squirrelSwitchSquare(n, phase, schedule);
    if (square) {
      const [r, c] = square;
      if (r >= 1 && r <= rows && c >= 1 && c <= cols) until = (r - 1) * cols + (c - 1);
    }
    return { rank, until };
  });
}
