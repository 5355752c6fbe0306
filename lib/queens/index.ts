/**
 * N-queens: placements in the course's vector notation, k-promising checks, traced DFS/BFS over
 * the state-space tree, fast counting (bitmask, symmetry, worker threads) and solutions for large n.
 *
 * Glossary (the course's notation; the types are in ./types)
 * - Vector: a placement (x₁ … x_k) read row by row; `v[i]` is the 1-based column of the queen in row
 *   i + 1. Shorter than n, it is a partial placement: a node of the state-space tree.
 * - k-promising (k-prometedor): a vector of length k whose queens attack no one; a solution is an
 *   n-promising vector of length n. `validatePlacement` is the validator every answer passes.
 * - Conflict: two queens attacking each other, along a column or a diagonal.
 * - Trace: the nodes, expansions and frontiers of a DFS or BFS (`traceSearch`, `searchEvents`).
 * - Count: all solutions (OEIS A000170, `A000170`), by the course's arrays or by bitmasks; the
 *   bitmask kernel's source (`KERNEL_SOURCE`) is exported for reading in notebook 03.
 * - Status: 'complete' / 'found' / 'none' / 'budget', with the counters in `stats`.
 */
export type {
  Conflict,
  ConflictKind,
  NodeStatus,
  PlacementCheck,
  PlacementProblem,
  Strategy,
  TraceNode,
  TraceStep,
  TreeKind,
  Vector,
} from './types';
export {
  MAX_BOARD,
  checkConflict,
  conflicts,
  explicitViolation,
  formatPlacement,
  isPromising,
  isSolution,
  validatePlacement,
  type ConflictOptions,
} from './placement';
export {
  MAX_TRACE_N,
  pathTo,
  searchEvents,
  traceSearch,
  type SearchEvent,
  type TraceOptions,
  type TraceResult,
  type TraceStats,
} from './trace';
export {
  A000170,
  MAX_COUNT_N,
  countQueens,
  countQueensNaive,
  estimateCountSeconds,
  type QueensCountOptions,
  type QueensCountResult,
  type QueensCountStats,
  type QueensNaiveCountResult,
} from './count';
export { durationOf, type Duration, type DurationUnit } from './duration';
export { KERNEL_SOURCE } from './count-kernel';
export { MAX_ROTATION_N, SYMMETRY_NAMES, canonical, countRotationFixed, countUnique, symmetries, type UniqueResult } from './symmetry';
export { MAX_SOLVE_N, solveQueens, type QueensSolveResult } from './construct';
