/**
 * Which boards have knight's tours at all: the classical theorems.
 *
 * Glossary
 * - Kind: 'open' (a Hamiltonian path of the knight's graph) or 'closed' (a Hamiltonian cycle).
 * - m ≤ n: the shorter and the longer side (the board's orientation does not matter).
 * - No-tour reason: the theorem that rules a tour out, as data (`{ kind: 'schwenk', … }`); lib/i18n
 *   words it in each language (`noTourReasonText`).
 */
import { checkChoice } from '../check';
import { checkBoard, checkSquareOn, isLight } from './board';

/** The two kinds of tour. */
export const TOUR_KINDS = Object.freeze(['open', 'closed'] as const);
/** 'open' or 'closed'. */
export type TourKind = (typeof TOUR_KINDS)[number];

/**
 * Whether a rows×cols board has a knight's tour of the given kind.
 * Closed — Schwenk (1991): an m×n board (m ≤ n) has a closed tour unless m and n are both odd,
 * or m ∈ {1, 2, 4}, or m = 3 and n ∈ {4, 6, 8}.
 * Open — Cull & De Curtins (1978) for m, n ≥ 5; Conrad, Hindrichs, Morsy & Wegener (1994) in
 * general: an open tour exists iff m = n = 1, or m = 3 and n = 4 or n ≥ 7, or m = 4 and n ≥ 5,
 * or m ≥ 5. (Every closed tour is also an open one: drop its closing move.)
 */
export function tourExists(rows: number, cols: number = rows, kind: TourKind = 'open'): boolean {
  checkBoard(rows, cols, Number.MAX_SAFE_INTEGER);
  checkChoice('tour kind', kind, TOUR_KINDS);
  const m = Math.min(rows, cols);
  const n = Math.max(rows, cols);
  if (kind === 'closed') {
    if (m % 2 === 1 && n % 2 === 1) return false;
    if (m === 1 || m === 2 || m === 4) return false;
    if (m === 3 && (n === 4 || n === 6 || n === 8)) return false;
    return true;
  }
  if (m === 1) return n === 1;
  if (m === 2) return false;
  if (m === 3) return n === 4 || n >= 7;
  if (m === 4) return n >= 5;
  return true;
}

/**
 * A colouring argument: a knight always changes square colour, so on a board with an odd number
 * of squares every open tour starts and ends on the majority colour ((row + col) even). Returns
 * false when `start` is ruled out this way; true means "not ruled out", not "a tour exists".
 */
export function startColourAllows(rows: number, cols: number, start: number): boolean {
  checkBoard(rows, cols, Number.MAX_SAFE_INTEGER);
  checkSquareOn(rows, cols, start);
  if ((rows * cols) % 2 === 0) return true;
  return isLight(cols, start) === 1;
}

/**
 * Why a board has no tour of a kind: `odd-squares` (a closed tour alternates colours, so it needs an
 * even number of squares), `schwenk` (Schwenk 1991's other closed exceptions: short side 1, 2 or 4, or
 * 3×4, 3×6, 3×8), `conrad` (Conrad et al. 1994's conditions for an open tour are not met).
 */
export type NoTourReason =
  | { kind: 'odd-squares'; tour: 'closed'; rows: number; cols: number; squares: number }
  | { kind: 'schwenk'; tour: 'closed'; rows: number; cols: number }
  | { kind: 'conrad'; tour: 'open'; rows: number; cols: number };

/** The theorem behind {@link tourExists}'s false, as data; null when a tour of this kind exists. */
export function noTourReason(rows: number, cols: number, kind: TourKind): NoTourReason | null {
  if (tourExists(rows, cols, kind)) return null;
  if (kind === 'closed') {
    if (rows % 2 === 1 && cols % 2 === 1) return { kind: 'odd-squares', tour: 'closed', rows, cols, squares: rows * cols };
    return { kind: 'schwenk', tour: 'closed', rows, cols };
  }
  return { kind: 'conrad', tour: 'open', rows, cols };
}
