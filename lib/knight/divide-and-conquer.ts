/**
 * Divide and conquer (dividir y conquistar) for knight's tours, after Parberry (1997): any board with
 * both sides ≥ 5, in time linear in the number of squares.
 *
 * Glossary
 * - Band: a run of consecutive rows (or columns) 5–12 long. The board is cut into row bands ×
 *   column bands; each cell of that grid is a *tile*, covered by a base case (base-cases.ts).
 * - Block: a rectangle of tiles `[i0, i1) × [j0, j1)`. A block is split at its middle band
 *   boundaries into four quadrants (sides about half the block's); a block one tile thick is split
 *   in two. The recursion tree has depth ⌈log₂(bands)⌉.
 * - Join: a four-way join at the point where four quadrants meet deletes four moves there (corner
 *   moves of the structured tiles, or the moves of the corner squares) and adds four that link the
 *   four cycles into one ring — Parberry's join. A two-way join links two side-by-side tiles by
 *   deleting one move in each and adding two across the seam.
 * - Cut: a deleted move, stored at each of its two ends with the added move that replaces it.
 * - Arc: a stretch of a tile's cycle between two cuts. The final tour is a sequence of arcs; the
 *   numbering writes them out tile by tile, reading each tile's small offset table, so the only
 *   pass over all squares is a sequential write (no successor chasing across memory).
 * - Kind: `closed` when rows·cols is even, otherwise `open`: the board minus its top-left corner
 *   is covered by a closed tour, and the open tour starts at the corner and steps into that cycle.
 */
import { checkInteger, checkOptions, formatBytes } from '../check';
import { MOVE_DC, MOVE_DR, isKnightOffset } from './board';
import { Tour } from './tour';
import { noTourReason, tourExists } from './existence';
import { BaseCase, loadBaseCase, MAX_TILE, defaultBaseDir } from './base-cases';

/** Options of {@link divideAndConquerTour}. */
export interface DivideAndConquerOptions {
  /** Refuse boards whose estimated memory exceeds this many bytes (default 2 GiB). */
  maxBytes?: number;
  /** Folder of the base files (default: the project's base_cases/). */
  baseDir?: string;
}

/** Default memory limit of {@link divideAndConquerTour}: 2 GiB. */
export const DEFAULT_MAX_BYTES = 2 ** 31;
/** Smallest side the construction handles. */
export const MIN_SIDE = 5;

// ---------------------------------------------------------------------------------------------
// Layout: bands and tiles

/** How a side is cut into bands: all even, any sizes, or an odd first band then even ones. */
export type BandMode = 'even' | 'any' | 'odd-first';

/** Cuts a side of length s into bands of 5–12 (as few and as equal as possible) obeying `mode`. */
export function splitSide(s: number, mode: BandMode): number[] {
  if (s <= MAX_TILE && (mode !== 'odd-first' || s % 2 === 1)) return [s];
  const k = Math.ceil(s / MAX_TILE);
  if (mode === 'any') return spread(s, k);
  if (mode === 'even') return spread(s / 2, k).map((h) => 2 * h);
  // odd-first: an odd first band, the rest even; pick the odd band so the rest spreads evenly.
  let best: number[] = [];
  let bestScore = Infinity;
  for (const f of [11, 9, 7, 5]) {
    const rest = s - f;
    for (const kk of [k - 1, k]) {
      if (kk < 1 || rest < 6 * kk || rest > 12 * kk) continue;
      const bands = [f, ...spread(rest / 2, kk).map((h) => 2 * h)];
      const score = Math.max(...bands) - Math.min(...bands) + 100 * bands.length;
      if (score < bestScore) {
        bestScore = score;
        best = bands;
      }
    }
  }
  return best;
}

// `parts` integers summing to `total`, differing by at most one.
function spread(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The tile grid of a board: bands, whether the tour is closed, and where each band starts. */
export interface Layout {
  rows: number;
  cols: number;
  kind: 'closed' | 'open';
  rowBands: number[];
  colBands: number[];
  rowStart: number[];
  colStart: number[];
}

/** The tile grid for a rows×cols board (both sides ≥ 5): band sizes chosen so every tile has a base case. */
export function tileLayout(rows: number, cols: number): Layout {
  let rowMode: BandMode;
  let colMode: BandMode;
  let kind: 'closed' | 'open' = 'closed';
  if (rows % 2 === 0) [rowMode, colMode] = ['even', 'any'];
  else if (cols % 2 === 0) [rowMode, colMode] = ['any', 'even'];
  else {
    [rowMode, colMode] = ['odd-first', 'odd-first'];
    kind = 'open';
  }
  const rowBands = splitSide(rows, rowMode);
  const colBands = splitSide(cols, colMode);
  const starts = (b: number[]) => b.reduce((acc, x) => (acc.push(acc[acc.length - 1] + x), acc), [0]);
  return { rows, cols, kind, rowBands, colBands, rowStart: starts(rowBands), colStart: starts(colBands) };
}

// ---------------------------------------------------------------------------------------------
// Parberry's four-way join, found by enumeration once

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
const PATTERN_ORDER = [1, 0, 2, 3].filter((i) => i < PATTERNS.length).map((i) => PATTERNS[i]);
// Flat copies for the hot path: per pattern 8 ends (dRow, dCol) in deleted-move order (ends 2k and
// 2k+1 are the two ends of deleted move k), and for each end the index of the end it is added to.
const PAT_DR = new Int8Array(8 * PATTERN_ORDER.length);
const PAT_DC = new Int8Array(8 * PATTERN_ORDER.length);
const PAT_PARTNER = new Int8Array(8 * PATTERN_ORDER.length);
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

// ---------------------------------------------------------------------------------------------
// The construction

/** At most this many cut ends per tile (2 per corner and per seam; a check guards it). */
const MAX_CUTS = 8;

interface TileType {
  h: number;
  w: number;
  cornerless: boolean;
  len: number;
  /** Local squares (r·w + c) in cycle order. */
  cycle: Int32Array;
  /** Position in the cycle of each local square (−1 for a left-out corner). */
  posOf: Int16Array;
  /** `r·cols + c` of each cycle position, for the board being built. */
  off: Int32Array;
}

/** A recorded join, for pictures: squares are board squares. */
export interface JoinRecord {
  kind: 'four' | 'two';
  /** Meeting point (band boundary row and column) of a four-way join; the seam's top/left point of a two-way one. */
  at: [number, number];
  deleted: [number, number][];
  added: [number, number][];
}

/** A node of the recursion tree: a block of tiles and how it was split. */
export interface BlockNode {
  id: number;
  parent: number | null;
  /** Board rows [r0, r1) and columns [c0, c1) the block covers. */
  r0: number;
  r1: number;
  c0: number;
  c1: number;
  split: 'four' | 'two' | 'tile';
  /** Index into `joins` of the join that merges this block's children (−1 for a tile). */
  join: number;
}

class Construction {
  readonly rows: number;
  readonly cols: number;
  readonly layout: Layout;
  readonly p: number;
  readonly q: number;
  readonly rowStart: Int32Array;
  readonly colStart: Int32Array;
  readonly rowBandOf: Int32Array;
  readonly colBandOf: Int32Array;
  readonly types: TileType[] = [];
  readonly tileType: Uint8Array;
  readonly cutCount: Uint8Array;
  readonly cutPos: Int16Array;
  readonly cutDir: Int8Array;
  /** Slot (tile·MAX_CUTS + k) of the other end of the added move at each cut end. */
  readonly cutPartner: Int32Array;
  /** Board square of each tile's top-left square. */
  readonly tileBase: Int32Array;
  fourWay = 0;
  twoWay = 0;
  private readonly scratchT = new Int32Array(8);
  private readonly scratchP = new Int32Array(8);
  private readonly scratchD = new Int32Array(8);
  private readonly scratchS = new Int32Array(8);
  readonly record: JoinRecord[] | null;
  readonly nodes: BlockNode[] | null;

  constructor(rows: number, cols: number, baseDir: string, keepRecord: boolean) {
    this.rows = rows;
    this.cols = cols;
    const L = (this.layout = tileLayout(rows, cols));
    const p = (this.p = L.rowBands.length);
    const q = (this.q = L.colBands.length);
    this.rowStart = Int32Array.from(L.rowStart);
    this.colStart = Int32Array.from(L.colStart);
    this.rowBandOf = new Int32Array(rows);
    this.colBandOf = new Int32Array(cols);
    for (let i = 0; i < p; i++) this.rowBandOf.fill(i, L.rowStart[i], L.rowStart[i + 1]);
    for (let j = 0; j < q; j++) this.colBandOf.fill(j, L.colStart[j], L.colStart[j + 1]);
    const T = p * q;
    this.tileType = new Uint8Array(T);
    const typeIndex = new Int16Array(16 * 16).fill(-1);
    for (let i = 0; i < p; i++) {
      for (let j = 0; j < q; j++) {
        const h = L.rowBands[i];
        const w = L.colBands[j];
        const key = 16 * h + w;
        let ti = typeIndex[key];
        if (ti < 0) {
          ti = this.types.length;
          typeIndex[key] = ti;
          this.types.push(makeType(loadBaseCase(h, w, baseDir), cols));
        }
        this.tileType[i * q + j] = ti;
      }
    }
    // Only the top-left tile of an odd×odd board may leave out its corner.
    for (let t = 1; t < T; t++) {
      if (this.types[this.tileType[t]].cornerless) throw new Error(`internal error: corner-less tile at ${t}`);
    }
    this.cutCount = new Uint8Array(T);
    this.cutPos = new Int16Array(T * MAX_CUTS);
    this.cutDir = new Int8Array(T * MAX_CUTS);
    this.cutPartner = new Int32Array(T * MAX_CUTS);
    this.tileBase = new Int32Array(T);
    for (let i = 0; i < p; i++) for (let j = 0; j < q; j++) this.tileBase[i * q + j] = L.rowStart[i] * cols + L.colStart[j];
    this.record = keepRecord ? [] : null;
    this.nodes = keepRecord ? [] : null;
    const seams: number[] = [];
    this.build(0, p, 0, q, seams, null);
    for (let k = 0; k < seams.length; k += 3) this.joinTwo(seams[k], seams[k + 1], seams[k + 2] === 1);
  }

  tileOf(r: number, c: number): number {
    return this.rowBandOf[r] * this.q + this.colBandOf[c];
  }

  /** Position in its tile's cycle of board square (r, c) (−1 for a left-out corner). */
  posAt(t: number, r: number, c: number): number {
    const i = (t / this.q) | 0;
    const j = t - i * this.q;
    const ty = this.types[this.tileType[t]];
    return ty.posOf[(r - this.rowStart[i]) * ty.w + (c - this.colStart[j])];
  }

  hasCut(t: number, pos: number): boolean {
    const n = this.cutCount[t];
    for (let k = 0; k < n; k++) if (this.cutPos[t * MAX_CUTS + k] === pos) return true;
    return false;
  }

  /** Direction (+1/−1) from pos a to pos b along tile t's cycle, or 0 if they are not neighbours. */
  stepDir(t: number, a: number, b: number): number {
    const len = this.types[this.tileType[t]].len;
    if (b === a + 1 || (a === len - 1 && b === 0)) return 1;
    if (b === a - 1 || (a === 0 && b === len - 1)) return -1;
    return 0;
  }

  /** Records a cut end (the move from pos in direction dir is deleted); returns its slot. */
  addCut(t: number, pos: number, dir: number): number {
    const k = this.cutCount[t]++;
    if (k >= MAX_CUTS) throw new Error(`internal error: more than ${MAX_CUTS} cuts in tile ${t}`);
    const slot = t * MAX_CUTS + k;
    this.cutPos[slot] = pos;
    this.cutDir[slot] = dir;
    return slot;
  }

  /** Records the added move between two cut ends. */
  link(s1: number, s2: number): void {
    this.cutPartner[s1] = s2;
    this.cutPartner[s2] = s1;
  }

  build(i0: number, i1: number, j0: number, j1: number, seams: number[], parent: number | null): void {
    const di = i1 - i0;
    const dj = j1 - j0;
    let id = -1;
    if (this.nodes) {
      id = this.nodes.length;
      this.nodes.push({
        id, parent, r0: this.rowStart[i0], r1: this.rowStart[i1], c0: this.colStart[j0], c1: this.colStart[j1],
        split: di === 1 && dj === 1 ? 'tile' : di >= 2 && dj >= 2 ? 'four' : 'two', join: -1,
      });
    }
    if (di === 1 && dj === 1) return;
    if (di >= 2 && dj >= 2) {
      const im = i0 + Math.ceil(di / 2);
      const jm = j0 + Math.ceil(dj / 2);
      this.build(i0, im, j0, jm, seams, id);
      this.build(i0, im, jm, j1, seams, id);
      this.build(im, i1, j0, jm, seams, id);
      this.build(im, i1, jm, j1, seams, id);
      if (this.nodes) this.nodes[id].join = this.record!.length;
      this.joinFour(this.rowStart[im], this.colStart[jm]);
      return;
    }
    // One tile thick: split the long way in two; the seam is joined after all four-way joins,
    // because its join can pick among many moves while a four-way join has only four patterns.
    if (di === 1) {
      const jm = j0 + Math.ceil(dj / 2);
      this.build(i0, i1, j0, jm, seams, id);
      this.build(i0, i1, jm, j1, seams, id);
      seams.push(i0 * this.q + jm - 1, i0 * this.q + jm, 1);
    } else {
      const im = i0 + Math.ceil(di / 2);
      this.build(i0, im, j0, j1, seams, id);
      this.build(im, i1, j0, j1, seams, id);
      seams.push((im - 1) * this.q + j0, im * this.q + j0, 0);
    }
    if (this.nodes) this.nodes[id].join = -2 - (seams.length / 3 - 1); // resolved after the seams are joined
  }

  /** Parberry's join at the point where four blocks meet (R, C = first row/column of the lower-right block). */
  joinFour(R: number, C: number): void {
    const cols = this.cols;
    const et = this.scratchT, ep = this.scratchP, ed = this.scratchD;
    for (let k = 0; k < PATTERN_ORDER.length; k++) {
      let ok = true;
      for (let e = 0; e < 8 && ok; e += 2) {
        const ra = R + PAT_DR[8 * k + e], ca = C + PAT_DC[8 * k + e];
        const rb = R + PAT_DR[8 * k + e + 1], cb = C + PAT_DC[8 * k + e + 1];
        const t = this.tileOf(ra, ca);
        if (this.tileOf(rb, cb) !== t) ok = false;
        else {
          const pa = this.posAt(t, ra, ca);
          const pb = this.posAt(t, rb, cb);
          const dir = pa < 0 || pb < 0 ? 0 : this.stepDir(t, pa, pb);
          if (dir === 0 || this.hasCut(t, pa) || this.hasCut(t, pb)) ok = false;
          else {
            et[e] = t; ep[e] = pa; ed[e] = dir;
            et[e + 1] = t; ep[e + 1] = pb; ed[e + 1] = -dir;
          }
        }
      }
      if (!ok) continue;
      const slots = this.scratchS;
      for (let e = 0; e < 8; e++) slots[e] = this.addCut(et[e], ep[e], ed[e]);
      for (let e = 0; e < 8; e++) this.cutPartner[slots[e]] = slots[PAT_PARTNER[8 * k + e]];
      this.fourWay++;
      if (this.record) {
        const pat = PATTERN_ORDER[k];
        const sq = ([r, c]: [number, number]) => (R + r) * cols + (C + c);
        this.record.push({
          kind: 'four', at: [R, C],
          deleted: pat.deleted.map(([a, b]) => [sq(a), sq(b)] as [number, number]),
          added: pat.added.map(([a, b]) => [sq(a), sq(b)] as [number, number]),
        });
      }
      return;
    }
    throw new Error(`internal error: no four-way join fits at (${R}, ${C}) on ${this.rows}×${this.cols}`);
  }

  /** Board square of position `pos` in tile t's cycle. */
  squareAt(t: number, pos: number): number {
    const i = (t / this.q) | 0;
    const ty = this.types[this.tileType[t]];
    return this.rowStart[i] * this.cols + this.colStart[t - i * this.q] + ty.off[pos];
  }

  /** Joins tile t1 and the tile t2 to its right (horizontal) or below it, across their shared side. */
  joinTwo(t1: number, t2: number, horizontal: boolean): void {
    const cols = this.cols;
    const i2 = (t2 / this.q) | 0, j2 = t2 - i2 * this.q;
    const ty1 = this.types[this.tileType[t1]];
    const ty2 = this.types[this.tileType[t2]];
    const r2 = this.rowStart[i2], c2 = this.colStart[j2];
    const seamLen = horizontal ? ty1.h : ty1.w;
    const half = seamLen >> 1;
    // Squares of t1 within two lines of the seam, from the middle of the seam outwards.
    for (let k = 0; k < seamLen; k++) {
      const along = half + ((k & 1) === 0 ? k >> 1 : -((k + 1) >> 1));
      if (along < 0 || along >= seamLen) continue;
      for (let depth = 1; depth <= 2; depth++) {
        const lr = horizontal ? along : ty1.h - depth;
        const lc = horizontal ? ty1.w - depth : along;
        const pa = ty1.posOf[lr * ty1.w + lc];
        if (pa < 0 || this.hasCut(t1, pa)) continue;
        const a = this.squareAt(t1, pa);
        const ar = (a / cols) | 0, ac = a - ar * cols;
        for (let da = -1; da <= 1; da += 2) {
          const pb = wrapPos(pa + da, ty1.len);
          if (this.hasCut(t1, pb)) continue;
          const b = this.squareAt(t1, pb);
          const br = (b / cols) | 0, bc = b - br * cols;
          for (let m = 0; m < 8; m++) {
            const cr = ar + MOVE_DR[m], cc = ac + MOVE_DC[m];
            if (cr < r2 || cr >= r2 + ty2.h || cc < c2 || cc >= c2 + ty2.w) continue;
            const pc = ty2.posOf[(cr - r2) * ty2.w + (cc - c2)];
            if (pc < 0 || this.hasCut(t2, pc)) continue;
            for (let dc2 = -1; dc2 <= 1; dc2 += 2) {
              const pd = wrapPos(pc + dc2, ty2.len);
              if (this.hasCut(t2, pd)) continue;
              const d = this.squareAt(t2, pd);
              const dr = (d / cols) | 0, dcol = d - dr * cols;
              if (!isKnightOffset(dr - br, dcol - bc)) continue;
              const c = cr * cols + cc;
              this.link(this.addCut(t1, pa, da), this.addCut(t2, pc, dc2));
              this.link(this.addCut(t1, pb, -da), this.addCut(t2, pd, -dc2));
              this.twoWay++;
              if (this.record) {
                this.record.push({
                  kind: 'two', at: [r2, c2],
                  deleted: [[a, b], [c, d]], added: [[a, c], [b, d]],
                });
              }
              return;
            }
          }
        }
      }
    }
    throw new Error(`internal error: no two-way join fits between tiles ${t1} and ${t2} on ${this.rows}×${this.cols}`);
  }

  /** Writes the tour arc by arc (the only pass over all squares). */
  number(path: Int32Array): void {
    const { rows, cols } = this;
    const N = rows * cols;
    let k = 0;
    let startSq = 0;
    if (this.layout.kind === 'open') {
      path[k++] = 0; // the left-out corner starts the open tour …
      startSq = 1 * cols + 2; // … and steps into the cycle at (1, 2)
    }
    let t = this.tileOf((startSq / cols) | 0, startSq % cols);
    let p = this.posAt(t, (startSq / cols) | 0, startSq % cols);
    let d = 1;
    const { cutCount, cutPos, cutDir, cutPartner, tileType, types, tileBase } = this;
    // Per tile type: offsets in cycle order and in reverse order, so every arc is copied forwards.
    const fwd = types.map((ty) => ty.off);
    const rev = types.map((ty) => ty.off.slice().reverse());
    const lens = Int32Array.from(types, (ty) => ty.len);
    while (k < N) {
      const ty = tileType[t];
      const len = lens[ty];
      const base = tileBase[t];
      // The arc runs from p in direction d up to the nearest cut whose deleted move leaves in direction d.
      let best = len;
      let slot = -1;
      for (let s = t * MAX_CUTS, e = s + cutCount[t]; s < e; s++) {
        if (cutDir[s] !== d) continue;
        let dist = d > 0 ? cutPos[s] - p : p - cutPos[s];
        if (dist < 0) dist += len;
        if (dist < best) {
          best = dist;
          slot = s;
        }
      }
      let run = slot < 0 ? len : best + 1;
      if (run > N - k) run = N - k;
      const off = d > 0 ? fwd[ty] : rev[ty];
      let x = d > 0 ? p : len - 1 - p;
      while (run > 0) {
        const end = x + run < len ? x + run : len;
        run -= end - x;
        // Unrolled by four: the copy is the hot loop of the whole construction.
        for (const end4 = end - 3; x < end4; x += 4, k += 4) {
          path[k] = base + off[x];
          path[k + 1] = base + off[x + 1];
          path[k + 2] = base + off[x + 2];
          path[k + 3] = base + off[x + 3];
        }
        for (; x < end; x++) path[k++] = base + off[x];
        x = 0;
      }
      if (k >= N) break;
      if (slot < 0) throw new Error('internal error: arc without a cut');
      // Cross the added move to the partner end and leave it away from its own deleted move.
      const other = cutPartner[slot];
      t = (other / MAX_CUTS) | 0;
      p = cutPos[other];
      d = -cutDir[other];
    }
  }

  /** Baseline numbering: two neighbours per square for the whole board, then chase them one by one. */
  numberBySuccessors(path: Int32Array): void {
    const { rows, cols, p: P, q: Q } = this;
    const N = rows * cols;
    const nb = new Int32Array(2 * N).fill(-1);
    for (let i = 0; i < P; i++) {
      for (let j = 0; j < Q; j++) {
        const t = i * Q + j;
        const ty = this.types[this.tileType[t]];
        const base = this.rowStart[i] * cols + this.colStart[j];
        const len = ty.len;
        for (let x = 0; x < len; x++) {
          const g = base + ty.off[x];
          nb[2 * g] = base + ty.off[x === 0 ? len - 1 : x - 1];
          nb[2 * g + 1] = base + ty.off[x === len - 1 ? 0 : x + 1];
        }
      }
    }
    // Apply every cut: the deleted neighbour is replaced by the added one.
    for (let t = 0; t < P * Q; t++) {
      const i = (t / Q) | 0;
      const ty = this.types[this.tileType[t]];
      const base = this.rowStart[i] * cols + this.colStart[t - i * Q];
      for (let s = t * MAX_CUTS, e = s + this.cutCount[t]; s < e; s++) {
        const pos = this.cutPos[s];
        const g = base + ty.off[pos];
        const gone = base + ty.off[(pos + this.cutDir[s] + ty.len) % ty.len];
        const other = this.cutPartner[s];
        const to = this.squareAt((other / MAX_CUTS) | 0, this.cutPos[other]);
        if (nb[2 * g] === gone) nb[2 * g] = to;
        else nb[2 * g + 1] = to;
      }
    }
    let k = 0;
    let prev = -1;
    let cur = 0;
    if (this.layout.kind === 'open') {
      path[k++] = 0;
      cur = cols + 2;
      prev = nb[2 * cur];
    } else {
      prev = nb[2 * cur];
    }
    while (k < N) {
      path[k++] = cur;
      const a = nb[2 * cur];
      const next = a !== prev ? a : nb[2 * cur + 1];
      prev = cur;
      cur = next;
    }
  }
}

function wrapPos(x: number, len: number): number {
  return x < 0 ? x + len : x >= len ? x - len : x;
}

function makeType(bc: BaseCase, cols: number): TileType {
  const h = bc.rows;
  const w = bc.cols;
  const len = bc.cycle.length;
  const posOf = new Int16Array(h * w).fill(-1);
  const off = new Int32Array(len);
  for (let x = 0; x < len; x++) {
    const loc = bc.cycle[x];
    posOf[loc] = x;
    off[x] = Math.floor(loc / w) * cols + (loc % w);
  }
  return { h, w, cornerless: bc.cornerless, len, cycle: bc.cycle, posOf, off };
}

// ---------------------------------------------------------------------------------------------
// Public API

/**
 * Estimated peak memory in bytes of {@link divideAndConquerTour} on rows×cols: the 4-byte-per-square
 * path plus about 60 bytes per tile of tables (cuts, types) and 8 bytes per row and column.
 */
export function estimateDivideAndConquerBytes(rows: number, cols: number): number {
  const tiles = Math.ceil(rows / MAX_TILE) * Math.ceil(cols / MAX_TILE) * 1.5;
  return 4 * rows * cols + 60 * tiles + 8 * (rows + cols) + 200_000;
}

function checkArgs(rows: unknown, cols: unknown, options: DivideAndConquerOptions): void {
  checkOptions(options, ['maxBytes', 'baseDir']);
  // Integers first; sides below MIN_SIDE get a message saying whether any tour exists there.
  const r = checkInteger('rows', rows, -Number.MAX_SAFE_INTEGER);
  const c = checkInteger('cols', cols, -Number.MAX_SAFE_INTEGER);
  if (r < MIN_SIDE || c < MIN_SIDE) {
    const small = `${r}×${c}`;
    if (r < 1 || c < 1) throw new RangeError(`rows and cols must be integers ≥ ${MIN_SIDE}, got ${small}`);
    throw new RangeError(
      tourExists(r, c, 'open')
        ? `divide and conquer needs both sides ≥ ${MIN_SIDE}, got ${small} (an open tour exists there: use backtrackTour)`
        : `no knight's tour exists on ${small}: ${noTourReason(r, c, 'open')}`,
    );
  }
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  checkInteger('maxBytes', maxBytes, 1);
  const need = estimateDivideAndConquerBytes(r, c);
  if (r * c > 2 ** 31 - 1 || need > maxBytes) {
    throw new RangeError(
      `board ${r}×${c} (${r * c} squares) needs about ${formatBytes(need)}, more than the limit of ${formatBytes(maxBytes)}` +
        ` (options.maxBytes); at most about ${Math.floor(Math.sqrt(maxBytes / 4.1))}×${Math.floor(Math.sqrt(maxBytes / 4.1))} fits`,
    );
  }
}

/**
 * A knight's tour of a rows×cols board (both sides ≥ 5) by divide and conquer from structured base
 * cases: closed when rows·cols is even, otherwise open, starting at the top-left corner.
 * Linear time; throws a RangeError for sides < 5 (saying whether any tour exists) or too-large boards.
 */
export function divideAndConquerTour(rows: number, cols: number = rows, options: DivideAndConquerOptions = {}): Tour {
  checkArgs(rows, cols, options);
  const c = new Construction(rows, cols, options.baseDir ?? defaultBaseDir(), false);
  const path = new Int32Array(rows * cols);
  c.number(path);
  return { rows, cols, path };
}

/** The same tour numbered the straightforward way (successor chasing over a whole-board array): the baseline. */
export function divideAndConquerTourBySuccessors(rows: number, cols: number = rows, options: DivideAndConquerOptions = {}): Tour {
  checkArgs(rows, cols, options);
  const need = 12 * rows * cols;
  if (need > (options.maxBytes ?? DEFAULT_MAX_BYTES)) throw new RangeError(`board ${rows}×${cols} needs about ${formatBytes(need)} with successor arrays`);
  const c = new Construction(rows, cols, options.baseDir ?? defaultBaseDir(), false);
  const path = new Int32Array(rows * cols);
  c.numberBySuccessors(path);
  return { rows, cols, path };
}

/** Everything the construction decided, for pictures: layout, recursion tree, joins, counts. */
export interface DivideAndConquerPlan {
  layout: Layout;
  tiles: { row: number; col: number; rows: number; cols: number; cornerless: boolean }[];
  nodes: BlockNode[];
  joins: JoinRecord[];
  fourWay: number;
  twoWay: number;
  tour: Tour;
}

/** Largest board {@link divideAndConquerPlan} accepts (it records every join as an object). */
export const MAX_PLAN_SQUARES = 2 ** 24;

/** The construction's record (layout, tiles, recursion tree, joins) without the numbering. */
export type DivideAndConquerStructure = Omit<DivideAndConquerPlan, 'tour'>;

function recordConstruction(rows: number, cols: number, options: DivideAndConquerOptions): { c: Construction; plan: DivideAndConquerStructure } {
  checkArgs(rows, cols, { ...options, maxBytes: Math.min(options.maxBytes ?? DEFAULT_MAX_BYTES, 8 * MAX_PLAN_SQUARES) });
  const c = new Construction(rows, cols, options.baseDir ?? defaultBaseDir(), true);
  const L = c.layout;
  const tiles: DivideAndConquerPlan['tiles'] = [];
  for (let i = 0; i < c.p; i++) {
    for (let j = 0; j < c.q; j++) {
      tiles.push({ row: L.rowStart[i], col: L.colStart[j], rows: L.rowBands[i], cols: L.colBands[j], cornerless: i === 0 && j === 0 && L.kind === 'open' });
    }
  }
  // Two-way joins were done after the four-way ones: point each 'two' node at its record.
  const nodes = c.nodes!;
  for (const nd of nodes) if (nd.join <= -2) nd.join = c.fourWay + (-2 - nd.join);
  return { c, plan: { layout: L, tiles, nodes, joins: c.record!, fourWay: c.fourWay, twoWay: c.twoWay } };
}

/** The recursion tree and joins of the construction, without numbering a tour (boards up to 2^24 squares). */
export function divideAndConquerStructure(rows: number, cols: number = rows, options: DivideAndConquerOptions = {}): DivideAndConquerStructure {
  return recordConstruction(rows, cols, options).plan;
}

/** Runs the construction with a record of its recursion tree and joins, and the tour (boards up to 2^24 squares). */
export function divideAndConquerPlan(rows: number, cols: number = rows, options: DivideAndConquerOptions = {}): DivideAndConquerPlan {
  const { c, plan } = recordConstruction(rows, cols, options);
  const path = new Int32Array(rows * cols);
  c.number(path);
  return { ...plan, tour: { rows, cols, path } };
}

