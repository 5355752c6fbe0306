/**
 * The sweeps notebook 01 draws: Warnsdorff's rule from every start square of n×n for each tie-break (§4), and
 * backtracking from the corner with four move orders over growing boards (§5). Data only; the notebook words and
 * draws them. Every tour a sweep finds is validated here, so a chart never plots a wrong one.
 */
import { checkArrayLike, checkInteger } from '../check';
import { backtrackTour } from './backtrack';
import { startColourAllows } from './existence';
import { validateTour } from './tour';
import { TIE_BREAKS, warnsdorffTour, type TieBreak } from './warnsdorff';

/** One board side and tie-break of the failing-start sweep. */
export interface FailingStartRow {
  n: number;
  tieBreak: TieBreak;
  /** Start squares from which the greedy pass got stuck. */
  failing: number;
  /** Start squares the colour argument allows (the others cannot start any tour and are left out). */
  starts: number;
}

/** The largest board side of failingStartSweep (a few seconds at 40). */
export const MAX_SWEEP_SIDE = 40;
/** The most board sides backtrackSweep takes in each list, and its largest node budget per search. */
export const MAX_SWEEP_SIZES = 64;
export const MAX_SWEEP_BUDGET = 10_000_000;

/**
 * Warnsdorff's rule from every start square of n×n, n = from … to, with every tie-break (`random` seeded with the
 * start square); `maps` holds, for the `first` tie-break, 1 on each failing start square.
 */
export function failingStartSweep(from: number, to: number): { rows: FailingStartRow[]; maps: Map<number, Uint8Array> } {
  // Every start of every board: about to⁵ moves in all, so the sides stay small (notebook 01 goes to 30).
  checkInteger('from', from, 1, MAX_SWEEP_SIDE);
  checkInteger('to', to, from, MAX_SWEEP_SIDE);
  const rows: FailingStartRow[] = [];
  const maps = new Map<number, Uint8Array>();
  for (let n = from; n <= to; n++) {
    for (const tieBreak of TIE_BREAKS) {
      const fail = new Uint8Array(n * n);
      let failing = 0;
      let starts = 0;
      for (let s = 0; s < n * n; s++) {
        // On odd boards only the majority colour can start a tour at all: the others are left out.
        if (!startColourAllows(n, n, s)) continue;
        starts++;
        if (warnsdorffTour(n, n, s, { tieBreak, seed: s }).status === 'stuck') { fail[s] = 1; failing++; }
      }
      rows.push({ n, tieBreak, failing, starts });
      if (tieBreak === 'first') maps.set(n, fail);
    }
  }
  return { rows, maps };
}

/** The four searches of §5: the textbook one (fixed order, no pruning) and the pruned search with three move orders. */
export const BACKTRACK_VARIANTS = Object.freeze(['textbook', 'fixed', 'random', 'warnsdorff'] as const);
export type BacktrackVariant = (typeof BACKTRACK_VARIANTS)[number];

/** One search of the backtracking sweep, from the corner of n×n. */
export interface BacktrackSweepRow {
  n: number;
  key: BacktrackVariant;
  status: 'found' | 'none' | 'budget';
  nodes: number;
  ms: number;
}

/**
 * Backtracking from the corner of n×n for each variant over `small` sizes (Warnsdorff's order also over `large`);
 * a variant stops at its first size that runs out of `budget` nodes (bigger boards only get worse for it).
 * Throws if a search returns a tour the validator refuses.
 */
export function backtrackSweep(small: readonly number[], large: readonly number[], budget: number): BacktrackSweepRow[] {
  checkInteger('budget', budget, 1, MAX_SWEEP_BUDGET);
  const sides = (name: string, list: readonly number[]) => {
    const a = Array.from(checkArrayLike<number>(name, list));
    if (a.length > MAX_SWEEP_SIZES) throw new RangeError(`${name} must list at most ${MAX_SWEEP_SIZES} board sides, got ${a.length}`);
    a.forEach((n, i) => checkInteger(`${name}[${i}]`, n, 1, 1000));
    return a;
  };
  small = sides('small', small);
  large = sides('large', large);
  const rows: BacktrackSweepRow[] = [];
  for (const key of BACKTRACK_VARIANTS) {
    for (const n of key === 'warnsdorff' ? [...small, ...large] : small) {
      const r = key === 'textbook'
        ? backtrackTour(n, n, 0, { order: 'fixed', maxNodes: budget, prune: false })
        : backtrackTour(n, n, 0, { order: key, maxNodes: budget, seed: 1 });
      if (r.tour && !validateTour(r.tour).ok) throw new Error(`backtracking (${key}) returned an invalid tour on ${n}×${n}`);
      rows.push({ n, key, status: r.status, nodes: r.stats.nodes, ms: r.stats.ms });
      if (r.status === 'budget') break;
    }
  }
  return rows;
}
