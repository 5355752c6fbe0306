/**
 * The queens stepper's trace: lib/queens' `searchEvents` (the traced DFS/BFS of the n-queens
 * state-space tree, the same generator `traceSearch` collects) cut into steps a reader can walk
 * forward and back, each with the frontier and the counters after it.
 *
 * Glossary
 * - Step: `generate` (a node made: DFS enters it at once when it is promising, BFS appends it to
 *   the queue), `expand` (BFS takes the oldest open node from the queue), `backtrack` (DFS leaves a
 *   node whose children are all generated). Step 0 is the root, generated and (DFS) entered.
 * - Frontier: the open nodes, root first for DFS (the recursion stack), oldest first for BFS (the
 *   queue). The library sends it with each expansion; between them it follows from the steps, and
 *   at each library snapshot the two are checked to agree.
 */
import { checkChoice, checkInteger } from '../check';
import { searchEvents, type SearchEvent } from '../queens/trace';
import type { NodeStatus, Strategy, TraceNode, TreeKind } from '../queens/types';

/** Largest board the stepper traces (the whole 8×8 full tree has 15 721 nodes). */
export const MAX_STEPPER_N = 8;

/** One step of the queens stepper, with the counters after it. */
export interface QueensStep {
  kind: 'generate' | 'expand' | 'backtrack';
  /** The node generated, expanded or left. */
  node: number;
  /** Generate: the new node's status; else the node's. */
  status: NodeStatus;
  /** The new node is a solution (goal test at generation; BFS with goalTest 'expansion' at expansion). */
  solution: boolean;
  generated: number;
  expanded: number;
  dead: number;
  solutions: number;
  /** Largest frontier so far, as lib/queens counts it: the sizes after each expansion. */
  maxFrontier: number;
  /** Frontier size after the step. */
  frontierSize: number;
}

/** The stepper's trace and how the search ended. */
export interface QueensStepTrace {
  n: number;
  strategy: Strategy;
  tree: TreeKind;
  /** As traceSearch says it: 'complete' (whole tree), 'found' (stopped at a solution), 'none', 'budget'. */
  status: 'found' | 'none' | 'complete' | 'budget';
  /** Every node generated, in generation order (ids 0, 1, 2, …). */
  nodes: TraceNode[];
  steps: QueensStep[];
  /** Indices of the steps at which a solution was found. */
  solutionSteps: number[];
  /** The frontier after step k (ids, DFS root first, BFS oldest first). */
  frontierAt(k: number): number[];
}

/** Options of {@link traceQueensSteps}. */
export interface QueensStepOptions {
  tree?: TreeKind;
  /** Stop at the first solution or walk the whole tree (default 'all', so "next solution" has somewhere to go). */
  stopAt?: 'first' | 'all';
  /** Node budget (default 20 000: every tree up to 8×8). */
  maxNodes?: number;
}

/**
 * Cuts lib/queens' search events into steps as they arrive: the nodes, the steps with the counters
 * after each, and the frontier, followed from the steps and checked against each library snapshot.
 * BFS frontiers are stored as windows into one append-only queue (copying the queue at each step
 * would take millions of ids on 8×8); DFS stacks are at most n + 1 ids and are copied.
 */
class StepRecorder {
  readonly nodes: TraceNode[] = [];
  readonly steps: QueensStep[] = [];
  readonly solutionSteps: number[] = [];
  private readonly stacks: number[][] = []; // DFS: frontier after each step
  private readonly queue: number[] = []; // BFS: every id ever enqueued, in order
  private readonly windows: number[] = []; // BFS: head, tail per step
  private head = 0;
  private readonly stack: number[] = [];
  private readonly c = { generated: 0, expanded: 0, dead: 0, solutions: 0, maxFrontier: 0 };
  private pending: TraceNode | null = null; // DFS: a generated node whose step waits for its expand/solution events

  constructor(private readonly dfs: boolean) {}

  private size(): number {
    return this.dfs ? this.stack.length : this.queue.length - this.head;
  }

  private push(kind: QueensStep['kind'], node: TraceNode, solution: boolean): void {
    this.steps.push({ kind, node: node.id, status: node.status, solution, ...this.c, frontierSize: this.size() });
    if (this.dfs) this.stacks.push(this.stack.slice());
    else this.windows.push(this.head, this.queue.length);
    if (solution) this.solutionSteps.push(this.steps.length - 1);
  }

  private agree(frontier: number[] | undefined): void {
    const mine = this.dfs ? this.stack : this.queue.slice(this.head);
    if (!frontier || frontier.length !== mine.length || frontier.some((id, i) => id !== mine[i])) {
      throw new Error(`queens stepper: frontier out of step with lib/queens at step ${this.steps.length}`);
    }
  }

  /** The waiting DFS node's generate step, if one waits. */
  flush(): void {
    if (this.pending) this.push('generate', this.pending, false);
    this.pending = null;
  }

  /** One event of the search. */
  record(e: SearchEvent): void {
    const { c, dfs } = this;
    switch (e.type) {
      case 'generate':
        this.flush();
        this.nodes.push(e.node);
        c.generated++;
        if (e.node.status === 'dead') c.dead++;
        if (dfs) this.pending = e.node;
        else {
          if (e.node.status === 'promising') this.queue.push(e.node.id); // the root is promising
          // A solution waits for its 'solution' event (the goal test at generation, the library's default).
          if (e.node.status === 'solution') this.pending = e.node;
          else this.push('generate', e.node, false);
        }
        break;
      case 'expand':
        c.expanded++;
        if (dfs) this.stack.push(e.id);
        else {
          if (this.queue[this.head] !== e.id) throw new Error(`queens stepper: BFS expanded ${e.id}, queue head is ${this.queue[this.head]}`);
          this.head++;
          this.push('expand', this.nodes[e.id], false);
        }
        break;
      case 'frontier':
        this.agree(e.frontier);
        // The largest frontier is the library's count: sizes after each expansion.
        c.maxFrontier = Math.max(c.maxFrontier, e.size);
        if (dfs) this.flush();
        else if (this.steps.length > 0) this.steps[this.steps.length - 1].maxFrontier = c.maxFrontier; // the step that ended this expansion
        break;
      case 'solution':
        c.solutions++;
        this.push('generate', this.nodes[e.id], true);
        this.pending = null;
        break;
      case 'backtrack': {
        this.flush();
        const top = this.stack.pop();
        if (top !== e.id) throw new Error(`queens stepper: DFS left ${e.id}, stack top is ${top}`);
        this.push('backtrack', this.nodes[e.id], false);
        break;
      }
      default:
        break;
    }
  }

  /** The frontier after step k. */
  frontierAt(k: number): number[] {
    return this.dfs ? this.stacks[k].slice() : this.queue.slice(this.windows[2 * k], this.windows[2 * k + 1]);
  }
}

/**
 * Runs lib/queens' traced search (`searchEvents`) on n×n (n ≤ 8) and records every step (see
 * StepRecorder for how the frontiers are kept).
 */
export function traceQueensSteps(n: number, strategy: Strategy, options: QueensStepOptions = {}): QueensStepTrace {
  checkInteger('n', n, 1, MAX_STEPPER_N);
  checkChoice('strategy', strategy, ['dfs', 'bfs'] as const);
  const tree = checkChoice('tree', options.tree ?? 'permutation', ['permutation', 'full'] as const);
  const stopAt = checkChoice('stopAt', options.stopAt ?? 'all', ['first', 'all'] as const);
  const maxNodes = checkInteger('maxNodes', options.maxNodes ?? 20_000, 1, 100_000);
  const rec = new StepRecorder(strategy === 'dfs');
  const it = searchEvents(n, strategy, { tree, stopAt, maxNodes, snapshots: true });
  let status: QueensStepTrace['status'];
  for (;;) {
    const r = it.next();
    if (r.done) {
      status = r.value as QueensStepTrace['status'];
      break;
    }
    // The cast is for tslab's non-strict compiler, which does not narrow IteratorResult on `done`.
    rec.record(r.value as SearchEvent);
  }
  rec.flush();
  const { nodes, steps, solutionSteps } = rec;
  return { n, strategy, tree, status, nodes, steps, solutionSteps, frontierAt: (k: number) => rec.frontierAt(k) };
}
