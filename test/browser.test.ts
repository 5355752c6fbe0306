// The notebooks as a person sees them, in Chromium driven by playwright-core:
// 1. the classic Jupyter Notebook UI (a server of our own on a free loopback port, temporary config,
//    no token): every notebook of both editions as the run command executed it (test/helpers/course-run.ts,
//    the one execution of this test run, signed as trusted so that its boards' scripts run): no error or
//    stderr output, its main chart/board visible (a full-page screenshot in build/screenshots/ with
//    COURSE_SCREENSHOTS=1, and of any failure), and the
//    interactive boards clicked where a notebook shows them; the notebooks with the knight board (01
//    and es/01) run live instead, Cell → Run All with their quick parameters, and the board's cell again;
//    and a notebook of failing cells: each error rendered as an error output with the cell's line,
//    Run All stopping at it, the kernel going on;
// 2. the same run's exported HTML opened as a file: charts visible, every board ready, the first played
//    (the classic interface played them all: the same notebook, the same widget script);
// 3. the boards on a standalone page built from the widget functions (so their behaviour is
//    tested whether or not a notebook shows them), twice each, in each language, and without scripts.
// Playing a board is a function of the notebook (a path under notebooks/, e.g. `es/03-….ipynb` for
// the Spanish edition) and its language: every text the assertions look for is taken from
// lib/i18n's table for that language (labels(lang).widgets), never written out here.
// The server is stopped by process group in afterAll, also when a test fails.
import { spawnSync } from 'child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS, editionOf, ensureChromium, executorScript, findJupyter, installKernelSpec, listNotebooks, notebooksDir, projectRoot, RunningServer, startJupyter,
} from '../platform/kernel';
import { backtrackStepper, divideAndConquerExplorer, knightGameWidget, measurementLab, newWidgetPage, queensStepper, sudokuStepper, warnsdorffStepper } from '../lib/widgets';
import { backtrackSteps } from '../lib/knight';
import { readFileSync, statSync } from 'fs';
import { labels, LANGUAGES, type Language } from '../lib/i18n';
import { courseRun, courseRunNotebook, startCourseRun } from './helpers/course-run';

/** The boards' words in one language. */
type WidgetWords = ReturnType<typeof labels>['widgets'];

/** Every notebook of both editions, as paths under notebooks/: English, then the Spanish edition (`es/…`). */
const english = listNotebooks();
const names = [...english, ...listNotebooks(path.join(notebooksDir, 'es')).map((n) => `es/${n}`)];
/** The boards each notebook must show (by data-widget kind); a notebook not listed shows none. */
const BOARDS: Record<string, Record<string, number>> = {
  '00-start-here.ipynb': { 'measurement-lab': 1 },
  '01-knights-tour-warnsdorff.ipynb': { 'knight-game': 1, 'warnsdorff-stepper': 1, 'backtrack-stepper': 1 },
  '02-knights-tour-divide-and-conquer.ipynb': { 'dc-explorer': 1 },
  '02a-numberings-memory-and-searches.ipynb': { 'measurement-lab': 1 },
  '03-n-queens-dfs-vs-bfs.ipynb': { 'queens-stepper': 1, 'measurement-lab': 1 },
  '04-exact-cover-dancing-links.ipynb': { 'sudoku-stepper': 1 },
};
const KINDS = ['knight-game', 'dc-explorer', 'sudoku-stepper', 'queens-stepper', 'warnsdorff-stepper', 'backtrack-stepper', 'measurement-lab'];
/** What playBoards reports for a notebook (a path under notebooks/): every kind, 0 where it has none; an edition shows the boards of its source. */
const expectedBoards = (name: string) => ({ ...Object.fromEntries(KINDS.map((k) => [k, 0])), ...BOARDS[path.basename(name)] });
/** The notebooks run live in the UI (the knight board's cell is run again there); the others show the run's outputs. */
const live = names.filter((n) => expectedBoards(n)['knight-game'] > 0);
const shown = names.filter((n) => !live.includes(n));
const stemOf = (name: string) => name.replace(/\.ipynb$/, '');
/** The language of a notebook by its path under notebooks/ (`es/…` is the Spanish edition): platform/kernel's editionOf. */
const languageOf = (name: string): Language => editionOf(path.join(notebooksDir, name));
/** A screenshot label for a notebook: its number, with the language for an edition (`03`, `03a`, `es-03`). */
const shortName = (name: string) => (languageOf(name) === 'en' ? '' : `${languageOf(name)}-`) + path.basename(name).split('-')[0];

/** Stands for any number (ANY_NUMBER) or any text (ANY_TEXT) in {@link like}. */
const ANY_NUMBER = Symbol('any number');
const ANY_TEXT = Symbol('any text');
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * A RegExp matching what a parametrised label of the tables says for `args`, where ANY_NUMBER and
 * ANY_TEXT match any value (pass numbers exactly where the label picks a singular or plural).
 */
function like(label: (...a: never[]) => string, ...args: unknown[]): RegExp {
  const anys: unknown[] = [];
  const mark = (a: unknown) => {
    if (a !== ANY_NUMBER && a !== ANY_TEXT) return a;
    anys.push(a);
    return `\u0001${anys.length - 1}\u0001`;
  };
  // A label of the tables takes its values one by one, or as one object of named fields.
  const call = args.map((a) => (a && typeof a === 'object' && !Array.isArray(a) ? Object.fromEntries(Object.entries(a).map(([k, v]) => [k, mark(v)])) : mark(a)));
  let source = escapeRe((label as (...a: unknown[]) => string)(...call));
  anys.forEach((a, i) => {
    source = source.split(`\u0001${i}\u0001`).join(a === ANY_NUMBER ? '[\\d.]+' : '.*?');
  });
  return new RegExp(`^${source}$`, 's');
}
const screenshotDir = path.join(projectRoot, 'build', 'screenshots');
/** A notebook of our own (not in notebooks/) whose cells fail on purpose: a runtime error thrown in a library file, a type error. */
const ERROR_NOTEBOOK = 'failing-cells.ipynb';
const ERROR_CELLS = [
  'let SIZE = 2;',
  "import { outer } from './test/fixtures/kernel/thrower';\nconst fine = outer(SIZE);\nconst broken = outer(-SIZE);",
  "const afterwards = 'runs when run by itself';\nafterwards",
  "const side: number = 'eight';",
];
function failingNotebook(): string {
  const cells = ERROR_CELLS.map((source, i) => ({
    cell_type: 'code', execution_count: null, id: `failing-${i}`, metadata: i === 0 ? { tags: ['parameters'] } : {}, outputs: [], source,
  }));
  const metadata = { kernelspec: { display_name: 'TypeScript', language: 'typescript', name: 'tslab' } };
  return JSON.stringify({ cells, metadata, nbformat: 4, nbformat_minor: 5 }, null, 1);
}
const PUZZLE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

let tmp = '';
let server: RunningServer | undefined;
let context: BrowserContext | undefined;
let python: string | undefined;
let notebookDir = '';

/**
 * Copies notebooks into `dir` with their quick parameters injected by the runner's own Python
 * (platform/kernel/execute_notebook.py's `inject_parameters`), so the UI runs exactly what the runner runs.
 */
function copyWithQuickParameters(python: string, names: string[], dir: string): void {
  const script = [
    'import json, os, sys',
    'sys.path.insert(0, sys.argv[1])',
    'import nbformat',
    'import execute_notebook as ex',
    'for src, dst in json.loads(sys.argv[2]):',
    '    nb = nbformat.read(src, as_version=4)',
    '    i = ex.parameters_cell_index(nb)',
    "    quick = nb.cells[i].metadata.get('quick_parameters', {}) if i is not None else {}",
    '    if quick:',
    '        ex.inject_parameters(nb, quick)',
    '    os.makedirs(os.path.dirname(dst), exist_ok=True)',
    '    nbformat.write(nb, dst)',
  ].join('\n');
  const pairs = names.map((n) => [path.join(notebooksDir, n), path.join(dir, n)]);
  const r = spawnSync(python, ['-c', script, path.dirname(executorScript), JSON.stringify(pairs)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`could not inject quick parameters: ${r.stderr || r.error}`);
}

/**
 * Signs executed notebooks as trusted with the server's own secret (Jupyter's `jupyter trust`), as a
 * reader does who ran them: the classic Notebook then runs their outputs' scripts (the boards).
 * Called before any notebook is opened, so the server reads the secret this creates.
 */
function trust(python: string, dataDir: string, files: string[]): void {
  const script = 'import sys, nbformat\nfrom nbformat.sign import NotebookNotary\nn = NotebookNotary()\nfor f in sys.argv[1:]:\n    n.sign(nbformat.read(f, as_version=4))';
  const r = spawnSync(python, ['-c', script, ...files], { encoding: 'utf8', env: { ...process.env, JUPYTER_DATA_DIR: dataDir } });
  if (r.status !== 0) throw new Error(`could not sign the executed notebooks: ${r.stderr || r.error}`);
}

function newPage(ctx: BrowserContext): Promise<Page> {
  return ctx.newPage().then((page) => {
    page.on('dialog', (d) => void d.accept().catch(() => {}));
    return page;
  });
}

/** Collects uncaught page errors (a widget that throws shows up here). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * The largest visible SVG inside `scope` with its number of marks (shapes and text), or null.
 * A chart or board counts as shown when it is at least 120×80 px on screen and has ≥ 10 marks.
 */
async function mainPicture(page: Page, scope: string): Promise<{ width: number; height: number; marks: number; count: number } | null> {
  return page.evaluate((sel) => {
    let best: { width: number; height: number; marks: number; count: number } | null = null;
    const svgs = [...document.querySelectorAll(`${sel} svg`)].filter((s) => !s.parentElement?.closest('svg'));
    for (const svg of svgs) {
      const r = svg.getBoundingClientRect();
      const style = getComputedStyle(svg);
      if (style.visibility === 'hidden' || style.display === 'none' || r.width === 0) continue;
      const marks = svg.querySelectorAll('path, rect, circle, line, polyline, polygon, text').length;
      if (!best || r.width * r.height > best.width * best.height) best = { width: r.width, height: r.height, marks, count: svgs.length };
    }
    return best;
  }, scope);
}

async function expectPicture(page: Page, scope: string, label: string): Promise<void> {
  const pic = await mainPicture(page, scope);
  expect(pic, `${label}: no visible SVG`).not.toBeNull();
  expect(pic!.width, `${label}: picture width`).toBeGreaterThanOrEqual(120);
  expect(pic!.height, `${label}: picture height`).toBeGreaterThanOrEqual(80);
  expect(pic!.marks, `${label}: marks in the picture`).toBeGreaterThanOrEqual(10);
}

/**
 * Pictures for a person to read (build/screenshots/): taken when COURSE_SCREENSHOTS=1 (a full-page one
 * costs 1–2 s, most of a small notebook's test), and always of a failure.
 */
const SCREENSHOTS = process.env.COURSE_SCREENSHOTS === '1';

async function screenshot(page: Page, file: string): Promise<void> {
  if (!SCREENSHOTS && !file.startsWith('FAILED-')) return;
  await page.addStyleTag({ content: '#site{height:auto !important;overflow:visible !important}' }).catch(() => {});
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, file), fullPage: true });
}

/** Opens a notebook in the classic UI, waits for the kernel, runs all cells, waits until done. */
async function runAllInUi(page: Page, name: string): Promise<void> {
  // a path under the notebook folder (`es/00-….ipynb`): each segment encoded, the slashes kept
  await page.goto(`${server!.baseUrl}notebooks/${name.split('/').map(encodeURIComponent).join('/')}`);
  await page.waitForFunction(() => {
    const J = (window as any).Jupyter;
    return !!J?.notebook?.kernel?.is_connected?.() && !!document.querySelector('#kernel_indicator_icon.kernel_idle_icon');
  }, null, { timeout: 60_000 });
  await page.click('#celllink');
  await page.click('#run_all_cells');
  await waitUntilIdle(page);
}

/** Opens an executed notebook in the classic UI and waits until its outputs are on the page (its kernel is not needed). */
async function openInUi(page: Page, name: string): Promise<void> {
  await page.goto(`${server!.baseUrl}notebooks/${name.split('/').map(encodeURIComponent).join('/')}`);
  await page.waitForFunction(() => {
    const nb = (window as any).Jupyter?.notebook;
    return !!nb?._fully_loaded && nb.trusted === true;
  }, null, { timeout: 60_000 });
}

/**
 * Done when the kernel is idle and no prompt shows [*]: every code cell has its number, or a cell
 * failed (then the rest were never run, and the caller's assertions say which).
 */
async function waitUntilIdle(page: Page): Promise<void> {
  // Twice, 0.5 s apart: a reply (shell channel) can arrive before the outputs and status (iopub).
  await settled(page);
  await page.waitForTimeout(500);
  await settled(page);
}

function settled(page: Page): Promise<unknown> {
  return page.waitForFunction(() => {
    const J = (window as any).Jupyter;
    if (!document.querySelector('#kernel_indicator_icon.kernel_idle_icon')) return false;
    if ([...document.querySelectorAll('.input_prompt')].some((p) => p.textContent!.includes('*'))) return false;
    const code = J.notebook.get_cells().filter((c: any) => c.cell_type === 'code');
    return code.every((c: any) => typeof c.input_prompt_number === 'number') || !!document.querySelector('.output_error, .output_stderr');
  }, null, { timeout: 150_000, polling: 250 });
}

/** Error and stderr outputs on the page, as text. */
function failures(page: Page): Promise<string[]> {
  return page.$$eval('.output_error, .output_stderr', (els) => els.map((e) => e.textContent!.trim().slice(0, 300)));
}

/** Closes the page after shutting its kernel down (two cores: one kernel at a time). */
async function closeNotebook(page: Page): Promise<void> {
  await page.evaluate(() => (window as any).Jupyter?.notebook?.session?.delete?.()).catch(() => {});
  await page.close();
}

// ---------------------------------------------------------------------------------------------
// Playing the boards (shared by the live notebook, the export and the standalone page)

const data = (loc: Locator, key: string) => loc.getAttribute(`data-${key}`);

/** A few moves on the knight board, an undo; checks the visited marks and the move labels. */
async function playKnight(widget: Locator, t: WidgetWords): Promise<void> {
  const panel = widget.locator('.cw-knight-game');
  await expect.poll(() => data(widget, 'ready')).toBe('true');
  const start = Number(await data(panel, 'visited'));
  for (let k = 1; k <= 3; k++) {
    const targets = panel.locator('.cw-target');
    const count = await targets.count();
    expect(count, 'labelled squares to move to').toBeGreaterThan(0);
    const labels = await targets.evaluateAll((ts) => ts.map((t) => t.getAttribute('data-label')));
    expect(labels).toEqual(labels.map((_, i) => String(i))); // 0, 1, … as the course labels them
    await targets.nth(count - 1).click();
    expect(Number(await data(panel, 'visited'))).toBe(start + k);
    // Visited squares carry the course's x and the knight's square ♞: the only digits are the move labels.
    const marks = await panel.locator('.labels text').allTextContents();
    expect(marks.sort()).toEqual([...new Array(start + k - 1).fill('x'), '♞'].sort());
  }
  await panel.locator('.cw-undo').click();
  expect(Number(await data(panel, 'visited'))).toBe(start + 2);
  const [squares, options] = [Number(await data(panel, 'squares')), Number(await data(panel, 'options'))];
  expect(await panel.locator('.cw-status').textContent()).toBe(t.knightGame.playing(start + 2, squares, options));
}

/** The D&C slider and number box: the tour is redrawn and valid for each n. */
async function playExplorer(widget: Locator, t: WidgetWords): Promise<void> {
  const panel = widget.locator('.cw-dc-explorer');
  await expect.poll(() => data(widget, 'ready')).toBe('true');
  const slider = panel.locator('input.cw-slider');
  const min = Number(await slider.getAttribute('min'));
  const max = Number(await slider.getAttribute('max'));
  const picks = [...new Set([max, Math.floor((min + max) / 2), min])];
  for (const n of picks) {
    await slider.fill(String(n));
    expect(await data(panel, 'n')).toBe(String(n));
    expect(await data(panel, 'valid')).toBe('true');
    expect(await data(panel, 'closed')).toBe(String((n * n) % 2 === 0));
    const squares = await panel.locator('polyline.path').evaluate((p) => p.getAttribute('points')!.trim().split(/\s+/).length);
    expect(squares).toBe(n * n + ((n * n) % 2 === 0 ? 1 : 0)); // a closed tour's polyline returns to its start
  }
  if (max >= 13) {
    await slider.fill(String(max));
    expect(await panel.locator('.cw-block.cw-depth-1').count()).toBeGreaterThanOrEqual(2);
  }
  await panel.locator('input.cw-number').fill(String(min));
  await panel.locator('input.cw-number').press('Enter');
  expect(await data(panel, 'n')).toBe(String(min));
}

/** The Sudoku stepper forward, back, to the next backtrack, to the end. */
async function playStepper(widget: Locator, t: WidgetWords): Promise<void> {
  const panel = widget.locator('.cw-sudoku-stepper');
  await expect.poll(() => data(widget, 'ready')).toBe('true');
  expect(await data(panel, 'position')).toBe('0');
  const kinds: string[] = [];
  for (let i = 0; i < 3; i++) {
    await panel.locator('.cw-forward').click();
    kinds.push((await data(panel, 'kind'))!);
  }
  expect(kinds).toEqual(['choose', 'cover', 'try']);
  expect(Number(await data(panel, 'filled'))).toBeGreaterThan(0);
  await panel.locator('.cw-back').click();
  expect([await data(panel, 'position'), await data(panel, 'kind')]).toEqual(['2', 'cover']);
  const steps = Number(await data(panel, 'steps'));
  await panel.locator('.cw-next-backtrack').click();
  const kind = await data(panel, 'kind');
  if (kind !== 'backtrack') expect(await data(panel, 'position')).toBe(String(steps)); // a search with no backtrack
  if (await panel.locator('.cw-last').isEnabled()) await panel.locator('.cw-last').click();
  expect(await data(panel, 'position')).toBe(String(steps));
  expect(['solution', 'uncover', 'dead-end', 'try', 'choose', 'cover', 'backtrack']).toContain(await data(panel, 'kind'));
}

/** The counters line of a stepper, as the reader sees it. */
const counters = (panel: Locator) => panel.locator('.cw-counters').textContent();

/** Types a bad value into a field and applies: the library's message shows, the board keeps its step. */
async function refuses(panel: Locator, t: WidgetWords, field: string, value: string, message: string): Promise<void> {
  const before = await data(panel, 'position');
  const input = panel.locator(field);
  const old = await input.inputValue();
  await input.fill(value);
  await panel.locator('.cw-apply').click();
  expect(await panel.locator('.cw-error').textContent()).toBe(t.stepper.refused(message));
  expect(await data(panel, 'position')).toBe(before);
  await input.fill(old);
  expect(await panel.locator('.cw-error').textContent(), 'the refusal goes once the field is corrected').toBe('');
}

/** The queens stepper: forward, back by key, to the first solution (the course's node 15 when it starts on 4×4 DFS). */
async function playQueens(widget: Locator, t: WidgetWords): Promise<void> {
  const panel = widget.locator('.cw-queens-stepper');
  await expect.poll(() => data(widget, 'ready')).toBe('true');
  expect(await data(panel, 'position')).toBe('0');
  for (let i = 0; i < 3; i++) await panel.locator('.cw-forward').click();
  const fourDfs = (await data(panel, 'n')) === '4' && (await data(panel, 'strategy')) === 'dfs' && (await data(panel, 'tree')) === 'permutation';
  expect(await data(panel, 'position')).toBe('3');
  if (fourDfs) expect([await data(panel, 'node'), await data(panel, 'frontier')]).toEqual(['3', '0 1 3']);
  await panel.focus();
  await panel.press('ArrowLeft');
  expect(await data(panel, 'position')).toBe('2');
  // Counted from 1: position 2 is step 3 of the note's "L steps".
  expect(await panel.locator('.cw-status').textContent()).toMatch(like(t.stepper.step, 3, Number(await data(panel, 'steps')), ANY_TEXT));
  await panel.locator('.cw-next-solution').click();
  if (fourDfs) {
    expect([await data(panel, 'node'), await data(panel, 'frontier')]).toEqual(['15', '0 10 13 14']);
    expect(await counters(panel)).toBe(t.queens.counters({ generated: 16, expanded: 8, dead: 7, solutions: 1, dfs: true, size: 4, largest: 4 }));
    // The tree is drawn, the path to node 15 thick.
    expect(await panel.locator('.cw-tree-box svg circle').count()).toBeGreaterThanOrEqual(33);
  }
  await refuses(panel, t, '.cw-n', '0', 'n must be an integer from 1 to 8, got 0');
  await refuses(panel, t, '.cw-n', '100', 'n must be an integer from 1 to 8, got 100');
  await refuses(panel, t, '.cw-n', 'abc', 'n must be an integer from 1 to 8, got "abc"');
  await panel.locator('.cw-strategy').selectOption('bfs');
  expect([await data(panel, 'strategy'), await data(panel, 'position')]).toEqual(['bfs', '0']);
  await panel.locator('.cw-forward').click();
  expect(await data(panel, 'kind')).toBe('expand');
  expect(await counters(panel)).toBe(t.queens.counters({ generated: 1, expanded: 1, dead: 0, solutions: 0, dfs: false, size: 0, largest: Number(await data(panel, 'largest')) }));
}

/** The Warnsdorff stepper: forward and back, a tie, then 5×14 from the corner with `first` to its dead end. */
async function playWarnsdorff(widget: Locator, t: WidgetWords): Promise<void> {
  const panel = widget.locator('.cw-warnsdorff-stepper');
  await expect.poll(() => data(widget, 'ready')).toBe('true');
  for (let i = 0; i < 3; i++) await panel.locator('.cw-forward').click();
  expect(await data(panel, 'visited')).toBe('4');
  await panel.locator('.cw-back').click();
  expect(await data(panel, 'visited')).toBe('3');
  const squares = Number(await data(panel, 'rows')) * Number(await data(panel, 'cols'));
  expect(await counters(panel)).toBe(t.warnsdorff.counters(3, squares, Number(await data(panel, 'candidates')), Number(await data(panel, 'ties'))));
  // Every free square shows its degree: the board's labels are digits and one knight.
  const labels = await panel.locator('.labels text').allTextContents();
  expect(labels.filter((l) => l === '♞')).toHaveLength(1);
  await refuses(panel, t, '.cw-rows', '0', 'rows must be an integer from 1 to 16, got 0');
  await refuses(panel, t, '.cw-rows', '100', 'rows must be an integer from 1 to 16, got 100');
  await refuses(panel, t, '.cw-start', 'abc', 'start square must be an integer from 0 to ' + (Number(await data(panel, 'rows')) * Number(await data(panel, 'cols')) - 1) + ', got "abc"');
  await panel.locator('.cw-rows').fill('5');
  await panel.locator('.cw-cols').fill('14');
  await panel.locator('.cw-start').fill('0');
  await panel.locator('.cw-tie-break').selectOption('first');
  await panel.locator('.cw-apply').click();
  expect(await data(panel, 'result')).toBe('stuck');
  await panel.locator('.cw-last').click();
  expect(await data(panel, 'chosen')).toBe('-1');
  const deadEnd = (pos: number, last: number, at: string, missed: number) => t.warnsdorff.decision(pos, last, t.warnsdorff.deadEnd(at, missed));
  expect(await panel.locator('.cw-status').textContent()).toMatch(like(deadEnd, ANY_NUMBER, ANY_NUMBER, ANY_TEXT, ANY_NUMBER));
}

/** The backtracking stepper: forward, to the next backtrack (counters as backtrackSteps says), back. */
async function playBacktrack(widget: Locator, t: WidgetWords): Promise<void> {
  const panel = widget.locator('.cw-backtrack-stepper');
  await expect.poll(() => data(widget, 'ready')).toBe('true');
  for (let i = 0; i < 3; i++) await panel.locator('.cw-forward').click();
  expect([await data(panel, 'kind'), await data(panel, 'depth')]).toEqual(['move', '4']);
  await panel.locator('.cw-next-backtrack').click();
  // The library's steps up to its first backtrack (or its end: Warnsdorff's order may need none).
  const n = Number(await data(panel, 'n'));
  const start = Number(await panel.locator('.cw-start').inputValue());
  const order = (await panel.locator('.cw-order').inputValue()) as 'fixed' | 'warnsdorff';
  const maxNodes = Number(await panel.locator('.cw-budget').inputValue());
  const lib: { kind: string; depth: number; nodes: number; backtracks: number }[] = [];
  for (const st of backtrackSteps(n, n, start, { order, maxNodes })) {
    lib.push(st);
    if (st.kind === 'backtrack') break;
  }
  const k = lib.length - 1;
  expect(await data(panel, 'kind')).toBe(lib[k].kind);
  expect(await data(panel, 'position')).toBe(String(k + 1));
  expect(await counters(panel)).toBe(t.backtrack.counters(lib[k].depth, lib[k].nodes, lib[k].backtracks));
  await panel.locator('.cw-back').click();
  expect(await data(panel, 'kind')).toBe('move');
  await refuses(panel, t, '.cw-n', '0', 'n must be an integer from 1 to 8, got 0');
  await refuses(panel, t, '.cw-budget', 'lots', 'maxNodes must be an integer from 1 to 1000000, got "lots"');
  await panel.locator('.cw-last').click();
  expect(['found', 'none', 'budget']).toContain(await data(panel, 'kind'));
}

/**
 * The measurement lab: a short range measured in its Web Worker (points arrive, the charts and fits
 * appear), bad sizes refused, then a long range cancelled after its first point.
 */
async function playLab(widget: Locator, t: WidgetWords): Promise<void> {
  const panel = widget.locator('.cw-measurement-lab');
  await expect.poll(() => data(widget, 'ready')).toBe('true');
  expect(await data(panel, 'state')).toBe('idle');
  await panel.locator('.cw-solver').selectOption('queens-dfs-all');
  await panel.locator('.cw-from').fill('4');
  await panel.locator('.cw-to').fill('7');
  await panel.locator('.cw-step').fill('1');
  await panel.locator('.cw-run').click();
  await expect.poll(() => data(panel, 'state'), { timeout: 30_000 }).toBe('done');
  expect(await panel.locator('.cw-status').textContent()).toMatch(like(t.lab.done, 4, t.lab.inWorker, ANY_TEXT));
  expect(await data(panel, 'points')).toBe('4');
  expect(await panel.locator('.cw-count-chart circle.cw-point').count()).toBe(4);
  // Which time verdict these small sizes get depends on the machine (n = 4…7 take far under the 0.5 ms
  // noise floor on a quiet one; a starved core lifts some over it). So the test holds the lab to its own
  // rule on its own numbers: the table marks each size under the floor, fewer than three sizes over it
  // must give "too few sizes", three or more a fit or "too noisy" — and the words say the same verdict.
  const fit = (what: string) => like(t.lab.fit, { what, exponent: ANY_TEXT, r2: ANY_TEXT, base: ANY_TEXT, r2exp: ANY_TEXT }).source.slice(1, -1);
  const rows = (await panel.locator('.cw-log').last().textContent())!.split('\n').slice(1);
  expect(rows).toHaveLength(4);
  const over = rows.filter((r) => !r.includes(t.lab.belowFloor(0.5))).length;
  const status = await data(panel, 'time-status');
  const counterLaw = fit(t.lab.solvers['queens-dfs-all'].counter);
  const words = await panel.locator('.cw-counters').textContent();
  if (over < 3) {
    expect(status).toBe('too few sizes');
    expect(words).toMatch(new RegExp(`^${like(t.lab.tooFew, t.lab.time, 0.5, over, 4).source.slice(1, -1)} · ${counterLaw}$`));
  } else if (status === 'too noisy') {
    expect(words).toMatch(new RegExp(`^${like(t.lab.tooNoisy, t.lab.time, ANY_TEXT, ANY_TEXT, ANY_NUMBER).source.slice(1, -1)} · ${counterLaw}$`));
  } else {
    expect(status).toBe('fitted');
    const range = like(t.lab.fitRange, ANY_NUMBER, ANY_NUMBER, over).source.slice(1, -1);
    expect(words).toMatch(new RegExp(`^${fit(t.lab.time)}${range} · ${counterLaw}${escapeRe(t.lab.sameSizes)}$`));
  }
  expect(Number(await data(panel, 'count-exponent'))).toBeGreaterThan(3); // 33, 102, 357, 1346 nodes
  const bar = await panel.locator('progress').evaluate((p) => (p as HTMLProgressElement).value);
  expect(bar).toBe(1);
  await refuses(panel, t, '.cw-to', '100', 'to must be an integer from 4 to 12, got 100');
  await refuses(panel, t, '.cw-from', 'abc', 'from must be an integer from 4 to 12, got "abc"');
  await panel.locator('.cw-solver').selectOption('knight-warnsdorff');
  await panel.locator('.cw-from').fill('20');
  await panel.locator('.cw-to').fill('1000');
  await panel.locator('.cw-step').fill('20');
  await panel.locator('.cw-run').click();
  await expect.poll(async () => Number(await data(panel, 'points')), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await panel.locator('.cw-cancel').click();
  expect(await data(panel, 'state')).toBe('cancelled');
  const kept = Number(await data(panel, 'points'));
  expect(kept).toBeLessThan(50);
  await panel.page().waitForTimeout(300);
  expect(Number(await data(panel, 'points'))).toBe(kept); // the worker is gone: nothing arrives after cancel
}

/** Each kind of board and how a test plays it. */
const PLAYERS: [string, (w: Locator, t: WidgetWords) => Promise<void>][] = [
  ['knight-game', playKnight], ['dc-explorer', playExplorer], ['sudoku-stepper', playStepper],
  ['queens-stepper', playQueens], ['warnsdorff-stepper', playWarnsdorff], ['backtrack-stepper', playBacktrack],
  ['measurement-lab', playLab],
];

/**
 * The boards found on the page, each expected in `lang` (its mount div says so, and the assertions read
 * that language's table); returns how many of each kind. `which: 'every'` plays each board (a
 * screenshot of each with COURSE_SCREENSHOTS=1); `which: 'first'` is for a page whose boards the classic
 * interface has already played (the same notebook, the same widget script): each board must be ready
 * (its script ran), and the page's first board is played, which shows that the page's copy of the
 * script works.
 */
async function playBoards(page: Page, label: string, lang: Language, which: 'every' | 'first' = 'every'): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  const t = labels(lang).widgets;
  let played = 0;
  for (const [kind, play] of PLAYERS) {
    const widgets = page.locator(`.course-widget[data-widget="${kind}"]`);
    const n = await widgets.count();
    for (let i = 0; i < n; i++) {
      const widget = widgets.nth(i);
      expect(await widget.getAttribute('data-lang'), `${kind} ${i}: the board's language`).toBe(lang);
      if (which === 'first' && played > 0) {
        await expect.poll(() => data(widget, 'ready'), { message: `${kind} ${i}: the board's script ran` }).toBe('true');
        continue;
      }
      await widget.scrollIntoViewIfNeeded();
      await play(widget, t);
      played++;
      if (SCREENSHOTS) {
        mkdirSync(screenshotDir, { recursive: true });
        await widget.screenshot({ path: path.join(screenshotDir, `widget-${label}-${kind}-${i}.png`) });
      }
    }
    found[kind] = n;
  }
  return found;
}

/**
 * Re-running the knight board's cell replaces its output: one board again, with a fresh id, that
 * still plays (the bundle registers once per page; a second mount must not collide with the first).
 */
async function rerunKnightCell(page: Page, lang: Language): Promise<void> {
  const before = await page.locator('.course-widget[data-widget="knight-game"]').getAttribute('id');
  await page.evaluate(() => {
    const J = (window as any).Jupyter;
    const cell = J.notebook.get_cells().find((c: any) => c.cell_type === 'code' && c.get_text().includes('knightGameWidget('));
    cell.execute();
  });
  // The reply (shell channel) may overtake the new output (iopub): wait for the board itself.
  await page.waitForFunction((old) => {
    const w = document.querySelectorAll<HTMLElement>('.course-widget[data-widget="knight-game"]');
    return w.length === 1 && w[0].id !== old && w[0].dataset.ready === 'true';
  }, before, { timeout: 60_000 });
  await waitUntilIdle(page);
  const knights = page.locator('.course-widget[data-widget="knight-game"]');
  expect(await knights.count()).toBe(1);
  await playKnight(knights, labels(lang).widgets);
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  const executablePath = ensureChromium({ log: (l) => console.log(l) });
  python = findJupyter().found?.python;
  if (!python) throw new Error('Jupyter is not installed: run `npm test` (it sets up first) or `npm run setup`');
  installKernelSpec();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'browser-test-'));
  rmSync(screenshotDir, { recursive: true, force: true }); // no stale pictures of an earlier run
  await startCourseRun(); // the notebooks below wait for it one by one
  notebookDir = path.join(tmp, 'notebooks');
  mkdirSync(notebookDir);
  copyWithQuickParameters(python, live, notebookDir);
  // The course's notebooks as committed, each replaced by the run's executed copy when its test opens it
  // (the run goes on meanwhile: test/helpers/course-run.ts); signing them makes the server's secret.
  for (const name of shown) {
    mkdirSync(path.dirname(path.join(notebookDir, name)), { recursive: true });
    copyFileSync(path.join(notebooksDir, name), path.join(notebookDir, name));
  }
  writeFileSync(path.join(notebookDir, ERROR_NOTEBOOK), failingNotebook());
  // Below the classroom test's ports (18600–18902): two test files may run at once.
  server = await startJupyter({ python, port: 17_900, notebookDir, isolated: true, token: '' });
  trust(python, server.dataDir!, shown.map((n) => path.join(notebookDir, n)));
  context = await chromium.launchPersistentContext(path.join(tmp, 'profile'), { executablePath, headless: true, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 900 } });
}, 1_800_000);

afterAll(async () => {
  // If this file started the run, its worker must not end before the run has: the other files wait for it.
  await courseRun();
  await context?.close().catch(() => {});
  await server?.stop();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
}, 1_800_000);

describe('in the classic Jupyter Notebook', () => {
  it('the server answers on loopback without a token', async () => {
    expect(server!.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await newPage(context!);
    await page.goto(`${server!.baseUrl}tree`);
    await page.waitForSelector(`a[href$="${english[0]}"]`, { timeout: 30_000 });
    for (const name of english) expect(await page.locator(`a[href$="${name}"]`).count()).toBe(1);
    // The Spanish edition is a folder beside them.
    expect(await page.locator('a[href$="/tree/es"]').count()).toBe(1);
    await page.close();
  });

  it.each(live)('%s runs all cells without errors and shows its picture; its knight board\'s cell runs again', async (name) => {
    await inUi(name, async (page) => {
      await runAllInUi(page, name);
      await expectShown(page, name);
      await rerunKnightCell(page, languageOf(name));
    });
  }, 240_000);

  it.each(shown)('%s, as the run command executed it, shows without errors: its picture, and its boards play', async (name) => {
    const executed = await courseRunNotebook(stemOf(name));
    copyFileSync(executed.notebook(stemOf(name)), path.join(notebookDir, name));
    trust(python!, server!.dataDir!, [path.join(notebookDir, name)]);
    await inUi(name, async (page) => {
      await openInUi(page, name);
      await expectShown(page, name);
    });
  }, 900_000); // mostly waiting for the run to reach this notebook
});

/** No error output, the main picture visible, a screenshot, every board played. */
async function expectShown(page: Page, name: string): Promise<void> {
  expect(await failures(page)).toEqual([]);
  await expectPicture(page, '.output_area', name);
  await screenshot(page, name.replace(/\.ipynb$/, '.png'));
  expect(await playBoards(page, shortName(name), languageOf(name))).toEqual(expectedBoards(name));
}

/** A page for notebook `name`, with no uncaught page error allowed; evidence left when it fails. */
async function inUi(name: string, body: (page: Page) => Promise<void>): Promise<void> {
  const page = await newPage(context!);
  const errors = watchErrors(page);
  const log: string[] = [];
  page.on('console', (m) => log.push(m.text().slice(0, 300)));
  let ok = false;
  try {
    await body(page);
    expect(errors).toEqual([]);
    ok = true;
  } finally {
    if (!ok) {
      // Leave evidence for whoever reads the failure: the page as it was and its console.
      await screenshot(page, 'FAILED-' + name.replace(/\.ipynb$/, '.png')).catch(() => {});
      console.error(`${name}: browser console (last lines):\n${log.slice(-15).join('\n')}`);
    }
    await closeNotebook(page);
  }
}

describe('a failing cell in the classic Jupyter Notebook', () => {
  /** Text of the outputs of code cell i (by class), and whether it has run (its In [n] number). */
  const cellOutputs = (page: Page, i: number, selector: string) =>
    page.locator('.cell.code_cell').nth(i).locator(selector).allTextContents();
  const hasRun = (page: Page, i: number) =>
    page.evaluate((k) => typeof (window as any).Jupyter.notebook.get_cell(k).input_prompt_number === 'number', i);

  it("renders as an error output with the cell's line, stops Run All, and the kernel goes on", async () => {
    const page = await newPage(context!);
    const errors = watchErrors(page);
    let ok = false;
    try {
      await runAllInUi(page, ERROR_NOTEBOOK);
      // The runtime error: name and message, the library line, then the cell's own line with a caret.
      const runtime = await cellOutputs(page, 1, '.output_error');
      expect(runtime).toHaveLength(1);
      const lines = runtime[0].split('\n');
      expect(lines[0]).toBe('RangeError: n must be ≥ 0, got -2');
      expect(lines.find((l) => l.startsWith('test/fixtures/kernel/thrower.ts, line '))).toBeDefined();
      const at = lines.indexOf('called from this cell, line 3');
      expect(at, runtime[0]).toBeGreaterThan(0);
      expect(lines.slice(at + 1, at + 3)).toEqual(['    3 | const broken = outer(-SIZE);', '      |                ^^^^^']);
      // Run All stopped at the failing cell: the cells after it were not run.
      expect([await hasRun(page, 1), await hasRun(page, 2), await hasRun(page, 3)]).toEqual([true, false, false]);
      await screenshot(page, 'failing-cells.png');

      // A type error, run by itself: the line, a caret under the offending name, TypeScript's message.
      await page.evaluate(() => (window as any).Jupyter.notebook.get_cell(3).execute());
      await expect.poll(() => cellOutputs(page, 3, '.output_error'), { timeout: 60_000 }).toHaveLength(1);
      const typeError = (await cellOutputs(page, 3, '.output_error'))[0];
      expect(typeError).toContain("TypeScriptError: Type 'string' is not assignable to type 'number'.");
      expect(typeError).toContain("this cell, line 1 (TS2322)\n    1 | const side: number = 'eight';\n      |       ^^^^");

      // The kernel is usable at once, and a last expression is a result with its Out[n] prompt. The error
      // output arrives before the reply that ends the cell, and a request queued before that reply is
      // aborted (as ipykernel does with stop_on_error), so wait for the reply, as a reader does.
      await expect.poll(() => hasRun(page, 3), { timeout: 60_000 }).toBe(true);
      await expect.poll(() => page.locator('#kernel_indicator_icon.kernel_idle_icon').count(), { timeout: 60_000 }).toBe(1);
      await page.evaluate(() => (window as any).Jupyter.notebook.get_cell(2).execute());
      await expect.poll(() => cellOutputs(page, 2, '.output_result'), { timeout: 60_000 }).toEqual(['runs when run by itself']);
      expect(await page.locator('.cell.code_cell').nth(2).locator('.output_prompt').textContent()).toMatch(/^Out\[\d+\]:/);
      expect(errors).toEqual([]);
      ok = true;
    } finally {
      if (!ok) await screenshot(page, 'FAILED-failing-cells.png').catch(() => {});
      await closeNotebook(page);
    }
  }, 180_000);
});

describe('the exported HTML, opened as a file', () => {
  it.each(names)('%s shows its picture, its boards ready and the first one playing', async (name) => {
    // The run's own report for this notebook (one line per notebook, `error:` lines for failures).
    const stem = stemOf(name);
    const run = await courseRunNotebook(stem);
    expect(run.report(stem), 'platform/kernel/cli.ts run did not report').toBeDefined();
    expect(run.errors(stem)).toEqual([]);
    const page = await newPage(context!);
    const errors = watchErrors(page);
    try {
      const file = run.html(stem);
      // One copy of the library per page, however many boards: only the first carries it.
      const html = readFileSync(file, 'utf8');
      const boards = (html.match(/data-widget="/g) ?? []).length;
      expect((html.match(/data-bundle-carrier="true"/g) ?? []).length).toBe(boards > 0 ? 1 : 0);
      expect((html.match(/return CourseWidgets;/g) ?? []).length).toBe(boards > 0 ? 1 : 0);
      console.log(`page weight of the export of ${name}: ${(statSync(file).size / 1e6).toFixed(2)} MB, ${boards} board(s)`);
      await page.goto('file://' + file);
      await expectPicture(page, 'body', name);
      expect(await playBoards(page, 'export-' + shortName(name), languageOf(name), 'first')).toEqual(expectedBoards(name));
      await screenshot(page, 'export-' + name.replace(/\.ipynb$/, '.png'));
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 600_000); // at most waiting for the run to reach this notebook
});

describe('the boards on a standalone page', () => {
  // A new page: its first board carries the library bundle, the others wait for it.
  const html = (lang: Language = 'en') => (newWidgetPage(), `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>Course widgets</title></head>
<body style="font-family:system-ui;margin:16px">
<h2>Knight's tour by hand (twice: the two boards are independent)</h2>
${knightGameWidget({ rows: 5, cols: 5, start: 0, lang })}
${knightGameWidget({ rows: 6, cols: 6, start: 14, lang })}
<h2>Divide and conquer</h2>
${divideAndConquerExplorer({ n: 16, min: 5, max: 30, lang })}
<h2>Dancing Links</h2>
${sudokuStepper({ puzzle: PUZZLE, lang })}
${sudokuStepper({ puzzle: PUZZLE, maxSteps: 40, lang })}
<h2>N-queens tree</h2>
${queensStepper({ n: 4, lang })}
<h2>Warnsdorff's rule and backtracking</h2>
${warnsdorffStepper({ rows: 8, lang })}
${backtrackStepper({ n: 5, lang })}
${backtrackStepper({ n: 6, order: 'warnsdorff', lang })}
<h2>Measurement lab</h2>
${measurementLab({ solver: 'queens-dfs-all', from: 4, to: 8, lang })}
</body></html>`);

  it.each(LANGUAGES)('every board plays (%s), and two copies on one page do not interfere', async (lang) => {
    const file = path.join(screenshotDir, `widgets-${lang}.html`);
    mkdirSync(screenshotDir, { recursive: true });
    writeFileSync(file, html(lang));
    const page = await newPage(context!);
    const errors = watchErrors(page);
    try {
      await page.goto('file://' + file);
      expect(await playBoards(page, `standalone-${lang}`, lang)).toEqual({ 'knight-game': 2, 'dc-explorer': 1, 'sudoku-stepper': 2, 'queens-stepper': 1, 'warnsdorff-stepper': 1, 'backtrack-stepper': 2, 'measurement-lab': 1 });
      // playKnight made 3 moves and 1 undo on each board: both are at 3 squares, each on its own path.
      const visited = await page.locator('.cw-knight-game').evaluateAll((ps) => ps.map((p) => (p as HTMLElement).dataset.visited));
      expect(visited).toEqual(['3', '3']);
      const budget = page.locator('.cw-sudoku-stepper').nth(1);
      expect(Number(await budget.getAttribute('data-steps'))).toBe(40);
      // Mount ids are unique. (boardSvg's arrow markers share an id derived from their colour on
      // purpose: identical definitions, so whichever one a board resolves to draws the same.)
      const ids = await page.$$eval('[id]', (els) => els.filter((e) => !e.closest('svg')).map((e) => e.id));
      expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
      expect(ids.filter((id) => id.startsWith('cw-')).length).toBe(10);
      await screenshot(page, `widgets-${lang}.png`);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('a knight game can be won, and the won message shows', async () => {
    const page = await newPage(context!);
    try {
      // 5×5 from a corner: follow a known tour found in Node by backtracking, clicking its squares.
      const { backtrackTour } = await import('../lib/knight/backtrack');
      const tour = backtrackTour(5, 5, 0, { order: 'warnsdorff' }).tour!;
      newWidgetPage();
      await page.setContent(`<!doctype html><body>${knightGameWidget({ rows: 5, cols: 5, start: 0 })}</body>`);
      const panel = page.locator('.cw-knight-game');
      // The first moves by keyboard (the digit of the course's label), the rest by clicking.
      await panel.focus();
      for (let k = 1; k < 25; k++) {
        const target = panel.locator(`.cw-target[data-square="${tour.path[k]}"]`);
        if (k <= 4) await page.keyboard.press(String(await target.getAttribute('data-label')));
        else await target.click();
        expect(await panel.getAttribute('data-visited')).toBe(String(k + 1));
      }
      expect(await panel.getAttribute('data-status')).toBe('won');
      expect(await panel.locator('.cw-status.cw-won').isVisible()).toBe(true);
      expect([labels('en').widgets.knightGame.won(true), labels('en').widgets.knightGame.won(false)]).toContain(await panel.locator('.cw-status').textContent());
      expect(await panel.locator('.cw-target').count()).toBe(0);
      await page.keyboard.press('u');
      expect([await panel.getAttribute('data-status'), await panel.getAttribute('data-visited')]).toEqual(['playing', '24']);
    } finally {
      await page.close();
    }
  });

  it('without scripts, each board says what to do instead', async () => {
    const page = await newPage(context!);
    try {
      await page.setContent(html().replace(/<script>[\s\S]*?<\/script>/g, ''));
      const notes = page.locator('.course-widget-noscript');
      expect(await notes.count()).toBe(10);
      for (let i = 0; i < 10; i++) expect(await notes.nth(i).isVisible()).toBe(true);
      expect(await notes.first().textContent()).toContain(labels('en').widgets.noScript);
    } finally {
      await page.close();
    }
  });
});
