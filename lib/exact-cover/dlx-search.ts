/**
 * Algorithm X on the links, the fast way (Knuth's DLX1, steps X2–X8, without recursion). Its moves
 * are Knuth's cover and uncover, written once in dlx-cover.ts, where dlx-reference.ts takes them
 * to run the same search step by step.
 *
 * The loop runs a copy of them, coverItem and uncoverItem, unrolled by hand: V8 inlines them into
 * the loop only when they are plain functions of this module, called from one place each, and
 * calling dlx-cover.ts's pair from the loop instead measured about two thirds of the speed (0.62
 * of the updates per second on q12, 0.67 on Sudoku's 17-clue puzzles, side by side in one
 * process). Each copy names the function it mirrors; the engines' agreement test checks them.
 */

import { cover, unwind } from './dlx-cover';
import { LINK_FLAGS, type Links } from './dlx-links';
import type { DlxSolveOptions, DlxSolveResult } from './dlx-types';

/**
 * How often (in nodes) the search looks at the clock for maxMs: about 1 ms of Sudoku and 25 ms of
 * pentominoes here (defined beside the loop, which reads it, for the reason given at COVERED).
 */
export const TIME_CHECK_NODES = 4096;

// len[]'s COVERED flag (pictured and defined in dlx-links.ts, the structure) as a constant of this
// module: an imported binding compiles to a property read (a getter under esbuild's CommonJS) at
// each use, and the column scan below reads it in its innermost loop.
const COVERED = LINK_FLAGS.COVERED;

/**
 * Knuth's cover of item k (dlx-cover.ts), for the loop: hide every row through k and unlink k.
 * A row is hidden right of the node then left of it, each run ending at a spacer (top ≤ 0), with
 * no wrapping test per node; the order inside one row is free, since its nodes sit in different
 * columns. (Taking the arrays one by one instead of `links` measured no faster: once inlined into
 * `search`, V8 loads them from `links` once.)
 */
// hot loop: mirrors cover (dlx-cover.ts); test/exact-cover-knuth.test.ts checks both agree
// (the same updates, nodes, solutions and profile from both engines, sanity() after each)
function coverItem(links: Links, k: number): number {
  const { llink, rlink, len, top, ud, zeros } = links;
  const l = llink[k];
  const r = rlink[k];
  rlink[l] = r;
  llink[r] = l;
  if (len[k] === 0) zeros[0]--;
  len[k] += COVERED;
  let u = 1;
  for (let rr = ud[2 * k + 1]; rr !== k; rr = ud[2 * rr + 1]) {
    let cc = 0;
    for (let nn = rr + 1; (cc = top[nn]) > 0; nn++) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = dd;
      ud[2 * dd] = uu;
      if (--len[cc] === 0) zeros[0]++;
      u++;
    }
    for (let nn = rr - 1; (cc = top[nn]) > 0; nn--) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = dd;
      ud[2 * dd] = uu;
      if (--len[cc] === 0) zeros[0]++;
      u++;
    }
  }
  return u;
}

/** Knuth's uncover of item k (dlx-cover.ts), for the loop: the exact inverse of {@link coverItem}. */
// hot loop: mirrors uncover (dlx-cover.ts); test/exact-cover-knuth.test.ts checks both agree
// (sanity() after every search there proves the links restored)
function uncoverItem(links: Links, k: number): void {
  const { llink, rlink, len, top, ud, zeros } = links;
  for (let rr = ud[2 * k]; rr !== k; rr = ud[2 * rr]) {
    let cc = 0;
    for (let nn = rr + 1; (cc = top[nn]) > 0; nn++) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = nn;
      ud[2 * dd] = nn;
      if (len[cc]++ === 0) zeros[0]--;
    }
    for (let nn = rr - 1; (cc = top[nn]) > 0; nn--) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = nn;
      ud[2 * dd] = nn;
      if (len[cc]++ === 0) zeros[0]--;
    }
  }
  len[k] -= COVERED;
  if (len[k] === 0) zeros[0]++;
  const l = llink[k];
  const r = rlink[k];
  rlink[l] = k;
  llink[r] = k;
}

/**
 * At a budget check: −1 when maxNodes or the deadline is reached, else the node count of the next
 * check. Kept out of `search` so that its few bytes do not count against V8's inlining budget there.
 */
function nextCheck(nodes: number, maxNodes: number, deadline: number): number {
  if (nodes >= maxNodes || performance.now() > deadline) return -1;
  return deadline === Infinity ? maxNodes : Math.min(maxNodes, nodes + TIME_CHECK_NODES);
}

/**
 * One search's settings (checked by the caller, DancingLinks.solve) and its result, filled in as
 * it goes. Shared by the fast `search` here and the reference one (dlx-reference.ts).
 */
export interface SearchRun {
  /** Stop after this many solutions. */
  limit: number;
  /** Stop after trying this many rows. */
  maxNodes: number;
  /** performance.now() past which to stop (Infinity: none). */
  deadline: number;
  /** How many solutions to store in out.solutions. */
  keep: number;
  /** Knuth's column rule (else the first active column). */
  mrv: boolean;
  onSolution: DlxSolveOptions['onSolution'];
  /** false: a search stopped early leaves the links as they are (a reset() must follow). */
  unwind: boolean;
  /** Rows put in every solution (DancingLinks.select). */
  selected: readonly number[];
  /** The search stack: the node tried per level (P + 1 entries). */
  choice: Int32Array;
  /** Rows tried per level, zeroed by the caller (P + 1 entries). */
  profile: Float64Array;
  out: DlxSolveResult;
}

/** Store and/or report the solution made of the selected rows and choice[0 … depth). */
export function record(links: Links, run: SearchRun, depth: number): void {
  const { out, choice, onSolution } = run;
  const rows = run.selected.slice();
  for (let l = 0; l < depth; l++) rows.push(links.rowOf[choice[l]]);
  if (out.solutions.length < run.keep) out.solutions.push(rows);
  if (onSolution !== undefined) onSolution(rows.slice(), out.count);
}

/** The search's end: its counters into run.out; true when it stopped early and must be unwound. */
function finish(run: SearchRun, status: DlxSolveResult['status'], nodes: number, updates: number): boolean {
  const out = run.out;
  out.status = status;
  out.stats.nodes = nodes;
  out.stats.updates = updates;
  return status !== 'complete';
}

/**
 * The search proper: Knuth's steps X2–X8 without recursion, the same moves in the same order as
 * the reference `referenceSearch` (dlx-reference.ts), which test/exact-cover-knuth.test.ts checks it
 * against (solutions, nodes, updates, profile) on every instance in data/exact-cover. It copies
 * the arrays into locals so the hot loop touches only Int32Arrays and small integers, and
 * allocates nothing per node. Returns true when it stopped early with run.unwind false, leaving
 * the links as they were (reset needed). The budgets are looked at only at `checkAt` (every
 * TIME_CHECK_NODES nodes, or maxNodes): one comparison per node, and the clock a few hundred
 * times a second.
 *
 * There is one call site of coverItem and one of uncoverItem: V8 inlines callees into this loop
 * only up to a budget, and a second site of each would leave one of them a real call per column.
 * So X4's cover of c is the first step of the first row's cover walk (that walk starts at x
 * itself, whose item is c), and X7's uncover of c the last step of the last row's uncover walk.
 * The covers and uncovers happen in Knuth's order, so the counts are his.
 */
// hot loop: mirrors referenceSearch (dlx-reference.ts), Knuth's X2–X8; test/exact-cover-knuth.test.ts checks they agree
export function search(links: Links, run: SearchRun): boolean {
  const { llink, rlink, len, top, ud, zeros } = links;
  const { limit, maxNodes, deadline, keep, mrv, choice, profile, out } = run;
  const report = run.onSolution !== undefined;
  let level = 0;
  let nodes = 0;
  let updates = 0;
  let count = 0;
  let status: 'complete' | 'limit' | 'budget' = 'complete';
  let c = 0; // the column branched on at this level
  let x = 0; // the row (its node in c) tried at this level
  let covered = false; // whether c is covered yet (X4 waits for the first row's walk)
  let trying = false; // X5 (try x) next, else X6 (undo x)
  // True when, at a break, the row choice[level] has its other columns covered.
  let pending = false;
  // The next node count at which to look at the budgets (an integer, or Infinity when neither is set).
  let checkAt = deadline === Infinity ? maxNodes : Math.min(maxNodes, TIME_CHECK_NODES);
  main: for (;;) {
    // X3: choose column c. Knuth's rule is the first column of smallest size. When one is empty
    // (the counter says so), X4–X8 would cover it, find no row, uncover it and backtrack: one
    // update and no change, so do just that. Otherwise scan len[] in index order (the active list
    // is), four at a time: the sign of the OR of four differences says whether any of them is
    // smaller than t (covered columns and the padding hold ≥ COVERED and never are); the first
    // column of size 1 ends the scan.
    trying = false;
    if (mrv && zeros[0] > 0) {
      updates++;
    } else {
      c = rlink[0];
      if (mrv) {
        const last = llink[0];
        let t = len[c];
        for (let k = c + 1; t > 1 && k <= last; k += 4) {
          if (((len[k] - t) | (len[k + 1] - t) | (len[k + 2] - t) | (len[k + 3] - t)) >= 0) continue;
          for (let j = k; j < k + 4; j++) {
            const lj = len[j];
            if (lj < t) {
              t = lj;
              c = j;
            }
          }
        }
      }
      x = ud[2 * c + 1];
      if (x !== c) {
        covered = false;
        trying = true;
      } else {
        updates++; // an empty column ('first' rule): cover, uncover, backtrack, as above
      }
    }
    for (;;) {
      if (trying) {
        // X5: try row x: cover c first if this is its first row (X4), then x's other columns,
        // going right (at the spacer after the row, back to its first node).
        if (nodes >= checkAt && (checkAt = nextCheck(nodes, maxNodes, deadline)) < 0) {
          status = 'budget';
          if (!covered) {
            updates += cover(links, c); // X4 as Knuth does it, so the counters agree
            covered = true;
          }
          break main;
        }
        nodes++;
        profile[level]++;
        choice[level] = x;
        for (let q = covered ? x + 1 : x; ; q++) {
          let k = top[q];
          if (k <= 0) {
            q = ud[2 * q]; // the spacer after the row: back to its first node
            k = top[q];
          }
          if (q === x && covered) break;
          updates += coverItem(links, k);
          covered = true;
        }
        if (rlink[0] !== 0) {
          level++;
          continue main;
        }
        // Every primary column is covered: a solution.
        out.count = ++count;
        if (out.solutions.length < keep || report) {
          try {
            record(links, run, level + 1);
          } catch (err) {
            unwind(links, choice, level + 1, 0); // a throwing onSolution must not leave the matrix half covered
            throw err;
          }
        }
        if (count >= limit) {
          status = 'limit';
          pending = true;
          break main;
        }
      } else {
        // X8: backtrack to the row tried one level up.
        if (level === 0) break main;
        level--;
        x = choice[level];
        c = top[x];
      }
      // X6: uncover x's other columns, going left (the reverse order); after c's last row also
      // c itself (X7), then backtrack; else try the next row down.
      const lastRow = ud[2 * x + 1] === c;
      for (let q = x - 1; ; q--) {
        let k = top[q];
        if (k <= 0) {
          q = ud[2 * q + 1]; // the spacer before the row: on to its last node
          k = top[q];
        }
        if (q === x && !lastRow) break;
        uncoverItem(links, k);
        if (q === x) break;
      }
      trying = !lastRow;
      if (trying) x = ud[2 * x + 1];
    }
  }
  if (!finish(run, status, nodes, updates)) return false;
  if (!run.unwind) return true;
  // A limit stop has the row choice[level] applied; a budget stop has c covered at level, no row.
  unwind(links, choice, pending ? level + 1 : level, pending ? 0 : c);
  return false;
}
