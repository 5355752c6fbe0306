/**
 * Divide and conquer, step 2: Parberry's four-way join, found by enumeration once.
 *
 * Glossary
 * - Meeting point: where four quadrants (blocks of tiles) meet; squares are given as `[dRow, dCol]`
 *   relative to it (row −1 is just above it, column −1 just left of it).
 * - Join pattern: one move deleted in each quadrant (a corner move of its structured tour, or a move
 *   of its corner square) and four added moves that link the four paths into one cycle.
 */
import { isKnightOffset } from './board';

/** A join pattern: squares `[dRow, dCol]` relative to the meeting point (row −1 is just above it). */
export interface FourWayPattern {
  /** One deleted move per quadrant: top-left, top-right, bottom-left, bottom-right. */
  deleted: [[number, number], [number, number]][];
  /** The four added moves that link the four paths into one cycle. */
  added: [[number, number], [number, number]][];
}

/**
 * Every way to join four structured cycles at their meeting point by deleting one move in each
 * quadrant (a corner move or a move of the corner square) and adding four: 4 patterns; the second
 * is the one in Parberry's paper.
 */
export function fourWayPatterns(): FourWayPattern[] {
  const quads: [number, number][] = [[-1, -1], [-1, 1], [1, -1], [1, 1]];
  const cands = quads.map(([sr, sc]) => {
    const g = (r: number, c: number): [number, number] => [sr < 0 ? -1 - r : r, sc < 0 ? -1 - c : c];
    return [[g(1, 0), g(0, 2)], [g(2, 0), g(0, 1)], [g(0, 0), g(1, 2)], [g(0, 0), g(2, 1)]] as [[number, number], [number, number]][];
  });
  const out: FourWayPattern[] = [];
  for (let m = 0; m < 256; m++) {
    const deleted = cands.map((c, i) => c[(m >> (2 * i)) & 3]);
    const pts = deleted.flatMap((e, q) => [{ p: e[0], q }, { p: e[1], q }]);
    const partner = new Array<number>(8).fill(-1);
    const search = (): void => {
      const i = partner.indexOf(-1);
      if (i < 0) {
        // One ring: walk path (i ↔ i^1), added move, path, … and count the squares seen.
        let cur = 0;
        let seen = 0;
        do {
          seen += 2;
          cur = partner[cur ^ 1];
        } while (cur !== 0 && seen < 10);
        if (seen === 8) {
          const added: [[number, number], [number, number]][] = [];
          for (let a = 0; a < 8; a++) if (partner[a] > a) added.push([pts[a].p, pts[partner[a]].p]);
          out.push({ deleted, added });
        }
        return;
      }
      for (let j = i + 1; j < 8; j++) {
        if (partner[j] < 0 && pts[i].q !== pts[j].q && isKnightOffset(pts[i].p[0] - pts[j].p[0], pts[i].p[1] - pts[j].p[1])) {
          partner[i] = j;
          partner[j] = i;
          search();
          partner[i] = partner[j] = -1;
        }
      }
    };
    search();
  }
  return out;
}

const PATTERNS = fourWayPatterns();
// Parberry's own join first (the deterministic default), the others as fall-backs.
export const PATTERN_ORDER = [1, 0, 2, 3].filter((i) => i < PATTERNS.length).map((i) => PATTERNS[i]);
// Flat copies for the hot path: per pattern 8 ends (dRow, dCol) in deleted-move order (ends 2k and
// 2k+1 are the two ends of deleted move k), and for each end the index of the end it is added to.
export const PAT_DR = new Int8Array(8 * PATTERN_ORDER.length);
export const PAT_DC = new Int8Array(8 * PATTERN_ORDER.length);
export const PAT_PARTNER = new Int8Array(8 * PATTERN_ORDER.length);
PATTERN_ORDER.forEach((pat, k) => {
  const ends = pat.deleted.flat();
  ends.forEach(([r, c], e) => {
    PAT_DR[8 * k + e] = r;
    PAT_DC[8 * k + e] = c;
  });
  for (const [a, b] of pat.added) {
    const ia = ends.findIndex(([r, c]) => r === a[0] && c === a[1]);
    const ib = ends.findIndex(([r, c]) => r === b[0] && c === b[1]);
    PAT_PARTNER[8 * k + ia] = ib;
    PAT_PARTNER[8 * k + ib] = ia;
  }
});
