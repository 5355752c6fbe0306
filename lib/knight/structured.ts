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
import { checkArrayLike, checkBoolean, checkChoice, checkInteger, describe } from '../check';
import { checkBoard, isKnightMoveUnchecked as isKnightMove } from './board';

/** A move between two squares, `[a, b]`. */
export type Edge = readonly [number, number];

/** The four corners, named by the sides they touch. */
export const CORNERS = Object.freeze(['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const);
/** A corner name. */
export type Corner = (typeof CORNERS)[number];

/** The two corner moves next to `corner` of a rows×cols board (both sides ≥ 3). */
export function cornerEdges(rows: number, cols: number, corner: Corner): [Edge, Edge] {
  checkInteger('rows', rows, 3);
  checkInteger('cols', cols, 3);
  checkBoard(rows, cols);
  checkChoice('corner', corner, CORNERS);
  return cornerEdgesUnchecked(rows, cols, corner);
}

function cornerEdgesUnchecked(rows: number, cols: number, corner: Corner): [Edge, Edge] {
  const flipR = corner === 'bottom-left' || corner === 'bottom-right';
  const flipC = corner === 'top-right' || corner === 'bottom-right';
  const sq = (r: number, c: number) => (flipR ? rows - 1 - r : r) * cols + (flipC ? cols - 1 - c : c);
  return [
    [sq(1, 0), sq(0, 2)],
    [sq(2, 0), sq(0, 1)],
  ];
}

/** All corner moves a structured tour must use (6 for a corner-less board: its top-left corner is gone). */
export function structuredEdges(rows: number, cols: number, cornerless = false): Edge[] {
  checkInteger('rows', rows, 5);
  checkInteger('cols', cols, 5);
  checkBoard(rows, cols);
  checkBoolean('cornerless', cornerless);
  return structuredEdgesUnchecked(rows, cols, cornerless);
}

/** {@link structuredEdges} for sizes already checked (both sides ≥ 5). */
export function structuredEdgesUnchecked(rows: number, cols: number, cornerless: boolean): Edge[] {
  const out: Edge[] = [];
  for (const corner of CORNERS) {
    if (cornerless && corner === 'top-left') continue;
    out.push(...cornerEdgesUnchecked(rows, cols, corner));
  }
  return out;
}

/** Result of {@link checkCycle}. */
export interface CycleCheck {
  ok: boolean;
  /** Which corner moves are missing (empty when structured). */
  missing: Edge[];
  error?: string;
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
  return checkCycleUnchecked(rows, cols, cycle, cornerless);
}

/** {@link checkCycle} for a board already checked (both sides ≥ 5); the cycle is still judged. */
export function checkCycleUnchecked(rows: number, cols: number, cycle: ArrayLike<number>, cornerless: boolean): CycleCheck {
  const n = rows * cols;
  const m = cornerless ? n - 1 : n;
  const fail = (error: string): CycleCheck => ({ ok: false, missing: [], error });
  if (cycle.length !== m) return fail(`cycle has ${cycle.length} squares, expected ${m}`);
  const seen = new Uint8Array(n);
  const pos = new Int32Array(n).fill(-1);
  for (let k = 0; k < m; k++) {
    const s = cycle[k];
    if (!Number.isInteger(s) || s < 0 || s >= n) return fail(`step ${k}: ${describe(s)} is not a square of the board [0, ${n - 1}]`);
    if (cornerless && s === 0) return fail(`step ${k}: the left-out corner 0 is visited`);
    if (seen[s]) return fail(`step ${k}: square ${s} visited twice`);
    seen[s] = 1;
    pos[s] = k;
  }
  for (let k = 0; k < m; k++) {
    const s = cycle[k];
    const t = cycle[(k + 1) % m];
    if (!isKnightMove(cols, s, t)) return fail(`step ${k}: ${s} → ${t} is not a knight move`);
  }
  const missing: Edge[] = [];
  for (const [a, b] of structuredEdgesUnchecked(rows, cols, cornerless)) {
    const d = Math.abs(pos[a] - pos[b]);
    if (d !== 1 && d !== m - 1) missing.push([a, b]);
  }
  return { ok: missing.length === 0, missing, error: missing.length ? `${missing.length} corner moves missing` : undefined };
}
