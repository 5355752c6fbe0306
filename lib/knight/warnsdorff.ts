/**
 * Warnsdorff's rule (regla de Warnsdorff): always jump to the square with the fewest onward moves.
 * One greedy pass, no backtracking, linear in the number of squares.
 *
 * Glossary
 * - Degree of a square: its number of knight moves to squares not yet visited.
 * - Candidate: an unvisited square one knight move from the knight.
 * - Tie-break: how to choose among candidates of equal minimum degree —
 *   `first`    the first in the MOVES order (see board.ts);
 *   `random`   uniformly at random, from a seeded generator (reproducible);
 *   `roth`     the one farthest (Euclidean) from the board's centre, then MOVES order;
 *   `squirrel` Squirrel & Cull's schedule of move orders (squirrel-cull.ts), then switching order
 *              at fixed squares; designed for n×n boards starting in the top-left corner.
 */
import { MAX_ALLOCATION_BYTES, checkAllocation, checkChoice, checkInteger, checkOptions } from '../check';
import { MOVE_DC, MOVE_DR, checkBoard, checkSquareOn, neighboursUnchecked } from './board';
import { mulberry32 } from './rng';
import { SchedulePhase, squirrelScheduleUnchecked as squirrelSchedule } from './squirrel-cull';
import { Tour } from './tour';

/** The tie-break rules {@link warnsdorffTour} knows. */
export const TIE_BREAKS = Object.freeze(['first', 'random', 'roth', 'squirrel'] as const);
/** A tie-break rule name. */
export type TieBreak = (typeof TIE_BREAKS)[number];

/** Options of {@link warnsdorffTour} and {@link warnsdorffSteps}. */
export interface WarnsdorffOptions {
  tieBreak?: TieBreak;
  /** Seed for `random` (default 1). */
  seed?: number;
}

/** Counters of one Warnsdorff pass. */
export interface WarnsdorffStats {
  /** Squares visited (rows·cols when found). */
  visited: number;
  /** Moves at which two or more candidates shared the minimum degree. */
  ties: number;
  ms: number;
}

/** Result of {@link warnsdorffTour}: `path` holds the squares visited (the whole tour when found). */
export interface WarnsdorffResult {
  status: 'found' | 'stuck';
  tour?: Tour;
  path: Int32Array;
  stats: WarnsdorffStats;
}

/** One decision of the rule, as yielded by {@link warnsdorffSteps}. */
export interface WarnsdorffStep {
  /** Squares visited so far (the knight stands on the last of them). */
  step: number;
  from: number;
  /** Unvisited squares one move away, in MOVES order, with their degrees (the knight's square counted as visited). */
  candidates: { square: number; move: number; degree: number }[];
  /** The square chosen, or −1 when no candidate is left (stuck, or the board is full). */
  chosen: number;
  /** True when two or more candidates had the minimum degree. */
  tie: boolean;
}

/** A candidate move: the square it lands on, its index in MOVES, and that square's degree. */
export interface Candidate {
  square: number;
  move: number;
  degree: number;
}

/**
 * A tie-break as a comparison between candidates of equal degree: true when `challenger` should
 * replace `holder`, the best so far; `tied` counts the candidates of that degree seen, the
 * challenger included. Candidates arrive in MOVES order.
 */
export type Prefers = (challenger: Candidate, holder: Candidate, tied: number) => boolean;

/**
 * Warnsdorff's choice: the candidate with the fewest onward moves; among equals, the one the
 * tie-break prefers. Returns its index in `candidates` (the first `count`), or −1 when there is none.
 */
export function warnsdorffChoice(candidates: readonly Candidate[], prefers: Prefers, count = candidates.length): number {
  let best = -1;
  let tied = 0;
  for (let i = 0; i < count; i++) {
    const c = candidates[i];
    if (best < 0 || c.degree < candidates[best].degree) {
      best = i;
      tied = 1;
    } else if (c.degree === candidates[best].degree && prefers(c, candidates[best], ++tied)) {
      best = i;
    }
  }
  return best;
}

/** A tie-break in force during one pass: `prefers` compares; `arrive` is told each square the knight stands on, before it chooses. */
export interface TieRule {
  prefers: Prefers;
  arrive(square: number): void;
}

/** The tie-break named `tieBreak` on a rows×cols board (see the glossary above). */
export function tieRule(tieBreak: TieBreak, rows: number, cols: number, seed = 1): TieRule {
  const stays = () => {};
  switch (tieBreak) {
    case 'first':
      return { prefers: () => false, arrive: stays }; // the first in MOVES order is kept
    case 'random': {
      const rng = mulberry32(seed);
      // reservoir sampling: the k-th tied candidate replaces the holder with probability 1/k
      return { prefers: (_c, _h, tied) => rng() * tied < 1, arrive: stays };
    }
    case 'roth': {
      // squared distance from the centre, in doubled coordinates (integers on every board)
      const farness = (s: number) => {
        const y = 2 * ((s / cols) | 0) - (rows - 1);
        const x = 2 * (s % cols) - (cols - 1);
        return x * x + y * y;
      };
      return { prefers: (c, h) => farness(c.square) > farness(h.square), arrive: stays };
    }
    case 'squirrel': {
      const schedule = squirrelSchedule(rows, cols);
      let phase = 0;
      return {
        prefers: (c, h) => schedule[phase].rank[c.move] < schedule[phase].rank[h.move],
        arrive(square) {
          if (phase < schedule.length - 1 && square === schedule[phase].until) phase++;
        },
      };
    }
  }
}

/** Checked arguments of a pass. */
interface Parsed {
  tieBreak: TieBreak;
  seed: number;
}

function parse(rows: number, cols: number, start: number, opts: WarnsdorffOptions): Parsed {
  checkBoard(rows, cols);
  checkSquareOn(rows, cols, start);
  const options = checkOptions(opts, ['tieBreak', 'seed']);
  const tieBreak = checkChoice('tie-break', options.tieBreak ?? 'first', TIE_BREAKS);
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  return { tieBreak, seed };
}

/** Refuses, before allocating, a pass too large: the path (4 bytes a square) and the padded board (1 byte a square, and its margins). */
function checkPassMemory(rows: number, cols: number): void {
  // (the message is built only for a board too large)
  if (rows * cols * 6 > MAX_ALLOCATION_BYTES) checkAllocation(`a Warnsdorff pass on a ${rows}×${cols} board (rows × cols)`, rows * cols, 6);
}

/** What both passes start from: the checked arguments, the clock, the padded board and a path holding `start`. */
function beginPass(rows: number, cols: number, start: number, options: WarnsdorffOptions) {
  const { tieBreak, seed } = parse(rows, cols, start, options);
  checkPassMemory(rows, cols);
  const t0 = performance.now();
  const board = paddedBoard(rows, cols);
  const path = new Int32Array(rows * cols);
  path[0] = start;
  return { tieBreak, seed, t0, board, path };
}

/**
 * Builds a knight's tour by Warnsdorff's rule from `start`: `{ status: 'found', tour }` or
 * `{ status: 'stuck', path }` where the greedy pass ran out of moves. Time and memory O(rows·cols).
 */
export function warnsdorffTour(rows: number, cols: number = rows, start = 0, options: WarnsdorffOptions = {}): WarnsdorffResult {
  const { tieBreak, seed, t0, board, path } = beginPass(rows, cols, start, options);
  // The hot loops where the benchmark (test/knight.bench.ts) times them; the readable pass for roth's keys on very long boards.
  let counts: PassCounts;
  if (tieBreak === 'random') counts = randomPass(board, path, mulberry32(seed));
  else if (tieBreak === 'roth' && rows + cols >= ROTH_MAX_SIDES) counts = readablePass(board, path, tieRule(tieBreak, rows, cols, seed));
  else counts = keyedPass(board, path, tieBreak === 'roth', tieBreak === 'squirrel' ? squirrelSchedule(rows, cols) : null);
  return finish(board, path, counts, t0);
}

/**
 * {@link warnsdorffTour} by {@link warnsdorffChoice} for every tie-break (warnsdorffTour runs the
 * hot loops that mirror it). Internal: tests check that both choose the same squares.
 */
export function warnsdorffReadableTour(rows: number, cols: number = rows, start = 0, options: WarnsdorffOptions = {}): WarnsdorffResult {
  const { tieBreak, seed, t0, board, path } = beginPass(rows, cols, start, options);
  return finish(board, path, readablePass(board, path, tieRule(tieBreak, rows, cols, seed)), t0);
}

interface PassCounts {
  visited: number;
  ties: number;
}

function finish(board: PaddedBoard, path: Int32Array, { visited, ties }: PassCounts, t0: number): WarnsdorffResult {
  const { rows, cols } = board;
  const stats = { visited, ties, ms: performance.now() - t0 };
  if (visited === rows * cols) return { status: 'found', tour: { rows, cols, path }, path, stats };
  return { status: 'stuck', path: path.slice(0, visited), stats };
}

const ROW_PAD = 2;

/**
 * The board padded by two off-board rows and columns on every side, so each move is a constant
 * offset (`off[m]`) and the passes need no bounds checks. One byte a square: 0 = visited or off
 * the board, otherwise 1 + degree (one load tells both "free?" and "how many onward moves?").
 */
interface PaddedBoard {
  rows: number;
  cols: number;
  /** Row length of the padded board. */
  W: number;
  cell: Uint8Array;
  off: Int32Array;
}

function paddedBoard(rows: number, cols: number): PaddedBoard {
  const W = cols + 2 * ROW_PAD;
  const cell = new Uint8Array(W * (rows + 2 * ROW_PAD));
  const off = new Int32Array(8);
  for (let m = 0; m < 8; m++) off[m] = MOVE_DR[m] * W + MOVE_DC[m];
  for (let r = 0; r < rows; r++) cell.fill(1, (r + ROW_PAD) * W + ROW_PAD, (r + ROW_PAD) * W + ROW_PAD + cols);
  for (let r = 0; r < rows; r++) {
    const base = (r + ROW_PAD) * W + ROW_PAD;
    const interiorRow = r >= 2 && r < rows - 2;
    for (let c = 0; c < cols; c++) {
      if (interiorRow && c === 2 && cols > 4) {
        // Squares two or more away from every edge have all 8 moves: fill instead of counting.
        cell.fill(9, base + 2, base + cols - 2);
        c = cols - 3;
        continue;
      }
      const p = base + c;
      let d = 1;
      for (let m = 0; m < 8; m++) if (cell[p + off[m]] !== 0) d++;
      cell[p] = d;
    }
  }
  return { rows, cols, W, cell, off };
}

/** Index in the padded board of a square (−1 stays −1). */
function padded(board: PaddedBoard, square: number): number {
  if (square < 0) return -1;
  const r = (square / board.cols) | 0;
  return (r + ROW_PAD) * board.W + ROW_PAD + (square - r * board.cols);
}

/**
 * The pass by {@link warnsdorffChoice}: from `path[0]`, fills `path` until the board is full or the
 * knight is stuck. Degrees are kept in the padded board: the knight's square leaves every neighbour.
 */
function readablePass(board: PaddedBoard, path: Int32Array, rule: TieRule): PassCounts {
  const { cell, off, cols } = board;
  const candidates: Candidate[] = Array.from({ length: 8 }, () => ({ square: 0, move: 0, degree: 0 }));
  const step = Int32Array.from({ length: 8 }, (_, m) => MOVE_DR[m] * cols + MOVE_DC[m]);
  let square = path[0];
  let p = padded(board, square);
  cell[p] = 0;
  let ties = 0;
  let k = 1;
  for (; k < path.length; k++) {
    rule.arrive(square);
    let count = 0;
    for (let m = 0; m < 8; m++) {
      const q = p + off[m];
      if (cell[q] === 0) continue;
      const c = candidates[count++];
      c.square = square + step[m];
      c.move = m;
      c.degree = --cell[q] - 1; // (never below 0: q's count included the knight's square)
    }
    const i = warnsdorffChoice(candidates, rule.prefers, count);
    if (i < 0) break;
    if (tiedAtMinimum(candidates, count, candidates[i].degree)) ties++;
    p += off[candidates[i].move];
    square = candidates[i].square;
    cell[p] = 0;
    path[k] = square;
  }
  return { visited: k, ties };
}

/**
 * A hot loop: {@link readablePass} with tieRule('random'), written out as one scan of the eight
 * moves — the same comparisons and the same draws (reservoir sampling at each tie), because calling
 * warnsdorffChoice made this pass about 1.3× slower (CPU time, A/B in one process).
 * test/knight-warnsdorff.test.ts, "warnsdorffTour chooses the squares of warnsdorffChoice", checks
 * that both give the same path and ties.
 */
function randomPass(board: PaddedBoard, path: Int32Array, rng: () => number): PassCounts {
  const { cell, off, cols } = board;
  const step = Int32Array.from({ length: 8 }, (_, m) => MOVE_DR[m] * cols + MOVE_DC[m]);
  let square = path[0];
  let p = padded(board, square);
  cell[p] = 0;
  let ties = 0;
  let k = 1;
  for (; k < path.length; k++) {
    let best = -1;
    let bestDegree = 99;
    let tied = 0;
    for (let m = 0; m < 8; m++) {
      const q = p + off[m];
      if (cell[q] === 0) continue;
      const d = --cell[q]; // 1 + degree: the knight's square leaves every neighbour
      if (d < bestDegree) {
        bestDegree = d;
        best = m;
        tied = 1;
      } else if (d === bestDegree && rng() * ++tied < 1) best = m;
    }
    if (best < 0) break;
    if (tied > 1) ties++;
    p += off[best];
    square += step[best];
    cell[p] = 0;
    path[k] = square;
  }
  return { visited: k, ties };
}

/** True when two or more of the first `count` candidates have degree `degree`. */
function tiedAtMinimum(candidates: readonly Candidate[], count: number, degree: number): boolean {
  let n = 0;
  for (let i = 0; i < count; i++) if (candidates[i].degree === degree) n++;
  return n > 1;
}

/** Roth's keys fit the packed form while 2·(rows + cols) < ROTH_BIAS (larger boards take the readable pass). */
const ROTH_BIAS = 1 << 19;
const ROTH_MAX_SIDES = ROTH_BIAS >> 1;
const ROTH_Z = ROTH_BIAS << 3;

/**
 * The hot loop: {@link readablePass} for `first`, `roth` and `squirrel`, mirrored with packed keys
 * (test/knight-warnsdorff.test.ts, "warnsdorffTour chooses the squares of warnsdorffChoice", checks
 * both passes give the same path and ties on a sweep of boards for each of them). Each candidate
 * becomes one integer, (1 + degree) · 2²³ + b, where b < 2²³ encodes the tie-break, so the rule is
 * a plain minimum over the eight moves, unrolled with their offsets in locals (branch
 * mispredictions and dependent loads dominate a greedy step; this form has the fewest; the
 * benchmark compares it with a C build). The low 3 bits of b name the move: its rank in ranked
 * orders, its MOVES index for roth.
 * - `first` / `squirrel`: b = the move's rank in the current order (changes only at a switch square).
 * - `roth`: b = (ROTH_BIAS − farness) · 8 + MOVES index, recomputed every step. farness = x·dx + y·dy
 *   with (x, y) the knight's doubled offset from the centre: the landing square's squared distance
 *   is x² + y² + 4·(x·dx + y·dy) + 20, so larger farness is farther, and equal distances go to the
 *   first move in MOVES order, as in warnsdorffChoice. The eight moves need only four products.
 * Ties are counted with two bit sets over the degrees seen, without a second look at the squares.
 */
// hot loop: mirrors readablePass (warnsdorffChoice) for first, roth and squirrel; test/knight-warnsdorff.test.ts checks both choose the same squares
function keyedPass(board: PaddedBoard, path: Int32Array, roth: boolean, schedule: SchedulePhase[] | null): PassCounts {
  const { cell, off, W, rows, cols } = board;
  const n = path.length;
  let square = path[0];
  let r = (square / cols) | 0;
  let c = square - r * cols;
  let p = (r + ROW_PAD) * W + ROW_PAD + c;
  cell[p] = 0;
  const o0 = off[0], o1 = off[1], o2 = off[2], o3 = off[3], o4 = off[4], o5 = off[5], o6 = off[6], o7 = off[7];
  // Locals, not the imported tables: an imported binding compiles to a getter read under CommonJS.
  const DX = Int32Array.from(MOVE_DC);
  const DY = Int32Array.from(MOVE_DR);
  // By move: its rank (the low bits of its key in ranked orders).
  // By rank: the move's board offset, its step in square numbers, its change of (x, y).
  const low = new Int32Array(8);
  const offOf = new Int32Array(8);
  const stepOf = new Int32Array(8);
  const dxOf = new Int32Array(8);
  const dyOf = new Int32Array(8);
  const setRanks = (rank: ArrayLike<number>) => {
    for (let m = 0; m < 8; m++) {
      low[m] = rank[m];
      offOf[rank[m]] = off[m];
      stepOf[rank[m]] = DY[m] * cols + DX[m];
      dxOf[rank[m]] = 2 * DX[m];
      dyOf[rank[m]] = 2 * DY[m];
    }
  };
  setRanks(schedule ? schedule[0].rank : [0, 1, 2, 3, 4, 5, 6, 7]);
  let phase = 0;
  let until = schedule && schedule.length > 1 ? padded(board, schedule[0].until) : -1;
  let x = 2 * c - (cols - 1);
  let y = 2 * r - (rows - 1);
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0;
  let fresh = true; // b0…b7 need recomputing
  let ties = 0;
  let k = 1;
  for (; k < n; k++) {
    if (p === until) {
      setRanks(schedule![++phase].rank);
      until = phase < schedule!.length - 1 ? padded(board, schedule![phase].until) : -1;
      fresh = true;
    }
    if (fresh) {
      if (roth) {
        // Farness of each move in MOVES order: ±(x + 2y), ±(2x + y), ±(2x − y), ±(x − 2y) (tests pin MOVES).
        const a = (x + 2 * y) << 3, b = (2 * x + y) << 3, e = (2 * x - y) << 3, f = (x - 2 * y) << 3;
        b0 = (ROTH_Z - a) | 0; b1 = (ROTH_Z - b) | 1; b2 = (ROTH_Z - e) | 2; b3 = (ROTH_Z - f) | 3;
        b4 = (ROTH_Z + a) | 4; b5 = (ROTH_Z + b) | 5; b6 = (ROTH_Z + e) | 6; b7 = (ROTH_Z + f) | 7;
      } else {
        b0 = low[0]; b1 = low[1]; b2 = low[2]; b3 = low[3]; b4 = low[4]; b5 = low[5]; b6 = low[6]; b7 = low[7];
        fresh = false;
      }
    }
    // cell holds 1 + degree (0 = visited or off the board); the knight's square leaves every neighbour.
    // seen / twice: bit d is set when one / two or more candidates have (1 + degree) = d.
    let best = 0x7fffffff, q = 0, v = 0, bit = 0, seen = 0, twice = 0;
    q = p + o0; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b0; if (v < best) best = v; }
    q = p + o1; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b1; if (v < best) best = v; }
    q = p + o2; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b2; if (v < best) best = v; }
    q = p + o3; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b3; if (v < best) best = v; }
    q = p + o4; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b4; if (v < best) best = v; }
    q = p + o5; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b5; if (v < best) best = v; }
    q = p + o6; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b6; if (v < best) best = v; }
    q = p + o7; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b7; if (v < best) best = v; }
    if (best === 0x7fffffff) break;
    ties += (twice >>> (best >>> 23)) & 1;
    const i = best & 7;
    p += offOf[i];
    square += stepOf[i];
    if (roth) {
      x += dxOf[i];
      y += dyOf[i];
    }
    cell[p] = 0;
    path[k] = square;
  }
  return { visited: k, ties };
}

/**
 * The same pass as {@link warnsdorffTour}, one decision at a time: yields the candidates and their
 * degrees at every move (for pictures), chosen by {@link warnsdorffChoice}. Slower; a test checks it
 * makes the same choices.
 */
export function warnsdorffSteps(rows: number, cols: number = rows, start = 0, options: WarnsdorffOptions = {}): Generator<WarnsdorffStep, void, undefined> {
  // checked here, when the generator is created, not at its first next()
  const { tieBreak, seed } = parse(rows, cols, start, options);
  return steps(rows, cols, start, tieRule(tieBreak, rows, cols, seed));
}

function* steps(rows: number, cols: number, start: number, rule: TieRule): Generator<WarnsdorffStep, void, undefined> {
  const n = rows * cols;
  const visited = new Uint8Array(n);
  const unvisited = (s: number) => neighboursUnchecked(rows, cols, s).filter((q) => !visited[q]);
  let from = start;
  visited[from] = 1;
  for (let step = 1; ; step++) {
    rule.arrive(from);
    const candidates: Candidate[] = [];
    const [r, c] = [(from / cols) | 0, from % cols];
    for (let m = 0; m < 8; m++) {
      const r2 = r + MOVE_DR[m];
      const c2 = c + MOVE_DC[m];
      const square = r2 * cols + c2;
      if (r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols && !visited[square]) candidates.push({ square, move: m, degree: unvisited(square).length });
    }
    const i = warnsdorffChoice(candidates, rule.prefers);
    const chosen = i < 0 ? -1 : candidates[i].square;
    yield { step, from, candidates, chosen, tie: i >= 0 && tiedAtMinimum(candidates, candidates.length, candidates[i].degree) };
    if (chosen < 0 || step === n) return;
    visited[chosen] = 1;
    from = chosen;
  }
}
