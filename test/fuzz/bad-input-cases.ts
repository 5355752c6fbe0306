/**
 * The regression cases of issue 13, one per example in its text. Each runs in a fuzz child process
 * (see ../bad-input.test.ts, which gives each its time limit) and throws when the library's answer
 * is neither right nor a clear refusal. Library functions are looked up by name in each folder's
 * public index at run time, so a rename fails one case with a message saying so, instead of the
 * whole file failing to load; where a function has moved, change its folder or name in `lib()`.
 */
import { judgeError } from './judge';
import { allCovers, coverProblem, queensProblem, sudokuProblem, tourProblem, type PlainCover } from './oracles';
import type { Spec } from './values';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Folder = 'knight' | 'queens' | 'exact-cover' | 'notebook' | `knight/${string}` | `queens/${string}`;

/** An export of lib/<folder>/index (or of lib/<folder/file> for an internal), by name; fails the case, saying so, when it is no longer there. */
function lib(folder: Folder, name: string): any {
  const ns = require(folder.includes('/') ? `../../lib/${folder}` : `../../lib/${folder}/index`) as Record<string, unknown>;
  if (!(name in ns)) throw new Error(`${name} is not exported by lib/${folder} any more (renamed or moved? update test/fuzz/bad-input-cases.ts)`);
  return ns[name];
}

class CaseFailure extends Error {
  override name = 'CaseFailure';
}

function fail(message: string): never {
  throw new CaseFailure(message);
}

/** Issue 13, item 4: a size refused before allocation says how many bytes it would need. */
const SAYS_BYTES = /\d\s*(B|kB|MB|GB|TB|PB|bytes)\b/;

/** The call must throw a TypeError/RangeError naming one of `names` (not the engine's own words), whose message matches `mustSay` if given. */
function refused(what: string, call: () => unknown, names: string[], mustSay?: RegExp, args: Spec[] = []): string {
  let value: unknown;
  try {
    value = call();
  } catch (e) {
    const j = judgeError(e, new Set(names), args);
    if (j.verdict !== 'ok') fail(`${what}: ${j.verdict} — ${j.detail}`);
    if (mustSay && !mustSay.test((e as Error).message)) fail(`${what}: the refusal does not say ${mustSay}: ${(e as Error).message}`);
    return (e as Error).message;
  }
  return fail(`${what}: returned ${short(value)} instead of refusing (a refusal must name ${names.join(' or ')})`);
}

/** The call returns a result `check` accepts (null = fine), or throws a clear error naming one of `names` (and matching `mustSay`, if given). */
function rightOrRefused<T>(what: string, call: () => T, names: string[], check: (result: T) => string | null, mustSay?: RegExp): void {
  let value: T;
  try {
    value = call();
  } catch (e) {
    const j = judgeError(e, new Set(names), []);
    if (j.verdict !== 'ok') fail(`${what}: ${j.verdict} — ${j.detail}`);
    if (mustSay && !mustSay.test((e as Error).message)) fail(`${what}: the refusal does not say ${mustSay}: ${(e as Error).message}`);
    return;
  }
  const why = check(value);
  if (why) fail(`${what}: returned a wrong answer without an error: ${why}`);
}

/** A refusal because of an object's state: any Error, in words (not the engine's). */
function stateRefusalOk(what: string, e: unknown): void {
  const j = judgeError(e, new Set(), [], true);
  if (j.verdict !== 'ok') fail(`${what}: ${j.verdict} — ${j.detail}`);
}

function short(x: unknown): string {
  try {
    const s = JSON.stringify(x, (_k, v) => (ArrayBuffer.isView(v) ? `${v.constructor.name}(${(v as unknown as ArrayLike<number>).length})` : v));
    return s === undefined ? String(x) : s.length > 200 ? `${s.slice(0, 200)}…` : s;
  } catch {
    return String(x);
  }
}

const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
/**
 * No two givens clash and no unit lacks a place for a digit, yet there is no solution: r9c7 and r9c8
 * can each only hold a 7 (8 and 9 are above them in their columns, 1–6 are in row 9). Knuth's rule
 * sees it at once; 'first' fills rows 1–8 in every way before it gets there.
 */
const IMPOSSIBLE = (() => {
  const cells = new Array<string>(81).fill('.');
  const give = (r: number, c: number, d: number) => (cells[(r - 1) * 9 + (c - 1)] = String(d));
  give(1, 7, 8);
  give(2, 7, 9);
  give(4, 8, 8);
  give(5, 8, 9);
  for (let c = 1; c <= 6; c++) give(9, c, c);
  return cells.join('');
})();

/** Two solutions: rows {0, 1} and {2}. */
const TWO_WAYS = { primary: 2, rows: [[0], [1], [0, 1]] };
const TWO_WAYS_PLAIN: PlainCover = { columns: 2, primary: 2, rows: [[0], [1], [0, 1]] };

function solveCheck(plain: PlainCover, selected: number[] = []) {
  return (res: any): string | null => {
    const truth = allCovers(plain).filter((c) => selected.every((s) => c.includes(s))).length;
    for (const s of res?.solutions ?? []) {
      const why = coverProblem(plain, s);
      if (why) return `solution [${s}] is not an exact cover: ${why}`;
    }
    if (res?.status === 'complete' && res.count !== truth) return `status 'complete', count ${res.count}; there are ${truth}`;
    return null;
  };
}

function sanityOk(dlx: any, what: string): void {
  const s = dlx.sanity();
  if (!s.ok) fail(`${what}: the links are corrupted afterwards (sanity: ${s.errors.slice(0, 2).join('; ')})`);
}

/** Milliseconds allowed for a call that must answer "in the time a notebook cell should take". */
export const CELL_MS = 20_000;

export interface Case {
  /** the required behaviour, as the test title */
  says: string;
  /** time limit for the whole case (the child is killed past it: a hang fails, never stalls) */
  limitMs: number;
  run: () => unknown;
}

export const CASES: Record<string, Case> = {
  // ---- aborts ---------------------------------------------------------------------------------
  'pathTo-cycle': {
    says: 'queens pathTo on nodes whose parents form a cycle: refused, naming the nodes or the id (no abort)',
    limitMs: 10_000,
    run: () => {
      const nodes = [
        { id: 0, parent: 1, vector: [], status: 'promising' },
        { id: 1, parent: 0, vector: [1], status: 'promising' },
      ];
      refused('pathTo(cyclic nodes, 0)', () => lib('queens', 'pathTo')(nodes, 0), ['nodes', 'id', 'parent']);
    },
  },
  'stepLabels-1e9': {
    says: 'notebook stepLabels([0], 1e9): refused before allocating, naming squares and the bytes needed (or a right answer) — never out of heap',
    limitMs: 10_000,
    run: () => {
      rightOrRefused('stepLabels([0], 1e9)', () => lib('notebook', 'stepLabels')([0], 1e9), ['squares'], (r: any) => (r?.length === 1e9 && r[0] === 1 ? null : `length ${r?.length}`), SAYS_BYTES);
    },
  },
  'tourToGrid-huge': {
    says: 'knight tourToGrid of a 10⁷×10⁷ empty path: refused before allocating, naming the size and the bytes needed (no abort)',
    limitMs: 10_000,
    run: () => {
      refused('tourToGrid({ rows: 1e7, cols: 1e7, path: new Int32Array(0) })', () => lib('knight', 'tourToGrid')({ rows: 1e7, cols: 1e7, path: new Int32Array(0) }), ['rows', 'cols', 'tour', 'grid', '10000000×10000000'], SAYS_BYTES);
    },
  },

  // ---- lies -----------------------------------------------------------------------------------
  'dlx-half-consumed-steps-then-solve': {
    says: 'exact-cover: a half-consumed algorithmXSteps generator, then solve() on the same DancingLinks: both solutions, or a refusal',
    limitMs: 10_000,
    run: () => {
      const DancingLinks = lib('exact-cover', 'DancingLinks');
      const dlx = new DancingLinks(TWO_WAYS);
      const steps = lib('exact-cover', 'algorithmXSteps')(dlx);
      steps.next();
      steps.next();
      let res: any;
      try {
        res = dlx.solve();
      } catch (e) {
        stateRefusalOk('solve() during a step generator', e);
        return;
      }
      const why = solveCheck(TWO_WAYS_PLAIN)(res);
      if (why) fail(`solve() after two steps of algorithmXSteps: ${why}`);
      if (res.count !== 2) fail(`solve() after two steps of algorithmXSteps: count ${res.count} (status ${res.status}); there are 2`);
    },
  },
  'sudoku-cover-then-solve': {
    says: "exact-cover: sudokuLinks().coverColumn(5), then solveSudoku on a valid puzzle: its one solution, or a refusal (not 'count 0, complete')",
    limitMs: CELL_MS,
    run: () => {
      const links = lib('exact-cover', 'sudokuLinks')();
      try {
        links.coverColumn(5);
      } catch (e) {
        stateRefusalOk('coverColumn(5) on the shared Sudoku matrix', e);
        return;
      }
      rightOrRefused('solveSudoku(PUZZLE) after coverColumn(5)', () => lib('exact-cover', 'solveSudoku')(PUZZLE), ['puzzle'], (r: any) => {
        if (r?.count !== 1 || r.solutions?.length !== 1) return `count ${r?.count}, status ${r?.status}; the puzzle has exactly one solution`;
        return sudokuProblem(r.solutions[0], PUZZLE);
      });
    },
  },
  'dlx-unbalanced-uncover': {
    says: 'exact-cover: uncoverColumn without a cover, and uncovers out of LIFO order, are refused — never a silently corrupted matrix',
    limitMs: 10_000,
    run: () => {
      const DancingLinks = lib('exact-cover', 'DancingLinks');
      const a = new DancingLinks(TWO_WAYS);
      try {
        a.uncoverColumn(0);
        sanityOk(a, 'uncoverColumn(0) without coverColumn(0)');
        const why = solveCheck(TWO_WAYS_PLAIN)(a.solve());
        if (why) fail(`uncoverColumn(0) without a cover, then solve(): ${why}`);
      } catch (e) {
        if (e instanceof CaseFailure) throw e;
        stateRefusalOk('uncoverColumn(0) without a cover', e);
      }
      const b = new DancingLinks({ primary: 3, rows: [[0, 1], [1, 2], [0], [2]] });
      b.coverColumn(0);
      b.coverColumn(1);
      try {
        b.uncoverColumn(0);
        b.uncoverColumn(1);
        sanityOk(b, 'cover 0, cover 1, uncover 0, uncover 1');
      } catch (e) {
        if (e instanceof CaseFailure) throw e;
        stateRefusalOk('uncover out of order', e);
      }
    },
  },
  'validateSudoku-5.5': {
    says: 'exact-cover validateSudoku: a grid with 5.5 as a digit is not ok (or refused, naming the solution)',
    limitMs: 10_000,
    run: () => {
      const solved = '534678912672195348198342567859761423426913756713284691961537284287419635345286179';
      const cells = [...solved].map(Number);
      cells[0] = 5.5;
      rightOrRefused('validateSudoku([5.5, 3, 4, …])', () => lib('exact-cover', 'validateSudoku')(cells), ['solution', 'grid', 'cells'], (r: any) => (r?.ok === false ? null : `ok: ${r?.ok}`));
    },
  },
  'isExactCover-column-7': {
    says: 'exact-cover isExactCover: a row naming column 7 of a 1-column matrix is not an exact cover (or refused, naming the matrix)',
    limitMs: 10_000,
    run: () => {
      const m = { columns: [{ name: 'a', kind: 'x' }], primary: 1, rows: [{ columns: [0, 7] }] };
      rightOrRefused('isExactCover(1-column matrix, [0])', () => lib('exact-cover', 'isExactCover')(m, [0]), ['m', 'matrix', 'rows', 'columns'], (r: any) => (r?.ok === false ? null : `ok: ${r?.ok}`));
    },
  },
  'explicitViolation-NaN': {
    says: 'queens explicitViolation([1, 2], NaN): a violation, or a refusal naming n — not "no violation"',
    limitMs: 10_000,
    run: () => {
      rightOrRefused('explicitViolation([1, 2], NaN)', () => lib('queens/placement', 'explicitViolation')([1, 2], NaN), ['n'], (r: unknown) => (typeof r === 'string' && r.length > 0 ? null : `returned ${short(r)}`));
    },
  },
  'solve-limit-1.5': {
    says: 'exact-cover DancingLinks.solve({ limit: 1.5 }): refused naming limit (or at most one solution) — not 2',
    limitMs: 10_000,
    run: () => {
      const dlx = new (lib('exact-cover', 'DancingLinks'))(TWO_WAYS);
      rightOrRefused('solve({ limit: 1.5 })', () => dlx.solve({ limit: 1.5 }), ['limit'], (r: any) => (r?.count <= 1 ? solveCheck(TWO_WAYS_PLAIN)(r) : `count ${r?.count}, status ${r?.status}`));
    },
  },
  'dlx-format-round-trip-space': {
    says: 'exact-cover parseDlx(formatDlx(p)) gives p back for an item name with a space, or formatDlx refuses that name',
    limitMs: 10_000,
    run: () => {
      const problem = { primary: ['a b', 'c'], secondary: [], rows: [['a b'], ['c'], ['a b', 'c']] };
      let text: string;
      try {
        text = lib('exact-cover', 'formatDlx')(problem);
      } catch (e) {
        const j = judgeError(e, new Set(['primary', 'name', 'item', 'problem']), []);
        if (j.verdict !== 'ok') fail(`formatDlx with an item "a b": ${j.verdict} — ${j.detail}`);
        return;
      }
      const back = lib('exact-cover', 'parseDlx')(text);
      const same = JSON.stringify(back.primary) === JSON.stringify(problem.primary) && JSON.stringify(back.rows) === JSON.stringify(problem.rows);
      if (!same) fail(`formatDlx → parseDlx changed the problem: primary ${short(back.primary)}, rows ${short(back.rows)} (text ${JSON.stringify(text)})`);
    },
  },
  'makeTour-garbage': {
    says: "knight makeTour(2.5, 5, [1.7, 'x', NaN, 2**31]): refused, naming rows or path — no \"path\" of garbage",
    limitMs: 10_000,
    run: () => {
      refused("makeTour(2.5, 5, [1.7, 'x', NaN, 2**31])", () => lib('knight/tour', 'makeTour')(2.5, 5, [1.7, 'x', NaN, 2 ** 31]), ['rows', 'path']);
      refused("makeTour(5, 5, [1.7, 'x', NaN, 2**31])", () => lib('knight/tour', 'makeTour')(5, 5, [1.7, 'x', NaN, 2 ** 31]), ['path']);
    },
  },
  'searchTours-off-board': {
    says: "knight searchTours from an off-board start: refused naming start — not 'complete, 0 tours'",
    limitMs: 10_000,
    run: () => {
      const o = { order: 'fixed', closed: false, maxNodes: 100_000, seed: 1, countAll: false };
      refused('searchTours(5, 5, 25, …)', () => lib('knight/backtrack-engine', 'searchTours')(5, 5, 25, o), ['start']);
      refused('searchTours(5, 5, -1, …)', () => lib('knight/backtrack-engine', 'searchTours')(5, 5, -1, o), ['start']);
    },
  },
  'tables-frozen': {
    says: 'exported tables A000170, PENTOMINOES (and its shapes), STATUS_COLORS cannot be changed by a caller',
    limitMs: 10_000,
    run: () => {
      const tables: [string, Folder, string, (t: any) => void][] = [
        ['A000170', 'queens', 'A000170', (t) => { t[8] = 0; t.push(1); }],
        ['PENTOMINOES', 'exact-cover', 'PENTOMINOES', (t) => { t.I = []; }],
        ['PENTOMINOES.X', 'exact-cover', 'PENTOMINOES', (t) => { t.X[0][0] = 9; t.X.push([0, 0]); }],
        ['STATUS_COLORS', 'notebook', 'STATUS_COLORS', (t) => { t.solution = 'red'; t.extra = 'x'; }],
      ];
      const changed: string[] = [];
      for (const [label, folder, name, change] of tables) {
        const t = lib(folder, name);
        const before = JSON.stringify(t);
        try {
          change(t);
        } catch {
          // frozen: assignment throws in strict code
        }
        if (JSON.stringify(t) !== before) changed.push(label);
      }
      if (changed.length) fail(`changed by assignment: ${changed.join(', ')}`);
    },
  },

  // ---- hangs ----------------------------------------------------------------------------------
  'countQueens-maxMs': {
    says: 'queens countQueens(20, { maxMs: 1000 }) honours its budget: returns (status budget) within seconds',
    limitMs: 10_000,
    run: () => {
      rightOrRefused('countQueens(20, { maxMs: 1000 })', () => lib('queens', 'countQueens')(20, { maxMs: 1000 }), ['maxMs', 'n'], (r: any) => (r?.status === 'budget' || r?.count === 39029188884 ? null : `status ${r?.status}, count ${r?.count}`));
    },
  },
  'countQueens-17-unasked': {
    says: 'queens countQueens(17) without a budget: refused with an estimate, or answered (95815104) in the time of a notebook cell',
    limitMs: CELL_MS,
    run: () => {
      rightOrRefused('countQueens(17)', () => lib('queens', 'countQueens')(17), ['n', 'maxMs'], (r: any) => (r?.status === 'budget' || r?.count === 95815104 ? null : `status ${r?.status}, count ${r?.count}`));
    },
  },
  'countUnique-maxMs': {
    says: "queens countUnique(20, { maxMs: 1000 }) honours maxMs (status budget) or refuses the option by name — never drops it (a refusal saying 'pass a budget' drops it)",
    limitMs: 10_000,
    run: () => {
      const call = () => lib('queens', 'countUnique')(20, { maxMs: 1000 });
      try {
        const r = call();
        if (r?.status !== 'budget') fail(`countUnique(20, { maxMs: 1000 }): status ${r?.status}, unique ${r?.unique} — the budget was not honoured`);
      } catch (e) {
        if (e instanceof CaseFailure) throw e;
        const message = refused('countUnique(20, { maxMs: 1000 })', () => { throw e; }, ['maxMs']);
        // refusing because no budget was given, when one was, drops maxMs in silence
        if (/pass a budget|such as \{ maxMs/.test(message)) fail(`countUnique(20, { maxMs: 1000 }) refused as if no maxMs were given: ${message}`);
      }
    },
  },
  'traceSearch-bfs-16': {
    says: "queens traceSearch(16, 'bfs') ends within its default node budget in the time of a notebook cell",
    limitMs: CELL_MS,
    run: () => {
      rightOrRefused("traceSearch(16, 'bfs')", () => lib('queens', 'traceSearch')(16, 'bfs'), ['n', 'maxNodes'], (r: any) => {
        for (const v of r?.solutions ?? []) if (queensProblem(v, 16, true)) return `solution ${v}: ${queensProblem(v, 16, true)}`;
        return ['found', 'budget'].includes(r?.status) ? null : `status ${r?.status}`;
      });
    },
  },
  'traceSearch-bfs-12-all': {
    says: "queens traceSearch(12, 'bfs', { stopAt: 'all' }) ends within its default node budget in the time of a notebook cell",
    limitMs: CELL_MS,
    run: () => {
      rightOrRefused("traceSearch(12, 'bfs', { stopAt: 'all' })", () => lib('queens', 'traceSearch')(12, 'bfs', { stopAt: 'all' }), ['n', 'maxNodes'], (r: any) =>
        r?.status === 'budget' || (r?.status === 'complete' && r.solutions?.length === 14200) ? null : `status ${r?.status}, ${r?.solutions?.length} solutions`,
      );
    },
  },
  'dlx-solve-default-budget': {
    says: "exact-cover DancingLinks.solve({ heuristic: 'first' }) on an impossible Sudoku: a default budget ends it (status budget) in the time of a notebook cell",
    limitMs: CELL_MS,
    run: () => {
      const cover = lib('exact-cover', 'sudokuCover')();
      const dlx = new (lib('exact-cover', 'DancingLinks'))({ primary: cover.columns.map((c: any) => c.name), rows: cover.rows.map((r: any) => r.columns) });
      const index = lib('exact-cover', 'sudokuRowIndex');
      [...IMPOSSIBLE].forEach((ch, i) => {
        if (ch !== '.') dlx.select(index(Number(ch), Math.floor(i / 9), i % 9));
      });
      rightOrRefused("solve({ heuristic: 'first' })", () => dlx.solve({ heuristic: 'first' }), ['maxNodes', 'heuristic'], (r: any) => (r?.count === 0 && ['budget', 'complete'].includes(r?.status) ? null : `count ${r?.count}, status ${r?.status}`));
    },
  },
  'solveSudoku-default-budget': {
    says: "exact-cover solveSudoku(impossible puzzle, { heuristic: 'first' }): no solution, within a default budget, in the time of a notebook cell",
    limitMs: CELL_MS,
    run: () => {
      rightOrRefused("solveSudoku(IMPOSSIBLE, { heuristic: 'first' })", () => lib('exact-cover', 'solveSudoku')(IMPOSSIBLE, { heuristic: 'first' }), ['heuristic', 'maxNodes', 'puzzle'], (r: any) =>
        r?.count === 0 && ['budget', 'complete'].includes(r?.status) ? null : `count ${r?.count}, status ${r?.status}`,
      );
    },
  },
  'countTours-8x8': {
    says: 'knight countTours(8, 8) on its default budget returns (status budget) well under a minute',
    limitMs: CELL_MS,
    run: () => {
      rightOrRefused('countTours(8, 8)', () => lib('knight', 'countTours')(8, 8), ['rows', 'cols', 'maxNodes'], (r: any) => (['budget', 'complete'].includes(r?.status) ? null : `status ${r?.status}`));
    },
  },
  'backtrackTour-50x50-fixed': {
    says: "knight backtrackTour(50, 50, 1, { order: 'fixed', restarts: false }) ends (found, or budget) in the time of a notebook cell",
    limitMs: CELL_MS,
    run: () => {
      rightOrRefused("backtrackTour(50, 50, 1, { order: 'fixed', restarts: false })", () => lib('knight', 'backtrackTour')(50, 50, 1, { order: 'fixed', restarts: false }), ['rows', 'cols', 'maxNodes'], (r: any) =>
        r?.status === 'found' ? tourProblem(r.tour) : r?.status === 'budget' ? null : `status ${r?.status}`,
      );
    },
  },
  'estimateCountSeconds-Infinity': {
    says: 'queens estimateCountSeconds(Infinity): refused naming n, at once',
    limitMs: 10_000,
    run: () => {
      refused('estimateCountSeconds(Infinity)', () => lib('queens', 'estimateCountSeconds')(Infinity), ['n']);
    },
  },
  'formatPlacement-huge': {
    says: 'queens formatPlacement with a board it cannot draw (n = 10⁶, 10¹² characters): refused naming n and the bytes needed, before building the text',
    limitMs: 10_000,
    run: () => {
      refused('formatPlacement([1], 1e6)', () => lib('queens/placement', 'formatPlacement')([1], 1e6), ['n'], SAYS_BYTES);
    },
  },
  'degreeMap-huge': {
    says: 'knight degreeMap(10⁵, 10⁵): refused naming the size and the bytes needed (10¹⁰), before allocating',
    limitMs: 10_000,
    run: () => {
      refused('degreeMap(1e5, 1e5)', () => lib('knight', 'degreeMap')(1e5, 1e5), ['rows', 'cols', '100000×100000'], SAYS_BYTES);
    },
  },

  // ---- raw errors and unclear messages --------------------------------------------------------
  'null-options': {
    says: 'null as the options object: refused naming options (or taken as no options) — never "Cannot read properties of null"',
    limitMs: CELL_MS,
    run: () => {
      const calls: [string, () => unknown][] = [
        ['warnsdorffTour(5, 5, 0, null)', () => lib('knight', 'warnsdorffTour')(5, 5, 0, null)],
        ['backtrackTour(5, 5, 0, null)', () => lib('knight', 'backtrackTour')(5, 5, 0, null)],
        ['divideAndConquerTour(6, 6, null)', () => lib('knight', 'divideAndConquerTour')(6, 6, null)],
        ['countTours(3, 4, null)', () => lib('knight', 'countTours')(3, 4, null)],
        ["traceSearch(4, 'dfs', null)", () => lib('queens', 'traceSearch')(4, 'dfs', null)],
        ['countQueens(8, null)', () => lib('queens', 'countQueens')(8, null)],
        ['conflicts([1, 3], null)', () => lib('queens', 'conflicts')([1, 3], null)],
        ['solveSudoku(PUZZLE, null)', () => lib('exact-cover', 'solveSudoku')(PUZZLE, null)],
        ['new DancingLinks(…).solve(null)', () => new (lib('exact-cover', 'DancingLinks'))(TWO_WAYS).solve(null)],
        ['pentominoCover(3, 20, null)', () => lib('exact-cover', 'pentominoCover')(3, 20, null)],
        ['timeIt(() => 1, null)', () => lib('notebook', 'timeIt')(() => 1, null)],
      ];
      const bad: string[] = [];
      for (const [text, call] of calls) {
        try {
          const r = call() as any;
          if (r?.tour && tourProblem(r.tour)) bad.push(`${text}: invalid tour`);
        } catch (e) {
          const j = judgeError(e, new Set(['options', 'opts', 'o']), []);
          if (j.verdict !== 'ok') bad.push(`${text}: ${j.verdict} — ${j.detail}`);
        }
      }
      if (bad.length) fail(`${bad.length} of ${calls.length}:\n  ${bad.join('\n  ')}`);
    },
  },
  'wrong-main-argument': {
    says: 'a wrong type for the main argument: refused naming it — never "x.subarray is not a function" and the like',
    limitMs: CELL_MS,
    run: () => {
      // a validator may answer instead of refusing: { ok: false, problem: { kind } } (data, worded by lib/i18n) is right for a non-tour
      const validator = (r: any) => r?.ok === false && (typeof r.problem?.kind === 'string' || typeof r.error === 'string');
      const calls: [string, () => unknown, string[], ((r: unknown) => boolean)?][] = [
        ["validateTour({ rows: 3, cols: 4, path: 'abc' })", () => lib('knight', 'validateTour')({ rows: 3, cols: 4, path: 'abc' }), ['path', 'tour'], validator],
        ['validateTour(null)', () => lib('knight', 'validateTour')(null), ['tour'], validator],
        ['tourToGrid([])', () => lib('knight', 'tourToGrid')([]), ['tour', 'rows']],
        ['startAt(null, 0)', () => lib('knight', 'startAt')(null, 0), ['tour']],
        ['formatGrid(null)', () => lib('knight', 'formatGrid')(null), ['grid']],
        ['gridToTour(5)', () => lib('knight/tour', 'gridToTour')(5), ['grid']],
        ["conflicts('1234')", () => lib('queens', 'conflicts')('1234'), ['v', 'vector', 'placement']],
        ['pathTo(null, 0)', () => lib('queens', 'pathTo')(null, 0), ['nodes']],
        ['parseSudoku(81)', () => lib('exact-cover', 'parseSudoku')(81), ['text', 'puzzle']],
        ['rowsToSudoku(5)', () => lib('exact-cover', 'rowsToSudoku')(5), ['rows']],
        ['formatDlx({ primary: 3, rows: [] })', () => lib('exact-cover', 'formatDlx')({ primary: 3, rows: [] }), ['primary', 'problem']],
        ['queensPlacement(4, 11)', () => lib('exact-cover', 'queensPlacement')(4, 11), ['rows']],
        ["stepLabels('abc', 5)", () => lib('notebook', 'stepLabels')('abc', 5), ['path']],
        ['treeSvg(null)', () => lib('notebook', 'treeSvg')(null), ['opts', 'options']],
        ['powerLaw(undefined, 2)', () => lib('notebook', 'powerLaw')(undefined, 2), ['fit']],
      ];
      const bad: string[] = [];
      for (const [text, call, names, accept] of calls) {
        try {
          const r = call();
          if (!accept?.(r)) bad.push(`${text}: returned ${short(r)}`);
        } catch (e) {
          const j = judgeError(e, new Set(names), []);
          if (j.verdict !== 'ok') bad.push(`${text}: ${j.verdict} — ${j.detail}`);
        }
      }
      if (bad.length) fail(`${bad.length} of ${calls.length}:\n  ${bad.join('\n  ')}`);
    },
  },
  'numeric-strings-quoted': {
    says: "a numeric string is refused with the value quoted: queensCover('8') says got \"8\", not got 8",
    limitMs: 10_000,
    run: () => {
      const calls: [string, () => unknown, string][] = [
        ["queensCover('8')", () => lib('exact-cover', 'queensCover')('8'), '8'],
        ["warnsdorffTour('5', 5)", () => lib('knight', 'warnsdorffTour')('5', 5), '5'],
        ["solveQueens('8')", () => lib('queens', 'solveQueens')('8'), '8'],
        ["stepLabels([0], '9')", () => lib('notebook', 'stepLabels')([0], '9'), '9'],
      ];
      const bad: string[] = [];
      for (const [text, call, s] of calls) {
        let message: string;
        try {
          call();
          bad.push(`${text}: not refused`);
          continue;
        } catch (e) {
          message = e instanceof Error ? e.message : String(e);
          if (!(e instanceof TypeError || e instanceof RangeError)) bad.push(`${text}: ${(e as Error)?.name}: ${message}`);
        }
        if (!message.includes(`"${s}"`) && !message.includes(`'${s}'`)) bad.push(`${text}: the message does not show the string quoted: ${message}`);
      }
      if (bad.length) fail(bad.join('\n  '));
    },
  },
  'generators-check-at-creation': {
    says: 'generators (warnsdorffSteps, searchEvents, algorithmXSteps) refuse bad arguments when created, not at the first next()',
    limitMs: 10_000,
    run: () => {
      const calls: [string, () => unknown, string[]][] = [
        ['warnsdorffSteps(-1)', () => lib('knight', 'warnsdorffSteps')(-1), ['rows']],
        ["searchEvents(-1, 'dfs')", () => lib('queens/trace', 'searchEvents')(-1, 'dfs'), ['n']],
        ["searchEvents(4, 'sideways')", () => lib('queens/trace', 'searchEvents')(4, 'sideways'), ['strategy']],
        ['algorithmXSteps(null)', () => lib('exact-cover', 'algorithmXSteps')(null), ['dlx']],
      ];
      const bad: string[] = [];
      for (const [text, call, names] of calls) {
        try {
          call();
          bad.push(`${text}: created without complaint (checks only at the first next())`);
        } catch (e) {
          const j = judgeError(e, new Set(names), []);
          if (j.verdict !== 'ok') bad.push(`${text}: ${j.verdict} — ${j.detail}`);
        }
      }
      if (bad.length) fail(bad.join('\n  '));
    },
  },
};
