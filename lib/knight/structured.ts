/**
 * Structured knight's tours: the property that makes Parberry's joins possible.
 *
 * Glossary
 * - Cycle: a closed knight's tour given as squares in visiting order (`row·cols + col`); the last
 *   square is a knight's move from the first. A *corner-less* cycle leaves out square 0 (the
 *   top-left corner) and visits the other rows·cols − 1 squares.
 * - Corner moves: at the top-left corner the two moves (1,0)–(0,2) and (2,0)–(0,1) — the moves
 *   that run along the two edges next to the corner — and their mirror images at the other
 *   three corners; 8 moves in all.
 * - Structured: the cycle uses every corner move (a corner-less cycle: those of the three corners
 *   it keeps). Four quadrants meeting at a point then each own two known moves next to that point,
 *   and deleting one of them in each quadrant lets four new moves link the quadrants into one ring.
 */
import { checkArrayLike, checkBoolean, checkInteger, describe } from '../check';
import { checkBoard, isKnightOffset } from './board';

/** A move between two squares, `[a, b]`. */
export type Edge = readonly [number, number];

/** The four corners, named by the sides they touch. */
export const CORNERS = Object.freeze(['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const);
/** A corner name. */
export type Corner = (typeof CORNERS)[number];

/** All corner moves a structured tour must use (6 for a corner-less board: its top-left corner is gone). */
export function structuredEdges(rows: number, cols: number, cornerless = false): Edge[] {
  checkInteger('rows', rows, 5);
  checkInteger('cols', cols, 5);
  checkBoard(rows, cols);
  checkBoolean('cornerless', cornerless);
  return cornerMoves(rows, cols, cornerless);
}

// The corner moves of a board whose sides (≥ 5) its caller's door checked: checkCycle's too, as
// checking them twice would be a large share of judging a small base case.
function cornerMoves(rows: number, cols: number, cornerless: boolean): Edge[] {
  const out: Edge[] = [];
  for (const corner of CORNERS) {
    if (cornerless && corner === 'top-left') continue;
    const flipR = corner === 'bottom-left' || corner === 'bottom-right';
    const flipC = corner === 'top-right' || corner === 'bottom-right';
    const sq = (r: number, c: number) => (flipR ? rows - 1 - r : r) * cols + (flipC ? cols - 1 - c : c);
    out.push([sq(1, 0), sq(0, 2)], [sq(2, 0), sq(0, 1)]);
  }
  return out;
}

/**
 * What {@link checkCycle} found wrong first, as data: the wrong number of squares, step `step` off the
 * board (the value as `describe` shows it), on the left-out corner, repeating a square or not a knight
 * move (the closing step included), or `count` required corner moves missing.
 */
export type CycleProblem =
  | { kind: 'length'; length: number; expected: number }
  | { kind: 'off-board'; step: number; value: string; squares: number }
  | { kind: 'corner-visited'; step: number }
  | { kind: 'repeat'; step: number; square: number }
  | { kind: 'not-a-move'; step: number; from: number; to: number }
  | { kind: 'missing-corners'; count: number };

/** Result of {@link checkCycle}. */
export interface CycleCheck {
  ok: boolean;
  /** Which corner moves are missing (empty when structured). */
  missing: Edge[];
  /** What is wrong (lib/i18n's `cycleProblemText` words it); absent when `ok`. */
  problem?: CycleProblem;
}

/**
 * Checks a cycle on a rows×cols board (corner-less: square 0 left out): every square once, every step
 * and the closing step knight moves, and every required corner move present.
 */
export function checkCycle(rows: number, cols: number, cycle: ArrayLike<number>, cornerless = false): CycleCheck {
  // the board and the flag are arguments to check; the cycle is the thing judged (a bad one is answered, not thrown)
  checkInteger('rows', rows, 5);
  checkInteger('cols', cols, 5);
  checkBoard(rows, cols);
  checkBoolean('cornerless', cornerless);
  checkArrayLike('cycle', cycle);
  const n = rows * cols;
  const m = cornerless ? n - 1 : n;
  const fail = (problem: CycleProblem): CycleCheck => ({ ok: false, missing: [], problem });
  if (cycle.length !== m) return fail({ kind: 'length', length: cycle.length, expected: m });
  const seen = new Uint8Array(n);
  const pos = new Int32Array(n).fill(-1);
  for (let k = 0; k < m; k++) {
    const s = cycle[k];
    if (!Number.isInteger(s) || s < 0 || s >= n) return fail({ kind: 'off-board', step: k, value: describe(s), squares: n });
    if (cornerless && s === 0) return fail({ kind: 'corner-visited', step: k });
    if (seen[s]) return fail({ kind: 'repeat', step: k, square: s });
    seen[s] = 1;
    pos[s] = k;
  }
  for (let k = 0; k < m; k++) {
    const s = cycle[k];
    const t = cycle[(k + 1) % m];
    // every square is on the board (the loop above): the bare offset test, not isKnightMove's checks per step
    if (!isKnightOffset(Math.floor(s / cols) - Math.floor(t / cols), (s % cols) - (t % cols))) return fail({ kind: 'not-a-move', step: k, from: s, to: t });
  }
  const missing: Edge[] = [];
  for (const [a, b] of cornerMoves(rows, cols, cornerless)) {
    const d = Math.abs(pos[a] - pos[b]);
    if (d !== 1 && d !== m - 1) missing.push([a, b]);
  }
  return missing.length ? { ok: false, missing, problem: { kind: 'missing-corners', count: missing.length } } : { ok: true, missing };
}
