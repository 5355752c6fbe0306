/** Notebook 04 (exact cover): Shidoku, Langford pairs, puzzle difficulty, column order against the column rule. */
import { checkerFor } from './check-exercise';
import {
  coverLinks, loadDlxText, loadSudokuSet, parseDlx, queensCover, solveSudoku, validateSudokuOfOrder, DancingLinks,
  type CoverMatrix,
} from '../exact-cover';
import { A000170 } from '../queens';
import { asIntegers, asNumber, asRecord, hint, pass, POINTS, type Exercise, type Verdict, collectCalls, recordedResults } from './types';

/** Sizes on which 04.3 calls the student's Langford matrix, each checked against Knuth's file of that name. */
export const LANGFORD_SIDES = [3, 4, 7];
/** Sizes on which 04.5 calls the student's plain-order queens matrix. */
export const PLAIN_SIDES = [4, 5, 8];
/** Sizes of 04.6's table. */
export const HEURISTIC_SIDES = [8, 9, 10];
/** 04.4 looks at the first puzzles of this set. */
export const HARD_SET = 'forum_hardest_1106';
export const HARD_COUNT = 100;

type Rule = 'mrv' | 'first';
type Order = 'middle-out' | 'plain';

/** A cover matrix read back from answer data, or a hint. */
function readMatrix(data: unknown, what: string): CoverMatrix | Verdict {
  const r = asRecord(data);
  const bad = hint(`${what} should be a cover matrix { columns, primary, rows } with rows[i].columns holding column indices`);
  if (!r || !Array.isArray(r.columns) || !Array.isArray(r.rows) || !Number.isInteger(r.primary)) return bad;
  const ncols = r.columns.length;
  for (const row of r.rows) {
    const cols = asIntegers(asRecord(row)?.columns);
    if (!cols) return bad;
    const off = cols.find((c) => c < 0 || c >= ncols);
    if (off !== undefined) return hint(`${what}: a row refers to column ${off}, but there are only ${ncols} columns`);
  }
  const columns = (r.columns as unknown[]).map((c, i) => ({ name: String(asRecord(c)?.name ?? `col${i}`), kind: String(asRecord(c)?.kind ?? '') }));
  return { ...(r as object), columns, primary: r.primary as number, rows: r.rows as CoverMatrix['rows'] };
}

const isMatrix = (x: CoverMatrix | Verdict): x is CoverMatrix => Array.isArray((x as CoverMatrix).rows);

/** Plain order of the queens matrix's primary columns: r0, c0, r1, c1, … (names as in queensCover). */
export function plainColumnNames(n: number): string[] {
  const m = queensCover(n);
  const name = (kind: string, i: number) => m.columns.find((c) => c.kind === kind && c.index === i)!.name;
  return Array.from({ length: n }, (_, i) => [name('rank', i), name('file', i)]).flat();
}

let heuristicCache: Map<string, number> | undefined;
/** Nodes of a full count of n-queens for a column rule and primary-column order. */
export function queensNodes(n: number, rule: Rule, order: Order): number {
  heuristicCache ??= new Map();
  const key = `${n} ${rule} ${order}`;
  if (!heuristicCache.has(key)) {
    const m = queensCover(n);
    let matrix: CoverMatrix = m;
    if (order === 'plain') {
      const names = plainColumnNames(n);
      const perm = [...names.map((nm) => m.columns.findIndex((c) => c.name === nm)), ...m.columns.map((_, i) => i).slice(m.primary)];
      const pos = new Map(perm.map((old, k) => [old, k]));
      matrix = { columns: perm.map((i) => m.columns[i]), primary: m.primary, rows: m.rows.map((r) => ({ columns: r.columns.map((c) => pos.get(c)!) })) };
    }
    heuristicCache.set(key, coverLinks(matrix).solve({ heuristic: rule, keep: 0 }).stats.nodes);
  }
  return heuristicCache.get(key)!;
}

/** 'rule' or 'order': which change multiplies the nodes more (geometric mean over the sizes). */
export function whichMatters(): 'rule' | 'order' {
  let rule = 0;
  let order = 0;
  for (const n of HEURISTIC_SIDES) {
    for (const o of ['middle-out', 'plain'] as const) rule += Math.log(queensNodes(n, 'first', o) / queensNodes(n, 'mrv', o));
    for (const h of ['mrv', 'first'] as const) order += Math.log(queensNodes(n, h, 'plain') / queensNodes(n, h, 'middle-out'));
  }
  return Math.abs(rule) >= Math.abs(order) ? 'rule' : 'order';
}

export const notebook04: Exercise[] = [
  {
    id: '04.1', title: 'the shape of the Shidoku matrix', level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const r = asRecord(data);
      const keys = ['rows', 'columns', 'onesPerRow', 'onesPerColumn'];
      if (!r || !keys.every((k) => Number.isInteger(r[k]))) return hint(`the answer should be { ${keys.join(', ')} }, four integers`);
      // Shidoku: one row per (cell, digit), one column per constraint of four families of 4·4.
      const want: Record<string, number> = { rows: 4 * 4 * 4, columns: 4 * 16, onesPerRow: 4, onesPerColumn: 4 };
      const why: Record<string, string> = {
        rows: 'rows: one per move "digit d in cell (r, c)"',
        columns: 'columns: four families of constraints (cell, row–digit, column–digit, box–digit), how many of each?',
        onesPerRow: 'ones per row: how many constraints does one move meet?',
        onesPerColumn: 'ones per column: in how many ways can one constraint be met?',
      };
      const wrong = keys.filter((k) => r[k] !== want[k]);
      if (wrong.length) return hint(why[wrong[0]]);
      return pass('the Sudoku construction, shrunk from 9 to 4');
    },
  },
  {
    id: '04.2', title: 'solve Shidoku: all the grids', level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r) return hint('the answer should be { matrix, count }: your Shidoku cover matrix and the number of grids it gives');
      const m = readMatrix(r.matrix, 'matrix');
      if (!isMatrix(m)) return m;
      const rows = m.rows as unknown as { digit?: unknown; row?: unknown; col?: unknown; columns: number[] }[];
      if (!rows.every((x) => [x.digit, x.row, x.col].every(Number.isInteger))) return hint('label every row with its move: { digit, row, col, columns }');
      const solved = coverLinks(m).solve({ keep: 1000 });
      const grids = solved.solutions.map((s) => {
        const cells = new Array<number>(16).fill(0);
        for (const i of s) cells[4 * (rows[i].row as number) + (rows[i].col as number)] = rows[i].digit as number;
        return cells;
      });
      const bad = grids.find((g) => !validateSudokuOfOrder(g, 4).ok);
      if (bad) return hint(`your matrix lets through a grid that is not a Shidoku (${validateSudokuOfOrder(bad, 4).error}): a family of constraints is missing or wrong`);
      if (new Set(grids.map((g) => g.join(''))).size !== grids.length) return hint('two covers give the same grid: are some moves listed twice?');
      if (grids.length === 0) return hint('your matrix has no exact cover at all: check the column of each constraint (is a box numbered right?)');
      if (r.count !== solved.count) return hint(`your matrix has ${solved.count} exact covers, but count says ${JSON.stringify(r.count)}: count the solutions of your matrix`);
      if (solved.count !== 288) return hint(`every grid is valid, but there are ${solved.count}; some moves are missing from the matrix (one row per cell and digit)`);
      return pass('288 valid Shidoku grids, every one different');
    },
  },
  {
    id: '04.3', title: 'Langford pairs as exact cover', level: 'apply', points: POINTS.apply,
    collect: collectCalls(() => LANGFORD_SIDES.map((n) => [n])),
    check: (data) => {
      const matrices = recordedResults(data, '(n: number) => cover matrix');
      if (!Array.isArray(matrices)) return matrices;
      for (let i = 0; i < LANGFORD_SIDES.length; i++) {
        const n = LANGFORD_SIDES[i];
        const m = readMatrix(matrices[i], `langfordCover(${n})`);
        if (!isMatrix(m)) return m;
        if (m.primary !== 3 * n || m.columns.length !== 3 * n) return hint(`langfordCover(${n}) should have ${3 * n} primary columns: one per number 1…${n} and one per place 1…${2 * n}`);
        const bad = m.rows.findIndex((row) => row.columns.length !== 3);
        if (bad >= 0) return hint(`langfordCover(${n}): row ${bad} has ${m.rows[bad].columns.length} ones; each row covers a number and its two places`);
        const count = coverLinks(m).solve({ keep: 0 }).count;
        const knuth = new DancingLinks(parseDlx(loadDlxText(`langford${n}`))).solve({ keep: 0 }).count;
        if (count !== knuth) return hint(`langfordCover(${n}) has ${count} exact covers; Knuth's file langford${n} has ${knuth}: the two ks need exactly k numbers between them (places i and i + k + 1)`);
      }
      return pass(`the counts of Knuth's langford${LANGFORD_SIDES.join(', langford')}`);
    },
  },
  {
    id: '04.4', title: `the hardest of the first ${HARD_COUNT} puzzles of ${HARD_SET}`, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const index = asNumber(r?.index);
      if (!r || index === undefined || !Number.isInteger(r.nodes) || typeof r.mostUpdates !== 'boolean') {
        return hint('the answer should be { index, nodes, mostUpdates }: the puzzle\'s index, its nodes, and whether it also needs the most updates');
      }
      const stats = loadSudokuSet(HARD_SET).slice(0, HARD_COUNT).map((p) => solveSudoku(p, { limit: 2 }).stats);
      const hardest = stats.reduce((b, s, i) => (s.nodes > stats[b].nodes ? i : b), 0);
      const mostUpdates = stats.reduce((b, s, i) => (s.updates > stats[b].updates ? i : b), 0);
      if (!Number.isInteger(index) || index < 0 || index >= HARD_COUNT) return hint(`index should be a puzzle number 0…${HARD_COUNT - 1}`);
      if (r.nodes !== stats[index].nodes) return hint(`puzzle ${index} takes ${stats[index].nodes} nodes with limit: 2, not ${r.nodes}: read stats.nodes of solveSudoku(puzzle, { limit: 2 })`);
      if (index !== hardest) return hint(`puzzle ${index} is not the one with the most nodes among the first ${HARD_COUNT}: compare them all`);
      if (r.mostUpdates !== (hardest === mostUpdates)) return hint('mostUpdates is wrong: find the puzzle with the most updates too, and compare');
      return pass(`puzzle ${index}, ${stats[index].nodes} nodes; ${hardest === mostUpdates ? 'also' : 'not'} the most updates`);
    },
  },
  {
    id: '04.5', title: 'the queens matrix with its columns in plain order', level: 'step', points: POINTS.step,
    collect: collectCalls(() => PLAIN_SIDES.map((n) => [n])),
    check: (data) => {
      const matrices = recordedResults(data, '(n: number) => cover matrix');
      if (!Array.isArray(matrices)) return matrices;
      for (let i = 0; i < PLAIN_SIDES.length; i++) {
        const n = PLAIN_SIDES[i];
        const m = readMatrix(matrices[i], `plainQueensCover(${n})`);
        if (!isMatrix(m)) return m;
        const ref = queensCover(n);
        const want = plainColumnNames(n);
        const got = m.columns.slice(0, m.primary).map((c) => c.name);
        if (got.join(' ') !== want.join(' ')) return hint(`plainQueensCover(${n}): the primary columns should read ${want.slice(0, 4).join(' ')} … (rank and file 0 first), got ${got.slice(0, 4).join(' ')} …`);
        if (m.columns.length !== ref.columns.length || m.rows.length !== ref.rows.length) return hint(`plainQueensCover(${n}) should keep all ${ref.columns.length} columns and ${ref.rows.length} rows of queensCover(${n}), only reordered`);
        const refSets = new Set(ref.rows.map((row) => row.columns.map((c) => ref.columns[c].name).sort().join(' ')));
        const stray = m.rows.findIndex((row) => !refSets.has(row.columns.map((c) => m.columns[c].name).sort().join(' ')));
        if (stray >= 0) return hint(`plainQueensCover(${n}): row ${stray} no longer covers the columns of a queen: renumber rows[].columns with the new positions of the columns`);
        const count = coverLinks(m).solve({ keep: 0 }).count;
        if (count !== A000170[n]) return hint(`plainQueensCover(${n}) has ${count} exact covers; it should have as many as queensCover(${n})`);
      }
      return pass('same rows and columns as queensCover, primary columns in plain order');
    },
  },
  {
    id: '04.6', title: 'the column rule against the column order, on queens', level: 'extend', points: POINTS.extend,
    check: (data) => {
      const r = asRecord(data);
      if (!r || !Array.isArray(r.table) || (r.matters !== 'rule' && r.matters !== 'order')) {
        return hint("the answer should be { table, matters }: rows { n, rule, order, count, nodes } and matters = 'rule' or 'order'");
      }
      const table = r.table.map(asRecord);
      for (const n of HEURISTIC_SIDES) {
        for (const rule of ['mrv', 'first'] as const) {
          for (const order of ['middle-out', 'plain'] as const) {
            const row = table.find((t) => t && t.n === n && t.rule === rule && t.order === order);
            const what = `n = ${n}, rule '${rule}', order '${order}'`;
            if (!row) return hint(`the table has no row for ${what} (12 rows: n = ${HEURISTIC_SIDES.join(', ')} × rule × order)`);
            if (row.count !== A000170[n]) return hint(`${what}: the count should be A000170[${n}]; yours is ${JSON.stringify(row.count)}`);
            if (row.nodes !== queensNodes(n, rule, order)) return hint(`${what}: ${JSON.stringify(row.nodes)} nodes is not what this search takes; count all solutions (keep: 0) and read stats.nodes`);
          }
        }
      }
      if (r.matters !== whichMatters()) return hint('look at your table again: which change multiplies the nodes more, the rule or the order?');
      return pass(`the ${r.matters} matters more on queens`);
    },
  },
];

/** The check cells of notebook 04: `checkExercise('04.k', answer)`. */
export const checkExercise = checkerFor(notebook04);
