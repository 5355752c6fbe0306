/** Notebook 04 (exact cover): Shidoku, Langford pairs, puzzle difficulty, column order against the column rule. */
import { checkerFor } from './check-exercise';
import {
  coverLinks, loadDlxText, loadSudokuSet, parseDlx, queensCover, solveSudoku, validateSudokuOfOrder, DancingLinks,
  type CoverMatrix,
} from '../exact-cover';
import { sudokuProblemText } from '../i18n/exact-cover-words';
import { A000170 } from '../queens';
import { formatCount } from '../i18n/numbers';
import { asIntegers, asNumber, asRecord, hint, pass, POINTS, type Exercise, type Text, type Verdict, collectCalls, recordedResults } from './types';

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
function readMatrix(data: unknown, what: Text): CoverMatrix | Verdict {
  const r = asRecord(data);
  const bad = hint({
    en: `${what.en} should be a cover matrix { columns, primary, rows } with rows[i].columns holding column indices`,
    es: `${what.es} debe ser una matriz de recubrimiento { columns, primary, rows } cuyas rows[i].columns contengan índices de columna`,
  });
  if (!r || !Array.isArray(r.columns) || !Array.isArray(r.rows) || !Number.isInteger(r.primary)) return bad;
  const ncols = r.columns.length;
  for (const row of r.rows) {
    const cols = asIntegers(asRecord(row)?.columns);
    if (!cols) return bad;
    const off = cols.find((c) => c < 0 || c >= ncols);
    if (off !== undefined) {
      return hint({ en: `${what.en}: a row refers to column ${off}, but there are only ${ncols} columns`, es: `${what.es}: una fila se refiere a la columna ${off}, pero solo hay ${ncols} columnas` });
    }
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
    id: '04.1', title: { en: 'the shape of the Shidoku matrix', es: 'la forma de la matriz del Shidoku' }, level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const r = asRecord(data);
      const keys = ['rows', 'columns', 'onesPerRow', 'onesPerColumn'];
      if (!r || !keys.every((k) => Number.isInteger(r[k]))) return hint({
        en: `the answer should be { ${keys.join(', ')} }, four integers`,
        es: `la respuesta debe ser { ${keys.join(', ')} }, cuatro enteros`,
      });
      // Shidoku: one row per (cell, digit), one column per constraint of four families of 4·4.
      const want: Record<string, number> = { rows: 4 * 4 * 4, columns: 4 * 16, onesPerRow: 4, onesPerColumn: 4 };
      const why: Record<string, Text> = {
        rows: { en: 'rows: one per move "digit d in cell (r, c)"', es: 'rows: una por jugada «dígito d en la celda (r, c)»' },
        columns: {
          en: 'columns: four families of constraints (cell, row–digit, column–digit, box–digit), how many of each?',
          es: 'columns: cuatro familias de restricciones (celda, fila–dígito, columna–dígito, caja–dígito), ¿cuántas de cada una?',
        },
        onesPerRow: { en: 'ones per row: how many constraints does one move meet?', es: 'unos por fila: ¿cuántas restricciones cumple una jugada?' },
        onesPerColumn: { en: 'ones per column: in how many ways can one constraint be met?', es: 'unos por columna: ¿de cuántas maneras se puede cumplir una restricción?' },
      };
      const wrong = keys.filter((k) => r[k] !== want[k]);
      if (wrong.length) return hint(why[wrong[0]]);
      return pass({
        en: 'the Sudoku construction, shrunk from 9 to 4',
        es: 'la construcción del Sudoku, reducida de 9 a 4',
      });
    },
  },
  {
    id: '04.2', title: { en: 'solve Shidoku: all the grids', es: 'resuelve el Shidoku: todas las cuadrículas' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r) return hint({
        en: 'the answer should be { matrix, count }: your Shidoku cover matrix and the number of grids it gives',
        es: 'la respuesta debe ser { matrix, count }: tu matriz de recubrimiento del Shidoku y el número de cuadrículas que da',
      });
      const m = readMatrix(r.matrix, { en: 'matrix', es: 'matrix' });
      if (!isMatrix(m)) return m;
      const rows = m.rows as unknown as { digit?: unknown; row?: unknown; col?: unknown; columns: number[] }[];
      if (!rows.every((x) => [x.digit, x.row, x.col].every(Number.isInteger))) return hint({
        en: 'label every row with its move: { digit, row, col, columns }',
        es: 'etiqueta cada fila con su jugada: { digit, row, col, columns }',
      });
      const solved = coverLinks(m).solve({ keep: 1000 });
      const grids = solved.solutions.map((s) => {
        const cells = new Array<number>(16).fill(0);
        for (const i of s) cells[4 * (rows[i].row as number) + (rows[i].col as number)] = rows[i].digit as number;
        return cells;
      });
      const bad = grids.find((g) => !validateSudokuOfOrder(g, 4).ok);
      if (bad) return hint({
        en: `your matrix lets through a grid that is not a Shidoku (${sudokuProblemText(validateSudokuOfOrder(bad, 4).problem!, 'en')}): a family of constraints is missing or wrong`,
        es: `tu matriz deja pasar una cuadrícula que no es un Shidoku (${sudokuProblemText(validateSudokuOfOrder(bad, 4).problem!, 'es')}): falta una familia de restricciones o está mal`,
      });
      if (new Set(grids.map((g) => g.join(''))).size !== grids.length) return hint({
        en: 'two covers give the same grid: are some moves listed twice?',
        es: 'dos recubrimientos dan la misma cuadrícula: ¿hay jugadas repetidas?',
      });
      if (grids.length === 0) return hint({
        en: 'your matrix has no exact cover at all: check the column of each constraint (is a box numbered right?)',
        es: 'tu matriz no tiene ningún recubrimiento exacto: revisa la columna de cada restricción (¿está bien numerada cada caja?)',
      });
      if (r.count !== solved.count) return hint({
        en: `your matrix has ${solved.count} exact covers, but count says ${JSON.stringify(r.count)}: count the solutions of your matrix`,
        es: `tu matriz tiene ${solved.count} recubrimientos exactos, pero count dice ${JSON.stringify(r.count)}: cuenta las soluciones de tu matriz`,
      });
      if (solved.count !== 288) return hint({
        en: `every grid is valid, but there are ${solved.count}; some moves are missing from the matrix (one row per cell and digit)`,
        es: `todas las cuadrículas son válidas, pero hay ${solved.count}; faltan jugadas en la matriz (una fila por celda y dígito)`,
      });
      return pass({
        en: '288 valid Shidoku grids, every one different',
        es: '288 cuadrículas de Shidoku válidas, todas distintas',
      });
    },
  },
  {
    id: '04.3', title: { en: 'Langford pairs as exact cover', es: 'los pares de Langford como recubrimiento exacto' }, level: 'apply', points: POINTS.apply,
    collect: collectCalls(() => LANGFORD_SIDES.map((n) => [n])),
    check: (data) => {
      const matrices = recordedResults(data, { en: '(n: number) => cover matrix', es: '(n: number) => matriz de recubrimiento' });
      if (!Array.isArray(matrices)) return matrices;
      for (let i = 0; i < LANGFORD_SIDES.length; i++) {
        const n = LANGFORD_SIDES[i];
        const m = readMatrix(matrices[i], { en: `langfordCover(${n})`, es: `langfordCover(${n})` });
        if (!isMatrix(m)) return m;
        if (m.primary !== 3 * n || m.columns.length !== 3 * n) return hint({
          en: `langfordCover(${n}) should have ${3 * n} primary columns: one per number 1…${n} and one per place 1…${2 * n}`,
          es: `langfordCover(${n}) debe tener ${3 * n} columnas primarias: una por número 1…${n} y una por posición 1…${2 * n}`,
        });
        const bad = m.rows.findIndex((row) => row.columns.length !== 3);
        if (bad >= 0) return hint({
          en: `langfordCover(${n}): row ${bad} has ${m.rows[bad].columns.length} ones; each row covers a number and its two places`,
          es: `langfordCover(${n}): la fila ${bad} tiene ${m.rows[bad].columns.length} unos; cada fila cubre un número y sus dos posiciones`,
        });
        const count = coverLinks(m).solve({ keep: 0 }).count;
        const knuth = new DancingLinks(parseDlx(loadDlxText(`langford${n}`))).solve({ keep: 0 }).count;
        if (count !== knuth) return hint({
          en: `langfordCover(${n}) has ${count} exact covers; Knuth's file langford${n} has ${knuth}: the two ks need exactly k numbers between them (places i and i + k + 1)`,
          es: `langfordCover(${n}) tiene ${count} recubrimientos exactos; el archivo langford${n} de Knuth tiene ${knuth}: entre los dos k debe haber exactamente k números (posiciones i e i + k + 1)`,
        });
      }
      return pass({
        en: `the counts of Knuth's langford${LANGFORD_SIDES.join(', langford')}`,
        es: `los recuentos de langford${LANGFORD_SIDES.join(', langford')} de Knuth`,
      });
    },
  },
  {
    id: '04.4', title: { en: `the hardest of the first ${HARD_COUNT} puzzles of ${HARD_SET}`, es: `el más difícil de los ${HARD_COUNT} primeros sudokus de ${HARD_SET}` }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const index = asNumber(r?.index);
      if (!r || index === undefined || !Number.isInteger(r.nodes) || typeof r.mostUpdates !== 'boolean') {
        return hint({
          en: 'the answer should be { index, nodes, mostUpdates }: the puzzle\'s index, its nodes, and whether it also needs the most updates',
          es: 'la respuesta debe ser { index, nodes, mostUpdates }: el índice del sudoku, sus nodos, y si también es el que más actualizaciones necesita',
        });
      }
      const stats = loadSudokuSet(HARD_SET).slice(0, HARD_COUNT).map((p) => solveSudoku(p, { limit: 2 }).stats);
      const hardest = stats.reduce((b, s, i) => (s.nodes > stats[b].nodes ? i : b), 0);
      const mostUpdates = stats.reduce((b, s, i) => (s.updates > stats[b].updates ? i : b), 0);
      if (!Number.isInteger(index) || index < 0 || index >= HARD_COUNT) return hint({
        en: `index should be a puzzle number 0…${HARD_COUNT - 1}`,
        es: `index debe ser un número de sudoku 0…${HARD_COUNT - 1}`,
      });
      if (r.nodes !== stats[index].nodes) return hint({
        en: `puzzle ${index} takes ${stats[index].nodes} nodes with limit: 2, not ${r.nodes}: read stats.nodes of solveSudoku(puzzle, { limit: 2 })`,
        es: `el sudoku ${index} necesita ${stats[index].nodes} nodos con limit: 2, no ${r.nodes}: lee stats.nodes de solveSudoku(puzzle, { limit: 2 })`,
      });
      if (index !== hardest) return hint({
        en: `puzzle ${index} is not the one with the most nodes among the first ${HARD_COUNT}: compare them all`,
        es: `el sudoku ${index} no es el de más nodos entre los ${HARD_COUNT} primeros: compáralos todos`,
      });
      if (r.mostUpdates !== (hardest === mostUpdates)) return hint({
        en: 'mostUpdates is wrong: find the puzzle with the most updates too, and compare',
        es: 'mostUpdates es incorrecto: busca también el sudoku con más actualizaciones, y compara',
      });
      return pass({
        en: `puzzle ${index}, ${stats[index].nodes} nodes; ${hardest === mostUpdates ? 'also' : 'not'} the most updates`,
        es: `el sudoku ${index}, ${formatCount(stats[index].nodes, 'es')} nodos; ${hardest === mostUpdates ? 'también' : 'no'} es el de más actualizaciones`,
      });
    },
  },
  {
    id: '04.5', title: { en: 'the queens matrix with its columns in plain order', es: 'la matriz de las reinas con sus columnas en orden simple' }, level: 'step', points: POINTS.step,
    collect: collectCalls(() => PLAIN_SIDES.map((n) => [n])),
    check: (data) => {
      const matrices = recordedResults(data, { en: '(n: number) => cover matrix', es: '(n: number) => matriz de recubrimiento' });
      if (!Array.isArray(matrices)) return matrices;
      for (let i = 0; i < PLAIN_SIDES.length; i++) {
        const n = PLAIN_SIDES[i];
        const m = readMatrix(matrices[i], { en: `plainQueensCover(${n})`, es: `plainQueensCover(${n})` });
        if (!isMatrix(m)) return m;
        const ref = queensCover(n);
        const want = plainColumnNames(n);
        const got = m.columns.slice(0, m.primary).map((c) => c.name);
        if (got.join(' ') !== want.join(' ')) return hint({
          en: `plainQueensCover(${n}): the primary columns should read ${want.slice(0, 4).join(' ')} … (rank and file 0 first), got ${got.slice(0, 4).join(' ')} …`,
          es: `plainQueensCover(${n}): las columnas primarias deben ser ${want.slice(0, 4).join(' ')} … (primero la fila y la columna 0), y son ${got.slice(0, 4).join(' ')} …`,
        });
        if (m.columns.length !== ref.columns.length || m.rows.length !== ref.rows.length) return hint({
          en: `plainQueensCover(${n}) should keep all ${ref.columns.length} columns and ${ref.rows.length} rows of queensCover(${n}), only reordered`,
          es: `plainQueensCover(${n}) debe conservar las ${ref.columns.length} columnas y las ${ref.rows.length} filas de queensCover(${n}), solo reordenadas`,
        });
        const refSets = new Set(ref.rows.map((row) => row.columns.map((c) => ref.columns[c].name).sort().join(' ')));
        const stray = m.rows.findIndex((row) => !refSets.has(row.columns.map((c) => m.columns[c].name).sort().join(' ')));
        if (stray >= 0) return hint({
          en: `plainQueensCover(${n}): row ${stray} no longer covers the columns of a queen: renumber rows[].columns with the new positions of the columns`,
          es: `plainQueensCover(${n}): la fila ${stray} ya no cubre las columnas de una reina: renumera rows[].columns con las nuevas posiciones de las columnas`,
        });
        const count = coverLinks(m).solve({ keep: 0 }).count;
        if (count !== A000170[n]) return hint({
          en: `plainQueensCover(${n}) has ${count} exact covers; it should have as many as queensCover(${n})`,
          es: `plainQueensCover(${n}) tiene ${count} recubrimientos exactos; debe tener tantos como queensCover(${n})`,
        });
      }
      return pass({
        en: 'same rows and columns as queensCover, primary columns in plain order',
        es: 'las mismas filas y columnas que queensCover, con las columnas primarias en orden simple',
      });
    },
  },
  {
    id: '04.6', title: { en: 'the column rule against the column order, on queens', es: 'la regla de columna frente al orden de las columnas, en las reinas' }, level: 'extend', points: POINTS.extend,
    check: (data) => {
      const r = asRecord(data);
      if (!r || !Array.isArray(r.table) || (r.matters !== 'rule' && r.matters !== 'order')) {
        return hint({
          en: "the answer should be { table, matters }: rows { n, rule, order, count, nodes } and matters = 'rule' or 'order'",
          es: "la respuesta debe ser { table, matters }: filas { n, rule, order, count, nodes } y matters = 'rule' u 'order'",
        });
      }
      const table = r.table.map(asRecord);
      for (const n of HEURISTIC_SIDES) {
        for (const rule of ['mrv', 'first'] as const) {
          for (const order of ['middle-out', 'plain'] as const) {
            const row = table.find((t) => t && t.n === n && t.rule === rule && t.order === order);
            const what = { en: `n = ${n}, rule '${rule}', order '${order}'`, es: `n = ${n}, regla '${rule}', orden '${order}'` };
            if (!row) return hint({
              en: `the table has no row for ${what.en} (12 rows: n = ${HEURISTIC_SIDES.join(', ')} × rule × order)`,
              es: `la tabla no tiene fila para ${what.es} (12 filas: n = ${HEURISTIC_SIDES.join(', ')} × regla × orden)`,
            });
            if (row.count !== A000170[n]) return hint({
              en: `${what.en}: the count should be A000170[${n}]; yours is ${JSON.stringify(row.count)}`,
              es: `${what.es}: el recuento debe ser A000170[${n}]; la tuya es ${JSON.stringify(row.count)}`,
            });
            if (row.nodes !== queensNodes(n, rule, order)) return hint({
              en: `${what.en}: ${JSON.stringify(row.nodes)} nodes is not what this search takes; count all solutions (keep: 0) and read stats.nodes`,
              es: `${what.es}: ${JSON.stringify(row.nodes)} nodos no es lo que necesita esta búsqueda; cuenta todas las soluciones (keep: 0) y lee stats.nodes`,
            });
          }
        }
      }
      if (r.matters !== whichMatters()) return hint({
        en: 'look at your table again: which change multiplies the nodes more, the rule or the order?',
        es: 'vuelve a mirar tu tabla: ¿qué cambio multiplica más los nodos, la regla o el orden?',
      });
      return pass({
        en: `the ${r.matters} matters more on queens`,
        es: `${r.matters === 'rule' ? 'la regla importa' : 'el orden importa'} más en las reinas`,
      });
    },
  },
];

/** The check cells of notebook 04: `checkExercise('04.k', answer)`. */
export const checkExercise = checkerFor(notebook04);
