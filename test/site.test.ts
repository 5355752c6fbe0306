// The course in any browser (issue 35): `npm run site` builds the static JupyterLite site, served here
// on 127.0.0.1 with cross-origin isolation, and Chromium opens every notebook of both editions in
// JupyterLite's Notebook interface, adds the notebook's quick parameters after its parameters cell,
// and runs all cells with the kernel that runs in the page's Web Worker. Each must end with no error
// and no stderr output (a false claim is an error), show its claims (the Spanish edition as many as the
// English one) and its chart or board as SVG. Then, once each:
// a parameter edited and re-run changes the output; a type error names its line; an endless loop is
// stopped and the kernel answers the next cell; an edit survives a reload; a notebook taken from the
// site is graded by the grader; and no request left 127.0.0.1.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, ensureChromium, findJupyter, notebooksDir } from '../platform/kernel';
import { gradeNotebook } from '../platform/grading';
import { editions, listNotebooks } from '../platform/notebook-files/course-notebooks';
import type { NotebookJson } from '../platform/notebook-files/notebook-json';
import { quickParametersCell } from '../platform/notebook-files/quick-parameters';
import { BEGIN_SOLUTION, END_SOLUTION, SOLUTION_STUB } from '../platform/notebook-files/student-edition';
import { KERNEL_VERSION_KEY } from '../platform/site/app/src/spare-worker';
import { buildSite, type SiteReport } from '../platform/site/build';
import { codeCellsOf, notebooksIn, recordCheckedCells } from '../platform/site/kernel/build/checked-cells';
import { checkedKey, type CheckedFile } from '../platform/site/kernel/worker/checked-cells';
import { serveSite, type SiteServer } from '../platform/site/serve';
import { countClaims, type ClaimCount } from './helpers/claims';

/** Every notebook of both editions, as paths under the site's files/ (`es/00-….ipynb`). */
const NOTEBOOKS = editions().flatMap((e) => listNotebooks(e.dir).map((n) => path.relative(notebooksDir, path.join(e.dir, n)).split(path.sep).join('/')));

let tmp = '';
let site = '';
let built: SiteReport | undefined;
let server: SiteServer | undefined;
let browser: Browser | undefined;
let context: BrowserContext | undefined;
const requests: string[] = [];
/** The claims each notebook showed when it ran all its cells (below), by its path under files/. */
const claimsShown = new Map<string, ClaimCount>();

/** The notebook as the course holds it (the site serves its student edition). */
function courseNotebook(rel: string): NotebookJson {
  return JSON.parse(readFileSync(path.join(notebooksDir, ...rel.split('/')), 'utf8')) as NotebookJson;
}

/** Opens `rel` in the Notebook interface and waits until its kernel has answered kernel_info. */
async function openNotebook(rel: string, base = server!.url): Promise<Page> {
  const page = await context!.newPage();
  page.on('dialog', (d) => void d.accept().catch(() => {}));
  await page.goto(`${base}notebooks/index.html?path=${encodeURIComponent(rel)}`);
  await page.waitForFunction(() => (window as any).jupyterapp?.shell?.currentWidget?.sessionContext, null, { timeout: 60_000 });
  await page.evaluate(async () => {
    const { sessionContext, context: ctx } = (window as any).jupyterapp.shell.currentWidget;
    await ctx.ready;
    await sessionContext.ready;
    await sessionContext.session.kernel.info;
  });
  return page;
}

/** Inserts a code cell at `index` of the open notebook. */
function insertCell(page: Page, index: number, source: string): Promise<void> {
  return page.evaluate(([i, src]) => {
    (window as any).jupyterapp.shell.currentWidget.content.model.sharedModel.insertCell(i, { cell_type: 'code', source: src, metadata: {} });
  }, [index, source] as const);
}

/** Runs every cell (Run → Run All Cells) and waits until the run ends (the command resolves then). */
function runAll(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as any).jupyterapp.commands.execute('notebook:run-all-cells')) as Promise<boolean>;
}

/** The page's kernel worker's counts: cells found among those checked at build time, cells compiled in the browser. */
function kernelCounts(page: Page): Promise<{ found: number; compiled: number }> {
  return page.evaluate(() => new Promise((resolve) => {
    const worker = (window as any).__kernelWorkers.at(-1);
    const listen = (e: MessageEvent) => {
      if (e.data?.type !== 'timings' || e.data.id !== 'test') return;
      worker.removeEventListener('message', listen);
      resolve({ found: e.data.timings.found, compiled: e.data.timings.compiled });
    };
    worker.addEventListener('message', listen);
    worker.postMessage({ type: 'timings', id: 'test' });
  }));
}

/** Runs cell `index` and waits until it has finished. */
function runCell(page: Page, index: number): Promise<unknown> {
  return page.evaluate((i) => {
    const app = (window as any).jupyterapp;
    app.shell.currentWidget.content.activeCellIndex = i;
    return app.commands.execute('notebook:run-cell');
  }, index);
}

interface CellOutputs {
  index: number;
  count: number | null;
  outputs: { output_type: string; name?: string; text?: string; ename?: string; evalue?: string; traceback?: string[]; data?: Record<string, unknown> }[];
}

/** The code cells' execution counts and outputs, from the notebook's model. */
function codeCells(page: Page): Promise<CellOutputs[]> {
  return page.evaluate(() => {
    const cells = (window as any).jupyterapp.shell.currentWidget.content.model.cells;
    const out: CellOutputs[] = [];
    for (let i = 0; i < cells.length; i++) {
      const c = cells.get(i).toJSON();
      if (c.cell_type === 'code') out.push({ index: i, count: c.execution_count, outputs: c.outputs });
    }
    return out;
  });
}

/** An output's text/html as one string (nbformat keeps it as a string or a list of lines). */
const htmlOf = (html: unknown): string => (Array.isArray(html) ? html.join('') : typeof html === 'string' ? html : '');

/** Error and stderr outputs as short text, each with its cell. */
function problems(cells: CellOutputs[]): string[] {
  return cells.flatMap((c) => c.outputs
    .filter((o) => o.output_type === 'error' || (o.output_type === 'stream' && o.name === 'stderr'))
    .map((o) => `cell ${c.index}: ${(o.output_type === 'error' ? `${o.ename}: ${o.evalue}\n${(o.traceback ?? []).join('\n')}` : o.text ?? '').replace(/\x1b\[[0-9;]*m/g, '').slice(0, 600)}`));
}

/** The largest visible SVG in the notebook with its marks (shapes and text), as the classic UI's test measures it. */
function mainPicture(page: Page): Promise<{ width: number; height: number; marks: number } | null> {
  return page.evaluate(() => {
    let best: { width: number; height: number; marks: number } | null = null;
    for (const svg of document.querySelectorAll('.jp-OutputArea svg')) {
      if (svg.parentElement?.closest('svg')) continue;
      const r = svg.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const marks = svg.querySelectorAll('path, rect, circle, line, polyline, polygon, text').length;
      if (!best || r.width * r.height > best.width * best.height) best = { width: r.width, height: r.height, marks };
    }
    return best;
  });
}

/** The text of cell `index`'s outputs (streams, results, errors), colour codes removed. */
async function outputText(page: Page, index: number): Promise<string> {
  const cell = (await codeCells(page)).find((c) => c.index === index);
  return (cell?.outputs ?? []).map((o) => o.text ?? (o.data?.['text/plain'] as string | undefined) ?? `${o.ename}: ${o.evalue}\n${(o.traceback ?? []).join('\n')}`).join('\n').replace(/\x1b\[[0-9;]*m/g, '');
}

beforeAll(async () => {
  built = await buildSite(undefined, (line) => console.log(line));
  // A copy with JupyterLite's own switch for tools and tests: the app on window.jupyterapp.
  tmp = mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  site = path.join(tmp, 'site');
  cpSync(built.dir, site, { recursive: true });
  const liteFile = path.join(site, 'jupyter-lite.json');
  const lite = JSON.parse(readFileSync(liteFile, 'utf8'));
  lite['jupyter-config-data'].exposeAppInBrowser = true;
  writeFileSync(liteFile, JSON.stringify(lite, null, 2));
  server = await serveSite(site, { isolated: true });
  browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  context.on('request', (r) => void requests.push(r.url()));
  // The kernel's workers, kept where a test can ask one for its counts (the `timings` message).
  await context.addInitScript(() => {
    const Base = (window as any).Worker;
    (window as any).Worker = class extends Base {
      constructor(url: string | URL, options?: object) {
        super(url, options);
        ((window as any).__kernelWorkers ??= []).push(this);
      }
    };
  });
}, 600_000);

afterAll(async () => {
  await context?.close().catch(() => {});
  await browser?.close().catch(() => {});
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
});

describe('the static site in Chromium (JupyterLite, the TypeScript kernel in a Web Worker)', () => {
  it('is cross-origin isolated where served with the headers, names its kernel and language, and opens the notebook once', async () => {
    const page = await openNotebook('00-start-here.ipynb');
    try {
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(true);
      // The page opens its notebook as soon as the app has started (app/src/main.js), and JupyterLite's
      // router opens it again once the settings are in: the second open must find the first widget.
      await page.waitForFunction(() => performance.getEntriesByName('site:restored').length > 0);
      await page.waitForTimeout(500);
      expect(await page.locator('.jp-NotebookPanel').count()).toBe(1);
      expect(await page.evaluate(() => [...(window as any).jupyterapp.serviceManager.sessions.running()].length)).toBe(1);
      const spec = await page.evaluate(() => {
        const kernel = (window as any).jupyterapp.shell.currentWidget.sessionContext.session.kernel;
        return kernel.info.then((info: any) => ({ name: kernel.name, language: info.language_info.name }));
      });
      expect(spec).toEqual({ name: 'typescript', language: 'typescript' });
    } finally {
      await page.close();
    }
  }, 120_000);

  // One notebook at a time: a second tab beside it is a background page, whose cells the interface
  // may leave unlaid (a chart 16 px wide was seen so), so the pictures are measured in the front tab only.
  it.each(NOTEBOOKS)('%s runs all cells with its quick parameters: no error, no stderr, its picture as SVG', async (rel) => {
    const page = await openNotebook(rel);
    try {
      const quick = quickParametersCell(courseNotebook(rel));
      if (quick) await insertCell(page, quick.index, quick.source);
      await runAll(page);
      const cells = await codeCells(page);
      expect(problems(cells)).toEqual([]);
      expect(cells.filter((c) => c.count === null).map((c) => c.index), 'cells never run').toEqual([]);
      // The course's own cells come checked from the build (kernel/checked/); the quick parameters' cell,
      // which is not the course's, is compiled in the browser, and only it: it declares nothing new.
      const run = cells.filter((c) => c.count !== null).length;
      expect(await kernelCounts(page)).toEqual({ found: run - (quick ? 1 : 0), compiled: quick ? 1 : 0 });
      const claims = countClaims(cells.flatMap((c) => c.outputs.map((o) => htmlOf(o.data?.['text/html']))));
      expect(claims.held + claims.warned, 'claims shown').toBeGreaterThanOrEqual(5);
      claimsShown.set(rel, claims);
      // The browser's kernel has no CPU clock: no chart's axis may say that it measured CPU time.
      const cpuAxes = await page.evaluate(() => [...document.querySelectorAll('.jp-OutputArea svg text')]
        .map((t) => t.textContent ?? '').filter((s) => /CPU time per|tiempo de CPU por/.test(s)));
      expect(cpuAxes, 'axes that claim CPU time').toEqual([]);
      const picture = await mainPicture(page);
      expect(picture, 'no visible SVG').not.toBeNull();
      expect(picture!.width).toBeGreaterThanOrEqual(120);
      expect(picture!.height).toBeGreaterThanOrEqual(80);
      expect(picture!.marks).toBeGreaterThanOrEqual(10);
    } finally {
      await page.close();
    }
  }, 300_000);

  // Both editions with the same (quick) parameters: the Spanish one shows every claim the English one shows.
  it.each(NOTEBOOKS.filter((rel) => !rel.startsWith('es/')))('es/%s shows as many checked claims as the English notebook', (rel) => {
    const en = claimsShown.get(rel);
    const es = claimsShown.get(`es/${rel}`);
    expect(en && es, 'both editions ran above').toBeTruthy();
    expect(es!.held + es!.warned).toBe(en!.held + en!.warned);
  });

  it('a parameter edited and re-run changes the output; a type error names its line; Stop ends an endless loop and the kernel answers the next cell', async () => {
    const page = await openNotebook('00-start-here.ipynb');
    try {
      const end = await page.evaluate(() => (window as any).jupyterapp.shell.currentWidget.content.model.cells.length as number);
      await insertCell(page, end, 'let SIDE = 5;');
      await insertCell(page, end + 1, 'SIDE * SIDE');
      const cells = await codeCells(page);
      const [param, square] = cells.slice(-2).map((c) => c.index);
      await runCell(page, param);
      await runCell(page, square);
      expect(await outputText(page, square)).toBe('25');
      await page.evaluate(([i, src]) => (window as any).jupyterapp.shell.currentWidget.content.model.cells.get(i).sharedModel.setSource(src), [param, 'let SIDE = 7;'] as const);
      await runCell(page, param);
      await runCell(page, square);
      expect(await outputText(page, square)).toBe('49');
      // An earlier cell's variable in a shorthand property (the kernels' exposeLocals fix of tslab).
      await page.evaluate(([i]) => (window as any).jupyterapp.shell.currentWidget.content.model.cells.get(i).sharedModel.setSource('({ SIDE })'), [square] as const);
      await runCell(page, square);
      expect(await outputText(page, square)).toBe('{ SIDE: 7 }');

      await insertCell(page, square + 1, "const ok = 1;\nconst s: string = 1;");
      await runCell(page, square + 1);
      const typeError = await outputText(page, square + 1);
      expect(typeError).toMatch(/this cell, line 2/);
      expect(typeError).toMatch(/Type 'number' is not assignable to type 'string'/);
      // The kernel's warm-up compiled throw-away cells and keeps the library's declarations parsed:
      // neither may put a name in scope that the notebook did not declare or import.
      await insertCell(page, square + 2, 'warm_up_0 + countQueens.length');
      await runCell(page, square + 2);
      const notInScope = await outputText(page, square + 2);
      expect(notInScope).toMatch(/Cannot find name 'warm_up_0'/);
      expect(notInScope).toMatch(/Cannot find name 'countQueens'/);

      await insertCell(page, square + 3, 'while (true) {}');
      await insertCell(page, square + 4, 'SIDE + 1');
      const running = runCell(page, square + 3);
      await page.waitForFunction((i) => /\*/.test(document.querySelectorAll('.jp-Notebook .jp-Cell')[i]?.querySelector('.jp-InputPrompt')?.textContent ?? ''), square + 3);
      const stopped = Date.now();
      await page.evaluate(() => (window as any).jupyterapp.commands.execute('notebook:interrupt-kernel'));
      await running;
      expect(Date.now() - stopped).toBeLessThan(2_000);
      expect(await outputText(page, square + 3)).toMatch(/Interrupted/);
      // Isolated: the loop checked the shared flag, so the kernel kept its variables.
      await runCell(page, square + 4);
      expect(await outputText(page, square + 4)).toBe('8');
    } finally {
      await page.close();
    }
  }, 180_000);

  it('without cross-origin isolation (any static host), Stop replaces the kernel, says the variables were lost, and the next cell runs', async () => {
    const plain = await serveSite(site, { isolated: false });
    const page = await openNotebook('00-start-here.ipynb', plain.url);
    try {
      expect(await page.evaluate(() => crossOriginIsolated)).toBe(false);
      const end = await page.evaluate(() => (window as any).jupyterapp.shell.currentWidget.content.model.cells.length as number);
      await insertCell(page, end, 'while (true) {}');
      await insertCell(page, end + 1, '6 * 7');
      const running = runCell(page, end);
      await page.waitForFunction((i) => /\*/.test(document.querySelectorAll('.jp-Notebook .jp-Cell')[i]?.querySelector('.jp-InputPrompt')?.textContent ?? ''), end);
      const stopped = Date.now();
      await page.evaluate(() => (window as any).jupyterapp.commands.execute('notebook:interrupt-kernel'));
      await running;
      expect(Date.now() - stopped).toBeLessThan(4_000);
      expect(await outputText(page, end)).toMatch(/variables were lost/);
      await runCell(page, end + 1);
      expect(await outputText(page, end + 1)).toBe('42');
    } finally {
      await page.close();
      await plain.close();
    }
  }, 180_000);

  it('keeps an edit across a reload (the browser\'s storage), and the grader scores the notebook taken from the site', async () => {
    const rel = '00-start-here.ipynb';
    const course = courseNotebook(rel);
    const exercise = course.cells.map((c) => (Array.isArray(c.source) ? c.source.join('') : c.source)).find((s) => s.includes("checkExercise('00.1'"))!;
    const lines = exercise.split('\n');
    const answer = lines.slice(lines.findIndex((l) => l.trim() === BEGIN_SOLUTION) + 1, lines.findIndex((l) => l.trim() === END_SOLUTION)).join('\n');
    let page = await openNotebook(rel);
    try {
      const at = await page.evaluate(([stub, text]) => {
        const cells = (window as any).jupyterapp.shell.currentWidget.content.model.cells;
        for (let i = 0; i < cells.length; i++) {
          const shared = cells.get(i).sharedModel;
          if (shared.getSource().includes(stub) && shared.getSource().includes("checkExercise('00.1'")) {
            shared.setSource(shared.getSource().replace(stub, text));
            return i;
          }
        }
        return -1;
      }, [SOLUTION_STUB, answer] as const);
      expect(at).toBeGreaterThan(0);
      await page.evaluate(() => (window as any).jupyterapp.commands.execute('docmanager:save'));
      await page.reload();
      await page.close();
      page = await openNotebook(rel);
      const kept = await page.evaluate((i) => (window as any).jupyterapp.shell.currentWidget.content.model.cells.get(i).sharedModel.getSource(), at);
      expect(kept).toContain(answer.trim().split('\n')[0]);
      // The settings' validators compiled by the earlier pages came back from the browser's storage (app/src/settings-validators.ts).
      await page.waitForFunction(() => performance.getEntriesByName('site:settings').length > 0);
      const settings = await page.evaluate(() => (performance.getEntriesByName('site:settings')[0] as PerformanceMark).detail);
      expect(settings.found).toBeGreaterThanOrEqual(40);
      expect(settings.compiled).toBe(0);
      // Downloaded as the student would (File → Download saves the model's JSON): graded like one from the hub.
      const json = await page.evaluate(() => JSON.stringify((window as any).jupyterapp.shell.currentWidget.context.model.toJSON()));
      const file = path.join(tmp, 'downloaded', rel);
      cpSync(path.join(notebooksDir, rel), file); // makes the folder
      writeFileSync(file, json);
      const grade = await gradeNotebook(file, { python: findJupyter().found!.python, outDir: path.join(tmp, 'graded') });
      expect(grade.problems).toEqual([]);
      const first = grade.exercises.find((e) => e.id === '00.1')!;
      expect(first.ok).toBe(true);
      expect(grade.score).toBe(first.max);
    } finally {
      await page.close();
    }
  }, 300_000);

  it('offline after the page loaded, a restarted kernel runs the notebook from the browser\'s copies; without them its cell says so, and the next run starts it', async () => {
    const rel = '00-start-here.ipynb';
    const page = await openNotebook(rel);
    const restart = () => page.evaluate(async () => {
      const { sessionContext } = (window as any).jupyterapp.shell.currentWidget;
      await sessionContext.session.kernel.restart();
      await sessionContext.session.kernel.info;
    });
    try {
      const quick = quickParametersCell(courseNotebook(rel));
      if (quick) await insertCell(page, quick.index, quick.source);
      await runAll(page);
      expect(problems(await codeCells(page))).toEqual([]);
      await context!.setOffline(true);
      await restart();
      await page.evaluate(() => (window as any).jupyterapp.commands.execute('notebook:clear-all-cell-outputs'));
      await runAll(page);
      const cells = await codeCells(page);
      expect(problems(cells)).toEqual([]);
      expect(cells.filter((c) => c.count === null).map((c) => c.index), 'cells never run').toEqual([]);
      expect(await mainPicture(page), 'no picture offline').not.toBeNull();

      // A browser that kept nothing (another host's caching, a cleared cache): the kernel cannot start offline.
      const cdp = await context!.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await restart();
      const end = await page.evaluate(() => (window as any).jupyterapp.shell.currentWidget.content.model.cells.length as number);
      await insertCell(page, end, '6 * 7');
      await runCell(page, end);
      const said = await outputText(page, end);
      expect(said).toMatch(/could not start: the kernel's worker .*kernel\/worker\.js\?v=[0-9a-f]{12}.* could not be loaded/);
      expect(said).toMatch(/Check the network connection, then run the cell again/);
      await context!.setOffline(false);
      await runCell(page, end);
      expect(await outputText(page, end)).toBe('42');
    } finally {
      await context!.setOffline(false);
      await page.close();
    }
  }, 180_000);

  it('asked for every file of the kernel with the build\'s version, which the browser may keep', () => {
    const version = JSON.parse(readFileSync(path.join(site, 'jupyter-lite.json'), 'utf8'))['jupyter-config-data'][KERNEL_VERSION_KEY];
    expect(version).toMatch(/^[0-9a-f]{12}$/);
    const kernelFiles = requests.map((u) => new URL(u)).filter((u) => /^\/(kernel|course)\//.test(u.pathname));
    expect(kernelFiles.map((u) => u.pathname)).toEqual(expect.arrayContaining(['/kernel/worker.js', '/kernel/library.js', '/kernel/widgets.json']));
    expect(kernelFiles.filter((u) => u.searchParams.get('v') !== version).map((u) => u.href)).toEqual([]);
  });

  it('asked nothing of any host but 127.0.0.1 (no CDN: it works offline)', () => {
    expect(requests.length).toBeGreaterThan(100);
    expect(requests.filter((u) => !u.startsWith('data:') && !u.startsWith('blob:') && new URL(u).hostname !== '127.0.0.1')).toEqual([]);
  });
});

describe('the cells checked when the site is built (kernel/checked/)', () => {
  /** The code cells Run All sends for a notebook of the site, in order. */
  const cellsOf = (rel: string) => codeCellsOf(JSON.parse(readFileSync(path.join(site, 'files', ...rel.split('/')), 'utf8')));

  it('hold every code cell of every notebook of both editions, each notebook one chain from its first cell', () => {
    const dir = path.join(site, 'kernel', 'checked');
    const keys = JSON.parse(readFileSync(path.join(dir, 'index.json'), 'utf8')) as string[];
    const notebooks = notebooksIn(path.join(site, 'files'));
    expect(notebooks.map((n) => n.rel).sort()).toEqual([...NOTEBOOKS].sort());
    for (const { rel, cells } of notebooks) {
      const key = checkedKey(cells[0]);
      expect(keys, rel).toContain(key);
      const file = JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8')) as CheckedFile;
      let prev = -1;
      cells.forEach((src, i) => {
        const at = file.cells.findIndex((c) => c.src === src && c.prev === prev);
        expect(at, `${rel}: code cell ${i + 1} not recorded after the one before it`).toBeGreaterThanOrEqual(0);
        prev = at;
      });
    }
  });

  it('record a notebook the same after other notebooks as alone: a record depends only on the cells before it', async () => {
    const [a, b] = ['00-start-here.ipynb', 'es/03a-queens-at-scale.ipynb'].map(cellsOf);
    const together = await recordCheckedCells(built!.parts.kernel.dir, [b, a]);
    const alone = await recordCheckedCells(built!.parts.kernel.dir, [a]);
    expect(alone[checkedKey(a[0])]).toEqual(together[checkedKey(a[0])]);
    // …and as the build recorded it, in the site.
    expect(alone[checkedKey(a[0])]).toEqual(JSON.parse(readFileSync(path.join(site, 'kernel', 'checked', `${checkedKey(a[0])}.json`), 'utf8')));
  }, 120_000);
});
