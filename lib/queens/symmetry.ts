/**
 * The 8 symmetries of the square board and counting solutions up to them (OEIS A002562).
 *
 * Burnside's lemma: classes = (Q + F₉₀ + F₂₇₀ + F₁₈₀ + reflections' fixed points) / 8. For n > 1 no
 * solution is fixed by a reflection (an axis reflection would put two queens in a row or column;
 * a diagonal one pairs queens on a common anti-diagonal), and F₂₇₀ = F₉₀. The fixed points of the
 * rotations are counted by a small search that places whole orbits of squares at once.
 */
import { describe } from '../check';
import { countQueens, type QueensCountOptions } from './count';
import { checkBoardSize, explicitViolation } from './placement';
import type { Vector } from './types';

/**
 * Largest n whose rotation-fixed solutions are counted: the 180° search takes about 1.5 s at n = 21
 * here and ×7 per row beyond (n = 22: 12 s), so `countUnique` stops there too.
 */
export const MAX_ROTATION_N = 21;

/** Names of the 8 board symmetries, in the order `symmetries` returns the images. */
export const SYMMETRY_NAMES = Object.freeze(['identity', 'rot90', 'rot180', 'rot270', 'flipRows', 'flipColumns', 'transpose', 'antiTranspose'] as const);

/** The images of a complete placement under the 8 symmetries of the board (1-based vectors). */
export function symmetries(v: Vector): number[][] {
  const isArray = Array.isArray(v) || ArrayBuffer.isView(v);
  const n = isArray ? v.length : 0;
  const why = explicitViolation(v, Math.max(1, n));
  if (why !== null) throw isArray ? new RangeError(why) : new TypeError(why);
  const p = Array.from(v, (x) => x - 1);
  const inv = new Array<number>(n);
  for (let r = 0; r < n; r++) inv[p[r]] = r;
  if (new Set(p).size !== n) throw new RangeError(`v must use every column once (a complete placement is a permutation of 1…${n}), got a repeated column`);
  const img = (f: (r: number) => number) => Array.from({ length: n }, (_, r) => f(r) + 1);
  return [
    img((r) => p[r]),
    img((r) => inv[n - 1 - r]), // (r, c) → (c, n−1−r)
    img((r) => n - 1 - p[n - 1 - r]),
    img((r) => n - 1 - inv[r]),
    img((r) => p[n - 1 - r]),
    img((r) => n - 1 - p[r]),
    img((r) => inv[r]),
    img((r) => n - 1 - inv[n - 1 - r]),
  ];
}

/** The lexicographically smallest of a placement's 8 images: one representative per class. */
export function canonical(v: Vector): number[] {
  let best: number[] | undefined;
  for (const w of symmetries(v)) {
    if (!best || compare(w, best) < 0) best = w;
  }
  return best as number[];
}

function compare(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** Counts the solutions fixed by the rotation of 90° or 180° (searching orbits of squares). */
export function countRotationFixed(n: number, degrees: 90 | 180): number {
  checkBoardSize(n, MAX_ROTATION_N);
  if (degrees !== 90 && degrees !== 180) throw new RangeError(`degrees must be one of 90, 180, got ${describe(degrees)}`);
  const p = new Int32Array(n).fill(-1);
  const col = new Uint8Array(n);
  const diag = new Uint8Array(2 * n);
  const anti = new Uint8Array(2 * n);
  const rot = degrees === 90
    ? (r: number, c: number): [number, number] => [c, n - 1 - r]
    : (r: number, c: number): [number, number] => [n - 1 - r, n - 1 - c];
  const placed: number[] = [];
  const put = (r: number, c: number): boolean => {
    if (p[r] !== -1 || col[c] || diag[r - c + n] || anti[r + c]) return false;
    p[r] = c;
    col[c] = diag[r - c + n] = anti[r + c] = 1;
    placed.push(r);
    return true;
  };
  const undoTo = (mark: number): void => {
    while (placed.length > mark) {
      const r = placed.pop() as number;
      const c = p[r];
      p[r] = -1;
      col[c] = diag[r - c + n] = anti[r + c] = 0;
    }
  };
  const search = (row: number): number => {
    while (row < n && p[row] !== -1) row++;
    if (row === n) return 1;
    let total = 0;
    for (let c = 0; c < n; c++) {
      const mark = placed.length;
      let r1 = row;
      let c1 = c;
      let ok = true;
      // Place the whole orbit of (row, c); an orbit point that lands on its own start closes it.
      do {
        if (!put(r1, c1)) {
          ok = false;
          break;
        }
        [r1, c1] = rot(r1, c1);
      } while (r1 !== row || c1 !== c);
      if (ok) total += search(row + 1);
      undoTo(mark);
    }
    return total;
  };
  return search(0);
}

/** Result of `countUnique`. */
export interface UniqueResult {
  n: number;
  /** 'budget': `maxMs` ran out while counting; `total` is then the partial count and the rest null */
  status: 'complete' | 'budget';
  /** classes of solutions under the 8 symmetries (OEIS A002562); null when the budget ran out */
  unique: number | null;
  /** all solutions (A000170) */
  total: number;
  fixedBy90: number | null;
  fixedBy180: number | null;
}

/** Counts the solutions up to rotations and reflections (OEIS A002562) with Burnside's lemma. */
export function countUnique(n: number, options?: QueensCountOptions): UniqueResult {
  checkBoardSize(n, MAX_ROTATION_N);
  const res = countQueens(n, options);
  const total = res.count;
  if (res.status === 'budget') return { n, status: 'budget', unique: null, total, fixedBy90: null, fixedBy180: null };
  if (n === 1) return { n, status: 'complete', unique: 1, total, fixedBy90: 1, fixedBy180: 1 };
  const fixedBy90 = countRotationFixed(n, 90);
  const fixedBy180 = countRotationFixed(n, 180);
  const sum = total + 2 * fixedBy90 + fixedBy180;
  if (sum % 8 !== 0) throw new Error(`countUnique(${n}): Burnside sum ${sum} is not divisible by 8`);
  return { n, status: 'complete', unique: sum / 8, total, fixedBy90, fixedBy180 };
}
