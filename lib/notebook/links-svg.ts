/**
 * `linksSvg`: the links of a small Dancing Links structure, drawn from its `snapshot()`: column
 * headers on top (size above each, inactive ones grey), the header list linked left to right from
 * the root h, one circle per node at (its column, its row), vertical arrows following the actual
 * *down* links from each header. A node no longer reachable from its column header is drawn faded
 * and dashed — that is what *cover* does to the rows it removes.
 */
import { checkBoolean, checkInteger, checkObject, checkString, checkText, describe } from '../check';
import { labels } from '../i18n/labels';
import { escapeXml, svgOpen } from './svg-text';
import { BOARD, INK, STATE } from './palette';

/** The part of lib/exact-cover's `DancingLinks.snapshot()` the drawing reads. */
export interface LinksSnapshot {
  columns: readonly { name: string; active: boolean; size: number; down: number }[];
  nodes: readonly { id: number; row: number; column: number; down: number; right: number }[];
}

/** The snapshot, the row count and the title checked before anything is drawn. */
function checkSnapshot(snapshot: LinksSnapshot, rows: number, title: string): void {
  if (snapshot === null || typeof snapshot !== 'object' || !Array.isArray(snapshot.columns) || !Array.isArray(snapshot.nodes)) {
    const got = snapshot === null || typeof snapshot !== 'object' ? describe(snapshot) : `columns ${describe(snapshot.columns)}, nodes ${describe(snapshot.nodes)}`;
    throw new TypeError(`snapshot must be a DancingLinks snapshot ({ columns, nodes }), got ${got}`);
  }
  checkInteger('rows', rows, 0, 200);
  checkString('title', title, 200);
  const cols = snapshot.columns.length;
  // a drawing for small matrices: 200 columns are already 11 000 px wide
  if (cols > 200 || snapshot.nodes.length > 10_000) {
    throw new RangeError(`snapshot must be of a small matrix (at most 200 columns, 10000 nodes), got ${cols} columns, ${snapshot.nodes.length} nodes`);
  }
  snapshot.columns.forEach((col, c) => {
    checkObject(`snapshot.columns[${c}]`, col, '{ name, active, size, down }');
    checkText(`snapshot.columns[${c}].name`, col.name, 200);
    checkBoolean(`snapshot.columns[${c}].active`, col.active);
    checkInteger(`snapshot.columns[${c}].size`, col.size, 0);
    checkInteger(`snapshot.columns[${c}].down`, col.down, 0);
  });
  snapshot.nodes.forEach((node, i) => {
    checkObject(`snapshot.nodes[${i}]`, node, '{ id, row, column, down, right }');
    for (const key of ['id', 'down', 'right'] as const) checkInteger(`snapshot.nodes[${i}].${key}`, node[key], 0);
    checkInteger(`snapshot.nodes[${i}].row`, node.row, 0, Math.max(0, rows - 1));
    checkInteger(`snapshot.nodes[${i}].column`, node.column, 0, Math.max(0, cols - 1));
  });
}

/** Draws a snapshot; `rows` is the matrix's row count (rows without nodes still get a label). */
export function linksSvg(snapshot: LinksSnapshot, rows: number, title = ''): string {
  checkSnapshot(snapshot, rows, title);
  const cols = snapshot.columns.length;
  const W = 54, H = 46, X0 = 70, Y0 = 62, r = 9;
  const x = (c: number) => X0 + c * W;
  const y = (row: number) => Y0 + 40 + row * H;
  const byId = new Map(snapshot.nodes.map((n) => [n.id, n]));
  // Header k (1-based) is column k − 1; a column's list ends when it comes back to its header.
  const reachable = new Set<number>();
  // A column's list ends at its header; a list that never does (a cycle among the nodes) stops when
  // it comes round to a node it has seen.
  const columnList = (col: { down: number }, c: number): number[] => {
    const list: number[] = [];
    const seen = new Set<number>();
    for (let p = col.down; p !== c + 1 && byId.has(p) && !seen.has(p); p = byId.get(p)!.down) {
      seen.add(p);
      list.push(p);
    }
    return list;
  };
  snapshot.columns.forEach((col, c) => {
    for (const p of columnList(col, c)) reachable.add(p);
  });
  const width = Math.max(X0 + cols * W + 20, 12 + title.length * 7.2);
  const parts: string[] = [svgOpen(width, y(rows) + 10, title || undefined, 'font-size="12"')];
  parts.push(`<defs><marker id="links-ah" viewBox="0 0 6 6" refX="5" refY="3" markerWidth="6" markerHeight="6" orient="auto"><path d="M0,0L6,3L0,6z" fill="${BOARD.path}"/></marker></defs>`);
  if (title) parts.push(`<text x="8" y="18" font-size="14">${escapeXml(title)}</text>`);
  parts.push(`<rect x="${X0 - W - 12}" y="${Y0 - 12}" width="24" height="24" fill="${INK.grid}" stroke="${INK.outline}"/><text x="${X0 - W - 4}" y="${Y0 + 4}">h</text>`);
  let prevX = X0 - W;
  snapshot.columns.forEach((col, c) => {
    parts.push(`<rect x="${x(c) - 14}" y="${Y0 - 12}" width="28" height="24" fill="${col.active ? STATE.candidate : STATE.excluded}" stroke="${col.active ? INK.outline : INK.frame}"/>`);
    parts.push(`<text x="${x(c)}" y="${Y0 + 4}" text-anchor="middle" fill="${col.active ? INK.text : INK.faint}">${escapeXml(col.name)}</text>`);
    parts.push(`<text x="${x(c)}" y="${Y0 - 16}" text-anchor="middle" font-size="10" fill="${INK.muted}">${col.size}</text>`);
    if (col.active) {
      parts.push(`<line x1="${prevX + 14}" y1="${Y0}" x2="${x(c) - 14}" y2="${Y0}" stroke="${BOARD.path}" marker-end="url(#links-ah)"/>`);
      prevX = x(c);
    }
  });
  const rowName = labels().notebook.links.row;
  for (let row = 0; row < rows; row++) parts.push(`<text x="8" y="${y(row) + 4}" fill="${INK.muted}">${escapeXml(rowName(row))}</text>`);
  snapshot.columns.forEach((col, c) => {
    let from = Y0 + 12;
    for (const p of columnList(col, c)) {
      const n = byId.get(p)!;
      parts.push(`<line x1="${x(c)}" y1="${from}" x2="${x(c)}" y2="${y(n.row) - r}" stroke="${BOARD.path}" marker-end="url(#links-ah)"/>`);
      from = y(n.row) + r;
    }
  });
  for (const n of snapshot.nodes) {
    const on = reachable.has(n.id);
    const right = byId.get(n.right);
    if (right && right.column > n.column) {
      parts.push(`<line x1="${x(n.column) + r}" y1="${y(n.row)}" x2="${x(right.column) - r}" y2="${y(n.row)}" stroke="${INK.faint}"${on ? '' : ' stroke-dasharray="3 3"'}/>`);
    }
    parts.push(`<circle cx="${x(n.column)}" cy="${y(n.row)}" r="${r}" fill="${on ? STATE.visited : INK.paper}" stroke="${on ? BOARD.path : INK.frame}"${on ? '' : ' stroke-dasharray="3 2"'}/>`);
  }
  parts.push('</svg>');
  return parts.join('');
}
