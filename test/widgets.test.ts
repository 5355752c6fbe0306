// lib/widgets: the HTML the widgets return (well-formed, script inlined, unique ids, a message when
// scripts do not run), bad input, the Sudoku trace against the fast solver, the page bundle, and
// the boards mounted in jsdom (the real browser test is test/browser.test.ts).
import * as path from 'path';
import { JSDOM } from 'jsdom';
import { projectRoot } from '../lib/kernel/paths';
import { describe, expect, it } from 'vitest';
import { parseSudoku, solveSudoku, sudokuLinks, sudokuRowIndex } from '../lib/exact-cover/sudoku';
import { validateTour } from '../lib/knight/tour';
import { scriptJson } from '../lib/widgets/embed';
import {
  divideAndConquerExplorer,
  knightGameWidget,
  NO_SCRIPT_MESSAGE,
  sudokuStepper,
  traceSudoku,
  widgetBundle,
} from '../lib/widgets';

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
];

describe.each(makers)('%s(…) HTML', (name, make) => {
  it('is one mount <div> followed by one <script>, and nothing else', () => {
    const html = make();
    const [div, script, ...rest] = parse(html);
    expect(rest).toEqual([]);
    expect(div.tagName).toBe('DIV');
    expect(div.classList.contains('course-widget')).toBe(true);
    expect(div.getAttribute('data-widget')).toMatch(/^(knight-game|dc-explorer|sudoku-stepper)$/);
    expect(script.tagName).toBe('SCRIPT');
    // Re-serialising the parsed fragment gives the same text: nothing was auto-closed or dropped.
    expect(div.outerHTML + script.outerHTML).toBe(html);
  });

  it('says what to do when scripts do not run', () => {
    const [div] = parse(make());
    expect(div.querySelector('.course-widget-noscript')?.textContent).toContain(NO_SCRIPT_MESSAGE);
  });

  it('inlines the page bundle and mounts into its own id', () => {
    const [div, script] = parse(make());
    const { code, hash } = widgetBundle();
    expect(div.getAttribute('data-bundle')).toBe(hash);
    expect(script.textContent).toContain(code.slice(0, 200));
    expect(script.textContent).toContain(JSON.stringify(div.id));
    expect(script.textContent!.toLowerCase()).not.toContain('</script');
  });

  it('gets a fresh id on every call, so one page can show it twice', () => {
    const ids = Array.from({ length: 5 }, () => parse(make())[0].id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^cw-[a-z-]+-\d+-[0-9a-f]{8}$/);
  });

  it(`${name} mounts in a page (jsdom runs the script), twice on one page`, async () => {
    const dom = new JSDOM(`<!doctype html><body>${make()}${make()}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
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

describe('bundle', () => {
  it('is cached per process and holds no Node imports', () => {
    const a = widgetBundle();
    expect(widgetBundle()).toBe(a);
    expect(a.code).not.toMatch(/require\(["'](fs|path|crypto)["']\)/);
    expect(a.code).toContain('05x05-cornerless.txt'); // base cases embedded
    expect(a.code.length).toBeLessThan(150_000);
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

describe('boards in jsdom', () => {
  function mount(html: string) {
    const dom = new JSDOM(`<!doctype html><body>${html}</body>`, { runScripts: 'dangerously', pretendToBeVisual: true });
    return { dom, doc: dom.window.document, settle: () => new Promise((r) => setTimeout(r, 60)) };
  }

  it('the knight board moves by click, marks visited squares, undoes, and reports stuck', async () => {
    const { dom, doc, settle } = mount(knightGameWidget({ rows: 3, cols: 3, start: 0 }));
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
      const { dom, doc, settle } = mount(knightGameWidget(opts));
      await settle();
      expect(doc.querySelector('.cw-why')!.textContent).toMatch(note);
      dom.window.close();
    }
  });

  it('the D&C explorer redraws a valid tour for every n the slider offers', async () => {
    const { dom, doc, settle } = mount(divideAndConquerExplorer({ n: 5, min: 5, max: 26 }));
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
