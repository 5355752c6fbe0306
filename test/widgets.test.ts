// lib/widgets: the HTML the widgets return (well-formed, script inlined, unique ids, a message when
// scripts do not run), bad input, the Sudoku trace against the fast solver, the page bundle, and
// the boards mounted in jsdom (the real browser test is test/browser.test.ts).
import * as path from 'path';
import { JSDOM } from 'jsdom';
import { projectRoot } from '../platform/paths';
import { describe, expect, it } from 'vitest';
import { parseSudoku, solveSudoku, sudokuLinks, sudokuRowIndex } from '../lib/exact-cover/sudoku';
import { validateTour } from '../lib/knight/tour';
import { scriptJson } from '../lib/widgets/embed';
import {
  backtrackCursor,
  backtrackStepper,
  divideAndConquerExplorer,
  knightGameWidget,
  LAB_SOLVER_NAMES,
  labSizes,
  measurementLab,
  measureSize,
  newWidgetPage,
  NO_SCRIPT_MESSAGE,
  queensStepper,
  sudokuStepper,
  traceBacktrack,
  traceQueensSteps,
  traceSudoku,
  traceWarnsdorff,
  warnsdorffStepper,
  widgetBundle,
} from '../lib/widgets';
import { pathTo, traceSearch } from '../lib/queens';
import { fitPowerLaw } from '../lib/notebook/timing';
import { backtrackSteps, backtrackTour, warnsdorffTour } from '../lib/knight';
import { isKnightMove } from '../lib/knight/board';
import { divideAndConquerTour } from '../lib/knight';

const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const EASY = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';

/** Parses widget HTML as a fragment and returns its top-level elements. */
function parse(html: string): Element[] {
  const dom = new JSDOM(`<!doctype html><body>${html}</body>`);
  return [...dom.window.document.body.children];
}

const makers: [string, () => string][] = [
  ['knightGameWidget', () => knightGameWidget({ rows: 5, cols: 5, start: 0 })],
  ['divideAndConquerExplorer', () => divideAndConquerExplorer({ n: 12, min: 5, max: 30 })],
  ['sudokuStepper', () => sudokuStepper({ puzzle: PUZZLE })],
  ['queensStepper', () => queensStepper({ n: 4 })],
  ['warnsdorffStepper', () => warnsdorffStepper({ rows: 8 })],
  ['backtrackStepper', () => backtrackStepper({ n: 5 })],
  ['measurementLab', () => measurementLab({ solver: 'queens-dfs-all', from: 4, to: 7 })],
];
const KIND = /^(knight-game|dc-explorer|sudoku-stepper|queens-stepper|warnsdorff-stepper|backtrack-stepper|measurement-lab)$/;

describe.each(makers)('%s(…) HTML', (name, make) => {
  it('is one mount <div> followed by one <script>, and nothing else', () => {
    const html = make();
    const [div, script, ...rest] = parse(html);
    expect(rest).toEqual([]);
    expect(div.tagName).toBe('DIV');
    expect(div.classList.contains('course-widget')).toBe(true);
    expect(div.getAttribute('data-widget')).toMatch(KIND);
    expect(script.tagName).toBe('SCRIPT');
    // Re-serialising the parsed fragment gives the same text: nothing was auto-closed or dropped.
    expect(div.outerHTML + script.outerHTML).toBe(html);
  });

  it('says what to do when scripts do not run', () => {
    const [div] = parse(make());
    expect(div.querySelector('.course-widget-noscript')?.textContent).toContain(NO_SCRIPT_MESSAGE);
  });

  it('carries the page bundle when first on a page, and only then; mounts into its own id', () => {
    newWidgetPage();
    const [div, script] = parse(make());
    const { code, hash } = widgetBundle();
    expect(div.getAttribute('data-bundle')).toBe(hash);
    expect(div.getAttribute('data-bundle-carrier')).toBe('true');
    expect(script.textContent).toContain(code.slice(0, 200));
    expect(script.textContent).toContain(JSON.stringify(div.id));
    expect(script.textContent!.toLowerCase()).not.toContain('</script');
    const [div2, script2] = parse(make());
    expect(div2.getAttribute('data-bundle')).toBe(hash);
    expect(div2.hasAttribute('data-bundle-carrier')).toBe(false);
    expect(script2.textContent).not.toContain(code.slice(0, 200));
    expect(script2.textContent!.length).toBeLessThan(1000);
  });

  it('gets a fresh id on every call, so one page can show it twice', () => {
    const ids = Array.from({ length: 5 }, () => parse(make())[0].id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^cw-[a-z-]+-\d+-[0-9a-f]{8}$/);
  });

  it(`${name} mounts in a page (jsdom runs the script), twice on one page, one bundle`, async () => {
    newWidgetPage();
    const html = make() + make();
    expect(html.split(widgetBundle().code.slice(0, 200)).length - 1).toBe(1);
    const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
    const doc = dom.window.document;
    await new Promise((r) => setTimeout(r, 60));
    const roots = [...doc.querySelectorAll('.course-widget')];
    expect(roots.map((r) => r.getAttribute('data-ready'))).toEqual(['true', 'true']);
    for (const r of roots) {
      expect(r.querySelector('.course-widget-noscript')).toBeNull();
      expect(r.querySelectorAll('svg').length).toBeGreaterThan(0);
    }
    dom.window.close();
  });
});

describe('one bundle per page', () => {
  it('a page of seven widgets carries one copy of the library, and every widget mounts', async () => {
    newWidgetPage();
    const html = makers.map(([, make]) => make()).join('') + knightGameWidget({ rows: 3 });
    const { code } = widgetBundle();
    expect(html.split(code.slice(0, 200)).length - 1).toBe(1);
    expect(html.length).toBeLessThan(code.length + 20_000);
    const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
    await new Promise((r) => setTimeout(r, 150));
    const roots = [...dom.window.document.querySelectorAll('.course-widget')];
    expect(roots.map((r) => r.getAttribute('data-ready'))).toEqual(new Array(makers.length + 1).fill('true'));
    dom.window.close();
  });

  it('a widget placed before its carrier waits for it (the carrier may come later in the page)', async () => {
    newWidgetPage();
    const carrier = knightGameWidget({ rows: 5 });
    const waiting = queensStepper();
    const dom = new JSDOM(`<!doctype html><body>${waiting}<p>text</p>${carrier}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
    await new Promise((r) => setTimeout(r, 150));
    const roots = [...dom.window.document.querySelectorAll('.course-widget')];
    expect(roots.map((r) => r.getAttribute('data-ready'))).toEqual(['true', 'true']);
    dom.window.close();
  });
});

describe('bundle', () => {
  it('is cached per process and holds no Node imports', () => {
    const a = widgetBundle();
    expect(widgetBundle()).toBe(a);
    expect(a.code).not.toMatch(/require\(["'](fs|path|crypto)["']\)/);
    expect(a.code).toContain('05x05-cornerless.txt'); // base cases embedded
    // 139 kB of library; the label tables of both languages (lib/i18n, all sections) add about 95 kB of text,
    // 70 kB of it the notebooks' own sections (nb00–nb04), which the page does not need (a split would save them)
    expect(a.code.length).toBeLessThan(260_000);
  });

  it('scriptJson escapes what could close a script element', () => {
    expect(scriptJson({ a: '</script><!--' })).not.toMatch(/<|>/);
    expect(JSON.parse(scriptJson({ a: '</script>' }))).toEqual({ a: '</script>' });
  });
});

describe('bad input', () => {
  it('knightGameWidget names the bad value and the allowed range', () => {
    expect(() => knightGameWidget({ rows: 0 })).toThrow(/rows must be an integer from 1 to 16, got 0/);
    expect(() => knightGameWidget({ rows: 5, cols: 5, start: 25 })).toThrow(/start must be an integer from 0 to 24, got 25/);
    expect(() => knightGameWidget({ rows: 2.5 })).toThrow(RangeError);
    expect(() => knightGameWidget(null as never)).toThrow(TypeError);
  });

  it('divideAndConquerExplorer checks n against [min, max]', () => {
    expect(() => divideAndConquerExplorer({ n: 4 })).toThrow(/n must be an integer from 5 to 40, got 4/);
    expect(() => divideAndConquerExplorer({ n: 10, min: 3 })).toThrow(/min must be an integer from 5 to 80, got 3/);
    expect(() => divideAndConquerExplorer({ n: 10, min: 8, max: 6 })).toThrow(/max must be an integer from 8 to 80, got 6/);
  });

  it('the steppers name the bad value and the allowed range', () => {
    expect(() => queensStepper({ n: 0 })).toThrow(/n must be an integer from 1 to 8, got 0/);
    expect(() => queensStepper({ n: 100 })).toThrow(/n must be an integer from 1 to 8, got 100/);
    expect(() => queensStepper({ n: 'abc' as never })).toThrow(/n must be an integer from 1 to 8, got "abc"/);
    expect(() => queensStepper({ strategy: 'dsf' as never })).toThrow(/strategy must be one of/);
    expect(() => warnsdorffStepper({ rows: 17 })).toThrow(/rows must be an integer from 1 to 16, got 17/);
    expect(() => warnsdorffStepper({ rows: 5, start: 25 })).toThrow(/start square must be an integer from 0 to 24, got 25/);
    expect(() => warnsdorffStepper({ tieBreak: 'last' as never })).toThrow(/tie-break must be one of/);
    expect(() => backtrackStepper({ n: 0 })).toThrow(/n must be an integer from 1 to 8, got 0/);
    expect(() => backtrackStepper({ maxNodes: 0 })).toThrow(/maxNodes must be an integer from 1 to 1000000, got 0/);
    expect(() => backtrackStepper({ nodes: 5 } as never)).toThrow(/options has no option 'nodes'/);
  });

  it('measurementLab checks the solver and the sizes against the solver\'s range', () => {
    expect(() => measurementLab({ solver: 'bogo' as never })).toThrow(/solver must be one of 'queens-dfs-all'/);
    expect(() => measurementLab({ solver: 'queens-dfs-all', from: 0 })).toThrow(/from must be an integer from 4 to 12, got 0/);
    expect(() => measurementLab({ solver: 'queens-dfs-all', to: 100 })).toThrow(/to must be an integer from 4 to 12, got 100/);
    expect(() => measurementLab({ solver: 'knight-warnsdorff', from: 5, to: 1000, step: 1 })).toThrow(/at most 60 sizes, got 996/);
    expect(() => labSizes({ solver: 'knight-warnsdorff', to: 'abc' })).toThrow(/to must be an integer from 20 to 1000, got "abc"/);
  });

  it('sudokuStepper rejects malformed puzzles', () => {
    expect(() => sudokuStepper({ puzzle: '123' })).toThrow('text must have 81 cells, got 3');
    expect(() => sudokuStepper({ puzzle: 'x' + PUZZLE.slice(1) })).toThrow(`text must hold only digits 1–9, '.' or '0' (and spaces), got "x" at position 0 (cell 1)`);
    expect(() => sudokuStepper({ puzzle: PUZZLE, maxSteps: 0 })).toThrow(/maxSteps must be an integer from 1 to 100000, got 0/);
  });
});

function isSolution(givens: Uint8Array, grid: Uint8Array): boolean {
  for (let i = 0; i < 81; i++) if (grid[i] < 1 || grid[i] > 9 || (givens[i] && givens[i] !== grid[i])) return false;
  const groups: number[][] = [];
  for (let k = 0; k < 9; k++) {
    groups.push(Array.from({ length: 9 }, (_, j) => 9 * k + j));
    groups.push(Array.from({ length: 9 }, (_, j) => 9 * j + k));
    groups.push(Array.from({ length: 9 }, (_, j) => 9 * (3 * Math.floor(k / 3) + Math.floor(j / 3)) + 3 * (k % 3) + (j % 3)));
  }
  return groups.every((g) => new Set(g.map((i) => grid[i])).size === 9);
}

describe('traceSudoku', () => {
  it.each([PUZZLE, EASY])('ends at a valid solution with the fast solver\'s counters (%s)', (p) => {
    const t = traceSudoku(p, { maxSteps: 100_000 });
    expect(t.status).toBe('found');
    expect(isSolution(t.givens, t.solution!)).toBe(true);
    const dl = sudokuLinks();
    const g = parseSudoku(p);
    for (let i = 0; i < 81; i++) if (g[i]) expect(dl.select(sudokuRowIndex(g[i], Math.floor(i / 9), i % 9))).toBe(true);
    const fast = dl.solve({ limit: 1, heuristic: 'mrv' });
    const last = t.steps[t.steps.length - 1];
    expect(last.kind).toBe('solution');
    expect({ nodes: last.nodes, updates: last.updates }).toEqual({ nodes: fast.stats.nodes, updates: fast.stats.updates });
    expect(dl.sanity().ok).toBe(true);
    dl.unselectAll(); // the structure is shared with the trace
  });

  it('steps follow Algorithm X: choose → cover → try, and every backtrack takes back the last try', () => {
    const t = traceSudoku(PUZZLE, { maxSteps: 100_000 });
    const tried: number[] = [];
    expect(t.steps.some((s) => s.kind === 'backtrack')).toBe(true);
    t.steps.forEach((s, i) => {
      const prev = t.steps[i - 1];
      if (s.kind === 'cover') expect(['choose', 'dead-end']).toContain(prev.kind);
      if (s.kind === 'choose' || s.kind === 'cover') expect(s.candidates.length).toBe(s.size);
      if (s.kind === 'try') tried.push(s.row);
      if (s.kind === 'backtrack') expect(s.row).toBe(tried.pop());
      expect(s.depth).toBe(tried.length);
    });
  });

  it('reports clashing givens as no solution, and stops at the step budget', () => {
    expect(traceSudoku('11' + '.'.repeat(79)).status).toBe('none');
    for (const maxSteps of [1, 2, 3, 50, 51, 52]) {
      const t = traceSudoku(PUZZLE, { maxSteps });
      expect([t.status, t.steps.length, t.solution]).toEqual(['budget', maxSteps, null]);
    }
    const full = traceSudoku(PUZZLE).steps.length;
    expect(traceSudoku(PUZZLE, { maxSteps: full }).status).toBe('found');
    expect(traceSudoku(PUZZLE, { maxSteps: full - 1 }).status).toBe('budget');
  });

  it('agrees with solveSudoku on the solution', () => {
    const t = traceSudoku(EASY);
    expect(Array.from(t.solution!).join('')).toBe(solveSudoku(EASY).solutions[0]);
  });
});

describe('traceQueensSteps (the queens stepper) against traceSearch', () => {
  it("4×4 DFS: the course's numbering, node 15 = (2, 4, 1, 3) on the path 0–10–13–14–15", () => {
    const t = traceQueensSteps(4, 'dfs');
    const first = t.solutionSteps[0];
    const st = t.steps[first];
    expect(st.node).toBe(15);
    expect(t.nodes[15].vector).toEqual([2, 4, 1, 3]);
    expect(pathTo(t.nodes, 15)).toEqual([0, 10, 13, 14, 15]);
    expect(t.frontierAt(first)).toEqual([0, 10, 13, 14]);
    expect([st.generated, st.expanded, st.dead, st.solutions]).toEqual([16, 8, 7, 1]);
  });

  it.each([1, 2, 3, 4, 5, 6, 7, 8].flatMap((n) => (['dfs', 'bfs'] as const).flatMap((s) => (['permutation', 'full'] as const).map((tree) => [n, s, tree] as const))))(
    'n = %i %s %s: same nodes, counters, expansions and frontiers as traceSearch',
    (n, strategy, tree) => {
      const t = traceQueensSteps(n, strategy, { tree });
      const lib = traceSearch(n, strategy, { tree, stopAt: 'all', maxNodes: 20_000, keep: n <= 6 || strategy === 'dfs' });
      expect(t.status).toBe(lib.status);
      const last = t.steps[t.steps.length - 1];
      expect({ generated: last.generated, expanded: last.expanded, dead: last.dead, solutions: last.solutions, maxFrontier: last.maxFrontier })
        .toEqual({ generated: lib.stats.generated, expanded: lib.stats.expanded, dead: lib.stats.dead, solutions: lib.stats.solutions, maxFrontier: lib.stats.maxFrontier });
      expect(t.solutionSteps.map((k) => t.steps[k].node)).toEqual(lib.solutionIds);
      expect(t.steps.filter((s) => s.kind === 'generate').map((s) => s.node)).toEqual(t.nodes.map((x) => x.id));
      if (lib.nodes.length) {
        expect(t.nodes).toEqual(lib.nodes);
        // BFS: the queue after each expansion's last child is the library's frontier of that step.
        if (strategy === 'bfs') {
          const ends = t.steps.map((s, k) => k).filter((k) => t.steps[k].kind === 'expand').map((k) => k - 1).slice(1).concat(t.steps.length - 1);
          expect(ends.map((k) => t.frontierAt(k))).toEqual(lib.steps.map((s) => s.frontier));
        } else {
          // DFS: the stack after a node is entered is the library's frontier of its expansion.
          const entered = t.steps.map((s, k) => k).filter((k) => t.steps[k].kind === 'generate' && t.steps[k].status === 'promising');
          expect(entered.map((k) => t.frontierAt(k))).toEqual(lib.steps.map((s) => s.frontier));
        }
      }
    },
  );

  it('stops at the node budget as the library does', () => {
    const t = traceQueensSteps(8, 'bfs', { maxNodes: 500 });
    expect(t.status).toBe('budget');
    expect(t.steps[t.steps.length - 1].generated).toBe(traceSearch(8, 'bfs', { stopAt: 'all', maxNodes: 500 }).stats.generated);
  });
});

describe('the knight steppers against lib/knight', () => {
  it.each([[5, 5, 0, 'first'], [8, 8, 0, 'roth'], [5, 14, 0, 'first'], [16, 16, 7, 'squirrel'], [7, 7, 48, 'first'], [10, 10, 3, 'random']] as const)(
    'Warnsdorff %i×%i from %i, %s: the same path and ties as warnsdorffTour',
    (rows, cols, start, tieBreak) => {
      const t = traceWarnsdorff(rows, cols, start, { tieBreak });
      const w = warnsdorffTour(rows, cols, start, { tieBreak });
      expect(t.status).toBe(w.status);
      expect(t.decisions.map((d) => d.from)).toEqual(Array.from(w.path));
      expect(t.tiesAfter[t.tiesAfter.length - 1]).toBe(w.stats.ties);
      t.decisions.forEach((d) => {
        if (d.chosen >= 0) expect(d.candidates.map((c) => c.square)).toContain(d.chosen);
        if (d.chosen >= 0) expect(t.decisions[0].candidates.length).toBeGreaterThan(0);
      });
    },
  );

  it('Warnsdorff from the corner of 5×14 with `first` ends in a dead end', () => {
    const t = traceWarnsdorff(5, 14, 0, { tieBreak: 'first' });
    expect(t.status).toBe('stuck');
    const last = t.decisions[t.decisions.length - 1];
    expect([last.chosen, last.candidates.length, last.step < 70]).toEqual([-1, 0, true]);
  });

  it.each([[5, 0, 'fixed'], [5, 0, 'warnsdorff'], [6, 0, 'warnsdorff'], [6, 0, 'fixed'], [5, 1, 'fixed']] as const)(
    'backtracking n = %i from %i, %s: the steps of backtrackSteps, and the counters of backtrackTour without pruning',
    (n, start, order) => {
      const maxNodes = 300_000;
      const t = traceBacktrack(n, n, start, { order, maxNodes });
      const lib = [...backtrackSteps(n, n, start, { order, maxNodes })];
      expect(t.length).toBe(lib.length);
      const at = [0, 1, 2, Math.floor(lib.length / 2), lib.length - 1];
      for (const k of at) expect([t.square[k], t.depth[k], t.nodes[k], t.backtracks[k]]).toEqual([lib[k].square, lib[k].depth, lib[k].nodes, lib[k].backtracks]);
      expect(t.status).toBe(lib[lib.length - 1].kind);
      if (t.status === 'found') {
        const fast = backtrackTour(n, n, start, { order, prune: false, maxNodes });
        expect(Array.from(fast.tour!.path)).toEqual(t.tour);
      }
      // The cursor rebuilds the path after any step: its length is the step's depth, each move a knight's move.
      const cursor = backtrackCursor(t);
      for (const k of [t.length, 7, Math.floor(t.length / 3), 0, t.length - 1]) {
        const path = cursor.pathAt(k);
        expect(path.length).toBe(k === 0 ? 1 : t.depth[k - 1]);
        for (let i = 1; i < path.length; i++) expect(isKnightMove(n, n, path[i - 1], path[i])).toBe(true);
      }
    },
  );

  it('backtracking stops at the node budget', () => {
    const t = traceBacktrack(6, 6, 0, { maxNodes: 1000 });
    expect([t.status, t.nodes[t.length - 1]]).toEqual(['budget', 1000]);
  });
});

describe('the measurement lab measures the library', () => {
  it('each solver\'s counter is the library\'s own count', () => {
    expect(measureSize('queens-dfs-all', 6).count).toBe(traceSearch(6, 'dfs', { keep: false, stopAt: 'all' }).stats.generated);
    expect(measureSize('queens-dfs-first', 8).count).toBe(traceSearch(8, 'dfs', { keep: false }).stats.generated);
    expect(measureSize('knight-warnsdorff', 30).count).toBe(warnsdorffTour(30, 30, 0, { tieBreak: 'roth' }).stats.visited);
    expect(measureSize('knight-divide-and-conquer', 21).count).toBe(divideAndConquerTour(21, 21).path.length);
    expect(measureSize('knight-backtrack', 12).count).toBe(backtrackTour(12, 12, 0, { order: 'warnsdorff' }).stats.nodes);
    for (const name of LAB_SOLVER_NAMES) {
      const t0 = performance.now();
      const p = measureSize(name, labSizes({ solver: name }).sizes[0], 1);
      const elapsed = performance.now() - t0;
      // at least 3 runs (a first run may pay for compiling the solver), at most 15
      expect(p.runs).toBeGreaterThanOrEqual(3);
      expect(p.runs).toBeLessThanOrEqual(15);
      // the median of the runs: one run's time, within the call's own time
      expect(p.ms).toBeGreaterThanOrEqual(0);
      expect(p.ms).toBeLessThanOrEqual(elapsed);
    }
    // A call of microseconds is batched, so a sample is not rounded to the page's 0.1 ms clock.
    expect(measureSize('queens-dfs-all', 4).batch).toBeGreaterThan(1);
  });
});

describe('boards in jsdom', () => {
  /** A fresh page: its first widget carries the bundle. */
  function mount(make: () => string) {
    newWidgetPage();
    const html = make();
    const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
    return { dom, doc: dom.window.document, settle: () => new Promise((r) => setTimeout(r, 60)) };
  }

  it('the knight board moves by click, marks visited squares, undoes, and reports stuck', async () => {
    const { dom, doc, settle } = mount(() => knightGameWidget({ rows: 3, cols: 3, start: 0 }));
    await settle();
    const panel = doc.querySelector('.cw-knight-game') as HTMLElement;
    const click = (el: Element) => el.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(panel.dataset.visited).toBe('1');
    // 3×3: from a corner the knight walks the 8-square ring and is stuck (the centre is unreachable).
    for (let k = 1; k < 8; k++) {
      const targets = doc.querySelectorAll('.cw-target');
      expect(targets.length).toBeGreaterThan(0);
      click(targets[0]);
      expect(panel.dataset.visited).toBe(String(k + 1));
    }
    expect(doc.querySelectorAll('.cw-target').length).toBe(0);
    expect(panel.dataset.status).toBe('stuck');
    expect(doc.querySelector('.cw-status')!.className).toContain('cw-stuck');
    click(doc.querySelector('.cw-undo')!);
    expect(panel.dataset.visited).toBe('7');
    expect(panel.dataset.status).toBe('playing');
    dom.window.close();
  });

  it('the knight board warns, as the console program does, when no tour can exist', async () => {
    const cases: [Parameters<typeof knightGameWidget>[0], RegExp][] = [
      [{ rows: 3, cols: 3 }, /^note: no tour exists for this board \(/],
      [{ rows: 5, cols: 5, start: 1 }, /^note: no tour exists from this start square: .*row \+ column even/],
      [{ rows: 5, cols: 5, start: 0 }, /^$/],
    ];
    for (const [opts, note] of cases) {
      const { dom, doc, settle } = mount(() => knightGameWidget(opts));
      await settle();
      expect(doc.querySelector('.cw-why')!.textContent).toMatch(note);
      dom.window.close();
    }
  });

  it('the queens stepper steps, jumps to the next solution, keeps arrow keys, and refuses bad fields', async () => {
    const { dom, doc, settle } = mount(() => queensStepper({ n: 4 }));
    await settle();
    const panel = doc.querySelector('.cw-queens-stepper') as HTMLElement;
    const click = (sel: string) => panel.querySelector(sel)!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    const key = (k: string) => panel.dispatchEvent(new dom.window.KeyboardEvent('keydown', { key: k, bubbles: true }));
    for (let i = 0; i < 3; i++) click('.cw-forward');
    expect([panel.dataset.position, panel.dataset.node, panel.dataset.frontier]).toEqual(['3', '3', '0 1 3']);
    key('ArrowLeft');
    expect([panel.dataset.position, panel.dataset.node, panel.dataset.frontier]).toEqual(['2', '2', '0 1']);
    click('.cw-next-solution');
    expect([panel.dataset.node, panel.dataset.frontier, panel.dataset.generated]).toEqual(['15', '0 10 13 14', '16']);
    expect(panel.querySelector('.cw-status')!.textContent).toMatch(/^Step 20 of 48: generate node 15 \(2, 4, 1, 3\): a solution/);
    expect(panel.querySelector('.cw-counters')!.textContent).toBe('generated 16 · expanded 8 · dead 7 · solutions 1 · stack 4 (largest after an expansion: 4)');
    const n = panel.querySelector('.cw-n') as HTMLInputElement;
    for (const [bad, message] of [['0', 'got 0'], ['100', 'got 100'], ['abc', 'got "abc"']]) {
      n.value = bad;
      click('.cw-apply');
      expect(panel.querySelector('.cw-error')!.textContent).toBe(`Refused: n must be an integer from 1 to 8, ${message}`);
      expect(panel.dataset.node).toBe('15'); // the old trace stays
    }
    n.value = '5';
    (panel.querySelector('.cw-strategy') as HTMLSelectElement).value = 'bfs';
    click('.cw-apply');
    expect([panel.querySelector('.cw-error')!.textContent, panel.dataset.n, panel.dataset.strategy, panel.dataset.position]).toEqual(['', '5', 'bfs', '0']);
    // The whole tree fits the panel (760 px less padding): drawn top-down, squeezed, never clipped.
    click('.cw-last');
    expect(Number(panel.dataset.treeWidth)).toBeLessThanOrEqual(730);
    expect(panel.querySelector('.cw-tree-box svg')!.getAttribute('width')).toBe(panel.dataset.treeWidth);
    dom.window.close();
  });

  it('the Warnsdorff stepper shows degrees, ties and the dead end; the backtracking stepper its counters', async () => {
    const { dom, doc, settle } = mount(() => warnsdorffStepper({ rows: 5, cols: 14, start: 0 }) + backtrackStepper({ n: 5 }));
    await settle();
    const click = (panel: Element, sel: string) => panel.querySelector(sel)!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    const w = doc.querySelector('.cw-warnsdorff-stepper') as HTMLElement;
    expect(w.dataset.result).toBe('stuck');
    click(w, '.cw-forward');
    expect(w.dataset.visited).toBe('2');
    click(w, '.cw-last');
    expect(w.querySelector('.cw-status')!.textContent).toMatch(/dead end at \(\d+,\d+\): no unvisited square/);
    expect(w.dataset.chosen).toBe('-1');
    expect(w.dataset.ties).toBe(String(warnsdorffTour(5, 14, 0).stats.ties));
    (w.querySelector('.cw-rows') as HTMLInputElement).value = '0';
    click(w, '.cw-apply');
    expect(w.querySelector('.cw-error')!.textContent).toBe('Refused: rows must be an integer from 1 to 16, got 0');
    const b = doc.querySelector('.cw-backtrack-stepper') as HTMLElement;
    click(b, '.cw-next-backtrack');
    expect(b.dataset.kind).toBe('backtrack');
    const lib = [...backtrackSteps(5, 5, 0)];
    const k = lib.findIndex((s) => s.kind === 'backtrack');
    expect([b.dataset.position, b.dataset.depth, b.dataset.nodes, b.dataset.backtracks]).toEqual([String(k + 1), String(lib[k].depth), String(lib[k].nodes), '1']);
    click(b, '.cw-back');
    expect(b.dataset.kind).toBe('move');
    (b.querySelector('.cw-budget') as HTMLInputElement).value = 'lots';
    click(b, '.cw-apply');
    expect(b.querySelector('.cw-error')!.textContent).toBe('Refused: maxNodes must be an integer from 1 to 1000000, got "lots"');
    dom.window.close();
  });

  it('the measurement lab (no Worker in jsdom: on the page\'s thread) plots the points, fits, cancels, refuses bad sizes', async () => {
    const { dom, doc, settle } = mount(() => measurementLab({ solver: 'queens-dfs-all', from: 4, to: 7 }));
    await settle();
    const panel = doc.querySelector('.cw-measurement-lab') as HTMLElement;
    const click = (sel: string) => panel.querySelector(sel)!.dispatchEvent(new dom.window.MouseEvent('click', { bubbles: true }));
    expect(panel.dataset.state).toBe('idle');
    click('.cw-run');
    expect(panel.dataset.state).toBe('running');
    for (let i = 0; i < 100 && panel.dataset.state === 'running'; i++) await new Promise((r) => setTimeout(r, 20));
    expect(panel.dataset.state).toBe('done');
    expect(panel.dataset.points).toBe('4');
    expect(panel.querySelectorAll('.cw-count-chart circle.cw-point').length).toBe(4);
    // The counter is machine-independent: its fit is the same on every machine.
    const fit = fitPowerLaw([4, 5, 6, 7].map((n) => ({ x: n, y: traceSearch(n, 'dfs', { keep: false, stopAt: 'all' }).stats.generated })));
    expect(Number(panel.dataset.countExponent)).toBeCloseTo(fit.exponent, 3);
    // Sizes under the 0.5 ms noise floor are drawn grey and not fitted. How many reach it depends on the
    // machine and its load, so the test follows the lab's rule from what it drew: under three sizes above
    // the floor, no fit and the lab says why; three or more, a fit or 'too noisy', never silence.
    const grey = panel.querySelectorAll('.cw-time-chart circle.cw-below').length;
    const timed = 4 - grey;
    expect(panel.querySelectorAll('.cw-time-chart circle.cw-point').length).toBe(4);
    if (timed < 3) {
      expect(panel.dataset.timeStatus).toBe('too few sizes');
      expect(panel.dataset.timeExponent).toBe('');
      expect(panel.querySelector('.cw-counters')!.textContent).toMatch(new RegExp(`^time: no fit — ${timed} of 4 sizes take 0.5 ms a call or more`));
    } else {
      expect(['fitted', 'too noisy']).toContain(panel.dataset.timeStatus);
      expect(panel.dataset.timeExponent === '').toBe(panel.dataset.timeStatus === 'too noisy');
    }
    const to = panel.querySelector('.cw-to') as HTMLInputElement;
    to.value = '100';
    click('.cw-run');
    expect(panel.querySelector('.cw-error')!.textContent).toBe('Refused: to must be an integer from 4 to 12, got 100');
    expect(panel.dataset.state).toBe('done');
    to.value = '12';
    to.dispatchEvent(new dom.window.Event('input', { bubbles: true }));
    expect(panel.querySelector('.cw-error')!.textContent, 'a corrected field clears the refusal').toBe('');
    click('.cw-run');
    await new Promise((r) => setTimeout(r, 5));
    click('.cw-cancel');
    expect(panel.dataset.state).toBe('cancelled');
    const after = panel.dataset.points;
    await new Promise((r) => setTimeout(r, 100));
    expect(panel.dataset.points).toBe(after); // nothing arrives after cancel
    expect(Number(after)).toBeLessThan(9);
    dom.window.close();
  });

  it('the D&C explorer redraws a valid tour for every n the slider offers', async () => {
    const { dom, doc, settle } = mount(() => divideAndConquerExplorer({ n: 5, min: 5, max: 26 }));
    await settle();
    const panel = doc.querySelector('.cw-dc-explorer') as HTMLElement;
    const slider = doc.querySelector('.cw-slider') as HTMLInputElement;
    for (let n = 5; n <= 26; n++) {
      slider.value = String(n);
      slider.dispatchEvent(new dom.window.Event('input'));
      expect([panel.dataset.n, panel.dataset.valid, panel.dataset.closed]).toEqual([String(n), 'true', String((n * n) % 2 === 0)]);
    }
    expect(doc.querySelectorAll('.cw-block.cw-depth-1').length).toBe(4);
    dom.window.close();
  });
});

it('divide and conquer in Node agrees with what the page validates (sanity of the library used)', async () => {
  const { divideAndConquerTour } = await import('../lib/knight/divide-and-conquer');
  expect(validateTour(divideAndConquerTour(17, 17)).ok).toBe(true);
});
