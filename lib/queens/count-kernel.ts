/**
 * The bitmask counting kernel: the code that the main thread and the worker threads run
 * (./count.ts hands out the tasks, ./count-worker.ts starts the threads). Internal: not exported
 * by ./index.ts, except its text `KERNEL_SOURCE` for notebook 03 to print.
 *
 * Bit c of a mask is column c (0-based). `cols` holds the used columns; `left` and `right` the
 * squares of the current row attacked along the two diagonals, shifted by one per row. The free
 * squares of a row are `all & ~(cols | left | right)`; `free & -free` takes the lowest one.
 * Tasks fix the first two rows; `makeTasks` applies the mirror symmetry of the first row.
 *
 * Threads share five Int32 control slots (the constants below) and, per task, a count (NaN until
 * the task finishes) and its node counter, all in SharedArrayBuffers.
 */

/** Control slot: index of the next task to claim (`Atomics.add` hands out each task once). */
export const NEXT_TASK = 0;
/** Control slot: tasks finished or stopped by the deadline; the main thread waits on it. */
export const TASKS_FINISHED = 1;
/** Control slot: 1 once a thread saw the deadline pass. */
export const BUDGET_HIT = 2;
/** Control slot: 1 when a worker thread threw (the main thread cannot take messages while it waits). */
export const WORKER_FAILED = 3;
/** Control slot: tasks finished by worker threads (the main thread's are not counted here). */
export const WORKER_TASKS = 4;
/** Number of control slots. */
export const CTRL_SLOTS = 5;

/** What the threads of one count share: the board, the tasks and where each task's result goes. */
export interface SharedCount {
  n: number;
  /** triples (first-row column, second-row column or -1, weight), as `makeTasks` lists them */
  tasks: Int32Array;
  /** CTRL_SLOTS slots: NEXT_TASK, TASKS_FINISHED, BUDGET_HIT, WORKER_FAILED, WORKER_TASKS */
  ctrl: Int32Array;
  /** per task: its unweighted count, NaN while unfinished */
  counts: Float64Array;
  /** per task: nodes visited (also when stopped by the deadline) */
  nodes: Float64Array;
  /** Date.now() value after which no thread starts or continues a task */
  deadline: number;
}

/**
 * A subtree with at most this many rows left is counted without reading the clock: at most 12
 * free columns per row keep it to about a million nodes (a few ms), so a budget is honoured
 * within milliseconds while the hot loop below never looks at the time.
 */
const UNCHECKED_ROWS = 12;

// Nodes visited by the current task: one store per subtree, not per node.
const visited = new Float64Array(1);
// The explicit stack of `countCompletions`: (free, cols, left, right) per row, 32 rows at most.
const stack = new Int32Array(4 * 32);

// Thrown by `countChecked` when the deadline has passed; `drain` catches it.
const STOP = { stop: true };
// Infinity outside `drain`, so direct calls of `runTask` are unbounded.
let deadlineAt = Infinity;

/**
 * Number of completions of a partial placement: a depth-first search with an explicit stack, one
 * loop iteration per node (no calls, no clock), adding the nodes it visits to the task's counter.
 * The same nodes as the recursive search that visits each promising placement once:
 * test/queens-count.test.ts checks them against the traced search.
 */
export function countCompletions(all: number, cols: number, left: number, right: number): number {
  if (cols === all) {
    visited[0] += 1;
    return 1;
  }
  let nodes = 1;
  let count = 0;
  let sp = 0;
  let free = all & ~(cols | left | right);
  for (;;) {
    while (free !== 0) {
      const bit = free & -free;
      free ^= bit;
      nodes++;
      const next = cols | bit;
      if (next === all) {
        count++; // the last row had this one free square: free is 0 now
        break;
      }
      stack[sp] = free;
      stack[sp + 1] = cols;
      stack[sp + 2] = left;
      stack[sp + 3] = right;
      sp += 4;
      cols = next;
      left = ((left | bit) << 1) & all;
      right = (right | bit) >>> 1;
      free = all & ~(cols | left | right);
    }
    if (sp === 0) break;
    sp -= 4;
    free = stack[sp];
    cols = stack[sp + 1];
    left = stack[sp + 2];
    right = stack[sp + 3];
  }
  visited[0] += nodes;
  return count;
}

/** Number of set bits of a 32-bit mask. */
function bitCount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * `countCompletions` for subtrees too large to run without looking at the clock: expands rows
 * one at a time, reading the clock at each node, until UNCHECKED_ROWS rows are left.
 */
function countChecked(all: number, cols: number, left: number, right: number): number {
  if (bitCount(all & ~cols) <= UNCHECKED_ROWS) return countCompletions(all, cols, left, right);
  if (Date.now() > deadlineAt) throw STOP;
  visited[0] += 1;
  let count = 0;
  let free = all & ~(cols | left | right);
  while (free !== 0) {
    const bit = free & -free;
    free ^= bit;
    count += countChecked(all, cols | bit, ((left | bit) << 1) & all, (right | bit) >>> 1);
  }
  return count;
}

/**
 * Tasks as a flat list of triples (first-row column, second-row column or -1, weight). With
 * symmetry: first-row queens in the left half count twice (their mirror images are the right
 * half); for odd n the middle column is kept, with its second-row queen in the left half only.
 */
export function makeTasks(n: number, symmetry: boolean): number[] {
  const out: number[] = [];
  if (n === 1) {
    out.push(0, -1, 1);
    return out;
  }
  const half = n >> 1;
  const firstCols: [column: number, weight: number, limit: number][] = [];
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

/** Unweighted count of the solutions with row 1 at column c0 and row 2 at c1 (c1 = -1: n = 1). */
export function runTask(n: number, c0: number, c1: number): number {
  const all = n === 32 ? -1 : (1 << n) - 1;
  const b0 = 1 << c0;
  if (c1 < 0) return countChecked(all, b0, (b0 << 1) & all, b0 >>> 1);
  const b1 = 1 << c1;
  return countChecked(all, b0 | b1, ((((b0 << 1) & all) | b1) << 1) & all, ((b0 >>> 1) | b1) >>> 1);
}

/** The tasks of a count in shared memory, every count NaN (unfinished). */
export function sharedCount(n: number, symmetry: boolean, deadline: number): SharedCount {
  const list = makeTasks(n, symmetry);
  const T = list.length / 3;
  const tasks = new Int32Array(new SharedArrayBuffer(Math.max(1, list.length) * 4));
  tasks.set(list);
  const counts = new Float64Array(new SharedArrayBuffer(Math.max(1, T) * 8)).fill(NaN);
  const nodes = new Float64Array(new SharedArrayBuffer(Math.max(1, T) * 8));
  const ctrl = new Int32Array(new SharedArrayBuffer(CTRL_SLOTS * 4));
  return { n, tasks: tasks.subarray(0, list.length), ctrl, counts, nodes, deadline };
}

/** Nodes visited since the last `resetNodes`. */
export function nodesVisited(): number {
  return visited[0];
}

/** Sets the node counter to 0. */
export function resetNodes(): void {
  visited[0] = 0;
}

/** Runs one task into its slots; false when the deadline stopped it (its count stays NaN). */
function runSharedTask(s: SharedCount, i: number): boolean {
  visited[0] = 0;
  try {
    s.counts[i] = runTask(s.n, s.tasks[3 * i], s.tasks[3 * i + 1]);
    return true;
  } catch (e) {
    if (e !== STOP) throw e;
    return false;
  } finally {
    s.nodes[i] = visited[0]; // a stopped task's nodes were visited too
  }
}

/**
 * Claims tasks from the shared queue until none are left or the deadline passes, writing each
 * task's count and nodes. A worker also counts its tasks (WORKER_TASKS) and wakes the main thread,
 * which waits on TASKS_FINISHED once it has run out of tasks itself. A task stopped by the deadline
 * still counts as finished there, so that the main thread does not wait for it.
 */
export function drain(s: SharedCount, isWorker: boolean): void {
  const T = s.tasks.length / 3;
  const ctrl = s.ctrl;
  deadlineAt = s.deadline;
  try {
    for (;;) {
      if (Date.now() > s.deadline) {
        Atomics.store(ctrl, BUDGET_HIT, 1);
        break;
      }
      const i = Atomics.add(ctrl, NEXT_TASK, 1);
      if (i >= T) break;
      const finished = runSharedTask(s, i);
      if (isWorker && finished) Atomics.add(ctrl, WORKER_TASKS, 1);
      Atomics.add(ctrl, TASKS_FINISHED, 1);
      if (isWorker) Atomics.notify(ctrl, TASKS_FINISHED);
      if (!finished) {
        Atomics.store(ctrl, BUDGET_HIT, 1);
        break;
      }
    }
  } finally {
    deadlineAt = Infinity;
  }
}

/**
 * The search as text, for reading (notebook 03 prints it): the JavaScript this thread runs, which
 * is the functions above as compiled from this file.
 */
export const KERNEL_SOURCE = [
  '// Number of completions of a partial placement: a depth-first search with an explicit stack, one loop per node.',
  String(countCompletions),
  '',
  '// The rows above the last UNCHECKED_ROWS: the same expansion, reading the clock at each node.',
  String(countChecked),
  '',
  '// Tasks as a flat list of triples (first-row column, second-row column or -1, weight).',
  String(makeTasks),
  '',
  '// Unweighted count of the solutions with row 1 at column c0 and row 2 at c1.',
  String(runTask),
].join('\n');
