/**
 * N-queens: placements in the course's vector notation, k-promising checks, traced DFS/BFS over
 * the state-space tree, fast counting (bitmask, symmetry, worker threads) and solutions for large n.
 * Types: see ./types (Vector, Conflict, TraceNode, TraceStep …).
 */
export type {
  Conflict,
  ConflictKind,
  NodeStatus,
  PlacementCheck,
  Strategy,
  TraceNode,
  TraceStep,
  TreeKind,
  Vector,
} from './types';
export {
  MAX_BOARD,
  checkBoardSize,
  conflicts,
  describeConflict,
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
  MAX_COUNT_N,
  countQueens,
  countQueensNaive,
  estimateCountSeconds,
  formatDuration,
  type CountOptions,
  type CountResult,
  type CountStats,
  type NaiveCountResult,
} from './count';
export { KERNEL_SOURCE } from './count-kernel';
export { SYMMETRY_NAMES, canonical, countRotationFixed, countUnique, symmetries, type UniqueResult } from './symmetry';
export { MAX_SOLVE_N, solveQueens, type SolveResult } from './construct';
