/**
 * Traced searches of the state-space tree: depth-first (recursive style) and breadth-first.
 *
 * `searchEvents` is the trace, a generator of events (generate / expand / frontier / backtrack);
 * `traceSearch` collects it into nodes and steps for tables and tree pictures.
 *
 * Depth-first search here generates children one at a time, exactly as the course's recursive
 * procedure does: a promising child is entered before its next sibling is generated. Node ids are
 * therefore the order in which the recursion generates them, so the course's 4×4 figure (nodes
 * 0…15, solution (2,4,1,3) at node 15 on the path 0–10–13–14–15) comes out as printed. Its frontier
 * is the recursion stack root … current node. Breadth-first search takes the oldest open node from a
 * queue, generates all its children, and (by default) tests the goal when a child is generated.
 */
import { checkArrayLike, checkBoolean, checkChoice, checkInteger, checkLimit, checkOptions, describe } from '../check';
import { checkBoardSize } from './placement';
import type { NodeStatus, Strategy, TraceNode, TraceStep, TreeKind } from './types';

/** Largest n traceSearch accepts: the traced trees are for pictures and tables, not for counting. */
export const MAX_TRACE_N = 32;

/** Options of a traced search. */
export interface TraceOptions {
  /** 'permutation' (free columns only, the course's tree; default) or 'full' (all n columns) */
  tree?: TreeKind;
  /** stop at the first solution (default) or explore the whole tree */
  stopAt?: 'first' | 'all';
  /** budget: stop with status 'budget' once this many nodes were generated (default 200 000) */
  maxNodes?: number;
  /** BFS only: test for a solution when a node is generated (default) or when it is expanded */
  goalTest?: 'generation' | 'expansion';
  /** keep the node and step lists (default true); false keeps only the counters, for big runs
   *  (kept BFS steps copy the queue each time: O(steps × queue) memory, fine up to n ≈ 9) */
  keep?: boolean;
  /** searchEvents: attach the frontier's ids to 'frontier' events (default true; false gives sizes only) */
  snapshots?: boolean;
  /** BFS with snapshots: budget on the frontier ids copied into them, in total (default 5 000 000,
   *  about 40 MB): each step copies the whole queue, so this, not maxNodes, bounds big BFS traces */
  maxSnapshotIds?: number;
}

/** One event of a traced search, in the order the search does things. */
export type SearchEvent =
  | { type: 'generate'; node: TraceNode }
  | { type: 'expand'; id: number }
  | { type: 'frontier'; id: number; size: number; frontier?: number[] }
  | { type: 'backtrack'; id: number }
  | { type: 'solution'; id: number; vector: number[] }
  | { type: 'budget'; generated: number };

/** Counters of a traced search; `promising` counts every non-dead node (root and solutions included). */
export interface TraceStats {
  generated: number;
  expanded: number;
  promising: number;
  dead: number;
  solutions: number;
  maxFrontier: number;
  ms: number;
}

/** Result of `traceSearch`. */
export interface TraceResult {
  n: number;
  strategy: Strategy;
  tree: TreeKind;
  /** 'found': stopped at the first solution; 'none': whole tree, no solution; 'complete': whole tree
   *  explored with stopAt 'all'; 'budget': maxNodes or maxSnapshotIds reached (counters so far) */
  status: 'found' | 'none' | 'complete' | 'budget';
  nodes: TraceNode[];
  steps: TraceStep[];
  /** solution vectors in the order met */
  solutions: number[][];
  /** ids of the solution nodes, same order */
  solutionIds: number[];
  stats: TraceStats;
}

const TRACE_OPTIONS = ['tree', 'stopAt', 'maxNodes', 'goalTest', 'keep', 'snapshots', 'maxSnapshotIds'] as const;

/** Every argument of a traced search checked, at the door (a generator checks when it is created). */
function resolveOptions(n: number, strategy: Strategy, options: TraceOptions | undefined) {
  checkBoardSize(n, MAX_TRACE_N);
  checkChoice('strategy', strategy, ['dfs', 'bfs'] as const);
  const opts = checkOptions(options, TRACE_OPTIONS);
  const tree = checkChoice('tree', opts.tree ?? 'permutation', ['permutation', 'full'] as const);
  const stopAt = checkChoice('stopAt', opts.stopAt ?? 'first', ['first', 'all'] as const);
  const goalTest = checkChoice('goalTest', opts.goalTest ?? 'generation', ['generation', 'expansion'] as const);
  const maxNodes = checkLimit('maxNodes', opts.maxNodes ?? 200_000, 1);
  const maxSnapshotIds = checkLimit('maxSnapshotIds', opts.maxSnapshotIds ?? 5_000_000, 0);
  const keep = checkBoolean('keep', opts.keep ?? true);
  const snapshots = checkBoolean('snapshots', opts.snapshots ?? true);
  return { tree, stopAt, goalTest, maxNodes, maxSnapshotIds, keep, snapshots };
}

/**
 * Attack bookkeeping for one path of the tree: which columns and diagonals the queens of the
 * current vector occupy (rows and columns 0-based inside).
 */
class Board {
  readonly col: Uint8Array;
  readonly diag: Uint8Array;
  readonly anti: Uint8Array;
  constructor(readonly n: number) {
    this.col = new Uint8Array(n);
    this.diag = new Uint8Array(2 * n);
    this.anti = new Uint8Array(2 * n);
  }
  attacked(row: number, c: number): boolean {
    return this.col[c] === 1 || this.diag[row - c + this.n] === 1 || this.anti[row + c] === 1;
  }
  set(v: number[], value: 0 | 1): void {
    for (let r = 0; r < v.length; r++) this.put(r, v[r] - 1, value);
  }
  put(row: number, c: number, value: 0 | 1): void {
    this.col[c] = value;
    this.diag[row - c + this.n] = value;
    this.anti[row + c] = value;
  }
}

/**
 * Generates the events of a DFS or BFS over the n-queens state-space tree (see module comment).
 * The arguments are checked here, when the generator is created, not at its first `next()`.
 */
export function searchEvents(n: number, strategy: Strategy, options?: TraceOptions): Generator<SearchEvent, TraceResult['status'], void> {
  return events(n, strategy, resolveOptions(n, strategy, options));
}

/** What the DFS and BFS generators share: the board size, the checked options and the id counter. */
interface SearchContext {
  readonly n: number;
  readonly opts: ReturnType<typeof resolveOptions>;
  /** id of the next node generated: ids are generation order */
  nextId: number;
}

function makeNode(ctx: SearchContext, parent: number | null, vector: number[], status: NodeStatus): TraceNode {
  return { id: ctx.nextId++, parent, depth: vector.length, vector, status };
}

/** A child's status: dead when its queen is attacked, a solution when it fills the board. */
function childStatus(ctx: SearchContext, attacked: boolean, vector: number[]): NodeStatus {
  return attacked ? 'dead' : vector.length === ctx.n ? 'solution' : 'promising';
}

function* events(n: number, strategy: Strategy, checked: ReturnType<typeof resolveOptions>): Generator<SearchEvent, TraceResult['status'], void> {
  const ctx: SearchContext = { n, opts: checked, nextId: 0 };
  const root = makeNode(ctx, null, [], 'promising');
  yield { type: 'generate', node: root };
  if (ctx.nextId >= checked.maxNodes) {
    yield { type: 'budget', generated: ctx.nextId };
    return 'budget';
  }
  return strategy === 'dfs' ? yield* dfsEvents(ctx, root) : yield* bfsEvents(ctx, root);
}

/** Depth-first: explicit frames stand in for the recursion (no depth limit), children in the same order. */
function* dfsEvents(ctx: SearchContext, root: TraceNode): Generator<SearchEvent, TraceResult['status'], void> {
  const { n } = ctx;
  const { tree, stopAt, maxNodes, snapshots } = ctx.opts;
  let found = 0;
  const board = new Board(n);
  const frames: { node: TraceNode; next: number }[] = [{ node: root, next: 0 }];
  yield { type: 'expand', id: root.id };
  yield { type: 'frontier', id: root.id, size: 1, frontier: snapshots ? [root.id] : undefined };
  while (frames.length > 0) {
    const top = frames[frames.length - 1];
    const row = top.node.depth;
    let c = top.next;
    if (tree === 'permutation') while (c < n && board.col[c] === 1) c++;
    if (c >= n) {
      frames.pop();
      if (row > 0) board.put(row - 1, top.node.vector[row - 1] - 1, 0);
      yield { type: 'backtrack', id: top.node.id };
      continue;
    }
    top.next = c + 1;
    const vector = top.node.vector.concat(c + 1);
    const status = childStatus(ctx, board.attacked(row, c), vector);
    const child = makeNode(ctx, top.node.id, vector, status);
    yield { type: 'generate', node: child };
    if (status === 'solution') {
      found++;
      yield { type: 'solution', id: child.id, vector };
      if (stopAt === 'first') return 'found';
    }
    if (ctx.nextId >= maxNodes) {
      yield { type: 'budget', generated: ctx.nextId };
      return 'budget';
    }
    if (status === 'promising') {
      board.put(row, c, 1);
      frames.push({ node: child, next: 0 });
      yield { type: 'expand', id: child.id };
      yield { type: 'frontier', id: child.id, size: frames.length, frontier: snapshots ? frames.map((f) => f.node.id) : undefined };
    }
  }
  return stopAt === 'all' ? 'complete' : found > 0 ? 'found' : 'none';
}

/** Breadth-first: a queue of open nodes; `head` walks it so dequeuing is O(1). */
function* bfsEvents(ctx: SearchContext, root: TraceNode): Generator<SearchEvent, TraceResult['status'], void> {
  const { stopAt, maxSnapshotIds, snapshots } = ctx.opts;
  let found = 0;
  let queue: TraceNode[] = [root];
  let head = 0;
  let copied = 0; // frontier ids copied into snapshots so far
  const board = new Board(ctx.n);
  const frontier = (id: number): SearchEvent => ({ type: 'frontier', id, size: queue.length - head, frontier: snapshots ? queue.slice(head).map((x) => x.id) : undefined });
  while (head < queue.length) {
    if (snapshots) {
      // this step's snapshot holds the queue less the node taken now, plus at most n children
      copied += queue.length - head - 1;
      if (copied > maxSnapshotIds) {
        yield { type: 'budget', generated: ctx.nextId };
        return 'budget';
      }
    }
    if (head > 65536 && head * 2 > queue.length) {
      queue = queue.slice(head); // drop dequeued nodes so a long BFS does not hold them all
      head = 0;
    }
    const node = queue[head++];
    yield { type: 'expand', id: node.id };
    if (node.status === 'solution') {
      // Reached only with goalTest 'expansion': the goal test happens now.
      found++;
      yield { type: 'solution', id: node.id, vector: node.vector };
      yield frontier(node.id);
      if (stopAt === 'first') return 'found';
      continue;
    }
    board.set(node.vector, 1);
    const end = yield* bfsChildren(ctx, board, node, queue);
    board.set(node.vector, 0);
    found += end.found;
    yield frontier(node.id);
    if (end.stop === 'found') return 'found';
    if (end.stop === 'budget') {
      yield { type: 'budget', generated: ctx.nextId };
      return 'budget';
    }
  }
  return stopAt === 'all' ? 'complete' : found > 0 ? 'found' : 'none';
}

/** Generates the children of one dequeued BFS node, queueing the live ones; says why it stopped early, if it did. */
function* bfsChildren(ctx: SearchContext, board: Board, node: TraceNode, queue: TraceNode[]): Generator<SearchEvent, { found: number; stop?: 'found' | 'budget' }, void> {
  const { tree, stopAt, goalTest, maxNodes } = ctx.opts;
  let found = 0;
  for (let c = 0; c < ctx.n; c++) {
    if (tree === 'permutation' && board.col[c] === 1) continue;
    const vector = node.vector.concat(c + 1);
    const status = childStatus(ctx, board.attacked(node.depth, c), vector);
    const child = makeNode(ctx, node.id, vector, status);
    yield { type: 'generate', node: child };
    if (status === 'solution' && goalTest === 'generation') {
      found++;
      yield { type: 'solution', id: child.id, vector };
      if (stopAt === 'first') return { found, stop: 'found' };
    } else if (status !== 'dead') {
      queue.push(child);
    }
    if (ctx.nextId >= maxNodes) return { found, stop: 'budget' };
  }
  return { found };
}

/**
 * Runs a traced DFS or BFS on the n-queens tree and returns every node (generation order, with
 * parent, vector and status), every step (expanded node, its children, the frontier after it),
 * the solutions met, and the counters.
 */
export function traceSearch(n: number, strategy: Strategy, options?: TraceOptions): TraceResult {
  const t0 = performance.now();
  const checked = resolveOptions(n, strategy, options);
  const { keep, tree } = checked;
  const nodes: TraceNode[] = [];
  const steps: TraceStep[] = [];
  const stepOf = new Map<number, TraceStep>();
  const solutions: number[][] = [];
  const solutionIds: number[] = [];
  const stats: TraceStats = { generated: 0, expanded: 0, promising: 0, dead: 0, solutions: 0, maxFrontier: 0, ms: 0 };
  const it = events(n, strategy, { ...checked, snapshots: keep });
  let status: TraceResult['status'];
  for (;;) {
    const r = it.next();
    if (r.done) {
      status = r.value;
      break;
    }
    // The cast is for tslab's non-strict compiler, which does not narrow IteratorResult on `done`.
    const e = r.value as SearchEvent;
    switch (e.type) {
      case 'generate': {
        stats.generated++;
        if (e.node.status === 'dead') stats.dead++;
        else stats.promising++;
        if (keep) {
          nodes.push(e.node);
          const parentStep = e.node.parent === null ? undefined : stepOf.get(e.node.parent);
          if (parentStep) parentStep.children.push(e.node.id);
        }
        break;
      }
      case 'expand': {
        stats.expanded++;
        if (keep) {
          const step: TraceStep = { expanded: e.id, children: [], frontier: [] };
          steps.push(step);
          stepOf.set(e.id, step);
        }
        break;
      }
      case 'frontier': {
        if (e.size > stats.maxFrontier) stats.maxFrontier = e.size;
        if (keep && e.frontier) {
          const step = stepOf.get(e.id);
          if (step) step.frontier = e.frontier;
        }
        break;
      }
      case 'solution':
        stats.solutions++;
        solutionIds.push(e.id);
        if (keep || solutions.length < 1000) solutions.push(e.vector);
        break;
      default:
        break;
    }
  }
  stats.ms = performance.now() - t0;
  return { n, strategy, tree, status, nodes, steps, solutions, solutionIds, stats };
}

/** Ids on the path from the root to a node (root first), read from the parent links; [] for an id not in `nodes`. */
export function pathTo(nodes: readonly TraceNode[], id: number): number[] {
  checkArrayLike('nodes', nodes);
  checkInteger('id', id, 0);
  const byId = new Map<number, TraceNode>();
  for (let i = 0; i < nodes.length; i++) {
    const x = nodes[i];
    if (x === null || typeof x !== 'object' || !Number.isInteger(x.id) || !(x.parent === null || Number.isInteger(x.parent))) {
      const what = x === null || typeof x !== 'object' ? describe(x) : `id ${describe(x.id)}, parent ${describe(x.parent)}`;
      throw new TypeError(`nodes[${i}] must be a node { id, parent } with an integer id and an integer or null parent, got ${what}`);
    }
    byId.set(x.id, x);
  }
  const path: number[] = [];
  let cur: TraceNode | undefined = byId.get(id);
  while (cur) {
    // a path longer than the node list has gone round a cycle of parent links
    if (path.length === nodes.length) throw new RangeError(`nodes must have parent links that end at a root, got a cycle through id ${cur.id}`);
    path.push(cur.id);
    cur = cur.parent === null ? undefined : byId.get(cur.parent);
  }
  return path.reverse();
}
