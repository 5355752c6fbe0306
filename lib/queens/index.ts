/**
 * N-queens: placements in the course's vector notation, k-promising checks, traced DFS/BFS over
 * the state-space tree, fast counting (bitmask, symmetry, worker threads) and solutions for large n.
 * This index exports the API of DESIGN.md and what notebooks and other folders use; tests of the
 * other functions import the file that defines them.
 *
 * Glossary (the course's notation; the types are in ./types)
 * - Vector: a placement (x₁ … x_k) read row by row; `v[i]` is the 1-based column of the queen in row
 *   i + 1. Shorter than n, it is a partial placement: a node of the state-space tree.
 * - k-promising (k-prometedor): a vector of length k whose queens attack no one; a solution is an
 *   n-promising vector of length n. `validatePlacement` is the validator every answer passes.
 * - Conflict: two queens attacking each other, along a column or a diagonal.
 * - Trace: the nodes, expansions and frontiers of a DFS or BFS (`traceSearch`, `searchEvents`).
 * - Count: all solutions (OEIS A000170, `A000170`), by the course's arrays or by bitmasks; the
 *   bitmask kernel (./count-kernel) is internal, its text (`KERNEL_SOURCE`) exported for notebook 03.
 * - Status: 'complete' / 'found' / 'none' / 'budget', with the counters in `stats`.
 */
export type { Conflict, ConflictKind, NodeStatus, PlacementCheck, PlacementProblem, Strategy, TraceNode, TraceStep, TreeKind, Vector } from './types';
export { conflicts, isPromising, isSolution, validatePlacement, type ConflictOptions } from './placement';
export { pathTo, searchEvents, traceSearch, type SearchEvent, type TraceOptions, type TraceResult, type TraceStats } from './trace';
export {
  A000170,
  countQueens,
  countQueensNaive,
  estimateCountSeconds,
  type QueensCountOptions,
  type QueensCountResult,
  type QueensCountStats,
  type QueensNaiveCountResult,
} from './count';
export { KERNEL_SOURCE } from './count-kernel';
export { countUnique, symmetries, type UniqueResult } from './symmetry';
export { solveQueens, type QueensSolveResult } from './construct';
export { firstSolutionCosts, type SearchCostRow } from './costs';
export { queenAttacks, MAX_ATTACK_BOARD, type AttackLine, type AttackedSquare } from './attacks';
