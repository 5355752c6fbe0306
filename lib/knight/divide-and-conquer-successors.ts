/**
 * Divide and conquer numbered the straightforward way, for comparison: two neighbours per square for
 * the whole board (the tiles' cycles, then every cut replaced by its added move), then the tour by
 * chasing successors from square to square. Same construction and the same tour as
 * divideAndConquerTour; the difference is memory traffic — 12 bytes per square written and read in
 * board order, then read again in tour order (a random walk through memory), against one sequential
 * write of the path.
 */
import { formatBytes } from '../check';
import { Tour } from './tour';
import { defaultBaseDir } from './base-cases';
import { Construction, MAX_CUTS } from './divide-and-conquer-construction';
import { DEFAULT_MAX_BYTES, DivideAndConquerOptions, checkDivideAndConquerArgs } from './divide-and-conquer';

/** The same tour numbered the straightforward way (successor chasing over a whole-board array): the baseline. */
export function divideAndConquerTourBySuccessors(rows: number, cols: number = rows, opts: DivideAndConquerOptions = {}): Tour {
  const options = checkDivideAndConquerArgs(rows, cols, opts);
  const need = 12 * rows * cols;
  if (need > (options.maxBytes ?? DEFAULT_MAX_BYTES)) throw new RangeError(`board ${rows}×${cols} needs about ${formatBytes(need)} with successor arrays`);
  const c = new Construction(rows, cols, options.baseDir ?? defaultBaseDir(), false);
  const path = new Int32Array(rows * cols);
  numberBySuccessors(c, path);
  return { rows, cols, path };
}

/** Baseline numbering: two neighbours per square for the whole board, then chase them one by one. */
function numberBySuccessors(c: Construction, path: Int32Array): void {
  const { rows, cols, p: P, q: Q } = c;
  const N = rows * cols;
  const nb = new Int32Array(2 * N).fill(-1);
  for (let i = 0; i < P; i++) {
    for (let j = 0; j < Q; j++) {
      const t = i * Q + j;
      const ty = c.types[c.tileType[t]];
      const base = c.rowStart[i] * cols + c.colStart[j];
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
    const ty = c.types[c.tileType[t]];
    const base = c.rowStart[i] * cols + c.colStart[t - i * Q];
    for (let s = t * MAX_CUTS, e = s + c.cutCount[t]; s < e; s++) {
      const pos = c.cutPos[s];
      const g = base + ty.off[pos];
      const gone = base + ty.off[(pos + c.cutDir[s] + ty.len) % ty.len];
      const other = c.cutPartner[s];
      const to = c.squareAt((other / MAX_CUTS) | 0, c.cutPos[other]);
      if (nb[2 * g] === gone) nb[2 * g] = to;
      else nb[2 * g + 1] = to;
    }
  }
  let k = 0;
  let prev = -1;
  let cur = 0;
  if (c.layout.kind === 'open') {
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
