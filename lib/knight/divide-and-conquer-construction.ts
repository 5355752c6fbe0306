/**
 * Divide and conquer, step 3: the construction. It loads one base case per tile size, walks the
 * recursion tree of blocks and records every join as cuts; it does not write the tour (see
 * divide-and-conquer-numbering.ts), so all its tables are per tile, not per square.
 *
 * Glossary
 * - Block: a rectangle of tiles `[i0, i1) × [j0, j1)`. A block is split at its middle band
 *   boundaries into four quadrants (sides about half the block's); a block one tile thick is split
 *   in two. The recursion tree has depth ⌈log₂(bands)⌉.
 * - Join: a four-way join at the point where four quadrants meet (divide-and-conquer-joins.ts); a
 *   two-way join links two side-by-side tiles by deleting one move in each and adding two across
 *   the seam.
 * - Cut: a deleted move, stored at each of its two ends (tile, position in the tile's cycle,
 *   direction) with the added move that replaces it (the partner end).
 */
import { MOVE_DC, MOVE_DR, isKnightOffset } from './board';
import { BaseCase, baseCaseFor } from './base-cases';
import { Layout, layoutOf } from './divide-and-conquer-layout';
import { PATTERN_ORDER, PAT_DC, PAT_DR, PAT_PARTNER } from './divide-and-conquer-joins';

/** At most this many cut ends per tile (2 per corner and per seam; a check guards it). */
export const MAX_CUTS = 8;

/** One base case placed on the board: its cycle and two lookup tables (shared by tiles of the same size). */
export interface TileType {
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

/** A rectangle of tiles: band rows [i0, i1) × band columns [j0, j1). */
interface TileBlock {
  i0: number;
  i1: number;
  j0: number;
  j1: number;
}

/** The joins of a rows×cols board, as cuts per tile (built in the constructor). */
export class Construction {
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
  /** Two-way joins to make after the four-way ones: (left or top tile, right or bottom tile, 1 if side by side) triples. */
  private readonly seams: number[] = [];

  constructor(rows: number, cols: number, baseDir: string, keepRecord: boolean) {
    this.rows = rows;
    this.cols = cols;
    const L = (this.layout = layoutOf(rows, cols));
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
          this.types.push(makeType(baseCaseFor(h, w, baseDir), cols));
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
    this.build({ i0: 0, i1: p, j0: 0, j1: q }, null);
    const seams = this.seams;
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

  /** The recursion: splits `block` in four (or two), joins the quadrants, records two-way seams for later. */
  build(block: TileBlock, parent: number | null): void {
    const { i0, i1, j0, j1 } = block;
    const seams = this.seams;
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
      this.build({ i0, i1: im, j0, j1: jm }, id);
      this.build({ i0, i1: im, j0: jm, j1 }, id);
      this.build({ i0: im, i1, j0, j1: jm }, id);
      this.build({ i0: im, i1, j0: jm, j1 }, id);
      if (this.nodes) this.nodes[id].join = this.record!.length;
      this.joinFour(this.rowStart[im], this.colStart[jm]);
      return;
    }
    // One tile thick: split the long way in two; the seam is joined after all four-way joins,
    // because its join can pick among many moves while a four-way join has only four patterns.
    if (di === 1) {
      const jm = j0 + Math.ceil(dj / 2);
      this.build({ i0, i1, j0, j1: jm }, id);
      this.build({ i0, i1, j0: jm, j1 }, id);
      seams.push(i0 * this.q + jm - 1, i0 * this.q + jm, 1);
    } else {
      const im = i0 + Math.ceil(di / 2);
      this.build({ i0, i1: im, j0, j1 }, id);
      this.build({ i0: im, i1, j0, j1 }, id);
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
