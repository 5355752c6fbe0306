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
import { MOVE_DC, MOVE_DR, checkBoard, checkSquareOn } from './board';
import { mulberry32, Rng } from './rng';
import { SchedulePhase, squirrelSchedule } from './squirrel-cull';
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

const ROW_PAD = 2;

function parse(rows: number, cols: number, start: number, opts: WarnsdorffOptions, bytesPerSquare: number) {
  checkBoard(rows, cols);
  checkSquareOn(rows, cols, start);
  // (the message is built only for a board too large)
  if (rows * cols * bytesPerSquare > MAX_ALLOCATION_BYTES) checkAllocation(`a Warnsdorff pass on a ${rows}×${cols} board (rows × cols)`, rows * cols, bytesPerSquare);
  const options = checkOptions(opts, ['tieBreak', 'seed']);
  const tieBreak = checkChoice('tie-break', options.tieBreak ?? 'first', TIE_BREAKS);
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  const rng: Rng | null = tieBreak === 'random' ? mulberry32(seed) : null;
  const schedule: SchedulePhase[] | null = tieBreak === 'squirrel' ? squirrelSchedule(rows, cols) : null;
  return { tieBreak, rng, schedule };
}

/**
 * Builds a knight's tour by Warnsdorff's rule from `start`: `{ status: 'found', tour }` or
 * `{ status: 'stuck', path }` where the greedy pass ran out of moves. Time and memory O(rows·cols).
 */
export function warnsdorffTour(rows: number, cols: number = rows, start = 0, options: WarnsdorffOptions = {}): WarnsdorffResult {
  // the path (4 bytes a square) and the padded board (1 byte a square, and its margins)
  const { tieBreak, rng, schedule } = parse(rows, cols, start, options, 6);
  const t0 = performance.now();
  const n = rows * cols;
  // Board padded by two off-board rows/columns on every side, so each move is a constant offset
  // and the inner loop has no bounds checks. One byte per square: 0 = visited or off the board,
  // otherwise 1 + degree (one load tells both "free?" and "how many onward moves?").
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

  const mode = TIE_BREAKS.indexOf(tieBreak); // 0 first, 1 random, 2 roth, 3 squirrel
  const path = new Int32Array(n);
  let r = (start / cols) | 0;
  let c = start - r * cols;
  let p = (r + ROW_PAD) * W + ROW_PAD + c;
  path[0] = start;
  cell[p] = 0;
  if (mode !== 1 && (mode !== 2 || rows + cols < ROTH_MAX_SIDES)) {
    const fast = keyedPass(cell, off, W, rows, cols, path, p, r, c, mode === 2, schedule);
    return finish(rows, cols, path, fast.visited, fast.ties, t0);
  }
  // The general loop: `random`, and `roth` on boards too long for keyedPass's packed keys.
  const roth = mode === 2;
  const DR = Int32Array.from(MOVE_DR); // locals: see keyedPass
  const DC = Int32Array.from(MOVE_DC);
  const rothKey = (m: number) => {
    const y = 2 * (r + DR[m]) - (rows - 1);
    const x = 2 * (c + DC[m]) - (cols - 1);
    return x * x + y * y;
  };
  let ties = 0;
  let k = 1;
  for (; k < n; k++) {
    let best = -1;
    let bm = -1;
    let bd = 99;
    let count = 0;
    let key = 0;
    for (let m = 0; m < 8; m++) {
      const q = p + off[m];
      if (cell[q] === 0) continue;
      // q loses the knight's square as a neighbour: update its degree, then compare.
      // (Never reaches 0: q's degree counted the knight's square.)
      const d = --cell[q];
      if (d < bd) {
        bd = d;
        best = q;
        bm = m;
        count = 1;
        if (roth) key = rothKey(m);
      } else if (d === bd) {
        count++;
        if (!roth) {
          if (rng!() * count < 1) { best = q; bm = m; }
        } else {
          const kk = rothKey(m);
          if (kk > key) { key = kk; best = q; bm = m; }
        }
      }
    }
    if (best < 0) break;
    if (count > 1) ties++;
    p = best;
    r += DR[bm];
    c += DC[bm];
    cell[p] = 0;
    path[k] = r * cols + c;
  }
  return finish(rows, cols, path, k, ties, t0);
}

function finish(rows: number, cols: number, path: Int32Array, visited: number, ties: number, t0: number): WarnsdorffResult {
  const stats = { visited, ties, ms: performance.now() - t0 };
  if (visited === rows * cols) return { status: 'found', tour: { rows, cols, path }, path, stats };
  return { status: 'stuck', path: path.slice(0, visited), stats };
}

/** Roth's keys fit the packed form while 2·(rows + cols) < ROTH_BIAS (larger boards take the general loop). */
const ROTH_BIAS = 1 << 19;
const ROTH_MAX_SIDES = ROTH_BIAS >> 1;
const ROTH_Z = ROTH_BIAS << 3;

/**
 * The pass for every tie-break but `random`. Each candidate becomes one integer,
 * (1 + degree) · 2²³ + b, where b < 2²³ encodes the tie-break, so the rule is a plain minimum
 * over the eight moves, unrolled with their offsets in locals (branch mispredictions and
 * dependent loads dominate a greedy step; this form has the fewest). The low 3 bits of b name the
 * move: its rank in ranked orders, its MOVES index for roth.
 * - `first` / `squirrel`: b = the move's rank in the current order (changes only at a switch square).
 * - `roth`: b = (ROTH_BIAS − farness) · 8 + MOVES index, recomputed every step. farness = x·dx + y·dy
 *   with (x, y) the knight's doubled offset from the centre: the landing square's squared distance
 *   is x² + y² + 4·(x·dx + y·dy) + 20, so larger farness is farther, and equal distances go to the
 *   first move in MOVES order, as in the general loop. The eight moves need only four products.
 * Ties are counted with two bit sets over the degrees seen, without a second look at the squares.
 */
function keyedPass(
  cell: Uint8Array, off: Int32Array, W: number, rows: number, cols: number, path: Int32Array,
  p: number, r: number, c: number, roth: boolean, schedule: SchedulePhase[] | null,
): { visited: number; ties: number } {
  const n = path.length;
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
  const padded = (square: number) => (square < 0 ? -1 : (((square / cols) | 0) + ROW_PAD) * W + ROW_PAD + (square % cols));
  setRanks(schedule ? schedule[0].rank : [0, 1, 2, 3, 4, 5, 6, 7]);
  let phase = 0;
  let until = schedule && schedule.length > 1 ? padded(schedule[0].until) : -1;
  let x = 2 * c - (cols - 1);
  let y = 2 * r - (rows - 1);
  let square = r * cols + c;
  let b0 = 0, b1 = 0, b2 = 0, b3 = 0, b4 = 0, b5 = 0, b6 = 0, b7 = 0;
  let fresh = true; // b0…b7 need recomputing
  let ties = 0;
  let k = 1;
  for (; k < n; k++) {
    if (p === until) {
      setRanks(schedule![++phase].rank);
      until = phase < schedule!.length - 1 ? padded(schedule![phase].until) : -1;
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
 * degrees at every move (for pictures). Slower; a test checks it makes the same choices.
 */
export function warnsdorffSteps(rows: number, cols: number = rows, start = 0, options: WarnsdorffOptions = {}): Generator<WarnsdorffStep, void, undefined> {
  // checked here, when the generator is created, not at its first next()
  return steps(rows, cols, start, parse(rows, cols, start, options, 1));
}

function* steps(rows: number, cols: number, start: number, { tieBreak, rng, schedule }: ReturnType<typeof parse>): Generator<WarnsdorffStep, void, undefined> {
  const n = rows * cols;
  const visited = new Uint8Array(n);
  const onBoard = (rr: number, cc: number) => rr >= 0 && rr < rows && cc >= 0 && cc < cols;
  const degree = (s: number) => {
    const rr = (s / cols) | 0;
    const cc = s % cols;
    let d = 0;
    for (let m = 0; m < 8; m++) {
      const r2 = rr + MOVE_DR[m];
      const c2 = cc + MOVE_DC[m];
      if (onBoard(r2, c2) && !visited[r2 * cols + c2]) d++;
    }
    return d;
  };
  let from = start;
  visited[from] = 1;
  let phase = 0;
  for (let step = 1; ; step++) {
    if (schedule && phase < schedule.length - 1 && from === schedule[phase].until) phase++;
    const r = (from / cols) | 0;
    const c = from % cols;
    const candidates: WarnsdorffStep['candidates'] = [];
    for (let m = 0; m < 8; m++) {
      const r2 = r + MOVE_DR[m];
      const c2 = c + MOVE_DC[m];
      if (onBoard(r2, c2) && !visited[r2 * cols + c2]) candidates.push({ square: r2 * cols + c2, move: m, degree: degree(r2 * cols + c2) });
    }
    // Same scan, same comparisons and same random draws as the fast loop, so both agree.
    let best = -1;
    let bd = 9;
    let count = 0;
    let key = 0;
    const rothKey = (m: number) => {
      const y = 2 * (r + MOVE_DR[m]) - (rows - 1);
      const x = 2 * (c + MOVE_DC[m]) - (cols - 1);
      return x * x + y * y;
    };
    for (const cand of candidates) {
      if (cand.degree < bd) {
        bd = cand.degree;
        best = cand.square;
        count = 1;
        if (tieBreak === 'roth') key = rothKey(cand.move);
        else if (schedule) key = schedule[phase].rank[cand.move];
      } else if (cand.degree === bd) {
        count++;
        if (tieBreak === 'random') {
          if (rng!() * count < 1) best = cand.square;
        } else if (tieBreak === 'roth') {
          const kk = rothKey(cand.move);
          if (kk > key) { key = kk; best = cand.square; }
        } else if (schedule && schedule[phase].rank[cand.move] < key) {
          key = schedule[phase].rank[cand.move];
          best = cand.square;
        }
      }
    }
    yield { step, from, candidates, chosen: best, tie: count > 1 };
    if (best < 0 || step === n) return;
    visited[best] = 1;
    from = best;
  }
}
