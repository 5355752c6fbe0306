/**
 * Independent answers for the fuzz and regression tests: small checks written here, not taken from
 * lib/, so a validator of the library that says "ok" to garbage is caught (a lie) rather than trusted.
 */

const isInt = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x);
/** A value as typed: strings quoted, so '8' and 8 read differently. */
const shown = (x: unknown): string => (typeof x === 'string' ? JSON.stringify(x) : String(x));

function isArrayLike(x: unknown): x is ArrayLike<unknown> {
  return Array.isArray(x) || (ArrayBuffer.isView(x) && !(x instanceof DataView));
}

/** Why `tour` is not a knight's tour (every square once, knight moves), or null when it is one. */
export function tourProblem(tour: unknown): string | null {
  if (tour === null || typeof tour !== 'object') return 'not an object';
  const { rows, cols, path } = tour as { rows: unknown; cols: unknown; path: unknown };
  if (!isInt(rows) || !isInt(cols) || rows < 1 || cols < 1) return `rows/cols not positive integers (${shown(rows)}×${shown(cols)})`;
  if (!isArrayLike(path)) return 'path is not an array';
  const n = rows * cols;
  if (path.length !== n) return `path has ${path.length} squares, the board ${n}`;
  const seen = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const s = path[k];
    if (!isInt(s) || s < 0 || s >= n) return `path[${k}] = ${String(s)} is not a square`;
    if (seen[s]) return `square ${s} visited twice`;
    seen[s] = 1;
    if (k > 0) {
      const p = path[k - 1] as number;
      const dr = Math.abs(Math.floor(s / cols) - Math.floor(p / cols));
      const dc = Math.abs((s % cols) - (p % cols));
      if (!((dr === 1 && dc === 2) || (dr === 2 && dc === 1))) return `step ${k} (${p}→${s}) is not a knight move`;
    }
  }
  return null;
}

/** Why `tour` is not even a well-formed (possibly partial) path of squares on its board, or null. */
export function tourShapeProblem(tour: unknown): string | null {
  if (tour === null || typeof tour !== 'object') return 'not an object';
  const { rows, cols, path } = tour as { rows: unknown; cols: unknown; path: unknown };
  if (!isInt(rows) || !isInt(cols) || rows < 1 || cols < 1) return `rows/cols not positive integers (${shown(rows)}×${shown(cols)})`;
  if (!isArrayLike(path)) return 'path is not an array';
  const n = rows * cols;
  if (path.length > n) return `path has ${path.length} squares, the board ${n}`;
  for (let k = 0; k < path.length; k++) {
    const s = path[k];
    if (!isInt(s) || s < 0 || s >= n) return `path[${k}] = ${String(s)} is not a square of the ${rows}×${cols} board`;
  }
  return null;
}

/** The largest board lib/queens accepts: without n, a column beyond it is on no board. */
const LARGEST_QUEENS_BOARD = 50_000_000;

/**
 * Why `v` is not a set of non-attacking queens (1-based columns, one per row) on an n×n board, or
 * null. `complete`: one queen in every row (a solution); otherwise a prefix (k-promising).
 */
export function queensProblem(v: unknown, n: unknown, complete: boolean): string | null {
  if (!isArrayLike(v)) return 'not an array';
  // without n, a complete placement is on a v.length board; a partial one on any board the library
  // takes (lib/queens' MAX_BOARD, written out here: the oracles read nothing from lib/)
  const size = n === undefined ? (complete ? v.length : LARGEST_QUEENS_BOARD) : n;
  if (!(isInt(size) || size === Infinity) || size < (v.length === 0 ? 0 : 1)) return `n = ${String(size)} is not a board size`;
  if (complete ? v.length !== size : v.length > size) return `${v.length} queens for n = ${size}`;
  // occupancy flags: O(n), so a constructed solution of 10⁷ queens is checked in a second; the
  // earlier queen of a clash is looked up only then
  // a few queens on a huge board: sets, not flags of the board's size
  const big = Number.isFinite(size) && size <= 1e8 && size <= 4 * v.length + 1024;
  const col = big ? new Uint8Array(size + 1) : new Set<number>();
  const diag = big ? new Uint8Array(2 * size + v.length + 1) : new Set<number>();
  const anti = big ? new Uint8Array(2 * size + v.length + 1) : new Set<number>();
  const off = big ? size : 0;
  const has = (a: Uint8Array | Set<number>, k: number) => (a instanceof Uint8Array ? a[k] === 1 : a.has(k));
  const put = (a: Uint8Array | Set<number>, k: number) => (a instanceof Uint8Array ? (a[k] = 1) : a.add(k));
  for (let i = 0; i < v.length; i++) {
    const c = v[i];
    if (!isInt(c) || c < 1 || c > size) return `v[${i}] = ${String(c)} is not a column 1…${size}`;
    if (has(col, c) || has(diag, i - c + off) || has(anti, i + c)) {
      for (let j = 0; j < i; j++) {
        const d = v[j] as number;
        if (d === c) return `rows ${j + 1} and ${i + 1} share column ${c}`;
        if (Math.abs(d - c) === i - j) return `rows ${j + 1} and ${i + 1} share a diagonal`;
      }
    }
    put(col, c);
    put(diag, i - c + off);
    put(anti, i + c);
  }
  return null;
}

function sudokuCells(x: unknown, allowBlank: boolean): number[] | string {
  let cells: unknown[];
  if (typeof x === 'string') {
    const s = x.replace(/\s+/g, '');
    cells = [...s].map((ch) => (ch === '.' || ch === '0' ? 0 : /^[1-9]$/.test(ch) ? Number(ch) : NaN));
  } else if (isArrayLike(x)) cells = Array.from(x);
  else return 'not a string or an array';
  if (cells.length !== 81) return `${cells.length} cells`;
  for (let i = 0; i < 81; i++) {
    const d = cells[i];
    if (!isInt(d) || d < (allowBlank ? 0 : 1) || d > 9) return `cell ${i} = ${String(d)}`;
  }
  return cells as number[];
}

/** Why `solution` is not a solved Sudoku (matching `puzzle`'s givens, if any), or null. */
export function sudokuProblem(solution: unknown, puzzle?: unknown): string | null {
  const s = sudokuCells(solution, false);
  if (typeof s === 'string') return `solution: ${s}`;
  for (let i = 0; i < 9; i++) {
    const row = new Set<number>();
    const col = new Set<number>();
    const box = new Set<number>();
    for (let j = 0; j < 9; j++) {
      row.add(s[i * 9 + j]);
      col.add(s[j * 9 + i]);
      box.add(s[(3 * Math.floor(i / 3) + Math.floor(j / 3)) * 9 + 3 * (i % 3) + (j % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return `unit ${i} repeats a digit`;
  }
  if (puzzle !== undefined) {
    const p = sudokuCells(puzzle, true);
    if (typeof p === 'string') return `puzzle: ${p}`;
    for (let i = 0; i < 81; i++) if (p[i] !== 0 && p[i] !== s[i]) return `cell ${i} changes a given`;
  }
  return null;
}

/** A cover problem in the harness's own terms: column count, how many are primary, rows as column lists. */
export interface PlainCover {
  columns: number;
  primary: number;
  rows: number[][];
}

/** Why `chosen` is not an exact cover of `m` (primary columns once, secondary at most once), or null. */
export function coverProblem(m: PlainCover, chosen: unknown): string | null {
  if (!isArrayLike(chosen)) return 'rows is not an array';
  const hits = new Array<number>(m.columns).fill(0);
  const seen = new Set<number>();
  for (let i = 0; i < chosen.length; i++) {
    const r = chosen[i];
    if (!isInt(r) || r < 0 || r >= m.rows.length) return `row ${String(r)} is not a row of the matrix`;
    if (seen.has(r)) return `row ${r} chosen twice`;
    seen.add(r);
    for (const c of m.rows[r]) hits[c]++;
  }
  for (let c = 0; c < m.columns; c++) {
    if (c < m.primary && hits[c] !== 1) return `primary column ${c} covered ${hits[c]} times`;
    if (c >= m.primary && hits[c] > 1) return `secondary column ${c} covered ${hits[c]} times`;
  }
  return null;
}

/** The library's CoverMatrix `{ columns, primary, rows: { columns }[] }` in plain terms, or why it is not one. */
export function plainCoverOf(m: unknown): PlainCover | string {
  if (m === null || typeof m !== 'object') return 'not an object';
  const { columns, primary, rows } = m as { columns: unknown; primary: unknown; rows: unknown };
  if (!Array.isArray(columns)) return 'columns is not an array';
  if (!isInt(primary) || primary < 0 || primary > columns.length) return `primary = ${String(primary)}`;
  if (!Array.isArray(rows)) return 'rows is not an array';
  const out: number[][] = [];
  for (const row of rows) {
    const cs = row !== null && typeof row === 'object' ? (row as { columns?: unknown }).columns : undefined;
    if (!isArrayLike(cs)) return 'a row has no columns array';
    const list = Array.from(cs);
    if (!list.every((c) => isInt(c) && c >= 0 && c < columns.length) || new Set(list).size !== list.length) return `a row names columns ${String(list)}`;
    out.push(list as number[]);
  }
  return { columns: columns.length, primary, rows: out };
}

/**
 * A DancingLinksInput `{ primary, secondary?, rows }` in plain terms, or why it is not a valid one
 * (unknown or repeated column in a row, repeated name, count not an integer …).
 */
export function plainCoverOfInput(input: unknown): PlainCover | string {
  if (input === null || typeof input !== 'object') return 'not an object';
  const { primary, secondary, rows } = input as { primary: unknown; secondary: unknown; rows: unknown };
  const names: string[] = [];
  const count = (spec: unknown, what: string): number | string => {
    if (spec === undefined && what === 'secondary') return 0;
    if (isInt(spec) && spec >= 0 && spec <= 1000) {
      for (let i = 0; i < spec; i++) names.push(`#${names.length}`);
      return spec;
    }
    if (Array.isArray(spec) && spec.every((s) => typeof s === 'string')) {
      names.push(...(spec as string[]));
      return spec.length;
    }
    return `${what} = ${String(spec)}`;
  };
  const p = count(primary, 'primary');
  if (typeof p === 'string') return p;
  const s = count(secondary, 'secondary');
  if (typeof s === 'string') return s;
  const named = names.filter((n) => !n.startsWith('#'));
  if (new Set(named).size !== named.length) return 'a column name repeats';
  if (!Array.isArray(rows)) return 'rows is not an array';
  const out: number[][] = [];
  for (const row of rows) {
    if (!Array.isArray(row)) return 'a row is not an array';
    const list: number[] = [];
    for (const c of row) {
      const idx = typeof c === 'string' ? names.indexOf(c) : isInt(c) && c >= 0 && c < names.length ? c : -1;
      if (idx < 0 || (typeof c === 'string' && c.startsWith('#'))) return `a row names column ${String(c)}`;
      if (list.includes(idx)) return `a row names column ${String(c)} twice`;
      list.push(idx);
    }
    out.push(list);
  }
  return { columns: names.length, primary: p, rows: out };
}

/** Every exact cover of a small matrix (brute force over row subsets), as sorted row lists. */
export function allCovers(m: PlainCover): number[][] {
  if (m.rows.length > 16) throw new Error('allCovers: matrix too large for brute force');
  const out: number[][] = [];
  for (let mask = 0; mask < 1 << m.rows.length; mask++) {
    const chosen: number[] = [];
    for (let r = 0; r < m.rows.length; r++) if (mask & (1 << r)) chosen.push(r);
    if (coverProblem(m, chosen) === null) out.push(chosen);
  }
  return out;
}

/** Number of ways to place n non-attacking queens (OEIS A000170), n = 0 … 18; written out here, not read from lib/. */
export const QUEENS_COUNTS = [1, 1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104, 666090624];
/** Solutions up to symmetry (OEIS A002562), n = 0 … 18. */
export const QUEENS_UNIQUE = [1, 1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787, 9233, 45752, 285053, 1846955, 11977939, 83263591];
