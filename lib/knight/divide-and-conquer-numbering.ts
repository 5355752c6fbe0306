/**
 * Divide and conquer, step 4: numbering the tour.
 *
 * Glossary
 * - Arc: a stretch of a tile's cycle between two cuts. The final tour is a sequence of arcs; the
 *   numbering writes them out tile by tile, reading each tile's small offset table, so the only
 *   pass over all squares is a sequential write (no successor chasing across memory; compare
 *   divide-and-conquer-successors.ts and divide-and-conquer-copying.ts, the two baselines).
 */
import { Construction, MAX_CUTS } from './divide-and-conquer-construction';

/** Writes the tour of construction `c` into `path`, arc by arc (the only pass over all squares). */
export function numberTour(c: Construction, path: Int32Array): void {
  const { rows, cols } = c;
  const N = rows * cols;
  let k = 0;
  let startSq = 0;
  if (c.layout.kind === 'open') {
    path[k++] = 0; // the left-out corner starts the open tour …
    startSq = 1 * cols + 2; // … and steps into the cycle at (1, 2)
  }
  let t = c.tileOf((startSq / cols) | 0, startSq % cols);
  let p = c.posAt(t, (startSq / cols) | 0, startSq % cols);
  let d = 1;
  const { cutCount, cutPos, cutDir, cutPartner, tileType, types, tileBase } = c;
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
