/**
 * N-queens: types shared by the queens modules.
 *
 * Glossary (the course's notation):
 * - Vector:     a placement (x₁ … x_k) read row by row; `v[i]` is the 1-based column of the queen in
 *               row i + 1. A vector shorter than n is a partial placement (a prefix, a tree node).
 * - Conflict:   two queens that attack each other, and how (same column or same diagonal).
 * - k-promising (k-prometedor): a vector of length k whose k queens do not attack each other.
 * - Solution:   an n-promising vector of length n.
 * - Tree:       the state-space tree; the root is the empty vector and a node's children extend it by
 *               one row. 'permutation': children use only columns free in the ancestors (the course's
 *               tree: the column constraint is built in); 'full': children take every column 1…n.
 * - Frontier:   the open nodes of a search: the recursion stack (DFS) or the queue (BFS).
 */

/** A placement in the course's notation: `v[i]` = 1-based column of the queen in row i + 1. */
export type Vector = ArrayLike<number>;

/** How two queens attack each other. */
export type ConflictKind = 'column' | 'diagonal';

/** One attacking pair; rows and columns are 1-based, `rows[0] < rows[1]`. */
export interface Conflict {
  rows: [number, number];
  columns: [number, number];
  kind: ConflictKind;
}

/**
 * Why a placement is not a solution, as data (lib/i18n's `placementProblemText` words it):
 * - 'not-vector': not an array of columns (`got` describes the value);
 * - 'bad-size': the board size n is not an integer from 1 to `max`;
 * - 'too-many-rows': more rows than the board has;
 * - 'outside': x_row breaks the explicit constraint (an integer from 1 to n; n absent: ≥ 1);
 * - 'conflict': two queens attack each other (the first pair, by rows);
 * - 'incomplete': conflict-free, but only `placed` of the n rows have a queen.
 */
export type PlacementProblem =
  | { kind: 'not-vector'; got: string }
  | { kind: 'bad-size'; got: string; max: number }
  | { kind: 'too-many-rows'; rows: number; n: number }
  | { kind: 'outside'; row: number; got: string; n?: number }
  | { kind: 'conflict'; conflict: Conflict }
  | { kind: 'incomplete'; placed: number; n: number };

/** Verdict of `validatePlacement`: `ok` only for a complete, conflict-free placement. */
export interface PlacementCheck {
  ok: boolean;
  /** length equals n (every row has a queen) */
  complete: boolean;
  /** why `ok` is false, as data; absent when ok */
  problem?: PlacementProblem;
  /** attacking pairs found (at most the requested limit) */
  conflicts: Conflict[];
}

/** Status of a node of the state-space tree. */
export type NodeStatus = 'promising' | 'dead' | 'solution';

/** One generated node; `id` is its generation number, the root is 0 with `parent` null. */
export interface TraceNode {
  id: number;
  parent: number | null;
  depth: number;
  vector: number[];
  status: NodeStatus;
}

/** One expansion: the node taken from the frontier, its children, and the frontier afterwards. */
export interface TraceStep {
  expanded: number;
  /** ids of the expanded node's children, in generation order (dead ones included) */
  children: number[];
  /** DFS: the recursion stack root … expanded; BFS: the queue after the children were enqueued */
  frontier: number[];
}

/** Search order of `traceSearch`. */
export type Strategy = 'dfs' | 'bfs';

/** Which children a node has: free columns only ('permutation') or all n columns ('full'). */
export type TreeKind = 'permutation' | 'full';
