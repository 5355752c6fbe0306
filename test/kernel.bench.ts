// A fresh TypeScript kernel from a Jupyter client (jupyter_client, test/kernel/kernel_bench.py), step by
// step: start, a trivial cell, importing the library and the first chart, in three kernels of the same
// run: today's (the compiled library, platform/kernel/compiled-library.cjs, with the cells it finds
// among the checked cells of earlier kernels, platform/kernel/checked-cells.cjs); the same with the
// checked cells off (COURSE_KERNEL_CHECKED_CELLS=off: every cell compiled, as one never run before);
// and the baseline, tslab compiling lib/ from TypeScript in the kernel (COURSE_KERNEL_LIBRARY=source).
// Wall time, the kernel's CPU time and its resident memory, printed as one table with the ratios. A
// start takes a second or two and the machine's noise is a good part of that, so today's kernel and
// the unchecked one run at least three times each (tinybench may add runs) and the table shows the run
// with the median total; the baseline, ten seconds, runs once. One uncounted kernel first runs the
// steps, so that today's kernels find them checked.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { findJupyter, jupyterEnv, projectRoot, setup } from '../platform/kernel';

interface Step { step: string; wall: number; cpu: number; rss: number | null }
interface Run { mode: 'compiled' | 'unchecked' | 'source'; steps: Step[] }

const script = path.join(projectRoot, 'test', 'kernel', 'kernel_bench.py');
const runs: Run[] = [];
const once = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };
const COMPILED_RUNS = 3;

function measure(mode: Run['mode']): Run {
  const python = findJupyter().found?.python;
  if (!python) throw new Error('Jupyter is not installed: run `npm run setup`');
  const out = execFileSync(python, [script, mode], { env: jupyterEnv(), encoding: 'utf8', timeout: 600_000, stdio: ['ignore', 'pipe', 'inherit'] });
  return JSON.parse(out.trim().split('\n').pop()!) as Run;
}

const total = (r: Run, key: 'wall' | 'cpu') => r.steps.reduce((s, x) => s + x[key], 0);
const lastRss = (r: Run) => r.steps[r.steps.length - 1].rss ?? NaN;
const s = (x: number) => `${x.toFixed(2)} s`;

/** The run with the median total wall time of a mode. */
function medianRun(mode: Run['mode']): { run: Run | undefined; all: Run[] } {
  const all = runs.filter((r) => r.mode === mode).sort((a, b) => total(a, 'wall') - total(b, 'wall'));
  return { run: all[Math.floor(all.length / 2)], all };
}

afterAll(() => {
  const { run: compiled, all } = medianRun('compiled');
  const { run: unchecked, all: allUnchecked } = medianRun('unchecked');
  const source = runs.find((r) => r.mode === 'source');
  if (!compiled || !unchecked || !source) return;
  const cells = (x: Step) => `${s(x.wall)} | ${s(x.cpu)} | ${x.rss === null ? '—' : `${x.rss.toFixed(0)} MB`}`;
  const rows = compiled.steps.map((c, i) => `| ${c.step} | ${cells(c)} | ${s(unchecked.steps[i].wall)} | ${s(unchecked.steps[i].cpu)} | ${cells(source.steps[i])} |`);
  const [cw, cc, uw, uc, bw, bc] = [total(compiled, 'wall'), total(compiled, 'cpu'), total(unchecked, 'wall'), total(unchecked, 'cpu'), total(source, 'wall'), total(source, 'cpu')];
  const reimport = compiled.steps[compiled.steps.length - 1];
  const totals = (xs: Run[]) => xs.map((r) => s(total(r, 'wall'))).join(', ');
  console.log([
    `A fresh kernel from a Jupyter client, same run: today (the compiled library, cells found checked; the median of ${all.length} kernels, totals ${totals(all)}), ` +
      `the checked cells off (median of ${allUnchecked.length}, totals ${totals(allUnchecked)}), and lib/ compiled by tslab in the kernel (before)`,
    '',
    '| step | wall | kernel CPU | RSS after | wall, checked cells off | CPU, checked cells off | wall, before | CPU, before | RSS, before |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows,
    `| **total** | **${s(cw)}** | **${s(cc)}** | **${lastRss(compiled).toFixed(0)} MB** | **${s(uw)}** | **${s(uc)}** | **${s(bw)}** | **${s(bc)}** | **${lastRss(source).toFixed(0)} MB** |`,
    '',
    `total wall: ${(cw / bw).toFixed(2)}× the baseline (goal ≤ 0.25×); kernel CPU ${(cc / bc).toFixed(2)}×; memory ${(lastRss(compiled) / lastRss(source)).toFixed(2)}×`,
    `the checked cells: kernel CPU ${(cc / uc).toFixed(2)}× and wall ${(cw / uw).toFixed(2)}× the same kernel compiling every cell`,
    `goals of the kernel (a quiet machine): ${s(cw)} wall (≤ 2.5 s), ${s(cc)} CPU (≤ 3.5 s), ${lastRss(compiled).toFixed(0)} MB (≤ 250 MB), import cell again ${s(reimport.wall)} (≤ 0.2 s)`,
  ].join('\n'));
});

describe('a fresh kernel: start, trivial cell, import the library, first chart', () => {
  // The set-up compiles lib/ (as `npm start` and `npm test` do), so the compiled kernel starts on a current build.
  setup({ install: false });
  measure('compiled'); // uncounted: today's kernels below find its cells checked
  bench('compiled library, cells found checked (today)', () => {
    runs.push(measure('compiled'));
  }, { ...once, iterations: COMPILED_RUNS });
  bench('compiled library, checked cells off (every cell compiled)', () => {
    runs.push(measure('unchecked'));
  }, { ...once, iterations: COMPILED_RUNS });
  bench('lib/ compiled by tslab in the kernel (the baseline)', () => {
    runs.push(measure('source'));
  }, once);
});
