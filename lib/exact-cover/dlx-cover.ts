/**
 * Knuth's cover and uncover (TAOCP 7.2.2.1, as in his DLX1): the two moves Algorithm X makes on the
 * links of dlx-links.ts, written once, here. The readable search (dlx-reference.ts), the teaching
 * API and selected rows (DancingLinks in dlx.ts), the step generator (trace.ts) and the unwinding
 * of a stopped search all use them. The fast search (dlx-search.ts) runs an inlined copy, which
 * test/exact-cover-knuth.test.ts checks against these (the same updates, nodes and solutions).
 *
 * Besides Knuth's links and sizes they keep the structure's two extras (pictured in dlx-links.ts):
 * the COVERED flag in len[] of a covered item, and the count in zeros[0] of active primary items
 * with no rows left. The fast search relies on both, so they hold after every move, whoever makes it.
 */

import { LINK_FLAGS, type Links } from './dlx-links';

const { COVERED } = LINK_FLAGS;

/**
 * hide(p): unlink every other node q of p's row from its column; returns the updates (one per node).
 * It goes right from p; at the spacer after the row (top ≤ 0) it jumps up to the row's first node.
 */
function hide(links: Links, p: number): number {
  const { ud, top, len, zeros } = links;
  let updates = 0;
  for (let q = p + 1; q !== p; ) {
    const x = top[q];
    if (x <= 0) {
      q = ud[2 * q];
      continue;
    }
    const u = ud[2 * q];
    const d = ud[2 * q + 1];
    ud[2 * u + 1] = d; // q.up.down ← q.down
    ud[2 * d] = u; // q.down.up ← q.up
    if (--len[x] === 0) zeros[0]++;
    updates++;
    q++;
  }
  return updates;
}

/**
 * unhide(p): the inverse of hide(p), going left; at the spacer before the row it jumps down to the
 * row's last node. Each q still knows its neighbours, so it relinks between them.
 */
function unhide(links: Links, p: number): void {
  const { ud, top, len, zeros } = links;
  for (let q = p - 1; q !== p; ) {
    const x = top[q];
    if (x <= 0) {
      q = ud[2 * q + 1];
      continue;
    }
    const u = ud[2 * q];
    const d = ud[2 * q + 1];
    ud[2 * u + 1] = q; // q.up.down ← q
    ud[2 * d] = q; // q.down.up ← q
    if (len[x]++ === 0) zeros[0]--;
    q--;
  }
}

/**
 * cover(i): hide every row through item i, top down, and unlink i from its item list; returns the
 * updates (one for i, one per node hidden). i's own nodes stay linked to each other: that is what
 * lets uncover walk back up i and find every row it hid.
 */
export function cover(links: Links, i: number): number {
  const { llink, rlink, len, ud, zeros } = links;
  let updates = 1;
  for (let p = ud[2 * i + 1]; p !== i; p = ud[2 * p + 1]) updates += hide(links, p);
  const l = llink[i];
  const r = rlink[i];
  rlink[l] = r; // i.left.right ← i.right
  llink[r] = l; // i.right.left ← i.left
  if (len[i] === 0) zeros[0]--; // an empty item leaves the active list
  len[i] += COVERED; // i's size cannot change while it is covered: every row through it is hidden
  return updates;
}

/** uncover(i): the exact inverse of cover(i): unhide i's rows bottom up, then relink i. */
export function uncover(links: Links, i: number): void {
  const { llink, rlink, len, ud, zeros } = links;
  for (let p = ud[2 * i]; p !== i; p = ud[2 * p]) unhide(links, p);
  len[i] -= COVERED;
  if (len[i] === 0) zeros[0]++;
  rlink[llink[i]] = i; // i.left.right ← i
  llink[rlink[i]] = i; // i.right.left ← i
}

/** Step X5's move: cover the items of node x's row other than x's own, going right from x (as hide goes); returns the updates. */
export function coverOthers(links: Links, x: number): number {
  const { top, ud } = links;
  let updates = 0;
  for (let p = x + 1; p !== x; ) {
    const j = top[p];
    if (j <= 0) {
      p = ud[2 * p];
    } else {
      updates += cover(links, j);
      p++;
    }
  }
  return updates;
}

/** Step X6's move: undo {@link coverOthers}(links, x), going left (as unhide goes). */
export function uncoverOthers(links: Links, x: number): void {
  const { top, ud } = links;
  for (let p = x - 1; p !== x; ) {
    const j = top[p];
    if (j <= 0) {
      p = ud[2 * p + 1];
    } else {
      uncover(links, j);
      p--;
    }
  }
}

/**
 * Undo a search that stopped part-way, as X6–X8 would without trying further rows: uncover
 * `column` if it is an item (≥ 1) covered at level `depth` with no row tried there, then take
 * back the rows choice[depth − 1] … choice[0] and the items they were chosen in.
 */
export function unwind(links: Links, choice: Int32Array, depth: number, column: number): void {
  if (column > 0) uncover(links, column);
  for (let level = depth - 1; level >= 0; level--) {
    const x = choice[level];
    uncoverOthers(links, x);
    uncover(links, links.top[x]);
  }
}
