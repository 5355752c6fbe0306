/**
 * Counting all solutions: the course's array backtracking (baseline) and the bitmask search with
 * first-row mirror symmetry, optionally split over worker threads.
 *
 * `countQueens` stays synchronous even with workers: the main thread takes tasks from the same
 * shared counter as the workers and then waits with Atomics.wait for tasks still running. If the
 * workers cannot start, the main thread simply does all the work.
 */
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { checkBoolean, checkInteger, checkLimit, checkOptions } from '../check';
import { NEXT_TASK, TASKS_FINISHED, WORKER_FAILED, WORKER_TASKS, drain, sharedCount, type SharedCount } from './count-kernel';
import { startWorker } from './count-worker';
import { checkBoardSize } from './placement';
import { durationOf } from './duration';

/**
 * Number of n-queens solutions, OEIS A000170, for n = 0 … 20: the fixture tests and benches
 * compare every counter with (no solver reads it).
 */
export const A000170: readonly number[] = Object.freeze([
  1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624,
  4968057848, 39029188884,
]);

/** Largest n whose count fits in a double exactly (Q(25) ≈ 2.2·10¹⁵ < 2⁵³; Q(26) ≈ 2.2·10¹⁶ does not). */
export const MAX_COUNT_N = 25;

/** Refuse when the estimated running time exceeds this many years. */
const LIFETIME_YEARS = 10;

/**
 * Without an explicit `maxMs`, refuse runs estimated to take longer than this: a notebook cell
 * should answer in seconds (n = 16, about 5 s, runs; n = 17, about 30 s, asks for a budget).
 */
const UNASKED_SECONDS = 15;

/** Counters of a counting run; `nodes` counts promising placements visited (root included). */
export interface QueensCountStats {
  nodes: number;
  tasks: number;
  tasksDone: number;
  /** threads used, the main thread included */
  workers: number;
  /** tasks finished by worker threads (0 when none started in time) */
  workerTasks: number;
  ms: number;
}

/** Result of a count: 'complete', or 'budget' (maxMs passed) with the count of the finished tasks. */
export interface QueensCountResult {
  n: number;
  status: 'complete' | 'budget';
  count: number;
  stats: QueensCountStats;
}

/** Options of `countQueens`. */
export interface QueensCountOptions {
  /** threads in total (the main thread included); 1 = no workers (default); 0 = one per core */
  workers?: number;
  /** use the first row's mirror symmetry (default true) */
  symmetry?: boolean;
  /** budget in milliseconds, checked inside the search (above its last 12 rows: milliseconds apart), also in workers */
  maxMs?: number;
}

/**
 * Rough single-thread seconds to count n-queens solutions here: about 5 s at n = 16 (measured on
 * a 2-core Node 20 machine) and a ratio per extra row that grows like the solution counts do
 * (6.5 at 16 → 10.5 at 27 in OEIS A000170).
 */
export function estimateCountSeconds(n: number, workers = 1): number {
  return estimateSeconds(checkInteger('n', n, 0), checkInteger('workers', workers, 0));
}

/** `estimateCountSeconds` for values already checked (countQueens checks once, at its door). */
function estimateSeconds(n: number, workers: number): number {
  let s = 5;
  // past about n = 300 the estimate overflows to Infinity: stop there (n may be up to 2⁵³)
  for (let m = 16; m < n && s < Infinity; m++) s *= 6.6 + 0.42 * (m - 16);
  for (let m = n; m < 16; m++) s /= 6.6 + 0.42 * (m - 16);
  return s / Math.max(1, workers);
}

/** English, two significant digits: for this file's refusals only (error messages stay English). */
function durationIn(seconds: number): string {
  const d = durationOf(seconds);
  const digits = d.amount.toPrecision(2);
  return `${digits.includes('e') && Number.isFinite(d.amount) ? Number(digits).toLocaleString('en-US') : digits} ${d.unit}`;
}

/** Refuses an n out of reach, or one that needs a budget; n and workers are checked already. */
function checkCountN(n: number, workers: number, maxMs?: number): void {
  const est = estimateSeconds(n, workers);
  const years = est / (365.25 * 86400);
  if (n > MAX_COUNT_N || years > LIFETIME_YEARS) {
    const why = n > MAX_COUNT_N
      ? `the count exceeds Number.MAX_SAFE_INTEGER from n = 26 on, and`
      : 'it';
    throw new RangeError(
      `countQueens: n = ${n} is out of reach: ${why} would take about ${durationIn(est)} with ` +
      `${workers} thread${workers === 1 ? '' : 's'} (estimate). Allowed: 1 ≤ n ≤ ${MAX_COUNT_N} and an ` +
      `estimate under ${LIFETIME_YEARS} years; in practice n ≤ 17 takes under a minute.`,
    );
  }
  if (maxMs === undefined && est > UNASKED_SECONDS) {
    throw new RangeError(
      `countQueens: n = ${n} would take about ${durationIn(est)} with ${workers} thread${workers === 1 ? '' : 's'} ` +
      `(estimate); pass a budget such as { maxMs: 60_000 } (status 'budget' with the partial count) ` +
      `or { maxMs: Infinity } to run it anyway.`,
    );
  }
}

function resolveWorkers(w: number | undefined): number {
  if (w === undefined) return 1;
  return checkInteger('workers', w, 0, 256) === 0 ? availableParallelism() : w;
}

/**
 * Counts the n-queens solutions (OEIS A000170) with the bitmask search and first-row mirror
 * symmetry; `workers` > 1 splits the first two rows over worker threads.
 */
export function countQueens(n: number, options?: QueensCountOptions): QueensCountResult {
  checkBoardSize(n, Number.MAX_SAFE_INTEGER);
  const opts = checkOptions(options, ['workers', 'symmetry', 'maxMs']);
  const workers = resolveWorkers(opts.workers);
  const symmetry = checkBoolean('symmetry', opts.symmetry ?? true);
  const maxMs = checkLimit('maxMs', opts.maxMs ?? Infinity, 0, false);
  checkCountN(n, workers, opts.maxMs);
  const t0 = performance.now();
  const shared = sharedCount(n, symmetry, Date.now() + Math.min(maxMs, 8.64e15 - Date.now()));
  const T = shared.tasks.length / 3;
  const started = startWorkers(shared, Math.min(workers - 1, Math.max(0, T - 1)));
  drain(shared, false); // the main thread works through the same queue
  waitForClaimedTasks(shared);
  for (const w of started) void w.terminate();
  if (Atomics.load(shared.ctrl, WORKER_FAILED) === 1) throw new Error(`countQueens(${n}): a worker thread failed`);
  return { n, ...tally(shared, symmetry, started.length, performance.now() - t0) };
}

/** Starts up to `extra` worker threads; fewer when they cannot start (the main thread does the rest). */
function startWorkers(shared: SharedCount, extra: number): Worker[] {
  const started: Worker[] = [];
  for (let w = 0; w < extra; w++) {
    try {
      started.push(startWorker(shared));
    } catch {
      break;
    }
  }
  return started;
}

/** Waits (Atomics.wait) until every task a worker claimed has finished, or a worker failed. */
function waitForClaimedTasks(shared: SharedCount): void {
  const { ctrl } = shared;
  const T = shared.tasks.length / 3;
  for (;;) {
    const done = Atomics.load(ctrl, TASKS_FINISHED);
    const claimed = Math.min(Atomics.load(ctrl, NEXT_TASK), T);
    if (done >= claimed || Atomics.load(ctrl, WORKER_FAILED) === 1) return;
    Atomics.wait(ctrl, TASKS_FINISHED, done, 50);
  }
}

/** Adds up the finished tasks: status, weighted count and the counters. */
function tally(shared: SharedCount, symmetry: boolean, extraThreads: number, ms: number): Omit<QueensCountResult, 'n'> {
  const { n, tasks, counts, nodes } = shared;
  const T = tasks.length / 3;
  let count = 0;
  let visited = 1; // the root
  let tasksDone = 0;
  const firstRow = new Set<number>();
  for (let i = 0; i < T; i++) {
    visited += nodes[i]; // tasks stopped by maxMs count their nodes too
    if (Number.isNaN(counts[i])) continue;
    tasksDone++;
    count += tasks[3 * i + 2] * counts[i];
    firstRow.add(tasks[3 * i]);
  }
  const status = tasksDone === T ? 'complete' : 'budget';
  // First-row nodes are not visited inside the tasks (which start at row 2).
  if (n > 1) visited += status === 'complete' ? (symmetry ? (n + 1) >> 1 : n) : firstRow.size;
  const workerTasks = Atomics.load(shared.ctrl, WORKER_TASKS);
  return { status, count, stats: { nodes: visited, tasks: T, tasksDone, workers: 1 + extraThreads, workerTasks, ms } };
}

/** Result of the array baseline. */
export interface QueensNaiveCountResult {
  n: number;
  status: 'complete' | 'budget';
  count: number;
  stats: { nodes: number; ms: number };
}

/**
 * Counts solutions the course's way: a vector x, row by row, each candidate column checked against
 * every earlier queen (column and |xᵢ − xⱼ| = |i − j|). No bit tricks, no symmetry: the baseline.
 */
export function countQueensNaive(n: number, options?: { maxNodes?: number }): QueensNaiveCountResult {
  checkBoardSize(n, 20);
  const opts = checkOptions(options, ['maxNodes']);
  const maxNodes = checkLimit('maxNodes', opts.maxNodes ?? Infinity, 0);
  // about 1 s at n = 13 here and ×6 per row: n = 14 is the last that answers within seconds
  if (opts.maxNodes === undefined && n > 14) {
    throw new RangeError(`countQueensNaive: n = ${n} would take about ${durationIn(6 ** (n - 13))} (estimate); pass { maxNodes } (n ≤ 14 runs unasked)`);
  }
  const t0 = performance.now();
  const x = new Int32Array(n);
  let count = 0;
  let nodes = 0;
  let budget = false;
  const promising = (k: number, c: number): boolean => {
    for (let i = 0; i < k; i++) {
      const d = x[i] - c;
      if (d === 0 || d === k - i || d === i - k) return false;
    }
    return true;
  };
  const place = (k: number): void => {
    if (nodes >= maxNodes) {
      budget = true;
      return;
    }
    nodes++;
    if (k === n) {
      count++;
      return;
    }
    for (let c = 1; c <= n && !budget; c++) {
      if (promising(k, c)) {
        x[k] = c;
        place(k + 1);
      }
    }
  };
  place(0);
  return { n, status: budget ? 'budget' : 'complete', count, stats: { nodes, ms: performance.now() - t0 } };
}
