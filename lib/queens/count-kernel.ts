/**
 * The bitmask counting kernel, kept as plain JavaScript source text so that the very same code runs
 * on the main thread (compiled once with `new Function`) and in worker threads
 * (`new Worker(source, { eval: true })`). A worker started this way needs no module resolution, so
 * it works alike under vitest, tsx, plain node and the tslab kernel.
 *
 * Bit c of a mask is column c (0-based). `cols` holds the used columns; `left` and `right` the
 * squares of the current row attacked along the two diagonals, shifted by one per row. The free
 * squares of a row are `all & ~(cols | left | right)`; `free & -free` takes the lowest one.
 * Tasks fix the first two rows; `makeTasks` applies the mirror symmetry of the first row.
 */

/** Kernel source: defines `solve`, `makeTasks`, `runTask`, `drain` and a node counter, and returns them. */
export const KERNEL_SOURCE = String.raw`
// The node counter lives in a typed array: a store into it is cheaper than into a closure variable
// (measured: about 3% of the running time instead of 8%).
const counter = new Float64Array(1);

// The time budget is checked inside the search, once every 4096 nodes (a clock read costs more than
// a node): past the deadline, solve throws STOP and the task it was in counts as unfinished.
// The deadline stays Infinity outside drain, so direct calls of solve and runTask are unbounded.
const STOP = { stop: true };
let deadlineAt = Infinity;

// Number of completions of a partial placement; one call per promising node.
function solve(all, cols, left, right) {
  if ((++counter[0] & 4095) === 0 && Date.now() > deadlineAt) throw STOP;
  if (cols === all) return 1;
  let count = 0;
  let free = all & ~(cols | left | right);
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    count += solve(all, cols | bit, ((left | bit) << 1) & all, (right | bit) >>> 1);
  }
  return count;
}

// Tasks as a flat list of triples (first-row column, second-row column or -1, weight).
// With symmetry: first-row queens in the left half count twice (their mirror images are the
// right half); for odd n the middle column is kept, with its second-row queen in the left half only.
function makeTasks(n, symmetry) {
  const out = [];
  if (n === 1) { out.push(0, -1, 1); return out; }
  const half = n >> 1;
  const firstCols = [];
  if (symmetry) {
    for (let c = 0; c < half; c++) firstCols.push([c, 2, n]);
    if (n & 1) firstCols.push([half, 2, half]);
  } else {
    for (let c = 0; c < n; c++) firstCols.push([c, 1, n]);
  }
  for (const [c0, weight, limit] of firstCols) {
    for (let c1 = 0; c1 < limit; c1++) {
      if (Math.abs(c1 - c0) <= 1) continue; // same column or diagonal: no promising second row
      out.push(c0, c1, weight);
    }
  }
  return out;
}

// Unweighted count of the solutions with row 1 at column c0 and row 2 at c1 (c1 = -1: n = 1).
function runTask(n, c0, c1) {
  const all = n === 32 ? -1 : (1 << n) - 1;
  const b0 = 1 << c0;
  if (c1 < 0) return solve(all, b0, (b0 << 1) & all, b0 >>> 1);
  const b1 = 1 << c1;
  return solve(all, b0 | b1, ((((b0 << 1) & all) | b1) << 1) & all, ((b0 >>> 1) | b1) >>> 1);
}

// Pulls task indices from the shared counter ctrl[0] until none are left or the deadline passes,
// writing each task's count and nodes. Workers also count their tasks (ctrl[4]) and wake the main
// thread, which waits on ctrl[1] once it has run out of tasks itself.
// A task stopped by the deadline keeps counts[i] = NaN (unfinished) but is still added to ctrl[1],
// so that the main thread does not wait for it.
function drain(n, tasks, ctrl, counts, nodes, deadline, isWorker) {
  const T = tasks.length / 3;
  deadlineAt = deadline;
  try {
    for (;;) {
      if (Date.now() > deadline) { Atomics.store(ctrl, 2, 1); break; }
      const i = Atomics.add(ctrl, 0, 1);
      if (i >= T) break;
      counter[0] = 0;
      let stopped = false;
      try {
        counts[i] = runTask(n, tasks[3 * i], tasks[3 * i + 1]);
        nodes[i] = counter[0];
      } catch (e) {
        if (e !== STOP) throw e;
        nodes[i] = counter[0]; // visited, though the task's count is lost
        stopped = true;
      }
      if (isWorker && !stopped) Atomics.add(ctrl, 4, 1);
      Atomics.add(ctrl, 1, 1);
      if (isWorker) Atomics.notify(ctrl, 1);
      if (stopped) { Atomics.store(ctrl, 2, 1); break; }
    }
  } finally {
    deadlineAt = Infinity;
  }
}

return { solve, makeTasks, runTask, drain, nodes: () => counter[0], resetNodes: () => { counter[0] = 0; } };
`;

/** The kernel's functions, as compiled on this thread. */
export interface Kernel {
  solve(all: number, cols: number, left: number, right: number): number;
  makeTasks(n: number, symmetry: boolean): number[];
  runTask(n: number, c0: number, c1: number): number;
  /** Runs shared-queue tasks until none are left or the deadline passes (see WORKER_SOURCE). */
  drain(n: number, tasks: Int32Array, ctrl: Int32Array, counts: Float64Array, nodes: Float64Array, deadline: number, isWorker: boolean): void;
  nodes(): number;
  resetNodes(): void;
}

let compiled: Kernel | undefined;

/** Compiles the kernel source once for this thread. */
export function kernel(): Kernel {
  if (!compiled) compiled = new Function(KERNEL_SOURCE)() as Kernel;
  return compiled;
}

/**
 * Worker program: pulls task indices from a shared counter until none are left (or the deadline
 * passes) and writes each task's count and nodes into shared arrays. Errors are reported through
 * the shared control array, because the main thread waits with Atomics.wait and cannot receive
 * messages meanwhile.
 */
export const WORKER_SOURCE = String.raw`
const { workerData } = require('node:worker_threads');
const k = (new Function(workerData.kernel))();
const { n, tasks, ctrl, counts, nodes, deadline } = workerData;
try {
  k.drain(n, tasks, ctrl, counts, nodes, deadline, true);
} catch (e) {
  Atomics.store(ctrl, 3, 1);
  Atomics.notify(ctrl, 1);
}
`;
