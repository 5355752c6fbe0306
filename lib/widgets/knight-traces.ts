/**
 * The knight steppers' traces: lib/knight's `warnsdorffSteps` (one decision of Warnsdorff's rule
 * at a time) and `backtrackSteps` (the course's plain backtracking, one move or backtrack at a
 * time), collected so the page can step forward and back.
 *
 * Glossary
 * - Decision: one WarnsdorffStep — the knight's square, the candidates with their degrees, the
 *   square chosen (−1: none left: a dead end, or the board is full).
 * - Backtrack trace: the steps in typed arrays (a 6×6 search from the corner in fixed order takes
 *   about half a million steps); the path after any step is rebuilt by replaying moves and
 *   backtracks from the nearest position already known.
 */
import { checkChoice, checkInteger, checkOptions } from '../check';
import { backtrackSteps } from '../knight/backtrack-steps';
import { TIE_BREAKS, warnsdorffSteps, type TieBreak, type WarnsdorffStep } from '../knight/warnsdorff';

/** Largest board side the knight steppers offer (Warnsdorff: squares stay big enough to read a degree). */
export const MAX_WARNSDORFF_SIDE = 16;
/** Largest board side of the backtracking stepper (it is for watching 5×5 and 6×6). */
export const MAX_BACKTRACK_SIDE = 8;
/** Largest node budget of the backtracking stepper (about 2 million steps kept in the page). */
export const MAX_STEPPER_NODES = 1_000_000;

/** Warnsdorff's rule, decision by decision, and how the pass ended. */
export interface WarnsdorffTrace {
  rows: number;
  cols: number;
  start: number;
  tieBreak: TieBreak;
  decisions: WarnsdorffStep[];
  /** 'found': every square visited; 'stuck': a dead end before that. */
  status: 'found' | 'stuck';
  /** Decisions with a tie so far, after decision k: `tiesAfter[k]`. */
  tiesAfter: number[];
}

/** Runs lib/knight's `warnsdorffSteps` to its end (at most rows·cols decisions). */
export function traceWarnsdorff(rows: number, cols: number, start: number, options: { tieBreak?: TieBreak; seed?: number } = {}): WarnsdorffTrace {
  checkInteger('rows', rows, 1, MAX_WARNSDORFF_SIDE);
  checkInteger('cols', cols, 1, MAX_WARNSDORFF_SIDE);
  const o = checkOptions(options, ['tieBreak', 'seed']);
  const tieBreak = checkChoice('tie-break', o.tieBreak ?? 'first', TIE_BREAKS);
  const decisions = [...warnsdorffSteps(rows, cols, start, { tieBreak, seed: o.seed })];
  const tiesAfter: number[] = [];
  let ties = 0;
  for (const d of decisions) tiesAfter.push((ties += d.tie && d.chosen >= 0 ? 1 : 0));
  const last = decisions[decisions.length - 1];
  return { rows, cols, start, tieBreak, decisions, status: last.step === rows * cols ? 'found' : 'stuck', tiesAfter };
}

/** Step kinds of the backtracking trace, as stored in `kind`. */
export const BACKTRACK_KINDS = ['move', 'backtrack', 'found', 'none', 'budget'] as const;

/** The plain backtracking search, step by step, in typed arrays. Position 0 is the knight on `start`. */
export interface BacktrackTrace {
  rows: number;
  cols: number;
  start: number;
  order: 'fixed' | 'warnsdorff';
  maxNodes: number;
  /** Steps after position 0 (the last one is found, none or budget). */
  length: number;
  /** Index into BACKTRACK_KINDS, per step. */
  kind: Uint8Array;
  square: Int32Array;
  depth: Int32Array;
  nodes: Int32Array;
  backtracks: Int32Array;
  status: 'found' | 'none' | 'budget';
  /** The tour, when found. */
  tour: number[] | null;
}

/** Runs lib/knight's `backtrackSteps` and keeps every step (see the file comment). */
export function traceBacktrack(rows: number, cols: number, start: number, options: { order?: 'fixed' | 'warnsdorff'; maxNodes?: number } = {}): BacktrackTrace {
  checkInteger('rows', rows, 1, MAX_BACKTRACK_SIDE);
  checkInteger('cols', cols, 1, MAX_BACKTRACK_SIDE);
  const o = checkOptions(options, ['order', 'maxNodes']);
  const order = checkChoice('order', o.order ?? 'fixed', ['fixed', 'warnsdorff'] as const);
  const maxNodes = checkInteger('maxNodes', o.maxNodes ?? 300_000, 1, MAX_STEPPER_NODES);
  let cap = 1024;
  let kind = new Uint8Array(cap);
  let square = new Int32Array(cap);
  let depth = new Int32Array(cap);
  let nodes = new Int32Array(cap);
  let backtracks = new Int32Array(cap);
  let length = 0;
  let tour: number[] | null = null;
  let status: BacktrackTrace['status'] = 'none';
  for (const st of backtrackSteps(rows, cols, start, { order, maxNodes })) {
    if (length === cap) {
      cap *= 2;
      const grow = <T extends Uint8Array | Int32Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(cap);
        b.set(a);
        return b;
      };
      [kind, square, depth, nodes, backtracks] = [grow(kind), grow(square), grow(depth), grow(nodes), grow(backtracks)];
    }
    kind[length] = BACKTRACK_KINDS.indexOf(st.kind);
    square[length] = st.square;
    depth[length] = st.depth;
    nodes[length] = st.nodes;
    backtracks[length] = st.backtracks;
    length++;
    if (st.kind === 'found' || st.kind === 'none' || st.kind === 'budget') status = st.kind;
    if (st.path) tour = st.path;
  }
  return {
    rows, cols, start, order, maxNodes, length, status, tour,
    kind: kind.slice(0, length), square: square.slice(0, length), depth: depth.slice(0, length),
    nodes: nodes.slice(0, length), backtracks: backtracks.slice(0, length),
  };
}

/**
 * A cursor over a backtracking trace: `pathAt(position)` is the knight's path after that many steps
 * (position 0: just the start), rebuilt by replaying from the cursor's last position.
 */
export function backtrackCursor(t: BacktrackTrace): { pathAt(position: number): number[] } {
  const path = [t.start];
  let at = 0;
  return {
    pathAt(position: number) {
      const p = Math.max(0, Math.min(t.length, position));
      while (at < p) {
        const k = t.kind[at];
        if (k === 0) path.push(t.square[at]);
        else if (k === 1) path.pop();
        at++;
      }
      while (at > p) {
        at--;
        const k = t.kind[at];
        if (k === 0) path.pop();
        else if (k === 1) path.push(t.square[at]);
      }
      return path.slice();
    },
  };
}
