/**
 * Warnsdorff's rule, fast: the one pass behind {@link greedyPass} (and so behind `warnsdorffTour`),
 * for every tie-break. It makes the choices of the readable rule in warnsdorff.ts (the `steps`
 * generator: warnsdorffChoice with tieRule) and shares no code with it — its own board, its own
 * tie-breaks — so that test/knight-warnsdorff.test.ts, comparing the two, can catch a bug in either.
 * What both read is the specification itself: the MOVES table, Squirrel & Cull's schedule, mulberry32.
 *
 * The board. Two off-board rows and columns on every side, so that every move is one constant
 * offset and nothing is bounds-checked; one byte a square:
 *
 *        0 0 0 0 0 0 0        cell[p] = 0            visited, or off the board
 *        0 0 0 0 0 0 0        cell[p] = 1 + degree   free; degree = unvisited squares a move away
 *        0 0 3 4 3 0 0
 *        0 0 4 1 4 0 0        (a 3×3 board: W = 3 + 4 bytes a row; the centre square has no move)
 *        0 0 3 4 3 0 0
 *        0 0 0 0 0 0 0
 *        0 0 0 0 0 0 0
 *
 * One load tells both "free?" and "how many onward moves?". When the knight lands, each free
 * neighbour loses one degree (the knight's square is now visited): the pass decrements as it looks.
 *
 * The tie-breaks as keys. Each candidate becomes one integer, (1 + degree) · 2²³ + b with b < 2²³,
 * so Warnsdorff's rule with its tie-break is a plain minimum over the eight moves. The low 3 bits of
 * b name the move (its rank in the order in force; its MOVES index for roth and random):
 * - `first`    b = MOVES index;
 * - `squirrel` b = the move's rank in the phase's ordering (changes only at a switch square);
 * - `roth`     b = (ROTH_BIAS − farness) · 8 + MOVES index, recomputed every step (see rothKeys);
 * - `random`   b = MOVES index, and the readable rule's reservoir sampling made again in the scan:
 *              a candidate whose degree equals the least so far (the same high bits as the best key)
 *              replaces it with probability 1/k, k the candidates of that degree so far — one draw
 *              each, in MOVES order, exactly where warnsdorffChoice draws.
 * Ties are counted with two bit sets over the degrees seen, without a second look at the squares.
 */
import { MOVE_DC, MOVE_DR } from './board';
import { mulberry32, type Rng } from './rng';
import { type SchedulePhase, type SquirrelScheduleName, squirrelSchedule } from './squirrel-cull';

/** The tie-breaks this pass knows (warnsdorff.ts's TieBreak must be assignable to it: the compiler checks). */
export type PassTieBreak = 'first' | 'random' | 'roth' | 'squirrel';

/** What a pass gives back: `path` (rows·cols long) holds `visited` squares; `ties` counts the tied choices. */
export interface PassResult {
  path: Int32Array;
  visited: number;
  ties: number;
}

/** The board of the pass: bytes as pictured above, `W` bytes a row, `off[m]` the offset of MOVES[m]. */
interface Board {
  rows: number;
  cols: number;
  W: number;
  cell: Uint8Array;
  off: Int32Array;
}

/** A tie-break as data for the pass: roth's keys, a schedule of orders (squirrel), the generator of the draws (random); none of them for first. */
interface TieKeys {
  roth: boolean;
  schedule: SchedulePhase[] | null;
  rng: Rng | null;
}

const PAD = 2;

/**
 * One greedy pass by Warnsdorff's rule from `start`, until the board is full or the knight is stuck.
 * The arguments are checked by the caller (warnsdorffTour checks them at its door).
 */
export function greedyPass(rows: number, cols: number, start: number, tie: { tieBreak: PassTieBreak; seed: number; schedule: SquirrelScheduleName }): PassResult {
  const keys: TieKeys = {
    roth: tie.tieBreak === 'roth',
    schedule: tie.tieBreak === 'squirrel' ? squirrelSchedule(rows, cols, tie.schedule) : null,
    rng: tie.tieBreak === 'random' ? mulberry32(tie.seed) : null,
  };
  const path = new Int32Array(rows * cols);
  path[0] = start;
  const { visited, ties } = keyedPass(paddedBoard(rows, cols), path, keys);
  return { path, visited, ties };
}

/** The board pictured above, every free square holding 1 + its degree. */
function paddedBoard(rows: number, cols: number): Board {
  const W = cols + 2 * PAD;
  const cell = new Uint8Array(W * (rows + 2 * PAD));
  const off = new Int32Array(8);
  for (let m = 0; m < 8; m++) off[m] = MOVE_DR[m] * W + MOVE_DC[m];
  for (let r = 0; r < rows; r++) cell.fill(1, (r + PAD) * W + PAD, (r + PAD) * W + PAD + cols);
  for (let r = 0; r < rows; r++) {
    const base = (r + PAD) * W + PAD;
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

/** Index in the board of a square (−1, "never", stays −1). */
function padded(board: Board, square: number): number {
  if (square < 0) return -1;
  const r = (square / board.cols) | 0;
  return (r + PAD) * board.W + PAD + (square - r * board.cols);
}

/**
 * Roth's keys fit 23 bits while |farness| < ROTH_BIAS. farness = x·dx + y·dy, with (x, y) the
 * knight's doubled offset from the centre and (dx, dy) the move; the landing square's squared distance
 * is x² + y² + 4·farness + 20, so larger farness is farther. Two moves compare by the sign of x·p + y·q
 * with |p|, |q| ≤ 4: only the direction of (x, y) matters, so when a coordinate exceeds ROTH_CUT the
 * longer is cut to 4·(shorter) + 1, which keeps every sign (and every equality). The shorter is below
 * 2¹⁵ on any board the library accepts (at most 2³⁰ squares), so |farness| ≤ 3·2¹⁷ < ROTH_BIAS.
 */
const ROTH_BIAS = 1 << 19;
const ROTH_CUT = 1 << 17;
const ROTH_Z = ROTH_BIAS << 3;

/** The pass's counters: squares visited, and moves where two or more candidates shared the minimum degree. */
interface PassCounts {
  visited: number;
  ties: number;
}

/** Two keys whose XOR is below this have the same (1 + degree) in their high bits. */
const SAME_DEGREE = 1 << 23;

/**
 * The pass: the eight moves unrolled with their offsets in locals (branch mispredictions and dependent
 * loads dominate a greedy step; this form has the fewest; the benchmark compares it with a C build).
 * Per candidate: lose the knight's square from its degree; note its degree in `seen` / `twice` (bit d
 * set when one / two or more candidates have (1 + degree) = d); keep the least key, or, for random,
 * draw when it ties the least degree so far (`tied` counts those, `draw` is loop-invariant).
 */
// hot loop: mirrors steps (warnsdorffChoice with tieRule, lib/knight/warnsdorff.ts) for every tie-break; test/knight-warnsdorff.test.ts checks both choose the same squares
function keyedPass(board: Board, path: Int32Array, { roth, schedule, rng }: TieKeys): PassCounts {
  const { cell, off, W, rows, cols } = board;
  const n = path.length;
  let square = path[0];
  let r = (square / cols) | 0;
  let c = square - r * cols;
  let p = (r + PAD) * W + PAD + c;
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
  const draw = rng !== null;
  const long = rows > ROTH_CUT || cols > ROTH_CUT; // a doubled offset may exceed ROTH_CUT
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
        let u = x, w = y;
        if (long && (u > ROTH_CUT || u < -ROTH_CUT || w > ROTH_CUT || w < -ROTH_CUT)) {
          const au = u < 0 ? -u : u, aw = w < 0 ? -w : w;
          if (au > aw) u = u < 0 ? -(4 * aw + 1) : 4 * aw + 1;
          else w = w < 0 ? -(4 * au + 1) : 4 * au + 1;
        }
        // Farness of each move in MOVES order: ±(u + 2w), ±(2u + w), ±(2u − w), ±(u − 2w) (tests pin MOVES).
        const a = (u + 2 * w) << 3, b = (2 * u + w) << 3, e = (2 * u - w) << 3, f = (u - 2 * w) << 3;
        b0 = (ROTH_Z - a) | 0; b1 = (ROTH_Z - b) | 1; b2 = (ROTH_Z - e) | 2; b3 = (ROTH_Z - f) | 3;
        b4 = (ROTH_Z + a) | 4; b5 = (ROTH_Z + b) | 5; b6 = (ROTH_Z + e) | 6; b7 = (ROTH_Z + f) | 7;
      } else {
        b0 = low[0]; b1 = low[1]; b2 = low[2]; b3 = low[3]; b4 = low[4]; b5 = low[5]; b6 = low[6]; b7 = low[7];
        fresh = false;
      }
    }
    let best = 0x7fffffff, q = 0, v = 0, bit = 0, seen = 0, twice = 0, tied = 0;
    q = p + o0; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b0;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
    q = p + o1; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b1;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
    q = p + o2; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b2;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
    q = p + o3; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b3;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
    q = p + o4; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b4;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
    q = p + o5; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b5;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
    q = p + o6; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b6;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
    q = p + o7; v = cell[q];
    if (v !== 0) { cell[q] = --v; bit = 1 << v; twice |= seen & bit; seen |= bit; v = (v << 23) | b7;
      if (v < best) { best = v; tied = 1; } else if (draw && (v ^ best) < SAME_DEGREE && rng!() * ++tied < 1) best = v; }
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
