// The numbers and lists the notebooks quote from the course's handouts, held against the library:
// if the library (or a transcription) changes, the quotation fails here.
import * as fs from 'fs';
import * as path from 'path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  COURSE_BASE_CASES, COURSE_DC_CASES, CONSOLE_SESSION, HANDOUT_BFS_LISTS, HANDOUT_BFS_MISPRINTS, HANDOUT_DFS_STACKS, HANDOUT_GOAL, HANDOUT_LINK_LINES,
  HANDOUT_NODES_BUILT, HANDOUT_SUDOKU, HANDOUT_WALK_RULES, SEARCH_WALK_RULES, courseRecommendedBaseBoards, courseRulePieces, pieceHasClosedTour, COURSE_MISSING_FIGURES,
  exploreWholeTree, log10CourseBound, consoleSession, manualPartJobs, misprintReadings, readTranscript, ruleChangeEffects, runConsoleSession, walkFigure,
} from '../lib/handouts';
import { pathTo, traceSearch } from '../lib/queens';
import { sudokuCover, columnCounts } from '../lib/exact-cover';
import {
  ManualGame, backtrackTour, baseFileName, baseSizes, checkCycle, divideAndConquerTour, loadBaseCase, validateTour,
} from '../lib/knight';
import { gridToTour } from '../lib/knight/tour';
import { knightGameWidget } from '../lib/widgets';

const root = path.resolve(__dirname, '..');

describe('knight handout: the console program', () => {
  const run = runConsoleSession();
  const out = run.stdout;

  it('the session runs to the end: exit 0, nothing on stderr, every scripted line consumed', () => {
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
    expect(out.trim().endsWith('bye')).toBe(true);
    expect(out).not.toMatch(/end of input/);
    expect(out.match(/^choose \[0-3\]: /gm)).toHaveLength(5); // four modes run, then 0 to exit
  });

  it('shows the menu with the course modes 1 manual, 2 backtracking, 3 divide and conquer', () => {
    expect(out).toMatch(/^1\) manual {3}2\) backtracking {3}3\) divide and conquer {3}0\) exit$/m);
  });

  it('says in one sentence that 4×4 has no tour', () => {
    expect(out).toMatch(/^No open knight's tour exists for this 4×4 board\.$/m);
  });

  it('runs the same session in Spanish for the Spanish edition: the course menu, the handout\'s sentence for 4×4', () => {
    const es = runConsoleSession(CONSOLE_SESSION, 60_000, 'es');
    expect(es.status).toBe(0);
    expect(es.stderr).toBe('');
    expect(es.stdout.trim().endsWith('adiós')).toBe(true);
    expect(es.stdout.match(/^elige una opción \[0-3\]: /gm)).toHaveLength(5);
    expect(es.stdout).toMatch(/^1\) manual {3}2\) vuelta atrás {3}3\) dividir y conquistar {3}0\) salir$/m);
    expect(es.stdout).toMatch(/^No existe un recorrido posible para el tablero de 4×4 dado\.$/m);
  });

  it('prints the same transcript run in-process (what the browser kernel shows) as the program itself, in both languages', async () => {
    // Times differ from run to run; everything else is the same text.
    const untimed = (text: string) => text.replace(/\d+(\.\d+)? ms/g, '… ms');
    const inProcess = await consoleSession();
    expect({ ...inProcess, stdout: untimed(inProcess.stdout) }).toEqual({ ...run, stdout: untimed(run.stdout) });
    expect(untimed((await consoleSession(CONSOLE_SESSION, 'es')).stdout)).toBe(untimed(runConsoleSession(CONSOLE_SESSION, 60_000, 'es').stdout));
  });

  it('prints a valid 5×5 tour from the corner and a valid closed 6×6 tour, as boards of step numbers', () => {
    const boards: number[][][] = [];
    let cur: number[][] = [];
    for (const line of out.split('\n')) {
      if (/^\|( *\d+\|)+$/.test(line)) cur.push(line.split('|').slice(1, -1).map(Number));
      else if (cur.length) { boards.push(cur); cur = []; }
    }
    expect(boards.map((b) => `${b.length}×${b[0].length}`)).toEqual(['5×5', '6×6']);
    const [five, six] = boards.map(gridToTour);
    expect(validateTour(five).ok).toBe(true);
    expect(five.path[0]).toBe(0);
    expect(validateTour(six)).toEqual({ ok: true, closed: true });
  });

  it('plays the manual mode with k, x, o and move labels, and undoes with -1', () => {
    const boards = out.split('\n').filter((l) => /^\|([kxo0-7]\|)+$/.test(l));
    expect(boards.length).toBe(4 * 5);
    const frames = Array.from({ length: 4 }, (_, i) => boards.slice(5 * i, 5 * i + 5).join('\n'));
    expect(frames[0].match(/x/g)).toBeNull();
    expect(frames[1].match(/x/g)).toHaveLength(1);
    expect(frames[2].match(/x/g)).toHaveLength(2);
    expect(frames[3]).toBe(frames[1]); // after -1: the board of one move ago
  });

  it('reads its own transcript back (readTranscript, what notebook 01 §0 checks): the same boards and manual frames', () => {
    const t = readTranscript(out);
    expect(t.tours.map((x) => `${x.rows}×${x.cols}`)).toEqual(['5×5', '6×6']);
    expect(t.tours.map((x) => validateTour(x).ok)).toEqual([true, true]);
    expect(t.manualBoards.map((f) => (f.match(/x/g) ?? []).length)).toEqual([0, 1, 2, 1]);
    expect(readTranscript('|0|\n\n| 0| 3|\n| 1| 2|').tours.map((x) => x.rows)).toEqual([1, 2]);
    expect(() => readTranscript(3 as unknown as string)).toThrow('stdout must be a string, got number');
  });
});

describe('knight handout: divide and conquer', () => {
  it('lists 13 base boards, three of them in two variants, and they are the boards its recommendation names', () => {
    expect(COURSE_BASE_CASES).toHaveLength(13);
    expect(COURSE_BASE_CASES.filter((b) => b.variants.length === 2).map((b) => b.rows)).toEqual([5, 7, 9]);
    const key = (b: { rows: number; cols: number }) => `${b.rows}×${b.cols}`;
    expect(COURSE_BASE_CASES.map(key).sort()).toEqual(courseRecommendedBaseBoards().map(key).sort());
  });

  it('every closed or corner-less course base case has a structured file of ours; the open variants are built, not stored', () => {
    const ours = new Set(baseSizes().map((s) => baseFileName(s.rows, s.cols, s.cornerless)));
    for (const b of COURSE_BASE_CASES) {
      const cornerless = b.variants.includes('cornerless');
      expect(ours.has(baseFileName(b.rows, b.cols, cornerless))).toBe(true);
      const bc = loadBaseCase(b.rows, b.cols);
      expect(bc.cornerless).toBe(cornerless);
      expect(checkCycle(b.rows, b.cols, bc.cycle, cornerless).ok).toBe(true);
      if (b.variants.includes('open')) {
        expect(fs.existsSync(path.join(root, 'base_cases', baseFileName(b.rows, b.cols, false)))).toBe(false);
        const t = divideAndConquerTour(b.rows, b.cols);
        expect(validateTour(t)).toEqual({ ok: true, closed: false });
      }
    }
  });
});

describe("knight handout: its recommended base boards, derived from its own rules", () => {
  /** The sides n = 5 … 40 of a family whose board the course's rule cannot build: some piece has no closed tour. */
  const failing = (cols: (n: number) => number, sides: number[]) =>
    sides.filter((n) => courseRulePieces(n, cols(n)).pieces.some((p) => !pieceHasClosedTour(p)));
  const sides = Array.from({ length: 36 }, (_, i) => i + 5);

  it('the rule fails exactly on the recommended boards: n×n for 5 ≤ n ≤ 9, n×(n+1) for 5 ≤ n ≤ 10, n×(n+2) for n = 6 and 8', () => {
    const fromRules = [
      ...failing((n) => n, sides).map((n) => `${n}×${n}`),
      ...failing((n) => n + 1, sides).map((n) => `${n}×${n + 1}`),
      ...failing((n) => n + 2, sides.filter((n) => n % 2 === 0)).map((n) => `${n}×${n + 2}`),
    ];
    expect(fromRules.sort()).toEqual(courseRecommendedBaseBoards().map((b) => `${b.rows}×${b.cols}`).sort());
  });

  it("cuts each example board of the handout's cases into that case's pieces", () => {
    const key = (p: readonly (number | boolean | undefined)[]) => `${p[0]}×${p[1]}${p[2] ? '−' : ''}`;
    for (const k of COURSE_DC_CASES) {
      const ours = courseRulePieces(k.board[0], k.board[1]).pieces;
      // The course turns pieces: compare each as rows ≤ cols.
      const norm = (p: readonly (number | boolean | undefined)[]) => key([Math.min(p[0] as number, p[1] as number), Math.max(p[0] as number, p[1] as number), p[2]]);
      expect(ours.map(norm).sort(), k.name).toEqual(k.pieces.map(norm).sort());
      expect(ours.reduce((a, [r, c]) => a + r * c, 0)).toBe(k.board[0] * k.board[1]);
    }
  });

  it('decides a piece by the theorems or a checked construction: 3×3 without a corner has no cycle, 5×5 and 7×9 without one do', () => {
    expect(pieceHasClosedTour([3, 3, true])).toBe(false);
    expect(pieceHasClosedTour([5, 5, true])).toBe(true);
    expect(pieceHasClosedTour([7, 9, true])).toBe(true);
    expect(pieceHasClosedTour([4, 5])).toBe(false);
    expect(pieceHasClosedTour([3, 4])).toBe(false);
    expect(pieceHasClosedTour([3, 10])).toBe(true);
    expect(pieceHasClosedTour([6, 6])).toBe(true);
  });

  it('names a missing figure for three of its join cases, each a case of its divide and conquer', () => {
    expect(COURSE_MISSING_FIGURES.map((f) => f.name)).toEqual(['unir_simple', 'unir_complex', 'unir_impar']);
    for (const f of COURSE_MISSING_FIGURES) {
      expect(COURSE_DC_CASES.some((k) => k.name.startsWith(f.name))).toBe(true);
      expect(f.announced).toMatch(/de la siguiente forma$/);
    }
  });

  it('refuses a board the handout has no rule for, and a piece that cannot lose a corner, naming the value', () => {
    expect(() => courseRulePieces(7, 9)).toThrow(/rows must be even for an m×\(m\+2\) board .*got 7/);
    expect(() => courseRulePieces(6, 9)).toThrow(/cols must be an integer from 6 to 8, got 9/);
    expect(() => courseRulePieces(8, 6)).toThrow(/cols must be an integer from 8 to 10, got 6/);
    expect(() => pieceHasClosedTour([4, 5, true])).toThrow(/two odd sides, got 4×5/);
    expect(() => pieceHasClosedTour([3, 15, true])).toThrow(/at most 40 squares, got 3×15/);
    expect(() => pieceHasClosedTour([0, 5])).toThrow(/rows must be an integer from 1/);
  });
});

describe('knight handout: the divide-and-conquer cases', () => {
  it('names the five branches, and each example is cut into pieces that cover it, as the rule of its branch says', () => {
    expect([...new Set(COURSE_DC_CASES.map((k) => k.name.replace(/ \(.*\)$/, '')))]).toEqual(['unir_simple', 'unir_complex', 'unir_impar', 'n = m + 1', 'n = m + 2']);
    for (const k of COURSE_DC_CASES) {
      const [R, C] = k.board;
      expect(k.pieces.reduce((a, [r, c]) => a + r * c, 0)).toBe(R * C);
      expect(k.pieces).toHaveLength(4);
      // Squares are cut at ⌊n/2⌋; the rectangles into halves (n = m + 2) or by l = m/2 (n = m + 1).
      if (R === C) for (const [r, c] of k.pieces) for (const s of [r, c]) expect([Math.floor(R / 2), Math.ceil(R / 2)]).toContain(s);
    }
  });

  it('our construction of each example is a valid tour, closed exactly when the board has an even number of squares', () => {
    for (const k of COURSE_DC_CASES) {
      const t = divideAndConquerTour(k.board[0], k.board[1]);
      expect(validateTour(t)).toEqual({ ok: true, closed: (k.board[0] * k.board[1]) % 2 === 0 });
    }
  });
});

describe('knight handout: the backtracking bound O(2^(n²)) and the linear best case', () => {
  it('the whole plain search tree from the corner: more nodes than states, fewer than 2^(n²) on the boards we can count', () => {
    for (const [r, c] of [[3, 4], [4, 4], [4, 5]]) {
      const w = exploreWholeTree(r, c);
      expect(w.states).toBeGreaterThanOrEqual(w.sets);
      expect(w.nodes).toBeGreaterThanOrEqual(w.states);
      expect(w.nodes).toBeLessThan(2 ** (r * c));
    }
    const w = exploreWholeTree(4, 5);
    expect([w.nodes, w.tours]).toEqual([35661, 32]); // 32 directed open tours from the corner of 4×5 (A165134 counts 164 over all starts)
    expect(w.nodes).toBeGreaterThan(w.states);
    expect(log10CourseBound(8)).toBeCloseTo(64 * Math.log10(2), 10);
  });

  it('best case linear: Warnsdorff order places exactly n² squares on most boards from the corner', () => {
    const exact = [5, 6, 7, 8, 9, 10, 12, 16, 20].filter((n) => backtrackTour(n, n, 0, { order: 'warnsdorff' }).stats.nodes === n * n);
    expect(exact.length).toBeGreaterThan(5);
  });
});

describe('queens handout: the 4×4 tree', () => {
  it("reads each misprint as the one path of the figure with its digits, and needs each of the walk's three rules (appendix 03a §6)", () => {
    const tree = traceSearch(4, 'dfs', { tree: 'permutation' }).nodes;
    expect(misprintReadings(tree).map((r) => [r.list, r.read.join('-'), r.ok])).toEqual([[5, '0-10-13-14', true], [8, '0-10-13-14-15', true]]);
    const effects = ruleChangeEffects(tree);
    expect(effects.map((e) => e.rule)).toEqual(['childOrder', 'keepDead', 'goalTest']);
    expect(effects.every((e) => e.firstDiffers >= 1 && e.firstDiffers <= 11)).toBe(true);
  });

  const dfs = traceSearch(4, 'dfs', { tree: 'permutation' });

  it('our depth-first trace numbers the figure as the handout does: 0…15, goal 0-10-13-14-15', () => {
    expect(dfs.stats.generated).toBe(16);
    expect(pathTo(dfs.nodes, dfs.solutionIds[0])).toEqual([...HANDOUT_GOAL]);
    // 15 nodes built after the root: the handout's count leaves out node 0, the empty board.
    expect(dfs.nodes.filter((x) => x.parent !== null)).toHaveLength(HANDOUT_NODES_BUILT);
  });

  it('the handout stacks P1…P14 are our paths to nodes 0…13; then it repeats 0,10,13 and skips the stack 0,10,13,14', () => {
    for (let k = 0; k < 14; k++) expect(HANDOUT_DFS_STACKS[k].stack).toEqual(pathTo(dfs.nodes, k));
    expect(HANDOUT_DFS_STACKS[14].stack).toEqual(HANDOUT_DFS_STACKS[13].stack);
    expect(HANDOUT_DFS_STACKS[14].stack).not.toEqual(pathTo(dfs.nodes, 14));
    expect(HANDOUT_DFS_STACKS[15].stack).toEqual(pathTo(dfs.nodes, 15));
    expect(HANDOUT_DFS_STACKS.map((s) => s.label).filter((l) => l === 'P14')).toHaveLength(2);
  });

  it('each handout list entry is the path to its node in the figure', () => {
    for (const list of HANDOUT_BFS_LISTS) for (const entry of list) expect(pathTo(dfs.nodes, entry[entry.length - 1])).toEqual(entry);
  });

  it('the two misprinted entries (L5 "0-1013-14", L8 "0-10-1314-15") are read as the one path of the figure with their digits, spelled so elsewhere', () => {
    const digits = (s: string) => s.replace(/-/g, '');
    expect(HANDOUT_BFS_MISPRINTS.map((m) => `L${m.list}`)).toEqual(['L5', 'L8']);
    for (const m of HANDOUT_BFS_MISPRINTS) {
      const read = HANDOUT_BFS_LISTS[m.list - 1][m.entry - 1];
      expect(m.printed).not.toBe(read.join('-'));
      const matches = dfs.nodes.filter((x) => digits(pathTo(dfs.nodes, x.id).join('-')) === digits(m.printed));
      expect(matches.map((x) => pathTo(dfs.nodes, x.id))).toEqual([read]);
      expect(HANDOUT_BFS_LISTS.filter((l, k) => k !== m.list - 1 && l.some((e) => e.join() === read.join())).length).toBeGreaterThan(0);
    }
  });

  it('L1…L10 are the figure walked with the handout rules: right to left, dead nodes kept, goal tested at the front', () => {
    const lists = HANDOUT_BFS_LISTS.map((l) => l.map((e) => e[e.length - 1]));
    expect(lists).toHaveLength(10);
    expect(walkFigure(dfs.nodes, HANDOUT_WALK_RULES)).toEqual(lists);
  });

  it('each handout rule changes the lists: children left to right, dead nodes dropped, goal tested at generation', () => {
    const lists = HANDOUT_BFS_LISTS.map((l) => l.map((e) => e[e.length - 1]));
    for (const change of [{ childOrder: 'left-to-right' }, { keepDead: false }, { goalTest: 'generation' }] as const) {
      expect(walkFigure(dfs.nodes, { ...HANDOUT_WALK_RULES, ...change })).not.toEqual(lists);
    }
    const dead = dfs.nodes.filter((x) => x.status === 'dead').map((x) => x.id);
    expect(lists.flat().filter((id) => dead.includes(id)).length).toBeGreaterThan(0);
    expect(walkFigure(dfs.nodes, SEARCH_WALK_RULES).flat().filter((id) => dead.includes(id))).toEqual([]);
  });

  it('a real breadth-first search generates more than the figure: it opens (3) and (4) too', () => {
    const bfs = traceSearch(4, 'bfs', { tree: 'permutation' });
    expect(bfs.stats.generated).toBeGreaterThan(dfs.stats.generated);
    expect(bfs.nodes.filter((x) => x.depth === 1).map((x) => x.vector[0])).toEqual([1, 2, 3, 4]);
    expect(dfs.nodes.filter((x) => x.depth === 1).map((x) => x.vector[0])).toEqual([1, 2]);
  });

  it('8×8: the counts notebook 03 presents as ours (114 promising nodes to the first solution, 2057 in the tree)', () => {
    expect(traceSearch(8, 'dfs', { keep: false }).stats.promising).toBe(114);
    expect(traceSearch(8, 'dfs', { keep: false, stopAt: 'all' }).stats.promising).toBe(2057);
  });
});

describe('exact-cover handout', () => {
  it('each of the four link lines maps onto statements that are in lib/exact-cover/dlx-search.ts', () => {
    const src = fs.readFileSync(path.join(root, 'lib', 'exact-cover', 'dlx-search.ts'), 'utf8');
    for (const line of HANDOUT_LINK_LINES) for (const ours of line.ours) expect(src).toContain(ours);
  });

  it('Sudoku: 729 rows, 324 columns, four 1s per row, nine per column', () => {
    const m = sudokuCover();
    expect(m.rows.length).toBe(HANDOUT_SUDOKU.rows);
    expect(m.columns.length).toBe(HANDOUT_SUDOKU.columns);
    expect(m.rows.every((r) => r.columns.length === HANDOUT_SUDOKU.onesPerRow)).toBe(true);
    expect(columnCounts(m).every((k) => k === HANDOUT_SUDOKU.onesPerColumn)).toBe(true);
  });
});

describe('manual mode marks', () => {
  it("the handout's manual-mode helpers: each job holds on real games (manualPartJobs, notebook 01 §3), and fails on the wrong game", () => {
    const fresh = new ManualGame(5, 5, 0);
    const won = new ManualGame(5, 5, 0);
    for (const s of backtrackTour(5, 5, 0).tour!.path.slice(1)) won.move(won.options().find((o) => o.square === s)!.label);
    const stuck = new ManualGame(5, 5, 1);
    while (stuck.status === 'playing') stuck.move(0);
    expect(stuck.status).toBe('stuck');
    expect(manualPartJobs({ fresh, stuck, won })).toEqual(['dibujarTabMan', 'overMan', 'valid', '−1', 'ct == n²−1'].map((p) => [p, true]));
    const wrong = manualPartJobs({ fresh, stuck: fresh, won: fresh });
    expect(wrong.filter(([, ok]) => !ok).map(([p]) => p)).toEqual(['overMan', 'ct == n²−1']);
  });

  it('the page board marks visited squares x, the knight ♞, and keeps digits for the move labels until the board is complete', async () => {
    const dom = new JSDOM(`<!doctype html><body>${knightGameWidget({ rows: 5, cols: 5, start: 0 })}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
    await new Promise((r) => setTimeout(r, 60));
    const doc = dom.window.document;
    const click = (el: Element) => el.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    const boardTexts = () => [...doc.querySelectorAll('.cw-board svg g.labels text')].map((t) => t.textContent ?? '');
    const targetTexts = () => [...doc.querySelectorAll('.cw-target text')].map((t) => t.textContent ?? '');
    const tour = backtrackTour(5, 5, 0).tour!;
    for (let k = 1; k < 25; k++) {
      const labels = targetTexts();
      expect(labels.every((l) => /^[0-7]$/.test(l))).toBe(true);
      // While playing, the square labels are x and ♞ only: every digit on the board is a move label.
      const texts = boardTexts();
      expect(texts.filter((t) => t === 'x')).toHaveLength(k - 1);
      expect(texts.filter((t) => t === '♞')).toHaveLength(1);
      expect(texts).toHaveLength(k);
      const target = [...doc.querySelectorAll('.cw-target')].find((t) => Number(t.getAttribute('data-square')) === tour.path[k])!;
      click(target);
    }
    expect((doc.querySelector('.cw-knight-game') as HTMLElement).dataset.status).toBe('won');
    const done = boardTexts();
    for (let k = 0; k < 25; k++) expect(done).toContain(String(k));
    expect(done).not.toContain('x');
    dom.window.close();
  });
});
