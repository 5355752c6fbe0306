/**
 * The block test of the backtracking engine (backtrack-engine.ts): a structure test, run at a node
 * of the search, that proves some subtrees hold no tour.
 *
 * Glossary
 * - G: the knight's square h plus the unvisited squares (plus, for closed tours, the start).
 * - Cut square: a square whose removal splits G (an articulation point, found by Tarjan's low links).
 * - Pocket: the part T of G that a cut square p separates from h; the rest of the path must end in it.
 */
import { isLight } from './board';

/**
 * The block test of `searchTours`: one depth-first search (Tarjan's low links) over G = the
 * knight's square h plus the unvisited squares (plus, for closed tours, the start, which must be
 * the path's end). The rest of the tour is a Hamiltonian path of G from h, so G must be connected
 * with h no cut square; and when a square p cuts off a part T of G away from h, the path runs
 * h → … → p through everything outside T, then covers T and ends there. Hence every such T holds
 * the end: they must all overlap (as DFS subtrees: be nested), closed tours need the start inside
 * them, and the colours must alternate along h → … → p (a count of each colour outside T).
 */
export class BlockTest {
  private readonly n: number;
  private readonly white: Uint8Array; // 1 on squares with row + col even
  private readonly stamp: Int32Array;
  private readonly disc: Int32Array; // preorder number
  private readonly low: Int32Array; // Tarjan's low link
  private readonly whitesBefore: Int32Array; // white squares discovered before this one
  private readonly stack: Int32Array;
  private readonly edge: Uint8Array; // next neighbour index to scan
  private readonly cuts: Int32Array; // (subtree size, its white squares, cut square) per separated subtree
  private stampNo = 0;

  private readonly adj: Int32Array;
  private readonly count: Uint8Array;

  /** `graph` is the board's knightGraph; `end` the square the path must end on (−1: any). */
  constructor(rows: number, cols: number, graph: { adj: Int32Array; count: Uint8Array }, private readonly end: number) {
    const n = rows * cols;
    this.adj = graph.adj;
    this.count = graph.count;
    this.n = n;
    this.white = new Uint8Array(n);
    for (let u = 0; u < n; u++) this.white[u] = isLight(cols, u);
    this.stamp = new Int32Array(n);
    this.disc = new Int32Array(n);
    this.low = new Int32Array(n);
    this.whitesBefore = new Int32Array(n);
    this.stack = new Int32Array(n);
    this.edge = new Uint8Array(n);
    this.cuts = new Int32Array(3 * n);
  }

  /** False when no Hamiltonian path of G from h (to `end` if ≥ 0) can exist; `remaining` = unvisited squares. */
  ok(visited: Uint8Array, h: number, remaining: number): boolean {
    const { adj, count, white, stamp, disc, low, whitesBefore, stack, edge, cuts, end } = this;
    const stampNo = ++this.stampNo;
    const size = remaining + 1 + (end >= 0 ? 1 : 0); // squares in G
    let time = 0;
    let whites = 0;
    let top = 0;
    // Intersection of the separated subtrees' preorder intervals: the path's end lies in all of them.
    let lo = 0;
    let hi = size;
    let rootChildren = 0;
    let ncuts = 0;
    stamp[h] = stampNo;
    disc[h] = low[h] = time++;
    whitesBefore[h] = 0;
    whites += white[h];
    edge[h] = 0;
    stack[top++] = h;
    while (top > 0) {
      const v = stack[top - 1];
      if (edge[v] < count[v]) {
        const u = adj[8 * v + edge[v]++];
        if (visited[u] && u !== h && u !== end) continue;
        if (stamp[u] !== stampNo) {
          stamp[u] = stampNo;
          disc[u] = low[u] = time++;
          whitesBefore[u] = whites;
          whites += white[u];
          edge[u] = 0;
          stack[top++] = u;
          if (v === h && ++rootChildren > 1) return false; // h separates the unvisited squares
        } else if (disc[u] < low[v]) low[v] = disc[u];
        continue;
      }
      top--;
      if (top === 0) break;
      const p = stack[top - 1];
      if (low[v] < low[p]) low[p] = low[v];
      if (p !== h && low[v] >= disc[p]) {
        // p cuts off v's subtree T (preorder [disc v, time)).
        if (disc[v] > lo) lo = disc[v];
        if (time < hi) hi = time;
        if (lo >= hi) return false; // two disjoint pockets, each needing the path's end
        cuts[ncuts++] = time - disc[v];
        cuts[ncuts++] = whites - whitesBefore[v];
        cuts[ncuts++] = p;
      }
    }
    if (time !== size) return false;
    if (end >= 0 && (disc[end] < lo || disc[end] >= hi)) return false;
    // Colours alternate along h → … → p, the part of the path outside T: count them there.
    for (let i = 0; i < ncuts; i += 3) {
      const k = size - cuts[i];
      const kWhite = whites - cuts[i + 1];
      const p = cuts[i + 2];
      const same = white[h] ? kWhite : k - kWhite;
      if (same !== (k + 1) >> 1 || (k & 1 ? white[p] !== white[h] : white[p] === white[h])) return false;
    }
    return true;
  }
}
