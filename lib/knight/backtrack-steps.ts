/**
 * The course's backtracking for the knight, one step at a time: from the knight's square try the
 * moves in order; a move that leads nowhere is undone (vuelta atrás) and the next one is tried.
 * No pruning and no theorem shortcut — the plain algorithm, written to be read. The fast engine
 * (backtrack-engine.ts) with pruning off makes the same choices, so `backtrackTour(…, { prune: false })`
 * ends with the same counters and the same first tour (a test checks it).
 *
 * Glossary
 * - Step: one event of the search — `move` (a square placed on the path), `backtrack` (the last
 *   square taken off again), and at the end `found`, `none` (every move tried: no tour from here)
 *   or `budget` (`maxNodes` squares placed and the search not finished).
 * - Node: a square placed on the path, the start included (so `nodes` starts at 1).
 * - Candidates: the unvisited squares one move away, in the order's sequence; each square on the
 *   path keeps the list of its candidates not yet tried.
 */
import { checkBoolean, checkChoice, checkInteger, checkOptions } from '../check';
import { checkBoard, checkSquareOn, neighbours, unvisitedNeighbours } from './board';
import { MoveOrder, ORDERS } from './backtrack-engine';
import { mulberry32 } from './rng';

/** Options of {@link backtrackSteps}. */
export interface BacktrackStepOptions {
  /** How the moves out of a square are tried (default 'fixed': MOVES order). */
  order?: MoveOrder;
  /** Require the last square to be a knight's move from the first (default false). */
  closed?: boolean;
  /** Stop with a `budget` step once this many squares have been placed (default 1 000 000). */
  maxNodes?: number;
  /** Seed for the `random` order (default 1). */
  seed?: number;
}

/** One step of {@link backtrackSteps}, with the counters after it. */
export interface BacktrackStep {
  kind: 'move' | 'backtrack' | 'found' | 'none' | 'budget';
  /** The square placed (`move`), taken off (`backtrack`), or the knight's square (the end steps). */
  square: number;
  /** Squares on the path after the step. */
  depth: number;
  nodes: number;
  backtracks: number;
  /** The tour, on the `found` step. */
  path?: number[];
}

/** Largest board {@link backtrackSteps} accepts (it is for watching small boards). */
export const MAX_STEP_SQUARES = 10_000;

/**
 * The plain backtracking search for a knight's tour from `start`, as a generator of steps; it ends
 * with one `found`, `none` or `budget` step. The arguments are checked when it is called, before the
 * first step.
 */
export function backtrackSteps(rows: number, cols: number = rows, start = 0, opts: BacktrackStepOptions = {}): Generator<BacktrackStep, void, undefined> {
  checkBoard(rows, cols, MAX_STEP_SQUARES);
  checkSquareOn(rows, cols, start);
  const options = checkOptions(opts, ['order', 'closed', 'maxNodes', 'seed']);
  const order = checkChoice('order', options.order ?? 'fixed', ORDERS);
  const closed = checkBoolean('closed', options.closed ?? false);
  const maxNodes = checkInteger('maxNodes', options.maxNodes ?? 1_000_000, 1);
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  return search(rows, cols, start, { order, closed, maxNodes, seed });
}

function* search(rows: number, cols: number, start: number, { order, closed, maxNodes, seed }: Required<BacktrackStepOptions>): Generator<BacktrackStep, void, undefined> {
  const squares = rows * cols;
  const visited = new Array<boolean>(squares).fill(false);
  const rng = mulberry32(seed);
  const wayHome = new Set(neighbours(rows, cols, start)); // where a closed tour may end

  // The moves to try from square s, in the order's sequence.
  const candidates = (s: number): number[] => {
    const list = unvisitedNeighbours(rows, cols, s, visited);
    if (order === 'warnsdorff') {
      // Fewest onward moves first; ties to the square farthest from the centre (Roth), then MOVES
      // order (sort is stable). Closed tours keep the start's neighbours, the way home, for last.
      const key = (q: number) => {
        const y = 2 * Math.floor(q / cols) - (rows - 1);
        const x = 2 * (q % cols) - (cols - 1);
        const home = closed && wayHome.has(q) ? 1 : 0;
        return [home, unvisitedNeighbours(rows, cols, q, visited).length, -(x * x + y * y)];
      };
      const keys = new Map(list.map((q) => [q, key(q)]));
      list.sort((a, b) => compareKeys(keys.get(a)!, keys.get(b)!));
    } else if (order === 'random') {
      for (let i = list.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [list[i], list[j]] = [list[j], list[i]];
      }
    }
    return list;
  };

  const path = [start];
  visited[start] = true;
  const untried = [squares > 1 ? candidates(start) : []]; // untried[d]: moves left to try from path[d]
  let nodes = 1;
  let backtracks = 0;
  const step = (kind: BacktrackStep['kind'], square: number): BacktrackStep => ({ kind, square, depth: path.length, nodes, backtracks });

  for (;;) {
    const here = path[path.length - 1];
    if (path.length === squares && (!closed || squares === 1 || wayHome.has(here))) {
      yield { ...step('found', here), path: path.slice() };
      return;
    }
    const next = untried[untried.length - 1].shift();
    if (next === undefined) {
      // Every move from here has been tried: undo the last one.
      if (path.length === 1) {
        yield step('none', here);
        return;
      }
      path.pop();
      untried.pop();
      visited[here] = false;
      backtracks++;
      yield step('backtrack', here);
      continue;
    }
    if (nodes >= maxNodes) {
      yield step('budget', here);
      return;
    }
    visited[next] = true;
    path.push(next);
    nodes++;
    untried.push(path.length < squares ? candidates(next) : []);
    yield step('move', next);
  }
}

function compareKeys(a: number[], b: number[]): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}
