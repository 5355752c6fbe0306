// A fresh TypeScript kernel from a Jupyter client (jupyter_client, test/kernel/kernel_bench.py), step by
// step: start, a trivial cell, importing the library and the first chart. The kernel of today (the
// compiled library, platform/kernel/compiled-library.cjs) against the same steps with tslab compiling lib/
// from TypeScript in the kernel (COURSE_KERNEL_LIBRARY=source), in the same run: wall time, the
// kernel's CPU time and its resident memory, printed as one table with the ratios. A start takes two
// seconds and the machine's noise is a good part of that, so the compiled kernel runs at least three
// times (tinybench may add runs) and the table shows the run with the median total (the baseline, ten seconds, runs once).
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { findJupyter, jupyterEnv, projectRoot, setup } from '../platform/kernel';

interface Step { step: string; wall: number; cpu: number; rss: number | null }
interface Run { mode: 'compiled' | 'source'; steps: Step[] }

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

afterAll(() => {
  const all = runs.filter((r) => r.mode === 'compiled').sort((a, b) => total(a, 'wall') - total(b, 'wall'));
  const compiled = all[Math.floor(all.length / 2)];
  const source = runs.find((r) => r.mode === 'source');
  if (!compiled || !source) return;
  const rows = compiled.steps.map((c, i) => {
    const b = source.steps[i];
    return `| ${c.step} | ${s(c.wall)} | ${s(c.cpu)} | ${c.rss === null ? '—' : `${c.rss.toFixed(0)} MB`} | ${s(b.wall)} | ${s(b.cpu)} | ${b.rss === null ? '—' : `${b.rss.toFixed(0)} MB`} |`;
  });
  const [cw, cc, bw, bc] = [total(compiled, 'wall'), total(compiled, 'cpu'), total(source, 'wall'), total(source, 'cpu')];
  const reimport = compiled.steps[compiled.steps.length - 1];
  console.log([
    `A fresh kernel from a Jupyter client: the compiled library (today; the median of ${all.length} kernels, totals ${all.map((r) => s(total(r, 'wall'))).join(', ')}) against lib/ compiled by tslab in the kernel (before), same run`,
    '',
    '| step | wall | kernel CPU | RSS after | wall, before | CPU, before | RSS, before |',
    '|---|---|---|---|---|---|---|',
    ...rows,
    `| **total** | **${s(cw)}** | **${s(cc)}** | **${lastRss(compiled).toFixed(0)} MB** | **${s(bw)}** | **${s(bc)}** | **${lastRss(source).toFixed(0)} MB** |`,
    '',
    `total wall: ${(cw / bw).toFixed(2)}× the baseline (goal ≤ 0.25×); kernel CPU ${(cc / bc).toFixed(2)}×; memory ${(lastRss(compiled) / lastRss(source)).toFixed(2)}×`,
    `goals of the kernel (a quiet machine): ${s(cw)} wall (≤ 2.5 s), ${s(cc)} CPU (≤ 3.5 s), ${lastRss(compiled).toFixed(0)} MB (≤ 250 MB), import cell again ${s(reimport.wall)} (≤ 0.2 s)`,
  ].join('\n'));
});

describe('a fresh kernel: start, trivial cell, import the library, first chart', () => {
  // The set-up compiles lib/ (as `npm start` and `npm test` do), so the compiled kernel starts on a current build.
  setup({ install: false });
  bench('compiled library (today)', () => {
    runs.push(measure('compiled'));
  }, { ...once, iterations: COMPILED_RUNS });
  bench('lib/ compiled by tslab in the kernel (the baseline)', () => {
    runs.push(measure('source'));
  }, once);
});
