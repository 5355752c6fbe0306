/**
 * Knuth's sanity(): checks every redundant part of the links against the rows as built. Tests call
 * it after searches to prove that uncovering restored everything.
 */

import { LINK_FLAGS, type Links } from './dlx-links';
import type { SanityReport } from './dlx-types';

/** True when no column of node's row is covered by a selected row (the row is still in play). */
function rowAvailable(links: Links, coveredBySelect: Uint8Array, node: number): boolean {
  const { top, rowStart } = links;
  for (let p = rowStart[links.rowOf[node]]; top[p] > 0; p++) if (coveredBySelect[top[p]]) return false;
  return true;
}

/** The spacers' links, which no move changes: a walk round a row jumps at them to the row's other end. */
function checkSpacers(links: Links, err: (m: string) => void): void {
  const { ud, rowStart, R } = links;
  for (let r = 0; r < R; r++) {
    const first = rowStart[r];
    const last = rowStart[r + 1] - 2;
    if (ud[2 * (first - 1) + 1] !== last) err(`down link of the spacer before row ${r} is ${ud[2 * (first - 1) + 1]}, expected its last node ${last}`);
    if (ud[2 * (last + 1)] !== first) err(`up link of the spacer after row ${r} is ${ud[2 * (last + 1)]}, expected its first node ${first}`);
  }
}

/**
 * Check every link and column size: the item circles are consistent, the spacers link their rows'
 * ends, every column lists exactly the nodes of the rows not knocked out by selected rows
 * (`coveredBySelect[k]` = 1 for the items they cover), in their original order, with matching
 * sizes. At most 50 errors are listed.
 */
export function sanityCheck(links: Links, coveredBySelect: Uint8Array): SanityReport {
  const errors: string[] = [];
  const { llink, rlink, len, top, ud, P, N, colStart, colNodes } = links;
  const err = (m: string) => {
    if (errors.length < 50) errors.push(m);
  };
  // Which items must be active, which rows available.
  const active = new Uint8Array(N + 1);
  for (let k = 1; k <= N; k++) active[k] = coveredBySelect[k] ? 0 : 1;
  const checkCircle = (head: number, lo: number, hi: number) => {
    let prev = head;
    let steps = 0;
    let last = 0;
    for (let k = rlink[head]; k !== head; k = rlink[k]) {
      if (k < lo || k > hi) {
        err(`item list of head ${head} reaches ${k}, outside ${lo}…${hi}`);
        return;
      }
      if (llink[k] !== prev) err(`llink[${k}] = ${llink[k]}, expected ${prev}`);
      if (!active[k]) err(`covered column ${k - 1} is linked in the header list`);
      if (k <= last) err(`header list out of order at column ${k - 1}`);
      last = k;
      prev = k;
      if (++steps > N + 1) {
        err(`item list of head ${head} does not close`);
        return;
      }
    }
    if (llink[head] !== prev) err(`llink of head ${head} = ${llink[head]}, expected ${prev}`);
    let expected = 0;
    for (let k = lo; k <= hi; k++) expected += active[k];
    if (steps !== expected) err(`header list of head ${head} has ${steps} columns, expected ${expected}`);
  };
  checkCircle(0, 1, P);
  checkCircle(N + 1, P + 1, N);
  for (let k = 1; k <= N; k++) {
    // Expected column contents: original nodes whose row has no selected-covered column.
    const expected: number[] = [];
    for (let i = colStart[k]; i < colStart[k + 1]; i++) {
      const node = colNodes[i];
      if (rowAvailable(links, coveredBySelect, node)) expected.push(node);
    }
    if (!active[k]) continue; // a covered column's own list is frozen; its rows are checked elsewhere
    let prev = k;
    let i = 0;
    for (let p = ud[2 * k + 1]; p !== k; p = ud[2 * p + 1]) {
      if (ud[2 * p] !== prev) err(`up link of node ${p} in column ${k - 1} is ${ud[2 * p]}, expected ${prev}`);
      if (top[p] !== k) err(`node ${p} in column ${k - 1} says it belongs to ${top[p] - 1}`);
      if (expected[i] !== p) {
        err(`column ${k - 1}: position ${i} holds node ${p}, expected ${expected[i] ?? 'end'}`);
        break;
      }
      prev = p;
      if (++i > expected.length) break;
    }
    if (i === expected.length && ud[2 * k] !== prev) err(`up link of column ${k - 1} head is ${ud[2 * k]}, expected ${prev}`);
    if (i !== expected.length) err(`column ${k - 1} lists ${i} nodes, expected ${expected.length}`);
    const base = k > P ? LINK_FLAGS.SECONDARY : 0;
    if (len[k] !== base + expected.length) err(`len of column ${k - 1} is ${len[k] - base}, expected ${expected.length}`);
  }
  checkSpacers(links, err);
  let zeros = 0;
  for (let k = rlink[0]; k !== 0 && zeros <= N; k = rlink[k]) if (len[k] === 0) zeros++;
  if (zeros !== links.zeros[0]) err(`zero-size counter is ${links.zeros[0]}, but ${zeros} active primary columns are empty`);
  return { ok: errors.length === 0, errors };
}
