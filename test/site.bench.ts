// The course in a browser (issue 35), measured: the site's size (files, bytes, gzip), what a student's
// browser fetches to open a notebook, cold (an empty cache) and warm (the same browser again), the time
// from the page's start to the kernel's first answer and to the first chart, a parameter edited as the
// notebook opens (the reply of a cell the kernel must compile, before its warm-up), Run All of notebooks 01 and
// 04 (quick parameters) in the browser against the server kernel in the same run (a ratio; each a fresh
// kernel: start and all cells), and the tab's memory (page and kernel worker, measured by the browser).
// Printed as one table; never asserted (machines are noisy).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'fs';
import * as os from 'os';
import * as path from 'path';
import { gzipSync } from 'zlib';
import { chromium, type BrowserContext, type Page, type Response } from 'playwright-core';
import { afterAll, bench, describe } from 'vitest';
import { median } from '../lib/notebook/timing';
import { CHROMIUM_ARGS, ensureChromium, executeNotebook, notebooksDir, setup } from '../platform/kernel';
import { quickParametersCell } from '../platform/notebook-files/quick-parameters';
import { buildSite } from '../platform/site/build';
import { serveSite, type SiteServer } from '../platform/site/serve';
import { siteSize } from '../platform/site/size';

const once = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };
const rows: string[] = [];
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (b: number) => `${(b / 1e6).toFixed(2)} MB`;

interface Load { kernelMs: number; chartMs: number; bytes: number; gzip: number; requests: number }

/**
 * Opens notebook 00 and runs it until its first chart shows: the times from navigation start, and, with
 * `countBytes`, the bytes fetched. Counting slows the load it counts (Playwright then reports every
 * response to this process: 0.1–0.3 s of a warm load here), so the timed loads do not count; the bodies
 * are read and compressed only after the chart.
 */
async function loadNotebook(context: BrowserContext, url: string, countBytes = false): Promise<{ page: Page; load: Load }> {
  const page = await context.newPage();
  const responses: Response[] = [];
  if (countBytes) {
    page.on('response', (r) => {
      if (r.status() === 200) responses.push(r);
    });
  }
  await page.goto(`${url}notebooks/index.html?path=00-start-here.ipynb`);
  await page.waitForFunction(() => (window as any).jupyterapp?.shell?.currentWidget?.sessionContext, null, { timeout: 60_000 });
  const kernelMs = await page.evaluate(async () => {
    const w = (window as any).jupyterapp.shell.currentWidget;
    await w.context.ready;
    await w.sessionContext.ready;
    await w.sessionContext.session.kernel.info;
    return performance.now();
  });
  void page.evaluate(() => (window as any).jupyterapp.commands.execute('notebook:run-all-cells'));
  await page.waitForFunction(() => document.querySelector('.jp-OutputArea svg'), null, { timeout: 120_000, polling: 20 });
  const chartMs = await page.evaluate(() => performance.now());
  await page.evaluate(() => (window as any).jupyterapp.shell.currentWidget.sessionContext.session.kernel.requestKernelInfo());
  const bodies = (await Promise.all(responses.map((r) => r.body().catch(() => null)))).filter((b): b is Buffer => b !== null);
  const bytes = bodies.reduce((sum, b) => sum + b.length, 0);
  const gzip = bodies.reduce((sum, b) => sum + gzipSync(b).length, 0);
  return { page, load: { kernelMs, chartMs, bytes, gzip, requests: bodies.length } };
}

/** Opens notebook `rel` in the Notebook interface; resolves once its kernel has answered kernel_info. */
async function openNotebook(context: BrowserContext, url: string, rel: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${url}notebooks/index.html?path=${encodeURIComponent(rel)}`);
  await page.waitForFunction(() => (window as any).jupyterapp?.shell?.currentWidget?.sessionContext, null, { timeout: 60_000 });
  await page.evaluate(async () => {
    const w = (window as any).jupyterapp.shell.currentWidget;
    await w.context.ready;
    await w.sessionContext.ready;
    await w.sessionContext.session.kernel.info;
  });
  return page;
}

/** Open notebook `rel` and Run All with its quick parameters: ms from opening its tab to the end of the run. */
async function runAllInBrowser(context: BrowserContext, url: string, rel: string): Promise<number> {
  const t0 = Date.now();
  const page = await openNotebook(context, url, rel);
  const quick = quickParametersCell(JSON.parse(readFileSync(path.join(notebooksDir, rel), 'utf8')));
  if (quick) await page.evaluate(([i, src]) => (window as any).jupyterapp.shell.currentWidget.content.model.sharedModel.insertCell(i, { cell_type: 'code', source: src, metadata: {} }), [quick.index, quick.source] as const);
  await page.evaluate(() => (window as any).jupyterapp.commands.execute('notebook:run-all-cells'));
  const ms = Date.now() - t0;
  await page.close();
  return ms;
}

const WARM_LOADS = 4;

/**
 * A parameter edited the moment the notebook opens, before the kernel's warm-up has made its compiler:
 * ms from sending the edited parameters cell of notebook 00 to its reply (the converter made, the cell
 * type-checked against the standard library; a cell that imports nothing does not wait for the course
 * library's declarations).
 */
async function firstEditedCell(context: BrowserContext, url: string): Promise<number> {
  const page = await openNotebook(context, url, '00-start-here.ipynb');
  const ms = await page.evaluate(async () => {
    const w = (window as any).jupyterapp.shell.currentWidget;
    const kernel = w.sessionContext.session.kernel;
    const cells = w.content.model.cells;
    let source = '';
    for (let i = 0; i < cells.length; i++) if (cells.get(i).type === 'code') { source = cells.get(i).sharedModel.getSource(); break; }
    const started = performance.now();
    await kernel.requestExecute({ code: `${source}\n// edited` }).done;
    return performance.now() - started;
  });
  await page.close();
  return ms;
}

/** The median of `ms` and its range, in seconds. */
function spread(ms: number[]): { median: number; range: string } {
  return { median: median(ms), range: `${(Math.min(...ms) / 1000).toFixed(2)}–${(Math.max(...ms) / 1000).toFixed(2)} s` };
}

let tmp = '';
let server: SiteServer | undefined;

afterAll(async () => {
  await server?.close();
  if (tmp) rmSync(tmp, { recursive: true, force: true });
  console.log(['The course in a browser (JupyterLite, the TypeScript kernel in a Web Worker), this machine, one run', '', '| what | figure |', '|---|---|', ...rows].join('\n'));
});

describe('the static site', () => {
  bench('size, loads cold and warm, Run All against the server kernel, memory', async () => {
    const ready = setup({ install: false });
    const built = await buildSite();
    const all = siteSize(built.dir);
    const kernel = siteSize(built.dir, (rel) => rel.startsWith('kernel'));
    rows.push(`| site | ${all.files} files, ${mb(all.bytes)}, ${mb(all.gzip)} gzip (the kernel: ${mb(kernel.bytes)}, ${mb(kernel.gzip)} gzip) |`);
    tmp = mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
    const site = path.join(tmp, 'site');
    cpSync(built.dir, site, { recursive: true });
    const liteFile = path.join(site, 'jupyter-lite.json');
    const lite = JSON.parse(readFileSync(liteFile, 'utf8'));
    lite['jupyter-config-data'].exposeAppInBrowser = true;
    writeFileSync(liteFile, JSON.stringify(lite));
    server = await serveSite(site, { isolated: true });
    const browser = await chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_ARGS });
    try {
      // What a first visit fetches: a browser of its own, with an empty cache, counting.
      const counting = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const fetched = (await loadNotebook(counting, server.url, true)).load;
      await counting.close();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const cold = await loadNotebook(context, server.url);
      rows.push(`| cold (empty cache): kernel answers / first chart | ${s(cold.load.kernelMs)} / ${s(cold.load.chartMs)} (goal ≤ 4 s) |`);
      rows.push(`| fetched to open notebook 00 and draw its first chart | ${fetched.requests} files, ${mb(fetched.bytes)}, ${mb(fetched.gzip)} gzip (goal ≤ 6 MB) |`);
      const memory = await cold.page.evaluate(async () => ((performance as any).measureUserAgentSpecificMemory ? (await (performance as any).measureUserAgentSpecificMemory()).bytes : NaN));
      rows.push(`| the tab's memory after notebook 00 (page and kernel worker) | ${Number.isNaN(memory) ? 'not measurable here' : mb(memory)} |`);
      await cold.page.close();
      // Warm: the same browser opens the notebook again, as a student does on every later visit. Four
      // loads, since one is noise here (and Chromium's code cache is written at the second load and read
      // from the third on); their median and range.
      const warm: Load[] = [];
      for (let i = 0; i < WARM_LOADS; i++) {
        const again = await loadNotebook(context, server.url);
        warm.push(again.load);
        await again.page.close();
      }
      const warmKernel = spread(warm.map((l) => l.kernelMs));
      const warmChart = spread(warm.map((l) => l.chartMs));
      rows.push(`| warm (the same browser again, ${WARM_LOADS} loads): kernel answers / first chart, median (range) | ${s(warmKernel.median)} (${warmKernel.range}) / ${s(warmChart.median)} (${warmChart.range}) (goal ≤ 2 s) |`);
      const edited: number[] = [];
      for (let i = 0; i < WARM_LOADS; i++) edited.push(await firstEditedCell(context, server.url));
      const firstEdit = spread(edited);
      rows.push(`| a parameter edited as the notebook opens (before the warm-up): its cell's reply, median (range) | ${s(firstEdit.median)} (${firstEdit.range}) |`);
      const python = ready.python.python;
      for (const rel of ['01-knights-tour-warnsdorff.ipynb', '04-exact-cover-dancing-links.ipynb']) {
        const inBrowser = await runAllInBrowser(context, server.url, rel);
        const started = Date.now();
        const run = await executeNotebook(path.join(notebooksDir, rel), { python, quick: true, outDir: path.join(tmp, 'server') });
        const onServer = Date.now() - started;
        if (!run.ok) throw new Error(`the server kernel failed on ${rel}`);
        rows.push(`| Run All of ${rel.slice(0, 2)} (fresh kernel, quick): browser / server kernel | ${s(inBrowser)} / ${s(onServer)} = ${(inBrowser / onServer).toFixed(2)}× (goal ≤ 1.5×) |`);
      }
    } finally {
      await browser.close();
    }
  }, once);
});
