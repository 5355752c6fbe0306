/**
 * Divide and conquer the naive way, for comparison: every block returns its cycle as a fresh array
 * of squares, and each join copies its children's arrays into a new one.
 *
 * Glossary
 * - Cycle array: a block's closed tour as board squares in order (a new Int32Array per block).
 * - Path of a child: its cycle with the join's deleted move removed, from one end of that move to
 *   the other; the join strings the paths together through the added moves.
 *
 * Every level of the recursion copies all N squares once and there are about log₂(n/12) levels, so
 * the time is Θ(N log N) — T(n) = 4T(n/2) + Θ(n²) — against Θ(N) for divideAndConquerTour, which
 * keeps the joins O(1) and numbers the tour once at the end. Same joins, same tour as a cycle.
 */
import { Tour } from './tour';
import { baseCaseFor, defaultBaseDir } from './base-cases';
import { BlockNode, JoinRecord } from './divide-and-conquer-construction';
import { DivideAndConquerOptions, divideAndConquerStructure } from './divide-and-conquer';

/** The divide-and-conquer tour built by copying sub-tours at every join (Θ(N log N); boards up to 2^24 squares); the baseline for the recurrence. */
export function divideAndConquerTourByCopying(rows: number, cols: number = rows, opts: DivideAndConquerOptions = {}): Tour {
  const plan = divideAndConquerStructure(rows, cols, opts); // checks the arguments
  const baseDir = opts.baseDir ?? defaultBaseDir();
  const kids: number[][] = plan.nodes.map(() => []);
  for (const nd of plan.nodes) if (nd.parent !== null) kids[nd.parent].push(nd.id);
  const tileAt = new Map<number, (typeof plan.tiles)[number]>();
  for (const t of plan.tiles) tileAt.set(t.row * cols + t.col, t);

  const solve = (id: number): Int32Array => {
    const nd = plan.nodes[id];
    if (nd.split === 'tile') {
      const t = tileAt.get(nd.r0 * cols + nd.c0)!;
      const bc = baseCaseFor(t.rows, t.cols, baseDir);
      const out = new Int32Array(bc.cycle.length);
      for (let k = 0; k < out.length; k++) out[k] = (t.row + Math.floor(bc.cycle[k] / t.cols)) * cols + t.col + (bc.cycle[k] % t.cols);
      return out;
    }
    const childNodes = kids[id].map((k) => plan.nodes[k]);
    return mergeCycles(childNodes.map((_, i) => solve(kids[id][i])), childNodes, plan.joins[nd.join], cols);
  };
  const cycle = solve(0);
  if (plan.layout.kind === 'closed') return { rows, cols, path: cycle };
  // Odd board: the corner, then the corner-less cycle entered at (1, 2).
  const k = cycle.indexOf(cols + 2);
  const path = new Int32Array(rows * cols);
  path[0] = 0;
  path.set(cycle.subarray(k), 1);
  path.set(cycle.subarray(0, k), 1 + cycle.length - k);
  return { rows, cols, path };
}

/** Joins child cycles into one new array: delete one move per child, follow the added moves round the ring. */
function mergeCycles(cycles: Int32Array[], nodes: BlockNode[], join: JoinRecord, cols: number): Int32Array {
  const inside = (nd: BlockNode, s: number) => {
    const r = Math.floor(s / cols);
    const c = s % cols;
    return r >= nd.r0 && r < nd.r1 && c >= nd.c0 && c < nd.c1;
  };
  const childOf = (s: number) => nodes.findIndex((nd) => inside(nd, s));
  const n = cycles.length;
  // For child i: its path starts at bSq[i] (index bIdx, walking in direction dir) and ends at aSq[i].
  const aSq = new Int32Array(n), bSq = new Int32Array(n), aIdx = new Int32Array(n), bIdx = new Int32Array(n), dir = new Int32Array(n);
  for (const [a, b] of join.deleted) {
    const i = childOf(a);
    const arr = cycles[i];
    const L = arr.length;
    const ia = arr.indexOf(a);
    const forward = arr[(ia + 1) % L] === b;
    aSq[i] = a;
    bSq[i] = b;
    aIdx[i] = ia;
    bIdx[i] = forward ? (ia + 1) % L : (ia + L - 1) % L;
    dir[i] = forward ? 1 : -1;
  }
  const partner = new Map<number, number>();
  for (const [x, y] of join.added) {
    partner.set(x, y);
    partner.set(y, x);
  }
  let total = 0;
  for (const c of cycles) total += c.length;
  const out = new Int32Array(total);
  let k = 0;
  let i = 0;
  let enterAtB = true;
  for (let step = 0; step < n; step++) {
    const arr = cycles[i];
    const L = arr.length;
    let x = enterAtB ? bIdx[i] : aIdx[i];
    const d = enterAtB ? dir[i] : -dir[i];
    for (let m = 0; m < L; m++) {
      out[k++] = arr[x];
      x += d;
      if (x === L) x = 0;
      else if (x < 0) x = L - 1;
    }
    const exit: number = enterAtB ? aSq[i] : bSq[i];
    const next: number = partner.get(exit)!;
    i = childOf(next);
    enterAtB = bSq[i] === next;
  }
  if (k !== total || i !== 0) throw new Error('internal error: join did not close one ring');
  return out;
}
