// Exact-cover speed, as ratios in one run (npx vitest bench --run test/exact-cover.bench.ts):
// - Sudoku puzzles per second, first solution, lib/exact-cover's solveSudoku (the 729×324 matrix
//   built once, givens selected and unselected) against npm `dancing-links` 4.3.10 (the fastest npm
//   exact-cover solver; the 324-column matrix with only the clue's row for a given cell, as in
//   data/README.md), on top95 and on the 17-clue set.
// - Updates per second (Knuth's count) on the pentomino counts: Knuth's pent6x10_xq.dlx (2,339
//   solutions, 304,660,899 updates) and the library's own generator (6×10 all and up to symmetry,
//   5×12, 4×15), with `dancing-links` counting pent6x10_xq for a ratio.
// - The same pent6x10_xq count by a plain C Dancing Links (test/fixtures/exact-cover/dlx.c: Knuth's
//   DLX1 and his column rule, compiled here with -O2 when a C compiler exists; rows skipped
//   otherwise), which must reproduce Knuth's update count.
// Each bench records wall and CPU time of its own calls; afterAll prints puzzles/s, updates/s and
// the ratios (CPU-time figures are steadier when other programs share the cores), ending with the
// two rows issue 26 asks for side by side: ours, the baseline, the ratio, the goal.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { DancingLinks as PeerDLX } from 'dancing-links';
import { DancingLinks, coverLinks, loadDlxText, loadSudokuSet, parseDlx, pentominoCover, solveSudoku, validateSudoku } from '../lib/exact-cover';
import { dataDir } from '../lib/exact-cover/data';
import { compileC } from './helpers/compile-c';

const cDlx = compileC(path.join(__dirname, 'fixtures', 'exact-cover', 'dlx.c'));

/** Runs the C build on a data file: the best of `repeat` searches in one process, by its own timers (no start-up, no parsing). */
function runC(name: string, repeat: number): { count: number; updates: number; ms: number; cpuMs: number } {
  const file = path.join(dataDir(), 'exact-cover', `${name}.dlx`);
  const [count, updates, , ms, cpuMs] = execFileSync(cDlx!.binary, [file, String(repeat)], { encoding: 'utf8' }).split('\n')[0].split(' ').map(Number);
  return { count, updates, ms, cpuMs };
}

interface Tally {
  work: number;
  ms: number;
  cpuMs: number;
  updates: number;
  /** The fastest call's wall and CPU milliseconds per unit of work. */
  bestMs: number;
  bestCpuMs: number;
}
const tallies: Record<string, Tally> = {};

function timed(key: string, work: number, fn: () => number): void {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const updates = fn();
  const ms = performance.now() - t0;
  const c = process.cpuUsage(c0);
  const t = (tallies[key] ??= { work: 0, ms: 0, cpuMs: 0, updates: 0, bestMs: Infinity, bestCpuMs: Infinity });
  t.work += work;
  t.ms += ms;
  t.cpuMs += (c.user + c.system) / 1000;
  t.updates += updates;
  t.bestMs = Math.min(t.bestMs, ms / work);
  t.bestCpuMs = Math.min(t.bestCpuMs, (c.user + c.system) / 1000 / work);
}

// ---- Sudoku ----

function boxOf(r: number, c: number): number {
  return 3 * Math.floor(r / 3) + Math.floor(c / 3);
}

/** The peer: a fresh solver per puzzle, only the clue's row for a given cell. */
function peerSudoku(p: string): string {
  const solver = new PeerDLX<number>().createSolver({ columns: 324 });
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      const ch = p.charCodeAt(9 * r + c);
      const given = ch >= 49 && ch <= 57 ? ch - 48 : 0;
      for (let d = 1; d <= 9; d++) {
        if (given !== 0 && given !== d) continue;
        solver.addSparseConstraint((9 * r + c) * 9 + d - 1, [9 * r + c, 81 + 9 * r + d - 1, 162 + 9 * c + d - 1, 243 + 9 * boxOf(r, c) + d - 1]);
      }
    }
  }
  const found = solver.findOne();
  const cells = new Array<number>(81).fill(0);
  for (const s of found[0]) cells[Math.floor(s.data / 9)] = (s.data % 9) + 1;
  return cells.join('');
}

const sets = { top95: loadSudokuSet('top95'), '17-clue': loadSudokuSet('17_clue_1000') };

// Both solvers must be right before they are timed.
for (const [name, puzzles] of Object.entries(sets)) {
  for (const p of puzzles) {
    const ours = solveSudoku(p).solutions[0];
    if (!validateSudoku(ours, p).ok) throw new Error(`lib/exact-cover: wrong solution for ${name} puzzle ${p}`);
    if (peerSudoku(p) !== ours) throw new Error(`dancing-links disagrees on ${name} puzzle ${p}`);
  }
}

for (const [name, puzzles] of Object.entries(sets)) {
  describe(`Sudoku ${name} (${puzzles.length} puzzles per iteration, first solution)`, () => {
    bench(
      'lib/exact-cover solveSudoku',
      () => {
        timed(`ours ${name}`, puzzles.length, () => {
          let u = 0;
          for (const p of puzzles) u += solveSudoku(p).stats.updates;
          return u;
        });
      },
      { time: 3000 },
    );
    bench(
      'dancing-links 4.3.10',
      () => {
        timed(`peer ${name}`, puzzles.length, () => {
          for (const p of puzzles) peerSudoku(p);
          return 0;
        });
      },
      { time: 3000 },
    );
  });
}

// ---- Pentominoes: one full count per iteration ----

const once = { iterations: 1, time: 0, warmupIterations: 1, warmupTime: 0 };

function countInstance(key: string, dlx: DancingLinks, solutions: number, updates?: number): void {
  timed(key, 1, () => {
    const res = dlx.solve({ keep: 0, maxMs: Infinity }); // full counts run past the default 10 s budget
    if (res.count !== solutions) throw new Error(`${key}: ${res.count} solutions, expected ${solutions}`);
    if (updates !== undefined && res.stats.updates !== updates) throw new Error(`${key}: ${res.stats.updates} updates, expected ${updates}`);
    return res.stats.updates;
  });
}

const xq = parseDlx(loadDlxText('pent6x10_xq'));

const XQ_UPDATES = 304_660_899;
/** Best of three counts each, ours and the C build's. */
const REPEAT = 3;
let cXq: ReturnType<typeof runC> | undefined;

describe('pentomino 6×10 count, X restricted (Knuth\'s pent6x10_xq.dlx: 2,339 solutions, 304,660,899 updates)', () => {
  const dlx = new DancingLinks(xq);
  bench('lib/exact-cover DancingLinks', () => countInstance('pent xq', dlx, 2339, XQ_UPDATES), { ...once, iterations: REPEAT });
  bench.skipIf(!cDlx)("C -O2 Dancing Links (Knuth's DLX1; its own timers: no start-up, no parsing)", () => {
    const r = runC('pent6x10_xq', 1);
    if (r.count !== 2339 || r.updates !== XQ_UPDATES) throw new Error(`C reference: ${r.count} solutions, ${r.updates} updates`);
    cXq = cXq === undefined ? r : { ...r, ms: Math.min(cXq.ms, r.ms), cpuMs: Math.min(cXq.cpuMs, r.cpuMs) };
  }, { iterations: REPEAT, time: 0, warmupIterations: 0, warmupTime: 0 });
  bench(
    'dancing-links 4.3.10 (findAll)',
    () => {
      timed('peer pent xq', 1, () => {
        const names = [...xq.primary];
        const index = new Map(names.map((n, i) => [n, i]));
        const solver = new PeerDLX<number>().createSolver({ columns: names.length });
        xq.rows.forEach((r, i) => solver.addSparseConstraint(i, r.map((n) => index.get(n)!)));
        const found = solver.findAll().length;
        if (found !== 2339) throw new Error(`dancing-links found ${found} pentomino tilings`);
        return 0;
      });
    },
    { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 },
  );
});

describe('pentomino counts from the library\'s own generator', () => {
  const cases: [string, number, number, 'all' | 'reduced', number][] = [
    ['6×10 reduced', 6, 10, 'reduced', 2339],
    ['5×12 reduced', 5, 12, 'reduced', 1010],
    ['4×15 reduced', 4, 15, 'reduced', 368],
    ['6×10 all', 6, 10, 'all', 9356],
  ];
  for (const [label, rows, cols, symmetry, count] of cases) {
    const dlx = coverLinks(pentominoCover(rows, cols, { symmetry }));
    bench(`pentominoCover ${label} → ${count}`, () => countInstance(`gen ${label}`, dlx, count), { ...once, warmupIterations: 0 });
  }
});

/** Wall and CPU milliseconds of fn. */
function clock(fn: () => void): { ms: number; cpuMs: number } {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  fn();
  const c = process.cpuUsage(c0);
  return { ms: performance.now() - t0, cpuMs: (c.user + c.system) / 1000 };
}

/** Puzzles per second, by wall and by CPU time. */
interface Rates {
  ours: number;
  peer: number;
  oursCpu: number;
  peerCpu: number;
}

/** Interleaved rounds, ours then the peer's, best round of each: robust when other programs load the cores. */
function interleaved(puzzles: string[], rounds: number): Rates {
  const best = { ours: Infinity, peer: Infinity, oursCpu: Infinity, peerCpu: Infinity };
  for (let k = 0; k < rounds; k++) {
    const o = clock(() => puzzles.forEach((p) => solveSudoku(p)));
    const q = clock(() => puzzles.forEach((p) => peerSudoku(p)));
    best.ours = Math.min(best.ours, o.ms);
    best.oursCpu = Math.min(best.oursCpu, o.cpuMs);
    best.peer = Math.min(best.peer, q.ms);
    best.peerCpu = Math.min(best.peerCpu, q.cpuMs);
  }
  const rate = (ms: number) => (puzzles.length / ms) * 1000;
  return { ours: rate(best.ours), peer: rate(best.peer), oursCpu: rate(best.oursCpu), peerCpu: rate(best.peerCpu) };
}

afterAll(() => {
  const rate = (t: Tally | undefined, wall: boolean) => (t ? (t.work / (wall ? t.ms : t.cpuMs)) * 1000 : NaN);
  const lines: string[] = ['', 'exact cover: side by side in this run (wall time; CPU time in brackets)'];
  for (const name of Object.keys(sets)) {
    const ours = tallies[`ours ${name}`];
    const peer = tallies[`peer ${name}`];
    if (!ours || !peer) continue; // group filtered out (vitest bench -t …)
    const f = (x: number) => Math.round(x).toLocaleString('en-US');
    lines.push(
      `  Sudoku ${name.padEnd(8)} lib/exact-cover ${f(rate(ours, true))} puzzles/s (${f(rate(ours, false))}), ` +
        `dancing-links ${f(rate(peer, true))} (${f(rate(peer, false))}), ratio ${(rate(ours, true) / rate(peer, true)).toFixed(2)}× ` +
        `(${(rate(ours, false) / rate(peer, false)).toFixed(2)}×); updates/s ${((ours.updates / ours.ms) / 1000).toFixed(0)} M`,
    );
  }
  for (const [name, puzzles] of Object.entries(sets)) {
    if (!tallies[`ours ${name}`]) continue;
    const r = interleaved(puzzles, name === 'top95' ? 20 : 6);
    if (name === 'top95') top95Rates = r;
    const f = (x: number) => Math.round(x).toLocaleString('en-US');
    lines.push(
      `  Sudoku ${name.padEnd(8)} interleaved, best round of each: lib/exact-cover ${f(r.ours)} puzzles/s (${f(r.oursCpu)}), ` +
        `dancing-links ${f(r.peer)} (${f(r.peerCpu)}), ratio ${(r.ours / r.peer).toFixed(2)}× (${(r.oursCpu / r.peerCpu).toFixed(2)}×)`,
    );
  }
  for (const [key, t] of Object.entries(tallies)) {
    if (!key.startsWith('pent') && !key.startsWith('gen')) continue;
    lines.push(`  ${key.padEnd(22)} ${(t.ms / t.work).toFixed(0)} ms per count (${(t.cpuMs / t.work).toFixed(0)} CPU ms)` +
      (t.updates ? `, ${(t.updates / t.ms / 1000).toFixed(0)} M updates/s (${(t.updates / t.cpuMs / 1000).toFixed(0)} M/s CPU)` : ''));
  }
  const ours = tallies['pent xq'];
  const peer = tallies['peer pent xq'];
  if (ours && peer) lines.push(`  pent6x10_xq count: lib/exact-cover is ${(peer.ms / peer.work / (ours.ms / ours.work)).toFixed(2)}× dancing-links (wall)`);
  lines.push('  reference (data/README.md): dancing-links ~5,100 top95/s and ~13,100 17-clue/s; a C solver 12,500 and 58,000; Knuth\'s DANCE ~260 M updates/s');
  lines.push(...sideBySide(top95Rates));
  console.log(lines.join('\n'));
  cDlx?.remove();
});

/** The interleaved top95 rates of this run (filled in by afterAll). */
let top95Rates: Rates | undefined;

/** Issue 26's rows: ours, the baseline, the ratio, the goal (and commit 4f83bab's figure). */
function sideBySide(sudoku: Rates | undefined): string[] {
  const f = (x: number) => Math.round(x).toLocaleString('en-US');
  const out = ['', 'side by side (best call of each in this run; CPU time in brackets):'];
  const ours = tallies['pent xq'];
  if (ours && cXq) {
    const m = (ms: number) => XQ_UPDATES / ms / 1000;
    out.push(
      `  DLX updates/s, pent6x10_xq.dlx: lib/exact-cover ${m(ours.bestMs).toFixed(0)} M/s (${m(ours.bestCpuMs).toFixed(0)}), ` +
        `C -O2 ${m(cXq.ms).toFixed(0)} M/s (${m(cXq.cpuMs).toFixed(0)}), ratio ${(cXq.ms / ours.bestMs).toFixed(2)}× (${(cXq.cpuMs / ours.bestCpuMs).toFixed(2)}×); ` +
        'goal ≥ 0.8×, 4f83bab 130 M/s',
    );
  } else {
    out.push('  DLX updates/s, pent6x10_xq.dlx: ' + (cDlx ? 'group filtered out' : 'no C compiler found, row skipped'));
  }
  if (sudoku) {
    out.push(
      `  Sudoku top95 puzzles/s: lib/exact-cover ${f(sudoku.ours)} (${f(sudoku.oursCpu)}), dancing-links ${f(sudoku.peer)} (${f(sudoku.peerCpu)}), ` +
        `ratio ${(sudoku.ours / sudoku.peer).toFixed(2)}× (${(sudoku.oursCpu / sudoku.peerCpu).toFixed(2)}×); goal ≥ 2×, 4f83bab 1.68×`,
    );
  }
  return out;
}
