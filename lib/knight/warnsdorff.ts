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
 *              at fixed squares; designed for n×n boards starting in the top-left corner. Option
 *              `schedule`: `'repaired'` (default; one switch square moved, see squirrel-cull.ts) or
 *              `'published'` (the source's, which gets stuck at n = 74).
 *
 * Two programs of the one rule, sharing no code: {@link warnsdorffSteps} (this file) follows the
 * rule's textbook steps with {@link warnsdorffChoice} and {@link tieRule}, as a student reads it
 * beside the handout; {@link warnsdorffTour} runs the fast pass of warnsdorff-pass.ts (its own padded
 * board, the tie-breaks as keys). test/knight-warnsdorff.test.ts checks that they choose the same squares.
 */
import { MAX_ALLOCATION_BYTES, checkAllocation, checkChoice, checkInteger, checkOptions } from '../check';
import { MOVE_DC, MOVE_DR, checkBoard, checkSquareOn, unvisitedNeighbours } from './board';
import { mulberry32 } from './rng';
import { SQUIRREL_SCHEDULES, squirrelSchedule, type SquirrelScheduleName } from './squirrel-cull';
import { Tour } from './tour';
import { greedyPass } from './warnsdorff-pass';

/** The tie-break rules {@link warnsdorffTour} knows. */
export const TIE_BREAKS = Object.freeze(['first', 'random', 'roth', 'squirrel'] as const);
/** A tie-break rule name. */
export type TieBreak = (typeof TIE_BREAKS)[number];

/** Options of {@link warnsdorffTour} and {@link warnsdorffSteps}. */
export interface WarnsdorffOptions {
  tieBreak?: TieBreak;
  /** Seed for `random` (default 1). */
  seed?: number;
  /** Which edition of Squirrel & Cull's schedule `squirrel` follows (default `'repaired'`; ignored by the other tie-breaks). */
  schedule?: SquirrelScheduleName;
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

/** The tie-break named `tieBreak` on a rows×cols board (see the glossary above); `seed` for random, `schedule` for squirrel. */
export function tieRule(tieBreak: TieBreak, rows: number, cols: number, { seed = 1, schedule = 'repaired' }: { seed?: number; schedule?: SquirrelScheduleName } = {}): TieRule {
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
      const phases = squirrelSchedule(rows, cols, schedule);
      let phase = 0;
      return {
        prefers: (c, h) => phases[phase].rank[c.move] < phases[phase].rank[h.move],
        arrive(square) {
          if (phase < phases.length - 1 && square === phases[phase].until) phase++;
        },
      };
    }
  }
}

/** Checked arguments of a pass. */
interface Parsed {
  tieBreak: TieBreak;
  seed: number;
  schedule: SquirrelScheduleName;
}

function parse(rows: number, cols: number, start: number, opts: WarnsdorffOptions): Parsed {
  checkBoard(rows, cols);
  checkSquareOn(rows, cols, start);
  const options = checkOptions(opts, ['tieBreak', 'seed', 'schedule']);
  const tieBreak = checkChoice('tie-break', options.tieBreak ?? 'first', TIE_BREAKS);
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  const schedule = checkChoice('schedule', options.schedule ?? 'repaired', SQUIRREL_SCHEDULES);
  return { tieBreak, seed, schedule };
}

/** Refuses, before allocating, a pass too large: the path (4 bytes a square) and the padded board (1 byte a square, and its margins). */
function checkPassMemory(rows: number, cols: number): void {
  // (the message is built only for a board too large)
  if (rows * cols * 6 > MAX_ALLOCATION_BYTES) checkAllocation(`a Warnsdorff pass on a ${rows}×${cols} board (rows × cols)`, rows * cols, 6);
}

/**
 * Builds a knight's tour by Warnsdorff's rule from `start`: `{ status: 'found', tour }` or
 * `{ status: 'stuck', path }` where the greedy pass ran out of moves. Time and memory O(rows·cols).
 * The pass is warnsdorff-pass.ts's, which makes the choices of {@link warnsdorffSteps} (a test checks).
 */
export function warnsdorffTour(rows: number, cols: number = rows, start = 0, options: WarnsdorffOptions = {}): WarnsdorffResult {
  const tie = parse(rows, cols, start, options);
  checkPassMemory(rows, cols);
  const t0 = performance.now();
  const { path, visited, ties } = greedyPass(rows, cols, start, tie);
  const stats = { visited, ties, ms: performance.now() - t0 };
  if (visited === rows * cols) return { status: 'found', tour: { rows, cols, path }, path, stats };
  return { status: 'stuck', path: path.slice(0, visited), stats };
}

/**
 * Warnsdorff's rule one decision at a time, as the handout states it: yields the candidates and
 * their degrees at every move (for pictures), chosen by {@link warnsdorffChoice}. This is the
 * readable rule; {@link warnsdorffTour}'s fast pass (warnsdorff-pass.ts) is tested against it.
 */
export function warnsdorffSteps(rows: number, cols: number = rows, start = 0, options: WarnsdorffOptions = {}): Generator<WarnsdorffStep, void, undefined> {
  // checked here, when the generator is created, not at its first next()
  const { tieBreak, seed, schedule } = parse(rows, cols, start, options);
  return steps(rows, cols, start, tieRule(tieBreak, rows, cols, { seed, schedule }));
}

/**
 * The rule in its textbook steps, from `start` until no candidate is left:
 *   1. the knight's square is visited;
 *   2. the candidates are the unvisited squares one move away (in MOVES order);
 *   3. a candidate's degree is its number of unvisited squares one move away;
 *   4. the knight jumps to a candidate of least degree, the tie-break choosing among equals.
 */
function* steps(rows: number, cols: number, start: number, rule: TieRule): Generator<WarnsdorffStep, void, undefined> {
  const visited = new Uint8Array(rows * cols);
  const onBoard = (r: number, c: number) => r >= 0 && r < rows && c >= 0 && c < cols;
  const degree = (square: number) => unvisitedNeighbours(rows, cols, square, visited).length;
  let from = start;
  for (let step = 1; ; step++) {
    visited[from] = 1;
    rule.arrive(from);
    const [r, c] = [Math.floor(from / cols), from % cols];
    const candidates: Candidate[] = [];
    for (let move = 0; move < 8; move++) {
      const [r2, c2] = [r + MOVE_DR[move], c + MOVE_DC[move]];
      const square = r2 * cols + c2;
      if (onBoard(r2, c2) && !visited[square]) candidates.push({ square, move, degree: degree(square) });
    }
    const i = warnsdorffChoice(candidates, rule.prefers);
    const chosen = i < 0 ? -1 : candidates[i].square;
    const tie = i >= 0 && candidates.filter((cand) => cand.degree === candidates[i].degree).length > 1;
    yield { step, from, candidates, chosen, tie };
    if (chosen < 0) return;
    from = chosen;
  }
}
