// N-queens counting speed, as ratios in one run: the course's arrays vs bitmasks vs bitmasks with
// symmetry vs worker threads, and a C build of the same bitmask + symmetry algorithm
// (test/fixtures/queens/queens.c, compiled here with -O2 when a C compiler exists; rows skipped otherwise).
// The n = 16 group runs each counter once (a few seconds each) and prints the JS / C ratio.
import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import * as path from 'node:path';
import { afterAll, bench, describe } from 'vitest';
import { A000170, countQueens, countQueensNaive } from '../lib/queens';
import { compileC } from './helpers/compile-c';

const c = compileC(path.join(__dirname, 'fixtures', 'queens', 'queens.c'));
const cores = availableParallelism();

/** Runs the C counter; its own timers give wall and CPU milliseconds (no process start-up). */
function runC(n: number): { count: number; ms: number; cpuMs: number } {
  const out = execFileSync(c!.binary, [String(n)], { encoding: 'utf8' }).trim().split(/\s+/);
  return { count: Number(out[0]), ms: Number(out[2]), cpuMs: Number(out[3]) };
}

/** CPU milliseconds of this process spent in fn (robust to other programs sharing the cores). */
function cpuMs<T>(fn: () => T): { value: T; cpuMs: number } {
  const u0 = process.cpuUsage();
  const value = fn();
  const u = process.cpuUsage(u0);
  return { value, cpuMs: (u.user + u.system) / 1000 };
}

function check(n: number, count: number): void {
  if (count !== A000170[n]) throw new Error(`wrong count for n = ${n}: ${count}`);
}

const once = { iterations: 1, time: 0, warmupIterations: 0, warmupTime: 0 };
const measured: Record<string, number> = {};

afterAll(() => {
  const js = measured['js16'];
  const jsCpu = measured['js16cpu'];
  const cMs = measured['c16'];
  const cCpu = measured['c16cpu'];
  const w = measured['workers16'];
  const lines = [`countQueens(16), one run each, ${cores} cores:`];
  if (js !== undefined) lines.push(`  JS, 1 thread: ${js.toFixed(0)} ms wall, ${jsCpu.toFixed(0)} ms CPU`);
  if (cMs !== undefined && js !== undefined) {
    lines.push(`  C -O2:        ${cMs.toFixed(0)} ms wall, ${cCpu.toFixed(0)} ms CPU (its own timers)`);
    lines.push(`  JS / C = ${(jsCpu / cCpu).toFixed(2)} in CPU time (target ≤ 1.3), ${(js / cMs).toFixed(2)} in wall time`);
  } else {
    lines.push('  C: no compiler found, row skipped');
  }
  if (w !== undefined && js !== undefined) lines.push(`  ${cores} threads: ${w.toFixed(0)} ms wall → speed-up ×${(js / w).toFixed(2)}`);
  console.log(lines.join('\n'));
  c?.remove();
});

describe('count all solutions, n = 12', () => {
  bench('arrays, the course (countQueensNaive)', () => check(12, countQueensNaive(12).count), { iterations: 5, time: 0 });
  bench('bitmask, no symmetry', () => check(12, countQueens(12, { symmetry: false }).count), { time: 1000 });
  bench('bitmask + symmetry (countQueens)', () => check(12, countQueens(12).count), { time: 1000 });
  bench(`bitmask + symmetry, ${cores} threads (thread start-up dominates at this size)`, () => check(12, countQueens(12, { workers: cores }).count), { iterations: 10, time: 0 });
  bench.skipIf(!c)('C -O2, bitmask + symmetry (process start-up included)', () => check(12, runC(12).count), { time: 1000 });
});

describe('count all solutions, n = 16 (once each)', () => {
  bench('bitmask + symmetry (countQueens), 1 thread', () => {
    const { value: r, cpuMs: cpu } = cpuMs(() => countQueens(16));
    check(16, r.count);
    measured['js16'] = r.stats.ms;
    measured['js16cpu'] = cpu;
  }, once);
  bench(`bitmask + symmetry, ${cores} threads`, () => {
    const r = countQueens(16, { workers: cores });
    check(16, r.count);
    measured['workers16'] = r.stats.ms;
  }, once);
  bench.skipIf(!c)('C -O2, bitmask + symmetry', () => {
    const r = runC(16);
    check(16, r.count);
    measured['c16'] = r.ms;
    measured['c16cpu'] = r.cpuMs;
  }, once);
});
